import {
  CEP_INVALID_MESSAGE,
  type CepLookupStatus,
  CHECKOUT_ACTIONS,
  CHECKOUT_STEPS,
  type CheckoutAction,
  type CheckoutErrors,
  type CheckoutFieldName,
  type CheckoutFieldValues,
  type CheckoutMessage,
  type CheckoutPageView,
  type CheckoutSettings,
  type CheckoutStep,
  checkoutFieldError,
  DELIVERY_FIELDS,
  digitsOnly,
  formatCep,
  normalizeCep,
  PAYMENT_METHODS,
  type PaymentMethod,
  PERSONAL_FIELDS,
} from '@pagora/contract';
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import { findOfferFor } from '../catalog/offers.ts';
import { activeTestimonials } from '../catalog/social-proofs.ts';
import { uploadUrl } from '../catalog/uploads.ts';
import type { Database } from '../db/data-source.ts';
import {
  CheckoutSession,
  Coupon,
  Order,
  Product,
  ShippingOption,
  Store,
  Upload,
  type UtmValues,
} from '../db/entities/index.ts';
import { GroupCommit } from '../db/group-commit.ts';
import { type PreparedRead, preparedReadOn } from '../db/prepared.ts';
import { insertRow, selectRow } from '../db/statements.ts';
import { recordStoreChange } from '../live/store-changes.ts';
import { placeOrder } from '../orders/placement.ts';
import type { PaymentGateways } from '../payments/gateways.ts';
import { TEST_PROVIDER_ID } from '../payments/test-provider.ts';
import { checkoutPixelsOf } from '../pixels/browser.ts';
import type { BuyerClient } from '../pixels/capi.ts';
import { findStorePixels } from '../pixels/settings.ts';
import { newOrderedToken } from '../shared/crypto.ts';
import {
  type CartItemRef,
  clampQuantity,
  lineOf,
  linesSubtotalCents,
  serializeCartItems,
  withSessionCart,
} from './cart.ts';
import type { CheckoutContext, CheckoutDraft, PostedCard } from './context.ts';
import { bestAutoCoupon, COUPON_MESSAGES, checkCoupon, couponBuyer, evaluateCouponCode } from './coupons.ts';
import { type Freight, withFreightQuotes } from './freight.ts';
import { readPostedCard } from './posted-card.ts';
import { getCheckoutConfig } from './settings.ts';
import {
  type AppliedCoupon,
  buildCheckoutPageView,
  checkoutTotals,
  chosenShipping,
  orderPath,
} from './view.ts';

/*
 * The buyer's side of a checkout before the order: what a product's checkout needs (loaded in a
 * few indexed reads), the session that remembers the buyer between requests, the steps and their
 * validation, and the form actions (next, back, update, coupons, pay).
 */

/** The cookie that resumes a buyer's session on one product's checkout (Path=/c/<storeId>). */
export function checkoutCookieName(productId: number): string {
  return `pagora_cs_${productId}`;
}

export const PREVIEW_PAYMENT_DISABLED_MESSAGE = 'Pré-visualização: pagamentos desativados.';

const ID_PATTERN = /^[1-9]\d{0,14}$/;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Longer than any field allows: enough to keep what was typed and show its message, no more. */
const MAX_FIELD_CHARS = 500;
const UTM_FIELDS = [
  ['utm_source', 'utmSource'],
  ['utm_medium', 'utmMedium'],
  ['utm_campaign', 'utmCampaign'],
  ['utm_term', 'utmTerm'],
  ['utm_content', 'utmContent'],
] as const satisfies readonly (readonly [string, keyof UtmValues])[];

/** The methods a checkout offers, in the store's order with the preselected one first. */
export function offeredPaymentMethods(
  settings: CheckoutSettings,
  routing: { pixAtGateway: boolean; boletoNeedsAddress: boolean } = {
    pixAtGateway: false,
    boletoNeedsAddress: false,
  },
): PaymentMethod[] {
  const enabled = settings.options.payment_methods.filter((method) => {
    // Test mode makes the PIX code from the store's own key; a gateway makes it from its account.
    if (method === 'pix') return routing.pixAtGateway || settings.options.pix_key.trim() !== '';
    // Gateways register a boleto with the payer's address, which only a delivery step asks for.
    if (method === 'boleto') return !routing.boletoNeedsAddress;
    return true;
  });
  const preselected = settings.options.preselected_payment;
  return enabled.includes(preselected)
    ? [preselected, ...enabled.filter((method) => method !== preselected)]
    : enabled;
}

/** A product's steps: personal data, delivery (physical only), payment. */
export function checkoutSteps(productType: Product['productType']): CheckoutStep[] {
  return CHECKOUT_STEPS.filter((step) => step !== 'delivery' || productType === 'physical');
}

/**
 * Every checkout post (and every view the page cache misses) reads its product with the store's
 * name and the photo: one prepared statement (see PreparedRead), related rows as subqueries.
 */
const checkoutProductReads = new WeakMap<DataSource, PreparedRead<CheckoutProductRow>>();

interface CheckoutProductRow extends Record<string, unknown> {
  store_name: string;
  image_key: string | null;
}

