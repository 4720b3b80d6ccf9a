import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { loadTexts, withCheckoutTheme } from '../checkout.decorators.tsx';
import { bannerImage } from '../checkout.fixtures.ts';
import { Banner } from './Banner.tsx';

const meta = {
  title: 'Checkout/Pieces/Banner',
  component: Banner,
  loaders: [loadTexts],
  decorators: [withCheckoutTheme],
  parameters: { maxWidth: 728 },
  args: { imageUrl: bannerImage },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img')!;
    await expect(image).toHaveAttribute('width', '728');
    await expect(image).toHaveAttribute('height', '90');
  },
};

/** The box keeps the 728×90 proportion before (or without) the image loading. */
export const NotLoaded: Story = {
  args: { imageUrl: 'data:image/png;base64,' },
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('img')!.getBoundingClientRect();
    await expect(Math.round(box.width / box.height)).toBe(8);
  },
};
