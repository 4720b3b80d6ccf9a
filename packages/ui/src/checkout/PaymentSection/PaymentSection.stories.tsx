import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { loadTexts, withCheckoutTheme } from '../checkout.decorators.tsx';
import { emptyValues, templateSettings } from '../checkout.fixtures.ts';
import { PaymentSection } from './PaymentSection.tsx';

const meta = {
  title: 'Checkout/Pieces/PaymentSection',
  component: PaymentSection,
  loaders: [loadTexts],
  decorators: [withCheckoutTheme],
  args: {
    methods: ['pix', 'card', 'boleto'],
    values: emptyValues,
    errors: {},
    totalCents: 11680,
    maxInstallments: 12,
  },
} satisfies Meta<typeof PaymentSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pix: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'PIX' })).toBeChecked();
    await expect(canvas.getByText('Aprovação na hora, a qualquer momento.')).toBeVisible();
  },
};

export const Card: Story = {
  args: { values: { ...emptyValues, payment_method: 'card' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const installments = canvas.getByRole('combobox', { name: 'Parcelas' });
    await expect(within(installments).getAllByRole('option')).toHaveLength(12);
    await expect(installments).toHaveValue('1');
    await expect(
      within(installments).getByRole('option', { name: /^12x de R\$\s9,74 sem juros$/ }),
    ).toBeInTheDocument();
  },
};

export const Boleto: Story = {
  args: { values: { ...emptyValues, payment_method: 'boleto' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('O boleto vence em 3 dias.')).toBeVisible();
  },
};

/** The store's order: card preselected first. */
export const CardFirst: Story = {
  args: {
    methods: ['card', 'boleto'],
    values: { ...emptyValues, payment_method: 'card' },
    maxInstallments: 6,
  },
  play: async ({ canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    await expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['card', 'boleto']);
  },
};

export const CardErrors: Story = {
  args: {
    values: { ...emptyValues, payment_method: 'card', card_holder: 'ANA B SOUZA' },
    errors: {
      card_number: 'Número do cartão inválido.',
      card_expiry: 'Cartão vencido.',
      card_cvv: 'Informe o CVV.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Número do cartão' })).toHaveAccessibleDescription(
      'Número do cartão inválido.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Número do cartão' })).toHaveValue('');
  },
};

export const MethodMissing: Story = {
  args: { errors: { payment_method: 'Escolha a forma de pagamento.' } },
};

export const DetectsTheCardBrand: Story = {
  args: { values: { ...emptyValues, payment_method: 'card' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Número do cartão' }), '5555555555554444');
    await expect(canvas.getByText('Mastercard')).toBeVisible();
  },
};

export const DarkStore: Story = {
  args: { values: { ...emptyValues, payment_method: 'card' } },
  parameters: { checkoutSettings: templateSettings('model-04') },
};
