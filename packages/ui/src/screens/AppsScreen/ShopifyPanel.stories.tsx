import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  shopifyConnected,
  syncDone,
  syncedProducts,
  syncFailed,
  syncRunning,
  syncStarting,
} from './AppsScreen.fixtures.ts';
import type { ShopifyIntegration, ShopifyValues } from './integrations.ts';
import { ShopifyPanel } from './ShopifyPanel.tsx';

const meta = {
  title: 'Screens/AppsScreen/ShopifyPanel',
  component: ShopifyPanel,
  args: {
    integration: null,
    onSave: fn(),
    onDisconnect: fn(),
    onInstallCheckout: fn(),
    onRemoveCheckout: fn(),
    onSync: fn(),
    products: [],
    onCopyLink: fn(),
    onRetryLoad: fn(),
    onRetryProducts: fn(),
  },
} satisfies Meta<typeof ShopifyPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const blur = () => (document.activeElement as HTMLElement | null)?.blur();

export const Loading: Story = {
  args: { isLoading: true, isLoadingProducts: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Carregando…' })).toBeVisible();
    await expect(canvas.getByText('Carregando…')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Nome da loja' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: 'Chave da API' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Salvar e Validar Integração' })).toBeDisabled();
  },
};

export const NotConnected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Não Conectado')).toBeVisible();
    await expect(canvas.getByText('.myshopify.com')).toBeVisible();
    await expect(canvas.getByLabelText('Token de acesso da Admin API')).toHaveAttribute('type', 'password');
    await expect(canvas.getByLabelText('Chave secreta da API')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('checkbox', { name: 'Pular Carrinho' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Importar cupons da Shopify' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Instalar Checkout no Tema' })).toBeDisabled();
    await expect(canvas.getByText('Conecte a loja para instalar o checkout.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sincronizar produtos' })).toBeDisabled();
    await expect(canvas.getByText('Nenhum produto sincronizado ainda.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Editar Dados' })).toBeNull();
  },
};

export const RequiredFields: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar e Validar Integração' }));
    await expect(canvas.getByText('Informe o nome da loja Shopify (letras, números e hífen).')).toBeVisible();
    await expect(canvas.getByText('Informe o token de acesso da API Admin.')).toBeVisible();
    await expect(canvas.getByText('Informe a chave da API.')).toBeVisible();
    await expect(canvas.getByText('Informe a chave secreta da API.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome da loja' }), 'loja da ana');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar e Validar Integração' }));
    await expect(canvas.getByText('Informe o nome da loja Shopify (letras, números e hífen).')).toBeVisible();
    blur();
  },
};

export const Connect: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // A pasted shop address keeps only the name.
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Nome da loja' }),
      'https://LojaDaAna.myshopify.com/',
    );
    await userEvent.type(canvas.getByLabelText('Token de acesso da Admin API'), 'shpat_0123456789abcdef');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Chave da API' }), 'chave-publica');
    await userEvent.type(canvas.getByLabelText('Chave secreta da API'), 'segredo-123');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Importar cupons da Shopify' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar e Validar Integração' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      shopName: 'lojadaana',
      adminApiToken: 'shpat_0123456789abcdef',
      apiKey: 'chave-publica',
      apiSecret: 'segredo-123',
      skipCart: false,
      importCoupons: true,
    } satisfies ShopifyValues);
  },
};

export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Salvar e Validar Integração' })).toHaveAttribute(
      'data-pending',
      'true',
    );
  },
};

export const ServerError: Story = {
  args: {
    saveError: 'A Shopify recusou as credenciais: confira o token de acesso e a loja.',
    validationErrors: { shopName: 'Loja não encontrada na Shopify.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erro na Integração');
    await expect(canvas.getByRole('alert')).toHaveTextContent('A Shopify recusou as credenciais');
    await expect(canvas.getByText('Loja não encontrada na Shopify.')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { loadError: 'Acesso não autorizado para buscar a integração desta loja.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Acesso não autorizado para buscar a integração desta loja.'),
    ).toBeVisible();
    await expect(canvas.queryByText('Não Conectado')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetryLoad).toHaveBeenCalledOnce();
    blur();
  },
};

