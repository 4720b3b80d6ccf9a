import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadTexts, withCheckoutTheme } from '../checkout.decorators.tsx';
import { pendingBoletoOrder } from '../checkout.fixtures.ts';
import { BoletoPayment } from './BoletoPayment.tsx';

const meta = {
  title: 'Checkout/Pieces/BoletoPayment',
  component: BoletoPayment,
  loaders: [loadTexts],
  decorators: [withCheckoutTheme],
  parameters: { maxWidth: 520 },
  args: { boleto: pendingBoletoOrder.order.boleto!, totalCents: 8990 },
} satisfies Meta<typeof BoletoPayment>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('23/11/2026')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Código de barras do boleto' })).toBeVisible();
    // Interleaved 2 of 5: 2 start bars, 5 bars per digit pair (22 pairs), 2 stop bars.
    await expect(canvasElement.querySelectorAll('svg[role="img"] rect')).toHaveLength(114);
    // Print/PDF: a plain link to the order's boleto (the provider's PDF or the printable page),
    // in a new tab so the order page keeps watching the payment.
    const print = canvas.getByRole('link', { name: 'Imprimir boleto / PDF' });
    await expect(print).toBeVisible();
    await expect(print).toHaveAttribute('href', '/c/12/pedido/tok_9f8e7d/boleto');
    await expect(print).toHaveAttribute('target', '_blank');
  },
};

export const DueDateAsInstant: Story = {
  args: { boleto: { ...pendingBoletoOrder.order.boleto!, due_date: '2026-11-24T02:00:00.000Z' } },
  play: async ({ canvasElement }) => {
    // 02:00 UTC is still the 23rd in São Paulo.
    await expect(within(canvasElement).getByText('23/11/2026')).toBeVisible();
  },
};
