import type { CepLookupStatus } from '@pagora/contract/checkout-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { hydrationReport, loadTexts, ServerRendered } from '../checkout.decorators.tsx';
import {
  appliedCoupon,
  atStep,
  bannerImage,
  cartLines,
  checkoutView,
  digitalProduct,
  filledValues,
  freezeClock,
  logoImage,
  NOW,
  quotedShippingOptions,
  settingsWith,
} from '../checkout.fixtures.ts';
import { CheckoutPage, type CheckoutPageProps } from './CheckoutPage.tsx';

const meta = {
  title: 'Checkout/CheckoutPage',
  component: CheckoutPage,
  loaders: [loadTexts],
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  beforeEach: freezeClock,
  args: { view: checkoutView(), now: NOW },
} satisfies Meta<typeof CheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const oneStep = settingsWith({ steps: 1 });

/** The form's data as the hydration layer receives it. */
function lastCall(mock: unknown): [string, FormData] {
  const calls = (mock as { mock: { calls: [string, FormData][] } }).mock.calls;
  return calls[calls.length - 1]!;
}

export const ThreeStepPersonal: Story = {
  args: { view: atStep('personal') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvasElement.querySelector('form')!;
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/c/12/cafe-bourbon-amarelo');
    await expect(canvas.getByRole('textbox', { name: 'Nome completo' })).toHaveAttribute(
      'autocomplete',
      'name',
    );
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('autocomplete', 'email');
    await expect(canvas.getByRole('textbox', { name: 'Celular' })).toHaveAttribute('autocomplete', 'tel');
    await expect(canvas.getByRole('button', { name: 'Continuar' })).toHaveAttribute('value', 'next');
    await expect(canvas.queryByRole('button', { name: /Voltar/ })).toBeNull();
    await expect(canvas.getByRole('navigation', { name: 'Etapas da compra' })).toBeVisible();
  },
};

export const ThreeStepDelivery: Story = {
  args: { view: atStep('delivery') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Dados pessoais/ })).toHaveAttribute(
      'href',
      '?step=personal',
    );
    await expect(canvas.getByRole('textbox', { name: 'CEP' })).toHaveValue('01310-100');
    await expect(canvas.getByRole('combobox', { name: 'Estado' })).toHaveValue('SP');
    await expect(canvas.getByRole('radio', { name: /PAC/ })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Voltar' })).toHaveAttribute('value', 'back');
  },
};

export const ThreeStepPayment: Story = {
  args: { view: atStep('payment') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Finalizar compra' })).toHaveAttribute('value', 'pay');
    await expect(canvas.getByRole('radio', { name: 'PIX' })).toBeChecked();
  },
};

/**
 * A cart handed off by the store's theme (2 × coffee, 3 × filters, the course): the summary lists
 * each line with its quantity and line total; quantities are not editable on the checkout.
 */
