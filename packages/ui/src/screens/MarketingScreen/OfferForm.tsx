import { formatCents, type Offer, offerPayload } from '@pagora/contract';
import { PackagePlus, Save, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { CheckboxGroup } from 'react-aria-components';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card, CardHeader } from '../../components/Card/Card.tsx';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { Columns } from '../../components/Columns/Columns.tsx';
import { Description, FieldError, Label } from '../../components/Field/Field.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { Inline } from '../../components/Inline/Inline.tsx';
import { SegmentedControl } from '../../components/SegmentedControl/SegmentedControl.tsx';
import { Select } from '../../components/Select/Select.tsx';
import { Stack } from '../../components/Stack/Stack.tsx';
import { Switch } from '../../components/Switch/Switch.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { TextLink } from '../../components/TextLink/TextLink.tsx';
import { sprinkles } from '../../css/sprinkles.css.ts';
import { formatCount } from '../../format.ts';
import { fieldMessages, schemaCheck } from '../private/fieldMessages.ts';
import * as styles from './MarketingScreen.css.ts';
import * as offerStyles from './offers.css.ts';
import {
  draftFromOffer,
  emptyOfferDraft,
  OFFER_TEXTS,
  type OfferDraft,
  type OfferErrors,
  type OfferKind,
  type OfferProduct,
  type OfferValues,
} from './offers.ts';

export interface OfferFormProps {
  /** Order bump or upsell: the texts change, the fields do not. */
  kind: OfferKind;
  /** The offer being edited (edit mode), or null to create one. */
  offer: Offer | null;
  /** The store's products: what can be offered and on which products' checkouts. */
  products: OfferProduct[];
  /** The products are loading: the product field waits. */
  isProductsLoading?: boolean;
  /** Why the products could not be loaded. */
  productsError?: string | null;
  /**
   * 'Criar Order Bump' / 'Criar Upsell' / 'Salvar Alterações' with valid fields. Resolve on success
   * (a new offer's form empties), reject on failure (the form keeps what was typed).
   */
  onSubmit: (values: OfferValues) => Promise<unknown>;
  /** 'Cancelar Edição': back to create mode. */
  onCancelEdit: () => void;
  /** Errors from the server per field, e.g. `{ product_id: 'Produto não encontrado nesta loja.' }`. */
  validationErrors?: OfferErrors;
}

const audiences = [
  { id: 'all', label: 'Todos os produtos' },
  // Short enough for both segments to fit a phone's width.
  { id: 'chosen', label: 'Escolhidos', 'aria-label': 'Produtos escolhidos' },
];

const productMessages = fieldMessages({ valueMissing: 'Escolha o produto da oferta.' });
const priceMessages = fieldMessages({ valueMissing: 'Informe o preço da oferta.' });
const headlineMessages = fieldMessages({ valueMissing: 'Informe o título da oferta.' });
const checkPrice = schemaCheck(offerPayload.shape.offerPrice);
const checkHeadline = schemaCheck(offerPayload.shape.headline);
const checkDescription = schemaCheck(offerPayload.shape.description);
const NO_TRIGGER = 'Escolha pelo menos um produto.';

