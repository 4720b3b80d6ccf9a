import {
  type AbandonedCartsPage,
  type Carrier,
  DEFAULT_TIME_ZONE,
  formatCents,
  ORDER_CANCELLED_MESSAGE,
  type OrderDetail,
  type OrderFollowUp,
  type OrderSettings,
  type OrdersPage,
  REFUND_DONE_MESSAGE,
  REFUND_PROCESSING_MESSAGE,
  type RecoveryMethods,
  type RefundResponse,
} from '@pagora/contract';
import {
  type CartsListFilter,
  type ListState,
  type OrderDetailState,
  type OrdersListFilter,
  OrdersScreen,
  type OrdersTab,
  toast,
} from '@pagora/ui';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import {
  getOrderFollowUp,
  getRecoverySettings,
  saveOrderTracking,
  saveRecoverySettings,
} from '../../api/followUp.ts';
import {
  cancelOrder,
  downloadExport,
  getOrder,
  getOrderSettings,
  listAbandonedCarts,
  listOrders,
  markOrderPaid,
  newIdempotencyKey,
  recoverCart,
  refundOrder,
  saveOrderSettings,
} from '../../api/orders.ts';
import { useWhatsappLinks } from './orders/useWhatsappLinks.ts';
import { useLiveChanges } from './useLiveChanges.ts';
import { requireStore, useStoreData } from './useStoreData.ts';

/** A loaded list (kept on screen, marked refreshing, while the next page or filter loads). */
function listState<T>(data: T | null, isLoading: boolean, error: string | null): ListState<T> {
  if (error != null) return { status: 'error', message: error };
  if (data == null) return { status: 'loading' };
  return { status: 'ready', data, isRefreshing: isLoading };
}

/**
 * /pedidos: the active store's orders and abandoned carts (server-side pages and filters), an
 * order's detail with its timeline, recovery e-mails, CSV export and live updates.
 */
