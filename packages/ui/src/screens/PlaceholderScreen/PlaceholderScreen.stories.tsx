import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type PlaceholderRoute, placeholderPages } from './PlaceholderScreen.content.ts';
import { PlaceholderScreen } from './PlaceholderScreen.tsx';

const meta = {
  title: 'Screens/Placeholders',
  component: PlaceholderScreen,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  args: placeholderPages.dashboard,
} satisfies Meta<typeof PlaceholderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One story per route; each checks the real title, the subtitle and the honest empty state. */
const page = (route: PlaceholderRoute): Story => ({
  args: placeholderPages[route],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { title, description, emptyTitle, emptyDescription, back } = placeholderPages[route];
    await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(canvas.getByText(description)).toBeVisible();
    await expect(canvas.getByText(emptyTitle)).toBeVisible();
    await expect(canvas.getByText(emptyDescription)).toBeVisible();
    // No dead buttons: the only control is a real link back, where the page has one.
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    if (back) await expect(canvas.getByRole('link', { name: back.label })).toHaveAttribute('href', back.href);
    else await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
});

export const Dashboard = page('dashboard');
export const Pedidos = page('orders');
export const Produtos = page('products');
export const ProdutoNovo = page('productNew');
export const ProdutoEditar = page('productEdit');
export const Marketing = page('marketing');
export const Gateways = page('gateways');
export const Frete = page('shipping');
export const AppsIntegrados = page('apps');
export const Configuracoes = page('settings');
export const Financeiro = page('finance');
