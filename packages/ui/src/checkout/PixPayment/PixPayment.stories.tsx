import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadTexts, withCheckoutTheme } from '../checkout.decorators.tsx';
import { pendingPixOrder } from '../checkout.fixtures.ts';
import { PixPayment } from './PixPayment.tsx';

const meta = {
  title: 'Checkout/Pieces/PixPayment',
  component: PixPayment,
  loaders: [loadTexts],
  decorators: [withCheckoutTheme],
  parameters: { maxWidth: 520 },
  args: { pix: pendingPixOrder.order.pix! },
} satisfies Meta<typeof PixPayment>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const qr = canvas.getByRole('img', { name: 'QR Code PIX' });
    const box = qr.parentElement!.getBoundingClientRect();
    await expect(box.width).toBe(224);
    await expect(box.height).toBe(224);
    await expect(canvas.getByText('O código expira às 12:30.')).toBeVisible();
  },
};
