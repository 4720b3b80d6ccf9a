import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { StatementFilters } from './StatementFilters.tsx';

const meta = {
  title: 'Screens/Finance/StatementFilters',
  component: StatementFilters,
  args: { value: {}, onChange: fn() },
} satisfies Meta<typeof StatementFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseKind: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Limpar filtros' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Tipo/ }));
    const options = within(await screen.findByRole('listbox'));
    await expect(options.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Todos',
      'Taxa de pedido',
      'Estorno de taxa',
      'Mensalidade do plano',
      'Depósito PIX',
      'Bônus de depósito',
      'Cobrança no cartão',
      'Ajuste',
    ]);
    await userEvent.click(options.getByRole('option', { name: 'Taxa de pedido' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(args.onChange).toHaveBeenCalledWith({ kind: 'order_fee' });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Filtered: Story = {
  args: { value: { kind: 'pix_deposit', from: '2026-11-01', to: '2026-11-20' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Tipo/ })).toHaveTextContent('Depósito PIX');
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await expect(args.onChange).toHaveBeenCalledWith({});
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
