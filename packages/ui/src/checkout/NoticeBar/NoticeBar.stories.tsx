import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadTexts, withCheckoutTheme } from '../checkout.decorators.tsx';
import { settingsWith } from '../checkout.fixtures.ts';
import { NoticeBar } from './NoticeBar.tsx';

const meta = {
  title: 'Checkout/Pieces/NoticeBar',
  component: NoticeBar,
  loaders: [loadTexts],
  decorators: [withCheckoutTheme],
  parameters: { layout: 'fullscreen', maxWidth: 1280 },
  args: { text: 'Frete grátis para todo o Brasil!' },
} satisfies Meta<typeof NoticeBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Frete grátis para todo o Brasil!')).toBeVisible();
  },
};

/** Colours that would fail AA are nudged until the text is readable. */
export const LowContrastColours: Story = {
  args: { text: 'Black Friday: 20% off com o cupom BF20' },
  parameters: {
    checkoutSettings: settingsWith({ notice_bar: { background_color: '#facc15', text_color: '#fde68a' } }),
  },
};
