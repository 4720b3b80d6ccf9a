import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { ListCard } from './ListCard.tsx';

interface NamesPage {
  items: string[];
  page: number;
  page_count: number;
  total: number;
  page_size: number;
}

const names: NamesPage = {
  items: ['Pedido #127', 'Pedido #126'],
  page: 1,
  page_count: 1,
  total: 2,
  page_size: 20,
};
const none: NamesPage = { items: [], page: 1, page_count: 1, total: 0, page_size: 20 };

const meta = {
  title: 'Screens/Orders/ListCard',
  component: ListCard<NamesPage>,
  args: {
    state: { status: 'ready', data: names },
    loadingLabel: 'Carregando pedidos…',
    errorTitle: 'Não foi possível carregar os pedidos.',
    onRetry: fn(),
    isFiltered: false,
    onClearFilters: fn(),
    filteredEmptyTitle: 'Nenhum pedido encontrado com esses filtros',
    empty: <EmptyState title="Nenhum pedido ainda" description="Os pedidos da loja aparecem aqui." />,
    columns: 4,
    noun: ['pedido', 'pedidos'],
    onPageChange: fn(),
    children: (data: NamesPage) => (
      <ul>
        {data.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    ),
  },
} satisfies Meta<typeof ListCard<NamesPage>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  tags: ['screen'],
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Carregando pedidos…')).toBeVisible();
  },
};

export const Failed: Story = {
  tags: ['screen'],
  args: { state: { status: 'error', message: 'Sem conexão com o servidor.' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Não foi possível carregar os pedidos.')).toBeVisible();
    await expect(canvas.getByText('Sem conexão com o servidor.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The store has none: the list's own empty state. */
export const Empty: Story = {
  tags: ['screen'],
  args: { state: { status: 'ready', data: none } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum pedido ainda')).toBeVisible();
  },
};

/** A filter matched nothing: said so, with a way to clear it. */
export const NothingMatches: Story = {
  tags: ['screen'],
  args: { state: { status: 'ready', data: none }, isFiltered: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhum pedido encontrado com esses filtros')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await expect(args.onClearFilters).toHaveBeenCalled();
  },
};

export const Loaded: Story = {
  tags: ['screen'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pedido #127')).toBeVisible();
    await expect(canvas.queryByText('Atualizando…')).toBeNull();
  },
};

/** Reading again: the rows stay, marked busy, while the pager waits. */
export const Refreshing: Story = {
  tags: ['screen'],
  args: { state: { status: 'ready', data: names, isRefreshing: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Atualizando…')).toBeVisible();
    await expect(canvas.getByText('Pedido #127').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  },
};
