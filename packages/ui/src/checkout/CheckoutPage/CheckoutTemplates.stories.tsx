import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadTexts } from '../checkout.decorators.tsx';
import { checkoutView, freezeClock, NOW, templateSettings } from '../checkout.fixtures.ts';
import { CheckoutPage } from './CheckoutPage.tsx';

/**
 * The builder's 12 templates are presets of the same page (layout, colours, font, rounding): each
 * one here as a store would see it after choosing it, on the first step.
 */
const meta = {
  title: 'Checkout/Templates',
  component: CheckoutPage,
  loaders: [loadTexts],
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  beforeEach: freezeClock,
  args: { view: checkoutView(), now: NOW },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Nome completo' })).toBeVisible();
  },
} satisfies Meta<typeof CheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Model01: Story = { args: { view: checkoutView({ settings: templateSettings('model-01') }) } };
export const Model02: Story = { args: { view: checkoutView({ settings: templateSettings('model-02') }) } };
export const Model03: Story = { args: { view: checkoutView({ settings: templateSettings('model-03') }) } };
export const Model04: Story = { args: { view: checkoutView({ settings: templateSettings('model-04') }) } };
export const Model05: Story = { args: { view: checkoutView({ settings: templateSettings('model-05') }) } };
export const Stripe: Story = { args: { view: checkoutView({ settings: templateSettings('stripe') }) } };
export const Amazon: Story = { args: { view: checkoutView({ settings: templateSettings('amazon') }) } };
export const Hotmart: Story = { args: { view: checkoutView({ settings: templateSettings('hotmart') }) } };
export const Pagbank: Story = { args: { view: checkoutView({ settings: templateSettings('pagbank') }) } };
/** This preset is a 1-step checkout. */
export const StripeDigital: Story = {
  args: { view: checkoutView({ settings: templateSettings('stripe-digital') }) },
};
export const StripePhysical: Story = {
  args: { view: checkoutView({ settings: templateSettings('stripe-physical') }) },
};
export const MercadoLivre: Story = {
  args: { view: checkoutView({ settings: templateSettings('mercado-livre') }) },
};
