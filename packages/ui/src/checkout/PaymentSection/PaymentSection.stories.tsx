import { installmentOptions, type PaymentTerms } from '@pagora/contract/checkout-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { loadTexts, withCheckoutTheme } from '../checkout.decorators.tsx';
import { emptyValues, templateSettings } from '../checkout.fixtures.ts';
import { PaymentSection } from './PaymentSection.tsx';

/** The store's default terms: up to 12x, no interest rate, R$ 5,00 minimum installment, no PIX discount. */
const terms = (overrides: Partial<PaymentTerms> = {}): PaymentTerms => ({
  max_installments: 12,
  interest_free_installments: 1,
  monthly_interest_percent: 0,
  min_installment_cents: 500,
  pix_discount_percent: 0,
  ...overrides,
});

const meta = {
  title: 'Checkout/Pieces/PaymentSection',
  component: PaymentSection,
  loaders: [loadTexts],
  decorators: [withCheckoutTheme],
  args: {
    methods: ['pix', 'card', 'boleto'],
    values: emptyValues,
    errors: {},
    installmentOptions: installmentOptions(11680, terms()),
    pixDiscount: null,
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
      within(installments).getByRole('option', { name: /^1x de R\$\s116,80 sem juros$/ }),
    ).toBeInTheDocument();
    await expect(
      within(installments).getByRole('option', { name: /^12x de R\$\s9,74 sem juros$/ }),
    ).toBeInTheDocument();
  },
};

/** 3x without interest, then 3,30 % a.m. (Price table): each option with its total. */
export const CardWithInterest: Story = {
  args: {
    values: { ...emptyValues, payment_method: 'card', installments: '12' },
    installmentOptions: installmentOptions(
      10000,
      terms({ interest_free_installments: 3, monthly_interest_percent: 3.3 }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const installments = canvas.getByRole('combobox', { name: 'Parcelas' });
    await expect(installments).toHaveValue('12');
    await expect(
      within(installments).getByRole('option', { name: /^3x de R\$\s33,34 sem juros$/ }),
    ).toBeInTheDocument();
    await expect(
      within(installments).getByRole('option', { name: /^12x de R\$\s10,23 \(total R\$\s122,76\)$/ }),
    ).toBeInTheDocument();
  },
};

/** R$ 30,00 with a R$ 5,00 minimum installment: up to 6x only. */
export const CardMinimumInstallment: Story = {
  args: {
    values: { ...emptyValues, payment_method: 'card' },
    installmentOptions: installmentOptions(3000, terms()),
  },
  play: async ({ canvasElement }) => {
    const installments = within(canvasElement).getByRole('combobox', { name: 'Parcelas' });
    await expect(
      within(installments)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      '1x de R$\u00a030,00 sem juros',
      '2x de R$\u00a015,00 sem juros',
      '3x de R$\u00a010,00 sem juros',
      '4x de R$\u00a07,50 sem juros',
      '5x de R$\u00a06,00 sem juros',
      '6x de R$\u00a05,00 sem juros',
    ]);
  },
};

/** The store gives 5 % off by PIX: a badge on the method and the PIX price in its panel. */
export const PixDiscount: Story = {
  args: { pixDiscount: { percent: 5, total_cents: 11096 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^5\s%\sde desconto no PIX$/)).toBeVisible();
    await expect(canvas.getByText(/^No PIX você paga R\$\s110,96\.$/)).toBeVisible();
    // The badge stays in sight while another method is chosen.
    await userEvent.click(canvas.getByRole('radio', { name: /Cartão de crédito/ }));
    await expect(canvas.getByText(/^5\s%\sde desconto no PIX$/)).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /^PIX/ }));
    (document.activeElement as HTMLElement | null)?.blur();
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
    installmentOptions: installmentOptions(11680, terms({ max_installments: 6 })),
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
