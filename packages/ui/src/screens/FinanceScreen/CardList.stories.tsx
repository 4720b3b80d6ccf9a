import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { CardList } from './CardList.tsx';
import { noCards, twoCards } from './FinanceScreen.fixtures.ts';

const meta = {
  title: 'Screens/Finance/CardList',
  component: CardList,
  args: {
    state: { status: 'ready', data: twoCards },
    onMakeDefault: fn(() => Promise.resolve()),
    onRemove: fn(() => Promise.resolve()),
    onRetry: fn(),
  },
} satisfies Meta<typeof CardList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const visa = within(canvas.getByRole('listitem', { name: 'Visa •••• 4242' }));
    await expect(visa.getByText('Padrão')).toBeVisible();
    await expect(visa.getByText('Validade 08/2030')).toBeVisible();
    await expect(visa.queryByRole('button', { name: /Tornar padrão/ })).toBeNull();
    const master = within(canvas.getByRole('listitem', { name: 'Mastercard •••• 4444' }));
    await expect(master.getByText('Validade 01/2031')).toBeVisible();
    await userEvent.click(master.getByRole('button', { name: 'Tornar padrão' }));
    await expect(args.onMakeDefault).toHaveBeenCalledWith(12);
  },
};

export const RemoveConfirmation: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remover Visa •••• 4242' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Você tem certeza?' });
    await expect(dialog).toHaveTextContent(
      'Esta ação não pode ser desfeita. Isso excluirá permanentemente o cartão "Visa •••• 4242". Ele é o seu cartão padrão',
    );
    await expect(args.onRemove).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim, excluir' }));
    await expect(args.onRemove).toHaveBeenCalledWith(11);
  },
};

export const Empty: Story = {
  args: { state: { status: 'ready', data: noCards } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum cartão cadastrado')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { state: { status: 'error', message: 'Não foi possível carregar os cartões.' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Erro ao buscar cartões')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
