import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { productLinks } from './AppsScreen.fixtures.ts';
import { AppsScreen, type AppsTab } from './AppsScreen.tsx';

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

/** An integration tab of a later release: an honest notice, and nothing to press or fill in. */
const integration = (tab: AppsTab, name: string, title: string): Story => ({
  args: { defaultTab: tab },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Apps Integrados' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    const panel = canvas.getByRole('tabpanel');
    await expect(within(panel).getByText(title)).toBeVisible();
    await expect(within(panel).getByText(/etapa de integrações do Pagora/)).toBeVisible();
    await expect(within(panel).queryAllByRole('button')).toHaveLength(0);
    await expect(within(panel).queryAllByRole('textbox')).toHaveLength(0);
  },
});

export const Shopify: Story = {
  ...integration('shopify', 'Shopify', 'A integração com a Shopify está sendo conectada'),
  // Shopify is the default tab.
  args: {},
};
export const WooCommerce = integration(
  'woocommerce',
  'WooCommerce',
  'A integração com o WooCommerce está sendo conectada',
);
export const NeoRastro = integration(
  'neorastro',
  'NeoRastro',
  'A integração com o NeoRastro está sendo conectada',
);
export const Utmify = integration('utmify', 'Utmify', 'A integração com a Utmify está sendo conectada');
export const Reportana = integration(
  'reportana',
  'Reportana',
  'A integração com a Reportana está sendo conectada',
);

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
