import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { loadTexts, withCheckoutTheme } from '../checkout.decorators.tsx';
import { templateSettings, upsellOffer } from '../checkout.fixtures.ts';
import { UpsellOffer } from './UpsellOffer.tsx';

const meta = {
  title: 'Checkout/Pieces/UpsellOffer',
  component: UpsellOffer,
  loaders: [loadTexts],
  decorators: [withCheckoutTheme],
  parameters: { maxWidth: 600 },
  args: { upsell: upsellOffer },
} satisfies Meta<typeof UpsellOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector('form')!;
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', upsellOffer.action_url);
  },
};

export const WithoutImage: Story = { args: { upsell: { ...upsellOffer, image_url: null } } };

export const Accepting: Story = {
  args: { onAction: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sim, quero aproveitar!' }));
    await expect(args.onAction).toHaveBeenCalledWith('accept', expect.any(FormData));
  },
};

export const Declining: Story = {
  args: { onAction: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Não, obrigado' }));
    await expect(args.onAction).toHaveBeenCalledWith('decline', expect.any(FormData));
  },
};

export const Pending: Story = {
  args: { pending: 'accept' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Não, obrigado' })).toBeDisabled();
  },
};

export const StoreColours: Story = { parameters: { checkoutSettings: templateSettings('hotmart') } };
