import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { manyProductsPageCount, manyProductsTotal, products } from './ProductsScreen.fixtures.ts';
import { PRODUCT_SEARCH_PAUSE_MS, ProductsScreen } from './ProductsScreen.tsx';

const meta = {
  title: 'Screens/ProductsScreen',
  component: ProductsScreen,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    products,
    total: products.length,
    page: 1,
    pageCount: 1,
    onPageChange: fn(),
    onDelete: fn(() => Promise.resolve()),
    onRetry: fn(),
    onSearch: fn(),
  },
} satisfies Meta<typeof ProductsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const never = () => new Promise<never>(() => {});

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Produtos' })).toBeVisible();
    await expect(canvas.getByText('7 produtos')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Criar Produto' })).toHaveAttribute(
      'href',
      '/produtos/novo',
    );
    // The Shopify sync button belongs to the Shopify integration, not to this screen.
    await expect(canvas.queryByRole('button', { name: /Sincronizar/ })).not.toBeInTheDocument();

    const table = canvas.getByRole('grid', { name: 'Produtos' });
    for (const name of ['Foto', 'Produto', 'Status', 'Ações']) {
      await expect(within(table).getByRole('columnheader', { name })).toBeInTheDocument();
    }
    await expect(within(table).getAllByRole('row')).toHaveLength(products.length + 1);
    await expect(within(table).getByRole('rowheader', { name: 'Caneca Esmaltada 350 ml' })).toBeVisible();
    await expect(within(table).getByRole('img', { name: 'Caneca Esmaltada 350 ml' })).toBeVisible();
    await expect(within(table).getByRole('img', { name: 'Produto sem foto' })).toBeVisible();
    // One badge per row is shown: in the Status column, or under the name on phones.
    const shown = (text: string) =>
      within(table)
        .getAllByText(text)
        .filter((badge) => badge.checkVisibility());
    await expect(shown('Ativo')).toHaveLength(5);
    await expect(shown('Inativo')).toHaveLength(2);
    await expect(within(table).getByRole('link', { name: 'Editar Caneca Esmaltada 350 ml' })).toHaveAttribute(
      'href',
      '/produtos/editar/127',
    );
    await expect(
      within(table).getByRole('button', { name: 'Excluir Caneca Esmaltada 350 ml' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { products: [], total: 0, isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Carregando produtos…' })).toBeVisible();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Nenhum produto encontrado para esta loja.')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { products: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0 produtos')).toBeVisible();
    await expect(canvas.getByText('Nenhum produto encontrado para esta loja.')).toBeVisible();
    // Header and empty state both lead to the form.
    const links = canvas.getAllByRole('link', { name: 'Criar Produto' });
    await expect(links).toHaveLength(2);
    for (const link of links) await expect(link).toHaveAttribute('href', '/produtos/novo');
  },
};

export const AccessDenied: Story = {
  args: { products: [], total: 0, error: 'Acesso não autorizado para buscar os produtos desta loja.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Erro ao buscar produtos')).toBeVisible();
    await expect(canvas.getByText('Acesso não autorizado para buscar os produtos desta loja.')).toBeVisible();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LoadError: Story = {
  args: { products: [], total: 0, error: 'Falha ao buscar produtos.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Falha ao buscar produtos.')).toBeVisible();
  },
};

