import type {
  AbandonedCartsPage,
  Carrier,
  OrderDetail,
  OrderFollowUp,
  OrderSettings,
  OrdersPage,
  RecoveryMethods,
} from '@pagora/contract';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import { Inline } from '../../components/Inline/Inline.tsx';
import { Stack } from '../../components/Stack/Stack.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../components/Tabs/Tabs.tsx';
import { type DashboardLiveStatus, LiveIndicator } from '../DashboardScreen/LiveIndicator.tsx';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { AbandonedCartsTable } from './AbandonedCartsTable.tsx';
import { OrderDetailDrawer } from './OrderDetailDrawer.tsx';
import { AbandonedCartsFilters, OrdersFilters } from './OrdersFilters.tsx';
import * as styles from './OrdersScreen.css.ts';
import { OrdersTable } from './OrdersTable.tsx';
import {
  type CartsListFilter,
  isFiltered,
  type ListState,
  type OrderDetailState,
  type OrdersListFilter,
  type OrdersTab,
} from './orders.ts';
import { PaymentRecoverySettings } from './PaymentRecoverySettings.tsx';
import { RecoverySettings } from './RecoverySettings.tsx';

/** What 'Tentar novamente' reloads. */
export type OrdersRetryTarget = 'orders' | 'carts' | 'settings' | 'recovery-methods';

export interface OrdersScreenProps {
  /** The tab shown (controlled): 'vendas' or 'carrinhos'. */
  tab: OrdersTab;
  onTabChange: (tab: OrdersTab) => void;
  /** The store's time zone (its settings' `time_zone`): every date is shown in it. */
  timeZone: string;
  /** The live updates' connection; nothing is shown when null. @default null */
  live?: DashboardLiveStatus | null;

  /** Vendas: the current page of orders. */
  orders: ListState<OrdersPage>;
  ordersFilter: OrdersListFilter;
  /** A new filter object (selects and dates at once, the search on Enter or a typing pause): go to page 1. */
  onOrdersFilterChange: (filter: OrdersListFilter) => void;
  onOrdersPageChange: (page: number) => void;

  /** Carrinhos Abandonados: the current page of carts. */
  carts: ListState<AbandonedCartsPage>;
  cartsFilter: CartsListFilter;
  onCartsFilterChange: (filter: CartsListFilter) => void;
  onCartsPageChange: (page: number) => void;
  /** 'Recuperar' on a cart: resolve when the e-mail went out, reject with the server's message. */
  onRecover: (cartId: number) => Promise<unknown>;

  /** 'Exportar CSV' of a tab (its current filters, every page): pending until it settles. */
  onExport: (tab: OrdersTab) => Promise<unknown>;

  /** 'Ver detalhes' of an order, its related order, or a retry of the detail. */
  onOpenOrder: (id: number, number: number) => void;
  /** The open order's detail; null when closed. */
  detail: OrderDetailState | null;
  onCloseDetail: () => void;
  /** 'Marcar como pago' confirmed (test mode): reject to keep the dialog open. */
  onMarkPaid: (order: OrderDetail) => Promise<unknown>;
  /** 'Reembolsar' confirmed (null: everything left): reject with the server's message to show it. */
  onRefund: (order: OrderDetail, amountCents: number | null) => Promise<unknown>;
  /** 'Cancelar pedido' confirmed (pending PIX or boleto): reject to keep the dialog open. */
  onCancel: (order: OrderDetail) => Promise<unknown>;

  /** The store's order settings, for 'Recuperação automática'. */
  recoverySettings: ListState<OrderSettings>;
  onSaveRecoverySettings: (settings: OrderSettings) => Promise<unknown>;

  /**
   * The store's recovery e-mails per payment method ('Recuperação por forma de pagamento'); the
   * section shows only when given.
   */
  recoveryMethods?: ListState<RecoveryMethods>;
  onSaveRecoveryMethods?: (methods: RecoveryMethods) => Promise<unknown>;

  /** 'Chamar no WhatsApp' of the rows shown, by order id and by cart id. @default {} */
  ordersWhatsapp?: Readonly<Record<string, string>>;
  cartsWhatsapp?: Readonly<Record<string, string>>;
  /** The open order's tracking and WhatsApp link. @default null */
  followUp?: ListState<OrderFollowUp> | null;
  /** 'Salvar código' of the open order's tracking form: reject with the server's message. */
  onSaveTracking?: (order: OrderDetail, carrier: Carrier, code: string) => Promise<unknown>;

