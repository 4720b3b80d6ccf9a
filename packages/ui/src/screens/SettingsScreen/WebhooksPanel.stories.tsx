import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  deliveries,
  deliveryLog,
  disabledWebhook,
  erpWebhook,
  newWebhook,
  revealedSecret,
  timeZone,
  webhooks,
} from './SettingsScreen.fixtures.ts';
import type { WebhookValues } from './settings.ts';
import { WebhooksPanel, type WebhooksPanelProps } from './WebhooksPanel.tsx';

const meta = {
  title: 'Screens/Settings/WebhooksPanel',
  component: WebhooksPanel,
  args: {
    webhooks,
    timeZone,
    onRetry: fn(),
    onDelete: fn(),
    onTest: fn(),
    onRotateSecret: fn(),
    onOpenDeliveries: fn(),
    onEnable: fn(),
    onCreate: fn(() => Promise.resolve()),
    onUpdate: fn(() => Promise.resolve()),
    deliveries: null,
    onCloseDeliveries: fn(),
    onRetryDeliveries: fn(),
    onResend: fn(),
    onResendFailed: fn(),
    onDeliveriesPageChange: fn(),
    revealedSecret: null,
    onDismissSecret: fn(),
    onCopy: fn(),
  },
} satisfies Meta<typeof WebhooksPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const never = () => new Promise<never>(() => {});
/** Leaves no hover or focus ring on the last button pressed, for a stable screenshot. */
const settle = async () => {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return;
  await userEvent.unhover(active);
  active.blur();
};
const row = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('article', { name }));

export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Novo webhook' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Criar Webhook' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancelar Edição' })).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Webhooks Ativos' })).toBeVisible();
    const erp = row(canvasElement, erpWebhook.name);
    await expect(erp.getByText(erpWebhook.url)).toBeVisible();
    await expect(erp.getByText('Ativo')).toBeVisible();
    await expect(erp.getByText('Entregue')).toBeVisible();
    await expect(erp.getByText('HTTP 200 · 24/11/2025 15:03')).toBeVisible();
    await expect(erp.queryByText('Em edição')).toBeNull();
    const off = row(canvasElement, disabledWebhook.name);
    await expect(off.getByText('Desativado')).toBeVisible();
    await expect(off.getByText(disabledWebhook.disabled_reason as string)).toBeVisible();
    await expect(row(canvasElement, newWebhook.name).getByText('Nenhuma entrega ainda')).toBeVisible();
    // The list's actions reach the caller.
    await userEvent.click(erp.getByRole('button', { name: 'Ver entregas' }));
    await expect(args.onOpenDeliveries).toHaveBeenCalledWith(erpWebhook);
    await userEvent.click(erp.getByRole('button', { name: 'Testar' }));
    await expect(args.onTest).toHaveBeenCalledWith(erpWebhook);
    await userEvent.click(off.getByRole('button', { name: 'Reativar' }));
    await expect(args.onEnable).toHaveBeenCalledWith(disabledWebhook);
    // Closed overlays: no delivery log, no secret.
    await expect(screen.queryByRole('dialog')).toBeNull();
    await settle();
  },
};

export const Loading: Story = {
  args: { webhooks: [], isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Novo webhook' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Carregando webhooks…' })).toBeVisible();
    await expect(canvas.queryByText('Nenhum webhook cadastrado.')).toBeNull();
  },
};

export const Empty: Story = {
  args: { webhooks: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Novo webhook' })).toBeVisible();
    await expect(canvas.getByText('Nenhum webhook cadastrado.')).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const LoadError: Story = {
  args: { webhooks: [], error: 'Falha ao buscar webhooks.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Erro ao buscar webhooks')).toBeVisible();
    await expect(canvas.getByText('Falha ao buscar webhooks.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await settle();
  },
};

/** 'Criar Webhook': the form's values go to `onCreate`; on success the form empties. */
export const CreateWebhook: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome' }), '  Planilha de vendas ');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'URL' }),
      'https://script.google.com/macros/s/vendas/exec',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Pedido aprovado' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Pedido criado' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Criar Webhook' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
    await expect(args.onCreate).toHaveBeenCalledWith({
      name: 'Planilha de vendas',
      url: 'https://script.google.com/macros/s/vendas/exec',
      events: ['order.created', 'order.approved'],
    } satisfies WebhookValues);
    await expect(args.onUpdate).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveValue(''));
    await expect(canvas.getByRole('textbox', { name: 'URL' })).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: 'Pedido aprovado' })).not.toBeChecked();
    await expect(canvas.getByRole('heading', { name: 'Novo webhook' })).toBeVisible();
  },
};

