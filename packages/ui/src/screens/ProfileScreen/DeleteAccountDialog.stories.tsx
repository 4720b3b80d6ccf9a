import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DeleteAccountDialog } from './DeleteAccountDialog.tsx';

const meta = {
  title: 'Screens/Profile/DeleteAccountDialog',
  component: DeleteAccountDialog,
  args: { isOpen: true, onOpenChange: fn(), onDeleteAccount: fn(() => Promise.resolve()) },
} satisfies Meta<typeof DeleteAccountDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const never = () => new Promise<never>(() => {});

async function openDialog() {
  const dialog = await screen.findByRole('alertdialog', { name: 'Excluir sua conta?' });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** What goes for good, and the password asked before it does. */
export const Default: Story = {
  tags: ['screen'],
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog.getByText(/Esta ação é irreversível/)).toBeVisible();
    await expect(dialog.getByLabelText('Sua senha')).toHaveFocus();
    await expect(dialog.getByRole('button', { name: 'Não' })).toBeEnabled();
  },
};

export const WithoutPassword: Story = {
  tags: ['screen'],
  play: async ({ args }) => {
    const dialog = await openDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Sim, excluir' }));
    await expect(args.onDeleteAccount).not.toHaveBeenCalled();
    await expect(dialog.getByLabelText('Sua senha')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Deleting: the buttons wait and Esc does not close. */
export const Pending: Story = {
  tags: ['screen'],
  args: { onDeleteAccount: fn(never) },
  play: async ({ args }) => {
    const dialog = await openDialog();
    await userEvent.type(dialog.getByLabelText('Sua senha'), 'senha-segura-123');
    await userEvent.click(dialog.getByRole('button', { name: 'Sim, excluir' }));
    await expect(args.onDeleteAccount).toHaveBeenCalledWith('senha-segura-123');
    await expect(dialog.getByRole('button', { name: 'Não' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Deleted: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args }) => {
    const dialog = await openDialog();
    await userEvent.type(dialog.getByLabelText('Sua senha'), 'senha-segura-123');
    await userEvent.click(dialog.getByRole('button', { name: 'Sim, excluir' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};