/**
 * What a product's checkout needs, or null when the store or product does not exist or the product
 * is not active (the buyer sees 'Produto indisponível'). Two rounds of indexed reads: the product
 * with its store and photo, then the settings, shipping options and order bump together.
 */
export async function loadCheckoutContext(
  manager: EntityManager,
  gateways: PaymentGateways,
  storeIdParam: string,
  slug: string,
): Promise<CheckoutContext | null> {
  if (!ID_PATTERN.test(storeIdParam) || !slug || slug.length > 100) return null;
  const storeId = Number(storeIdParam);
  const read = preparedReadOn(
    checkoutProductReads,
    manager,
    (sql) => `SELECT ${sql.columns(Product, 'p')},
      (SELECT s."name" FROM ${sql.table(Store)} s WHERE s."id" = p."store_id") AS "store_name",
      (SELECT i."key" FROM ${sql.table(Upload)} i WHERE i."id" = p."image_upload_id") AS "image_key"
      FROM ${sql.table(Product)} p WHERE p."store_id" = ${sql.param(1)} AND p."slug" = ${sql.param(2)}`,
  );
  const raw = await read.first(manager, [storeId, slug]);
  const product = raw ? read.hydrate(Product, raw, 'p') : undefined;
  if (!product || !raw || product.status !== 'active') return null;
  const store = { id: storeId, name: raw.store_name };
  const physical = product.productType === 'physical';
  const [config, shippingOptions, bump, pixels] = await Promise.all([
    getCheckoutConfig(manager, storeId),
    physical
      ? manager
          .getRepository(ShippingOption)
          .find({ where: { storeId }, order: { priceCents: 'ASC', id: 'ASC' } })
      : Promise.resolve([]),
    findOfferFor(manager, storeId, product.id, 'bump'),
    findStorePixels(manager, storeId),
  ]);
  const productImageUrl = raw.image_key ? uploadUrl({ key: raw.image_key }) : null;
  const payments = await gateways.forStore(manager, storeId, store.name);
  const paymentMethods = offeredPaymentMethods(config.settings, {
    pixAtGateway: payments.forMethod('pix').id !== TEST_PROVIDER_ID,
    boletoNeedsAddress:
      payments.forMethod('boleto').id !== TEST_PROVIDER_ID && product.productType !== 'physical',
  });
  return {
    store,
    product,
    productImageUrl,
    lines: [lineOf(product, productImageUrl, 1)],
    settings: config.settings,
    redirects: config.redirects,
    payments,
    testMode: paymentMethods.every((method) => payments.forMethod(method).testMode),
    // The card is typed into the gateway's own fields in the buyer's browser, never into Pagora's.
    cardTokenizer:
      payments.card && payments.cardScriptUrl && paymentMethods.includes('card')
        ? {
            provider: payments.card.id,
            publicKey: payments.card.publicKey,
            scriptUrl: payments.cardScriptUrl,
            contingency: payments.contingency
              ? {
                  provider: payments.contingency.credentials.id,
                  publicKey: payments.contingency.credentials.publicKey,
                  scriptUrl: payments.contingency.scriptUrl,
                }
              : null,
          }
        : null,
    paymentMethods,
    steps: checkoutSteps(product.productType),
    shippingOptions,
    bump,
    pixels: checkoutPixelsOf(pixels),
  };
}

// ─── The draft ──────────────────────────────────────────────────────────────────────────────────

type TextField = Exclude<keyof CheckoutFieldValues, 'payment_method' | 'bump'>;
const TEXT_FIELDS: readonly TextField[] = [
  ...PERSONAL_FIELDS,
  ...DELIVERY_FIELDS,
  'coupon_code',
  'card_holder',
  'installments',
];

/** An empty form, with the preselected payment method. */
export function defaultValues(ctx: CheckoutContext): CheckoutFieldValues {
  return {
    name: '',
    email: '',
    phone: '',
    cpf: '',
    cep: '',
    street: '',
    number: '',
    complement: '',
    district: '',
    city: '',
    state: '',
    shipping_option_id: '',
    payment_method: ctx.paymentMethods[0] ?? ctx.settings.options.preselected_payment,
    coupon_code: '',
    bump: false,
    card_holder: '',
    installments: '1',
  };
}

const isPaymentMethod = (value: unknown): value is PaymentMethod =>
  typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);

/** The stored draft, tolerant of anything malformed (it falls back to the defaults). */
export function readDraft(data: string, ctx: CheckoutContext): CheckoutDraft {
  const values = defaultValues(ctx);
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    parsed = null;
  }
  if (typeof parsed !== 'object' || parsed === null) return { values, noAutoCoupon: false };
  const stored = parsed as { values?: Record<string, unknown>; noAutoCoupon?: unknown };
  const raw = stored.values ?? {};
  for (const field of TEXT_FIELDS) {
    const value = raw[field];
    if (typeof value === 'string') values[field] = value.slice(0, MAX_FIELD_CHARS);
  }
  if (isPaymentMethod(raw.payment_method) && ctx.paymentMethods.includes(raw.payment_method)) {
    values.payment_method = raw.payment_method;
  }
  values.bump = raw.bump === true && ctx.bump !== null;
  return { values, noAutoCoupon: stored.noAutoCoupon === true };
}

