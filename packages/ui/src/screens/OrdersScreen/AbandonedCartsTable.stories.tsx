import {
  CART_ALREADY_RECOVERED_MESSAGE,
  RECOVERY_SENT_MESSAGE,
  RECOVERY_TOO_SOON_MESSAGE,
} from '@pagora/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AbandonedCartsTable } from './AbandonedCartsTable.tsx';
import { cartsPage, emptyCartsPage, timeZone } from './OrdersScreen.fixtures.ts';

const meta = {
  title: 'Screens/Orders/AbandonedCartsTable',
  component: AbandonedCartsTable,
  args: {
    state: { status: 'ready', data: cartsPage },
    timeZone,
    onClearFilters: fn(),
    onRetry: fn(),
    onPageChange: fn(),
    onRecover: fn(() =>
      Promise.resolve({
        message: RECOVERY_SENT_MESSAGE,
        recovery_sent_at: '2026-11-22T18:00:00.000Z',
        recovery_count: 1,
      }),
    ),
  },
} satisfies Meta<typeof AbandonedCartsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const never = () => new Promise<never>(() => {});

const rowOf = (table: HTMLElement, id: number) => {
  const header = within(table).getByRole('rowheader', { name: `#${id}` });
  const row = header.closest('[role="row"]');
  if (!(row instanceof HTMLElement)) throw new Error(`no row for #${id}`);
  return within(row);
};

export const Filled: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Carrinhos abandonados' });
    for (const name of [
      'Carrinho',
      'Data',
      'Cliente',
      'Produto',
      'Abandonou em',
      'Valor',
      'Recuperação',
      'Ações',
    ]) {
      await expect(within(table).getByRole('columnheader', { name })).toBeInTheDocument();
    }
    const first = rowOf(table, 5412);
    await expect(first.getByText('22/11/2026 13:40')).toBeVisible();
    await expect(first.getByText('Patrícia Gomes')).toBeVisible();
    await expect(first.getByText('patricia.gomes@gmail.com')).toBeVisible();
    await expect(first.getByText('Camiseta Básica Algodão Orgânico')).toBeVisible();
    await expect(first.getByText('Pagamento')).toBeVisible();
    await expect(first.getByText('R$ 109,80')).toBeVisible();
    await expect(first.getByText('Nenhum e-mail enviado')).toBeVisible();
    await expect(first.getByRole('button', { name: 'Recuperar carrinho #5412' })).toBeEnabled();

    await expect(rowOf(table, 5409).getByText('Dados de Entrega')).toBeVisible();
    await expect(rowOf(table, 5409).getByText('Enviado 2×, último 22/11 14:03')).toBeVisible();

    // A cart that became an order: says which, and cannot be recovered again.
    const recovered = rowOf(table, 5401);
    await expect(recovered.getByText('Dados Pessoais')).toBeVisible();
    await expect(recovered.getByText('Recuperado — pedido #123')).toBeVisible();
    await expect(recovered.getByRole('button', { name: 'Recuperar carrinho #5401' })).toBeDisabled();

    await expect(canvas.getByText('47 carrinhos')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Paginação' })).toHaveTextContent('Página 1 de 3');
  },
};

export const Recovering: Story = {
  args: { onRecover: fn(never) },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Recuperar carrinho #5412' });
    await userEvent.click(button);
    await expect(args.onRecover).toHaveBeenCalledWith(5412);
    // Pending until the server answers: a second press sends nothing.
    await expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.click(button);
    await expect(args.onRecover).toHaveBeenCalledOnce();
    // Only that row waits.
    await expect(canvas.getByRole('button', { name: 'Recuperar carrinho #5398' })).not.toHaveAttribute(
      'data-pending',
    );
  },
};

export const Recovered: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Recuperar carrinho #5398' });
    await userEvent.click(button);
    await expect(args.onRecover).toHaveBeenCalledWith(5398);
    await waitFor(() => expect(canvas.getByText(RECOVERY_SENT_MESSAGE)).toBeVisible());
    await waitFor(() => expect(button).not.toHaveAttribute('data-pending'));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const RecoverFailed: Story = {
  args: { onRecover: fn(() => Promise.reject(new Error(RECOVERY_TOO_SOON_MESSAGE))) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Recuperar carrinho #5409' }));
    await expect(args.onRecover).toHaveBeenCalledWith(5409);
    // The server's reason, in the row.
    await expect(await canvas.findByRole('alert')).toHaveTextContent(RECOVERY_TOO_SOON_MESSAGE);
    await expect(canvas.getByRole('button', { name: 'Recuperar carrinho #5409' })).toBeEnabled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const RecoverFailedAlreadyOrdered: Story = {
  args: { onRecover: fn(() => Promise.reject(new Error(CART_ALREADY_RECOVERED_MESSAGE))) },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Recuperar carrinho #5412' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(CART_ALREADY_RECOVERED_MESSAGE);
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('progressbar', { name: 'Carregando carrinhos abandonados…' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

export const Empty: Story = {
  args: { state: { status: 'ready', data: emptyCartsPage } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhum carrinho abandonado')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Paginação' })).toBeNull();
  },
};

export const FilteredEmpty: Story = {
  args: { state: { status: 'ready', data: emptyCartsPage }, isFiltered: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Nenhum carrinho encontrado com esses filtros')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await expect(args.onClearFilters).toHaveBeenCalledOnce();
  },
};

export const LoadError: Story = {
  args: { state: { status: 'error', message: 'Falha de conexão com o servidor.' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Não foi possível carregar os carrinhos abandonados.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
