import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChecklistPanel } from './ChecklistPanel.tsx';
import { checklist } from './SettingsScreen.fixtures.ts';

const meta = {
  title: 'Screens/Settings/ChecklistPanel',
  component: ChecklistPanel,
  args: { items: checklist, onRetry: fn() },
} satisfies Meta<typeof ChecklistPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const progress = canvas.getByRole('progressbar', { name: 'Progresso da configuração' });
    await expect(progress).toHaveAttribute('aria-valuenow', '3');
    await expect(progress).toHaveAttribute('aria-valuemax', '5');
    await expect(progress).toHaveAttribute('aria-valuetext', '3 de 5 concluídos (60%)');
    await expect(canvas.getByText('3 de 5 concluídos (60%)')).toBeVisible();
    const rows = within(canvas.getByRole('list', { name: 'Itens do checklist' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(5);
    await expect(within(rows[0] as HTMLElement).getByText('Concluído')).toBeVisible();
    // Hints show only for pending items.
    await expect(canvas.queryByText('Adicione e verifique um domínio na aba Domínios.')).toBeNull();
    const gateway = within(rows[2] as HTMLElement);
    await expect(gateway.getByText('Pendente')).toBeVisible();
    await expect(gateway.getByText(/Nenhum gateway de pagamento real/)).toBeVisible();
  },
};

export const AllDone: Story = {
  args: { items: checklist.map((item) => ({ ...item, done: true })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('5 de 5 concluídos (100%)')).toBeVisible();
    await expect(canvas.queryByText('Pendente')).toBeNull();
  },
};

export const NothingDone: Story = {
  args: { items: checklist.map((item) => ({ ...item, done: false })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0 de 5 concluídos (0%)')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { items: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Carregando checklist…' }),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { items: [], error: 'Falha ao carregar o checklist.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Erro ao carregar o checklist')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
