import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { OrdersFilters, type OrdersFiltersProps, PERIOD_ERROR } from './OrdersFilters.tsx';
import type { OrdersListFilter } from './orders.ts';

const SEARCH = 'Buscar por número, nome ou e-mail';

/** The filters as the app uses them: each change comes back as the new value. */
function Controlled({ value: initial, onChange }: OrdersFiltersProps) {
  const [value, setValue] = useState(initial);
  return (
    <OrdersFilters
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Orders/OrdersFilters',
  component: OrdersFilters,
  args: { value: {}, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof OrdersFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const lastFilter = (onChange: unknown) =>
  (onChange as ReturnType<typeof fn>).mock.calls.at(-1)?.[0] as OrdersListFilter | undefined;

async function choose(canvas: Canvas, label: RegExp, option: string) {
  await userEvent.click(canvas.getByRole('button', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

async function typeDate(canvas: Canvas, label: string, digits: string) {
  const [day] = within(canvas.getByRole('group', { name: label })).getAllByRole('spinbutton');
  if (!day) throw new Error('no day segment');
  await userEvent.click(day);
  await userEvent.keyboard(digits);
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Status/ })).toHaveTextContent('Todos');
    await expect(canvas.getByRole('button', { name: /Pagamento/ })).toHaveTextContent('Todas');
    await expect(canvas.getByRole('group', { name: 'Data inicial' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Data final' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: SEARCH })).toBeVisible();
    // Nothing to clear yet.
    await expect(canvas.queryByRole('button', { name: 'Limpar filtros' })).toBeNull();
  },
};

export const StatusOptions: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Todos',
      'Aprovado',
      'Pendente',
      'Recusado',
      'Reembolsado',
      'Reembolsado parcialmente',
      'Chargeback',
      'Cancelado',
      'Expirado',
    ]);
  },
};

export const ChooseStatusAndPayment: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvas }) => {
    await choose(canvas, /Status/, 'Pendente');
    await expect(args.onChange).toHaveBeenLastCalledWith({ status: 'pending' });
    await choose(canvas, /Pagamento/, 'PIX');
    await expect(args.onChange).toHaveBeenLastCalledWith({ status: 'pending', payment_method: 'pix' });
    await choose(canvas, /Pagamento/, 'Cartão');
    await expect(args.onChange).toHaveBeenLastCalledWith({ status: 'pending', payment_method: 'card' });
    // 'Todas' removes the filter instead of sending an empty value.
    await choose(canvas, /Pagamento/, 'Todas');
    await expect(lastFilter(args.onChange)).toEqual({ status: 'pending' });
  },
};

export const SearchOnEnter: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: SEARCH }), '  #1024 {Enter}');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenLastCalledWith({ q: '#1024' });
  },
};

export const SearchAfterPause: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: SEARCH }), 'mariana');
    // Not at every key: once, when typing pauses.
    await waitFor(() => expect(args.onChange).toHaveBeenCalledOnce(), { timeout: 2000 });
    await expect(args.onChange).toHaveBeenLastCalledWith({ q: 'mariana' });
    // Emptied, it stops filtering.
    await userEvent.clear(canvas.getByRole('searchbox', { name: SEARCH }));
    await userEvent.keyboard('{Enter}');
    await expect(lastFilter(args.onChange)).toEqual({});
  },
};

export const Period: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvas }) => {
    await typeDate(canvas, 'Data inicial', '01112026');
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-11-01' });
    await typeDate(canvas, 'Data final', '30112026');
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-11-01', to: '2026-11-30' });
  },
};

export const PeriodReversed: Story = {
  args: { value: { from: '2026-11-20' } },
  play: async ({ args, canvas }) => {
    await typeDate(canvas, 'Data final', '10112026');
    // Not applied: the server would refuse it; the field says why.
    await expect(canvas.getByText(PERIOD_ERROR)).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Filtered: Story = {
  args: {
    value: { status: 'approved', payment_method: 'card', from: '2026-11-01', to: '2026-11-30', q: 'mariana' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Status/ })).toHaveTextContent('Aprovado');
    await expect(canvas.getByRole('button', { name: /Pagamento/ })).toHaveTextContent('Cartão');
    await expect(canvas.getByRole('group', { name: 'Data inicial' })).toHaveTextContent('01/11/2026');
    await expect(canvas.getByRole('group', { name: 'Data final' })).toHaveTextContent('30/11/2026');
    await expect(canvas.getByRole('searchbox', { name: SEARCH })).toHaveValue('mariana');
    await expect(canvas.getByRole('button', { name: 'Limpar filtros' })).toBeVisible();
  },
};

export const ClearFilters: Story = {
  args: Filtered.args,
  parameters: { visual: { disable: true } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenLastCalledWith({});
    // Every field empties, the search too.
    await expect(canvas.getByRole('button', { name: /Status/ })).toHaveTextContent('Todos');
    await expect(canvas.getByRole('searchbox', { name: SEARCH })).toHaveValue('');
    await expect(canvas.getByRole('group', { name: 'Data inicial' })).not.toHaveTextContent('01/11/2026');
    await expect(canvas.queryByRole('button', { name: 'Limpar filtros' })).toBeNull();
  },
};
