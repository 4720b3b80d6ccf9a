import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { FirstStoreScreen } from './FirstStoreScreen.tsx';

const meta = {
  title: 'Screens/Public/FirstStore',
  component: FirstStoreScreen,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(), onLogout: fn(), isSubmitting: false },
} satisfies Meta<typeof FirstStoreScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome da loja' }), '  Loja da Ana  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Criar Loja' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ storeName: 'Loja da Ana' });
  },
};

export const ValidationErrors: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Criar Loja' }));
    await waitFor(() => expect(canvas.getByText('Por favor, digite o nome da loja.')).toBeVisible());
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome da loja' }), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Criar Loja' }));
    await expect(canvas.getByRole('textbox', { name: 'Nome da loja' })).toHaveAccessibleDescription(
      'Por favor, digite o nome da loja.',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Criar Loja/ })).toHaveAttribute('data-pending', 'true');
  },
};

export const ServerError: Story = {
  args: { errorMessage: 'Não foi possível criar a loja.' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Erro ao Criar Loja');
    await expect(alert).toHaveTextContent('Não foi possível criar a loja.');
  },
};

export const Logout: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sair e entrar com outra conta' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};
