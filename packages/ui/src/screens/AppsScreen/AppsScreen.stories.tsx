import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  productLinks,
  reportanaConfigured,
  shopifyConnected,
  syncDone,
  syncedProducts,
  syncRunning,
  utmifyConfigured,
  wooConnected,
} from './AppsScreen.fixtures.ts';
import { AppsScreen } from './AppsScreen.tsx';
import type { TrackingIntegration } from './integrations.ts';

const meta = {
  title: 'Screens/AppsScreen',
  component: AppsScreen,
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
    productLinks,
    onCopyLink: fn(),
    onRetryLinks: fn(),
    onTabChange: fn(),
    onLinksPageChange: fn(),
  },
} satisfies Meta<typeof AppsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const shopify = {
  integration: shopifyConnected,
  checkoutInstalled: true,
  sync: syncDone,
  products: syncedProducts,
  onSave: fn(),
  onDisconnect: fn(),
  onInstallCheckout: fn(),
  onRemoveCheckout: fn(),
  onSync: fn(),
  onCopyLink: fn(),
};
const woocommerce = {
  integration: wooConnected,
  onSave: fn(),
  onDelete: fn(),
  onSync: fn(),
  onDownloadPlugin: fn(),
};
const tracking = (integration: TrackingIntegration | null) => ({ integration, onSave: fn(), onDelete: fn() });

/** The app gives every integration tab its props. */
const wired = {
  shopify,
  woocommerce,
  neorastro: tracking(null),
  utmify: tracking(utmifyConfigured),
  reportana: tracking(reportanaConfigured),
};

/** Shopify is the default tab: connected, checkout in the theme, last sync and the synced products. */
export const Shopify: Story = {
  args: wired,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Apps Integrados' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Shopify' })).toHaveAttribute('aria-selected', 'true');
    const panel = canvas.getByRole('tabpanel');
    await expect(within(panel).getByText('Conectado')).toBeVisible();
    await expect(within(panel).getByText('Checkout instalado')).toBeVisible();
    await expect(
      within(panel).getByText('98 criados, 22 atualizados. 120 produtos sincronizados.'),
    ).toBeVisible();
    await expect(
      within(within(panel).getByRole('list', { name: 'Produtos sincronizados' })).getAllByRole('listitem'),
    ).toHaveLength(3);
  },
};

export const ShopifyNotConnected: Story = {
  args: {
    ...wired,
    shopify: { ...shopify, integration: null, checkoutInstalled: false, sync: null, products: [] },
  },
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('tabpanel'));
    await expect(panel.getByText('Não Conectado')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Instalar Checkout no Tema' })).toBeDisabled();
    await expect(panel.getByText('Nenhum produto sincronizado ainda.')).toBeVisible();
  },
};

export const ShopifySyncing: Story = {
  args: { ...wired, shopify: { ...shopify, checkoutInstalled: false, sync: syncRunning } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sincronizando… 50 de 120 produtos')).toBeVisible();
  },
};

export const WooCommerce: Story = {
  args: { ...wired, defaultTab: 'woocommerce' },
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('tabpanel'));
    await expect(panel.getByRole('heading', { name: 'Integração com o WooCommerce' })).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'URL da loja' })).toHaveValue('https://lojadaana.com.br');
    await expect(panel.getByRole('heading', { name: 'Checkout Pagora na loja WooCommerce' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Baixar plugin' })).toBeEnabled();
  },
};

export const NeoRastro: Story = {
  args: { ...wired, defaultTab: 'neorastro' },
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('tabpanel'));
    await expect(panel.getByText('Não configurado')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Salvar Integração' })).toBeVisible();
  },
};

export const Utmify: Story = {
  args: { ...wired, defaultTab: 'utmify' },
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('tabpanel'));
    await expect(
      panel.getByText('Os pedidos da loja são enviados ao Utmify para rastrear suas vendas', {
        exact: false,
      }),
    ).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'URL do webhook' })).toHaveAttribute('readonly');
  },
};

export const Reportana: Story = {
  args: { ...wired, defaultTab: 'reportana' },
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('tabpanel'));
    await expect(panel.getByRole('textbox', { name: 'Client Secret' })).toHaveValue('••••e41b');
  },
};

/** A tab whose props the app does not give: the honest notice, nothing to press or fill in. */
export const IntegrationNotWired: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('tabpanel'));
    await expect(panel.getByText('A integração com a Shopify está sendo conectada')).toBeVisible();
    await expect(panel.queryAllByRole('button')).toHaveLength(0);
    await expect(panel.queryAllByRole('textbox')).toHaveLength(0);
  },
};

export const Tabs: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab').map((tab) => tab.textContent);
    await expect(tabs).toEqual([
      'Shopify',
      'WooCommerce',
      'Landing Pages',
      'NeoRastro',
      'Utmify',
      'Reportana',
      'Pixels',
    ]);
    await userEvent.click(canvas.getByRole('tab', { name: 'Landing Pages' }));
    await expect(args.onTabChange).toHaveBeenLastCalledWith('landing-pages');
    await expect(canvas.getByRole('heading', { name: 'Links de pagamento' })).toBeVisible();
  },
};

export const LandingPagesLoading: Story = {
  args: { defaultTab: 'landing-pages', productLinks: [], isLoadingLinks: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Carregando links de pagamento…' }),
    ).toBeVisible();
  },
};

export const LandingPagesEmpty: Story = {
  args: { defaultTab: 'landing-pages', productLinks: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhum produto nesta loja ainda.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Criar Produto' })).toHaveAttribute(
      'href',
      '/produtos/novo',
    );
  },
};

export const LandingPagesError: Story = {
  args: { defaultTab: 'landing-pages', productLinks: [], linksError: 'Falha ao buscar produtos.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Erro ao buscar produtos')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetryLinks).toHaveBeenCalledOnce();
  },
};

export const LandingPages: Story = {
  args: { defaultTab: 'landing-pages' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('list', { name: 'Links de pagamento' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('Camiseta Básica Azul');
    await expect(rows[0]).toHaveTextContent('https://checkout.lojadaana.com.br/camiseta-basica-azul');
    const copy = canvas.getByRole('button', { name: 'Copiar Link de Curso de Bordado Livre' });
    await expect(copy).toHaveTextContent('Copiar Link');
    await userEvent.click(copy);
    await expect(args.onCopyLink).toHaveBeenCalledWith(
      'https://pagora.app/c/12/curso-de-bordado-livre',
      productLinks[1],
    );
    // No pager for a single page.
    await expect(canvas.queryByRole('navigation', { name: 'Paginação' })).toBeNull();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const LandingPagesPaged: Story = {
  args: { defaultTab: 'landing-pages', linksPage: 1, linksPageCount: 3 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Página 1 de 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Próxima/ }));
    await expect(args.onLinksPageChange).toHaveBeenCalledWith(2);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
