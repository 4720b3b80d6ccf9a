import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadTexts } from '../checkout.decorators.tsx';
import { UnavailablePage } from './UnavailablePage.tsx';

const meta = {
  title: 'Checkout/UnavailablePage',
  component: UnavailablePage,
  loaders: [loadTexts],
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof UnavailablePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Produto indisponível' }),
    ).toBeVisible();
  },
};

export const WithStoreName: Story = { args: { storeName: 'Café da Serra' } };
