import {
  CARD_BRAND_LABELS,
  type CheckoutErrors,
  type CheckoutStep,
  digitsOnly,
  normalizeCpf,
  type OrderResultView,
  type PaymentMethod,
} from '@pagora/contract';
import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import { findOfferFor, getOfferById, type OfferForCheckout } from '../catalog/offers.ts';
import { linesSubtotalCents } from '../checkout/cart.ts';
import type { CheckoutContext, CheckoutDraft, PostedCard } from '../checkout/context.ts';
import {
  bestAutoCoupon,
  CouponRefusedError,
  couponBuyer,
  couponProblem,
  redeemCoupon,
  releaseCoupon,
} from '../checkout/coupons.ts';
import { cardInputOf, contingencyCardInputOf } from '../checkout/posted-card.ts';
import {
  computeTotals,
  installmentsRefusal,
  paymentChoiceOf,
  paymentTermsColumns,
} from '../checkout/pricing.ts';
import { getCheckoutConfig } from '../checkout/settings.ts';
import {
  buildOrderResultView,
  type ChosenShipping,
  checkoutPath,
  chosenShipping,
  newAttemptKey,
  orderPath,
} from '../checkout/view.ts';
import type { Database } from '../db/data-source.ts';
import {
  CheckoutSession,
  Coupon,
  Order,
  OrderItem,
  type OrderItemKind,
  type OrderKind,
  PaymentAttempt,
  Product,
  ShippingOption,
  Store,
} from '../db/entities/index.ts';
import { insertRow, insertRows, selectRow, updateRows } from '../db/statements.ts';
import { findInOwnedStore } from '../identity/stores.ts';
import { recordStoreChange } from '../live/store-changes.ts';
import { neverReachedGateway } from '../payments/gateway-http.ts';
import type { PaymentGateways } from '../payments/gateways.ts';
import type {
  BuyerAddress,
  CardInput,
  ChargeResult,
  PaymentProvider,
  PixConfig,
} from '../payments/provider.ts';
import { type BuyerClient, recordPurchaseContext } from '../pixels/capi.ts';
import { newOrderedToken } from '../shared/crypto.ts';
import { ConflictError, ForbiddenError, isUniqueViolation, NotFoundError } from '../shared/errors.ts';
import { recordOrderCreated, transitionOrder } from './lifecycle.ts';
import { processingAttempt } from './refunds.ts';

/*
 * Orders: placement from a checkout (exactly once per session, however many times the form is
 * posted), the one-click upsell, the order page, and marking a test-mode order as paid.
 *
 * Placement runs in three parts so no database transaction waits on the payment provider:
 *   1. a transaction that finds or creates the session's order (its number from store.order_seq),
 *      redeems the coupon and records the attempt as 'processing';
 *   2. the charge, outside any transaction, with an idempotency key per order and attempt;
 *   3. a transaction that records the result.
 * The session row is locked in part 1 (PostgreSQL; SQLite runs transactions one at a time), so two
 * posts of one session — a double click, a retry, two tabs — queue there and the later ones find
 * the order already in payment.
 */

export const ORDER_NOT_FOUND_MESSAGE = 'Pedido não encontrado.';
export const ORDER_NOT_PENDING_MESSAGE = 'Este pedido não está pendente.';
export const ORDER_NOT_TEST_MODE_MESSAGE = 'Somente pedidos do modo de teste podem ser marcados como pagos.';
/** When the provider itself failed (not a refusal): the buyer may simply try again. */
export const PAYMENT_FAILED_REASON = 'Não foi possível processar o pagamento. Tente novamente.';

/** The timeline's texts (order_event.cause). */
export const ORDER_EVENT_CAUSES = {
  created: 'Pedido criado',
  retried: 'Nova tentativa de pagamento',
  approved: 'Pagamento aprovado',
  pixGenerated: 'PIX gerado',
  boletoGenerated: 'Boleto gerado',
  markedPaid: 'Marcado como pago pelo lojista (modo de teste)',
  pixExpired: 'PIX expirado sem pagamento',
  boletoExpired: 'Boleto vencido sem pagamento',
  cancelledAtGateway: 'Pagamento cancelado no gateway',
  notReceived: 'Pagamento não concluído: o gateway não recebeu a cobrança',
} as const;

/** 'Pagamento aprovado (cartão Visa final 4242)' */
export function approvedCause(card: { brand: keyof typeof CARD_BRAND_LABELS; last4: string } | null): string {
  return card
    ? `${ORDER_EVENT_CAUSES.approved} (cartão ${CARD_BRAND_LABELS[card.brand]} final ${card.last4})`
    : ORDER_EVENT_CAUSES.approved;
}

/** 'Pagamento recusado: Saldo insuficiente.' — also the message on the checkout. */
export function refusedCause(reason: string): string {
  return `Pagamento recusado: ${reason}`;
}

const isPostgres = (manager: EntityManager) => manager.connection.options.type === 'postgres';

/**
 * The store's next order number. One UPDATE … RETURNING inside the order's transaction: the row
 * lock serialises concurrent checkouts of the store on PostgreSQL, and a rolled-back order gives
 * its number back, so numbers never skip or repeat.
 */
