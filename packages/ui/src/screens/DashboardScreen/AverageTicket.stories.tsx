import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AverageTicket } from './AverageTicket.tsx';
import { emptyView, negativeTrendView, noBaseView, todayView } from './DashboardScreen.fixtures.ts';

const meta = {
  title: 'Screens/Dashboard/AverageTicket',
  component: AverageTicket,
  args: { averageTicket: todayView.average_ticket_cents },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AverageTicket>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { averageTicket: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Ticket médio' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Carregando ticket médio…' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { averageTicket: emptyView.average_ticket_cents },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('R$ 0,00')).toBeVisible();
    await expect(canvas.getByText('sem base')).toBeVisible();
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Ticket médio' })).toBeInTheDocument();
    await expect(canvas.getByText('R$ 111,74')).toBeVisible();
    await expect(canvas.getByText('+7,2%')).toHaveAttribute('data-trend', 'up');
    await expect(canvas.getByText('vs. período anterior')).toBeVisible();
  },
};

export const Falling: Story = {
  args: { averageTicket: negativeTrendView.average_ticket_cents },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('R$ 111,13')).toBeVisible();
    await expect(canvas.getByText('−4,0%')).toHaveAttribute('data-trend', 'down');
  },
};

export const NoPreviousBase: Story = {
  args: { averageTicket: noBaseView.average_ticket_cents },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('R$ 113,65')).toBeVisible();
    await expect(canvas.getByText('sem base')).toHaveAttribute('data-trend', 'none');
  },
};