export function serializeDraft(draft: CheckoutDraft): string {
  return JSON.stringify({ values: draft.values, noAutoCoupon: draft.noAutoCoupon });
}

/** A posted form as koa-body parses it. */
export type PostedForm = Record<string, unknown>;

/** One field of a posted form: the last value when repeated (hidden default + checkbox), else undefined. */
export function formField(body: PostedForm, name: string): string | undefined {
  const value = body[name];
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    const last = value.at(-1);
    return typeof last === 'string' ? last : undefined;
  }
  return undefined;
}

/**
 * The draft's values with what this post carries laid over them: a 3-step form posts only its
 * step's fields, so absent fields keep their saved value. `bump` is true for '1'/'on'/'true'
 * (a hidden `bump=0` before the checkbox lets a form say "unticked").
 */
export function applyPostedValues(values: CheckoutFieldValues, body: PostedForm): CheckoutFieldValues {
  const next = { ...values };
  for (const field of TEXT_FIELDS) {
    const posted = formField(body, field);
    if (posted !== undefined) next[field] = posted.slice(0, MAX_FIELD_CHARS);
  }
  const method = formField(body, 'payment_method');
  if (isPaymentMethod(method)) next.payment_method = method;
  const bump = formField(body, 'bump');
  if (bump !== undefined) next.bump = ['1', 'on', 'true'].includes(bump);
  return next;
}

/** Personal and delivery data of a finished session, for the buyer's next purchase of the product. */
function carriedOver(values: CheckoutFieldValues, ctx: CheckoutContext): CheckoutFieldValues {
  const fresh = defaultValues(ctx);
  for (const field of [...PERSONAL_FIELDS, ...DELIVERY_FIELDS]) fresh[field] = values[field];
  return fresh;
}

// ─── Steps and validation ───────────────────────────────────────────────────────────────────────

const STEP_FIELDS: Record<CheckoutStep, readonly CheckoutFieldName[]> = {
  personal: PERSONAL_FIELDS,
  delivery: DELIVERY_FIELDS,
  payment: ['payment_method'],
};

/** Field → Portuguese message for one step's data (card fields excluded, see `cardErrors`). */
export function stepErrors(
  ctx: CheckoutContext,
  step: CheckoutStep,
  values: CheckoutFieldValues,
  now: Date,
): CheckoutErrors {
  const errors: CheckoutErrors = {};
  const rules = { cpf: ctx.settings.options.cpf };
  for (const field of STEP_FIELDS[step]) {
    const value = field === 'bump' ? '' : String(values[field as keyof CheckoutFieldValues]);
    const message = checkoutFieldError(field, value, rules, now);
    if (message) errors[field] = message;
  }
  if (step === 'delivery' && !errors.shipping_option_id && !chosenShipping(ctx, values)) {
    errors.shipping_option_id = 'Escolha uma opção de frete.';
  }
  if (step === 'payment' && !errors.payment_method && !ctx.paymentMethods.includes(values.payment_method)) {
    errors.payment_method = 'Escolha a forma de pagamento.';
  }
  return errors;
}

/**
 * The card fields' messages (only when paying by card). A tokenized card was checked by the
 * provider's script; only the holder and the installments are Pagora's fields then.
 */
export function cardErrors(
  ctx: CheckoutContext,
  values: CheckoutFieldValues,
  card: PostedCard,
  now: Date,
): CheckoutErrors {
  const rules = { cpf: ctx.settings.options.cpf };
  const checks: [CheckoutFieldName, string][] =
    card.kind === 'typed'
      ? [
          ['card_number', card.number],
          ['card_holder', values.card_holder],
          ['card_expiry', card.expiry],
          ['card_cvv', card.cvv],
          ['installments', values.installments],
        ]
      : [
          ['card_holder', values.card_holder],
          ['installments', values.installments],
        ];
  const errors: CheckoutErrors = {};
  for (const [field, value] of checks) {
    const message = checkoutFieldError(field, value, rules, now);
    if (message) errors[field] = message;
  }
  if (!errors.installments && Number(values.installments || '1') > ctx.settings.options.max_installments) {
    errors.installments = 'Parcelamento inválido.';
  }
  return errors;
}

const hasErrors = (errors: CheckoutErrors) => Object.keys(errors).length > 0;

/** Steps before payment whose data is complete and valid. */
export function completedSteps(ctx: CheckoutContext, values: CheckoutFieldValues, now: Date): CheckoutStep[] {
  return ctx.steps.filter((step) => step !== 'payment' && !hasErrors(stepErrors(ctx, step, values, now)));
}

/**
 * The step to show for `requested`: in 1-step mode always the last (everything is on one page);
 * in 3-step mode the requested one only when every earlier step is complete, else the first
 * incomplete one.
 */
export function allowedStep(
  ctx: CheckoutContext,
  requested: CheckoutStep | null,
  values: CheckoutFieldValues,
  now: Date,
): CheckoutStep {
  const last = ctx.steps[ctx.steps.length - 1]!;
  if (ctx.settings.steps === 1) return last;
  const wanted = requested && ctx.steps.includes(requested) ? requested : ctx.steps[0]!;
  for (const step of ctx.steps) {
    if (step === wanted) return step;
    if (hasErrors(stepErrors(ctx, step, values, now))) return step;
  }
  return last;
}

