import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { disabledWebhook, erpWebhook, newWebhook, timeZone, webhooks } from './SettingsScreen.fixtures.ts';
import { WebhookList } from './WebhookList.tsx';

const meta = {
  title: 'Screens/Settings/WebhookList',
  component: WebhookList,
  args: {
    webhooks,
    timeZone,
    onRetry: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onTest: fn(),
    onRotateSecret: fn(),
    onOpenDeliveries: fn(),
    onEnable: fn(),
  },
} satisfies Meta<typeof WebhookList>;

export default meta;
type Story = StoryObj<typeof meta>;

const never = () => new Promise<never>(() => {});
const row = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('article', { name }));

export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Webhooks Ativos' })).toBeVisible();
    const erp = row(canvasElement, erpWebhook.name);
    await expect(erp.getByText(erpWebhook.url)).toBeVisible();
    await expect(erp.getByText('Ativo')).toBeVisible();
    await expect(erp.getByText('Pedido criado')).toBeVisible();
    await expect(erp.getByText('Pedido aprovado')).toBeVisible();
    await expect(erp.getByText('Entregue')).toBeVisible();
    await expect(erp.getByText('HTTP 200 · 24/11/2025 15:03')).toBeVisible();
    await expect(erp.queryByRole('button', { name: 'Reativar' })).toBeNull();
    const off = row(canvasElement, disabledWebhook.name);
    await expect(off.getByText('Desativado')).toBeVisible();
    await expect(off.getByText(disabledWebhook.disabled_reason as string)).toBeVisible();
    // Disabling loses nothing: the notice says the events wait for the reactivation.
    await expect(
      off.getByText(
        'Os eventos da loja continuam sendo registrados e serão enviados quando você reativar o webhook (guardamos até 30 dias).',
      ),
    ).toBeVisible();
    await expect(erp.queryByText(/continuam sendo registrados/)).toBeNull();
    await expect(off.getByText('Falhou')).toBeVisible();
    await userEvent.click(off.getByRole('button', { name: 'Reativar' }));
    await expect(args.onEnable).toHaveBeenCalledWith(disabledWebhook);
    await expect(row(canvasElement, newWebhook.name).getByText('Nenhuma entrega ainda')).toBeVisible();
    await userEvent.click(erp.getByRole('button', { name: 'Editar' }));
    await expect(args.onEdit).toHaveBeenCalledWith(erpWebhook);
    await userEvent.click(erp.getByRole('button', { name: 'Ver entregas' }));
    await expect(args.onOpenDeliveries).toHaveBeenCalledWith(erpWebhook);
    await userEvent.click(erp.getByRole('button', { name: 'Testar' }));
    await expect(args.onTest).toHaveBeenCalledWith(erpWebhook);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Editing: Story = {
  args: { editingId: erpWebhook.id },
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, erpWebhook.name).getByText('Em edição')).toBeVisible();
  },
};

export const Testing: Story = {
  args: { onTest: fn(never), onEnable: fn(never) },
  play: async ({ args, canvasElement }) => {
    const erp = row(canvasElement, erpWebhook.name);
    await userEvent.click(erp.getByRole('button', { name: 'Testar' }));
    await expect(erp.getByRole('button', { name: 'Testar' })).toHaveAttribute('data-pending', 'true');
    await userEvent.click(erp.getByRole('button', { name: 'Testar' }));
    await expect(args.onTest).toHaveBeenCalledOnce();
    const off = row(canvasElement, disabledWebhook.name);
    await userEvent.click(off.getByRole('button', { name: 'Reativar' }));
    await expect(off.getByRole('button', { name: 'Reativar' })).toHaveAttribute('data-pending', 'true');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const DeleteConfirmation: Story = {
  args: { onDelete: fn(never) },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(row(canvasElement, newWebhook.name).getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Você tem certeza?' });
    await expect(dialog).toHaveTextContent(
      `Esta ação não pode ser desfeita. Isso excluirá permanentemente o webhook "${newWebhook.name}". Ele deixará de receber os eventos da loja.`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim, excluir' }));
    await expect(args.onDelete).toHaveBeenCalledWith(newWebhook);
    await expect(within(dialog).getByRole('button', { name: 'Sim, excluir' })).toHaveAttribute(
      'data-pending',
      'true',
    );
  },
};

export const RotateSecretConfirmation: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      row(canvasElement, erpWebhook.name).getByRole('button', { name: 'Gerar novo segredo' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Gerar novo segredo?' });
    await expect(dialog).toHaveTextContent(`As próximas entregas de ${erpWebhook.name}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onRotateSecret).not.toHaveBeenCalled();
    await userEvent.click(
      row(canvasElement, erpWebhook.name).getByRole('button', { name: 'Gerar novo segredo' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Sim, gerar novo' }));
    await expect(args.onRotateSecret).toHaveBeenCalledWith(erpWebhook);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const Loading: Story = {
  args: { webhooks: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Carregando webhooks…' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { webhooks: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum webhook cadastrado.')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { webhooks: [], error: 'Falha ao buscar webhooks.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Erro ao buscar webhooks')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
