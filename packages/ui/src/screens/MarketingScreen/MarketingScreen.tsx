import type { Coupon, Offer } from '@pagora/contract';
import { Stack } from '../../components/Stack/Stack.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../components/Tabs/Tabs.tsx';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { useRecordEditor } from '../private/useRecordEditor.ts';
import { CouponForm } from './CouponForm.tsx';
import { CouponList } from './CouponList.tsx';
import type { CouponValues } from './coupons.ts';
import { OfferForm } from './OfferForm.tsx';
import { OfferList } from './OfferList.tsx';
import type { OfferErrors, OfferKind, OfferProduct, OfferValues } from './offers.ts';

export type MarketingTab = 'cupons' | 'order-bump' | 'upsell';

/** One offer tab's data and callbacks (order bumps or upsells). */
export interface OfferTabProps {
  /** The store's offers of this kind (`GET /api/order-bumps?store_id=` or `/api/upsells`). */
  offers: Offer[];
  /** The offers are loading: a spinner in the list until the first answer. */
  isLoading?: boolean;
  /** Why the offers could not be loaded (shown in the list). */
  error?: string | null;
  /** 'Tentar novamente' in the list's error state. */
  onRetry?: () => void;
  /** 'Criar Order Bump' / 'Criar Upsell'. Resolve on success (the form empties), reject on failure. */
  onCreate: (values: OfferValues) => Promise<unknown>;
  /** 'Salvar Alterações'. Resolve on success (back to create mode), reject on failure. */
  onUpdate: (offer: Offer, values: OfferValues) => Promise<unknown>;
  /** 'Sim, excluir' in the confirmation. Resolve on success, reject to keep the dialog open. */
  onDelete: (offer: Offer) => Promise<unknown>;
  /** The server's field errors for the offer being saved. */
  errors?: OfferErrors;
}

export interface MarketingScreenProps {
  /** The active store's coupons (`GET /api/coupons?store_id=`). */
  coupons: Coupon[];
  /** The coupons are loading: a spinner in the list until the first answer. */
  isLoading?: boolean;
  /** Why the coupons could not be loaded (shown in the list). */
  error?: string | null;
  /** 'Tentar novamente' in the list's error state. */
  onRetry?: () => void;
  /** 'Criar Cupom'. Resolve on success (the form empties), reject on failure (it keeps the values). */
  onCreateCoupon: (values: CouponValues) => Promise<unknown>;
  /** 'Salvar Alterações'. Resolve on success (back to create mode), reject on failure. */
  onUpdateCoupon: (coupon: Coupon, values: CouponValues) => Promise<unknown>;
  /** 'Sim, excluir' in the confirmation. Resolve on success, reject to keep the dialog open. */
  onDeleteCoupon: (coupon: Coupon) => Promise<unknown>;
  /** The discount is not a number or negative: show the 'Erro de Validação' toast with the message. */
  onValidationError?: (message: string) => void;
  /** The server's field errors for the coupon being saved, e.g. a duplicate `code`. */
  couponErrors?: Partial<Record<keyof CouponValues, string>>;
  /** The Order Bump tab. */
  orderBumps: OfferTabProps;
  /** The Upsell tab. */
  upsells: OfferTabProps;
  /** The store's products, for the offer tabs (what is offered, and where). */
  offerProducts: OfferProduct[];
  /** The products are loading. */
  isOfferProductsLoading?: boolean;
  /** Why the products could not be loaded (shown in the offer form). */
  offerProductsError?: string | null;
  /** The tab shown first (uncontrolled). @default 'cupons' */
  defaultTab?: MarketingTab;
  /** The tab shown (controlled), e.g. to load each tab's data when it opens. */
  selectedTab?: MarketingTab;
  onTabChange?: (tab: MarketingTab) => void;
}

/** /marketing: discount coupons, order bumps and upsells (create, edit, list, delete). */
export function MarketingScreen({
  coupons,
  isLoading = false,
  error,
  onRetry,
  onCreateCoupon,
  onUpdateCoupon,
  onDeleteCoupon,
  onValidationError,
  couponErrors,
  orderBumps,
  upsells,
  offerProducts,
  isOfferProductsLoading = false,
  offerProductsError,
  defaultTab = 'cupons',
  selectedTab,
  onTabChange,
}: MarketingScreenProps) {
  const { editing, formKey, formErrors, startEditing, cancelEditing, submit } = useRecordEditor({
    records: coupons,
    isLoading,
    serverErrors: couponErrors,
    onCreate: onCreateCoupon,
    onUpdate: onUpdateCoupon,
  });

  return (
    <Stack gap="xlarge">
      <PageHeader
        title="Marketing"
        description="Crie cupons de desconto, order bumps e upsells para vender mais."
      />
      <Tabs
        defaultSelectedKey={defaultTab}
        {...(selectedTab !== undefined && { selectedKey: selectedTab })}
        onSelectionChange={(key) => onTabChange?.(key as MarketingTab)}
      >
        <TabList aria-label="Ferramentas de marketing">
          <Tab id="cupons">Cupons</Tab>
          <Tab id="order-bump">Order Bump</Tab>
          <Tab id="upsell">Upsell</Tab>
        </TabList>
        <TabPanel id="cupons">
          <Stack gap="xlarge">
            <CouponForm
              // A fresh form for each coupon edited, and for create mode again.
              key={formKey}
              coupon={editing}
              onSubmit={submit}
              onCancelEdit={cancelEditing}
              onValidationError={onValidationError}
              validationErrors={formErrors}
            />
            <CouponList
              coupons={coupons}
              isLoading={isLoading}
              error={error}
              onRetry={onRetry}
              editingId={editing?.id ?? null}
              onEdit={startEditing}
              onDelete={onDeleteCoupon}
            />
          </Stack>
        </TabPanel>
        <TabPanel id="order-bump">
          <OfferTab
            kind="bump"
            {...orderBumps}
            products={offerProducts}
            isProductsLoading={isOfferProductsLoading}
            productsError={offerProductsError}
          />
        </TabPanel>
        <TabPanel id="upsell">
          <OfferTab
            kind="upsell"
            {...upsells}
            products={offerProducts}
            isProductsLoading={isOfferProductsLoading}
            productsError={offerProductsError}
          />
        </TabPanel>
      </Tabs>
    </Stack>
  );
}

interface OfferTabContentProps extends OfferTabProps {
  kind: OfferKind;
  products: OfferProduct[];
  isProductsLoading: boolean;
  productsError?: string | null;
}

/** An offer tab: the form (create or edit) above the list, like the coupons. */
function OfferTab({
  kind,
  offers,
  isLoading = false,
  error,
  onRetry,
  onCreate,
  onUpdate,
  onDelete,
  errors,
  products,
  isProductsLoading,
  productsError,
}: OfferTabContentProps) {
  const { editing, formKey, formErrors, startEditing, cancelEditing, submit } = useRecordEditor({
    records: offers,
    isLoading,
    serverErrors: errors,
    onCreate,
    onUpdate,
  });

  return (
    <Stack gap="xlarge">
      <OfferForm
        // A fresh form for each offer edited, and for create mode again.
        key={formKey}
        kind={kind}
        offer={editing}
        products={products}
        isProductsLoading={isProductsLoading}
        productsError={productsError}
        onSubmit={submit}
        onCancelEdit={cancelEditing}
        validationErrors={formErrors}
      />
      <OfferList
        kind={kind}
        offers={offers}
        products={products}
        isLoading={isLoading}
        error={error}
        onRetry={onRetry}
        editingId={editing?.id ?? null}
        onEdit={startEditing}
        onDelete={onDelete}
      />
    </Stack>
  );
}
