import {
  type Coupon,
  type Offer,
  ORDER_BUMP_DELETED_MESSAGE,
  ORDER_BUMP_SAVED_MESSAGE,
  type ProductListItem,
  UPSELL_DELETED_MESSAGE,
  UPSELL_SAVED_MESSAGE,
} from '@pagora/contract';
import {
  type CouponValues,
  MarketingScreen,
  type MarketingTab,
  type OfferErrors,
  type OfferKind,
  type OfferTabProps,
  type OfferValues,
  toast,
} from '@pagora/ui';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../api/client.ts';
import { createCoupon, deleteCoupon, listCoupons, updateCoupon } from '../../api/coupons.ts';
import { createOffer, deleteOffer, listOffers, updateOffer } from '../../api/offers.ts';
import { listAllProducts } from '../../api/products.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useAction } from '../../api/useAction.ts';
import { fieldOfMessage, requireStore, useStoreData } from './useStoreData.ts';

type CouponErrors = Partial<Record<keyof CouponValues, string>>;

const noCoupons: Coupon[] = [];
const noOffers: Offer[] = [];
const noProducts: ProductListItem[] = [];

/** The form field a server message is about (shown there as well as in the toast). */
const couponFieldRules: [RegExp, keyof CouponValues][] = [
  [/código/i, 'code'],
  [/total de usos/i, 'totalUses'],
  [/data de início/i, 'startDate'],
  [/data de término/i, 'endDate'],
  [/desconto|percentual/i, 'discountValue'],
  [/nome/i, 'name'],
];

const offerFieldRules: [RegExp, keyof OfferValues][] = [
  [/preço/i, 'offerPrice'],
  [/título/i, 'headline'],
  [/descrição/i, 'description'],
  [/produto/i, 'product_id'],
];

const offerMessages: Record<OfferKind, { saved: string; deleted: string }> = {
  bump: { saved: ORDER_BUMP_SAVED_MESSAGE, deleted: ORDER_BUMP_DELETED_MESSAGE },
  upsell: { saved: UPSELL_SAVED_MESSAGE, deleted: UPSELL_DELETED_MESSAGE },
};

/** One offer tab (order bumps or upsells) of the active store: loaded while its tab is open. */
function useOfferTab(kind: OfferKind, isOpen: boolean): OfferTabProps {
  const offers = useStoreData({
    queryKey: (storeId) => queryKeys.offers(storeId, kind),
    load: (storeId) => listOffers(kind, storeId),
    empty: noOffers,
    errorTitle: 'Erro ao buscar ofertas',
    describeError: (error) => errorMessage(error, 'Falha ao buscar ofertas.'),
    enabled: isOpen,
  });
  const [errors, setErrors] = useState<OfferErrors | undefined>();

  const saving = useAction({
    run: ({ storeId, values, offer }: { storeId: number; values: OfferValues; offer?: Offer }) => {
      const payload = { ...values, store_id: storeId };
      return offer ? updateOffer(kind, offer.id, payload) : createOffer(kind, payload);
    },
    invalidates: ({ storeId }) => [queryKeys.offers(storeId, kind)],
    onSuccess: () => toast.success({ title: offerMessages[kind].saved }),
    onError: (error) => {
      const description = errorMessage(error, 'Não foi possível salvar a oferta.');
      toast.error({ title: 'Erro ao salvar', description });
      // A rejected field (400/422, e.g. a product of another store): also on the field it is about.
      const field =
        error instanceof ApiError && (error.status === 400 || error.status === 422)
          ? fieldOfMessage(description, offerFieldRules)
          : null;
      if (field) setErrors({ [field]: description });
    },
  });
  const removing = useAction({
    run: ({ offer }: { storeId: number | null; offer: Offer }) => deleteOffer(kind, offer.id),
    invalidates: ({ storeId }) => (storeId == null ? [] : [queryKeys.offers(storeId, kind)]),
    onSuccess: ({ message }) => toast.success({ title: message || offerMessages[kind].deleted }),
    onError: (error) =>
      toast.error({
        title: 'Erro ao excluir',
        description: errorMessage(error, 'Não foi possível excluir a oferta.'),
      }),
  });

  // A refusal rejects: the form keeps what was typed.
  async function save(values: OfferValues, offer?: Offer) {
    const storeId = requireStore(offers.storeId);
    if (storeId == null) throw new Error('Nenhuma loja ativa selecionada.');
    setErrors(undefined);
    await saving.mutateAsync({ storeId, values, offer });
  }

  // A refusal rejects, which keeps the confirmation open.
  async function remove(offer: Offer) {
    await removing.mutateAsync({ storeId: offers.storeId, offer });
  }

  return {
    offers: offers.data,
    isLoading: offers.isLoading,
    error: offers.error,
    onRetry: offers.storeId == null ? undefined : offers.reload,
    onCreate: (values) => save(values),
    onUpdate: (offer, values) => save(values, offer),
    onDelete: remove,
    errors,
  };
}

