import { OVERDUE_BANNER_MESSAGE, SUSPENDED_BANNER_MESSAGE } from '@pagora/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OverdueBanner } from './OverdueBanner.tsx';

const meta = {
  title: 'Screens/Finance/OverdueBanner',
  component: OverdueBanner,
  args: { message: OVERDUE_BANNER_MESSAGE },
} satisfies Meta<typeof OverdueBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overdue: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status');
    await expect(banner).toHaveTextContent('Taxas pendentes');
    await expect(banner).toHaveTextContent(OVERDUE_BANNER_MESSAGE);
    await expect(within(banner).getByRole('link', { name: 'Regularizar agora' })).toHaveAttribute(
      'href',
      '/financeiro?aba=regularizacao',
    );
  },
};

export const Suspended: Story = {
  args: { message: SUSPENDED_BANNER_MESSAGE, suspended: true },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('alert');
    await expect(banner).toHaveTextContent('Checkout suspenso');
    await expect(banner).toHaveTextContent(SUSPENDED_BANNER_MESSAGE);
  },
};
