import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog.tsx';

const meta = {
  title: 'Overlays/ConfirmDeleteDialog',
  component: ConfirmDeleteDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    subject: 'o produto',
    name: 'Boné Azul',
  },
} satisfies Meta<typeof ConfirmDeleteDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // Also in the light theme and on a phone (the 'screen' baselines).
  tags: ['screen'],
  play: async ({ args }) => {
    const body = within(document.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Você tem certeza?' });
    await expect(dialog).toHaveTextContent(
      'Esta ação não pode ser desfeita. Isso excluirá permanentemente o produto "Boné Azul".',
    );
    // 'Não' has the focus, so Enter right after opening does not delete.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Não' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim, excluir' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** A record the list shows without a name: the sentence names only what it is. */
export const WithoutName: Story = {
  args: { subject: 'o cupom', name: undefined },
  parameters: { visual: { disable: true } },
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Você tem certeza?' });
    await expect(dialog).toHaveTextContent(
      'Esta ação não pode ser desfeita. Isso excluirá permanentemente o cupom.',
    );
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Você tem certeza?' });
    const confirm = within(dialog).getByRole('button', { name: 'Sim, excluir' });
    await expect(confirm).toHaveAttribute('data-pending', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Não' })).toBeDisabled();
    await userEvent.click(confirm);
    await userEvent.keyboard('{Escape}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** A long name wraps inside the dialog instead of widening it. */
export const LongName: Story = {
  tags: ['screen'],
  args: {
    subject: 'a oferta',
    name: 'Kit Presente Edição Limitada de Fim de Ano com Caneca, Camiseta Oversized e Chaveiro Personalizado',
  },
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Você tem certeza?' });
    await expect(within(dialog).getByText(/Kit Presente Edição Limitada/)).toBeVisible();
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

export const CancelWithNo: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args }) => {
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: 'Não' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const CancelWithEscape: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args }) => {
    await within(document.body).findByRole('alertdialog', { name: 'Você tem certeza?' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** A real flow: the delete returns a promise; the dialog stays open and pending until it settles. */
export const DeleteThenClose: Story = {
  parameters: {
    visual: { disable: true },
    // RAC's pending announcement points at the button by id after the dialog is gone; the dialog
    // itself is checked by the Default and Pending stories.
    a11y: { test: 'off' },
  },
  render: function Render(args) {
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <Button variant="danger" onPress={() => setOpen(true)}>
          Excluir Boné Azul
        </Button>
        <ConfirmDeleteDialog
          {...args}
          isOpen={isOpen}
          onOpenChange={(open) => {
            args.onOpenChange(open);
            setOpen(open);
          }}
          onConfirm={() => {
            args.onConfirm();
            return new Promise((resolve) => setTimeout(resolve, 300));
          }}
        />
      </>
    );
  },
  play: async ({ args, canvas }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir Boné Azul' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Você tem certeza?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim, excluir' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(within(dialog).getByRole('button', { name: 'Sim, excluir' })).toHaveAttribute(
      'data-pending',
    );
    await expect(within(dialog).getByRole('button', { name: 'Não' })).toBeDisabled();
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
