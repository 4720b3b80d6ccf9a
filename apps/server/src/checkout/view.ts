import type {
  AppliedCouponView,
  BumpOfferView,
  CepLookupStatus,
  CheckoutChrome,
  CheckoutErrors,
  CheckoutFieldValues,
  CheckoutMessage,
  CheckoutPageView,
  CheckoutRedirects,
  CheckoutSettings,
  CheckoutStep,
  CheckoutTotals,
  OrderResultView,
  ShippingChoice,
  ShippingQuoteProvider,
  TestimonialView,
  UpsellOfferView,
} from '@pagora/contract';
import { pricePayment, quoteChoiceId, supportWhatsappUrl, totalsBeforeTerms } from '@pagora/contract';
import type { OfferForCheckout } from '../catalog/offers.ts';
import type { Coupon, Order, OrderItem, ShippingOption } from '../db/entities/index.ts';
import { qrSvg } from '../payments/qr.ts';
import { randomText } from '../shared/crypto.ts';
import { choicesFor, type QuotedChoice } from '../shipping/quote-pricing.ts';
import { linesSubtotalCents } from './cart.ts';
import type { CheckoutContext } from './context.ts';
import { computeTotals, couponLabel, paymentChoiceOf } from './pricing.ts';

/*
 * The view models the checkout renderer receives (and the hydrated page gets as JSON). The
 * renderer only draws what is here, so everything a buyer may see is decided on this side.
 */

/** The checkout page of a product (what checkout links point at, on Pagora's own host). */
export function checkoutPath(storeId: number, slug: string): string {
  return `/c/${storeId}/${encodeURIComponent(slug)}`;
}

/** An order's page: its public token is the only key to it. */
export function orderPath(storeId: number, publicToken: string): string {
  return `/c/${storeId}/pedido/${publicToken}`;
}

/** Idempotency key of the next press of the pay button: a new one on every render of the form. */
export function newAttemptKey(): string {
  return randomText(16, 'base64url');
}

/** A coupon in effect on the checkout, and whether the buyer typed it or it applied by itself. */
export interface AppliedCoupon {
  coupon: Coupon;
  automatic: boolean;
}

/** The parts every checkout page shares: store name, settings, and the test-mode flag. */
export function checkoutChrome(
  storeName: string,
  settings: CheckoutSettings,
  testMode: boolean,
): CheckoutChrome {
  return { store_name: storeName, settings, test_mode: testMode };
}

export function shippingChoices(options: ShippingOption[]): ShippingChoice[] {
  return options.map((option) => ({
    id: String(option.id),
    name: option.name,
    price_cents: option.priceCents,
    min_days: option.minDays,
    max_days: option.maxDays,
  }));
}

function bumpView(offer: OfferForCheckout): BumpOfferView {
  return {
    id: offer.id,
    headline: offer.headline,
    description: offer.description,
    product_name: offer.productName,
    image_url: offer.imageUrl,
    price_cents: offer.offerPriceCents,
    original_price_cents: offer.originalPriceCents,
  };
}

/** The way of shipping the buyer chose: one of the store's options, or a quoted service. */
export interface ChosenShipping {
  /** The store's option; null for a quoted service. */
  optionId: number | null;
  name: string;
  priceCents: number;
  minDays: number;
  maxDays: number;
  provider: ShippingQuoteProvider | null;
  serviceId: string | null;
  carrier: string | null;
}

/** What free shipping compares with: the products and the ticked bump, before coupons. */
export function merchandiseCents(ctx: CheckoutContext, values: Pick<CheckoutFieldValues, 'bump'>): number {
  return linesSubtotalCents(ctx.lines) + (values.bump && ctx.bump ? ctx.bump.offerPriceCents : 0);
}

/** The quoted services at the price this buyer pays (margin in, the cheapest free from the store's threshold). */
export function quotedChoices(
  ctx: CheckoutContext,
  values: Pick<CheckoutFieldValues, 'bump'>,
): QuotedChoice[] {
  return ctx.freight ? choicesFor(ctx.freight, merchandiseCents(ctx, values)) : [];
}

/** The shipping the buyer chose, when it is one of the store's options or of the session's quotes. */
export function chosenShipping(ctx: CheckoutContext, values: CheckoutFieldValues): ChosenShipping | null {
  if (!ctx.steps.includes('delivery')) return null;
  const id = values.shipping_option_id;
  if (id.startsWith('me:')) {
    const quoted = quotedChoices(ctx, values).find((choice) => quoteChoiceId(choice.serviceId) === id);
    return quoted
      ? {
          optionId: null,
          name: quoted.name,
          priceCents: quoted.priceCents,
          minDays: quoted.minDays,
          maxDays: quoted.maxDays,
          provider: 'melhorenvio',
          serviceId: quoted.serviceId,
          carrier: quoted.carrier,
        }
      : null;
  }
  const option = ctx.shippingOptions.find((candidate) => String(candidate.id) === id);
  return option
    ? {
        optionId: option.id,
        name: option.name,
        priceCents: option.priceCents,
        minDays: option.minDays,
        maxDays: option.maxDays,
        provider: null,
        serviceId: null,
        carrier: null,
      }
    : null;
}

