import { formatCents, type OrderDetail } from '@pagora/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  cancelledPixOrder,
  cardOrder,
  cartsPage,
  emptyCartsPage,
  emptyOrdersPage,
  ordersPage,
  paidPixOrder,
  partiallyRefundedOrder,
  pendingPixOrder,
  refundedOrder,
  settings,
  timeZone,
} from './OrdersScreen.fixtures.ts';
import { OrdersScreen, type OrdersScreenProps } from './OrdersScreen.tsx';
import type { OrderDetailState, OrdersTab } from './orders.ts';

/**
 * The screen wired like the app does it: tabs, filters and the detail follow the callbacks (the
 * detail opens loaded from the fixtures, and shows the order as the server would after an action
 * succeeded), and every callback is also recorded.
 */
function Wired(props: OrdersScreenProps) {
  const [tab, setTab] = useState(props.tab);
  const [ordersFilter, setOrdersFilter] = useState(props.ordersFilter);
  const [cartsFilter, setCartsFilter] = useState(props.cartsFilter);
  const [detail, setDetail] = useState<OrderDetailState | null>(props.detail);
  const details = [cardOrder, pendingPixOrder];
  // Like the app: the action, then the order reloaded, then the dialog closes.
  const reloadAs = (next: OrderDetail) => setDetail({ status: 'ready', order: next });
  return (
    <OrdersScreen
      {...props}
      tab={tab}
      onTabChange={(next) => {
        setTab(next);
        props.onTabChange(next);
      }}
      ordersFilter={ordersFilter}
      onOrdersFilterChange={(next) => {
        setOrdersFilter(next);
        props.onOrdersFilterChange(next);
      }}
      cartsFilter={cartsFilter}
      onCartsFilterChange={(next) => {
        setCartsFilter(next);
        props.onCartsFilterChange(next);
      }}
      detail={detail}
      onOpenOrder={(id, number) => {
        props.onOpenOrder(id, number);
        const order = details.find((candidate) => candidate.id === id);
        setDetail(order ? { status: 'ready', order } : { status: 'loading', id, number });
      }}
      onCloseDetail={() => {
        setDetail(null);
        props.onCloseDetail();
      }}
      onMarkPaid={async (order) => {
        await props.onMarkPaid(order);
        reloadAs(paidPixOrder);
      }}
      onCancel={async (order) => {
        await props.onCancel(order);
        reloadAs(cancelledPixOrder);
      }}
      onRefund={async (order, amountCents) => {
        await props.onRefund(order, amountCents);
        reloadAs(amountCents === null ? refundedOrder : partiallyRefundedOrder);
      }}
    />
  );
}

const meta = {
  title: 'Screens/OrdersScreen',
  component: OrdersScreen,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => <Wired {...args} />,
  args: {
    tab: 'vendas' as OrdersTab,
    onTabChange: fn(),
    timeZone,
    live: 'live',
    orders: { status: 'ready', data: ordersPage },
    ordersFilter: {},
    onOrdersFilterChange: fn(),
    onOrdersPageChange: fn(),
    carts: { status: 'ready', data: cartsPage },
    cartsFilter: {},
    onCartsFilterChange: fn(),
    onCartsPageChange: fn(),
    onRecover: fn(() => Promise.resolve()),
    onExport: fn(() => Promise.resolve()),
    onOpenOrder: fn(),
    detail: null,
    onCloseDetail: fn(),
    onMarkPaid: fn(() => Promise.resolve()),
    onRefund: fn(() => Promise.resolve()),
    onCancel: fn(() => Promise.resolve()),
    recoverySettings: { status: 'ready', data: settings },
    onSaveRecoverySettings: fn(() => Promise.resolve()),
    onRetry: fn(),
  },
} satisfies Meta<typeof OrdersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const never = () => new Promise<never>(() => {});

export const Sales: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Ao vivo');
    const tabs = canvas.getByRole('tablist', { name: 'Pedidos' });
    await expect(within(tabs).getByRole('tab', { name: 'Vendas' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(tabs).getByRole('tab', { name: 'Carrinhos Abandonados' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Exportar CSV' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Filtros de pedidos' })).toBeVisible();
    await expect(canvas.getByRole('grid', { name: 'Pedidos' })).toBeVisible();
    await expect(canvas.getByText('in_analysis')).toBeVisible();
    await expect(canvas.getByText('128 pedidos')).toBeVisible();
  },
};

export const Reconnecting: Story = {
  args: { live: 'offline' },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Reconectando…');
  },
};

export const Loading: Story = {
  args: { orders: { status: 'loading' }, live: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Carregando pedidos…' })).toBeVisible();
    await expect(canvas.queryByText('Ao vivo')).toBeNull();
  },
};

export const NewStore: Story = {
  args: { orders: { status: 'ready', data: emptyOrdersPage } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhum pedido ainda')).toBeVisible();
    await expect(canvas.getByText(/Compartilhe o link de checkout/)).toBeVisible();
  },
};

