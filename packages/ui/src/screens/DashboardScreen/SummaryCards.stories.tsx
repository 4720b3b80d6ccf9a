import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { emptyView, negativeTrendView, noBaseView, todayView } from './DashboardScreen.fixtures.ts';
import { SummaryCards } from './SummaryCards.tsx';

const meta = {
  title: 'Screens/Dashboard/SummaryCards',
  component: SummaryCards,
  args: { summary: todayView.summary },
} satisfies Meta<typeof SummaryCards>;

export default meta;
type Story = StoryObj<typeof meta>;

const LABELS = ['Vendas realizadas', 'Vendas aprovadas', 'Faturamento total', 'Faturamento 30 dias'];

/** The card under a label's heading. */
const card = (canvasElement: HTMLElement, label: string) => {
  const item = within(canvasElement).getByRole('heading', { level: 3, name: label }).closest('li');
  if (!item) throw new Error(`No card for ${label}`);
  return item;
};

/** A card shows its figure and its trend badge (and which way the badge points). */
async function expectCard(
  canvasElement: HTMLElement,
  label: string,
  value: string,
  trend: string,
  direction: 'up' | 'down' | 'flat' | 'none',
) {
  const item = card(canvasElement, label);
  await expect(within(item).getByText(value)).toBeVisible();
  const badge = within(item).getByText(trend);
  await expect(badge).toBeVisible();
  await expect(badge).toHaveAttribute('data-trend', direction);
}

export const Loading: Story = {
  args: { summary: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Resumo do período' })).toBeInTheDocument();
    for (const label of LABELS) {
      await expect(canvas.getByRole('heading', { level: 3, name: label })).toBeVisible();
      await expect(
        canvas.getByRole('progressbar', { name: `Carregando ${label.toLowerCase()}…` }),
      ).toBeVisible();
    }
    await expect(canvas.queryByText('vs. período anterior')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { summary: emptyView.summary },
  play: async ({ canvasElement }) => {
    await expectCard(canvasElement, 'Vendas realizadas', '0', 'sem base', 'none');
    await expectCard(canvasElement, 'Vendas aprovadas', '0', 'sem base', 'none');
    await expectCard(canvasElement, 'Faturamento total', 'R$ 0,00', 'sem base', 'none');
    await expectCard(canvasElement, 'Faturamento 30 dias', 'R$ 0,00', 'sem base', 'none');
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expectCard(canvasElement, 'Vendas realizadas', '61', '+17,3%', 'up');
    await expectCard(canvasElement, 'Vendas aprovadas', '47', '+14,6%', 'up');
    await expectCard(canvasElement, 'Faturamento total', 'R$ 5.251,80', '+22,9%', 'up');
    await expectCard(canvasElement, 'Faturamento 30 dias', 'R$ 156.524,80', '+16,9%', 'up');
    await expect(card(canvasElement, 'Faturamento total')).toHaveTextContent('vs. período anterior');
    await expect(card(canvasElement, 'Faturamento 30 dias')).toHaveTextContent('vs. 30 dias anteriores');
  },
};

export const NegativeTrends: Story = {
  args: { summary: negativeTrendView.summary },
  play: async ({ canvasElement }) => {
    await expectCard(canvasElement, 'Vendas realizadas', '35', '−27,1%', 'down');
    await expectCard(canvasElement, 'Vendas aprovadas', '23', '−39,5%', 'down');
    await expectCard(canvasElement, 'Faturamento total', 'R$ 2.555,90', '−41,9%', 'down');
    await expectCard(canvasElement, 'Faturamento 30 dias', 'R$ 112.043,30', '−13,0%', 'down');
  },
};

export const NoPreviousBase: Story = {
  args: { summary: noBaseView.summary },
  play: async ({ canvasElement }) => {
    await expectCard(canvasElement, 'Vendas realizadas', '16', 'sem base', 'none');
    await expectCard(canvasElement, 'Faturamento total', 'R$ 1.250,10', 'sem base', 'none');
  },
};

export const Unchanged: Story = {
  args: {
    summary: {
      sales_made: { value: 12, previous: 12 },
      sales_approved: { value: 10, previous: 10 },
      revenue_cents: { value: 118_900, previous: 118_900 },
      revenue_30d_cents: { value: 2_140_250, previous: 2_140_250 },
    },
  },
  play: async ({ canvasElement }) => {
    await expectCard(canvasElement, 'Vendas realizadas', '12', '0,0%', 'flat');
    await expectCard(canvasElement, 'Faturamento total', 'R$ 1.189,00', '0,0%', 'flat');
  },
};
