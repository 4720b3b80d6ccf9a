import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordField } from './PasswordField.tsx';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Senha', autoComplete: 'current-password', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Senha', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'segredo123');
    await expect(args.onChange).toHaveBeenLastCalledWith('segredo123');
  },
};

export const ToggleVisibility: Story = {
  args: { defaultValue: 'segredo123' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Senha', { selector: 'input' });
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar senha' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('segredo123');
    await userEvent.click(canvas.getByRole('button', { name: 'Ocultar senha' }));
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar senha' }));
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Nova senha',
    autoComplete: 'new-password',
    description: 'Use pelo menos 8 caracteres, com letras e números.',
  },
};

export const Invalid: Story = {
  args: {
    label: 'Confirmar senha',
    defaultValue: 'segredo12',
    isInvalid: true,
    errorMessage: 'As novas senhas não coincidem.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Confirmar senha', { selector: 'input' });
    await expect(input).toHaveAccessibleDescription('As novas senhas não coincidem.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'segredo123' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Senha', { selector: 'input' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Mostrar senha' })).toBeDisabled();
  },
};
