import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { PasswordField } from '../PasswordField/PasswordField.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Form, type FormProps } from './Form.tsx';

function LoginForm(args: FormProps) {
  return (
    <Form
      {...args}
      style={{ maxWidth: 400 }}
      onSubmit={(event) => {
        event.preventDefault();
        args.onSubmit?.(event);
      }}
    >
      <TextField
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        isRequired
        errorMessage="Informe seu e-mail."
      />
      <PasswordField
        label="Senha"
        name="password"
        autoComplete="current-password"
        isRequired
        errorMessage="Informe sua senha."
      />
      <Checkbox name="remember">Lembrar meus dados</Checkbox>
      <Button type="submit" fullWidth>
        Entrar
      </Button>
    </Form>
  );
}

const meta = {
  title: 'Forms/Form',
  component: Form,
  args: { onSubmit: fn(), 'aria-label': 'Entrar' },
  render: (args) => <LoginForm {...args} />,
} satisfies Meta<typeof Form>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Submit: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'ana@lojadaana.com.br');
    await userEvent.type(canvas.getByLabelText('Senha', { selector: 'input' }), 'segredo123');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Lembrar meus dados' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    const data = Object.fromEntries(new FormData(canvas.getByRole('form', { name: 'Entrar' })));
    await expect(data).toEqual({ email: 'ana@lojadaana.com.br', password: 'segredo123', remember: 'on' });
  },
};

export const RequiredFields: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText('Informe seu e-mail.')).toBeVisible();
    await expect(canvas.getByText('Informe sua senha.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
    // A corrected value clears the field's error once committed (on leaving the field).
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'ana@lojadaana.com.br');
    await userEvent.tab();
    await expect(canvas.queryByText('Informe seu e-mail.')).toBeNull();
    await expect(canvas.getByText('Informe sua senha.')).toBeVisible();
  },
};

/** Errors the server returned for named fields. */
export const ServerErrors: Story = {
  args: { validationErrors: { email: 'Este e-mail já está cadastrado.' } },
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Este e-mail já está cadastrado.');
  },
};

export const ServerErrorClearedOnEdit: Story = {
  args: { validationErrors: { email: 'Este e-mail já está cadastrado.' } },
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(canvas.getByText('Este e-mail já está cadastrado.')).toBeVisible();
    // Editing the field clears the server's error once committed (on leaving the field).
    await userEvent.clear(email);
    await userEvent.type(email, 'ana.souza@lojadaana.com.br');
    await userEvent.tab();
    await expect(canvas.queryByText('Este e-mail já está cadastrado.')).toBeNull();
  },
};
