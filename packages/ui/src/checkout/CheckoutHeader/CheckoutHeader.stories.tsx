import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadTexts, withCheckoutTheme } from '../checkout.decorators.tsx';
import { logoImage, templateSettings } from '../checkout.fixtures.ts';
import { CheckoutHeader } from './CheckoutHeader.tsx';

const meta = {
  title: 'Checkout/Pieces/CheckoutHeader',
  component: CheckoutHeader,
  loaders: [loadTexts],
  decorators: [withCheckoutTheme],
  parameters: { layout: 'fullscreen', maxWidth: 1280 },
  args: { storeName: 'Café da Serra', logoUrl: null, showSecureBadge: true },
} satisfies Meta<typeof CheckoutHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StoreName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toHaveTextContent('Café da Serra');
    await expect(canvas.getByText('Compra 100% segura')).toBeVisible();
  },
};

export const Logo: Story = {
  args: { logoUrl: logoImage },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Café da Serra' })).toBeVisible();
  },
};

export const WithoutSecureBadge: Story = {
  args: { showSecureBadge: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Compra 100% segura')).toBeNull();
  },
};

export const StoreColours: Story = { parameters: { checkoutSettings: templateSettings('amazon') } };

export const Narrow: Story = { args: { narrow: true } };
