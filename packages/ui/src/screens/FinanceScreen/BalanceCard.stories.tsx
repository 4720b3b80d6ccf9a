import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BalanceCard } from './BalanceCard.tsx';
import { emDia, pendente } from './FinanceScreen.fixtures.ts';

const meta = {
  title: 'Screens/Finance/BalanceCard',
  component: BalanceCard,
  args: { summary: { status: 'ready', data: emDia }, onDeposit: fn(), onRetry: fn() },
} satisfies Meta<typeof BalanceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const figure = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label).nextElementSibling as HTMLElement;

export const WithCredit: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(figure(canvasElement, 'Saldo disponível')).toHaveTextContent('R$ 152,40');
    await expect(figure(canvasElement, 'Taxas pendentes')).toHaveTextContent('R$ 0,00');
    await expect(figure(canvasElement, 'Plano')).toHaveTextContent('Profissional');
    await expect(figure(canvasElement, 'Situação')).toHaveTextContent('Em dia');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Depósito' }));
    await expect(args.onDeposit).toHaveBeenCalledOnce();
  },
};

export const WithPendingFees: Story = {
  args: { summary: { status: 'ready', data: pendente } },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, 'Saldo disponível')).toHaveTextContent('R$ 0,00');
    await expect(figure(canvasElement, 'Taxas pendentes')).toHaveTextContent('R$ 137,85');
    await expect(figure(canvasElement, 'Situação')).toHaveTextContent('Pendente');
  },
};

export const Loading: Story = {
  args: { summary: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Carregando saldo…' })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Depósito' })).toBeEnabled();
  },
};

export const LoadError: Story = {
  args: { summary: { status: 'error', message: 'Não foi possível carregar o saldo.' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Erro ao buscar o saldo')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
