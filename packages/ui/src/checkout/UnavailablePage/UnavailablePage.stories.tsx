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

/** Pagora briefly out of service (the database): the server answers it with 503 and Retry-After. */
export const Outage: Story = {
  args: { reason: 'outage' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Estamos com instabilidade' })).toBeVisible();
    await expect(canvas.getByText(/Aguarde alguns instantes e tente novamente/)).toBeVisible();
  },
};