export function parseStep(value: unknown): CheckoutStep | null {
  return typeof value === 'string' && (CHECKOUT_STEPS as readonly string[]).includes(value)
    ? (value as CheckoutStep)
    : null;
}

function parseAction(value: string | undefined): CheckoutAction {
  return value !== undefined && (CHECKOUT_ACTIONS as readonly string[]).includes(value)
    ? (value as CheckoutAction)
    : 'update';
}

/** When the scarcity timer runs out for a session that started at `viewedAt`; null when disabled. */
export function timerEndsAt(settings: CheckoutSettings, viewedAt: Date): Date | null {
  const minutes = settings.scarcity.minutes;
  return minutes > 0 ? new Date(viewedAt.getTime() + minutes * 60_000) : null;
}

// ─── Sessions ───────────────────────────────────────────────────────────────────────────────────

/** The session a cookie names, for this product; null for anything unknown or malformed. */
export async function findCheckoutSession(
  manager: EntityManager,
  ctx: CheckoutContext,
  token: string | undefined,
): Promise<CheckoutSession | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  return selectRow(manager, CheckoutSession, { token, productId: ctx.product.id, storeId: ctx.store.id });
}

/**
 * The session a recovery e-mail's link (`?recuperar=<token>`) names, for this product; null for
 * anything unknown or malformed. Read only when the link carries the parameter.
 */
export async function findRecoverySession(
  manager: EntityManager,
  ctx: CheckoutContext,
  recoveryToken: unknown,
): Promise<CheckoutSession | null> {
  if (typeof recoveryToken !== 'string' || !TOKEN_PATTERN.test(recoveryToken)) return null;
  return selectRow(manager, CheckoutSession, {
    recoveryToken,
    productId: ctx.product.id,
    storeId: ctx.store.id,
  });
}

/** The UTM parameters of the link (strings only, trimmed, at most 200 characters). */
export function utmFromQuery(query: Record<string, unknown>): UtmValues {
  const utm: UtmValues = {
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    utmTerm: null,
    utmContent: null,
  };
  for (const [param, key] of UTM_FIELDS) {
    const raw = query[param];
    const value = (Array.isArray(raw) ? raw[0] : raw) as unknown;
    if (typeof value === 'string' && value.trim()) utm[key] = value.trim().slice(0, 200);
  }
  return utm;
}

/** Records a new visit (the funnel's 'viewed checkout'). */
export async function startCheckoutSession(
  manager: EntityManager,
  ctx: CheckoutContext,
  options: {
    utm: UtmValues;
    values: CheckoutFieldValues;
    now: Date;
    /** The step shown first (default: the first one). */
    lastStep?: CheckoutStep;
    /** What the page shows as the total (default: the totals without a coupon). */
    valueCents?: number;
    /** A handed-off cart: the main product's quantity and the further lines (default: the product once). */
    cart?: { quantity: number; items: readonly CartItemRef[] };
  },
): Promise<CheckoutSession> {
  const values = {
    token: newOrderedToken(),
    storeId: ctx.store.id,
    productId: ctx.product.id,
    viewedAt: options.now,
    personalAt: null,
    deliveryAt: null,
    paymentStartedAt: null,
    completedAt: null,
    ...options.utm,
    data: serializeDraft({ values: options.values, noAutoCoupon: false }),
    couponId: null,
    bumpOfferId: null,
    shippingOptionId: null,
    lastStep: options.lastStep ?? ctx.steps[0]!,
    upsellDecidedAt: null,
    buyerName: null,
    buyerEmail: null,
    buyerPhone: null,
    valueCents: options.valueCents ?? checkoutTotals(ctx, options.values, null).total_cents,
    lastActivityAt: options.now,
    // From the start, so the merchant's WhatsApp message can carry the cart's link before any e-mail.
    recoveryToken: newOrderedToken(),
    recoveryCount: 0,
    recoverySentAt: null,
    recoveredAt: null,
    quantity: clampQuantity(options.cart?.quantity ?? 1),
    cartItems: serializeCartItems(options.cart?.items ?? []),
  };
  const id = await insertRow(manager, CheckoutSession, values);
  return Object.assign(new CheckoutSession(), values, { id, createdAt: options.now, updatedAt: options.now });
}

/**
 * The coupon in effect: the one the buyer applied (checked again: it may have expired or run
 * out since), else the best automatic one unless the buyer removed it.
 */
export async function resolveCoupon(
  manager: EntityManager,
  ctx: CheckoutContext,
  couponId: number | null,
  draft: CheckoutDraft,
  now: Date,
): Promise<{ applied: AppliedCoupon | null; problem: string | null }> {
  const buyer = couponBuyer(ctx.settings, draft.values);
  if (couponId !== null) {
    const coupon = await manager
      .getRepository(Coupon)
      .findOne({ where: { id: couponId, storeId: ctx.store.id } });
    if (!coupon) return { applied: null, problem: null };
    const check = await checkCoupon(manager, coupon, buyer, now);
    return check.ok
      ? { applied: { coupon, automatic: false }, problem: null }
      : { applied: null, problem: check.message };
  }
  if (draft.noAutoCoupon) return { applied: null, problem: null };
  const bump = draft.values.bump && ctx.bump ? ctx.bump.offerPriceCents : 0;
  const coupon = await bestAutoCoupon(
    manager,
    ctx.store.id,
    buyer,
    linesSubtotalCents(ctx.lines) + bump,
    now,
    ctx.autoCoupons,
  );
  return { applied: coupon ? { coupon, automatic: true } : null, problem: null };
}