export const NothingMatches: Story = {
  args: {
    orders: { status: 'ready', data: emptyOrdersPage },
    ordersFilter: { status: 'refunded', from: '2026-11-01', to: '2026-11-30', q: 'zé' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhum pedido encontrado com esses filtros')).toBeVisible();
    await expect(canvas.queryByText('Nenhum pedido ainda')).toBeNull();
    // One in the filters, one in the empty state.
    await expect(canvas.getAllByRole('button', { name: 'Limpar filtros' })).toHaveLength(2);
  },
};

export const ClearFromNothingMatches: Story = {
  args: NothingMatches.args,
  parameters: { visual: { disable: true } },
  play: async ({ args, canvas }) => {
    const clear = canvas.getAllByRole('button', { name: 'Limpar filtros' });
    await userEvent.click(clear[1]!);
    await expect(args.onOrdersFilterChange).toHaveBeenLastCalledWith({});
    // The filters empty too (the app then loads the whole list).
    await expect(canvas.getByRole('button', { name: /Status/ })).toHaveTextContent('Todos');
    await expect(canvas.getByText('Nenhum pedido ainda')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { orders: { status: 'error', message: 'Falha de conexão com o servidor.' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Não foi possível carregar os pedidos.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledWith('orders');
  },
};

export const Exporting: Story = {
  args: { onExport: fn(never) },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Exportar CSV' });
    await userEvent.click(button);
    await expect(args.onExport).toHaveBeenCalledWith('vendas');
    await expect(button).toHaveAttribute('data-pending', 'true');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const FilterAndPage: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Aprovado' }));
    await expect(args.onOrdersFilterChange).toHaveBeenLastCalledWith({ status: 'approved' });
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima' }));
    await expect(args.onOrdersPageChange).toHaveBeenCalledWith(2);
  },
};

export const AbandonedCarts: Story = {
  args: { tab: 'carrinhos' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Carrinhos Abandonados' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('button', { name: /Recuperação automática/ })).toHaveTextContent('Ativada');
    await expect(canvas.getByRole('region', { name: 'Filtros de carrinhos' })).toBeVisible();
    await expect(canvas.getByRole('grid', { name: 'Carrinhos abandonados' })).toBeVisible();
    await expect(canvas.getByText('Recuperado — pedido #123')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Recuperar carrinho #5412' }));
    await expect(args.onRecover).toHaveBeenCalledWith(5412);
    await waitFor(() => expect(canvas.getByText('E-mail de recuperação enviado.')).toBeVisible());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const AbandonedCartsEmpty: Story = {
  args: { tab: 'carrinhos', carts: { status: 'ready', data: emptyCartsPage } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhum carrinho abandonado')).toBeVisible();
  },
};

export const SwitchTabs: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Carrinhos Abandonados' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('carrinhos');
    await expect(canvas.getByRole('grid', { name: 'Carrinhos abandonados' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Exportar CSV' }));
    await expect(args.onExport).toHaveBeenCalledWith('carrinhos');
    await userEvent.click(canvas.getByRole('button', { name: /Recuperação automática/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(args.onSaveRecoverySettings).toHaveBeenCalledWith(settings);
  },
};

export const OrderDetailOpen: Story = {
  args: { detail: { status: 'ready', order: pendingPixOrder } },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Pedido #126' });
    await waitFor(() =>
      expect(within(drawer).getByRole('button', { name: 'Marcar como pago' })).toBeVisible(),
    );
  },
};

export const OpenDetailAndMarkPaid: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ver detalhes do pedido #126' }));
    await expect(args.onOpenOrder).toHaveBeenCalledWith(1026, 126);
    const drawer = await screen.findByRole('dialog', { name: 'Pedido #126' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Marcar como pago' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Marcar como pago' });
    await expect(confirm).toHaveTextContent(
      'Marcar o pedido #126 como pago? Isso só é possível no modo de teste.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Marcar como pago' }));
    await expect(args.onMarkPaid).toHaveBeenCalledWith(pendingPixOrder);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Closing the detail goes back to the list.
    await userEvent.click(within(drawer).getByRole('button', { name: 'Fechar' }));
    await expect(args.onCloseDetail).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/**
 * After an action the order reloads and the button that opened its dialog may be gone ('Marcar
 * como pago' once paid): focus stays inside the detail, on its heading, and Escape still closes it.
 */
export const MarkPaidKeepsFocusInDetail: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ver detalhes do pedido #126' }));
    const drawer = await screen.findByRole('dialog', { name: 'Pedido #126' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Marcar como pago' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Marcar como pago' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Marcar como pago' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(within(drawer).queryByRole('button', { name: 'Marcar como pago' })).toBeNull();
    const heading = within(drawer).getByRole('heading', { level: 2, name: 'Pedido #126' });
    await waitFor(() => expect(heading).toHaveFocus());
    // Still so a frame later (nothing moves it back out).
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await expect(heading).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCloseDetail).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const CancelKeepsFocusInDetail: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ver detalhes do pedido #126' }));
    const drawer = await screen.findByRole('dialog', { name: 'Pedido #126' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cancelar pedido' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancelar pedido' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar pedido' }));
    await expect(args.onCancel).toHaveBeenCalledWith(pendingPixOrder);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // The timeline shows it; focus is on the heading, inside the detail.
    await expect(within(drawer).getByText('Pedido cancelado pelo lojista')).toBeVisible();
    const heading = within(drawer).getByRole('heading', { level: 2, name: 'Pedido #126' });
    await waitFor(() => expect(heading).toHaveFocus());
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await expect(heading).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCloseDetail).toHaveBeenCalledOnce();
  },
};

export const TotalRefundKeepsFocusInDetail: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ver detalhes do pedido #127' }));
    const drawer = await screen.findByRole('dialog', { name: 'Pedido #127' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Reembolsar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reembolsar pedido #127' });
    await userEvent.click(within(dialog).getByRole('button', { name: `Reembolsar ${formatCents(14990)}` }));
    await expect(args.onRefund).toHaveBeenCalledWith(cardOrder, null);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reembolsar pedido #127' })).toBeNull());
    await expect(within(drawer).getByText('Reembolso total de R$ 149,90')).toBeVisible();
    await expect(within(drawer).queryByRole('button', { name: 'Reembolsar' })).toBeNull();
    const heading = within(drawer).getByRole('heading', { level: 2, name: 'Pedido #127' });
    await waitFor(() => expect(heading).toHaveFocus());
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await expect(heading).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCloseDetail).toHaveBeenCalledOnce();
  },
};