export async function nextOrderNumber(manager: EntityManager, storeId: number): Promise<number> {
  const placeholder = isPostgres(manager) ? '$1' : '?';
  const runner = manager.queryRunner;
  if (!runner) throw new Error('nextOrderNumber precisa de uma transação.');
  const result = await runner.query(
    `UPDATE store SET order_seq = order_seq + 1 WHERE id = ${placeholder} RETURNING order_seq`,
    [storeId],
    true,
  );
  const row = (result.records as { order_seq: number | string }[])[0];
  if (!row) throw new NotFoundError('Loja não encontrada.');
  return Number(row.order_seq);
}

/** The session row, locked until the transaction ends on PostgreSQL. */
function lockSession(manager: EntityManager, sessionId: number): Promise<CheckoutSession | null> {
  // SQLite runs one transaction at a time: the plain read is already exclusive.
  if (!isPostgres(manager)) return selectRow(manager, CheckoutSession, { id: sessionId });
  const query = manager
    .getRepository(CheckoutSession)
    .createQueryBuilder('session')
    .where('session.id = :sessionId', { sessionId });
  if (isPostgres(manager)) query.setLock('pessimistic_write');
  return query.getOne();
}

const clip = (value: string, max: number) => value.trim().replace(/\s+/g, ' ').slice(0, max);

/** Buyer and address columns of an order, normalised (CPF and CEP digits, state upper-case). */
function buyerColumns(ctx: CheckoutContext, draft: CheckoutDraft) {
  const { values } = draft;
  const physical = ctx.steps.includes('delivery');
  const cpf = couponBuyer(ctx.settings, values).cpf.trim();
  return {
    buyerName: clip(values.name, 120),
    buyerEmail: values.email.trim().toLowerCase(),
    buyerPhone: digitsOnly(values.phone).slice(0, 20) || null,
    buyerCpf: cpf ? normalizeCpf(cpf) : null,
    addressCep: physical ? digitsOnly(values.cep).slice(0, 8) : null,
    addressStreet: physical ? clip(values.street, 200) : null,
    addressNumber: physical ? clip(values.number, 20) : null,
    addressComplement: physical ? clip(values.complement, 80) || null : null,
    addressDistrict: physical ? clip(values.district, 120) : null,
    addressCity: physical ? clip(values.city, 120) : null,
    addressState: physical ? values.state.trim().toUpperCase().slice(0, 2) : null,
  };
}

/** The store's PIX receiving data for a BR Code. */
function pixConfig(ctx: Pick<CheckoutContext, 'settings' | 'store'>): PixConfig {
  const { options } = ctx.settings;
  return {
    key: options.pix_key,
    merchantName: options.pix_merchant_name || ctx.store.name,
    city: options.pix_city,
  };
}

export interface PlaceOrderInput {
  ctx: CheckoutContext;
  sessionId: number;
  /** The draft's columns, written with the order (see `sessionUpdate`). */
  sessionUpdate: Partial<CheckoutSession>;
  /** Validated values. */
  draft: CheckoutDraft;
  /** The posted card, when paying by card; it goes to the provider and nowhere else. */
  card: PostedCard | null;
  /** The form's idempotency key; null when the form sent none (a new one is made up). */
  attemptKey: string | null;
  /** The buyer's request (address, browser, Meta's cookies), kept for the Conversions API. */
  client?: BuyerClient | null;
  now: Date;
}

export type PlaceOrderOutcome =
  | { kind: 'order'; location: string }
  | { kind: 'refused'; message: string }
  | { kind: 'coupon'; message: string }
  | { kind: 'invalid'; step: CheckoutStep; errors: CheckoutErrors };

type Prepared =
  | { kind: 'existing'; order: Order }
  | { kind: 'charge'; order: Order; attemptId: number }
  | { kind: 'invalid'; step: CheckoutStep; errors: CheckoutErrors };

const SHIPPING_GONE_MESSAGE = 'Escolha uma opção de frete.';
/** The order changed between the buyer's read and this post (the reconciler settled it, say). */
export const ORDER_CHANGED_MESSAGE = 'Este pedido acabou de mudar. Atualize a página e tente novamente.';
/** The reference of an order with nothing to charge (a 100% coupon on a digital product). */
export const NO_CHARGE_REFERENCE = 'sem-cobranca';

/** The key the provider receives for one attempt: the order's secret token and the form's key. */
export const chargeIdempotencyKey = (order: Pick<Order, 'publicToken'>, attemptKey: string) =>
  `${order.publicToken}:${attemptKey}`;

/** A charge attempt as it starts: 'processing' until its result (or the reconciler) settles it. */
function newChargeAttempt(order: Order, provider: string, attemptKey: string) {
  return processingAttempt({
    orderId: order.id,
    kind: 'charge',
    attemptKey,
    provider,
    idempotencyKey: chargeIdempotencyKey(order, attemptKey),
    method: order.paymentMethod,
    amountCents: order.totalCents,
    reference: null,
  });
}

/** A new order's payment columns, before any charge. */
const NO_PAYMENT_YET = {
  gatewayReference: null,
  cardBrand: null,
  cardLast4: null,
  cardInstallments: null,
  paymentToken: null,
  pixPayload: null,
  pixExpiresAt: null,
  boletoLine: null,
  boletoBarcode: null,
  boletoDueDate: null,
  refusalReason: null,
  paidAt: null,
} as const;

