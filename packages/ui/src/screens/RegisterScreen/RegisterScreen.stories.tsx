import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, type within } from 'storybook/test';
import { alphanumericCnpj, validRegistration } from './RegisterScreen.fixtures.ts';
import { RegisterScreen } from './RegisterScreen.tsx';

const meta = {
  title: 'Screens/Public/Register',
  component: RegisterScreen,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(), onValidationError: fn(), isSubmitting: false },
} satisfies Meta<typeof RegisterScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function fill(canvas: Canvas, values: Partial<Record<string, string>>) {
  const fields: [string, string | undefined][] = [
    ['Nome completo', values.nome],
    ['CPF ou CNPJ', values.documento],
    ['Telefone', values.telefone],
    ['E-mail', values.email],
    ['Senha', values.senha],
    ['Confirmar senha', values.confirmarSenha],
  ];
  for (const [label, value] of fields) {
    if (value) await userEvent.type(canvas.getByLabelText(label), value);
  }
}

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Pode ser qualquer documento, desde que seja válido')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
    await fill(canvas, { ...validRegistration, confirmarSenha: validRegistration.senha });
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith(validRegistration);
    await expect(args.onValidationError).not.toHaveBeenCalled();
  },
};

/** The alphanumeric CNPJ that the Receita Federal issues from July 2026 is accepted. */
export const WithCnpj: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvas }) => {
    const values = { ...validRegistration, documento: alphanumericCnpj };
    await fill(canvas, { ...values, confirmarSenha: values.senha });
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith(values);
  },
};

export const ValidationErrors: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }));
    for (const message of [
      'Informe o nome.',
      'Informe o CPF ou CNPJ.',
      'Informe o telefone.',
      'Informe o e-mail.',
      'Informe a senha.',
      'Confirme a senha.',
    ]) {
      await waitFor(() => expect(canvas.getByText(message)).toBeVisible());
    }
    await fill(canvas, {
      nome: 'A',
      documento: '123.456.789-00',
      telefone: '1234',
      email: 'ana@',
      senha: 'curta',
      confirmarSenha: 'curta',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }));
    for (const message of [
      'Informe o nome completo.',
      'Informe um CPF ou CNPJ válido.',
      'Informe um telefone válido com DDD.',
      'Informe um e-mail válido.',
      'A senha deve ter pelo menos 8 caracteres.',
    ]) {
      await waitFor(() => expect(canvas.getByText(message)).toBeVisible());
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PasswordsDiffer: Story = {
  play: async ({ args, canvas }) => {
    await fill(canvas, { ...validRegistration, confirmarSenha: 'outra-senha-456' });
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }));
    await expect(args.onValidationError).toHaveBeenCalledOnce();
    await expect(args.onValidationError).toHaveBeenCalledWith('As senhas não coincidem.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const confirm = canvas.getByLabelText('Confirmar senha');
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(confirm).toHaveAccessibleDescription('As senhas não coincidem.');
  },
};

export const ServerFieldErrors: Story = {
  args: { fieldErrors: { email: 'Este e-mail já está cadastrado.' } },
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Este e-mail já está cadastrado.');
  },
};

export const ServerError: Story = {
  args: { errorMessage: 'Não foi possível conectar ao servidor. Verifique sua conexão.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erro no Cadastro');
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Criar conta/ })).toHaveAttribute('data-pending', 'true');
  },
};
