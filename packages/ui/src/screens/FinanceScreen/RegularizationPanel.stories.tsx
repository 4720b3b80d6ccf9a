import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  emDia,
  feesOfTheMonth,
  mastercard,
  pendente,
  settlementPix,
  suspensa,
  visa,
} from './FinanceScreen.fixtures.ts';
import { RegularizationPanel } from './RegularizationPanel.tsx';

const meta = {
  title: 'Screens/Finance/RegularizationPanel',
  component: RegularizationPanel,
  args: {
    summary: { status: 'ready', data: pendente },
    cards: [visa, mastercard],
    settlement: null,
    onPayPix: fn(() => Promise.resolve()),
    onPayCard: fn(() => Promise.resolve()),
    onAddCard: fn(),
    onCopy: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof RegularizationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const figure = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label).nextElementSibling as HTMLElement;

export const Pending: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(figure(canvasElement, 'Valor pendente')).toHaveTextContent('R$ 137,85');
    await expect(figure(canvasElement, 'Situação')).toHaveTextContent('Pendente');
    await expect(figure(canvasElement, 'Pendente desde')).toHaveTextContent('11/11/2026 (9 dias)');
    const rules = within(canvas.getByRole('list', { name: 'Regras de cobrança' }));
    await expect(
      rules.getByText(
        'Taxas pendentes há 7 dias: aviso e e-mail. Há 15 dias: o checkout das suas lojas para de vender até a quitação (nada é cobrado dos compradores).',
      ),
    ).toBeVisible();
    await expect(
      rules.getByText('Pedido reembolsado por completo em até 7 dias da aprovação tem a taxa devolvida.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar com PIX' }));
    await expect(args.onPayPix).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** 'Quitar com PIX' answered: the PIX for exactly the pending amount, no bonus. */
export const PixGenerated: Story = {
  args: { settlement: settlementPix },
  play: async ({ canvasElement }) => {
    const pix = within(within(canvasElement).getByRole('region', { name: 'PIX da regularização' }));
    await expect(pix.getByText('R$ 137,85')).toBeVisible();
    await expect(pix.queryByText(/de bônus/)).toBeNull();
    await expect(pix.getByRole('img', { name: /QR Code PIX/ })).toBeVisible();
    await expect(pix.getByRole('textbox', { name: 'PIX copia e cola' })).toBeVisible();
  },
};

/** 'Pagar com Cartão': the default card chosen, the amount on the button, a refusal shown in the dialog. */
export const PayWithCard: Story = {
  args: { onPayCard: fn(() => Promise.reject(new Error('Cartão recusado: saldo insuficiente.'))) },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pagar com Cartão' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pagar com Cartão' }));
    await expect(dialog.getByText('Cobramos R$ 137,85, exatamente o valor pendente.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Cartão/ })).toHaveTextContent('Visa •••• 4242 (padrão)');
    await userEvent.click(dialog.getByRole('button', { name: /Cartão/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Mastercard •••• 4444' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await userEvent.click(dialog.getByRole('button', { name: /^Pagar R\$\s137,85$/ }));
    await expect(args.onPayCard).toHaveBeenCalledWith(12);
    await expect(await dialog.findByText('Cartão recusado: saldo insuficiente.')).toBeVisible();
    await expect(dialog.getByText('Pagamento recusado')).toBeVisible();
  },
};

export const PayWithoutCards: Story = {
  args: { cards: [] },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pagar com Cartão' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pagar com Cartão' }));
    await expect(dialog.getByText('Nenhum cartão cadastrado.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cadastrar outro cartão' }));
    await expect(args.onAddCard).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Suspended: Story = {
  args: { summary: { status: 'ready', data: suspensa } },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, 'Situação')).toHaveTextContent('Checkout suspenso');
    await expect(
      within(canvasElement).getByText(
        'Suas lojas não estão vendendo. Quite o valor pendente e elas voltam a vender na hora.',
      ),
    ).toBeVisible();
  },
};

/** Fees of this month below the limit: pending, not overdue, and can be paid early. */
export const FeesOfTheMonth: Story = {
  args: { summary: { status: 'ready', data: feesOfTheMonth } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(figure(canvasElement, 'Situação')).toHaveTextContent('Em dia');
    await expect(canvas.queryByText('Pendente desde')).toBeNull();
    await expect(
      canvas.getByText(/Taxas do mês: cobradas no cartão padrão ao chegar a R\$ 100,00/),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Quitar com PIX' })).toBeEnabled();
  },
};

export const EmDia: Story = {
  args: { summary: { status: 'ready', data: emDia } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(figure(canvasElement, 'Valor pendente')).toHaveTextContent('R$ 0,00');
    await expect(figure(canvasElement, 'Situação')).toHaveTextContent('Em dia');
    await expect(canvas.getByText('Sua conta está em dia')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Quitar com PIX' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Pagar com Cartão' })).toBeNull();
  },
};