/**
 * Part 1 of placement: inside one transaction, with the session locked. Totals come from the
 * database (product, bump offer, coupon, shipping option), never from the form.
 */
async function prepareOrder(
  manager: EntityManager,
  input: PlaceOrderInput,
  attemptKey: string,
): Promise<Prepared> {
  const { ctx, draft, now } = input;
  const { values } = draft;
  const storeId = ctx.store.id;
  const locked = await lockSession(manager, input.sessionId);
  if (!locked) throw new NotFoundError(ORDER_NOT_FOUND_MESSAGE);
  // What this post changes (a bump ticked without JavaScript arrives only with the payment).
  // A cart that a recovery e-mail brought back becomes an order: it counts as recovered.
  const recovered = locked.recoverySentAt && !locked.recoveredAt ? { recoveredAt: now } : {};
  const session = Object.assign(locked, input.sessionUpdate);
  // One UPDATE of the session, whichever way this ends; the cart's value follows what is charged.
  const sessionChanges: Partial<CheckoutSession> = {
    ...input.sessionUpdate,
    ...recovered,
    ...(session.paymentStartedAt ? {} : { paymentStartedAt: now }),
  };
  const saveSession = () => updateRows(manager, CheckoutSession, { id: session.id }, sessionChanges);
  if (input.sessionUpdate.personalAt) {
    await recordStoreChange(manager, { storeId, kind: 'cart_updated' });
  }

  const existing = await selectRow(manager, Order, { checkoutSessionId: session.id, kind: 'main' });
  // Paid, pending or being charged right now: the same order page, never a second charge.
  if (
    existing &&
    (existing.status !== 'refused' ||
      (await selectRow(manager, PaymentAttempt, { orderId: existing.id, attemptKey })))
  ) {
    await saveSession();
    return { kind: 'existing', order: existing };
  }

  // Delivery when any line of the cart is physical (the context's steps say so).
  const physical = ctx.steps.includes('delivery');
  const subtotalCents = linesSubtotalCents(ctx.lines);
  // A quoted service ('me:<id>') is priced from the quote the server received for this session
  // (ctx.freight, refreshed before this transaction); the store's own options from the database.
  const quotedId = values.shipping_option_id.startsWith('me:');
  const [bump, option] = await Promise.all([
    values.bump && session.bumpOfferId !== null ? getOfferById(manager, storeId, session.bumpOfferId) : null,
    physical && !quotedId
      ? selectRow(manager, ShippingOption, { id: Number(values.shipping_option_id) || 0, storeId })
      : null,
  ]);
  const shipping: ChosenShipping | null = option
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
    : physical && quotedId
      ? chosenShipping(ctx, { ...values, bump: Boolean(bump) })
      : null;
  if (physical && !shipping) {
    await saveSession();
    return { kind: 'invalid', step: 'delivery', errors: { shipping_option_id: SHIPPING_GONE_MESSAGE } };
  }
  const buyer = couponBuyer(ctx.settings, values);
  const baseCents = subtotalCents + (bump?.offerPriceCents ?? 0);
  let coupon: Coupon | null = null;
  if (session.couponId !== null) {
    coupon = await selectRow(manager, Coupon, { id: session.couponId, storeId });
    const problem = coupon ? couponProblem(coupon, now) : null;
    if (problem) throw new CouponRefusedError(problem);
  } else if (!draft.noAutoCoupon) {
    coupon = await bestAutoCoupon(manager, storeId, buyer, baseCents, now);
  }
  // ── Payment terms: the PIX discount and the card plan's interest are part of the total, which is
  // what the order stores and the provider charges. A card count the store does not offer for this
  // amount is refused here, whatever the form said.
  const payment = { choice: paymentChoiceOf(values), terms: ctx.settings.options };
  const totals = computeTotals({
    productPriceCents: subtotalCents,
    bumpCents: bump?.offerPriceCents ?? null,
    coupon,
    shippingCents: shipping?.priceCents ?? null,
    payment,
  });
  const refusal = installmentsRefusal(totals, payment.choice);
  if (refusal) {
    await saveSession();
    return { kind: 'invalid', step: 'payment', errors: refusal };
  }
  // ── end of payment terms (and their columns, below).
  const columns = {
    ...paymentTermsColumns(totals),
    paymentMethod: values.payment_method,
    gateway: ctx.payments.forMethod(values.payment_method).id,
    subtotalCents: totals.subtotal_cents,
    bumpCents: totals.bump_cents,
    discountCents: totals.discount_cents,
    shippingCents: totals.shipping_cents ?? 0,
    totalCents: totals.total_cents,
    couponId: coupon?.id ?? null,
    couponCode: coupon?.code ?? null,
    // A quoted service reads with its carrier wherever the order is shown ('Correios PAC').
    shippingOptionName: shipping
      ? (shipping.carrier ? `${shipping.carrier} ${shipping.name}` : shipping.name).slice(0, 80)
      : null,
    shippingPriceCents: shipping?.priceCents ?? null,
    shippingMinDays: shipping?.minDays ?? null,
    shippingMaxDays: shipping?.maxDays ?? null,
    shippingProvider: shipping?.provider ?? null,
    shippingServiceId: shipping?.serviceId ?? null,
    shippingCarrier: shipping?.carrier ?? null,
    ...buyerColumns(ctx, draft),
  };

  let order: Order;
  if (existing) {
    // A retry after a refusal: the same order (and number), updated to what the buyer sends now.
    // Its status changes (refused → pending) once the new items are written: see below.
    await manager.getRepository(OrderItem).delete({ orderId: existing.id });
    if (existing.couponId !== columns.couponId) {
      if (existing.couponId !== null) await releaseCoupon(manager, existing.couponId, existing.id);
      if (coupon) await redeemCoupon(manager, coupon, existing.id, buyer);
    }
    order = existing;
  } else {
    const values = {
      ...columns,
      storeId,
      number: await nextOrderNumber(manager, storeId),
      publicToken: newOrderedToken(),
      // Written rather than left to the database's default: the rollups' hour is this instant's.
      createdAt: now,
      checkoutSessionId: session.id,
      kind: 'main' as const,
      status: 'pending' as const,
      ...NO_PAYMENT_YET,
      utmSource: session.utmSource,
      utmMedium: session.utmMedium,
      utmCampaign: session.utmCampaign,
      utmTerm: session.utmTerm,
      utmContent: session.utmContent,
    };
    const id = await insertRow(manager, Order, values);
    order = Object.assign(new Order(), values, { id, createdAt: now, updatedAt: now });
    if (coupon) await redeemCoupon(manager, coupon, order.id, buyer);
  }

  // One item per line of the checkout (a cart's lines keep their quantities), then the bump.
  const items: {
    productId: number;
    name: string;
    unitPriceCents: number;
    quantity: number;
    kind: OrderItemKind;
  }[] = ctx.lines.map((line) => ({
    productId: line.productId,
    name: line.name,
    unitPriceCents: line.unitCents,
    quantity: line.quantity,
    kind: 'product',
  }));
  if (bump) {
    items.push({
      productId: bump.productId,
      name: bump.productName,
      unitPriceCents: bump.offerPriceCents,
      quantity: 1,
      kind: 'bump',
    });
  }
  await insertRows(
    manager,
    OrderItem,
    items.map((item) => ({ ...item, orderId: order.id })),
  );
  // Once the items are written: the change's webhook messages carry the order with its items.
  if (existing) {
    // A retry after a refusal: the same order (and number), updated to what the buyer sends now.
    const retried = await transitionOrder(manager, {
      order: existing,
      to: 'pending',
      cause: ORDER_EVENT_CAUSES.retried,
      changes: {
        ...columns,
        refusalReason: null,
        cardBrand: null,
        cardLast4: null,
        cardInstallments: null,
        paymentToken: null,
      },
      now,
    });
    if (!retried) throw new ConflictError(ORDER_CHANGED_MESSAGE);
    order = retried;
  } else {
    await recordOrderCreated(manager, order, ORDER_EVENT_CAUSES.created);
  }

  await recordPurchaseContext(manager, ctx.pixels, order, input.client);
  const attemptId = await insertRow(
    manager,
    PaymentAttempt,
    newChargeAttempt(order, order.gateway, attemptKey),
  );
  // The cart's value follows what is charged (a bump ticked only with the payment, say).
  if (session.valueCents !== totals.total_cents) sessionChanges.valueCents = totals.total_cents;
  await saveSession();
  return { kind: 'charge', order, attemptId };
}

