import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { children: 'Lembrar meus dados', name: 'remember', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 4 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Lembrar meus dados' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(canvas.getByText('Lembrar meus dados'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(checkbox);
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Checked: Story = {
  args: { children: 'Importar cupons da Shopify', defaultSelected: true },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Importar cupons da Shopify' });
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const WithDescription: Story = {
  args: {
    children: 'Pular Carrinho',
    description: 'O cliente vai direto para o checkout ao clicar em comprar.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Pular Carrinho' })).toHaveAccessibleDescription(
      'O cliente vai direto para o checkout ao clicar em comprar.',
    );
  },
};

export const Invalid: Story = {
  args: {
    children: 'Li e aceito os termos de uso',
    isInvalid: true,
    errorMessage: 'Aceite os termos para continuar.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aceite os termos para continuar.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Lembrar meus dados' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(canvas.getByText('Lembrar meus dados'), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultSelected: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('Lembrar meus dados'));
    await expect(canvas.getByRole('checkbox', { name: 'Lembrar meus dados' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The payment-method checkboxes of a gateway. */
export const Group: Story = {
  render: (args) => (
    <Stack gap="small">
      <Checkbox {...args} name="credit_card" defaultSelected>
        Cartão de crédito
      </Checkbox>
      <Checkbox {...args} name="pix" defaultSelected>
        PIX
      </Checkbox>
      <Checkbox {...args} name="boleto">
        Boleto
      </Checkbox>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'PIX' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Boleto' })).not.toBeChecked();
  },
};
