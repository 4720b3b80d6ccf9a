import type { Coupon } from '@pagora/contract';
import { Layers, TrendingUp } from 'lucide-react';
import { Card } from '../../components/Card/Card.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Stack } from '../../components/Stack/Stack.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../components/Tabs/Tabs.tsx';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { useRecordEditor } from '../private/useRecordEditor.ts';
import { CouponForm } from './CouponForm.tsx';
import { CouponList } from './CouponList.tsx';
import type { CouponValues } from './coupons.ts';

export type MarketingTab = 'cupons' | 'order-bump' | 'upsell';

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
  /** The discount is not a number or negative: show the spec's 'Erro de Validação' toast with the message. */
  onValidationError?: (message: string) => void;
  /** The server's field errors for the coupon being saved, e.g. a duplicate `code`. */
  couponErrors?: Partial<Record<keyof CouponValues, string>>;
  /** The tab shown first. @default 'cupons' */
  defaultTab?: MarketingTab;
}

/** /marketing: discount coupons (create, edit, list, delete); order bump and upsell come with the checkout. */
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
  defaultTab = 'cupons',
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
        description="Crie cupons de desconto e prepare order bumps e upsells para vender mais."
      />
      <Tabs defaultSelectedKey={defaultTab}>
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
          <Card>
            <EmptyState
              icon={<Layers aria-hidden />}
              title="O order bump é configurado junto com o checkout"
              description="A oferta de um produto extra na página de pagamento será criada no construtor do checkout, que chega na próxima etapa do Pagora. Até lá, nenhum order bump é exibido aos seus clientes."
            />
          </Card>
        </TabPanel>
        <TabPanel id="upsell">
          <Card>
            <EmptyState
              icon={<TrendingUp aria-hidden />}
              title="O upsell é configurado junto com o checkout"
              description="A oferta de um clique exibida logo após o pagamento aprovado será criada junto com o construtor do checkout, que chega na próxima etapa do Pagora. Até lá, nenhum upsell é exibido aos seus clientes."
            />
          </Card>
        </TabPanel>
      </Tabs>
    </Stack>
  );
}
