import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AbandonedCartsFilters, type AbandonedCartsFiltersProps } from './OrdersFilters.tsx';

const SEARCH = 'Buscar por número, nome ou e-mail';

function Controlled({ value: initial, onChange }: AbandonedCartsFiltersProps) {
  const [value, setValue] = useState(initial);
  return (
    <AbandonedCartsFilters
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Orders/AbandonedCartsFilters',
  component: AbandonedCartsFilters,
  args: { value: {}, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof AbandonedCartsFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Abandonou em/ })).toHaveTextContent('Todas');
    await expect(canvas.queryByRole('button', { name: /Status/ })).toBeNull();
    await expect(canvas.getByRole('searchbox', { name: SEARCH })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Abandonou em/ }));
    const listbox = await screen.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todas', 'Dados Pessoais', 'Dados de Entrega', 'Pagamento']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

export const ChooseStageAndSearch: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Abandonou em/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Dados de Entrega' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ stage: 'delivery' });
    await userEvent.type(canvas.getByRole('searchbox', { name: SEARCH }), 'bruno{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ stage: 'delivery', q: 'bruno' });
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({});
  },
};

export const Filtered: Story = {
  args: { value: { stage: 'payment', from: '2026-11-21', q: 'gmail' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Abandonou em/ })).toHaveTextContent('Pagamento');
    await expect(canvas.getByRole('group', { name: 'Data inicial' })).toHaveTextContent('21/11/2026');
    await expect(canvas.getByRole('button', { name: 'Limpar filtros' })).toBeVisible();
  },
};
