import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emptyStatement, statementPage } from './FinanceScreen.fixtures.ts';
import { StatementTable } from './StatementTable.tsx';

const meta = {
  title: 'Screens/Finance/StatementTable',
  component: StatementTable,
  args: {
    state: { status: 'ready', data: statementPage(1) },
    onPageChange: fn(),
    onClearFilters: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof StatementTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const pager = (canvasElement: HTMLElement) => {
  const nav = within(canvasElement).getByRole('navigation', { name: 'Paginação' });
  return {
    nav,
    previous: within(nav).getByRole('button', { name: 'Anterior' }),
    next: within(nav).getByRole('button', { name: 'Próxima' }),
  };
};

export const FirstPage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid', { name: 'Extrato' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    await expect(headers).toEqual(['ID', 'Referência', 'Data', 'Valor', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(20);
    // TX-000094 is a PIX deposit (a credit); TX-000091 an order's fee (a debit).
    await expect(rows[0]).toHaveTextContent('TX-000094');
    await expect(rows[0]).toHaveTextContent('Depósito PIX #94');
    await expect(rows[0]).toHaveTextContent('+R$ 150,00');
    await expect(rows[0]).toHaveTextContent('Confirmado');
    await expect(rows[3]).toHaveTextContent('Pedido #1291 · Café da Serra');
    await expect(rows[3]).toHaveTextContent('Taxa de pedido');
    await expect(rows[3]).toHaveTextContent('−R$ 8,87');
    await expect(canvas.getByText('94 lançamentos')).toBeVisible();
    const { nav, previous, next } = pager(canvasElement);
    await expect(nav).toHaveTextContent('Página 1 de 5');
    await expect(previous).toBeDisabled();
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const MiddlePage: Story = {
  args: { state: { status: 'ready', data: statementPage(3) } },
  play: async ({ args, canvasElement }) => {
    const { nav, previous, next } = pager(canvasElement);
    await expect(nav).toHaveTextContent('Página 3 de 5');
    await userEvent.click(previous);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const LastPage: Story = {
  args: { state: { status: 'ready', data: statementPage(5) } },
  play: async ({ canvasElement }) => {
    const { nav, previous, next } = pager(canvasElement);
    await expect(nav).toHaveTextContent('Página 5 de 5');
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    const rows = within(within(canvasElement).getByRole('grid', { name: 'Extrato' })).getAllByRole('row');
    await expect(rows).toHaveLength(15);
  },
};

export const Empty: Story = {
  args: { state: { status: 'ready', data: emptyStatement } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum lançamento ainda')).toBeVisible();
  },
};

export const FilteredEmpty: Story = {
  args: { state: { status: 'ready', data: emptyStatement }, isFiltered: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhum lançamento encontrado com esses filtros')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await expect(args.onClearFilters).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Carregando extrato…')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { state: { status: 'error', message: 'Página inválida.' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Não foi possível carregar o extrato.')).toBeVisible();
    await expect(canvas.getByText('Página inválida.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