interface PageOptions {
  step: CheckoutStep;
  /** How this post's 'Buscar CEP' went. */
  cepStatus?: CepLookupStatus | null;
  errors?: CheckoutErrors;
  message?: CheckoutMessage | null;
  couponMessage?: CheckoutMessage | null;
}

/** The coupon in effect, as `resolveCoupon` answers. */
type ResolvedCoupon = Awaited<ReturnType<typeof resolveCoupon>>;

/**
 * The live checkout page for a session's current state. `resolved` is the coupon when the caller
 * has just resolved it for the same session and draft (saving the cart's value).
 */
async function livePage(
  manager: EntityManager,
  ctx: CheckoutContext,
  session: Pick<CheckoutSession, 'couponId' | 'viewedAt'>,
  draft: CheckoutDraft,
  now: Date,
  options: PageOptions,
  resolved?: ResolvedCoupon,
): Promise<CheckoutPageView> {
  const [coupon, testimonials] = await Promise.all([
    resolved ?? resolveCoupon(manager, ctx, session.couponId, draft, now),
    ctx.testimonials ?? activeTestimonials(manager, ctx.store.id),
  ]);
  return buildCheckoutPageView(ctx, {
    mode: 'live',
    testimonials,
    step: options.step,
    completedSteps: completedSteps(ctx, draft.values, now),
    values: draft.values,
    errors: options.errors ?? {},
    couponMessage:
      options.couponMessage ?? (coupon.problem ? { tone: 'danger', text: coupon.problem } : null),
    message: options.message ?? null,
    coupon: coupon.applied,
    timerEndsAt: timerEndsAt(ctx.settings, session.viewedAt),
    cepStatus: options.cepStatus ?? null,
  });
}

/** The builder's preview: the real page with nothing recorded (no session, no cookie). */
export async function previewPage(
  manager: EntityManager,
  ctx: CheckoutContext,
  requested: CheckoutStep | null,
  now: Date,
): Promise<CheckoutPageView> {
  // The builder walks the steps itself; the server only honours a valid ?step= in 3-step mode.
  const last = ctx.steps[ctx.steps.length - 1]!;
  const step =
    ctx.settings.steps === 1 ? last : requested && ctx.steps.includes(requested) ? requested : ctx.steps[0]!;
  return buildCheckoutPageView(ctx, {
    mode: 'preview',
    testimonials: await activeTestimonials(manager, ctx.store.id),
    step,
    completedSteps: [],
    values: defaultValues(ctx),
    errors: {},
    couponMessage: null,
    message: null,
    coupon: null,
    timerEndsAt: timerEndsAt(ctx.settings, now),
  });
}

/** Page views that start sessions share transactions (see GroupCommit): one per database. */
const sessionWriters = new WeakMap<
  Database,
  GroupCommit<
    {
      ctx: CheckoutContext;
      utm: UtmValues;
      values: CheckoutFieldValues;
      now: Date;
      lastStep: CheckoutStep;
      valueCents: number;
    },
    CheckoutSession
  >
>();
function newSessions(db: Database) {
  let writer = sessionWriters.get(db);
  if (!writer) {
    writer = new GroupCommit(db, (manager, input) => startCheckoutSession(manager, input.ctx, input));
    sessionWriters.set(db, writer);
  }
  return writer;
}

/** A page to send, and the session cookie to set when a new session began. */
export interface CheckoutPage {
  view: CheckoutPageView;
  newSessionToken: string | null;
}

/**
 * GET of a checkout: resumes the buyer's session (or starts one, recording the UTM parameters),
 * shows the requested step when the earlier ones are complete. A session that already ended in an
 * order gives way to a new one that keeps the buyer's personal and delivery data. A recovery
 * e-mail's link (`?recuperar=`) resumes the session it was sent for, in this browser too.
 *
 * Every view records the buyer's activity and the cart's value (the page's total) in the one write
 * the view costs: the new session's insert, or an UPDATE of the resumed one.
 */
