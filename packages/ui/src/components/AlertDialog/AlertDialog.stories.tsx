import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { AlertDialog } from './AlertDialog.tsx';

const meta = {
  title: 'Overlays/AlertDialog',
  component: AlertDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'Você tem certeza?',
    children: 'Esta ação não pode ser desfeita. Isso excluirá permanentemente o cupom.',
    confirmLabel: 'Sim, excluir',
    cancelLabel: 'Não',
  },
} satisfies Meta<typeof AlertDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {
  // Also in the light theme and on a phone (the 'screen' baselines): its layout changes there.
  tags: ['screen'],
  play: async ({ args }) => {
    const body = within(document.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Você tem certeza?' });
    await expect(within(dialog).getByText(/Isso excluirá permanentemente o cupom/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim, excluir' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

export const Cancel: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args }) => {
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: 'Não' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args }) => {
    const body = within(document.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Você tem certeza?' });
    const confirm = within(dialog).getByRole('button', { name: 'Sim, excluir' });
    await expect(confirm).toHaveAttribute('data-pending', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Não' })).toBeDisabled();
    await userEvent.click(confirm);
    await userEvent.keyboard('{Escape}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Primary: Story = {
  args: {
    variant: 'primary',
    title: 'Mudar para esta loja?',
    children: 'O painel passa a mostrar os pedidos, produtos e configurações da Loja Centro.',
    confirmLabel: 'Mudar de loja',
    cancelLabel: undefined,
  },
  play: async () => {
    const body = within(document.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Mudar para esta loja?' });
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeVisible();
  },
};

/** A real flow: confirming starts the work (isPending); the dialog stays open until it ends, then closes. */
export const ConfirmThenPending: Story = {
  parameters: {
    visual: { disable: true },
    // RAC's Button announces its pending state through a live region node that points at the
    // button by id; once the dialog has closed, that node (removed after 7 s) points at nothing.
    // The dialog itself is checked by the Danger and Pending stories.
    a11y: { test: 'off' },
  },
  render: function Render(args) {
    const [isOpen, setOpen] = useState(false);
    const [isPending, setPending] = useState(false);
    return (
      <>
        <Button variant="danger" onPress={() => setOpen(true)}>
          Excluir domínio
        </Button>
        <AlertDialog
          {...args}
          isOpen={isOpen}
          onOpenChange={(open) => {
            args.onOpenChange(open);
            setOpen(open);
          }}
          isPending={isPending}
          onConfirm={() => {
            args.onConfirm();
            setPending(true);
            setTimeout(() => setPending(false), 400);
          }}
        />
      </>
    );
  },
  args: {
    title: 'Remover domínio?',
    children: 'Tem certeza de que deseja remover este domínio? Esta ação não pode ser desfeita.',
    confirmLabel: 'Sim, remover',
    cancelLabel: undefined,
  },
  play: async ({ args, canvas }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir domínio' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Remover domínio?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim, remover' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(within(dialog).getByRole('button', { name: 'Sim, remover' })).toHaveAttribute(
      'data-pending',
    );
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