export const Connected: Story = {
  args: { integration: shopifyConnected, products: syncedProducts },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Conectado')).toBeVisible();
    const shop = canvas.getByRole('textbox', { name: 'Nome da loja' });
    await expect(shop).toHaveValue('lojadaana');
    await expect(shop).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: 'Token de acesso da Admin API' })).toHaveValue(
      '••••a9c2',
    );
    await expect(canvas.getByRole('textbox', { name: 'Chave secreta da API' })).toHaveValue('••••4e1b');
    await expect(canvas.getByRole('checkbox', { name: 'Pular Carrinho' })).toBeChecked();
    await expect(canvas.queryByRole('button', { name: 'Salvar e Validar Integração' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Instalar Checkout no Tema' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Instalar Checkout no Tema' }));
    await expect(args.onInstallCheckout).toHaveBeenCalledOnce();
    const rows = within(canvas.getByRole('list', { name: 'Produtos sincronizados' })).getAllByRole(
      'listitem',
    );
    await expect(rows).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar Link de Bolsa de Couro Caramelo' }));
    await expect(args.onCopyLink).toHaveBeenCalledWith(
      'https://pagora.app/c/12/bolsa-de-couro-caramelo',
      syncedProducts[1],
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Sincronizar produtos' }));
    await expect(args.onSync).toHaveBeenCalledOnce();
    blur();
  },
};

export const Editing: Story = {
  args: { integration: shopifyConnected, products: syncedProducts },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar Dados' }));
    const shop = canvas.getByRole('textbox', { name: 'Nome da loja' });
    await expect(shop).not.toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('Token de acesso da Admin API')).toHaveValue('');
    await expect(canvas.getByText('Deixe em branco para manter o token salvo (••••a9c2).')).toBeVisible();
    await expect(
      canvas.getByText('Deixe em branco para manter a chave secreta salva (••••4e1b).'),
    ).toBeVisible();
    // Shop name and API key stay required; the secrets may stay empty.
    await userEvent.clear(shop);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar e Validar Integração' }));
    await expect(canvas.getByText('Informe o nome da loja Shopify (letras, números e hífen).')).toBeVisible();
    await expect(canvas.queryByText('Informe o token de acesso da API Admin.')).toBeNull();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(shop, 'lojadaana-outlet');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Importar cupons da Shopify' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar e Validar Integração' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      shopName: 'lojadaana-outlet',
      adminApiToken: '',
      apiKey: shopifyConnected.api_key,
      apiSecret: '',
      skipCart: true,
      importCoupons: true,
    });
    blur();
  },
};

export const CancelEditing: Story = {
  args: { integration: shopifyConnected },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar Dados' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome da loja' }), '-x');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(canvas.getByRole('textbox', { name: 'Nome da loja' })).toHaveValue('lojadaana');
    await expect(canvas.getByRole('button', { name: 'Editar Dados' })).toBeVisible();
  },
};

/** The app saves: pending, then connected and read-only again with the new hints. */
export const SaveFlow: Story = {
  parameters: { visual: { disable: true } },
  render: function SaveFlowStory(args) {
    const [integration, setIntegration] = useState<ShopifyIntegration | null>(null);
    const [isSaving, setSaving] = useState(false);
    return (
      <ShopifyPanel
        {...args}
        integration={integration}
        isSaving={isSaving}
        onSave={(values) => {
          args.onSave(values);
          setSaving(true);
          setTimeout(() => {
            setIntegration({
              ...shopifyConnected,
              shop_name: values.shopName,
              api_key: values.apiKey,
              admin_api_token: `••••${values.adminApiToken.slice(-4)}`,
            });
            setSaving(false);
          }, 50);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome da loja' }), 'minhaloja');
    await userEvent.type(canvas.getByLabelText('Token de acesso da Admin API'), 'shpat_xyz9876');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Chave da API' }), 'k1');
    await userEvent.type(canvas.getByLabelText('Chave secreta da API'), 's1');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar e Validar Integração' }));
    await waitFor(() => expect(canvas.getByText('Conectado')).toBeVisible());
    await expect(canvas.getByRole('textbox', { name: 'Nome da loja' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: 'Token de acesso da Admin API' })).toHaveValue(
      '••••9876',
    );
    await expect(canvas.getByRole('button', { name: 'Editar Dados' })).toBeVisible();
  },
};

export const Disconnect: Story = {
  args: { integration: shopifyConnected },
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Desconectar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Desconectar a Shopify?' });
    await expect(dialog).toHaveTextContent(
      'As credenciais da loja lojadaana.myshopify.com serão apagadas do Pagora.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim, desconectar' }));
    await expect(args.onDisconnect).toHaveBeenCalledOnce();
  },
};