/** Create or edit an order bump or an upsell: the product offered, its price and texts, where it shows, its status. */
export function OfferForm({
  kind,
  offer,
  products,
  isProductsLoading = false,
  productsError,
  onSubmit,
  onCancelEdit,
  validationErrors,
}: OfferFormProps) {
  const texts = OFFER_TEXTS[kind];
  const isEditing = offer !== null;
  const headingId = useId();
  const [draft, setDraft] = useState<OfferDraft>(() => (offer ? draftFromOffer(offer) : emptyOfferDraft));
  const [isPending, setPending] = useState(false);
  // A new key after an offer is created clears the fields' validation along with their values.
  const [formKey, setFormKey] = useState(0);

  // Editing starts at the headline (the product rarely changes). No scrolling: the screen does it.
  const headlineRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (offer) headlineRef.current?.querySelector('input')?.focus({ preventScroll: true });
  }, [offer]);

  const set =
    <K extends keyof OfferDraft>(key: K) =>
    (value: OfferDraft[K]) =>
      setDraft((current) => ({ ...current, [key]: value }));

  const productItems = useMemo(() => {
    const items = products.map((product) => ({
      id: String(product.id),
      label: product.status === 'inactive' ? `${product.name} (inativo)` : product.name,
    }));
    // The edited offer's product, even when the list could not be loaded.
    if (offer && !products.some((product) => product.id === offer.product_id)) {
      items.unshift({ id: String(offer.product_id), label: offer.product_name });
    }
    return items;
  }, [products, offer]);

  const hasNoProducts = !isEditing && !isProductsLoading && !productsError && products.length === 0;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending || !draft.productId) return;
    if (draft.audience === 'chosen' && draft.triggerIds.length === 0) return; // the list shows why
    const values: OfferValues = {
      product_id: Number(draft.productId),
      offerPrice: draft.offerPrice.trim(),
      headline: draft.headline.trim(),
      description: draft.description.trim(),
      triggerProductIds: draft.audience === 'all' ? [] : draft.triggerIds.map(Number),
      isActive: draft.isActive,
    };
    setPending(true);
    onSubmit(values).then(
      () => {
        setPending(false);
        if (!isEditing) {
          setDraft(emptyOfferDraft);
          setFormKey((key) => key + 1);
        }
      },
      () => setPending(false),
    );
  };

  const originalPrice =
    offer && draft.productId === String(offer.product_id) ? formatCents(offer.original_price_cents) : null;

  return (
    <Card as="section" aria-labelledby={headingId}>
      <CardHeader
        id={headingId}
        title={isEditing ? texts.editTitle : texts.newTitle}
        description={
          isEditing ? 'Altere a oferta e salve. Os pedidos já feitos não mudam.' : texts.newDescription
        }
        action={
          isEditing && (
            <Badge tone="info" className={styles.editingBadge}>
              Editando {offer.product_name}
            </Badge>
          )
        }
      />
      {hasNoProducts ? (
        <Alert tone="info" role="note" title="Cadastre um produto primeiro">
          O {texts.name} oferece um produto da sua loja, e esta loja ainda não tem produtos.{' '}
          <TextLink href="/produtos/novo">Cadastrar produto</TextLink>
        </Alert>
      ) : (
        <Form key={formKey} onSubmit={submit} validationErrors={validationErrors} className={styles.form}>
          {productsError && (
            <Alert tone="danger" title="Erro ao buscar produtos">
              {productsError}
            </Alert>
          )}
          <Columns>
            <Select
              label="Produto ofertado"
              name="product_id"
              items={productItems}
              selectedKey={draft.productId}
              onSelectionChange={set('productId')}
              placeholder={isProductsLoading ? 'Carregando produtos…' : 'Selecione um produto'}
              isDisabled={isProductsLoading && productItems.length === 0}
              isRequired
              errorMessage={productMessages}
            />
            <TextField
              label="Preço da oferta"
              name="offerPrice"
              inputMode="decimal"
              prefix="R$"
              placeholder="29,90"
              description={
                originalPrice
                  ? `Preço normal do produto: ${originalPrice}, exibido riscado.`
                  : 'O preço normal do produto aparece riscado ao lado.'
              }
              value={draft.offerPrice}
              onChange={set('offerPrice')}
              isRequired
              validate={checkPrice}
              errorMessage={priceMessages}
            />
            <div ref={headlineRef} className={offerStyles.wide}>
              <TextField
                label="Título"
                name="headline"
                placeholder={texts.headlinePlaceholder}
                value={draft.headline}
                onChange={set('headline')}
                isRequired
                validate={checkHeadline}
                errorMessage={headlineMessages}
              />
            </div>
            <TextField
              label="Descrição"
              name="description"
              multiline
              rows={3}
              placeholder={texts.descriptionPlaceholder}
              description="Opcional."
              value={draft.description}
              onChange={set('description')}
              validate={checkDescription}
              className={offerStyles.wide}
            />
          </Columns>
          <Stack gap="small">
            <SegmentedControl
              label="Exibir para"
              items={audiences}
              selectedKey={draft.audience}
              onSelectionChange={(key) => set('audience')(key as OfferDraft['audience'])}
            />
            <p className={offerStyles.audienceHelp}>{texts.triggersDescription}</p>
            {draft.audience === 'chosen' && (
              <CheckboxGroup
                name="triggerProductIds"
                value={draft.triggerIds}
                onChange={set('triggerIds')}
                validate={(ids) => (ids.length === 0 ? NO_TRIGGER : null)}
                className={sprinkles({
                  display: 'flex',
                  flexDirection: 'column',
                  gap: 'small',
                  marginTop: 'xsmall',
                })}
              >
                <Inline wrap={false} alignItems="baseline" justifyContent="space-between" gap="small">
                  <Label>Produtos que exibem a oferta</Label>
                  <span className={offerStyles.triggerCount}>
                    {draft.triggerIds.length === 1
                      ? '1 selecionado'
                      : `${formatCount(draft.triggerIds.length)} selecionados`}
                  </span>
                </Inline>
                {products.length > 0 ? (
                  <div className={offerStyles.triggerList}>
                    {products.map((product) => (
                      <Checkbox key={product.id} value={String(product.id)}>
                        {product.name}
                      </Checkbox>
                    ))}
                  </div>
                ) : (
                  <Description>
                    {isProductsLoading ? 'Carregando produtos…' : 'Nenhum produto para escolher.'}
                  </Description>
                )}
                <FieldError />
              </CheckboxGroup>
            )}
          </Stack>
          <Switch
            isSelected={draft.isActive}
            onChange={set('isActive')}
            description="Ofertas inativas ficam salvas, mas não aparecem para os clientes."
          >
            Oferta ativa
          </Switch>
          <div className={styles.formActions}>
            <Button type="submit" isPending={isPending}>
              {!isPending &&
                (isEditing ? <Save size={16} aria-hidden /> : <PackagePlus size={16} aria-hidden />)}
              {isEditing ? 'Salvar Alterações' : texts.createLabel}
            </Button>
            {isEditing && (
              <Button variant="secondary" onPress={onCancelEdit} isDisabled={isPending}>
                <X size={16} aria-hidden />
                Cancelar Edição
              </Button>
            )}
          </div>
        </Form>
      )}
    </Card>
  );
}
