import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ResetPasswordScreen } from './ResetPasswordScreen.tsx';

const meta = {
  title: 'Screens/Public/ResetPassword',
  component: ResetPasswordScreen,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  args: { status: 'form', onSubmit: fn(), isSubmitting: false },
} satisfies Meta<typeof ResetPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Nova senha'), 'nova-senha-forte');
    await userEvent.type(canvas.getByLabelText('Confirmar nova senha'), 'nova-senha-forte');
    await userEvent.click(canvas.getByRole('button', { name: 'Redefinir senha' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ newPassword: 'nova-senha-forte' });
  },
};

export const ValidationErrors: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Redefinir senha' }));
    await waitFor(() => expect(canvas.getByText('Informe a senha.')).toBeVisible());
    await expect(canvas.getByText('Confirme a nova senha.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Nova senha'), 'curta');
    await userEvent.type(canvas.getByLabelText('Confirmar nova senha'), 'outra');
    await userEvent.click(canvas.getByRole('button', { name: 'Redefinir senha' }));
    await waitFor(() => expect(canvas.getByText('A senha deve ter pelo menos 8 caracteres.')).toBeVisible());
    await expect(canvas.getByText('As senhas não coincidem.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Redefinir senha/ })).toHaveAttribute(
      'data-pending',
      'true',
    );
  },
};

export const ServerError: Story = {
  args: { errorMessage: 'Não foi possível conectar ao servidor. Verifique sua conexão.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Não foi possível redefinir a senha');
  },
};

export const InvalidLink: Story = {
  args: { status: 'invalid', errorMessage: 'Link de redefinição inválido ou expirado.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Link inválido ou expirado' })).toBeVisible();
    await expect(canvas.getByText('Link de redefinição inválido ou expirado.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Solicitar novo link' })).toHaveAttribute(
      'href',
      '/recuperar-senha',
    );
  },
};

export const Done: Story = {
  args: { status: 'done' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Senha redefinida!' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ir para o login' })).toHaveAttribute('href', '/login');
  },
};
