import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { syncDone, syncFailed, syncRunning, wooConnected } from './AppsScreen.fixtures.ts';
import { WooCommercePanel } from './WooCommercePanel.tsx';

const meta = {
  title: 'Screens/AppsScreen/WooCommercePanel',
  component: WooCommercePanel,
  args: {
    integration: null,
    onSave: fn(),
    onDelete: fn(),
    onSync: fn(),
    onRetryLoad: fn(),
    onDownloadPlugin: fn(),
  },
} satisfies Meta<typeof WooCommercePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const blur = () => (document.activeElement as HTMLElement | null)?.blur();

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Carregando…' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'URL da loja' })).toBeDisabled();
  },
};

export const NotConnected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Não Conectado')).toBeVisible();
    await expect(canvas.getByLabelText('Consumer secret')).toHaveAttribute('type', 'password');
    const skip = canvas.getByRole('radiogroup', { name: 'Pular carrinho?' });
    await expect(within(skip).getByRole('radio', { name: 'Não' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Sincronizar produtos' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Excluir' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Baixar plugin' })).toBeDisabled();
    await expect(canvas.getByText('Conecte a loja para baixar o plugin.')).toBeVisible();
  },
};

export const RequiredFields: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Integração' }));
    await expect(
      canvas.getByText('Informe o endereço da loja, por exemplo https://minhaloja.com.br.'),
    ).toBeVisible();
    await expect(canvas.getByText('Informe a chave do consumidor (consumer key).')).toBeVisible();
    await expect(canvas.getByText('Informe o segredo do consumidor (consumer secret).')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'URL da loja' }), 'lojadaana');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Integração' }));
    await expect(
      canvas.getByText('Informe o endereço da loja, por exemplo https://minhaloja.com.br.'),
    ).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    blur();
  },
};

export const Connect: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'URL da loja' }), 'https://lojadaana.com.br/');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Consumer key' }), 'ck_123');
    await userEvent.type(canvas.getByLabelText('Consumer secret'), 'cs_456');
    await userEvent.click(canvas.getByRole('radio', { name: 'Sim' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Integração' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      storeUrl: 'https://lojadaana.com.br',
      consumerKey: 'ck_123',
      consumerSecret: 'cs_456',
      skipCart: true,
    });
  },
};

export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Salvar Integração' })).toHaveAttribute(
      'data-pending',
      'true',
    );
  },
};

export const ServerError: Story = {
  args: {
    saveError: 'O WooCommerce recusou as chaves da API.',
    validationErrors: { consumerKey: 'Chave sem permissão de leitura.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('O WooCommerce recusou as chaves da API.');
    await expect(canvas.getByText('Chave sem permissão de leitura.')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { loadError: 'Falha ao buscar a integração.' },
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetryLoad).toHaveBeenCalledOnce();
  },
};

export const Connected: Story = {
  args: { integration: wooConnected },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Conectado')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'URL da loja' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: 'Consumer secret' })).toHaveValue('••••7d1e');
    await expect(canvas.getByRole('radio', { name: 'Sim' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Sincronizar produtos' }));
    await expect(args.onSync).toHaveBeenCalledOnce();
    blur();
  },
};

export const DownloadPlugin: Story = {
  args: { integration: wooConnected },
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const steps = within(canvas.getByRole('list'));
    await expect(steps.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText(/e com Pular carrinho ligado/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Baixar plugin' }));
    await expect(args.onDownloadPlugin).toHaveBeenCalledOnce();
  },
};

export const Editing: Story = {
  args: { integration: wooConnected },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar' }));
    await expect(
      canvas.getByText('Deixe em branco para manter o consumer secret salvo (••••7d1e).'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Não' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Integração' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      storeUrl: wooConnected.store_url,
      consumerKey: wooConnected.consumer_key,
      consumerSecret: '',
      skipCart: false,
    });
    blur();
  },
};

export const Delete: Story = {
  args: { integration: wooConnected },
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Você tem certeza?' });
    await expect(dialog).toHaveTextContent(
      'Esta ação não pode ser desfeita. Isso excluirá permanentemente a integração com o WooCommerce.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim, excluir' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

export const Deleting: Story = {
  args: { integration: wooConnected, isDeleting: true },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Sim, excluir' })).toHaveAttribute(
      'data-pending',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: 'Não' })).toBeDisabled();
  },
};

export const SyncRunning: Story = {
  args: { integration: wooConnected, sync: { ...syncRunning, processed: 12, total: 40 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sincronizando… 12 de 40 produtos')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sincronizar produtos' })).toBeDisabled();
  },
};

export const SyncDone: Story = {
  args: { integration: wooConnected, sync: { ...syncDone, created: 1, updated: 0, message: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 criado, 0 atualizados.')).toBeVisible();
  },
};

export const SyncFailed: Story = {
  args: { integration: wooConnected, sync: { ...syncFailed, error: 'A loja não respondeu a tempo.' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('A loja não respondeu a tempo.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onSync).toHaveBeenCalledOnce();
    blur();
  },
};