/**
 * Part 2: the charge. A zero total (a 100% coupon on a digital product) needs none. A provider
 * failure is logged and treated as a refusal the buyer can retry.
 */
async function charge(
  provider: PaymentProvider,
  logger: Logger,
  order: Order,
  attemptKey: string,
  details: { card?: CardInput; pix?: PixConfig; description: string; now: Date },
): Promise<ChargeResult | null> {
  const outcome = await chargeOutcome(provider, logger, order, attemptKey, details);
  return outcome === NOT_SENT ? null : outcome;
}

/** A charge whose request never left Pagora (the gateway refused the connection). */
const NOT_SENT = 'not-sent';

/** As `charge`, telling apart a call that never reached the gateway (null: the outcome is unknown). */
async function chargeOutcome(
  provider: PaymentProvider,
  logger: Logger,
  order: Order,
  attemptKey: string,
  details: { card?: CardInput; pix?: PixConfig; description: string; now: Date },
): Promise<ChargeResult | typeof NOT_SENT | null> {
  if (order.totalCents <= 0) return { status: 'approved', reference: NO_CHARGE_REFERENCE, card: null };
  try {
    return await provider.charge({
      idempotencyKey: chargeIdempotencyKey(order, attemptKey),
      amountCents: order.totalCents,
      method: order.paymentMethod,
      description: details.description,
      orderNumber: order.number,
      buyer: {
        name: order.buyerName,
        email: order.buyerEmail,
        cpf: order.buyerCpf,
        phone: order.buyerPhone,
        address: buyerAddressOf(order),
      },
      ...(details.card ? { card: details.card } : {}),
      ...(details.pix ? { pix: details.pix } : {}),
      now: details.now,
    });
  } catch (error) {
    // Only the error and the order id: the request (and its card) is never logged. The outcome is
    // unknown (the provider may have charged): the attempt stays 'processing' for the reconciler,
    // which asks the provider with the same key, instead of a retry that could charge twice.
    logger.error({ err: error, orderId: order.id }, 'Falha ao cobrar o pedido');
    return neverReachedGateway(error) ? NOT_SENT : null;
  }
}

