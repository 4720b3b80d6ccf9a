import { supportWhatsappUrl } from '@pagora/contract/checkout-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CheckoutPage } from '../CheckoutPage/CheckoutPage.tsx';
import { loadTexts, withCheckoutTheme } from '../checkout.decorators.tsx';
import { checkoutView, freezeClock, NOW, settingsWith } from '../checkout.fixtures.ts';
import { SupportWhatsApp } from './SupportWhatsApp.tsx';

const href = supportWhatsappUrl('(11) 98765-4321', 'Café da Serra', 'Café Especial Bourbon Amarelo — 1 kg')!;

const meta = {
  title: 'Checkout/Pieces/SupportWhatsApp',
  component: SupportWhatsApp,
  loaders: [loadTexts],
  decorators: [
    withCheckoutTheme,
    // The link is fixed to the window's corner; a transformed box stands in for the window, so
    // the picture of the story holds it.
    (Story) => (
      <div style={{ position: 'relative', height: 120, transform: 'translateZ(0)' }}>
        <Story />
      </div>
    ),
  ],
  args: { href },
} satisfies Meta<typeof SupportWhatsApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Portuguese: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Fale conosco no WhatsApp' });
    await expect(link).toHaveAttribute(
      'href',
      'https://wa.me/5511987654321?text=Ol%C3%A1!%20Tenho%20uma%20d%C3%BAvida%20sobre%20Caf%C3%A9%20Especial%20Bourbon%20Amarelo%20%E2%80%94%201%20kg%2C%20da%20loja%20Caf%C3%A9%20da%20Serra.',
    );
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toBeVisible();
  },
};

export const English: Story = {
  parameters: { checkoutSettings: settingsWith({ options: { language: 'en' } }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Chat with us on WhatsApp' })).toBeVisible();
  },
};

/** On the buyer's checkout: a plain link, there before any script runs. */
export const OnCheckoutPage: StoryObj<typeof CheckoutPage> = {
  parameters: { layout: 'fullscreen', visual: { disable: true } },
  beforeEach: freezeClock,
  render: () => <CheckoutPage view={{ ...checkoutView(), support_whatsapp_url: href }} now={NOW} />,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Fale conosco no WhatsApp' });
    await expect(link).toHaveAttribute('href', href);
  },
};

/** A store without a WhatsApp: nothing at all. */
export const CheckoutPageWithoutWhatsApp: StoryObj<typeof CheckoutPage> = {
  parameters: { layout: 'fullscreen', visual: { disable: true } },
  beforeEach: freezeClock,
  render: () => <CheckoutPage view={checkoutView()} now={NOW} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: /WhatsApp/ })).toBeNull();
  },
};
