import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DepositList } from './DepositList.tsx';
import { lastDeposits } from './FinanceScreen.fixtures.ts';

const meta = {
  title: 'Screens/Finance/DepositList',
  component: DepositList,
  args: { state: { status: 'ready', data: lastDeposits } },
} satisfies Meta<typeof DepositList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('list', { name: 'Últimos depósitos' })).getAllByRole(
      'listitem',
    );
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('R$ 150,00+ R$ 15,00 de bônus');
    await expect(items[0]).toHaveTextContent('Aguardando pagamento');
    await expect(items[1]).toHaveTextContent('Pago');
    await expect(items[1]).toHaveTextContent('Depósito #5 · 02/11/2026 07:02');
    await expect(items[2]).toHaveTextContent('Regularização');
    await expect(items[3]).toHaveTextContent('Expirado');
  },
};

export const Empty: Story = {
  args: { state: { status: 'ready', data: { deposits: [] } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum depósito ainda')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Carregando depósitos…' }),
    ).toBeVisible();
  },
};