/** An order that must exist (it was read or written earlier in the same flow). */
async function orderById(manager: EntityManager, id: number): Promise<Order> {
  const order = await selectRow(manager, Order, { id });
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND_MESSAGE);
  return order;
}

/**
 * Part 3: the result on the attempt, the order and its timeline (through the lifecycle); the
 * session counts as completed once the payment is approved or waiting for PIX/boleto. Only an
 * order still 'pending' changes, so a late result never overwrites a merchant's action.
 */
export async function recordCharge(
  manager: EntityManager,
  order: Order,
  attemptId: number,
  result: ChargeResult,
  now: Date,
): Promise<Order> {
  const card = result.status === 'pending' ? null : result.card;
  await updateRows(
    manager,
    PaymentAttempt,
    { id: attemptId },
    {
      status: result.status,
      reference: result.reference || null,
      cardBrand: card?.brand ?? null,
      cardLast4: card?.last4 ?? null,
      reason: result.status === 'refused' ? result.reason.slice(0, 200) : null,
      declineClass: result.status === 'refused' ? result.class : null,
      declineCode: result.status === 'refused' ? result.code.slice(0, 60) : null,
      settledAt: now,
    },
  );
  const changes: Partial<Order> = {
    gatewayReference: result.reference || null,
    cardBrand: card?.brand ?? null,
    cardLast4: card?.last4 ?? null,
    cardInstallments: card?.installments ?? null,
  };
  let cause: string;
  if (result.status === 'approved') {
    changes.paidAt = now;
    // Kept on the main order only, for its one-click upsell.
    changes.paymentToken = order.kind === 'main' ? (result.card?.token ?? null) : null;
    cause = approvedCause(result.card);
  } else if (result.status === 'refused') {
    changes.refusalReason = result.reason.slice(0, 200);
    changes.paymentToken = null;
    cause = refusedCause(result.reason);
  } else {
    changes.pixPayload = result.pix?.payload ?? null;
    changes.pixExpiresAt = result.pix?.expiresAt ?? null;
    changes.boletoLine = result.boleto?.digitableLine ?? null;
    changes.boletoBarcode = result.boleto?.barcode ?? null;
    changes.boletoDueDate = result.boleto?.dueDate ?? null;
    cause = result.pix ? ORDER_EVENT_CAUSES.pixGenerated : ORDER_EVENT_CAUSES.boletoGenerated;
  }
  const current = order.status === 'pending' ? order : await orderById(manager, order.id);
  if (current.status !== 'pending') return current;
  const written = await transitionOrder(manager, { order: current, to: result.status, cause, changes, now });
  if (!written) return orderById(manager, order.id);
  if (result.status !== 'refused' && order.kind === 'main' && order.checkoutSessionId !== null) {
    await updateRows(
      manager,
      CheckoutSession,
      { id: order.checkoutSessionId, completedAt: null },
      { completedAt: now },
    );
  }
  return written;
}

/**
 * Whether a card the primary gateway did not take may go to the contingency: a soft decline (the
 * issuer may accept it through another acquirer) or a request that never reached the gateway. Hard
 * and unclassified declines never do (retrying them breaks the card brands' retry rules, ABECS
 * Normativo 21), nor does an unknown outcome — the primary may have charged, and only it can say.
 */
function triesContingency(result: ChargeResult | typeof NOT_SENT): boolean {
  if (result === NOT_SENT) return true;
  return result.status === 'refused' && result.class === 'soft';
}

/**
 * Settles the primary's attempt (refused, or 'failed' when it never reached the gateway), writes
 * it to the timeline, moves the order to the contingency gateway and opens its attempt — all or
 * nothing. Null when the order is no longer pending (nothing to charge).
 */
async function switchToContingency(
  manager: EntityManager,
  input: {
    order: Order;
    attemptId: number;
    primary: PaymentProvider;
    contingency: PaymentProvider;
    result: ChargeResult | typeof NOT_SENT;
    attemptKey: string;
    now: Date;
  },
): Promise<{ order: Order; attemptId: number; attemptKey: string } | null> {
  const { primary, contingency, result, now } = input;
  const attempts = manager.getRepository(PaymentAttempt);
  if (result === NOT_SENT) {
    await attempts.update(input.attemptId, {
      status: 'failed',
      reason: CONTINGENCY_CAUSES.unreachable(primary.label).slice(0, 200),
      settledAt: now,
    });
  } else if (result.status === 'refused') {
    await attempts.update(input.attemptId, {
      status: 'refused',
      reference: result.reference || null,
      cardBrand: result.card?.brand ?? null,
      cardLast4: result.card?.last4 ?? null,
      reason: result.reason.slice(0, 200),
      declineClass: result.class,
      declineCode: result.code.slice(0, 60),
      settledAt: now,
    });
  }
  const current =
    input.order.status === 'pending'
      ? input.order
      : await manager.getRepository(Order).findOneByOrFail({ id: input.order.id });
  if (current.status !== 'pending') return null;
  const cause =
    result === NOT_SENT
      ? CONTINGENCY_CAUSES.unreachable(primary.label)
      : CONTINGENCY_CAUSES.declined(primary.label, result.status === 'refused' ? result.reason : '');
  const moved = await transitionOrder(manager, {
    order: current,
    to: 'pending',
    cause: `${cause} ${CONTINGENCY_CAUSES.retrying(contingency.label)}`,
    changes: { gateway: contingency.id },
    now,
  });
  if (!moved) return null;
  const attemptKey = `${input.attemptKey}.contingencia`;
  const attemptId = await insertRow(
    manager,
    PaymentAttempt,
    newChargeAttempt(moved, contingency.id, attemptKey),
  );
  return { order: moved, attemptId, attemptKey };
}