export async function showCheckout(
  db: Database,
  ctx: CheckoutContext,
  request: {
    token: string | undefined;
    query: Record<string, unknown>;
    now: Date;
    /** CEP lookups and freight quotes; without it only the store's own shipping options. */
    freight?: Freight;
  },
): Promise<CheckoutPage> {
  const { now } = request;
  let session: CheckoutSession | null = null;
  let newSessionToken: string | null = null;
  if (request.query.recuperar !== undefined) {
    session = await findRecoverySession(db.manager, ctx, request.query.recuperar);
    if (session && session.token !== request.token) newSessionToken = session.token;
  }
  session ??= await findCheckoutSession(db.manager, ctx, request.token);
  if (!session || session.completedAt) {
    const values = session ? carriedOver(readDraft(session.data, ctx).values, ctx) : defaultValues(ctx);
    const draft: CheckoutDraft = { values, noAutoCoupon: false };
    const step = allowedStep(ctx, parseStep(request.query.step), values, now);
    // The page first, so the insert already holds its total (no second write on a first view).
    const view = await livePage(db.manager, ctx, { couponId: null, viewedAt: now }, draft, now, { step });
    const utm = utmFromQuery(request.query);
    const created = await newSessions(db).run({
      ctx,
      utm,
      values,
      now,
      lastStep: step,
      valueCents: view.totals.total_cents,
    });
    return { view, newSessionToken: created.token };
  }
  // A handed-off cart sells its lines (one read of the further products); a plain session, the product.
  const sessionCart = await withSessionCart(db.manager, ctx, session);
  const draft = readDraft(session.data, sessionCart);
  const cart = request.freight
    ? await withFreightQuotes(db, request.freight, sessionCart, session, draft.values.cep, now)
    : sessionCart;
  const step = allowedStep(
    cart,
    parseStep(request.query.step) ?? parseStep(session.lastStep),
    draft.values,
    now,
  );
  const view = await livePage(db.manager, cart, session, draft, now, { step });
  const update: Partial<CheckoutSession> = { lastActivityAt: now, valueCents: view.totals.total_cents };
  if (step !== session.lastStep) update.lastStep = step;
  const id = session.id;
  await db.transaction((manager) => manager.getRepository(CheckoutSession).update(id, update));
  return { view, newSessionToken };
}

/**
 * The cart hand-off (`/c/<store>/carrinho?itens=…`): a fresh session on the main product's checkout
 * that sells the whole cart — the main product in `quantity`, then `items` (other products of the
 * store; unknown or inactive ones are left out when the page is built). Records the visit with the
 * link's UTM parameters; the caller sets the session cookie so the checkout page resumes it.
 */
export async function startCartSession(
  db: Database,
  productCtx: CheckoutContext,
  cart: { quantity: number; items: readonly CartItemRef[]; query: Record<string, unknown>; now: Date },
): Promise<CheckoutSession> {
  const { now } = cart;
  const quantity = clampQuantity(cart.quantity);
  const items = cart.items.filter((item) => item.productId !== productCtx.product.id);
  const ctx = await withSessionCart(db.manager, productCtx, {
    quantity,
    cartItems: serializeCartItems(items),
  });
  const values = defaultValues(ctx);
  return db.transaction((manager) =>
    startCheckoutSession(manager, ctx, {
      utm: utmFromQuery(cart.query),
      values,
      now,
      lastStep: ctx.steps[0]!,
      valueCents: checkoutTotals(ctx, values, null).total_cents,
      cart: { quantity, items },
    }),
  );
}

/** What a checkout POST answers. */
export type CheckoutPostOutcome =
  | { kind: 'view'; status: 200 | 422; view: CheckoutPageView; newSessionToken: string | null }
  /** 303 to `?step=` (HTML), or the view of that step (JSON). */
  | {
      kind: 'step';
      step: CheckoutStep;
      view: () => Promise<CheckoutPageView>;
      newSessionToken: string | null;
    }
  /** 303 to the order page (HTML), or { redirect } (JSON). */
  | { kind: 'redirect'; location: string; newSessionToken: string | null };

/**
 * What a POST writes on the session row, in one UPDATE: the draft (every POST keeps what was typed)
 * and the columns derived from it — the buyer's name and e-mail while the personal data is valid,
 * the activity time and, when given, the cart's value; the personal and delivery stages are
 * recorded the first time their data is complete. The coupon changes only when `couponId` is given.
 */
export function sessionUpdate(
  ctx: CheckoutContext,
  session: CheckoutSession,
  draft: CheckoutDraft,
  lastStep: CheckoutStep,
  now: Date,
  couponId?: number | null,
  valueCents?: number,
): Partial<CheckoutSession> {
  const { values } = draft;
  const personalDone = !hasErrors(stepErrors(ctx, 'personal', values, now));
  const deliveryDone = ctx.steps.includes('delivery') && !hasErrors(stepErrors(ctx, 'delivery', values, now));
  const update: Partial<CheckoutSession> = {
    data: serializeDraft(draft),
    bumpOfferId: values.bump && ctx.bump ? ctx.bump.id : null,
    shippingOptionId: chosenShipping(ctx, values)?.optionId ?? null,
    lastStep,
    lastActivityAt: now,
  };
  if (personalDone) {
    update.buyerName = values.name.trim().replace(/\s+/g, ' ').slice(0, 120);
    update.buyerEmail = values.email.trim().toLowerCase().slice(0, 254);
    update.buyerPhone = digitsOnly(values.phone).slice(0, 20) || null;
  }
  if (valueCents !== undefined) update.valueCents = valueCents;
  if (couponId !== undefined) update.couponId = couponId;
  if (personalDone && !session.personalAt) update.personalAt = now;
  if (personalDone && deliveryDone && !session.deliveryAt) update.deliveryAt = now;
  return update;
}

