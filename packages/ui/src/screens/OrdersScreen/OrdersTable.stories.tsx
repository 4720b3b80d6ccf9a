import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emptyOrdersPage, lastOrdersPage, ordersPage, timeZone } from './OrdersScreen.fixtures.ts';
import { OrdersTable } from './OrdersTable.tsx';

const meta = {
  title: 'Screens/Orders/OrdersTable',
  component: OrdersTable,
  args: {
    state: { status: 'ready', data: ordersPage },
    timeZone,
    onClearFilters: fn(),
    onRetry: fn(),
    onPageChange: fn(),
    onOpenOrder: fn(),
  },
} satisfies Meta<typeof OrdersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The row of an order, found by its number. */
const rowOf = (table: HTMLElement, number: number) => {
  const header = within(table).getByRole('rowheader', { name: new RegExp(`^#${number}`) });
  const row = header.closest('[role="row"]');
  if (!(row instanceof HTMLElement)) throw new Error(`no row for #${number}`);
  return within(row);
};

export const Filled: Story = {
  play: async ({ args, canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Pedidos' });
    for (const name of ['Pedido', 'Data', 'Cliente', 'Pagamento', 'Valor', 'Status', 'Ações']) {
      await expect(within(table).getByRole('columnheader', { name })).toBeInTheDocument();
    }
    await expect(within(table).getAllByRole('row')).toHaveLength(ordersPage.items.length + 1);

    // Date in the store's zone (17:03 UTC is 14:03 in São Paulo), name and e-mail, card brand, amount.
    const first = rowOf(table, 127);
    await expect(first.getByText('22/11/2026 14:03')).toBeVisible();
    await expect(first.getByText('Mariana Costa')).toBeVisible();
    await expect(first.getByText('mariana.costa@gmail.com')).toBeVisible();
    await expect(first.getByText('Cartão Visa')).toBeVisible();
    await expect(first.getByText('R$ 149,90')).toBeVisible();
    await expect(first.getByText('Aprovado')).toBeVisible();

    // The upsell is tagged; the others are not.
    await expect(rowOf(table, 128).getByText('Upsell')).toBeVisible();
    await expect(first.queryByText('Upsell')).toBeNull();

    await expect(rowOf(table, 126).getByText('PIX')).toBeVisible();
    await expect(rowOf(table, 126).getByText('Pendente')).toBeVisible();
    await expect(rowOf(table, 125).getByText('Recusado')).toBeVisible();
    await expect(rowOf(table, 124).getByText('Boleto')).toBeVisible();
    await expect(rowOf(table, 123).getByText('Reembolsado')).toBeVisible();
    await expect(rowOf(table, 122).getByText('Cancelado')).toBeVisible();
    // A status this version does not know: shown as it is, never as approved.
    await expect(rowOf(table, 121).getByText('in_analysis')).toBeVisible();
    await expect(rowOf(table, 121).queryByText('Aprovado')).toBeNull();
    // No recover button on sales: recovery belongs to abandoned carts.
    await expect(within(table).queryByRole('button', { name: /Recuperar/ })).toBeNull();

    await expect(canvas.getByText('128 pedidos')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Paginação' })).toHaveTextContent('Página 1 de 7');

    await userEvent.click(canvas.getByRole('button', { name: 'Ver detalhes do pedido #126' }));
    await expect(args.onOpenOrder).toHaveBeenCalledWith(1026, 126);
  },
};

export const FirstPageEnds: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const LastPage: Story = {
  args: { state: { status: 'ready', data: lastOrdersPage } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Paginação' })).toHaveTextContent('Página 7 de 7');
    await expect(canvas.getByRole('button', { name: 'Próxima' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Anterior' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(6);
  },
};

export const Refreshing: Story = {
  args: { state: { status: 'ready', data: ordersPage, isRefreshing: true } },
  play: async ({ canvas }) => {
    // The rows stay while the next page or a live change loads; the pager waits.
    await expect(canvas.getByRole('progressbar', { name: 'Atualizando…' })).toBeVisible();
    await expect(canvas.getByRole('grid', { name: 'Pedidos' }).closest('[aria-busy]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Próxima' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Carregando pedidos…' })).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
    await expect(canvas.queryByText('Nenhum pedido ainda')).toBeNull();
  },
};

export const Empty: Story = {
  args: { state: { status: 'ready', data: emptyOrdersPage } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhum pedido ainda')).toBeVisible();
    await expect(canvas.getByText(/Compartilhe o link de checkout/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver produtos' })).toHaveAttribute('href', '/produtos');
    await expect(canvas.queryByRole('button', { name: 'Limpar filtros' })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Paginação' })).toBeNull();
  },
};

export const FilteredEmpty: Story = {
  args: { state: { status: 'ready', data: emptyOrdersPage }, isFiltered: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Nenhum pedido encontrado com esses filtros')).toBeVisible();
    await expect(canvas.queryByText('Nenhum pedido ainda')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await expect(args.onClearFilters).toHaveBeenCalledOnce();
  },
};

export const LoadError: Story = {
  args: { state: { status: 'error', message: 'Acesso não autorizado a esta loja.' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Não foi possível carregar os pedidos.')).toBeVisible();
    await expect(canvas.getByText('Acesso não autorizado a esta loja.')).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