export const Installing: Story = {
  args: { integration: shopifyConnected, isInstalling: true, products: syncedProducts },
  play: async ({ canvasElement }) => {
    const install = within(canvasElement).getByRole('button', { name: 'Instalar Checkout no Tema' });
    await expect(install).toBeDisabled();
    await expect(install).toHaveAttribute('data-pending', 'true');
  },
};

export const InstallError: Story = {
  args: {
    integration: shopifyConnected,
    products: syncedProducts,
    checkoutError: 'O app não tem permissão para alterar temas (write_themes).',
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Erro na Instalação');
    await expect(alert).toHaveTextContent('O app não tem permissão para alterar temas (write_themes).');
  },
};

export const CheckoutInstalled: Story = {
  args: { integration: shopifyConnected, checkoutInstalled: true, products: syncedProducts },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Checkout instalado')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Instalar Checkout no Tema' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Remover do tema' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remover o checkout do tema?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onRemoveCheckout).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remover do tema' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sim, remover' }),
    );
    await expect(args.onRemoveCheckout).toHaveBeenCalledOnce();
    blur();
  },
};

export const SyncRunning: Story = {
  args: { integration: shopifyConnected, sync: syncRunning, products: syncedProducts },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sincronizando… 50 de 120 produtos')).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: 'Sincronização de produtos' });
    await expect(bar).toHaveAttribute('aria-valuenow', '50');
    await expect(bar).toHaveAttribute('aria-valuemax', '120');
    await expect(bar).toHaveAttribute('aria-valuetext', 'Sincronizando… 50 de 120 produtos');
    await expect(canvas.getByRole('button', { name: 'Sincronizar produtos' })).toBeDisabled();
  },
};

export const SyncStarting: Story = {
  args: { integration: shopifyConnected, sync: syncStarting },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sincronizando… 0 produtos')).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: 'Sincronização de produtos' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

export const SyncDone: Story = {
  args: { integration: shopifyConnected, sync: syncDone, products: syncedProducts },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sincronização Concluída!')).toBeVisible();
    await expect(canvas.getByText('98 criados, 22 atualizados. 120 produtos sincronizados.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sincronizar produtos' })).toBeEnabled();
  },
};

export const SyncFailed: Story = {
  args: { integration: shopifyConnected, sync: syncFailed, products: syncedProducts },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Erro na Sincronização');
    await expect(alert).toHaveTextContent('A Shopify recusou o token de acesso.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onSync).toHaveBeenCalledOnce();
    blur();
  },
};

export const ProductsLoading: Story = {
  args: { integration: shopifyConnected, isLoadingProducts: true },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Carregando produtos sincronizados…' }),
    ).toBeVisible();
  },
};

export const ProductsEmpty: Story = {
  args: { integration: shopifyConnected },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhum produto sincronizado ainda.')).toBeVisible();
    await expect(
      canvas.getByText('Clique em Sincronizar produtos para importar os produtos da sua loja Shopify.'),
    ).toBeVisible();
  },
};

export const ProductsError: Story = {
  args: { integration: shopifyConnected, productsError: 'Falha ao buscar produtos.' },
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Erro ao buscar produtos')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetryProducts).toHaveBeenCalledOnce();
  },
};
