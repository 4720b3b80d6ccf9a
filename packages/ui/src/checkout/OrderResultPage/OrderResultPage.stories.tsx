import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { hydrationReport, loadTexts, ServerRendered } from '../checkout.decorators.tsx';
import {
  freezeClock,
  NOW,
  orderView,
  pendingBoletoOrder,
  pendingPixOrder,
  pixPayload,
  refusedOrder,
  settingsWith,
  templateSettings,
  upsellOffer,
} from '../checkout.fixtures.ts';
import { OrderResultPage } from './OrderResultPage.tsx';

const meta = {
  title: 'Checkout/OrderResultPage',
  component: OrderResultPage,
  loaders: [loadTexts],
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  beforeEach: freezeClock,
  args: { view: orderView(), now: NOW },
} satisfies Meta<typeof OrderResultPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Approved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pagamento aprovado!' })).toBeVisible();
    await expect(canvas.getByText('Pedido nº 1042')).toBeVisible();
    await expect(canvas.getByText('Visa •••• 4242 · 3x')).toBeVisible();
    await expect(canvas.getByText(/ana\.souza@example\.com/)).toBeVisible();
  },
};

export const ApprovedWithRedirect: Story = {
  args: { view: orderView({}, { redirect_url: 'https://cafedaserra.com.br/obrigado' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Você será redirecionado em 5 s')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continuar agora' })).toHaveAttribute(
      'href',
      'https://cafedaserra.com.br/obrigado',
    );
  },
};

export const PendingPix: Story = {
  args: { view: pendingPixOrder },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Aguardando pagamento' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'PIX copia e cola' })).toHaveValue(pixPayload);
    await expect(canvas.getByText('O código expira às 12:30.')).toBeVisible();
    await expect(
      canvas.getByText('Esta página se atualiza sozinha quando o pagamento for confirmado.'),
    ).toBeVisible();
  },
};

export const CopyingThePixCode: Story = {
  args: { view: pendingPixOrder },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const writeText = fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const button = await canvas.findByRole('button', { name: 'Copiar código' });
    const width = button.getBoundingClientRect().width;
    await userEvent.click(button);
    await expect(writeText).toHaveBeenCalledWith(pixPayload);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copiado!' })).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Copiado!' }).getBoundingClientRect().width).toBe(width);
  },
};

export const PixExpired: Story = {
  args: { view: pendingPixOrder, now: '2026-11-20T16:00:00.000Z' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Este código PIX expirou. Gere um novo pagamento.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tentar novamente' })).toBeVisible();
  },
};

export const PendingBoleto: Story = {
  args: { view: pendingBoletoOrder },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Boleto gerado' })).toBeVisible();
    await expect(canvas.getByText('23/11/2026')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Linha digitável' })).toHaveValue(
      '00090.00001 00000.000000 00000.010439 6 16390000008990',
    );
    await expect(canvas.getByRole('img', { name: 'Código de barras do boleto' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Imprimir boleto / PDF' })).toHaveAttribute(
      'href',
      pendingBoletoOrder.order.boleto!.print_url,
    );
  },
};

export const Refused: Story = {
  args: { view: refusedOrder },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pagamento recusado' })).toBeVisible();
    await expect(canvas.getByText('Saldo insuficiente.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tentar novamente' })).toHaveAttribute(
      'href',
      '/c/12/cafe-bourbon-amarelo?step=payment',
    );
  },
};

