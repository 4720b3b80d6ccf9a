import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ForgotPasswordScreen } from './ForgotPasswordScreen.tsx';

const meta = {
  title: 'Screens/Public/ForgotPassword',
  component: ForgotPasswordScreen,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(), isSubmitting: false, sent: false },
} satisfies Meta<typeof ForgotPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/login');
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'ana@lojadaana.com.br');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar link de recuperação' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ana@lojadaana.com.br' });
  },
};

export const ValidationErrors: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar link de recuperação' }));
    await waitFor(() => expect(canvas.getByText('Informe o e-mail.')).toBeVisible());
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'ana.lojadaana.com.br');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar link de recuperação' }));
    await waitFor(() => expect(canvas.getByText('Informe um e-mail válido.')).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Enviar link de recuperação/ })).toHaveAttribute(
      'data-pending',
      'true',
    );
  },
};

export const ServerError: Story = {
  args: { errorMessage: 'Muitas tentativas. Aguarde alguns minutos e tente de novo.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Muitas tentativas.');
  },
};

export const Sent: Story = {
  args: { sent: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'E-mail enviado!' })).toBeVisible();
    await expect(canvas.getByText('Verifique sua caixa de entrada para redefinir sua senha.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/login');
  },
};
