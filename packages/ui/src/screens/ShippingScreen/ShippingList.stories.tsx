import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ShippingList } from './ShippingList.tsx';
import { freeShipping, sameDayShipping, shippingOptions } from './ShippingScreen.fixtures.ts';

const meta = {
  title: 'Screens/Shipping/ShippingList',
  component: ShippingList,
  args: {
    options: [...shippingOptions, sameDayShipping],
    onEdit: fn(),
    onDelete: fn(() => Promise.resolve()),
    onRetry: fn(),
  },
} satisfies Meta<typeof ShippingList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { options: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Carregando fretes…' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { options: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum frete cadastrado para esta loja.')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { options: [], error: 'Acesso negado a esta loja.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Erro ao buscar fretes')).toBeVisible();
  },
};

export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('4 opções de frete')).toBeVisible();
    await expect(canvas.getByText('Entrega no mesmo dia')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Editar frete Frete grátis' }));
    await expect(args.onEdit).toHaveBeenCalledWith(freeShipping);
  },
};

export const Editing: Story = {
  args: { editingId: freeShipping.id },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Em edição')).toBeVisible();
  },
};

export const DeleteDialog: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Excluir frete Frete grátis' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Você tem certeza?' });
    await expect(dialog).toHaveTextContent(
      'Esta ação não pode ser desfeita. Isso excluirá permanentemente o frete "Frete grátis".',
    );
    await expect(within(dialog).getByRole('button', { name: 'Não' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim, excluir' }));
    await expect(args.onDelete).toHaveBeenCalledWith(freeShipping);
  },
  parameters: { visual: { disable: true } },
};

export const DeleteDialogOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Excluir frete Entrega expressa' }),
    );
    await waitFor(() => expect(screen.getByRole('alertdialog', { name: 'Você tem certeza?' })).toBeVisible());
  },
};