/**
 * Saves a POST on the session (see `sessionUpdate`) with the cart's value: the totals with the
 * coupon in effect, resolved here once and answered so the page reuses it. The first time the
 * session has personal data, the live feed hears of the cart in the same transaction.
 */
async function saveSession(
  db: Database,
  ctx: CheckoutContext,
  session: CheckoutSession,
  changes: { draft: CheckoutDraft; couponId: number | null; lastStep: CheckoutStep },
  now: Date,
): Promise<ResolvedCoupon> {
  const resolved = await resolveCoupon(db.manager, ctx, changes.couponId, changes.draft, now);
  const valueCents = checkoutTotals(ctx, changes.draft.values, resolved.applied?.coupon ?? null).total_cents;
  const update = sessionUpdate(
    ctx,
    session,
    changes.draft,
    changes.lastStep,
    now,
    changes.couponId,
    valueCents,
  );
  await db.transaction(async (manager) => {
    await manager.getRepository(CheckoutSession).update(session.id, update);
    if (update.personalAt) await recordStoreChange(manager, { storeId: ctx.store.id, kind: 'cart_updated' });
  });
  Object.assign(session, update);
  return resolved;
}

/** The main order of a session, for a repeated submit of a finished checkout. */
async function mainOrderOf(manager: EntityManager, sessionId: number): Promise<Order | null> {
  return manager.getRepository(Order).findOne({ where: { checkoutSessionId: sessionId, kind: 'main' } });
}

/**
 * A form post on a checkout (CHECKOUT_ACTIONS). Every post saves what was typed (except card
 * number, expiry and CVV); 'next' validates the current step, 'back' does not, 'pay' validates
 * everything and places the order (services/orders.ts).
 */
export async function handleCheckoutPost(
  db: Database,
  logger: Logger,
  productCtx: CheckoutContext,
  request: {
    token: string | undefined;
    body: PostedForm;
    query: Record<string, unknown>;
    now: Date;
    /** The buyer's request, kept with the order for the Conversions API (when the store uses it). */
    client?: BuyerClient | null;
    /** CEP lookups and freight quotes; without it only the store's own shipping options. */
    freight?: Freight;
  },
): Promise<CheckoutPostOutcome> {
  const { body, now } = request;
  let session = await findCheckoutSession(db.manager, productCtx, request.token);
  let newSessionToken: string | null = null;
  if (!session) {
    const values = defaultValues(productCtx);
    session = await db.transaction((manager) =>
      startCheckoutSession(manager, productCtx, { utm: utmFromQuery(request.query), values, now }),
    );
    newSessionToken = session.token;
  }
  // What the session sells: its cart when one was handed off, else the product once.
  const cartCtx = await withSessionCart(db.manager, productCtx, session);
  const action = parseAction(formField(body, 'action'));

  if (action === 'pay' && session.completedAt) {
    const order = await mainOrderOf(db.manager, session.id);
    if (order)
      return { kind: 'redirect', location: orderPath(cartCtx.store.id, order.publicToken), newSessionToken };
  }

  const stored = readDraft(session.data, cartCtx);
  const draft: CheckoutDraft = {
    values: applyPostedValues(stored.values, body),
    noAutoCoupon: stored.noAutoCoupon,
  };
  const cepStatus = action === 'lookup_cep' ? await fillAddressFromCep(request.freight, draft.values) : null;
  // Quotes for the CEP as posted (kept on the session): every step, total and the order read them.
  const ctx = request.freight
    ? await withFreightQuotes(db, request.freight, cartCtx, session, draft.values.cep, now)
    : cartCtx;
  const requested =
    parseStep(formField(body, 'step')) ?? parseStep(request.query.step) ?? parseStep(session.lastStep);
  const current = allowedStep(ctx, requested, draft.values, now);
  const index = ctx.steps.indexOf(current);
  const threeSteps = ctx.settings.steps === 3;
  const live = session;
  // The coupon as the last save resolved it (same session and draft): the page reuses it.
  let resolved: ResolvedCoupon | undefined;
  const view = (status: 200 | 422, options: PageOptions): Promise<CheckoutPostOutcome> =>
    livePage(db.manager, ctx, live, draft, now, options, resolved).then((page) => ({
      kind: 'view',
      status,
      view: page,
      newSessionToken,
    }));
  const save = async (lastStep: CheckoutStep, couponId = live.couponId) => {
    resolved = await saveSession(db, ctx, live, { draft, couponId, lastStep }, now);
  };
  const goTo = async (step: CheckoutStep): Promise<CheckoutPostOutcome> => {
    await save(step);
    return {
      kind: 'step',
      step,
      view: () => livePage(db.manager, ctx, live, draft, now, { step }, resolved),
      newSessionToken,
    };
  };

  switch (action) {
    case 'back':
      return goTo(threeSteps ? ctx.steps[Math.max(0, index - 1)]! : current);
    case 'next': {
      if (!threeSteps) break;
      const errors = stepErrors(ctx, current, draft.values, now);
      if (hasErrors(errors)) {
        await save(current);
        return view(422, { step: current, errors });
      }
      return goTo(ctx.steps[Math.min(ctx.steps.length - 1, index + 1)]!);
    }
    case 'apply_coupon': {
      const result = await evaluateCouponCode(
        db.manager,
        ctx.store.id,
        draft.values.coupon_code,
        couponBuyer(ctx.settings, draft.values),
        now,
      );
      if (!result.ok) {
        await save(current);
        return view(422, { step: current, couponMessage: { tone: 'danger', text: result.message } });
      }
      draft.noAutoCoupon = false;
      draft.values.coupon_code = result.coupon.code;
      await save(current, result.coupon.id);
      return view(200, { step: current, couponMessage: { tone: 'success', text: COUPON_MESSAGES.applied } });
    }
    case 'remove_coupon':
      draft.noAutoCoupon = true;
      draft.values.coupon_code = '';
      await save(current, null);
      return view(200, { step: current });
    case 'lookup_cep':
      if (!normalizeCep(draft.values.cep)) {
        await save(current);
        return view(422, { step: current, errors: { cep: CEP_INVALID_MESSAGE } });
      }
      await save(current);
      return view(200, { step: current, cepStatus });
    case 'pay':
      return pay(db, logger, ctx, session, draft, body, now, newSessionToken, request.client ?? null);
    case 'update':
      break;
  }
  await save(current);
  return view(200, { step: current });
}

