import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  allInactive,
  oneActive,
  PAGARME_NOTIFICATION_URL,
  withContingency,
} from './GatewaysScreen.fixtures.ts';
import { GatewaysScreen } from './GatewaysScreen.tsx';

const meta = {
  title: 'Screens/GatewaysScreen',
  component: GatewaysScreen,
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
    data: allInactive,
    onSave: fn(),
    onDeactivate: fn(),
    onCopyNotificationUrl: fn(),
    onSaveRouting: fn(),
    onRetry: fn(),
    onSelectedChange: fn(),
  },
} satisfies Meta<typeof GatewaysScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const blur = () => (document.activeElement as HTMLElement | null)?.blur();

/** The routing card (its selects' names also hold the chosen gateway). */
const routingPanel = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Roteamento' }));

/** The three cards, in order, with their badges. */
async function expectCards(canvasElement: HTMLElement, states: [string, string][]) {
  const list = within(within(canvasElement).getByRole('list', { name: 'Gateways' }));
  const cards = list.getAllByRole('button');
  await expect(cards).toHaveLength(states.length);
  for (const [index, [name, state]] of states.entries()) {
    await expect(cards[index]).toHaveTextContent(name);
    await expect(within(cards[index]!).getByText(state)).toBeVisible();
  }
}

export const Loading: Story = {
  args: { data: null, isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Gateways de Pagamento' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Carregando gateways…' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { data: null, error: 'Acesso não autorizado a esta loja.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Erro ao buscar gateways')).toBeVisible();
    await expect(canvas.getByText('Acesso não autorizado a esta loja.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    blur();
  },
};

/** A new store: both gateways Inativo, everything in Modo de teste. */
export const AllInactive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectCards(canvasElement, [
      ['Mercado Pago', 'Inativo'],
      ['Pagar.me', 'Inativo'],
      ['Modo de teste', 'Ativo'],
    ]);
    await expect(canvas.getAllByText('Não conectado')).toHaveLength(2);
    await expect(canvas.getByText('Cartão de crédito, PIX e Boleto')).toBeVisible();
    await expect(
      canvas.getByText(
        'Ative o Mercado Pago ou o Pagar.me para receber de verdade: até lá tudo passa pelo Modo de teste.',
      ),
    ).toBeVisible();
    const routing = routingPanel(canvasElement);
    await expect(routing.getByRole('button', { name: /Contingência do cartão/ })).toBeDisabled();
    await expect(routing.getByRole('button', { name: 'Salvar roteamento' })).toBeDisabled();
  },
};

export const OneActive: Story = {
  args: { data: oneActive },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectCards(canvasElement, [
      ['Mercado Pago', 'Ativo'],
      ['Pagar.me', 'Inativo'],
      ['Modo de teste', 'Ativo'],
    ]);
    await expect(canvas.getByText('Cartão de crédito e PIX')).toBeVisible();
    const routing = routingPanel(canvasElement);
    await expect(routing.getByRole('button', { name: /Cartão de crédito/ })).toHaveTextContent(
      'Mercado Pago',
    );
    await expect(routing.getByRole('button', { name: /Boleto/ })).toHaveTextContent('Modo de teste');
  },
};

export const InContingency: Story = {
  args: { data: withContingency },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectCards(canvasElement, [
      ['Mercado Pago', 'Ativo'],
      ['Pagar.me', 'Contingência'],
      ['Modo de teste', 'Inativo'],
    ]);
    const list = within(canvas.getByRole('list', { name: 'Gateways' }));
    await expect(list.getByText('Contingência do cartão')).toBeVisible();
    await expect(
      routingPanel(canvasElement).getByRole('button', { name: /Contingência do cartão/ }),
    ).toHaveTextContent('Pagar.me');
  },
};

/** Pressing a card opens its configuration; 'Voltar para gateways' returns to the list. */
export const OpenAndBack: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Pagar\.me/ }));
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith('pagarme');
    await expect(canvas.getByRole('heading', { name: 'Pagar.me' })).toBeVisible();
    await expect(canvas.queryByLabelText('Assinatura secreta do webhook')).toBeNull();
    await expect(canvas.getByText(PAGARME_NOTIFICATION_URL)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar para gateways' }));
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByRole('list', { name: 'Gateways' })).toBeVisible();
  },
};

