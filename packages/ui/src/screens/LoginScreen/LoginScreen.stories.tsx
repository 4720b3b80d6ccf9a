import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { LoginScreen } from './LoginScreen.tsx';

const meta = {
  title: 'Screens/Public/Login',
  component: LoginScreen,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(), isSubmitting: false },
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Esqueceu sua senha?' })).toHaveAttribute(
      'href',
      '/recuperar-senha',
    );
    await expect(canvas.getByRole('link', { name: 'Cadastre-se' })).toHaveAttribute('href', '/cadastro');
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'ana@lojadaana.com.br');
    await userEvent.type(canvas.getByLabelText('Senha'), 'segredo-forte-123');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Lembrar meus dados' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'ana@lojadaana.com.br',
      password: 'segredo-forte-123',
      remember: true,
    });
  },
};

export const WithoutRemember: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'ana@lojadaana.com.br');
    await userEvent.type(canvas.getByLabelText('Senha'), 'segredo-forte-123{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'ana@lojadaana.com.br',
      password: 'segredo-forte-123',
      remember: false,
    });
  },
};

export const ValidationErrors: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(canvas.getByText('Informe o e-mail.')).toBeVisible());
    await expect(canvas.getByText('Informe a senha.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'ana@');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(canvas.getByText('Informe um e-mail válido.')).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: /Entrar/ })).toHaveAttribute('data-pending', 'true');
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'ana@lojadaana.com.br');
    await userEvent.type(canvas.getByLabelText('Senha'), 'segredo-forte-123');
    await userEvent.click(canvas.getByRole('button', { name: /Entrar/ }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { errorMessage: 'E-mail ou senha incorretos.' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Erro ao fazer login');
    await expect(alert).toHaveTextContent('E-mail ou senha incorretos.');
  },
};
