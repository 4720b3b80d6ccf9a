import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { neorastroConfigured, reportanaConfigured, utmifyConfigured } from './AppsScreen.fixtures.ts';
import { TrackingPanel } from './TrackingPanel.tsx';

const meta = {
  title: 'Screens/AppsScreen/TrackingPanel',
  component: TrackingPanel,
  args: { service: 'utmify', integration: null, onSave: fn(), onDelete: fn(), onRetryLoad: fn() },
} satisfies Meta<typeof TrackingPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const blur = () => (document.activeElement as HTMLElement | null)?.blur();

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Carregando…' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'URL do webhook' })).toBeDisabled();
  },
};

export const UtmifyNotConfigured: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Integração com o Utmify' })).toBeVisible();
    await expect(canvas.getByText('Não configurado')).toBeVisible();
    await expect(
      canvas.getByText(/Os pedidos da loja são enviados ao Utmify para rastrear suas vendas/),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Integração' }));
    await expect(canvas.getByText('Informe uma URL válida (http:// ou https://).')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'URL do webhook' }), 'utmify');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Integração' }));
    await expect(canvas.getByText('Informe uma URL válida (http:// ou https://).')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    blur();
  },
};

export const NeoRastroSave: Story = {
  args: { service: 'neorastro' },
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Integração com o NeoRastro' })).toBeVisible();
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'URL do webhook' }),
      ' https://hooks.neorastro.com.br/v1/pedidos/4b7e2a ',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Integração' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      webhookUrl: 'https://hooks.neorastro.com.br/v1/pedidos/4b7e2a',
    });
  },
};

export const NeoRastroConfigured: Story = {
  args: { service: 'neorastro', integration: neorastroConfigured },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Configurado')).toBeVisible();
    const url = canvas.getByRole('textbox', { name: 'URL do webhook' });
    await expect(url).toHaveValue('https://hooks.neorastro.com.br/v1/pedidos/4b7e2a');
    await expect(url).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Editar' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Excluir' })).toBeVisible();
  },
};

export const UtmifyEditing: Story = {
  args: { integration: utmifyConfigured },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar' }));
    const url = canvas.getByRole('textbox', { name: 'URL do webhook' });
    await userEvent.clear(url);
    await userEvent.type(url, 'https://api.utmify.com.br/webhooks/pagora/novo');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Integração' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      webhookUrl: 'https://api.utmify.com.br/webhooks/pagora/novo',
    });
    blur();
  },
};

export const ReportanaNotConfigured: Story = {
  args: { service: 'reportana' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Integração com a Reportana' })).toBeVisible();
    await expect(canvas.getByLabelText('Client Secret')).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Integração' }));
    await expect(canvas.getByText('Informe o Client ID.')).toBeVisible();
    await expect(canvas.getByText('Informe o Client Secret.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Client ID' }), 'rp_client_1');
    await userEvent.type(canvas.getByLabelText('Client Secret'), 'segredo');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Integração' }));
    await expect(args.onSave).toHaveBeenCalledWith({ clientId: 'rp_client_1', clientSecret: 'segredo' });
    blur();
  },
};

export const ReportanaConfigured: Story = {
  args: { service: 'reportana', integration: reportanaConfigured },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Client ID' })).toHaveValue('rp_client_51823');
    await expect(canvas.getByRole('textbox', { name: 'Client Secret' })).toHaveValue('••••e41b');
  },
};

export const ReportanaEditing: Story = {
  args: { service: 'reportana', integration: reportanaConfigured },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar' }));
    await expect(
      canvas.getByText('Deixe em branco para manter o Client Secret salvo (••••e41b).'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Integração' }));
    await expect(args.onSave).toHaveBeenCalledWith({ clientId: 'rp_client_51823', clientSecret: '' });
    blur();
  },
};

export const Saving: Story = {
  args: { service: 'reportana', integration: reportanaConfigured, isSaving: true },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar' }));
    await expect(canvas.getByRole('button', { name: 'Salvar Integração' })).toHaveAttribute(
      'data-pending',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: {
    service: 'utmify',
    saveError: 'Não é permitido enviar para endereços da rede interna.',
    validationErrors: { webhookUrl: 'Use uma URL pública com https://.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erro na Integração');
    await expect(canvas.getByText('Use uma URL pública com https://.')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { loadError: 'Falha ao buscar a integração.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Falha ao buscar a integração.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetryLoad).toHaveBeenCalledOnce();
    blur();
  },
};

export const Delete: Story = {
  args: { integration: utmifyConfigured },
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Você tem certeza?' });
    await expect(dialog).toHaveTextContent(
      'Esta ação não pode ser desfeita. Isso excluirá permanentemente a integração com o Utmify. Os pedidos deixam de ser enviados ao Utmify.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Não' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Excluir' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sim, excluir' }),
    );
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};