export const Paginated: Story = {
  args: { total: manyProductsTotal, page: 2, pageCount: manyProductsPageCount },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('128 produtos')).toBeVisible();
    const pager = canvas.getByRole('navigation', { name: 'Paginação' });
    await expect(within(pager).getByText('Página 2 de 3')).toBeVisible();
    await userEvent.click(within(pager).getByRole('button', { name: 'Próxima' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(within(pager).getByRole('button', { name: 'Anterior' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};

export const LoadingNextPage: Story = {
  args: { total: manyProductsTotal, page: 2, pageCount: manyProductsPageCount, isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The rows stay while the next page loads; the pager waits.
    await expect(canvas.getByRole('progressbar', { name: 'Carregando produtos…' })).toBeVisible();
    await expect(canvas.getByRole('grid', { name: 'Produtos' }).closest('[aria-busy]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Próxima' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Anterior' })).toBeDisabled();
  },
};

export const DeleteDialog: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Excluir Caneca Esmaltada 350 ml' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Você tem certeza?' });
    await expect(dialog).toHaveTextContent(
      'Esta ação não pode ser desfeita. Isso excluirá permanentemente o produto "Caneca Esmaltada 350 ml".',
    );
    await expect(within(dialog).getByRole('button', { name: 'Não' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Sim, excluir' })).toBeVisible();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const Deleting: Story = {
  args: { onDelete: fn(never) },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Excluir Ecobag de Lona Crua' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Você tem certeza?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim, excluir' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await expect(args.onDelete).toHaveBeenCalledWith(products[2]);
    // Pending until the server answers: the dialog stays open and cannot be cancelled.
    await expect(within(dialog).getByRole('button', { name: 'Sim, excluir' })).toHaveAttribute(
      'data-pending',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: 'Não' })).toBeDisabled();
  },
};

export const Deleted: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Excluir Boné Aba Curva' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Você tem certeza?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim, excluir' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await expect(args.onDelete).toHaveBeenCalledWith(products[5]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const DeleteFailed: Story = {
  args: { onDelete: fn(() => Promise.reject(new Error('Falha ao excluir o produto.'))) },
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Excluir Boné Aba Curva' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Você tem certeza?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim, excluir' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    // A failure (reported by the caller's toast) leaves the dialog open to try again or cancel.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Não' })).toBeEnabled());
    await expect(screen.getByRole('alertdialog', { name: 'Você tem certeza?' })).toBeVisible();
  },
};

export const DeleteCancelled: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Excluir Boné Aba Curva' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Você tem certeza?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const OneProduct: Story = {
  args: { products: products.slice(0, 1), total: 1 },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 produto')).toBeVisible();
  },
};

/** Each row's price, formatted in reais from its cents. */
export const Prices: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Produtos' });
    await expect(within(table).getByRole('columnheader', { name: 'Preço' })).toBeInTheDocument();
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('[role="row"]');
    await expect(row('Caneca Esmaltada 350 ml')).toHaveTextContent(/R\$\s45,90/);
    await expect(
      row('Garrafa Térmica Inox 750 ml — Edição Limitada Verão 2026 com Tampa Bambu'),
    ).toHaveTextContent(/R\$\s189,90/);
    await expect(row('E-book: Guia de Vendas Online')).toHaveTextContent(/R\$\s27,00/);
  },
};

/** Typing searches after a pause (no request per key); Enter searches at once; emptied, it clears. */
export const Searching: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Buscar produto' });
    await userEvent.type(box, 'caneca');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('caneca'), {
      timeout: PRODUCT_SEARCH_PAUSE_MS * 5,
    });
    await expect(args.onSearch).toHaveBeenCalledOnce();

    await userEvent.type(box, ' azul {Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('caneca azul');
    await expect(args.onSearch).toHaveBeenCalledTimes(2);

    await userEvent.clear(box);
    await waitFor(() => expect(args.onSearch).toHaveBeenLastCalledWith(''), {
      timeout: PRODUCT_SEARCH_PAUSE_MS * 5,
    });
  },
};

/** A search under way: its text stays in the box, the rows stay under the loading strip. */
export const SearchLoading: Story = {
  args: { search: 'bon', isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Buscar produto' })).toHaveValue('bon');
    await expect(canvas.getByRole('progressbar', { name: 'Carregando produtos…' })).toBeVisible();
  },
};

/** The matches of a search, counted as found. */
export const SearchResults: Story = {
  args: { search: 'boné', products: products.slice(5), total: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 produtos encontrados')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Buscar produto' })).toHaveValue('boné');
    await expect(within(canvas.getByRole('grid', { name: 'Produtos' })).getAllByRole('row')).toHaveLength(3);
  },
};

/** Nothing matches: says so with the search, and offers to clear it (not to create a product). */
export const NoResults: Story = {
  args: { search: 'meia', products: [], total: 0 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhum produto encontrado para "meia".')).toBeVisible();
    await expect(canvas.getByText('0 produtos encontrados')).toBeVisible();
    await expect(canvas.queryByText('Nenhum produto encontrado para esta loja.')).not.toBeInTheDocument();
    await expect(canvas.getByRole('searchbox', { name: 'Buscar produto' })).toHaveValue('meia');
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar busca' }));
    await expect(args.onSearch).toHaveBeenCalledWith('');
  },
};

/** A store without products has nothing to search: no search box, only the invitation to create one. */
export const EmptyHasNoSearch: Story = {
  args: { products: [], total: 0 },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('searchbox')).not.toBeInTheDocument();
  },
};
