import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link2, RefreshCw } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../components/Button/Button.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { productLinks, syncedProducts, syncRunning } from './AppsScreen.fixtures.ts';
import { ProductLinkList } from './ProductLinkList.tsx';
import { SyncProgress } from './SyncProgress.tsx';

const meta = {
  title: 'Screens/AppsScreen/ProductLinkList',
  component: ProductLinkList,
  args: {
    title: 'Links de pagamento',
    description: 'Use o link de checkout de cada produto nas suas landing pages, anúncios e redes sociais.',
    loadingLabel: 'Carregando links de pagamento…',
    empty: (
      <EmptyState
        icon={<Link2 aria-hidden />}
        title="Nenhum produto nesta loja ainda."
        description="Cada produto que você criar ganha um link de pagamento para usar aqui."
      />
    ),
    links: productLinks,
    onCopyLink: fn(),
    onRetry: fn(),
    onPageChange: fn(),
  },
} satisfies Meta<typeof ProductLinkList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Leaves no hover or focus ring on the last button pressed, for a stable screenshot. */
const settle = async () => {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return;
  await userEvent.unhover(active);
  active.blur();
};

export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Links de pagamento' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Links de pagamento' })).toBeVisible();
    await expect(
      canvas.getByText(
        'Use o link de checkout de cada produto nas suas landing pages, anúncios e redes sociais.',
      ),
    ).toBeVisible();
    const rows = within(canvas.getByRole('list', { name: 'Links de pagamento' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('Camiseta Básica Azul');
    await expect(rows[0]).toHaveTextContent('https://checkout.lojadaana.com.br/camiseta-basica-azul');
    await expect(within(rows[2] as HTMLElement).getByText(productLinks[2]?.name as string)).toBeVisible();
    const copy = canvas.getByRole('button', { name: 'Copiar Link de Curso de Bordado Livre' });
    await expect(copy).toHaveTextContent('Copiar Link');
    await userEvent.click(copy);
    await expect(args.onCopyLink).toHaveBeenCalledOnce();
    await expect(args.onCopyLink).toHaveBeenCalledWith(
      'https://pagora.app/c/12/curso-de-bordado-livre',
      productLinks[1],
    );
    // A single page: no pager, no spinner, no error.
    await expect(canvas.queryByRole('navigation', { name: 'Paginação' })).toBeNull();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.queryByText('Erro ao buscar produtos')).toBeNull();
    await settle();
  },
};

export const Loading: Story = {
  args: { links: [], isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Links de pagamento' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Carregando links de pagamento…' })).toBeVisible();
    await expect(canvas.queryByText('Nenhum produto nesta loja ainda.')).toBeNull();
  },
};

export const Empty: Story = {
  args: { links: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhum produto nesta loja ainda.')).toBeVisible();
    await expect(
      canvas.getByText('Cada produto que você criar ganha um link de pagamento para usar aqui.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Copiar Link/ })).toBeNull();
  },
};

export const LoadError: Story = {
  args: { links: [], error: 'Falha ao buscar produtos.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Erro ao buscar produtos')).toBeVisible();
    await expect(canvas.getByText('Falha ao buscar produtos.')).toBeVisible();
    await expect(canvas.queryByText('Nenhum produto nesta loja ainda.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await settle();
  },
};

export const Paged: Story = {
  args: { page: 2, pageCount: 3 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const pager = within(canvas.getByRole('navigation', { name: 'Paginação' }));
    await expect(pager.getByText('Página 2 de 3')).toBeVisible();
    await userEvent.click(pager.getByRole('button', { name: /Próxima/ }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(pager.getByRole('button', { name: /Anterior/ }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await settle();
  },
};

/** A reload of a later page keeps the rows; the pager waits. */
export const PagedReloading: Story = {
  parameters: { visual: { disable: true } },
  args: { page: 2, pageCount: 3, isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole('list', { name: 'Links de pagamento' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByRole('button', { name: /Próxima/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Anterior/ })).toBeDisabled();
  },
};

/** Without `onPageChange` there is no pager, whatever the page count. */
export const PagedWithoutHandler: Story = {
  parameters: { visual: { disable: true } },
  args: { pageCount: 3, onPageChange: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Paginação' })).toBeNull();
  },
};

/** Shopify's synced products: a header action and the sync's progress above the list. */
export const WithActionAndProgress: Story = {
  args: {
    title: 'Produtos sincronizados',
    description: undefined,
    loadingLabel: 'Carregando produtos sincronizados…',
    links: syncedProducts,
    action: (
      <Button variant="secondary" size="small" isDisabled>
        <RefreshCw size={16} aria-hidden />
        Sincronizar produtos
      </Button>
    ),
    children: <SyncProgress sync={syncRunning} />,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Produtos sincronizados' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sincronizar produtos' })).toBeDisabled();
    await expect(canvas.getByText('Sincronizando… 50 de 120 produtos')).toBeVisible();
    const rows = within(canvas.getByRole('list', { name: 'Produtos sincronizados' })).getAllByRole(
      'listitem',
    );
    await expect(rows).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar Link de Vestido Midi Floral' }));
    await expect(args.onCopyLink).toHaveBeenCalledWith(
      'https://pagora.app/c/12/vestido-midi-floral',
      syncedProducts[0],
    );
    await settle();
  },
};