/**
 * 'Buscar CEP' without JavaScript: the address parts the CEP directory knows replace what the
 * form had (number and complement stay as typed); null when the CEP is malformed.
 */
async function fillAddressFromCep(
  freight: Freight | undefined,
  values: CheckoutFieldValues,
): Promise<CepLookupStatus | null> {
  const cep = normalizeCep(values.cep);
  if (!cep) return null;
  values.cep = formatCep(cep);
  if (!freight) return 'unavailable';
  const found = await freight.cep.lookup(cep);
  if (found.kind !== 'found') return found.kind;
  const { street, district, city, state } = found.address;
  if (street) values.street = street;
  if (district) values.district = district;
  if (city) values.city = city;
  if (state) values.state = state;
  return 'found';
}

/** 'pay': validate everything, then place the order; a refusal comes back as the form with a message. */
async function pay(
  db: Database,
  logger: Logger,
  ctx: CheckoutContext,
  session: CheckoutSession,
  draft: CheckoutDraft,
  body: PostedForm,
  now: Date,
  newSessionToken: string | null,
  client: BuyerClient | null,
): Promise<CheckoutPostOutcome> {
  const { values } = draft;
  const lastStep = ctx.steps[ctx.steps.length - 1]!;
  let resolved: ResolvedCoupon | undefined;
  const view = async (status: 200 | 422, options: PageOptions): Promise<CheckoutPostOutcome> => ({
    kind: 'view',
    status,
    view: await livePage(db.manager, ctx, session, draft, now, options, resolved),
    newSessionToken,
  });

  // With a browser tokenizer, a post carrying the raw card is refused whatever the method; a
  // missing or malformed token only matters when paying by card.
  const posted = readPostedCard(body, ctx.cardTokenizer);
  if (!posted.ok && (posted.rawCard || values.payment_method === 'card')) {
    resolved = await saveSession(db, ctx, session, { draft, couponId: session.couponId, lastStep }, now);
    return view(422, { step: lastStep, message: { tone: 'danger', text: posted.message } });
  }
  const card: PostedCard | null = posted.ok ? posted.card : null;

  // 3-step: the first step with errors; 1-step: every error at once (it is all one page).
  let errors: CheckoutErrors = {};
  let shown = lastStep;
  for (const step of ctx.steps) {
    const found = {
      ...stepErrors(ctx, step, values, now),
      ...(step === 'payment' && values.payment_method === 'card' && card
        ? cardErrors(ctx, values, card, now)
        : {}),
    };
    if (!hasErrors(found)) continue;
    errors = { ...errors, ...found };
    if (ctx.settings.steps === 3) {
      shown = step;
      break;
    }
  }
  if (hasErrors(errors)) {
    resolved = await saveSession(
      db,
      ctx,
      session,
      { draft, couponId: session.couponId, lastStep: shown },
      now,
    );
    return view(422, { step: shown, errors });
  }
  const attemptKey = (formField(body, 'attempt_key') ?? '').trim();
  const outcome = await placeOrder(db, logger, {
    ctx,
    sessionId: session.id,
    // Saved inside the order's transaction: one write less on the busiest request.
    sessionUpdate: sessionUpdate(ctx, session, draft, lastStep, now),
    draft,
    card: values.payment_method === 'card' ? card : null,
    attemptKey: /^[A-Za-z0-9_-]{8,64}$/.test(attemptKey) ? attemptKey : null,
    client,
    now,
  });
  switch (outcome.kind) {
    case 'order':
      return { kind: 'redirect', location: outcome.location, newSessionToken };
    case 'refused':
      return view(422, { step: lastStep, message: { tone: 'danger', text: outcome.message } });
    case 'coupon': {
      // The coupon is dropped so the buyer can pay without it (or type another).
      resolved = await saveSession(db, ctx, session, { draft, couponId: null, lastStep }, now);
      return view(422, { step: lastStep, couponMessage: { tone: 'danger', text: outcome.message } });
    }
    case 'invalid':
      return view(422, { step: outcome.step, errors: outcome.errors });
  }
}