  /** 'Tentar novamente' of a list or of the settings. */
  onRetry: (target: OrdersRetryTarget) => void;
}

/** /pedidos: the store's orders and abandoned carts, with filters, paging, export, detail and recovery. */
export function OrdersScreen({
  tab,
  onTabChange,
  timeZone,
  live = null,
  orders,
  ordersFilter,
  onOrdersFilterChange,
  onOrdersPageChange,
  carts,
  cartsFilter,
  onCartsFilterChange,
  onCartsPageChange,
  onRecover,
  onExport,
  onOpenOrder,
  detail,
  onCloseDetail,
  onMarkPaid,
  onRefund,
  onCancel,
  recoverySettings,
  onSaveRecoverySettings,
  recoveryMethods,
  onSaveRecoveryMethods,
  ordersWhatsapp,
  cartsWhatsapp,
  followUp = null,
  onSaveTracking,
  onRetry,
}: OrdersScreenProps) {
  return (
    <Stack gap="xlarge">
      <PageHeader
        title="Pedidos"
        description="Acompanhe as vendas da loja e recupere carrinhos abandonados."
        actions={live && <LiveIndicator status={live} />}
      />
      <Tabs selectedKey={tab} onSelectionChange={(key) => onTabChange(key as OrdersTab)}>
        <TabList aria-label="Pedidos">
          <Tab id="vendas">Vendas</Tab>
          <Tab id="carrinhos">Carrinhos Abandonados</Tab>
        </TabList>
        <TabPanel id="vendas">
          <Stack gap="large">
            <PanelHeader
              intro="Pedidos da loja, do mais recente ao mais antigo."
              onExport={() => onExport('vendas')}
            />
            <OrdersFilters value={ordersFilter} onChange={onOrdersFilterChange} />
            <OrdersTable
              state={orders}
              timeZone={timeZone}
              isFiltered={isFiltered(ordersFilter)}
              onClearFilters={() => onOrdersFilterChange({})}
              onRetry={() => onRetry('orders')}
              onPageChange={onOrdersPageChange}
              onOpenOrder={onOpenOrder}
              whatsappLinks={ordersWhatsapp}
            />
          </Stack>
        </TabPanel>
        <TabPanel id="carrinhos">
          <Stack gap="large">
            <PanelHeader
              intro="Compradores que preencheram os dados e não concluíram a compra."
              onExport={() => onExport('carrinhos')}
            />
            <RecoverySettings
              state={recoverySettings}
              onSave={onSaveRecoverySettings}
              onRetry={() => onRetry('settings')}
            />
            {recoveryMethods && onSaveRecoveryMethods && (
              <PaymentRecoverySettings
                state={recoveryMethods}
                onSave={onSaveRecoveryMethods}
                onRetry={() => onRetry('recovery-methods')}
              />
            )}
            <AbandonedCartsFilters value={cartsFilter} onChange={onCartsFilterChange} />
            <AbandonedCartsTable
              state={carts}
              timeZone={timeZone}
              isFiltered={isFiltered(cartsFilter)}
              onClearFilters={() => onCartsFilterChange({})}
              onRetry={() => onRetry('carts')}
              onPageChange={onCartsPageChange}
              onRecover={onRecover}
              whatsappLinks={cartsWhatsapp}
            />
          </Stack>
        </TabPanel>
      </Tabs>
      <OrderDetailDrawer
        detail={detail}
        timeZone={timeZone}
        onClose={onCloseDetail}
        onOpenOrder={onOpenOrder}
        onMarkPaid={onMarkPaid}
        onRefund={onRefund}
        onCancel={onCancel}
        followUp={followUp}
        onSaveTracking={onSaveTracking}
      />
    </Stack>
  );
}

/** A tab's first line: what the list holds, and 'Exportar CSV' (pending while the file is made). */
function PanelHeader({ intro, onExport }: { intro: string; onExport: () => Promise<unknown> }) {
  const [isExporting, setExporting] = useState(false);
  const run = () => {
    setExporting(true);
    onExport().then(
      () => setExporting(false),
      () => setExporting(false),
    );
  };
  return (
    <Inline gap="medium" justifyContent="space-between">
      <p className={styles.panelIntro}>{intro}</p>
      <Button variant="secondary" isPending={isExporting} onPress={run}>
        <Download size={16} aria-hidden />
        Exportar CSV
      </Button>
    </Inline>
  );
}
