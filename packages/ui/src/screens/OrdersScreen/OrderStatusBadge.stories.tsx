import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../../components/Inline/Inline.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';

const meta = {
  title: 'Screens/Orders/OrderStatusBadge',
  component: OrderStatusBadge,
  args: { status: 'approved' },
} satisfies Meta<typeof OrderStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

const statuses = [
  'approved',
  'pending',
  'refused',
  'refunded',
  'partially_refunded',
  'chargeback',
  'cancelled',
  'expired',
];

export const AllStatuses: Story = {
  render: () => (
    <Inline gap="small">
      {statuses.map((status) => (
        <OrderStatusBadge key={status} status={status} />
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    for (const label of [
      'Aprovado',
      'Pendente',
      'Recusado',
      'Reembolsado',
      'Reembolsado parcialmente',
      'Chargeback',
      'Cancelado',
      'Expirado',
    ]) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
    await expect(canvas.getAllByText('Aprovado')).toHaveLength(1);
  },
};

export const Unknown: Story = {
  args: { status: 'in_analysis' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('in_analysis')).toBeVisible();
  },
};