/** Every choice of the delivery step, cheapest first: the store's options and the quoted services. */
export function deliveryChoices(ctx: CheckoutContext, values: CheckoutFieldValues): ShippingChoice[] {
  if (!ctx.steps.includes('delivery')) return [];
  const quoted: ShippingChoice[] = quotedChoices(ctx, values).map((choice) => ({
    id: quoteChoiceId(choice.serviceId),
    name: choice.name,
    price_cents: choice.priceCents,
    min_days: choice.minDays,
    max_days: choice.maxDays,
    carrier: choice.carrier,
  }));
  return [...shippingChoices(ctx.shippingOptions), ...quoted].sort((a, b) => a.price_cents - b.price_cents);
}

/**
 * The checkout's pricing as shown: the totals for the buyer's way of paying (a card count no longer
 * offered for this amount brought down to one that is), the count used, and what the payment step
 * offers (installment options, PIX price). The same arithmetic the order placement charges.
 */
export function checkoutPricing(ctx: CheckoutContext, values: CheckoutFieldValues, coupon: Coupon | null) {
  const before = computeTotals({
    productPriceCents: linesSubtotalCents(ctx.lines),
    bumpCents: values.bump && ctx.bump ? ctx.bump.offerPriceCents : null,
    coupon,
    shippingCents: chosenShipping(ctx, values)?.priceCents ?? null,
  });
  return pricePayment(totalsBeforeTerms(before), paymentChoiceOf(values), ctx.settings.options);
}

/** Totals of the checkout as shown: the same arithmetic the order placement charges. */
export function checkoutTotals(
  ctx: CheckoutContext,
  values: CheckoutFieldValues,
  coupon: Coupon | null,
): CheckoutTotals {
  return checkoutPricing(ctx, values, coupon).totals;
}

/** What the checkout page shows beyond the store's data. */
export interface CheckoutPageState {
  mode: 'live' | 'preview';
  step: CheckoutStep;
  completedSteps: CheckoutStep[];
  values: CheckoutFieldValues;
  errors: CheckoutErrors;
  couponMessage: CheckoutMessage | null;
  message: CheckoutMessage | null;
  coupon: AppliedCoupon | null;
  timerEndsAt: Date | null;
  testimonials: TestimonialView[];
  /** How the 'Buscar CEP' of this post went. */
  cepStatus?: CepLookupStatus | null;
}

/** The checkout page's view model (CheckoutPageView) for a product and the buyer's state. */
export function buildCheckoutPageView(ctx: CheckoutContext, state: CheckoutPageState): CheckoutPageView {
  const pricing = checkoutPricing(ctx, state.values, state.coupon?.coupon ?? null);
  const { totals } = pricing;
  const coupon: AppliedCouponView | null = state.coupon
    ? {
        code: state.coupon.coupon.code,
        label: couponLabel(state.coupon.coupon),
        discount_cents: totals.discount_cents - totals.pix_discount_cents,
        automatic: state.coupon.automatic,
      }
    : null;
  const base = checkoutPath(ctx.store.id, ctx.product.slug);
  const supportWhatsapp = supportWhatsappUrl(
    ctx.settings.footer.support_whatsapp,
    ctx.store.name,
    ctx.product.name,
  );
  return {
    ...checkoutChrome(ctx.store.name, ctx.settings, ctx.testMode),
    kind: 'checkout',
    mode: state.mode,
    action_url: state.mode === 'preview' ? `${base}?preview=1` : `${base}?step=${state.step}`,
    product: {
      name: ctx.product.name,
      description: ctx.product.description,
      price_cents: ctx.product.priceCents,
      image_url: ctx.productImageUrl,
      type: ctx.product.productType,
    },
    lines: ctx.lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      unit_cents: line.unitCents,
      total_cents: line.unitCents * line.quantity,
      image_url: line.imageUrl,
      type: line.productType,
    })),
    steps: ctx.steps,
    step: state.step,
    completed_steps: state.completedSteps,
    // The installments field shows the count the totals use.
    values: { ...state.values, installments: String(pricing.installments) },
    errors: state.errors,
    coupon_message: state.couponMessage,
    message: state.message,
    payment_methods: ctx.paymentMethods,
    shipping_options: deliveryChoices(ctx, state.values),
    ...(state.mode === 'live' ? { cep_lookup_url: `/c/${ctx.store.id}/cep` } : {}),
    cep_status: state.cepStatus ?? null,
    bump: ctx.bump ? bumpView(ctx.bump) : null,
    coupon,
    totals,
    testimonials: state.testimonials,
    timer_ends_at: state.timerEndsAt?.toISOString() ?? null,
    attempt_key: newAttemptKey(),
    installment_options: pricing.installment_options,
    pix_discount: pricing.pix_discount,
    card_tokenizer: ctx.cardTokenizer
      ? {
          provider: ctx.cardTokenizer.provider,
          public_key: ctx.cardTokenizer.publicKey,
          script_url: ctx.cardTokenizer.scriptUrl,
          contingency: ctx.cardTokenizer.contingency
            ? {
                provider: ctx.cardTokenizer.contingency.provider,
                public_key: ctx.cardTokenizer.contingency.publicKey,
                script_url: ctx.cardTokenizer.contingency.scriptUrl,
              }
            : null,
        }
      : null,
    // Only when set: a store without one sends nothing more.
    ...(supportWhatsapp ? { support_whatsapp_url: supportWhatsapp } : {}),
  };
}