/** The create is in flight: 'Criar Webhook' pending. */
export const Creating: Story = {
  args: { onCreate: fn(never) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome' }), 'ERP');
    await userEvent.type(canvas.getByRole('textbox', { name: 'URL' }), 'https://erp.lojadamaria.com.br/v2');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Pedido recusado' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Criar Webhook' }));
    await expect(args.onCreate).toHaveBeenCalledWith({
      name: 'ERP',
      url: 'https://erp.lojadamaria.com.br/v2',
      events: ['order.refused'],
    } satisfies WebhookValues);
    await expect(canvas.getByRole('button', { name: 'Criar Webhook' })).toHaveAttribute(
      'data-pending',
      'true',
    );
    await settle();
  },
};

/** A required-field check stops the create before it reaches the caller. */
export const CreateRequiredFields: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Criar Webhook' }));
    await expect(canvas.getByText('Informe um nome para o webhook.')).toBeVisible();
    await expect(canvas.getByText('Informe uma URL válida (http:// ou https://).')).toBeVisible();
    await expect(canvas.getByText('Selecione pelo menos um evento.')).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** The server refused the new webhook's URL: the error shows on the create form, not on an edit. */
export const CreateServerError: Story = {
  args: {
    formErrors: { url: 'Este endereço não é permitido: aponta para uma rede privada ou local.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = 'Este endereço não é permitido: aponta para uma rede privada ou local.';
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'URL' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const CreateServerErrorNotOnEdit: Story = {
  parameters: { visual: { disable: true } },
  args: {
    formErrors: { url: 'Este endereço não é permitido: aponta para uma rede privada ou local.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(row(canvasElement, erpWebhook.name).getByRole('button', { name: 'Editar' }));
    await expect(canvas.getByRole('heading', { name: 'Editar webhook' })).toBeVisible();
    await expect(
      canvas.queryByText('Este endereço não é permitido: aponta para uma rede privada ou local.'),
    ).toBeNull();
  },
};

/** 'Editar' on a row loads it into the form and marks it 'Em edição'. */
export const EditMode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(row(canvasElement, erpWebhook.name).getByRole('button', { name: 'Editar' }));
    await expect(canvas.getByRole('heading', { name: 'Editar webhook' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveValue(erpWebhook.name);
    await expect(canvas.getByRole('textbox', { name: 'URL' })).toHaveValue(erpWebhook.url);
    await expect(canvas.getByRole('checkbox', { name: 'Pedido criado' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Pedido aprovado' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Pedido recusado' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Pedido atualizado' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Salvar Alterações' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancelar Edição' })).toBeVisible();
    await expect(row(canvasElement, erpWebhook.name).getByText('Em edição')).toBeVisible();
    await expect(row(canvasElement, newWebhook.name).queryByText('Em edição')).toBeNull();
    window.scrollTo({ top: 0, behavior: 'auto' });
    await settle();
  },
};

/** 'Salvar Alterações' sends the webhook and the new values to `onUpdate`, then back to a new webhook. */
export const UpdateWebhook: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(row(canvasElement, erpWebhook.name).getByRole('button', { name: 'Editar' }));
    const name = canvas.getByRole('textbox', { name: 'Nome' });
    await userEvent.clear(name);
    await userEvent.type(name, 'ERP principal');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Pedido recusado' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Status alterado' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Alterações' }));
    await expect(args.onUpdate).toHaveBeenCalledOnce();
    await expect(args.onUpdate).toHaveBeenCalledWith(erpWebhook, {
      name: 'ERP principal',
      url: erpWebhook.url,
      events: ['order.created', 'order.status_changed', 'order.approved'],
    } satisfies WebhookValues);
    await expect(args.onCreate).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Novo webhook' })).toBeVisible());
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveValue('');
    await expect(row(canvasElement, erpWebhook.name).queryByText('Em edição')).toBeNull();
  },
};

/** 'Cancelar Edição' goes back to a new webhook without saving. */
export const CancelEdit: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(row(canvasElement, newWebhook.name).getByRole('button', { name: 'Editar' }));
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveValue(newWebhook.name);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar Edição' }));
    await expect(canvas.getByRole('heading', { name: 'Novo webhook' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveValue('');
    await expect(row(canvasElement, newWebhook.name).queryByText('Em edição')).toBeNull();
    await expect(args.onUpdate).not.toHaveBeenCalled();
  },
};

/** The webhook being edited is deleted: it leaves the list and the form goes back to a new webhook. */
export const EditedWebhookDeleted: Story = {
  parameters: { visual: { disable: true } },
  render: function Render(args: WebhooksPanelProps) {
    const [list, setList] = useState(args.webhooks);
    return (
      <WebhooksPanel
        {...args}
        webhooks={list}
        onDelete={(webhook) => {
          args.onDelete(webhook);
          setList((rows) => rows.filter((other) => other.id !== webhook.id));
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(row(canvasElement, erpWebhook.name).getByRole('button', { name: 'Editar' }));
    await expect(canvas.getByRole('heading', { name: 'Editar webhook' })).toBeVisible();
    await userEvent.click(row(canvasElement, erpWebhook.name).getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Você tem certeza?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim, excluir' }));
    await expect(args.onDelete).toHaveBeenCalledWith(erpWebhook);
    await waitFor(() => expect(canvas.queryByRole('article', { name: erpWebhook.name })).toBeNull());
    await expect(canvas.getByRole('heading', { name: 'Novo webhook' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveValue('');
  },
};

/** 'Ver entregas' was answered: the delivery log of the webhook is open. */
export const DeliveryLogOpen: Story = {
  args: { deliveries: deliveryLog },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Entregas de ERP da loja' });
    const rows = within(within(dialog).getByRole('list', { name: 'Entregas' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    await expect(within(rows[0] as HTMLElement).getByText('Pedido aprovado')).toBeVisible();
    await expect(within(rows[0] as HTMLElement).getByText('Entregue')).toBeVisible();
    await expect(within(rows[0] as HTMLElement).getByText('24/11/2025 15:03')).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getByText('Tentando novamente')).toBeVisible();
    await expect(
      within(rows[1] as HTMLElement).getByText('Próxima tentativa em 24/11/2025 15:09'),
    ).toBeVisible();
    await expect(within(rows[2] as HTMLElement).getByText('Falhou')).toBeVisible();
    await expect(within(rows[3] as HTMLElement).getByText('Pendente')).toBeVisible();
    await userEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Reenviar' }));
    await expect(args.onResend).toHaveBeenCalledWith(deliveries[1]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reenviar todas as falhas' }));
    await expect(args.onResendFailed).toHaveBeenCalledOnce();
    await settle();
  },
};

export const DeliveryLogClose: Story = {
  parameters: { visual: { disable: true } },
  args: { deliveries: { ...deliveryLog, page: 1, pageCount: 2 } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Entregas de ERP da loja' });
    await expect(within(dialog).getByText('Página 1 de 2')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: /Próxima/ }));
    await expect(args.onDeliveriesPageChange).toHaveBeenCalledWith(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await expect(args.onCloseDeliveries).toHaveBeenCalledOnce();
  },
};

export const DeliveryLogError: Story = {
  parameters: { visual: { disable: true } },
  args: { deliveries: { ...deliveryLog, deliveries: [], error: 'Falha ao buscar entregas.' } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Entregas de ERP da loja' });
    await expect(within(dialog).getByText('Erro ao buscar entregas')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetryDeliveries).toHaveBeenCalledOnce();
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** A create or rotate returned the signing secret: shown once in a dialog. */
export const SecretRevealed: Story = {
  args: { revealedSecret },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Guarde este segredo' });
    const inside = within(dialog);
    await expect(inside.getByText('Segredo de assinatura do webhook ERP da loja.')).toBeVisible();
    await expect(inside.getByText(revealedSecret.secret)).toBeVisible();
    await expect(
      inside.getByText('Este segredo não será mostrado novamente. Se perdê-lo, gere um novo segredo.'),
    ).toBeVisible();
    await userEvent.click(inside.getByRole('button', { name: 'Copiar segredo' }));
    await expect(args.onCopy).toHaveBeenCalledWith(revealedSecret.secret);
    await expect(args.onDismissSecret).not.toHaveBeenCalled();
    await settle();
  },
};

export const DismissSecret: Story = {
  parameters: { visual: { disable: true } },
  args: { revealedSecret },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Guarde este segredo' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Já guardei o segredo' }));
    await expect(args.onDismissSecret).toHaveBeenCalledOnce();
    await expect(args.onCopy).not.toHaveBeenCalled();
  },
};
