import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CardForm } from './CardForm.tsx';

const meta = {
  title: 'Screens/Finance/CardForm',
  component: CardForm,
  args: { onSubmit: fn(() => Promise.resolve()) },
} satisfies Meta<typeof CardForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const blur = () => (document.activeElement as HTMLElement | null)?.blur();

/** The typed card goes to the caller (which tokenizes it), digits only, and the form empties. */
export const Submit: Story = {
  args: { testMode: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Limite de cobrança: R$ 100,00')).toBeVisible();
    await expect(canvas.getByText(/Modo de teste: use 4242 4242 4242 4242/)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome impresso no cartão' }), 'Maria Souza');
    const number = canvas.getByRole('textbox', { name: 'Número do cartão' });
    await userEvent.type(number, '4242424242424242');
    await expect(number).toHaveValue('4242 4242 4242 4242');
    const expiry = canvas.getByRole('textbox', { name: 'Validade' });
    await userEvent.type(expiry, '082030');
    await expect(expiry).toHaveValue('08/2030');
    await userEvent.type(canvas.getByRole('textbox', { name: 'CVV' }), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar Cartão' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      holder: 'Maria Souza',
      number: '4242424242424242',
      expiry: '08/2030',
      cvv: '123',
    });
    await expect(canvas.getByRole('textbox', { name: 'Número do cartão' })).toHaveValue('');
    blur();
  },
};

export const RequiredFields: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar Cartão' }));
    await expect(canvas.getByText('Informe o nome impresso no cartão.')).toBeVisible();
    await expect(canvas.getByText('Informe o número do cartão.')).toBeVisible();
    await expect(canvas.getByText('Informe a validade do cartão.')).toBeVisible();
    await expect(canvas.getByText('Informe o CVV.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    blur();
  },
};

export const InvalidFields: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome impresso no cartão' }), 'Maria Souza');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Número do cartão' }), '4242424242424241');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Validade' }), '132030');
    await userEvent.type(canvas.getByRole('textbox', { name: 'CVV' }), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar Cartão' }));
    await expect(canvas.getByText('Número do cartão inválido.')).toBeVisible();
    await expect(canvas.getByText('Validade inválida. Use MM/AAAA.')).toBeVisible();
    await expect(canvas.getByText('CVV inválido.')).toBeVisible();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Validade' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Validade' }), '012020');
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar Cartão' }));
    await expect(canvas.getByText('Cartão vencido.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    blur();
  },
};

/** The provider refused the card: its message under the field and the form's alert. */
export const ProviderRefused: Story = {
  args: {
    validationErrors: { number: 'Número do cartão inválido.' },
    error: 'Confira os dados do cartão e tente novamente.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Número do cartão' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Cartão não cadastrado');
    await expect(alert).toHaveTextContent('Confira os dados do cartão e tente novamente.');
  },
};