/** Paid by PIX with the store's 5 % PIX discount: its own line under the coupon's. */
export const PixDiscount: Story = {
  args: {
    view: orderView({
      status: 'approved',
      payment_method: 'pix',
      card: null,
      totals: {
        subtotal_cents: 8990,
        bump_cents: 2690,
        discount_cents: 1168 + 525,
        pix_discount_cents: 525,
        shipping_cents: 0,
        interest_cents: 0,
        total_cents: 10512 - 525,
        installments: null,
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/−R\$\s11,68/)).toBeVisible();
    await expect(canvas.getByText('Desconto PIX')).toBeVisible();
    await expect(canvas.getByText(/−R\$\s5,25/)).toBeVisible();
    await expect(canvas.getByText(/^R\$\s99,87$/)).toBeVisible();
  },
};

/** Paid in 12x with interest: the interest line, and the total the card was charged. */
export const InstallmentsWithInterest: Story = {
  args: {
    view: orderView({
      card: { brand: 'visa', last4: '4242', installments: 12 },
      totals: {
        subtotal_cents: 10000,
        bump_cents: 0,
        discount_cents: 0,
        pix_discount_cents: 0,
        shipping_cents: null,
        interest_cents: 2276,
        total_cents: 12276,
        installments: { count: 12, installment_cents: 1023 },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Juros do parcelamento')).toBeVisible();
    await expect(canvas.getByText(/^R\$\s22,76$/)).toBeVisible();
    await expect(canvas.getByText(/^R\$\s122,76$/)).toBeVisible();
    await expect(canvas.getByText('Visa •••• 4242 · 12x')).toBeVisible();
  },
};

export const Cancelled: Story = {
  args: { view: orderView({ status: 'cancelled' }) },
};

export const UpsellOffer: Story = {
  args: { view: orderView({}, { upsell: upsellOffer, redirect_url: 'https://cafedaserra.com.br/obrigado' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: upsellOffer.headline });
    await expect(form).toHaveAttribute('action', upsellOffer.action_url);
    await expect(canvas.getByRole('button', { name: 'Sim, quero aproveitar!' })).toHaveAttribute(
      'value',
      'accept',
    );
    await expect(canvas.getByRole('button', { name: 'Não, obrigado' })).toHaveAttribute('value', 'decline');
    await expect(canvas.queryByText(/redirecionado/)).toBeNull();
  },
};

export const UpsellChoice: Story = {
  // Behaviour only: the states it passes through have their own screenshots.
  parameters: { visual: { disable: true } },
  args: { view: orderView({}, { upsell: upsellOffer }), onUpsellAction: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sim, quero aproveitar!' }));
    await expect(args.onUpsellAction).toHaveBeenCalledWith('accept', expect.any(FormData));
  },
};

export const UpsellPending: Story = {
  args: { view: orderView({}, { upsell: upsellOffer }), upsellPending: 'accept' },
};

export const DarkTemplate: Story = {
  args: { view: { ...pendingPixOrder, settings: templateSettings('model-04') } },
};

export const EnglishLabels: Story = {
  args: {
    view: { ...pendingBoletoOrder, settings: settingsWith({ options: { language: 'en' } }) },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Boleto issued' }),
    ).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Print boleto / PDF' })).toBeVisible();
  },
};

/** The copy button is in the server's HTML, hidden, and appears after hydration in the same box. */
export const HydratesWithoutLayoutShift: Story = {
  args: { view: pendingPixOrder },
  parameters: { visual: { disable: true } },
  render: (args) => (
    <ServerRendered>
      <OrderResultPage {...args} />
    </ServerRendered>
  ),
  play: async ({ canvasElement }) => {
    const report = await hydrationReport();
    await expect(report.errors).toEqual([]);
    await expect(report.htmlBefore).toMatch(/<button type="button"[^>]*hidden=""/);
    await expect(report.heightAfter).toBe(report.heightBefore);
    await expect(within(canvasElement).getByRole('button', { name: 'Copiar código' })).toBeVisible();
  },
};

export const RedirectHydrates: Story = {
  args: { view: orderView({}, { redirect_url: 'https://cafedaserra.com.br/obrigado' }) },
  parameters: { visual: { disable: true } },
  render: (args) => (
    <ServerRendered>
      <OrderResultPage {...args} />
    </ServerRendered>
  ),
  play: async () => {
    const report = await hydrationReport();
    await expect(report.errors).toEqual([]);
    await expect(report.heightAfter).toBe(report.heightBefore);
  },
};
