import type { ShippingSettingsResponse } from '@pagora/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FreightSettings } from './FreightSettings.tsx';

const notSet: ShippingSettingsResponse = {
  store_id: 1,
  origin_cep: null,
  margin_type: 'value',
  margin_value: 0,
  free_shipping_from_cents: null,
  melhorenvio: { connected: false, token_hint: null, connected_at: null },
};

const connected: ShippingSettingsResponse = {
  store_id: 1,
  origin_cep: '01001000',
  margin_type: 'percent',
  margin_value: 10,
  free_shipping_from_cents: 19990,
  melhorenvio: { connected: true, token_hint: 'a1b2', connected_at: '2025-11-20T14:00:00.000Z' },
};

const meta = {
  title: 'Screens/Shipping/FreightSettings',
  component: FreightSettings,
  args: {
    settings: notSet,
    onSave: fn(() => Promise.resolve()),
    onConnect: fn(() => Promise.resolve()),
    onDisconnect: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof FreightSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { settings: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Origem e cotação automática' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /CEP de origem/ })).toBeNull();
  },
};

/** No origin yet: the token cannot be connected, and the screen says why. */
export const NoOrigin: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Não conectado')).toBeVisible();
    await expect(canvas.getByText('Salve o CEP de origem antes de conectar.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Conectar Melhor Envio' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: /CEP de origem/ }), '01001-000');
    await userEvent.type(canvas.getByRole('textbox', { name: /Margem por envio/ }), '2,50');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar origem e regras' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      origin_cep: '01001-000',
      margin_type: 'value',
      margin: '2,50',
      free_shipping_from: '',
    });
  },
};

export const ReadyToConnect: Story = {
  args: { settings: { ...notSet, origin_cep: '01001000' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /CEP de origem/ })).toHaveValue('01001-000');
    await userEvent.type(canvas.getByLabelText(/Token do Melhor Envio/), 'meu-token-1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Conectar Melhor Envio' }));
    await expect(args.onConnect).toHaveBeenCalledWith('meu-token-1234');
  },
};

/** Tagged 'screen' for its light and mobile baselines too. */
export const Connected: Story = {
  tags: ['screen'],
  args: { settings: connected },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Conectado')).toBeVisible();
    await expect(canvas.getByText(/Token terminado em a1b2/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Frete grátis a partir de/ })).toHaveValue('199,90');
    await expect(canvas.getByRole('textbox', { name: /Margem por envio/ })).toHaveValue('10');
    await userEvent.click(canvas.getByRole('button', { name: 'Desconectar' }));
    await expect(args.onDisconnect).toHaveBeenCalledOnce();
  },
};

export const TokenRefused: Story = {
  args: {
    settings: { ...notSet, origin_cep: '01001000' },
    validationErrors: {
      token:
        'O Melhor Envio recusou este token. Gere um novo token em Melhor Envio › Integrações › Permissões de acesso e tente de novo.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/O Melhor Envio recusou este token/)).toBeVisible();
  },
};
