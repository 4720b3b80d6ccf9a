import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  checklist,
  cnameTarget,
  deliveryLog,
  domains,
  erpWebhook,
  plansOnGratis,
  revealedSecret,
  timeZone,
  webhooks,
} from './SettingsScreen.fixtures.ts';
import { SettingsScreen } from './SettingsScreen.tsx';

const meta = {
  title: 'Screens/SettingsScreen',
  component: SettingsScreen,
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
    onTabChange: fn(),
    domains: {
      domains,
      cnameTarget,
      timeZone,
      onAdd: fn(),
      onVerify: fn(),
      onRemove: fn(),
      onCopy: fn(),
      onRetry: fn(),
    },
    plans: {
      state: { status: 'ready', data: plansOnGratis },
      onSelectPlan: fn(() => Promise.resolve()),
      onRetry: fn(),
    },
    webhooks: {
      webhooks,
      timeZone,
      onRetry: fn(),
      onCreate: fn(() => Promise.resolve()),
      onUpdate: fn(() => Promise.resolve()),
      onDelete: fn(),
      onTest: fn(),
      onRotateSecret: fn(),
      onOpenDeliveries: fn(),
      onEnable: fn(),
      deliveries: null,
      onCloseDeliveries: fn(),
      onRetryDeliveries: fn(),
      onResend: fn(),
      onResendFailed: fn(),
      revealedSecret: null,
      onDismissSecret: fn(),
      onCopy: fn(),
    },
    checklist: { items: checklist, onRetry: fn() },
  },
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Domains: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Configurações Gerais' })).toBeVisible();
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Domínios',
      'Planos',
      'Webhooks',
      'Checklist',
    ]);
    await expect(canvas.getByRole('tab', { name: 'Domínios' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('checkout.lojadamaria.com.br')).toBeVisible();
  },
};

export const DomainsEmpty: Story = {
  args: { domains: { ...meta.args.domains, domains: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum domínio cadastrado para esta loja.')).toBeVisible();
  },
};

export const DomainsLoading: Story = {
  args: { domains: { ...meta.args.domains, domains: [], isLoading: true, cnameTarget: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Carregando domínios…' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copiar valor do registro' })).toBeDisabled();
  },
};

export const Plans: Story = {
  args: { defaultTab: 'planos' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Planos' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: 'Plano Atual' })).toBeDisabled();
    await expect(canvas.getAllByRole('button', { name: /^Selecionar / })).toHaveLength(3);
  },
};

export const Webhooks: Story = {
  args: { defaultTab: 'webhooks' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Novo webhook' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Webhooks Ativos' })).toBeVisible();
  },
};

export const WebhooksEmpty: Story = {
  args: { defaultTab: 'webhooks', webhooks: { ...meta.args.webhooks, webhooks: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum webhook cadastrado.')).toBeVisible();
  },
};

/** Editar loads the webhook into the form; saving calls onUpdate and returns to a new webhook. */
export const WebhookEdit: Story = {
  parameters: { visual: { disable: true } },
  args: { defaultTab: 'webhooks' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const erp = within(canvas.getByRole('article', { name: erpWebhook.name }));
    await userEvent.click(erp.getByRole('button', { name: 'Editar' }));
    await expect(canvas.getByRole('heading', { name: 'Editar webhook' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveValue(erpWebhook.name);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Nome' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome' }), 'ERP novo');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Alterações' }));
    await expect(args.webhooks.onUpdate).toHaveBeenCalledWith(erpWebhook, {
      name: 'ERP novo',
      url: erpWebhook.url,
      events: ['order.created', 'order.approved', 'order.refused'],
    });
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Novo webhook' })).toBeVisible());
  },
};

export const WebhookDeliveries: Story = {
  args: { defaultTab: 'webhooks', webhooks: { ...meta.args.webhooks, deliveries: deliveryLog } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Entregas de ERP da loja' });
    await expect(within(dialog).getAllByRole('button', { name: 'Reenviar' })).toHaveLength(4);
    // The drawer may still be sliding in: wait for it rather than check once.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Reenviar todas as falhas' })).toBeVisible(),
    );
  },
};

export const WebhookSecret: Story = {
  args: { defaultTab: 'webhooks', webhooks: { ...meta.args.webhooks, revealedSecret } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Guarde este segredo' });
    await waitFor(() => expect(within(dialog).getByText(revealedSecret.secret)).toBeVisible());
  },
};

export const Checklist: Story = {
  args: { defaultTab: 'checklist' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Progresso da configuração' }),
    ).toHaveAttribute('aria-valuetext', '3 de 5 concluídos (60%)');
  },
};

export const ChecklistLoading: Story = {
  args: { defaultTab: 'checklist', checklist: { items: [], isLoading: true } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Carregando checklist…' }),
    ).toBeVisible();
  },
};

export const ChecklistError: Story = {
  args: {
    defaultTab: 'checklist',
    checklist: { items: [], error: 'Falha ao carregar o checklist.', onRetry: fn() },
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.checklist.onRetry).toHaveBeenCalledOnce();
  },
};

export const Tabs: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Webhooks' }));
    await expect(args.onTabChange).toHaveBeenLastCalledWith('webhooks');
    await expect(canvas.getByRole('heading', { name: 'Webhooks Ativos' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Checklist' }));
    await expect(args.onTabChange).toHaveBeenLastCalledWith('checklist');
  },
};

export const ControlledTab: Story = {
  parameters: { visual: { disable: true } },
  args: { selectedTab: 'planos' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Checklist' }));
    await expect(args.onTabChange).toHaveBeenLastCalledWith('checklist');
    // Controlled: the tab stays until the caller changes selectedTab.
    await expect(canvas.getByRole('tab', { name: 'Planos' })).toHaveAttribute('aria-selected', 'true');
  },
};
