import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '../../components/Toast/Toast.tsx';
import { GatewayForm } from './GatewayForm.tsx';
import {
  allInactive,
  mercadoPagoActive,
  mercadoPagoDeactivated,
  PAGARME_NOTIFICATION_URL,
} from './GatewaysScreen.fixtures.ts';
import type { GatewayCard, GatewayValues } from './gateways.ts';

const mercadoPagoNew = allInactive.gateways[0]!;
const pagarmeNew = allInactive.gateways[1]!;

const meta = {
  title: 'Screens/GatewaysScreen/GatewayForm',
  component: GatewayForm,
  args: { gateway: mercadoPagoNew, onSave: fn(), onDeactivate: fn(), onCopyNotificationUrl: fn() },
} satisfies Meta<typeof GatewayForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const blur = () => (document.activeElement as HTMLElement | null)?.blur();

export const RequiredFields: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ativar Integração' }));
    await expect(canvas.getByText('Informe a chave pública.')).toBeVisible();
    await expect(canvas.getByText('Informe a chave secreta.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    blur();
  },
};

export const NoPaymentMethod: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Chave pública' }), 'APP_USR-chave-publica');
    await userEvent.type(canvas.getByLabelText('Chave secreta'), 'APP_USR-token');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Cartão de crédito' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'PIX' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Ativar Integração' }));
    await expect(canvas.getByText('Escolha ao menos uma forma de pagamento.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Boleto' }));
    await expect(canvas.queryByText('Escolha ao menos uma forma de pagamento.')).toBeNull();
    blur();
  },
};

/**
 * Pagar.me has no webhook secret field: its notifications are signed by Pagar.me, and the merchant
 * registers the store's notification URL (shown, with a copy button) in Pagar.me's dashboard.
 */
export const Pagarme: Story = {
  args: { gateway: pagarmeNew },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Pagar.me' })).toBeVisible();
    await expect(canvas.getByText('Começa com pk_ (Pagar.me › Configurações › Chaves).')).toBeVisible();
    await expect(canvas.queryByLabelText('Assinatura secreta do webhook')).toBeNull();
    const webhook = within(canvas.getByRole('group', { name: 'URL de notificações (webhook)' }));
    await expect(webhook.getByText(PAGARME_NOTIFICATION_URL)).toBeVisible();
    await expect(webhook.getByText(/No painel do Pagar\.me, em Configurações › Webhooks/)).toBeVisible();
    await userEvent.click(webhook.getByRole('button', { name: 'Copiar URL' }));
    await expect(args.onCopyNotificationUrl).toHaveBeenCalledOnce();
    await expect(args.onCopyNotificationUrl).toHaveBeenCalledWith(PAGARME_NOTIFICATION_URL);
    // Copying is not saving.
    await expect(args.onSave).not.toHaveBeenCalled();
    blur();
  },
};

/** An activation as the web app runs it: pending while the gateway checks, then 'Gateway ativado'. */
export const Activate: Story = {
  parameters: { visual: { disable: true } },
  render: function Render(args) {
    const [gateway, setGateway] = useState<GatewayCard>(args.gateway);
    const [saving, setSaving] = useState(false);
    return (
      <GatewayForm
        {...args}
        gateway={gateway}
        isSaving={saving}
        onSave={(values) => {
          args.onSave(values);
          setSaving(true);
          setTimeout(() => {
            setSaving(false);
            setGateway(mercadoPagoActive);
            toast.success({ title: 'Gateway ativado' });
          }, 0);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Chave pública' }), ' APP_USR-chave-publica ');
    await userEvent.type(canvas.getByLabelText('Chave secreta'), 'APP_USR-token-secreto');
    await userEvent.type(canvas.getByLabelText('Assinatura secreta do webhook'), 'assinatura');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Boleto' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Ativar Integração' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      public_key: 'APP_USR-chave-publica',
      secret_key: 'APP_USR-token-secreto',
      webhook_secret: 'assinatura',
      methods: { card: true, pix: true, boleto: true },
    } satisfies GatewayValues);
    await waitFor(() => expect(screen.getByText('Gateway ativado')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Atualizar' })).toBeVisible();
    // Mercado Pago is told the notification URL with each payment: nothing to register by hand.
    await expect(canvas.queryByRole('group', { name: 'URL de notificações (webhook)' })).toBeNull();
    // The typed secret is forgotten once saved.
    await expect(canvas.getByLabelText('Chave secreta')).toHaveValue('');
  },
};

/** An update may leave the secrets empty: the stored ones are kept. */
export const UpdateKeepingSecrets: Story = {
  args: { gateway: mercadoPagoActive },
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'PIX' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Atualizar' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      public_key: mercadoPagoActive.public_key,
      secret_key: '',
      webhook_secret: '',
      methods: { card: true, pix: false, boleto: false },
    } satisfies GatewayValues);
  },
};

export const Deactivate: Story = {
  args: { gateway: mercadoPagoActive },
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Desativar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Desativar o Mercado Pago?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim, desativar' }));
    await expect(args.onDeactivate).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** Deactivated with its credentials kept: Inativo, 'Ativar Integração' without retyping the secret. */
export const Reactivate: Story = {
  args: { gateway: mercadoPagoDeactivated },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Inativo')).toBeVisible();
    await expect(canvas.getByText('Deixe em branco para manter a chave salva (••••8812).')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Desativar' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Ativar Integração' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ public_key: mercadoPagoDeactivated.public_key, secret_key: '' }),
    );
    blur();
  },
};
