import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { stores } from './AppShell.fixtures.ts';
import { AddStoreDialog, DeleteStoreDialog, SwitchStoreDialog } from './StoreDialogs.tsx';

const meta = {
  title: 'Screens/AppShell/StoreDialogs',
  component: SwitchStoreDialog,
  args: { isOpen: true, onOpenChange: fn(), stores, activeStoreId: 12, onSwitchStore: fn() },
} satisfies Meta<typeof SwitchStoreDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(name: string | RegExp) {
  const dialog = await screen.findByRole(/Excluir/.test(String(name)) ? 'alertdialog' : 'dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** 'Trocar Loja': every store with its id; the active one is marked and switching to it does nothing. */
export const SwitchStore: Story = {
  tags: ['screen'],
  play: async ({ args }) => {
    const dialog = await openDialog('Trocar Loja');
    const current = dialog.getByRole('button', { name: /Loja da Ana/ });
    await expect(current).toHaveAttribute('aria-current', 'true');
    await expect(dialog.getByText('Loja Ativa')).toBeVisible();
    await expect(dialog.getByText('ID: 21')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: /Ana Acessórios/ }));
    await expect(args.onSwitchStore).toHaveBeenCalledWith(15);
  },
};

export const SwitchToActiveStore: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args }) => {
    const dialog = await openDialog('Trocar Loja');
    await userEvent.click(dialog.getByRole('button', { name: /Loja da Ana/ }));
    await expect(args.onSwitchStore).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** 'Adicionar Loja': an empty name is refused under the field; a valid one is created. */
export const AddStore: StoryObj<typeof AddStoreDialog> = {
  tags: ['screen'],
  render: (args) => <AddStoreDialog {...args} />,
  args: { isOpen: true, onOpenChange: fn(), onAddStore: fn(() => Promise.resolve()) },
  play: async ({ args }) => {
    const dialog = await openDialog('Adicionar Loja');
    await userEvent.click(dialog.getByRole('button', { name: 'Criar Loja' }));
    await expect(args.onAddStore).not.toHaveBeenCalled();
    await expect(dialog.getByRole('textbox', { name: 'Nome da loja' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await userEvent.type(dialog.getByRole('textbox', { name: 'Nome da loja' }), 'Loja Nova');
    await userEvent.click(dialog.getByRole('button', { name: 'Criar Loja' }));
    await expect(args.onAddStore).toHaveBeenCalledWith('Loja Nova');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** 'Excluir Loja': the button works only once the store's name is typed. */
export const DeleteStore: StoryObj<typeof DeleteStoreDialog> = {
  tags: ['screen'],
  render: (args) => <DeleteStoreDialog {...args} />,
  args: { isOpen: true, onOpenChange: fn(), store: stores[2], onDeleteStore: fn(() => Promise.resolve()) },
  play: async ({ args }) => {
    const dialog = await openDialog('Excluir a loja “Moda Praia Copacabana Oficial”?');
    const confirm = dialog.getByRole('button', { name: 'Sim, excluir' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Digite o nome da loja para confirmar' }),
      'Moda Praia',
    );
    await expect(confirm).toBeDisabled();
    await expect(args.onDeleteStore).not.toHaveBeenCalled();
  },
};

export const DeleteStoreConfirmed: StoryObj<typeof DeleteStoreDialog> = {
  parameters: { visual: { disable: true } },
  render: (args) => <DeleteStoreDialog {...args} />,
  args: { isOpen: true, onOpenChange: fn(), store: stores[1], onDeleteStore: fn(() => Promise.resolve()) },
  play: async ({ args }) => {
    const dialog = await openDialog('Excluir a loja “Ana Acessórios”?');
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Digite o nome da loja para confirmar' }),
      'Ana Acessórios',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Sim, excluir' }));
    await expect(args.onDeleteStore).toHaveBeenCalledWith(15);
  },
};