export default function OrdersRoute() {
  const [params, setParams] = useSearchParams();
  const tab: OrdersTab = params.get('aba') === 'carrinhos' ? 'carrinhos' : 'vendas';
  const [ordersQuery, setOrdersQuery] = useState<{ filter: OrdersListFilter; page: number }>({
    filter: {},
    page: 1,
  });
  const [cartsQuery, setCartsQuery] = useState<{ filter: CartsListFilter; page: number }>({
    filter: {},
    page: 1,
  });

  const orders = useStoreData<OrdersPage | null>({
    load: (storeId) => listOrders({ store_id: storeId, page: ordersQuery.page, ...ordersQuery.filter }),
    empty: null,
    errorTitle: 'Erro ao buscar pedidos',
    describeError: (error) => errorMessage(error, 'Não foi possível carregar os pedidos.'),
    enabled: tab === 'vendas',
    key: ordersQuery,
  });
  const carts = useStoreData<AbandonedCartsPage | null>({
    load: (storeId) => listAbandonedCarts({ store_id: storeId, page: cartsQuery.page, ...cartsQuery.filter }),
    empty: null,
    errorTitle: 'Erro ao buscar carrinhos',
    describeError: (error) => errorMessage(error, 'Não foi possível carregar os carrinhos abandonados.'),
    enabled: tab === 'carrinhos',
    key: cartsQuery,
  });
  const settings = useStoreData<OrderSettings | null>({
    load: getOrderSettings,
    empty: null,
    errorTitle: 'Erro ao buscar configurações',
    describeError: (error) => errorMessage(error, 'Não foi possível carregar as configurações de pedidos.'),
  });

  const recoveryMethods = useStoreData<RecoveryMethods | null>({
    load: async (storeId) => (await getRecoverySettings(storeId)).methods,
    empty: null,
    errorTitle: 'Erro ao buscar configurações',
    describeError: (error) =>
      errorMessage(error, 'Não foi possível carregar a recuperação por forma de pagamento.'),
  });
  const ordersWhatsapp = useWhatsappLinks('orders', orders.storeId, orders.data);
  const cartsWhatsapp = useWhatsappLinks('abandoned-carts', carts.storeId, carts.data);

  const [detail, setDetail] = useState<OrderDetailState | null>(null);
  const [followUp, setFollowUp] = useState<ListState<OrderFollowUp> | null>(null);
  const openId = useRef<number | null>(null);

  /** The open order's tracking and WhatsApp link, loaded beside its detail. */
  async function loadFollowUp(id: number) {
    try {
      const data = await getOrderFollowUp(id);
      if (openId.current === id) setFollowUp({ status: 'ready', data });
    } catch (error) {
      if (openId.current !== id) return;
      setFollowUp({
        status: 'error',
        message: errorMessage(error, 'Não foi possível carregar o rastreio do pedido.'),
      });
    }
  }

  async function openOrder(id: number, number: number) {
    const isAnother = openId.current !== id;
    openId.current = id;
    setDetail((current) =>
      current?.status === 'ready' && current.order.id === id ? current : { status: 'loading', id, number },
    );
    if (isAnother) setFollowUp({ status: 'loading' });
    void loadFollowUp(id);
    try {
      const order = await getOrder(id);
      if (openId.current === id) setDetail({ status: 'ready', order });
    } catch (error) {
      if (openId.current !== id) return;
      setDetail({
        status: 'error',
        id,
        number,
        message: errorMessage(error, 'Não foi possível carregar o pedido.'),
      });
    }
  }

  const live = useLiveChanges(orders.storeId, (changes) => {
    if (tab === 'vendas') orders.reload();
    else carts.reload();
    const open = openId.current;
    const changed = changes.find((change) => change.order_id != null && change.order_id === open);
    if (open != null && changed) void openOrder(open, changed.order_number ?? 0);
  });

  async function markPaid(order: OrderDetail) {
    try {
      const { message } = await markOrderPaid(order.id);
      toast.success({ title: message || 'Pedido marcado como pago.' });
    } catch (error) {
      toast.error({
        title: 'Erro',
        description: errorMessage(error, 'Não foi possível marcar o pedido como pago.'),
      });
      throw error;
    }
    orders.reload();
    await openOrder(order.id, order.number);
  }

  /**
   * 'Reembolsar' confirmed: the refund dialog shows a refusal's text (it rejects with it); once
   * done, the toast and the reloaded order with its timeline.
   */
  async function refund(order: OrderDetail, amountCents: number | null) {
    let response: RefundResponse;
    try {
      const body = amountCents === null ? {} : { amount_cents: amountCents };
      response = await refundOrder(order.id, body, newIdempotencyKey());
    } catch (error) {
      throw new Error(errorMessage(error, 'Não foi possível reembolsar o pedido.'));
    }
    if (response.processing) {
      toast.info({
        title: REFUND_PROCESSING_MESSAGE,
        description: 'O gateway ainda não confirmou. O pedido será atualizado sozinho.',
      });
    } else {
      const given = response.refunded_cents - order.refunded_cents;
      toast.success({
        title: REFUND_DONE_MESSAGE,
        description: `${formatCents(given)} devolvidos ao comprador do pedido #${order.number}.`,
      });
    }
    orders.reload();
    await openOrder(order.id, order.number);
  }

  /** 'Cancelar pedido' confirmed: like 'Marcar como pago'. */
  async function cancel(order: OrderDetail) {
    try {
      await cancelOrder(order.id, newIdempotencyKey());
      toast.success({
        title: ORDER_CANCELLED_MESSAGE,
        description: `O pedido #${order.number} não pode mais ser pago.`,
      });
    } catch (error) {
      toast.error({
        title: 'Erro',
        description: errorMessage(error, 'Não foi possível cancelar o pedido.'),
      });
      throw error;
    }
    orders.reload();
    await openOrder(order.id, order.number);
  }

  /** The cart's row shows the outcome ('E-mail de recuperação enviado.' or the server's refusal). */
  async function recover(cartId: number) {
    try {
      await recoverCart(cartId);
    } catch (error) {
      throw new Error(errorMessage(error, 'Não foi possível enviar o e-mail de recuperação.'));
    }
    carts.reload();
  }

  /**
   * 'Salvar código' of the tracking form: the form shows a refusal's text (it rejects with it);
   * once saved, the toast, and the order with its new timeline entry and tracking.
   */
  async function saveTracking(order: OrderDetail, carrier: Carrier, code: string) {
    let message: string;
    try {
      ({ message } = await saveOrderTracking(order.id, { carrier, code }));
    } catch (error) {
      throw new Error(errorMessage(error, 'Não foi possível salvar o código de rastreio.'));
    }
    toast.success({ title: message, description: `Pedido #${order.number}` });
    await openOrder(order.id, order.number);
  }

  /** 'Salvar' of the recovery per payment method: the form shows a refusal beside its setting. */
  async function saveMethods(methods: RecoveryMethods) {
    const storeId = requireStore(recoveryMethods.storeId);
    if (storeId == null) throw new Error('Nenhuma loja ativa selecionada.');
    try {
      const { message } = await saveRecoverySettings({ store_id: storeId, methods });
      toast.success({ title: message });
    } catch (error) {
      throw new Error(errorMessage(error, 'Não foi possível salvar a recuperação por forma de pagamento.'));
    }
    recoveryMethods.reload();
  }

  async function exportCsv(which: OrdersTab) {
    const storeId = requireStore(orders.storeId);
    if (storeId == null) return;
    try {
      if (which === 'vendas')
        await downloadExport('orders/export', { store_id: storeId, ...ordersQuery.filter });
      else await downloadExport('abandoned-carts/export', { store_id: storeId, ...cartsQuery.filter });
    } catch (error) {
      toast.error({
        title: 'Erro ao exportar',
        description: errorMessage(error, 'Não foi possível exportar a lista.'),
      });
    }
  }

  async function saveSettings(next: OrderSettings) {
    const storeId = requireStore(settings.storeId);
    if (storeId == null) throw new Error('Nenhuma loja ativa selecionada.');
    try {
      const { message } = await saveOrderSettings({ store_id: storeId, ...next });
      toast.success({ title: message });
    } catch (error) {
      // The form shows the message above its button.
      throw new Error(errorMessage(error, 'Não foi possível salvar as configurações.'));
    }
    settings.reload();
    carts.reload();
  }

  return (
    <OrdersScreen
      tab={tab}
      onTabChange={(next) =>
        setParams((current) => {
          const updated = new URLSearchParams(current);
          if (next === 'carrinhos') updated.set('aba', 'carrinhos');
          else updated.delete('aba');
          return updated;
        })
      }
      timeZone={settings.data?.time_zone ?? DEFAULT_TIME_ZONE}
      live={live}
      orders={listState(orders.data, orders.isLoading, orders.error)}
      ordersFilter={ordersQuery.filter}
      onOrdersFilterChange={(filter) => setOrdersQuery({ filter, page: 1 })}
      onOrdersPageChange={(page) => setOrdersQuery((current) => ({ ...current, page }))}
      carts={listState(carts.data, carts.isLoading, carts.error)}
      cartsFilter={cartsQuery.filter}
      onCartsFilterChange={(filter) => setCartsQuery({ filter, page: 1 })}
      onCartsPageChange={(page) => setCartsQuery((current) => ({ ...current, page }))}
      onRecover={recover}
      onExport={exportCsv}
      onOpenOrder={(id, number) => void openOrder(id, number)}
      detail={detail}
      onCloseDetail={() => {
        openId.current = null;
        setDetail(null);
        setFollowUp(null);
      }}
      onMarkPaid={markPaid}
      onRefund={refund}
      onCancel={cancel}
      recoverySettings={listState(settings.data, settings.isLoading, settings.error)}
      onSaveRecoverySettings={saveSettings}
      recoveryMethods={listState(recoveryMethods.data, recoveryMethods.isLoading, recoveryMethods.error)}
      onSaveRecoveryMethods={saveMethods}
      ordersWhatsapp={ordersWhatsapp}
      cartsWhatsapp={cartsWhatsapp}
      followUp={followUp}
      onSaveTracking={saveTracking}
      onRetry={(target) => {
        if (target === 'orders') orders.reload();
        else if (target === 'carts') carts.reload();
        else if (target === 'recovery-methods') recoveryMethods.reload();
        else settings.reload();
      }}
    />
  );
}
