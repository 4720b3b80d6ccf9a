import { centsToInput, type Offer, type OfferPayload, type ProductListItem } from '@pagora/contract';
import { formatCount } from '../../format.ts';

/** Order bump (an extra product ticked on the checkout) or upsell (a one-click offer after an approved payment). */
export type OfferKind = 'bump' | 'upsell';

/**
 * What the offer form gives its caller: the contract's `OfferPayload` without `store_id`
 * (offerPrice as typed, "29,90"; triggerProductIds empty = every product).
 */
export interface OfferValues
  extends Required<Pick<OfferPayload, 'headline' | 'description' | 'triggerProductIds' | 'isActive'>> {
  product_id: number;
  offerPrice: string;
}

/** Server field errors for the offer form, keyed like its fields. */
export type OfferErrors = Partial<Record<keyof OfferValues, string>>;

/** The products an offer can sell or be shown for: the store's (`GET /api/products?store_id=`). */
export type OfferProduct = Pick<ProductListItem, 'id' | 'name' | 'image_url' | 'status'>;

interface OfferTexts {
  /** 'order bump' in running text. */
  name: string;
  newTitle: string;
  editTitle: string;
  newDescription: string;
  createLabel: string;
  listTitle: string;
  listDescription: string;
  empty: string;
  loading: string;
  triggersDescription: string;
  headlinePlaceholder: string;
  descriptionPlaceholder: string;
  count: (n: number) => string;
}

export const OFFER_TEXTS: Record<OfferKind, OfferTexts> = {
  bump: {
    name: 'order bump',
    newTitle: 'Novo order bump',
    editTitle: 'Editar order bump',
    newDescription:
      'Um produto extra oferecido no checkout, que o cliente adiciona ao pedido marcando uma caixa, com um clique.',
    createLabel: 'Criar Order Bump',
    listTitle: 'Order bumps cadastrados',
    listDescription: 'Os produtos extras oferecidos no checkout da loja ativa.',
    empty: 'Nenhum order bump cadastrado para esta loja.',
    loading: 'Carregando order bumps…',
    triggersDescription: 'Em quais checkouts a oferta aparece.',
    headlinePlaceholder: 'Ex.: Leve também o guia de cuidados',
    descriptionPlaceholder: 'Ex.: Aproveite o preço especial, só nesta compra.',
    count: (n) => (n === 1 ? '1 order bump' : `${formatCount(n)} order bumps`),
  },
  upsell: {
    name: 'upsell',
    newTitle: 'Novo upsell',
    editTitle: 'Editar upsell',
    newDescription:
      'Uma oferta de um clique exibida logo depois do pagamento aprovado, sem o cliente digitar os dados de novo.',
    createLabel: 'Criar Upsell',
    listTitle: 'Upsells cadastrados',
    listDescription: 'As ofertas exibidas depois do pagamento aprovado na loja ativa.',
    empty: 'Nenhum upsell cadastrado para esta loja.',
    loading: 'Carregando upsells…',
    triggersDescription: 'Depois da compra de quais produtos a oferta aparece.',
    headlinePlaceholder: 'Ex.: Espere! Uma oferta só para você',
    descriptionPlaceholder: 'Ex.: Adicione o kit completo com 40% de desconto, com um clique.',
    count: (n) => (n === 1 ? '1 upsell' : `${formatCount(n)} upsells`),
  },
};

/** The form's fields as typed. */
export interface OfferDraft {
  productId: string | null;
  offerPrice: string;
  headline: string;
  description: string;
  /** 'all' = every product of the store; 'chosen' = triggerIds. */
  audience: 'all' | 'chosen';
  triggerIds: string[];
  isActive: boolean;
}

export const emptyOfferDraft: OfferDraft = {
  productId: null,
  offerPrice: '',
  headline: '',
  description: '',
  audience: 'all',
  triggerIds: [],
  isActive: true,
};

/** A listed offer back in the form, for editing. */
export function draftFromOffer(offer: Offer): OfferDraft {
  return {
    productId: String(offer.product_id),
    offerPrice: centsToInput(offer.offer_price_cents),
    headline: offer.headline,
    description: offer.description,
    audience: offer.trigger_product_ids.length > 0 ? 'chosen' : 'all',
    triggerIds: offer.trigger_product_ids.map(String),
    isActive: offer.is_active,
  };
}

/**
 * 'Todos os produtos', or the chosen products' names: 'Curso A e Curso B', 'Curso A, Curso B e mais 3'.
 * Ids missing from `products` (not loaded) are counted in 'e mais N', or as 'N produtos' alone.
 */
export function triggersText(ids: number[], products: OfferProduct[]): string {
  if (ids.length === 0) return 'Todos os produtos';
  const byId = new Map(products.map((product) => [product.id, product.name]));
  const names = ids.map((id) => byId.get(id)).filter((name): name is string => Boolean(name));
  if (names.length === 0) return ids.length === 1 ? '1 produto' : `${formatCount(ids.length)} produtos`;
  const unknown = ids.length - names.length;
  const shown = names.slice(0, 2);
  const rest = names.length - shown.length + unknown;
  if (rest > 0) return `${shown.join(', ')} e mais ${formatCount(rest)}`;
  if (shown.length === 2) return `${shown[0]} e ${shown[1]}`;
  return shown[0] ?? '';
}
