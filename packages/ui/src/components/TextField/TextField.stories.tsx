import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Nome da loja', placeholder: 'Ex.: Loja da Ana', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nome da loja' });
    await userEvent.type(input, 'Loja da Ana');
    await expect(input).toHaveValue('Loja da Ana');
    await expect(args.onChange).toHaveBeenLastCalledWith('Loja da Ana');
  },
};

export const WithDescription: Story = {
  args: {
    label: 'E-mail',
    type: 'email',
    placeholder: 'voce@exemplo.com.br',
    description: 'Usaremos este e-mail para enviar os avisos de pedidos.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAccessibleDescription('Usaremos este e-mail para enviar os avisos de pedidos.');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Por favor, digite o nome da loja.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nome da loja' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Por favor, digite o nome da loja.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Loja da Ana' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Nome da loja' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: {
    label: 'Link do checkout',
    isReadOnly: true,
    defaultValue: 'https://pagamento.minhaloja.com.br/camiseta-basica',
    description: 'Gerado a partir do nome do produto.',
  },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Link do checkout' });
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('https://pagamento.minhaloja.com.br/camiseta-basica');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'Loja da Ana', isRequired: true },
};

export const Multiline: Story = {
  args: {
    label: 'Descrição',
    placeholder: 'Conte aos clientes o que torna este produto especial',
    multiline: true,
    rows: 5,
  },
  play: async ({ args, canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Descrição' });
    await expect(textarea.tagName).toBe('TEXTAREA');
    await userEvent.type(textarea, 'Algodão orgânico.{enter}Tamanhos P a GG.');
    await expect(args.onChange).toHaveBeenLastCalledWith('Algodão orgânico.\nTamanhos P a GG.');
  },
};

export const WithPrefix: Story = {
  args: {
    label: 'URL para cartão de crédito',
    prefix: 'https://',
    placeholder: 'minhaloja.com.br/obrigado',
    type: 'url',
  },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'URL para cartão de crédito' }), 'loja.com/ok');
    await expect(args.onChange).toHaveBeenLastCalledWith('loja.com/ok');
    await expect(canvas.getByText('https://')).toBeVisible();
  },
};

export const WithSuffix: Story = {
  args: {
    label: 'Nome da loja Shopify',
    suffix: '.myshopify.com',
    placeholder: 'minhaloja',
    defaultValue: 'lojadaana',
  },
};

export const InvalidWithPrefix: Story = {
  args: {
    label: 'Domínio',
    prefix: 'checkout.',
    placeholder: 'minhaloja.com.br',
    isInvalid: true,
    errorMessage: 'Por favor, insira o seu domínio.',
  },
};
