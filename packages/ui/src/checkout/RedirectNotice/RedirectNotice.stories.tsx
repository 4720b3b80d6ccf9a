import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { loadTexts, withCheckoutTheme } from '../checkout.decorators.tsx';
import { freezeClock } from '../checkout.fixtures.ts';
import { RedirectNotice } from './RedirectNotice.tsx';

const meta = {
  title: 'Checkout/Pieces/RedirectNotice',
  component: RedirectNotice,
  loaders: [loadTexts],
  decorators: [withCheckoutTheme],
  parameters: { maxWidth: 600 },
  args: { url: 'https://cafedaserra.com.br/obrigado' },
} satisfies Meta<typeof RedirectNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  beforeEach: freezeClock,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Você será redirecionado em 5 s')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continuar agora' })).toHaveAttribute(
      'href',
      'https://cafedaserra.com.br/obrigado',
    );
  },
};

/** On the real clock the number counts down (the navigation itself is the page's). */
export const CountsDown: Story = {
  args: { seconds: 2 },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Você será redirecionado em 0 s')).toBeVisible(), {
      timeout: 4000,
    });
  },
};
