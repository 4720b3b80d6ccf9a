import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { loadTexts, withCheckoutTheme } from '../checkout.decorators.tsx';
import { checkoutView, emptyValues } from '../checkout.fixtures.ts';
import { PaymentSection } from '../PaymentSection/PaymentSection.tsx';
import type { SecureFieldElements } from './SecureCardFields.tsx';

/*
 * The payment step of a store whose card gateway tokenizes in the browser: the gateway's fields in
 * place of Pagora's number, expiry and CVV. The stories have no gateway script: Mercado Pago's
 * boxes stay empty (or get a stand-in iframe through `mount`), Pagar.me's inputs are the page's own.
 */

const cardView = checkoutView({ step: 'payment', values: { payment_method: 'card' } });

/** Stands in for MercadoPago.js: an iframe with one input in each box. */
const mountStandInFrames = (elements: SecureFieldElements) => {
  const frames = Object.entries(elements).map(([part, box]) => {
    const frame = document.createElement('iframe');
    frame.title = box.dataset.label ?? part;
    frame.srcdoc = `<!doctype html><html lang="pt-BR"><body style="margin:0"><input aria-label="${frame.title}" style="box-sizing:border-box;width:100%;height:44px;border:0;padding:0 12px;font:16px sans-serif;background:transparent"></body></html>`;
    box.append(frame);
    return frame;
  });
  return () => {
    for (const frame of frames) frame.remove();
  };
};

const meta = {
  title: 'Checkout/Pieces/SecureCardFields',
  component: PaymentSection,
  loaders: [loadTexts],
  decorators: [withCheckoutTheme],
  args: {
    methods: ['pix', 'card', 'boleto'],
    values: { ...emptyValues, payment_method: 'card', card_holder: 'MARIA DA SILVA' },
    errors: {},
    installmentOptions: cardView.installment_options,
    pixDiscount: cardView.pix_discount,
    secureCard: { provider: 'mercadopago', status: 'loading' },
  },
} satisfies Meta<typeof PaymentSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mercado Pago while MercadoPago.js loads: the boxes its iframes will fill, and Pagora's own fields. */
export const MercadoPagoLoading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando os campos seguros do cartão…');
    await expect(canvasElement.querySelectorAll('[data-secure-field]')).toHaveLength(3);
    // Nothing of the card is a field of Pagora's form.
    await expect(canvasElement.querySelector('[name^="card_"]:not([name="card_holder"])')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Nome impresso no cartão' })).toHaveValue(
      'MARIA DA SILVA',
    );
    await expect(canvas.getByRole('combobox', { name: 'Parcelas' })).toBeVisible();
  },
};

/** Mercado Pago ready: its Secure Fields mounted in the boxes, the brand told by the BIN. */
export const MercadoPagoReady: Story = {
  args: {
    secureCard: {
      provider: 'mercadopago',
      status: 'ready',
      brand: 'mastercard',
      mount: fn(mountStandInFrames),
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(args.secureCard?.mount).toHaveBeenCalledTimes(1);
    await expect(canvasElement.querySelectorAll('iframe')).toHaveLength(3);
    await expect(canvasElement.querySelector('iframe')).toHaveAttribute('title', 'Número do cartão');
    await expect(canvas.getByText('Mastercard')).toBeVisible();
    await expect(
      canvas.getByText('Os dados do cartão vão direto para o Mercado Pago, sem passar pela loja.'),
    ).toBeVisible();
  },
};

/** Mercado Pago refused the number when tokenizing: the message under its box. */
export const MercadoPagoFieldError: Story = {
  args: {
    secureCard: {
      provider: 'mercadopago',
      status: 'ready',
      mount: mountStandInFrames,
      errors: { number: 'Número do cartão inválido.' },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Número do cartão inválido.')).toBeVisible();
  },
};

/** While paying: the card becomes a token before the form is posted. */
export const Tokenizing: Story = {
  args: { secureCard: { provider: 'mercadopago', status: 'tokenizing', mount: mountStandInFrames } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Validando o cartão com segurança…',
    );
  },
};

/** Pagar.me: inputs on the page without a name (tokenizecard.js reads them; the form never posts them). */
export const PagarmeReady: Story = {
  args: { secureCard: { provider: 'pagarme', status: 'ready', mount: fn() } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(args.secureCard?.mount).toHaveBeenCalledTimes(1);
    const number = canvas.getByRole('textbox', { name: 'Número do cartão' });
    await expect(number).not.toHaveAttribute('name');
    await expect(canvas.getByRole('textbox', { name: 'Validade (MM/AA)' })).not.toHaveAttribute('name');
    await expect(canvas.getByRole('textbox', { name: 'CVV' })).not.toHaveAttribute('name');
    await userEvent.type(number, '5555555555554444');
    await expect(number).toHaveValue('5555 5555 5555 4444');
    await expect(canvas.getByText('Mastercard')).toBeVisible();
    await expect(
      canvas.getByText('Os dados do cartão vão direto para o Pagar.me, sem passar pela loja.'),
    ).toBeVisible();
  },
};

/**
 * Mercado Pago with a card contingency: the page's own inputs (both gateways' scripts tokenize the
 * same card, and neither reads the other's iframes), still never posted with the form.
 */
export const MercadoPagoWithContingency: Story = {
  args: { secureCard: { provider: 'mercadopago', status: 'ready', mount: fn(), pageInputs: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(args.secureCard?.mount).toHaveBeenCalledTimes(1);
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    const number = canvas.getByRole('textbox', { name: 'Número do cartão' });
    await expect(number).not.toHaveAttribute('name');
    await expect(canvas.getByRole('textbox', { name: 'CVV' })).not.toHaveAttribute('name');
    await userEvent.type(number, '4111111111111111');
    await expect(canvas.getByText('Visa')).toBeVisible();
  },
};

/** Pagar.me's fields with the messages of a card the page refused before asking for a token. */
export const PagarmeFieldErrors: Story = {
  args: {
    secureCard: {
      provider: 'pagarme',
      status: 'ready',
      errors: { number: 'Número do cartão inválido.', cvv: 'Informe o CVV.' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Número do cartão' })).toHaveAccessibleDescription(
      'Número do cartão inválido.',
    );
    await expect(canvas.getByRole('textbox', { name: 'CVV' })).toHaveAccessibleDescription('Informe o CVV.');
  },
};

/** Without JavaScript (and on the server-rendered page): card needs it; PIX and boleto still work. */
export const WithoutJavaScript: Story = {
  args: { secureCard: { provider: 'mercadopago', status: 'no-script' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'Pagamento com cartão requer JavaScript ativado. Use PIX ou boleto, ou ative o JavaScript.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Número do cartão' })).toBeNull();
    await expect(canvas.getByRole('radio', { name: 'PIX' })).toBeEnabled();
    await expect(canvas.getByRole('radio', { name: 'Boleto' })).toBeEnabled();
  },
};

/** The gateway's script did not load (blocked or offline). */
export const ScriptFailed: Story = {
  args: { secureCard: { provider: 'pagarme', status: 'failed' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar o formulário seguro do cartão. Recarregue a página ou pague com PIX ou boleto.',
    );
  },
};

/** The builder's preview: the fields' look, no script. */
export const Preview: Story = {
  args: { secureCard: { provider: 'pagarme', status: 'inert' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Número do cartão' })).toBeDisabled();
  },
};
