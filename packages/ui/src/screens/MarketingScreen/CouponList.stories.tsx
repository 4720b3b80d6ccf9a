import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CouponList } from './CouponList.tsx';
import { coupons, invalidDateCoupon, vipCoupon } from './MarketingScreen.fixtures.ts';

const meta = {
  title: 'Screens/Marketing/CouponList',
  component: CouponList,
  args: {
    coupons: [...coupons, invalidDateCoupon],
    onEdit: fn(),
    onDelete: fn(() => Promise.resolve()),
    onRetry: fn(),
  },
} satisfies Meta<typeof CouponList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { coupons: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Carregando cupons…' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { coupons: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum cupom cadastrado para esta loja.')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { coupons: [], error: 'Falha ao buscar cupons.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Erro ao buscar Cupons')).toBeVisible();
    await expect(canvas.getByText('Falha ao buscar cupons.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('4 cupons')).toBeVisible();
    const rows = within(canvas.getByRole('list', { name: 'Cupons' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    // The stored start date cannot be read; the plain end date can.
    await expect(rows[3]).toHaveTextContent('Data inválida – 31/12/2025');
    await expect(rows[3]).toHaveTextContent('R$ 5,00');
    await userEvent.click(canvas.getByRole('button', { name: 'Editar cupom VIP15' }));
    await expect(args.onEdit).toHaveBeenCalledWith(vipCoupon);
  },
};

export const Reloading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Rows stay on screen while the list refreshes.
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const Editing: Story = {
  args: { editingId: vipCoupon.id },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByText('Clientes VIP').closest('li');
    await expect(row).toHaveAttribute('data-current', 'true');
    await expect(row).toHaveTextContent('Em edição');
  },
};

export const DeleteDialog: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Excluir cupom VIP15' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Você tem certeza?' });
    await expect(dialog).toHaveTextContent(
      'Esta ação não pode ser desfeita. Isso excluirá permanentemente o cupom.',
    );
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const DeleteFails: Story = {
  args: { onDelete: fn(() => Promise.reject(new Error('Erro ao excluir'))) },
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Excluir cupom VIP15' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Você tem certeza?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim, excluir' }));
    await expect(args.onDelete).toHaveBeenCalledWith(vipCoupon);
    // The caller reported the failure; the confirmation stays open to try again or say 'Não'.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Sim, excluir' })).not.toHaveAttribute(
        'data-pending',
      ),
    );
    await expect(screen.getByRole('alertdialog', { name: 'Você tem certeza?' })).toBeVisible();
  },
};
