import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CheckoutFunnel } from './CheckoutFunnel.tsx';
import { emptyView, monthView, todayView } from './DashboardScreen.fixtures.ts';

const meta = {
  title: 'Screens/Dashboard/CheckoutFunnel',
  component: CheckoutFunnel,
  args: { funnel: todayView.funnel },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CheckoutFunnel>;

export default meta;
type Story = StoryObj<typeof meta>;

const stageRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Etapas do checkout' })).getAllByRole('listitem');

export const Loading: Story = {
  args: { funnel: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Funil do checkout' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Carregando funil do checkout…' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { funnel: emptyView.funnel },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum checkout visualizado no período.')).toBeVisible();
    const rows = stageRows(canvasElement);
    await expect(rows).toHaveLength(5);
    for (const row of rows) await expect(row).toHaveTextContent(/^\D+0$/);
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('14,1% dos checkouts visualizados viraram compra.'),
    ).toBeVisible();
    const [viewed, personal, delivery, payment, completed] = stageRows(canvasElement);
    await expect(viewed).toHaveTextContent('Checkout visualizado412100% dos visualizados');
    await expect(viewed).not.toHaveTextContent('etapa anterior');
    await expect(personal).toHaveTextContent('Dados pessoais26865% dos visualizados−35% vs. etapa anterior');
    await expect(delivery).toHaveTextContent(
      'Dados de entrega19747,8% dos visualizados−26,5% vs. etapa anterior',
    );
    await expect(payment).toHaveTextContent(
      'Compra iniciada12129,4% dos visualizados−38,6% vs. etapa anterior',
    );
    await expect(completed).toHaveTextContent(
      'Compra finalizada5814,1% dos visualizados−52,1% vs. etapa anterior',
    );
  },
};

export const LargeNumbers: Story = {
  args: { funnel: monthView.funnel },
  play: async ({ canvasElement }) => {
    const [viewed] = stageRows(canvasElement);
    await expect(viewed).toHaveTextContent('Checkout visualizado10.392');
  },
};

/** Nobody who viewed got further: every later stage is zero, and the drops stop at the first. */
export const StoppedAtFirstStage: Story = {
  args: {
    funnel: [
      { stage: 'viewed', count: 37 },
      { stage: 'personal', count: 0 },
      { stage: 'delivery', count: 0 },
      { stage: 'payment_started', count: 0 },
      { stage: 'completed', count: 0 },
    ],
  },
  play: async ({ canvasElement }) => {
    const [, personal, delivery] = stageRows(canvasElement);
    await expect(personal).toHaveTextContent('−100% vs. etapa anterior');
    await expect(delivery).toHaveTextContent('— vs. etapa anterior');
  },
};