/** /marketing: the active store's coupons, order bumps and upsells (create, edit, delete). */
export default function MarketingRoute() {
  const [tab, setTab] = useState<MarketingTab>('cupons');
  const coupons = useStoreData({
    queryKey: queryKeys.coupons,
    load: listCoupons,
    empty: noCoupons,
    errorTitle: 'Erro ao buscar Cupons',
    describeError: (error) => errorMessage(error, 'Falha ao buscar cupons.'),
    enabled: tab === 'cupons',
  });
  const [couponErrors, setCouponErrors] = useState<CouponErrors | undefined>();
  const orderBumps = useOfferTab('bump', tab === 'order-bump');
  const upsells = useOfferTab('upsell', tab === 'upsell');
  const products = useStoreData({
    queryKey: queryKeys.allProducts,
    load: listAllProducts,
    empty: noProducts,
    errorTitle: 'Erro ao buscar produtos',
    describeError: (error) => errorMessage(error, 'Falha ao buscar os produtos da loja.'),
    enabled: tab !== 'cupons',
  });

  const saving = useAction({
    run: ({ storeId, values, coupon }: { storeId: number; values: CouponValues; coupon?: Coupon }) => {
      const payload = { ...values, store_id: storeId };
      return coupon ? updateCoupon(coupon.id, payload) : createCoupon(payload);
    },
    invalidates: ({ storeId }) => [queryKeys.coupons(storeId)],
    onSuccess: (_saved, { coupon }) =>
      toast.success({ title: coupon ? 'Cupom atualizado com sucesso!' : 'Cupom salvo com sucesso!' }),
    onError: (error) => {
      const description = errorMessage(error, 'Não foi possível salvar o cupom.');
      toast.error({ title: 'Erro ao salvar', description });
      // A duplicate code (409) or a rejected field (400): also on the field it is about.
      const field =
        error instanceof ApiError && (error.status === 409 || error.status === 400)
          ? fieldOfMessage(description, couponFieldRules)
          : null;
      if (field) setCouponErrors({ [field]: description });
    },
  });
  const removing = useAction({
    run: ({ coupon }: { storeId: number | null; coupon: Coupon }) => deleteCoupon(coupon.id),
    invalidates: ({ storeId }) => (storeId == null ? [] : [queryKeys.coupons(storeId)]),
    onSuccess: ({ message }) => toast.success({ title: message || 'Cupom excluído com sucesso!' }),
    onError: (error) =>
      toast.error({
        title: 'Erro ao excluir',
        description: errorMessage(error, 'Não foi possível excluir o cupom.'),
      }),
  });

  // A refusal rejects: the form keeps what was typed.
  async function save(values: CouponValues, coupon?: Coupon) {
    const storeId = requireStore(coupons.storeId);
    if (storeId == null) throw new Error('Nenhuma loja ativa selecionada.');
    setCouponErrors(undefined);
    await saving.mutateAsync({ storeId, values, coupon });
  }

  // A refusal rejects, which keeps the confirmation open.
  async function remove(coupon: Coupon) {
    await removing.mutateAsync({ storeId: coupons.storeId, coupon });
  }

  return (
    <MarketingScreen
      selectedTab={tab}
      onTabChange={setTab}
      coupons={coupons.data}
      isLoading={coupons.isLoading}
      error={coupons.error}
      onRetry={coupons.storeId == null ? undefined : coupons.reload}
      onCreateCoupon={(values) => save(values)}
      onUpdateCoupon={(coupon, values) => save(values, coupon)}
      onDeleteCoupon={remove}
      onValidationError={(message) => toast.error({ title: 'Erro de Validação', description: message })}
      couponErrors={couponErrors}
      orderBumps={orderBumps}
      upsells={upsells}
      offerProducts={products.data}
      isOfferProductsLoading={products.isLoading}
      offerProductsError={products.error}
    />
  );
}
