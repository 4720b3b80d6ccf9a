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
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
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
import { queryKeys } from '../../api/queryKeys.ts';
import { useAction } from '../../api/useAction.ts';
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
    queryKey: (storeId) => queryKeys.orderList(storeId, ordersQuery),
    load: (storeId) => listOrders({ store_id: storeId, page: ordersQuery.page, ...ordersQuery.filter }),
    empty: null,
    errorTitle: 'Erro ao buscar pedidos',
    describeError: (error) => errorMessage(error, 'Não foi possível carregar os pedidos.'),
    enabled: tab === 'vendas',
  });
  const carts = useStoreData<AbandonedCartsPage | null>({
    queryKey: (storeId) => queryKeys.cartList(storeId, cartsQuery),
    load: (storeId) => listAbandonedCarts({ store_id: storeId, page: cartsQuery.page, ...cartsQuery.filter }),
    empty: null,
    errorTitle: 'Erro ao buscar carrinhos',
    describeError: (error) => errorMessage(error, 'Não foi possível carregar os carrinhos abandonados.'),
    enabled: tab === 'carrinhos',
  });
  const settings = useStoreData<OrderSettings | null>({
    queryKey: queryKeys.orderSettings,
    load: getOrderSettings,
    empty: null,
    errorTitle: 'Erro ao buscar configurações',
    describeError: (error) => errorMessage(error, 'Não foi possível carregar as configurações de pedidos.'),
  });

  const recoveryMethods = useStoreData<RecoveryMethods | null>({
    queryKey: queryKeys.recoverySettings,
    load: async (storeId) => (await getRecoverySettings(storeId)).methods,
    empty: null,
    errorTitle: 'Erro ao buscar configurações',
    describeError: (error) =>
      errorMessage(error, 'Não foi possível carregar a recuperação por forma de pagamento.'),
  });
  const ordersWhatsapp = useWhatsappLinks('orders', orders.storeId, orders.data);
  const cartsWhatsapp = useWhatsappLinks('abandoned-carts', carts.storeId, carts.data);

  const storeId = orders.storeId;
  const [open, setOpen] = useState<{ id: number; number: number } | null>(null);
  const detail = useOrderDetail(storeId, open);
  const followUp = useFollowUp(storeId, open?.id ?? null);
  // New orders, payments and carts refresh the lists, the dashboard and the open order.
  const live = useLiveChanges(storeId);

  /** Reads the order again (its detail and tracking) and the lists that show it. */
  const orderKeys = () => (storeId == null ? [] : [queryKeys.orders(storeId)]);

  const markingPaid = useAction({
    run: (order: OrderDetail) => markOrderPaid(order.id),
    invalidates: orderKeys,
    awaitRefresh: true,
    onSuccess: ({ message }) => toast.success({ title: message || 'Pedido marcado como pago.' }),
    onError: (error) =>
      toast.error({
        title: 'Erro',
        description: errorMessage(error, 'Não foi possível marcar o pedido como pago.'),
      }),
  });

  /**
   * 'Reembolsar' confirmed: the refund dialog shows a refusal's text (it rejects with it); once
   * done, the toast and the reloaded order with its timeline.
   */
  const refunding = useAction({
    run: ({ order, amountCents }: { order: OrderDetail; amountCents: number | null }) => {
      const body = amountCents === null ? {} : { amount_cents: amountCents };
      return explained(
        refundOrder(order.id, body, newIdempotencyKey()),
        'Não foi possível reembolsar o pedido.',
      );
    },
    invalidates: orderKeys,
    awaitRefresh: true,
    onSuccess: (response: RefundResponse, { order }) => {
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
    },
  });

  /** 'Cancelar pedido' confirmed: like 'Marcar como pago'. */
  const cancelling = useAction({
    run: (order: OrderDetail) => cancelOrder(order.id, newIdempotencyKey()),
    invalidates: orderKeys,
    awaitRefresh: true,
    onSuccess: (_answer, order) =>
      toast.success({
        title: ORDER_CANCELLED_MESSAGE,
        description: `O pedido #${order.number} não pode mais ser pago.`,
      }),
    onError: (error) =>
      toast.error({
        title: 'Erro',
        description: errorMessage(error, 'Não foi possível cancelar o pedido.'),
      }),
  });

  /** The cart's row shows the outcome ('E-mail de recuperação enviado.' or the server's refusal). */
  const recovering = useAction({
    run: (cartId: number) =>
      explained(recoverCart(cartId), 'Não foi possível enviar o e-mail de recuperação.'),
    invalidates: () => (storeId == null ? [] : [queryKeys.carts(storeId)]),
  });

  /**
   * 'Salvar código' of the tracking form: the form shows a refusal's text (it rejects with it);
   * once saved, the toast, and the order with its new timeline entry and tracking.
   */
  const savingTracking = useAction({
    run: ({ order, carrier, code }: { order: OrderDetail; carrier: Carrier; code: string }) =>
      explained(
        saveOrderTracking(order.id, { carrier, code }),
        'Não foi possível salvar o código de rastreio.',
      ),
    invalidates: ({ order }) => (storeId == null ? [] : [queryKeys.order(storeId, order.id)]),
    awaitRefresh: true,
    onSuccess: ({ message }, { order }) =>
      toast.success({ title: message, description: `Pedido #${order.number}` }),
  });

  /** 'Salvar' of the recovery per payment method: the form shows a refusal beside its setting. */
  const savingMethods = useAction({
    run: ({ store, methods }: { store: number; methods: RecoveryMethods }) =>
      explained(
        saveRecoverySettings({ store_id: store, methods }),
        'Não foi possível salvar a recuperação por forma de pagamento.',
      ),
    invalidates: ({ store }) => [queryKeys.recoverySettings(store)],
    onSuccess: ({ message }) => toast.success({ title: message }),
  });

  async function saveMethods(methods: RecoveryMethods) {
    const store = requireStore(storeId);
    if (store == null) throw new Error('Nenhuma loja ativa selecionada.');
    await savingMethods.mutateAsync({ store, methods });
  }

  async function exportCsv(which: OrdersTab) {
    const store = requireStore(storeId);
    if (store == null) return;
    try {
      if (which === 'vendas')
        await downloadExport('orders/export', { store_id: store, ...ordersQuery.filter });
      else await downloadExport('abandoned-carts/export', { store_id: store, ...cartsQuery.filter });
    } catch (error) {
      toast.error({
        title: 'Erro ao exportar',
        description: errorMessage(error, 'Não foi possível exportar a lista.'),
      });
    }
  }

  // The form shows a refusal's message above its button.
  const savingSettings = useAction({
    run: ({ store, next }: { store: number; next: OrderSettings }) =>
      explained(saveOrderSettings({ store_id: store, ...next }), 'Não foi possível salvar as configurações.'),
    invalidates: ({ store }) => [queryKeys.orderSettings(store), queryKeys.carts(store)],
    onSuccess: ({ message }) => toast.success({ title: message }),
  });

  async function saveSettings(next: OrderSettings) {
    const store = requireStore(storeId);
    if (store == null) throw new Error('Nenhuma loja ativa selecionada.');
    await savingSettings.mutateAsync({ store, next });
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
      onRecover={(cartId) => recovering.mutateAsync(cartId)}
      onExport={exportCsv}
      onOpenOrder={(id, number) => setOpen({ id, number })}
      detail={detail}
      onCloseDetail={() => setOpen(null)}
      onMarkPaid={(order) => markingPaid.mutateAsync(order)}
      onRefund={(order, amountCents) => refunding.mutateAsync({ order, amountCents })}
      onCancel={(order) => cancelling.mutateAsync(order)}
      recoverySettings={listState(settings.data, settings.isLoading, settings.error)}
      onSaveRecoverySettings={saveSettings}
      recoveryMethods={listState(recoveryMethods.data, recoveryMethods.isLoading, recoveryMethods.error)}
      onSaveRecoveryMethods={saveMethods}
      ordersWhatsapp={ordersWhatsapp}
      cartsWhatsapp={cartsWhatsapp}
      followUp={followUp}
      onSaveTracking={(order, carrier, code) => savingTracking.mutateAsync({ order, carrier, code })}
      onRetry={(target) => {
        if (target === 'orders') orders.reload();
        else if (target === 'carts') carts.reload();
        else if (target === 'recovery-methods') recoveryMethods.reload();
        else settings.reload();
      }}
    />
  );
}

