import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { loadTexts, withCheckoutTheme } from '../checkout.decorators.tsx';
import { bumpOffer, settingsWith, templateSettings } from '../checkout.fixtures.ts';
import { OrderBump } from './OrderBump.tsx';

const meta = {
  title: 'Checkout/Pieces/OrderBump',
  component: OrderBump,
  loaders: [loadTexts],
  decorators: [withCheckoutTheme],
  args: { bump: bumpOffer, checked: false, orientation: 'vertical' },
} satisfies Meta<typeof OrderBump>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: bumpOffer.headline });
    await expect(checkbox).toHaveAttribute('name', 'bump');
    await expect(checkbox).toHaveAttribute('value', 'on');
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(canvas.getByText(bumpOffer.headline));
    await expect(checkbox).toBeChecked();
    await expect(canvas.getByText('−46%')).toBeVisible();
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal' } };

export const Checked: Story = {
  args: { checked: true, orientation: 'horizontal' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
  },
};

export const WithoutImageOrDiscount: Story = {
  args: {
    bump: { ...bumpOffer, image_url: null, original_price_cents: 2690, headline: '', description: '' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Sim, quero adicionar' })).toBeVisible();
  },
};

/** A dark highlight colour gets white text on its strip. */
export const DarkHighlight: Story = {
  args: { orientation: 'horizontal' },
  parameters: { checkoutSettings: settingsWith({ order_bump: { highlight_color: '#7c3aed' } }) },
};

export const DarkStore: Story = {
  args: { orientation: 'horizontal', checked: true },
  parameters: { checkoutSettings: templateSettings('model-04') },
};
