import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GatewayGrid } from './GatewayGrid.tsx';
import { allInactive, withContingency } from './GatewaysScreen.fixtures.ts';

const meta = {
  title: 'Screens/Gateways/GatewayGrid',
  component: GatewayGrid,
  args: { gateways: allInactive.gateways, onOpen: fn() },
} satisfies Meta<typeof GatewayGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new store: both gateways inactive, test mode charging everything. */
export const NewStore: Story = {
  tags: ['screen'],
  play: async ({ canvasElement, args }) => {
    const grid = within(canvasElement).getByRole('list', { name: 'Gateways' });
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(grid).getByRole('button', { name: /Mercado Pago/ }));
    await expect(args.onOpen).toHaveBeenCalledWith('mercadopago');
  },
};

/** Mercado Pago active and Pagar.me as the card contingency. */
export const WithContingency: Story = {
  tags: ['screen'],
  args: { gateways: withContingency.gateways },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('list', { name: 'Gateways' });
    await expect(within(grid).getByRole('button', { name: /Pagar\.me/ })).toHaveTextContent('Contingência');
    await expect(within(grid).getByRole('button', { name: /Mercado Pago/ })).toHaveTextContent('Ativo');
  },
};