/** Mercado Pago, never connected: empty keys, card and PIX on, boleto off, 'Ativar Integração'. */
export const ConfigurationNew: Story = {
  args: { defaultSelected: 'mercadopago' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Voltar para gateways' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Mercado Pago' })).toBeVisible();
    await expect(canvas.getByText('Inativo')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Chave pública' })).toHaveValue('');
    await expect(canvas.getByLabelText('Chave secreta')).toHaveAttribute('type', 'password');
    await expect(canvas.getByLabelText('Assinatura secreta do webhook')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('checkbox', { name: 'Cartão de crédito' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'PIX' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Boleto' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Ativar Integração' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Desativar' })).toBeNull();
    await expect(canvas.queryByRole('group', { name: 'URL de notificações (webhook)' })).toBeNull();
  },
};

/**
 * Pagar.me as the card contingency: the store's notification URL to register in Pagar.me's
 * dashboard (its webhooks are not set per payment), with 'Copiar URL' and how to register it.
 */
export const PagarmeNotifications: Story = {
  args: { data: withContingency, defaultSelected: 'pagarme' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Pagar.me' })).toBeVisible();
    await expect(canvas.getByText('Contingência')).toBeVisible();
    const webhook = within(canvas.getByRole('group', { name: 'URL de notificações (webhook)' }));
    await expect(webhook.getByText(PAGARME_NOTIFICATION_URL)).toBeVisible();
    await expect(
      webhook.getByText(
        'No painel do Pagar.me, em Configurações › Webhooks, cadastre esta URL com os eventos de cobrança (charge): o Pagora confere a assinatura do Pagar.me em cada aviso, sem usuário nem senha.',
      ),
    ).toBeVisible();
    await userEvent.click(webhook.getByRole('button', { name: 'Copiar URL' }));
    await expect(args.onCopyNotificationUrl).toHaveBeenCalledOnce();
    await expect(args.onCopyNotificationUrl).toHaveBeenCalledWith(PAGARME_NOTIFICATION_URL);
    blur();
  },
};

export const Validating: Story = {
  args: { defaultSelected: 'mercadopago', isSaving: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Ativar Integração' })).toHaveAttribute(
      'data-pending',
      'true',
    );
    await expect(canvas.getByText('Validando as credenciais com o Mercado Pago…')).toBeVisible();
  },
};

export const InvalidCredentials: Story = {
  args: {
    defaultSelected: 'mercadopago',
    saveError: 'Credenciais inválidas.',
    validationErrors: { secret_key: 'Credenciais inválidas.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível salvar o gateway');
    await expect(alert).toHaveTextContent('Credenciais inválidas.');
    await expect(canvas.getByLabelText('Chave secreta')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Connected: the stored public key, the secrets' hints, 'Atualizar' and 'Desativar'. */
export const Active: Story = {
  args: { data: oneActive, defaultSelected: 'mercadopago' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ativo')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Chave pública' })).toHaveValue(
      'APP_USR-7f3c2a10-5b8e-4d21-9c6f-0e1a2b3c4d5e',
    );
    await expect(canvas.getByLabelText('Chave secreta')).toHaveValue('');
    await expect(canvas.getByText('Deixe em branco para manter a chave salva (••••8812).')).toBeVisible();
    await expect(
      canvas.getByText('Deixe em branco para manter a assinatura salva (••••f09a).'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Atualizar' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Desativar' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Ativar Integração' })).toBeNull();
  },
};

export const DeactivateConfirmation: Story = {
  args: { data: oneActive, defaultSelected: 'mercadopago' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Desativar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Desativar o Mercado Pago?' });
    await expect(dialog).toHaveTextContent('voltam para o Modo de teste');
    await expect(args.onDeactivate).not.toHaveBeenCalled();
  },
};

export const TestMode: Story = {
  args: { data: oneActive, defaultSelected: 'test' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Modo de teste' })).toBeVisible();
    await expect(canvas.getByText(/Hoje o Modo de teste recebe: Boleto\./)).toBeVisible();
    const cards = within(canvas.getByRole('list', { name: 'Cartões de teste' })).getAllByRole('listitem');
    await expect(cards).toHaveLength(5);
    await expect(cards[0]).toHaveTextContent('4242 4242 4242 4242');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** Routing with both gateways connected: card to Pagar.me with Mercado Pago as its contingency. */
export const Routing: Story = {
  args: {
    data: {
      ...withContingency,
      gateways: withContingency.gateways.map((gateway) =>
        gateway.id === 'pagarme' ? { ...gateway, state: 'Ativo' as const } : gateway,
      ),
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = routingPanel(canvasElement);
    const choose = async (label: RegExp, option: string) => {
      await userEvent.click(canvas.getByRole('button', { name: label }));
      await userEvent.click(await screen.findByRole('option', { name: option }));
      await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    };
    // PIX: Pagar.me does not offer it, so it is not a choice.
    await userEvent.click(canvas.getByRole('button', { name: /PIX/ }));
    const options = within(await screen.findByRole('listbox'));
    await expect(options.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Modo de teste',
      'Mercado Pago',
    ]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());

    // The card primary taking the contingency's gateway clears the contingency.
    await choose(/Cartão de crédito/, 'Pagar.me');
    await expect(canvas.getByRole('button', { name: /Contingência do cartão/ })).toHaveTextContent('Nenhuma');
    await choose(/Contingência do cartão/, 'Mercado Pago');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar roteamento' }));
    await expect(args.onSaveRouting).toHaveBeenCalledWith({
      pix: 'mercadopago',
      card: 'pagarme',
      boleto: 'mercadopago',
      card_contingency: 'mercadopago',
    });
    blur();
  },
};

export const RoutingError: Story = {
  args: { data: oneActive, routingError: 'O Pagar.me não está ativo nesta loja.' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Roteamento não salvo');
    await expect(alert).toHaveTextContent('O Pagar.me não está ativo nesta loja.');
  },
};