/** An order's totals as the buyer saw them (shipping null when nothing was shipped). */
export function orderTotals(order: Order): CheckoutTotals {
  return {
    subtotal_cents: order.subtotalCents,
    bump_cents: order.bumpCents,
    discount_cents: order.discountCents,
    pix_discount_cents: order.pixDiscountCents,
    shipping_cents: order.shippingOptionName === null ? null : order.shippingCents,
    interest_cents: order.interestCents,
    total_cents: order.totalCents,
    installments:
      order.installmentCents !== null && order.cardInstallments !== null
        ? { count: order.cardInstallments, installment_cents: order.installmentCents }
        : null,
  };
}

export interface OrderPageInput {
  order: Order;
  items: OrderItem[];
  storeName: string;
  settings: CheckoutSettings;
  redirects: CheckoutRedirects;
  testMode: boolean;
  /** The one-click offer to show before the thank-you, or null. */
  upsell: OfferForCheckout | null;
  /** Where 'try again' leads (the checkout's payment step, or the main order for an upsell). */
  retryUrl: string;
}

/**
 * The order page's view model (OrderResultView): thank-you per method, refusal with retry, or the
 * upsell first. The QR Code is drawn here, at render time, from the stored PIX payload.
 */
export function buildOrderResultView(input: OrderPageInput): OrderResultView {
  const { order } = input;
  const path = orderPath(order.storeId, order.publicToken);
  const pending = order.status === 'pending';
  const upsell: UpsellOfferView | null = input.upsell
    ? {
        headline: input.upsell.headline,
        description: input.upsell.description,
        product_name: input.upsell.productName,
        image_url: input.upsell.imageUrl,
        price_cents: input.upsell.offerPriceCents,
        original_price_cents: input.upsell.originalPriceCents,
        action_url: `${path}/upsell`,
      }
    : null;
  return {
    ...checkoutChrome(input.storeName, input.settings, input.testMode),
    kind: 'order',
    order: {
      number: order.number,
      status: order.status,
      payment_method: order.paymentMethod,
      items: input.items.map((item) => ({
        name: item.name,
        quantity: item.quantity,
        unit_price_cents: item.unitPriceCents,
        kind: item.kind,
      })),
      totals: orderTotals(order),
      created_at: order.createdAt.toISOString(),
      buyer_email: order.buyerEmail,
      pix:
        pending && order.pixPayload
          ? {
              payload: order.pixPayload,
              qr_svg: qrSvg(order.pixPayload),
              expires_at: (order.pixExpiresAt ?? order.createdAt).toISOString(),
            }
          : null,
      boleto:
        pending && order.boletoLine
          ? {
              digitable_line: order.boletoLine,
              barcode: order.boletoBarcode ?? '',
              due_date: (order.boletoDueDate ?? order.createdAt).toISOString(),
              print_url: `${path}/boleto`,
            }
          : null,
      card:
        order.cardBrand && order.cardLast4
          ? { brand: order.cardBrand, last4: order.cardLast4, installments: order.cardInstallments ?? 1 }
          : null,
      refusal_reason: order.status === 'refused' ? order.refusalReason : null,
    },
    status_url: `${path}/status`,
    redirect_url:
      order.status === 'approved' && upsell === null ? (input.redirects[order.paymentMethod] ?? null) : null,
    upsell,
    retry_url: input.retryUrl,
  };
}
