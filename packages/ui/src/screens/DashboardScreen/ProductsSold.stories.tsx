import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { emptyView, negativeTrendView, todayView } from './DashboardScreen.fixtures.ts';
import { ProductsSold } from './ProductsSold.tsx';

const meta = {
  title: 'Screens/Dashboard/ProductsSold',
  component: ProductsSold,
  args: { productsSold: todayView.products_sold },
} satisfies Meta<typeof ProductsSold>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { productsSold: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Produtos vendidos' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Carregando produtos vendidos…' })).toBeVisible();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { productsSold: emptyView.products_sold },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0 unidades')).toBeVisible();
    await expect(canvas.getByText('sem base')).toBeVisible();
    await expect(canvas.getByText('Nenhum produto vendido no período.')).toBeVisible();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('56 unidades')).toBeVisible();
    await expect(canvas.getByText('+14,3%')).toHaveAttribute('data-trend', 'up');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Mais vendidos' })).toBeVisible();
    const table = canvas.getByRole('grid', { name: 'Produtos mais vendidos' });
    for (const name of ['Produto', 'Quantidade', 'Faturamento']) {
      await expect(within(table).getByRole('columnheader', { name })).toBeInTheDocument();
    }
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(5);
    await expect(rows[0]).toHaveTextContent('Camiseta Básica Algodão Orgânico18 unidades18R$ 1.618,20');
    await expect(rows[4]).toHaveTextContent('Boné Aba Curva Bordado5 unidades5R$ 299,50');
    await expect(within(table).getByRole('rowheader', { name: 'Garrafa Térmica Inox 500 ml' })).toBeVisible();
  },
};

export const Falling: Story = {
  args: { productsSold: negativeTrendView.products_sold },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('26 unidades')).toBeVisible();
    await expect(canvas.getByText('−40,9%')).toHaveAttribute('data-trend', 'down');
  },
};

/** A single unit, and a product deleted since (no id). */
export const OneUnit: Story = {
  args: {
    productsSold: {
      units: { value: 1, previous: 0 },
      top: [{ product_id: null, name: 'Produto excluído', quantity: 1, revenue_cents: 4990 }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 unidade', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Produto excluído' })).toBeVisible();
  },
};