/** The timeline's texts when a card goes to the contingency gateway. */
export const CONTINGENCY_CAUSES = {
  declined: (gateway: string, reason: string) => `Recusado no ${gateway}${reason ? `: ${reason}` : '.'}`,
  unreachable: (gateway: string) => `${gateway} indisponível: a cobrança não foi enviada.`,
  retrying: (gateway: string) => `Tentando no gateway de contingência (${gateway}).`,
};

/** The order's delivery address for the gateway, or null when the checkout asked for none. */
function buyerAddressOf(order: Order): BuyerAddress | null {
  if (!order.addressCep || !order.addressStreet) return null;
  return {
    zipCode: order.addressCep,
    street: order.addressStreet,
    number: order.addressNumber ?? '',
    complement: order.addressComplement,
    neighborhood: order.addressDistrict ?? '',
    city: order.addressCity ?? '',
    state: order.addressState ?? '',
  };
}

const chargeDescription = (ctx: Pick<CheckoutContext, 'store'>, order: Order) =>
  `Pedido nº ${order.number} · ${ctx.store.name}`.slice(0, 120);

/**
 * Places (or finds) the session's order and charges it. Approved and pending payments lead to the
 * order page; a refusal keeps the same order for the next attempt, so its coupon use is not taken
 * twice; a coupon that can no longer be used cancels the placement (nothing is written).
 */
export async function placeOrder(
  db: Database,
  logger: Logger,
  input: PlaceOrderInput,
): Promise<PlaceOrderOutcome> {
  const { ctx, now } = input;
  const attemptKey = input.attemptKey ?? newAttemptKey();
  let prepared: Prepared;
  try {
    prepared = await db.transaction((manager) => prepareOrder(manager, input, attemptKey));
  } catch (error) {
    if (error instanceof CouponRefusedError) return { kind: 'coupon', message: error.message };
    // Another post of this session won a race past the lock (or the attempt key was reused at the
    // same instant): whatever it created is the order.
    if (isUniqueViolation(error)) {
      const order = await db.manager
        .getRepository(Order)
        .findOne({ where: { checkoutSessionId: input.sessionId, kind: 'main' } });
      if (order) return { kind: 'order', location: orderPath(order.storeId, order.publicToken) };
    }
    throw error;
  }
  if (prepared.kind === 'invalid') return prepared;
  if (prepared.kind === 'existing') {
    return { kind: 'order', location: orderPath(prepared.order.storeId, prepared.order.publicToken) };
  }

  const { values } = input.draft;
  let { order, attemptId } = prepared;
  const primary = ctx.payments.forMethod(order.paymentMethod);
  let result = await chargeOutcome(primary, logger, order, attemptKey, {
    ...(order.paymentMethod === 'card' && input.card
      ? { card: cardInputOf(input.card, values.card_holder, values.installments) }
      : {}),
    ...(order.paymentMethod === 'pix' ? { pix: pixConfig(ctx) } : {}),
    description: chargeDescription(ctx, order),
    now,
  });
  const contingency = ctx.payments.cardContingency;
  const contingencyCard =
    order.paymentMethod === 'card' && input.card
      ? contingencyCardInputOf(input.card, values.installments)
      : null;
  if (contingency && contingencyCard && result !== null && triesContingency(result)) {
    // The same order, now at the contingency: the primary's attempt is settled first, so both
    // attempts (and why the first failed) stay in the order's history.
    const primaryResult = result;
    const switched = await db.transaction((manager) =>
      switchToContingency(manager, {
        order,
        attemptId,
        primary,
        contingency,
        result: primaryResult,
        attemptKey,
        now,
      }),
    );
    if (!switched) return { kind: 'order', location: orderPath(order.storeId, order.publicToken) };
    ({ order, attemptId } = switched);
    result = await chargeOutcome(contingency, logger, order, switched.attemptKey, {
      card: contingencyCard,
      description: chargeDescription(ctx, order),
      now,
    });
  }
  // Unknown outcome: the order stays pending (the buyer sees it waiting) until the reconciler knows.
  // A request that never left is settled by the reconciler too (it finds nothing and says so).
  if (result === null || result === NOT_SENT) {
    return { kind: 'order', location: orderPath(order.storeId, order.publicToken) };
  }
  const settled = result;
  const recorded = await db.transaction((manager) => recordCharge(manager, order, attemptId, settled, now));
  if (recorded.status === 'refused') {
    return { kind: 'refused', message: refusedCause(recorded.refusalReason ?? PAYMENT_FAILED_REASON) };
  }
  return { kind: 'order', location: orderPath(recorded.storeId, recorded.publicToken) };
}

