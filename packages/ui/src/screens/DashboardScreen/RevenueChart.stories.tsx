import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { emptyView, monthView, todayView, weekView } from './DashboardScreen.fixtures.ts';
import { RevenueChart } from './RevenueChart.tsx';

const meta = {
  title: 'Screens/Dashboard/RevenueChart',
  component: RevenueChart,
  args: { series: todayView.series, period: 'today' },
} satisfies Meta<typeof RevenueChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The visually hidden table's body rows, as 'label|revenue|orders'. */
const tableRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: /^Faturamento por/ }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/\s/g, ' ')).join('|'),
    );

export const Loading: Story = {
  args: { series: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Faturamento por hora' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Carregando faturamento por hora…' })).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { series: emptyView.series },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', { name: 'Faturamento por hora: nenhuma venda aprovada no período.' }),
    ).toBeVisible();
    await expect(canvas.getByText('Nenhuma venda aprovada no período.')).toBeVisible();
    await expect(canvasElement.querySelectorAll('rect')).toHaveLength(0);
    const rows = tableRows(canvasElement);
    await expect(rows).toHaveLength(24);
    await expect(rows[0]).toBe('0h|R$ 0,00|0');
  },
};

export const Today: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('R$ 5.251,80 em 47 vendas aprovadas.')).toBeVisible();
    // Intl puts a no-break space after 'R$'.
    const chart = canvas.getByRole('img');
    await expect(chart.getAttribute('aria-label')?.replace(/\s/g, ' ')).toBe(
      'Faturamento por hora: R$ 5.251,80 em 47 vendas aprovadas no período; maior valor R$ 849,40 (12h).',
    );
    // One bar per hour with sales (none after 15h), labels every other hour.
    await expect(canvasElement.querySelectorAll('rect').length).toBe(
      todayView.series.filter((p) => p.revenue_cents > 0).length,
    );
    await expect(canvasElement.querySelector('svg')).toHaveTextContent('R$ 849,40');
    const rows = tableRows(canvasElement);
    await expect(rows).toHaveLength(24);
    await expect(rows[12]).toBe('12h|R$ 849,40|8');
    await expect(rows[20]).toBe('20h|R$ 0,00|0');
  },
};

export const Week: Story = {
  args: { series: weekView.series, period: 'week' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Faturamento por dia' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Dia' })).toBeInTheDocument();
    await expect(tableRows(canvasElement)).toHaveLength(7);
    for (const label of ['22/11', '25/11', '28/11']) {
      await expect(canvasElement.querySelector('svg')).toHaveTextContent(label);
    }
  },
};

export const Month: Story = {
  args: { series: monthView.series, period: 'month' },
  play: async ({ canvasElement }) => {
    const rows = tableRows(canvasElement);
    await expect(rows).toHaveLength(30);
    await expect(rows[0]?.startsWith('01/11|')).toBe(true);
    await expect(rows[29]).toBe('30/11|R$ 0,00|0');
  },
};
