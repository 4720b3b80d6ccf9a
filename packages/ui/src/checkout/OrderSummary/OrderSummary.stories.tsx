import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadTexts, withCheckoutTheme } from '../checkout.decorators.tsx';
import {
  appliedCoupon,
  cartLines,
  checkoutView,
  digitalProduct,
  settingsWith,
} from '../checkout.fixtures.ts';
import { OrderSummary } from './OrderSummary.tsx';

const meta = {
  title: 'Checkout/Pieces/OrderSummary',
  component: OrderSummary,
  loaders: [loadTexts],
  decorators: [withCheckoutTheme],
  parameters: { maxWidth: 400 },
  // Expanded (as on wide screens, where it is always shown); the page stories cover the collapsed bar.
  args: { view: checkoutView(), defaultOpen: true },
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Resumo do pedido' })).toBeVisible();
    await expect(canvas.getByText('Escolha na entrega')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Cupom de desconto' })).toHaveAttribute(
      'name',
      'coupon_code',
    );
    await expect(canvas.getByRole('button', { name: 'Aplicar' })).toHaveAttribute('value', 'apply_coupon');
  },
};

export const WithBumpAndShipping: Story = {
  args: { view: checkoutView({ values: { bump: true, shipping_option_id: 'sedex' } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Caneca esmaltada Serra')).toBeVisible();
    await expect(canvas.getAllByText(/R\$\s141,70/).length).toBeGreaterThan(0);
  },
};

export const FreeShipping: Story = {
  args: { view: checkoutView({ values: { shipping_option_id: 'pac' } }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Grátis')).toBeVisible();
  },
};

export const CouponApplied: Story = {
  args: {
    view: checkoutView({
      coupon: appliedCoupon,
      values: { bump: true },
      coupon_message: { tone: 'success', text: 'Cupom aplicado!' },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Desconto')).toBeVisible();
    await expect(canvas.getByText(/−R\$\s11,68/)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Cupom aplicado!');
  },
};

/** Paying by PIX at a store that gives 5 % off: the coupon and the PIX discount on their own lines. */
export const PixDiscount: Story = {
  args: {
    view: checkoutView({
      settings: settingsWith({ options: { pix_discount_percent: 5 } }),
      coupon: appliedCoupon,
      values: { payment_method: 'pix', shipping_option_id: 'sedex' },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 10 % of R$ 89,90 = 8,99; 5 % of the remaining 80,91 = 4,05 (half-up); SEDEX untouched.
    await expect(canvas.getByText('Desconto')).toBeVisible();
    await expect(canvas.getByText(/−R\$\s8,99/)).toBeVisible();
    await expect(canvas.getByText('Desconto PIX')).toBeVisible();
    await expect(canvas.getByText(/−R\$\s4,05/)).toBeVisible();
  },
};

/** 12x at 3,30 % a.m. after 3x without interest: the interest line and the installment under the total. */
export const CardWithInterest: Story = {
  args: {
    view: checkoutView({
      settings: settingsWith({ options: { interest_free_installments: 3, monthly_interest_percent: 3.3 } }),
      values: { payment_method: 'card', installments: '12', shipping_option_id: 'pac' },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Juros do parcelamento')).toBeVisible();
    await expect(canvas.getByText(/^12x de R\$\s\d+,\d{2}$/)).toBeVisible();
  },
};

export const CouponAutomatic: Story = {
  args: {
    view: checkoutView({
      coupon: { ...appliedCoupon, code: 'PRIMEIRACOMPRA', label: 'R$ 5,00', automatic: true },
    }),
  },
};

export const CouponRefused: Story = {
  args: {
    view: checkoutView({
      values: { coupon_code: 'NATAL2025' },
      coupon_message: { tone: 'danger', text: 'Cupom expirado.' },
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Cupom de desconto' }),
    ).toHaveAccessibleDescription('Cupom expirado.');
  },
};

export const CouponFieldError: Story = {
  args: { view: checkoutView({ values: { coupon_code: 'X'.repeat(41) } }), couponError: 'Cupom inválido.' },
};

export const DigitalWithDescription: Story = {
  args: {
    view: checkoutView({
      product: digitalProduct,
      settings: settingsWith({ cart: { show_product_description: true } }),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(digitalProduct.description)).toBeVisible();
    await expect(canvas.queryByText('Frete')).toBeNull();
  },
};

export const WithoutImage: Story = {
  args: { view: checkoutView({ settings: settingsWith({ cart: { show_product_image: false } }) }) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

const euroInSpanish = settingsWith({ options: { currency: 'EUR', currency_rate: 0.16, language: 'es' } });

export const OtherCurrency: Story = {
  args: { view: checkoutView({ settings: euroInSpanish }) },
  parameters: { checkoutSettings: euroInSpanish },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/≈ 14,38\s€ · Cobro en reales \(BRL\)/)).toBeVisible();
  },
};

export const Updating: Story = {
  args: { view: checkoutView({ values: { bump: true } }), pending: 'update' },
};

/**
 * A cart handed off by the store's theme: every line with its quantity and line total. Tagged
 * 'screen' for its light and mobile baselines too (a phone shows it expanded like this).
 */
export const Cart: Story = {
  tags: ['screen'],
  args: { view: checkoutView({ lines: cartLines, values: { shipping_option_id: 'sedex' } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getAllByRole('list')[0]!).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^2 × Café Especial Bourbon Amarelo — 1 kg2 × R\$\s89,90R\$\s179,80$/),
      expect.stringMatching(/^3 × Filtro de papel nº 103 \(100 un\.\)3 × R\$\s12,90R\$\s38,70$/),
      expect.stringMatching(/^1 × Curso Barista em CasaR\$\s197,00$/),
    ]);
    // The hero (shown by the split layout) names the main product and how many more lines.
    await expect(canvas.getByText('Café Especial Bourbon Amarelo — 1 kg + 2')).toBeInTheDocument();
    // Subtotal 415,50 + SEDEX 24,90.
    await expect(canvas.getByText('Subtotal').nextElementSibling).toHaveTextContent(/R\$\s415,50/);
    await expect(canvas.getByText('Total').nextElementSibling).toHaveTextContent(/R\$\s440,40/);
  },
};

/** One product in a quantity above 1 is listed as a cart line too. */
export const CartOfOneProduct: Story = {
  args: { view: checkoutView({ lines: [{ ...cartLines[0]!, quantity: 3, total_cents: 26970 }] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 × Café Especial Bourbon Amarelo — 1 kg')).toBeVisible();
    await expect(canvas.getByText('Total').nextElementSibling).toHaveTextContent(/R\$\s269,70/);
  },
};
