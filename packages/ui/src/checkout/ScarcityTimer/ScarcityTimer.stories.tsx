import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { loadTexts, withCheckoutTheme } from '../checkout.decorators.tsx';
import { freezeClock, NOW } from '../checkout.fixtures.ts';
import { ScarcityTimer } from './ScarcityTimer.tsx';

const meta = {
  title: 'Checkout/Pieces/ScarcityTimer',
  component: ScarcityTimer,
  loaders: [loadTexts],
  decorators: [withCheckoutTheme],
  parameters: { layout: 'fullscreen', maxWidth: 1280 },
  args: { endsAt: '2026-11-20T15:14:59.000Z', now: NOW, text: 'Oferta reservada por' },
} satisfies Meta<typeof ScarcityTimer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {
  beforeEach: freezeClock,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('14:59');
  },
};

export const Expired: Story = {
  beforeEach: freezeClock,
  args: { endsAt: '2026-11-20T14:59:00.000Z' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Oferta expirada — ainda dá tempo de finalizar a compra.'),
    ).toBeVisible();
  },
};

/** On the real clock: it ticks down from the server's time and ends in the expired state. */
export const CountsDown: Story = {
  render: function CountingDown(args) {
    const [times] = useState(() => ({
      endsAt: new Date(Date.now() + 2000).toISOString(),
      now: new Date().toISOString(),
    }));
    return <ScarcityTimer {...args} {...times} />;
  },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent(/00:0[12]/);
    await waitFor(() => expect(canvas.getByText(/Oferta expirada/)).toBeVisible(), { timeout: 4000 });
  },
};