export const Cart: Story = {
  args: { view: atStep('payment', { lines: cartLines }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 × Café Especial Bourbon Amarelo — 1 kg')).toBeInTheDocument();
    await expect(canvas.getByText('3 × Filtro de papel nº 103 (100 un.)')).toBeInTheDocument();
    await expect(canvas.getByText('1 × Curso Barista em Casa')).toBeInTheDocument();
    await expect(canvas.getByText(/^R\$\s179,80$/)).toBeInTheDocument();
    // Subtotal 415,50 + SEDEX 24,90; no quantity field.
    await expect(canvas.getByText('Subtotal').nextElementSibling).toHaveTextContent(/R\$\s415,50/);
    await expect(canvas.getByText('Total').nextElementSibling).toHaveTextContent(/R\$\s440,40/);
    await expect(canvas.queryByRole('spinbutton')).toBeNull();
  },
};

export const OneStep: Story = {
  args: { view: checkoutView({ settings: oneStep }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const title of ['Dados pessoais', 'Entrega', 'Pagamento']) {
      await expect(canvas.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    await expect(canvas.queryByRole('button', { name: 'Continuar' })).toBeNull();
  },
};

export const OneStepDigital: Story = {
  args: { view: checkoutView({ settings: oneStep, product: digitalProduct }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: 'Entrega' })).toBeNull();
    await expect(canvas.queryByText('Frete')).toBeNull();
  },
};

export const Empty: Story = {
  args: {
    view: checkoutView({ settings: oneStep, bump: null, testimonials: [], product: digitalProduct }),
  },
};

export const CouponApplied: Story = {
  args: {
    view: atStep('payment', {
      coupon: appliedCoupon,
      coupon_message: { tone: 'success', text: 'Cupom aplicado!' },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('CAFE10')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Remover' })).toHaveAttribute('value', 'remove_coupon');
    await expect(canvas.getByText('−R$ 8,99')).toBeInTheDocument();
  },
};

export const CouponAutomatic: Story = {
  args: { view: atStep('payment', { coupon: { ...appliedCoupon, code: 'BLACKFRIDAY', automatic: true } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/aplicado automaticamente/)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Remover' })).toBeNull();
  },
};

export const CouponRefused: Story = {
  args: {
    view: atStep('payment', {
      values: { coupon_code: 'NATAL2025' },
      coupon_message: { tone: 'danger', text: 'Cupom expirado.' },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Cupom de desconto' })).toHaveValue('NATAL2025');
    await expect(canvas.getByRole('status')).toHaveTextContent('Cupom expirado.');
  },
};

export const ShippingChosen: Story = {
  args: { view: atStep('delivery', { values: { shipping_option_id: 'sedex' } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /SEDEX/ })).toBeChecked();
    await expect(canvas.getAllByText('R$ 24,90').length).toBeGreaterThan(0);
  },
};

/**
 * Melhor Envio's quotes for the buyer's CEP beside the store's own options: 'Correios · PAC' with
 * its price and 'até 8 dias úteis', chosen, and its price in the summary's Frete and total.
 */
export const QuotesFilled: Story = {
  args: {
    view: atStep('delivery', {
      shipping_options: quotedShippingOptions,
      values: { shipping_option_id: 'me:1' },
    }),
    cepStatus: 'found',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Endereço encontrado. Confira e informe o número.',
    );
    const pac = canvas.getByRole('radio', { name: /Correios · PAC/ });
    await expect(pac).toBeChecked();
    const card = pac.closest('label')!;
    await expect(card).toHaveTextContent('até 8 dias úteis');
    await expect(card).toHaveTextContent(/R\$\s22,20/);
    await expect(canvas.getByRole('radio', { name: /Jadlog · \.Package/ })).not.toBeChecked();
    await expect(canvas.getByText('até 6 dias úteis')).toBeVisible();
    // The store's own options keep their range.
    await expect(canvas.getByText('5 a 9 dias úteis')).toBeVisible();
    // The summary's Frete row (the options' legend says 'Frete' too).
    const freteRows = canvas
      .getAllByText('Frete')
      .map((label) => label.nextElementSibling?.textContent ?? '');
    await expect(freteRows.some((text) => /R\$\s22,20/.test(text))).toBe(true);
  },
};

/** A CEP was just typed: the address and the carriers' quotes are on their way; every field stays editable. */
export const QuotesLoading: Story = {
  args: {
    view: atStep('delivery', {
      values: { cep: '20040-002', street: '', number: '', complement: '', district: '', city: '', state: '' },
    }),
    cepStatus: 'loading',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Buscando endereço…');
    await expect(canvas.getByRole('textbox', { name: 'Endereço' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Buscar CEP' })).toBeEnabled();
    await expect(canvas.queryByRole('radio', { name: /Correios/ })).toBeNull();
    await expect(canvas.getByRole('radio', { name: /SEDEX/ })).toBeVisible();
  },
};

export const PixSelected: Story = {
  args: { view: atStep('payment', { values: { payment_method: 'pix' } }) },
};

export const CardSelected: Story = {
  args: { view: atStep('payment', { values: { payment_method: 'card', installments: '3' } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Número do cartão' })).toHaveAttribute(
      'autocomplete',
      'cc-number',
    );
    await expect(canvas.getByRole('textbox', { name: 'Nome impresso no cartão' })).toHaveAttribute(
      'autocomplete',
      'cc-name',
    );
    await expect(canvas.getByRole('textbox', { name: 'Validade (MM/AA)' })).toHaveAttribute(
      'autocomplete',
      'cc-exp',
    );
    await expect(canvas.getByRole('textbox', { name: 'CVV' })).toHaveAttribute('autocomplete', 'cc-csc');
    const installments = canvas.getByRole('combobox', { name: 'Parcelas' });
    await expect(installments).toHaveValue('3');
    await expect(
      within(installments).getByRole('option', { name: /^3x de R\$\s38,27 sem juros$/ }),
    ).toBeInTheDocument();
  },
};

/** The store gives 5 % off by PIX: the badge on the method, the PIX price and the discount in the totals. */
export const PixDiscountOffered: Story = {
  args: {
    view: atStep('payment', {
      settings: settingsWith({ options: { pix_discount_percent: 5 } }),
      values: { payment_method: 'pix' },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^5\s%\sde desconto no PIX$/)).toBeVisible();
    await expect(canvas.getByText(/^No PIX você paga R\$\s\d+,\d{2}\.$/)).toBeVisible();
    await expect(canvas.getAllByText('Desconto PIX').length).toBeGreaterThan(0);
  },
};

/** Installments with interest after 3x without: each option with its total. */
export const CardWithInterest: Story = {
  args: {
    view: atStep('payment', {
      settings: settingsWith({ options: { interest_free_installments: 3, monthly_interest_percent: 3.3 } }),
      values: { payment_method: 'card', installments: '12' },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const installments = canvas.getByRole('combobox', { name: 'Parcelas' });
    await expect(installments).toHaveValue('12');
    await expect(
      within(installments).getByRole('option', { name: /^3x de R\$\s\d+,\d{2} sem juros$/ }),
    ).toBeInTheDocument();
    await expect(
      within(installments).getByRole('option', { name: /^12x de R\$\s\d+,\d{2} \(total R\$\s\d+,\d{2}\)$/ }),
    ).toBeInTheDocument();
    await expect(canvas.getAllByText('Juros do parcelamento').length).toBeGreaterThan(0);
  },
};

/** The PIX discount and the card's interest depend on the method and the plan: changing either updates. */
export const ChoosingMethodAndInstallmentsUpdates: Story = {
  // Behaviour only: the states it passes through have their own screenshots.
  parameters: { visual: { disable: true } },
  args: { view: atStep('payment'), onAction: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Cartão de crédito'));
    let [action, data] = lastCall(args.onAction);
    await expect(action).toBe('update');
    await expect(data.get('payment_method')).toBe('card');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Parcelas' }), '6');
    [action, data] = lastCall(args.onAction);
    await expect(action).toBe('update');
    await expect(data.get('installments')).toBe('6');
  },
};

export const BoletoSelected: Story = {
  args: { view: atStep('payment', { values: { payment_method: 'boleto' } }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('O boleto vence em 3 dias.')).toBeVisible();
  },
};

/** Choosing a method opens its panel (pure CSS: it works before hydration too). */
export const ChoosingPaymentMethod: Story = {
  args: { view: atStep('payment') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Closed panels are display: none, out of the accessibility tree until their method is chosen.
    const cardNumber = canvas.getByRole('textbox', { name: 'Número do cartão', hidden: true });
    await expect(cardNumber).not.toBeVisible();
    await userEvent.click(canvas.getByText('Cartão de crédito'));
    await expect(canvas.getByRole('radio', { name: 'Cartão de crédito' })).toBeChecked();
    await expect(cardNumber).toBeVisible();
    await expect(canvas.getByText('Aprovação na hora, a qualquer momento.')).not.toBeVisible();
    await userEvent.type(cardNumber, '4242424242424242');
    await expect(cardNumber).toHaveValue('4242 4242 4242 4242');
    await expect(canvas.getByText('Visa')).toBeVisible();
  },
};

export const FieldErrors: Story = {
  args: {
    view: checkoutView({
      settings: oneStep,
      values: { ...filledValues, name: 'Ana', cpf: '123.456.789-00', cep: '0131' },
      errors: {
        name: 'Informe nome e sobrenome.',
        email: 'Informe um e-mail válido.',
        cpf: 'CPF inválido. Confira os números.',
        cep: 'CEP inválido. Use 8 números.',
        shipping_option_id: 'Escolha uma opção de frete.',
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cpf = canvas.getByRole('textbox', { name: 'CPF' });
    await expect(cpf).toHaveAttribute('aria-invalid', 'true');
    await expect(cpf).toHaveAccessibleDescription('CPF inválido. Confira os números.');
    await expect(canvas.getByRole('textbox', { name: 'CEP' })).toHaveAccessibleDescription(
      'CEP inválido. Use 8 números.',
    );
    await expect(canvas.getByText('Escolha uma opção de frete.')).toBeVisible();
  },
};

export const DeclinedMessage: Story = {
  args: {
    view: atStep('payment', {
      values: { payment_method: 'card' },
      message: {
        tone: 'danger',
        text: 'Pagamento recusado: saldo insuficiente. Tente outro cartão ou outra forma de pagamento.',
      },
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Pagamento recusado: saldo insuficiente.',
    );
  },
};

export const Pending: Story = {
  args: { view: atStep('payment', { values: { payment_method: 'card' } }), pending: 'pay' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pay = canvas.getByRole('button', { name: 'Processando…' });
    await expect(pay).toBeDisabled();
    await expect(pay).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Voltar' })).toBeDisabled();
  },
};

export const WithScarcityNoticeAndBanner: Story = {
  args: {
    view: atStep('personal', {
      settings: settingsWith({
        notice_bar: { enabled: true },
        banner: { enabled: true, image_url: bannerImage },
        header: { logo_url: logoImage },
        scarcity: { minutes: 10 },
        content: { headline: 'Finalize sua compra' },
      }),
      timer_ends_at: '2026-11-20T15:09:42.000Z',
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent('Oferta reservada por09:42');
    await expect(canvas.getByText('Frete grátis para todo o Brasil!')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Café da Serra' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Finalize sua compra' })).toBeVisible();
  },
};

export const PreviewMode: Story = {
  args: { view: atStep('personal', { mode: 'preview' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pré-visualização — pagamentos desativados')).toBeVisible();
  },
};

export const TestMode: Story = {
  args: { view: atStep('payment', { test_mode: true, values: { payment_method: 'card' } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Nenhuma cobrança é real. Use um dos cartões de teste abaixo.'));
    await expect(canvas.getByRole('table', { name: 'Cartões de teste' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '4242 4242 4242 4242' })).toBeVisible();
  },
};

export const OtherCurrency: Story = {
  args: {
    view: atStep('payment', {
      settings: settingsWith({ options: { currency: 'USD', currency_rate: 0.19 } }),
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(/≈ US\$\s21,81/)[0]).toBeInTheDocument();
  },
};

export const EnglishLabels: Story = {
  args: {
    view: checkoutView({
      settings: settingsWith({ steps: 1, options: { language: 'en', currency: 'USD', currency_rate: 0.19 } }),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Personal details' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Complete purchase' })).toBeVisible();
  },
};

// ─── Interactions with the hydration layer ──────────────────────────────────────────────────────

export const SubmittingSendsTheFormData: Story = {
  // Behaviour only: the states it passes through have their own screenshots.
  parameters: { visual: { disable: true } },
  args: { view: atStep('personal'), onAction: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome completo' }), 'Ana Beatriz Souza');
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'ana@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Celular' }), '11987654321');
    await userEvent.type(canvas.getByRole('textbox', { name: 'CPF' }), '52998224725');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    const [action, data] = lastCall(args.onAction);
    await expect(action).toBe('next');
    await expect(data.get('action')).toBe('next');
    await expect(data.get('name')).toBe('Ana Beatriz Souza');
    await expect(data.get('email')).toBe('ana@example.com');
    await expect(data.get('phone')).toBe('(11) 98765-4321');
    await expect(data.get('cpf')).toBe('529.982.247-25');
    await expect(data.get('attempt_key')).toBe('f3b9c2d1-7a4e-4c1b-9b2e-5d8a6c0e1f42');
  },
};

export const EnterSubmitsTheMainAction: Story = {
  // Behaviour only: the states it passes through have their own screenshots.
  parameters: { visual: { disable: true } },
  args: { view: atStep('delivery'), onAction: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Número' }), '{enter}');
    await expect(lastCall(args.onAction)[0]).toBe('next');
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar' }));
    await expect(lastCall(args.onAction)[0]).toBe('back');
  },
};

export const PayingSendsTheCard: Story = {
  // Behaviour only: the states it passes through have their own screenshots.
  parameters: { visual: { disable: true } },
  args: { view: atStep('payment', { values: { payment_method: 'card' } }), onAction: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Número do cartão' }), '4242424242424242');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome impresso no cartão' }), 'ANA B SOUZA');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Validade (MM/AA)' }), '1230');
    await userEvent.type(canvas.getByRole('textbox', { name: 'CVV' }), '123');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Parcelas' }), '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Finalizar compra' }));
    const [action, data] = lastCall(args.onAction);
    await expect(action).toBe('pay');
    await expect(data.get('payment_method')).toBe('card');
    await expect(data.get('card_number')).toBe('4242 4242 4242 4242');
    await expect(data.get('card_expiry')).toBe('12/30');
    await expect(data.get('card_cvv')).toBe('123');
    await expect(data.get('installments')).toBe('3');
  },
};

export const TickingTheBumpUpdates: Story = {
  args: { view: atStep('payment'), onAction: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: /caneca esmaltada/ }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    const [action, data] = lastCall(args.onAction);
    await expect(action).toBe('update');
    await expect(data.get('bump')).toBe('on');
  },
};

export const ChoosingShippingUpdates: Story = {
  // Behaviour only: the states it passes through have their own screenshots.
  parameters: { visual: { disable: true } },
  args: { view: atStep('delivery'), onAction: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: /SEDEX/ }));
    const [action, data] = lastCall(args.onAction);
    await expect(action).toBe('update');
    await expect(data.get('shipping_option_id')).toBe('sedex');
  },
};

export const ApplyingACoupon: Story = {
  // Behaviour only: the states it passes through have their own screenshots.
  parameters: { visual: { disable: true } },
  args: { view: atStep('payment'), onAction: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Cupom de desconto' });
    // Always shown on wide screens (the summary's <details> is forced open): reachable by keyboard too.
    field.focus();
    await expect(field).toHaveFocus();
    await userEvent.type(field, 'CAFE10');
    await userEvent.click(canvas.getByRole('button', { name: 'Aplicar' }));
    let [action, data] = lastCall(args.onAction);
    await expect(action).toBe('apply_coupon');
    await expect(data.get('coupon_code')).toBe('CAFE10');
    // Enter in the coupon field applies it too (not the form's main action).
    await userEvent.type(field, '{enter}');
    [action] = lastCall(args.onAction);
    await expect(action).toBe('apply_coupon');
    await expect(args.onAction).toHaveBeenCalledTimes(2);
  },
};

export const BlurValidation: Story = {
  args: { view: atStep('personal'), onAction: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cpf = canvas.getByRole('textbox', { name: 'CPF' });
    await userEvent.type(cpf, '12345678900');
    await userEvent.tab();
    await waitFor(() => expect(cpf).toHaveAccessibleDescription('CPF inválido. Confira os números.'));
    await expect(cpf).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(cpf);
    await userEvent.type(cpf, '52998224725');
    await waitFor(() => expect(cpf).not.toHaveAttribute('aria-invalid'));
    await expect(canvas.queryByText('CPF inválido. Confira os números.')).toBeNull();
  },
};

export const ServerErrorsWinUntilEdited: Story = {
  // Behaviour only: the states it passes through have their own screenshots.
  parameters: { visual: { disable: true } },
  args: {
    view: atStep('personal', {
      values: { name: 'Ana Souza', email: 'ana@example.com' },
      errors: { email: 'Este e-mail já usou o cupom.' },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    await userEvent.click(email);
    await userEvent.tab();
    await expect(email).toHaveAccessibleDescription('Este e-mail já usou o cupom.');
    await userEvent.type(email, 'x');
    await expect(canvas.queryByText('Este e-mail já usou o cupom.')).toBeNull();
  },
};

/**
 * Stands in for the checkout's hydration layer: a typed CEP is looked up (found), and 'Buscar CEP'
 * is answered by the server with `cep_status` (here: not found).
 */
function CepLookups(args: CheckoutPageProps) {
  const [view, setView] = useState(args.view);
  const [cepStatus, setCepStatus] = useState<CepLookupStatus | null>(null);
  return (
    <CheckoutPage
      {...args}
      view={view}
      cepStatus={cepStatus}
      onCepComplete={(cep) => {
        args.onCepComplete?.(cep, document.createElement('form'));
        setCepStatus('loading');
        setTimeout(() => setCepStatus('found'), 10);
      }}
      onAction={(action, data) => {
        args.onAction?.(action, data);
        if (action === 'lookup_cep') setView((current) => ({ ...current, cep_status: 'not_found' }));
      }}
    />
  );
}

/** After a typed lookup, a later 'Buscar CEP' shows the server's answer; a new typed CEP takes over again. */
export const NewestCepLookupShows: Story = {
  // Behaviour only: the states it passes through have their own screenshots.
  parameters: { visual: { disable: true } },
  args: { view: atStep('delivery'), onAction: fn(), onCepComplete: fn() },
  render: (args) => <CepLookups {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const cep = canvas.getByRole('textbox', { name: 'CEP' });
    const status = canvas.getByRole('status');
    await userEvent.clear(cep);
    await userEvent.type(cep, '20040002');
    await expect(args.onCepComplete).toHaveBeenCalledWith('20040002', expect.anything());
    await waitFor(() => expect(status).toHaveTextContent('Endereço encontrado. Confira e informe o número.'));

    await userEvent.click(canvas.getByRole('button', { name: 'Buscar CEP' }));
    await expect(lastCall(args.onAction)[0]).toBe('lookup_cep');
    await waitFor(() =>
      expect(status).toHaveTextContent('CEP não encontrado. Confira os números ou preencha o endereço.'),
    );

    await userEvent.clear(cep);
    await userEvent.type(cep, '30130010');
    await waitFor(() => expect(status).toHaveTextContent('Endereço encontrado. Confira e informe o número.'));
  },
};

// ─── Server rendering ───────────────────────────────────────────────────────────────────────────

/**
 * The server's HTML hydrates without a mismatch and without moving anything: every piece renders
 * from props (the timer from `now`), and what only works with JavaScript keeps its box.
 */
export const HydratesWithoutMismatch: Story = {
  args: {
    view: checkoutView({
      settings: settingsWith({
        steps: 1,
        notice_bar: { enabled: true },
        banner: { enabled: true, image_url: bannerImage },
        header: { logo_url: logoImage },
        scarcity: { minutes: 15 },
        options: { currency: 'USD', currency_rate: 0.19 },
      }),
      test_mode: true,
      timer_ends_at: '2026-11-20T15:14:59.000Z',
      coupon: appliedCoupon,
      values: { ...filledValues, bump: true, shipping_option_id: 'pac', payment_method: 'card' },
    }),
  },
  parameters: { visual: { disable: true } },
  render: (args) => (
    <ServerRendered>
      <CheckoutPage {...args} />
    </ServerRendered>
  ),
  play: async ({ canvasElement }) => {
    const report = await hydrationReport();
    await expect(report.errors).toEqual([]);
    await expect(report.resized).toEqual([]);
    await expect(report.heightAfter).toBe(report.heightBefore);
    await expect(report.htmlBefore).toMatch(
      /<form [^>]*action="\/c\/12\/cafe-bourbon-amarelo" method="post">/,
    );
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('14:59');
  },
};