// ─── The order page and the upsell ──────────────────────────────────────────────────────────────

/** An order by its page's token, in the store of the URL. */
export async function findOrderByToken(
  manager: EntityManager,
  storeIdParam: string,
  token: string,
): Promise<Order | null> {
  if (!/^[1-9]\d{0,14}$/.test(storeIdParam) || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  return manager
    .getRepository(Order)
    .findOne({ where: { publicToken: token, storeId: Number(storeIdParam) } });
}

/**
 * The upsell the main order's page offers now, or null: only on an approved main order, once per
 * checkout session (not after the buyer accepted or declined), and only when an upsell offer applies
 * to the session's product.
 */
async function pendingUpsell(
  manager: EntityManager,
  order: Order,
  session: CheckoutSession | null,
  items: readonly Pick<OrderItem, 'productId'>[],
): Promise<OfferForCheckout | null> {
  if (order.kind !== 'main' || order.status !== 'approved' || !session || session.upsellDecidedAt)
    return null;
  const [taken, offer] = await Promise.all([
    manager.getRepository(Order).exists({ where: { checkoutSessionId: session.id, kind: 'upsell' } }),
    findOfferFor(manager, order.storeId, session.productId, 'upsell', ownedProducts(items)),
  ]);
  return taken ? null : offer;
}

/** The products an order holds (its main product and a bump taken with it). */
const ownedProducts = (items: readonly Pick<OrderItem, 'productId'>[]) =>
  items.flatMap((item) => (item.productId === null ? [] : [item.productId]));

/**
 * The order page's view: items, totals, what to pay with (PIX/boleto) or the result, the upsell
 * when one applies, and the store's redirect once nothing is left to offer.
 */
export async function orderPageView(
  manager: EntityManager,
  gateways: PaymentGateways,
  order: Order,
): Promise<OrderResultView> {
  const [items, store, config, session] = await Promise.all([
    manager.getRepository(OrderItem).find({ where: { orderId: order.id }, order: { id: 'ASC' } }),
    manager.getRepository(Store).findOneByOrFail({ id: order.storeId }),
    getCheckoutConfig(manager, order.storeId),
    order.checkoutSessionId === null
      ? null
      : manager.getRepository(CheckoutSession).findOne({ where: { id: order.checkoutSessionId } }),
  ]);
  const [upsell, retryUrl] = await Promise.all([
    pendingUpsell(manager, order, session, items),
    retryUrlOf(manager, order, session),
  ]);
  return buildOrderResultView({
    order,
    items,
    storeName: store.name,
    settings: config.settings,
    redirects: config.redirects,
    testMode: (await gateways.byId(manager, order.storeId, order.gateway))?.testMode ?? false,
    upsell,
    retryUrl,
  });
}

/** 'Try again': the checkout's payment step for a main order; the main order's page for an upsell. */
async function retryUrlOf(
  manager: EntityManager,
  order: Order,
  session: CheckoutSession | null,
): Promise<string> {
  const here = orderPath(order.storeId, order.publicToken);
  if (!session) return here;
  if (order.kind === 'upsell') {
    const main = await manager
      .getRepository(Order)
      .findOne({ select: { publicToken: true }, where: { checkoutSessionId: session.id, kind: 'main' } });
    return main ? orderPath(order.storeId, main.publicToken) : here;
  }
  const product = await manager
    .getRepository(Product)
    .findOne({ select: { id: true, slug: true }, where: { id: session.productId } });
  return product ? `${checkoutPath(order.storeId, product.slug)}?step=payment` : here;
}

/**
 * The buyer's answer to the one-click upsell on the main order's page. 'accept' places the
 * session's 'upsell' order (unique per session) for the offer price, with the main order's buyer
 * data, charged with the main card's token (or a new PIX/boleto); 'decline' only records the
 * decision. Returns where to go next: the upsell order's page, or back to the main order.
 */
export async function answerUpsell(
  db: Database,
  gateways: PaymentGateways,
  logger: Logger,
  main: Order,
  accept: boolean,
  now: Date,
): Promise<string> {
  const mainPage = orderPath(main.storeId, main.publicToken);
  if (main.kind !== 'main' || main.checkoutSessionId === null) return mainPage;
  const sessionId = main.checkoutSessionId;
  const attemptKey = 'upsell';

  const prepared = await db.transaction(
    async (manager): Promise<{ order: Order; attemptId: number; token: string | null } | string> => {
      const session = await lockSession(manager, sessionId);
      if (!session) return mainPage;
      const orders = manager.getRepository(Order);
      const existing = await orders.findOne({ where: { checkoutSessionId: sessionId, kind: 'upsell' } });
      if (existing) return orderPath(existing.storeId, existing.publicToken);
      const fresh = await orders.findOneByOrFail({ id: main.id });
      if (session.upsellDecidedAt || fresh.status !== 'approved') return mainPage;
      await manager.getRepository(CheckoutSession).update(sessionId, { upsellDecidedAt: now });
      if (!accept) return mainPage;
      const items = await manager.getRepository(OrderItem).find({ where: { orderId: main.id } });
      const offer = await findOfferFor(
        manager,
        main.storeId,
        session.productId,
        'upsell',
        ownedProducts(items),
      );
      if (!offer) return mainPage;

      const kind: OrderKind = 'upsell';
      const order = await orders.save(
        orders.create({
          storeId: fresh.storeId,
          number: await nextOrderNumber(manager, fresh.storeId),
          publicToken: newOrderedToken(),
          checkoutSessionId: sessionId,
          kind,
          status: 'pending',
          paymentMethod: fresh.paymentMethod,
          gateway: fresh.gateway,
          subtotalCents: offer.offerPriceCents,
          bumpCents: 0,
          discountCents: 0,
          shippingCents: 0,
          totalCents: offer.offerPriceCents,
          couponId: null,
          couponCode: null,
          shippingOptionName: null,
          shippingPriceCents: null,
          shippingMinDays: null,
          shippingMaxDays: null,
          buyerName: fresh.buyerName,
          buyerEmail: fresh.buyerEmail,
          buyerPhone: fresh.buyerPhone,
          buyerCpf: fresh.buyerCpf,
          addressCep: fresh.addressCep,
          addressStreet: fresh.addressStreet,
          addressNumber: fresh.addressNumber,
          addressComplement: fresh.addressComplement,
          addressDistrict: fresh.addressDistrict,
          addressCity: fresh.addressCity,
          addressState: fresh.addressState,
          ...NO_PAYMENT_YET,
          utmSource: fresh.utmSource,
          utmMedium: fresh.utmMedium,
          utmCampaign: fresh.utmCampaign,
          utmTerm: fresh.utmTerm,
          utmContent: fresh.utmContent,
        }),
      );
      await manager.getRepository(OrderItem).insert({
        orderId: order.id,
        productId: offer.productId,
        name: offer.productName,
        unitPriceCents: offer.offerPriceCents,
        quantity: 1,
        kind: 'upsell',
      });
      await recordOrderCreated(manager, order, ORDER_EVENT_CAUSES.created);
      const attempt = await manager
        .getRepository(PaymentAttempt)
        .save(newChargeAttempt(order, order.gateway, attemptKey));
      // The main card's token is read here to charge again; it is never copied to the upsell order.
      return { order, attemptId: attempt.id, token: fresh.paymentToken };
    },
  );
  if (typeof prepared === 'string') return prepared;

  const { order, attemptId, token } = prepared;
  const store = await db.manager.getRepository(Store).findOneByOrFail({ id: order.storeId });
  const { settings } = await getCheckoutConfig(db.manager, order.storeId);
  const method: PaymentMethod = order.paymentMethod;
  const provider = (await gateways.byId(db.manager, order.storeId, order.gateway)) ?? gateways.test;
  const result: ChargeResult | null =
    method === 'card' && !token
      ? {
          status: 'refused',
          reference: '',
          reason: PAYMENT_FAILED_REASON,
          code: 'no_token',
          class: 'soft',
          card: null,
        }
      : await charge(provider, logger, order, attemptKey, {
          ...(method === 'card' && token ? { card: { token, installments: 1 } } : {}),
          ...(method === 'pix' ? { pix: pixConfig({ settings, store }) } : {}),
          description: chargeDescription({ store }, order),
          now,
        });
  if (!result) return orderPath(order.storeId, order.publicToken);
  const recorded = await db.transaction((manager) => recordCharge(manager, order, attemptId, result, now));
  return orderPath(recorded.storeId, recorded.publicToken);
}

// ─── Merchant actions ───────────────────────────────────────────────────────────────────────────

/**
 * Test mode's stand-in for the bank's confirmation: the merchant marks a pending PIX or boleto
 * order of one of their stores as paid. The test gateway records the payment first (as a bank
 * would at a real gateway), then the order follows through the lifecycle. Another merchant's
 * order is a 404 (never revealing it exists); an order of a real gateway is a 403; anything not
 * pending (or a card) is a 409.
 */
export async function markOrderPaid(
  db: Database,
  gateways: PaymentGateways,
  userId: number,
  orderId: number,
  now: Date,
): Promise<Order> {
  const order = await findInOwnedStore(db.manager, Order, userId, orderId);
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND_MESSAGE);
  if (order.gateway !== gateways.test.id) throw new ForbiddenError(ORDER_NOT_TEST_MODE_MESSAGE);
  if (order.status !== 'pending' || order.paymentMethod === 'card') {
    throw new ConflictError(ORDER_NOT_PENDING_MESSAGE);
  }
  if (order.gatewayReference) {
    // Cancelled or expired at the gateway a moment ago: nothing to pay any more.
    const paid = await gateways.test.simulatePayment(order.gatewayReference, now);
    if (paid && paid.status !== 'approved') throw new ConflictError(ORDER_NOT_PENDING_MESSAGE);
  }
  return db.transaction(async (manager) => {
    const current = await findInOwnedStore(manager, Order, userId, orderId, { forUpdate: true });
    if (current?.status !== 'pending') throw new ConflictError(ORDER_NOT_PENDING_MESSAGE);
    const paid = await transitionOrder(manager, {
      order: current,
      to: 'approved',
      cause: ORDER_EVENT_CAUSES.markedPaid,
      changes: { paidAt: now },
      now,
    });
    if (!paid) throw new ConflictError(ORDER_NOT_PENDING_MESSAGE);
    return paid;
  });
}
