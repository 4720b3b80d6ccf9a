import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadTexts, withCheckoutTheme } from '../checkout.decorators.tsx';
import { CheckoutFooter } from './CheckoutFooter.tsx';

const meta = {
  title: 'Checkout/Pieces/CheckoutFooter',
  component: CheckoutFooter,
  loaders: [loadTexts],
  decorators: [withCheckoutTheme],
  parameters: { layout: 'fullscreen', maxWidth: 1280 },
  args: {
    storeName: 'Café da Serra',
    text: 'Café da Serra Torrefação Ltda. · CNPJ 12.345.678/0001-90',
    supportEmail: 'ajuda@cafedaserra.com.br',
    showSecuritySeals: true,
  },
} satisfies Meta<typeof CheckoutFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'ajuda@cafedaserra.com.br' })).toHaveAttribute(
      'href',
      'mailto:ajuda@cafedaserra.com.br',
    );
    await expect(canvas.getByText('Dados criptografados')).toBeVisible();
  },
};

export const Minimal: Story = {
  args: { text: '', supportEmail: '', showSecuritySeals: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};