/** The open order's detail with its timeline (the drawer), read under the store's orders. */
function useOrderDetail(
  storeId: number | null,
  open: { id: number; number: number } | null,
): OrderDetailState | null {
  const query = useQuery({
    queryKey: queryKeys.order(storeId ?? 0, open?.id ?? 0),
    queryFn: () => getOrder(open?.id ?? 0),
    enabled: storeId != null && open != null,
  });
  if (open == null) return null;
  if (query.isError && !query.isFetching)
    return {
      status: 'error',
      ...open,
      message: errorMessage(query.error, 'Não foi possível carregar o pedido.'),
    };
  return query.data ? { status: 'ready', order: query.data } : { status: 'loading', ...open };
}

/** The open order's tracking and WhatsApp link, read beside its detail. */
function useFollowUp(storeId: number | null, orderId: number | null): ListState<OrderFollowUp> | null {
  const query = useQuery({
    queryKey: queryKeys.orderFollowUp(storeId ?? 0, orderId ?? 0),
    queryFn: () => getOrderFollowUp(orderId ?? 0),
    enabled: storeId != null && orderId != null,
  });
  if (orderId == null) return null;
  if (query.isError && !query.isFetching)
    return {
      status: 'error',
      message: errorMessage(query.error, 'Não foi possível carregar o rastreio do pedido.'),
    };
  return query.data ? { status: 'ready', data: query.data } : { status: 'loading' };
}

/** Rejects with the server's refusal as the text the screen shows, or `fallback` when it gives none. */
async function explained<T>(request: Promise<T>, fallback: string): Promise<T> {
  try {
    return await request;
  } catch (error) {
    throw new Error(errorMessage(error, fallback));
  }
}
