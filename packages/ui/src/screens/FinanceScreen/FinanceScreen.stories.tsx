import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  emDia,
  lastDeposits,
  pendente,
  pendingDeposit,
  settlementPix,
  statementPage,
  twoCards,
} from './FinanceScreen.fixtures.ts';
import { FinanceScreen } from './FinanceScreen.tsx';

const meta = {
  title: 'Screens/FinanceScreen',
  component: FinanceScreen,
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
    summary: { status: 'ready', data: emDia },
    deposits: { status: 'ready', data: lastDeposits },
    deposit: null,
    cards: { status: 'ready', data: twoCards },
    statement: { status: 'ready', data: statementPage(1) },
    statementFilter: {},
    settlement: null,
    onTabChange: fn(),
    onRetry: fn(),
    onCopy: fn(),
    onCreateDeposit: fn(() => Promise.resolve()),
    onCheckDeposit: fn(),
    onSimulatePayment: fn(),
    onAddCard: fn(() => Promise.resolve()),
    onMakeDefaultCard: fn(() => Promise.resolve()),
    onRemoveCard: fn(() => Promise.resolve()),
    onStatementFilterChange: fn(),
    onStatementPageChange: fn(),
    onExportStatement: fn(() => Promise.resolve()),
    onPayPendingPix: fn(() => Promise.resolve()),
    onPayPendingCard: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof FinanceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sistema de Cobrança (the default tab): deposit with its QR Code, last deposits, card form and cards. */
export const Cobranca: Story = {
  args: { deposit: pendingDeposit },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Financeiro' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Sistema de Cobrança' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Sistema de Cobrança',
      'Extrato',
      'Regularização',
    ]);
    await expect(canvas.getByText('R$ 152,40')).toBeVisible();
    await expect(canvas.getByRole('img', { name: /QR Code PIX/ })).toBeVisible();
    await expect(canvas.getByText('Limite de cobrança: R$ 100,00')).toBeVisible();
    await expect(canvas.getByRole('listitem', { name: 'Visa •••• 4242' })).toBeVisible();
    // Test mode (from the summary): the PIX can be confirmed here.
    await expect(canvas.getByRole('button', { name: 'Simular pagamento (modo de teste)' })).toBeVisible();
  },
};

/** 'Depósito' in the header, from another tab: back to Sistema de Cobrança with the amount focused. */
export const DepositButton: Story = {
  args: { defaultTab: 'extrato' },
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Depósito' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('cobranca');
    await expect(canvas.getByRole('textbox', { name: 'Valor do depósito' })).toHaveFocus();
  },
};

/** 'Cadastrar outro cartão' in the card payment: back to Sistema de Cobrança with the card form focused. */
export const AddCardFromRegularizacao: Story = {
  args: { defaultTab: 'regularizacao', summary: { status: 'ready', data: pendente } },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar com Cartão' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pagar com Cartão' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cadastrar outro cartão' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('tab', { name: 'Sistema de Cobrança' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Nome impresso no cartão' })).toHaveFocus(),
    );
    // Spent: another visit to the tab leaves the focus where it is.
    await userEvent.click(canvas.getByRole('tab', { name: 'Extrato' }));
    await userEvent.click(canvas.getByRole('tab', { name: 'Sistema de Cobrança' }));
    await expect(canvas.getByRole('tab', { name: 'Sistema de Cobrança' })).toHaveFocus();
  },
};

export const Extrato: Story = {
  args: { defaultTab: 'extrato', statement: { status: 'ready', data: statementPage(3) } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Paginação' })).toHaveTextContent('Página 3 de 5');
    await userEvent.click(canvas.getByRole('button', { name: 'Exportar CSV' }));
    await expect(args.onExportStatement).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const RegularizacaoPendente: Story = {
  args: {
    defaultTab: 'regularizacao',
    summary: { status: 'ready', data: pendente },
    settlement: settlementPix,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Regularização' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: 'Quitar com PIX' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pagar com Cartão' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'PIX da regularização' })).toBeVisible();
  },
};

export const RegularizacaoEmDia: Story = {
  args: { defaultTab: 'regularizacao' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sua conta está em dia')).toBeVisible();
  },
};

export const Loading: Story = {
  args: {
    summary: { status: 'loading' },
    deposits: { status: 'loading' },
    cards: { status: 'loading' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Carregando saldo…' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Carregando cartões…' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: {
    summary: { status: 'error', message: 'Não foi possível conectar ao servidor. Verifique sua conexão.' },
    deposits: { status: 'error', message: 'Não foi possível conectar ao servidor. Verifique sua conexão.' },
    cards: { status: 'error', message: 'Não foi possível conectar ao servidor. Verifique sua conexão.' },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Erro ao buscar o saldo')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Tentar novamente' })[0] as HTMLElement);
    await expect(args.onRetry).toHaveBeenCalledWith('summary');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
