/**
 * Orders, abandoned carts, the dashboard and their live updates: the queries the admin sends, the
 * rows and views the server answers, and the labels both sides show (/dashboard and /pedidos). Every
 * figure is computed by the server from the store's orders and checkout
 * sessions; amounts are integer cents.
 */
import { z } from 'zod';
import { storeId } from './catalog-fields.ts';
import {
  ORDER_STATUS_LABELS,
  type OrderStatus,
  PAYMENT_METHODS,
  type PaymentMethod,
} from './checkout-core.ts';
import { formatCents } from './money.ts';
import { integerField } from './number-fields.ts';

// ─── Vocabulary ─────────────────────────────────────────────────────────────────────────────────

export const ORDER_STATUSES = [
  'approved',
  'pending',
  'refused',
  'refunded',
  'partially_refunded',
  'chargeback',
  'cancelled',
  'expired',
] as const;

/** The label of a stored status; an unknown one is shown as what it is, never as approved. */
export function orderStatusLabel(status: string): string {
  return (ORDER_STATUS_LABELS as Record<string, string>)[status] ?? status;
}

/** Short payment labels of the lists (the checkout's labels are longer). */
export const ORDER_PAYMENT_LABELS: Record<PaymentMethod, string> = {
  pix: 'PIX',
  card: 'Cartão',
  boleto: 'Boleto',
};

/** Where a buyer stopped: the last stage the session had not completed. */
export const ABANDONED_STAGES = ['personal', 'delivery', 'payment'] as const;
export type AbandonedStage = (typeof ABANDONED_STAGES)[number];
export const ABANDONED_STAGE_LABELS: Record<AbandonedStage, string> = {
  personal: 'Dados Pessoais',
  delivery: 'Dados de Entrega',
  payment: 'Pagamento',
};

/** What an order's item is: the checkout's product, the order bump or the one-click upsell. */
export type OrderLineKind = 'product' | 'bump' | 'upsell';
export const ORDER_LINE_KIND_LABELS: Record<OrderLineKind, string> = {
  product: 'Produto',
  bump: 'Order bump',
  upsell: 'Upsell',
};

/** Rows per page of both /pedidos tabs. */
export const ORDERS_PAGE_SIZE = 20;

/** The store's time zone unless it chose another (spec: America/Sao_Paulo). */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';
/** Brazil's time zones, for the store's choice. */
export const STORE_TIME_ZONES = [
  { id: 'America/Sao_Paulo', label: 'Brasília (São Paulo, Rio, Sul, Nordeste)' },
  { id: 'America/Manaus', label: 'Amazonas (Manaus)' },
  { id: 'America/Cuiaba', label: 'Mato Grosso (Cuiabá)' },
  { id: 'America/Campo_Grande', label: 'Mato Grosso do Sul (Campo Grande)' },
  { id: 'America/Porto_Velho', label: 'Rondônia (Porto Velho)' },
  { id: 'America/Boa_Vista', label: 'Roraima (Boa Vista)' },
  { id: 'America/Rio_Branco', label: 'Acre (Rio Branco)' },
  { id: 'America/Noronha', label: 'Fernando de Noronha' },
] as const;
export type StoreTimeZone = (typeof STORE_TIME_ZONES)[number]['id'];

// ─── /pedidos: lists ────────────────────────────────────────────────────────────────────────────

const dateOnly = (label: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return null;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
        ctx.addIssue({ code: 'custom', message: `${label} inválida.` });
        return z.NEVER;
      }
      return value;
    });

const pageNumber = integerField({ invalid: 'Página inválida.' })
  .pipe(z.number().min(1, 'Página inválida.').max(1_000_000, 'Página inválida.'))
  .optional()
  .default(1);

const searchText = z
  .string()
  .trim()
  .max(120, 'A busca deve ter no máximo 120 caracteres.')
  .optional()
  .transform((value) => (value ? value : null));

/** Period filter of the lists: whole days in the store's time zone, both ends included. */
const periodFields = { from: dateOnly('Data inicial'), to: dateOnly('Data final') };
const checkPeriod = (value: { from: string | null; to: string | null }, ctx: z.RefinementCtx) => {
  if (value.from && value.to && value.from > value.to) {
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: 'A data final deve ser igual ou posterior à inicial.',
    });
  }
};

/** GET /api/orders (and /api/orders/export): a page of the store's orders, newest first. */
export const ordersQuery = z
  .object({
    store_id: storeId,
    page: pageNumber,
    status: z.enum(ORDER_STATUSES, { error: 'Status inválido.' }).optional(),
    payment_method: z.enum(PAYMENT_METHODS, { error: 'Forma de pagamento inválida.' }).optional(),
    ...periodFields,
    /** An order number (digits, '#' allowed), or part of the customer's name or e-mail. */
    q: searchText,
  })
  .superRefine(checkPeriod);
export type OrdersQuery = z.input<typeof ordersQuery>;
export type OrdersFilter = z.output<typeof ordersQuery>;

/** GET /api/abandoned-carts (and /api/abandoned-carts/export). */
export const abandonedCartsQuery = z
  .object({
    store_id: storeId,
    page: pageNumber,
    stage: z.enum(ABANDONED_STAGES, { error: 'Etapa inválida.' }).optional(),
    ...periodFields,
    q: searchText,
  })
  .superRefine(checkPeriod);
export type AbandonedCartsQuery = z.input<typeof abandonedCartsQuery>;
export type AbandonedCartsFilter = z.output<typeof abandonedCartsQuery>;

export interface OrderRow {
  id: number;
  /** Per store, from 1, without gaps. */
  number: number;
  created_at: string;
  customer_name: string;
  customer_email: string;
  payment_method: PaymentMethod;
  /** 'visa', 'mastercard'… for card orders. */
  card_brand: string | null;
  total_cents: number;
  /** Stored status; may be one this version does not know (shown as is). */
  status: OrderStatus | (string & {});
  /** 'main' (checkout) or 'upsell' (one-click after an approved main order). */
  kind: 'main' | 'upsell';
}

export interface PageInfo {
  page: number;
  /** At least 1 (an empty list is page 1 of 1). */
  page_count: number;
  total: number;
  page_size: number;
}

export interface OrdersPage extends PageInfo {
  items: OrderRow[];
}

export interface AbandonedCartRow {
  /** The checkout session's id: the cart's number. */
  id: number;
  /** Last activity of the buyer on the checkout. */
  abandoned_at: string;
  customer_name: string;
  customer_email: string;
  product_name: string;
  stage: AbandonedStage;
  /** What the order would have cost with the buyer's choices (product, bump, shipping, coupon). */
  value_cents: number;
  /** How many recovery e-mails were sent, and when the last one was. */
  recovery_count: number;
  recovery_sent_at: string | null;
  /** Set when the buyer came back and the cart became an order. */
  recovered_order_number: number | null;
}

export interface AbandonedCartsPage extends PageInfo {
  items: AbandonedCartRow[];
}

// ─── /pedidos: an order's detail ────────────────────────────────────────────────────────────────

export interface OrderDetailLine {
  name: string;
  quantity: number;
  unit_price_cents: number;
  total_cents: number;
  kind: OrderLineKind;
}

export interface OrderTimelineEntry {
  at: string;
  status: OrderStatus | (string & {});
  /** 'Pedido criado', 'Pagamento aprovado (cartão Visa final 4242)'… */
  cause: string;
}

/** GET /api/orders/:id */
export interface OrderDetail extends OrderRow {
  items: OrderDetailLine[];
  subtotal_cents: number;
  bump_cents: number;
  discount_cents: number;
  shipping_cents: number;
  coupon_code: string | null;
  shipping: { name: string; price_cents: number; min_days: number; max_days: number } | null;
  address: {
    cep: string;
    street: string;
    number: string;
    complement: string | null;
    district: string;
    city: string;
    state: string;
  } | null;
  customer_phone: string | null;
  customer_cpf: string | null;
  /** 'test' for the built-in test mode. */
  gateway: string;
  gateway_reference: string | null;
  card: { brand: string; last4: string; installments: number } | null;
  refusal_reason: string | null;
  paid_at: string | null;
  utm: {
    source: string | null;
    medium: string | null;
    campaign: string | null;
    term: string | null;
    content: string | null;
  };
  /** Oldest first. */
  timeline: OrderTimelineEntry[];
  /** A pending PIX or boleto order of the test mode. */
  can_mark_paid: boolean;
  /** Given back to the buyer so far (refunds the gateway confirmed). */
  refunded_cents: number;
  /** What may still be refunded: the total less refunds done and refunds still in progress. */
  refundable_cents: number;
  /** 'Reembolsar': an approved or partially refunded order with something left to give back. */
  can_refund: boolean;
  /** The order's gateway refunds part of the amount; otherwise only everything left at once. */
  can_refund_partially: boolean;
  /** 'Cancelar pedido': a pending PIX or boleto whose gateway can stop it from being paid. */
  can_cancel: boolean;
  /** The buyer's order page (thank-you / PIX / boleto). */
  order_url: string;
  /** The main order an upsell was bought after, or the upsell bought after this one. */
  related_order: { id: number; number: number; kind: 'main' | 'upsell' } | null;
}

export const ORDER_NOT_FOUND = 'Pedido não encontrado.';
export const CART_NOT_FOUND = 'Carrinho não encontrado.';

// ─── /pedidos: refunds and cancellation ─────────────────────────────────────────────────────────

export const REFUND_AMOUNT_INVALID_MESSAGE = 'Informe o valor do reembolso em centavos.';
export const REFUND_AMOUNT_POSITIVE_MESSAGE = 'O valor do reembolso deve ser maior que zero.';

/**
 * POST /api/orders/:id/refund. `amount_cents` absent: everything still refundable. An
 * `Idempotency-Key` header makes a repeated request (a double click, a retry) the same refund.
 */
export const refundPayload = z.object({
  amount_cents: integerField({ invalid: REFUND_AMOUNT_INVALID_MESSAGE })
    .pipe(z.number().min(1, REFUND_AMOUNT_POSITIVE_MESSAGE))
    .optional(),
});
export type RefundPayload = z.input<typeof refundPayload>;

/** The answer of a refund: 200 when the gateway refunded, 202 while its outcome is unknown. */
export interface RefundResponse {
  message: string;
  status: OrderStatus;
  refunded_cents: number;
  refundable_cents: number;
  /** The gateway did not answer: the refund is settled later (the order changes by itself). */
  processing: boolean;
}

/** POST /api/orders/:id/cancel answers this. */
export interface CancelOrderResponse {
  message: string;
  status: OrderStatus;
}

export const REFUND_DONE_MESSAGE = 'Reembolso realizado';
export const REFUND_PROCESSING_MESSAGE = 'Reembolso em processamento.';
export const ORDER_CANCELLED_MESSAGE = 'Pedido cancelado';
export const ORDER_NOT_REFUNDABLE_MESSAGE =
  'Só pedidos aprovados ou reembolsados parcialmente podem ser reembolsados.';
export const NOTHING_TO_REFUND_MESSAGE = 'Este pedido não tem mais valor a reembolsar.';
export const PARTIAL_REFUND_UNSUPPORTED_MESSAGE = 'O gateway deste pedido só faz o reembolso do valor total.';
export const REFUND_KEY_REUSED_MESSAGE =
  'Esta chave de idempotência já foi usada em outro reembolso deste pedido.';
export const ORDER_NOT_CANCELLABLE_MESSAGE = 'Só pedidos pendentes de PIX ou boleto podem ser cancelados.';
export const CANCEL_UNSUPPORTED_MESSAGE = 'O gateway deste pedido não permite cancelar o pagamento.';
export const PAYMENT_STILL_PROCESSING_MESSAGE =
  'O pagamento deste pedido ainda está em processamento. Tente novamente em instantes.';
export const GATEWAY_UNREACHABLE_MESSAGE =
  'Não foi possível falar com o gateway de pagamento. Tente novamente.';

/** 'O valor do reembolso passa do que ainda pode ser reembolsado (R$ 70,00).' */
export function refundTooLargeMessage(refundableCents: number): string {
  return `O valor do reembolso passa do que ainda pode ser reembolsado (${formatCents(refundableCents)}).`;
}

// ─── Abandoned carts: recovery ──────────────────────────────────────────────────────────────────

/** POST /api/abandoned-carts/:id/recover answers { message, recovery_sent_at, recovery_count }. */
export const RECOVERY_SENT_MESSAGE = 'E-mail de recuperação enviado.';
export const CART_ALREADY_RECOVERED_MESSAGE = 'Este carrinho já virou um pedido.';
export const CART_WITHOUT_EMAIL_MESSAGE = 'Este carrinho não tem e-mail do comprador.';
/** The same cart twice within this time is refused (a double click, or a merchant in a hurry). */
export const RECOVERY_RESEND_MINUTES = 10;
export const RECOVERY_TOO_SOON_MESSAGE = `Um e-mail de recuperação foi enviado há menos de ${RECOVERY_RESEND_MINUTES} minutos.`;

/** Minutes after the buyer's last activity when a cart counts as abandoned. */
export const ABANDON_AFTER_OPTIONS = [15, 30, 60, 120, 360, 1440] as const;
/** When automatic recovery e-mails go out, in minutes after abandonment began. */
export const RECOVERY_DELAY_OPTIONS = [60, 180, 360, 720, 1440, 2880, 4320] as const;
export const MAX_RECOVERY_EMAILS = 3;

export function minutesLabel(minutes: number): string {
  if (minutes % 1440 === 0) return minutes === 1440 ? '24 horas' : `${minutes / 1440} dias`;
  if (minutes % 60 === 0) return minutes === 60 ? '1 hora' : `${minutes / 60} horas`;
  return `${minutes} minutos`;
}

/** GET /api/order-settings?store_id= answers this; PUT /api/order-settings takes it with store_id. */
export interface OrderSettings {
  time_zone: StoreTimeZone;
  abandon_after_minutes: (typeof ABANDON_AFTER_OPTIONS)[number];
  recovery_auto: boolean;
  /** Ascending, distinct, 1–3 of RECOVERY_DELAY_OPTIONS. */
  recovery_delays_minutes: number[];
  /** The store's owner gets a 'Nova venda' e-mail for each approved order. */
  notify_new_sale: boolean;
}

export const DEFAULT_ORDER_SETTINGS: OrderSettings = {
  time_zone: DEFAULT_TIME_ZONE,
  abandon_after_minutes: 30,
  recovery_auto: false,
  recovery_delays_minutes: [60, 1440],
  notify_new_sale: true,
};

export const orderSettingsPayload = z
  .object({
    store_id: storeId,
    time_zone: z.enum(STORE_TIME_ZONES.map((zone) => zone.id) as [StoreTimeZone, ...StoreTimeZone[]], {
      error: 'Fuso horário inválido.',
    }),
    abandon_after_minutes: z
      .number({ error: 'Tempo para considerar o carrinho abandonado inválido.' })
      .refine((minutes) => (ABANDON_AFTER_OPTIONS as readonly number[]).includes(minutes), {
        message: 'Tempo para considerar o carrinho abandonado inválido.',
      })
      .transform((minutes) => minutes as OrderSettings['abandon_after_minutes']),
    recovery_auto: z.boolean({ error: 'Informe se a recuperação automática está ativa.' }),
    recovery_delays_minutes: z
      .array(
        z.number().refine((minutes) => (RECOVERY_DELAY_OPTIONS as readonly number[]).includes(minutes), {
          message: 'Intervalo de envio inválido.',
        }),
        { error: 'Informe quando enviar os e-mails.' },
      )
      .max(MAX_RECOVERY_EMAILS, `No máximo ${MAX_RECOVERY_EMAILS} e-mails de recuperação.`)
      .transform((delays) => [...new Set(delays)].sort((a, b) => a - b)),
    /** Absent: left as it is (clients that do not know the setting keep it). */
    notify_new_sale: z.boolean({ error: 'Informe se o aviso de nova venda está ativo.' }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.recovery_auto && value.recovery_delays_minutes.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['recovery_delays_minutes'],
        message: 'Escolha pelo menos um envio para a recuperação automática.',
      });
    }
  });
export type OrderSettingsPayload = z.input<typeof orderSettingsPayload>;
export const ORDER_SETTINGS_SAVED_MESSAGE = 'Configurações de pedidos salvas.';

// ─── /dashboard ─────────────────────────────────────────────────────────────────────────────────

export const DASHBOARD_PERIODS = ['today', 'yesterday', 'week', 'month'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DASHBOARD_PERIOD_LABELS: Record<DashboardPeriod, string> = {
  today: 'Hoje',
  yesterday: 'Ontem',
  week: 'Semana',
  month: 'Mês',
};

/** GET /api/dashboard?store_id=&period= */
export const dashboardQuery = z.object({
  store_id: storeId,
  period: z.enum(DASHBOARD_PERIODS, { error: 'Período inválido.' }).optional().default('today'),
});
export type DashboardQuery = z.input<typeof dashboardQuery>;

/** A figure of the period and of the previous period of the same length. */
export interface Compared {
  value: number;
  previous: number;
}

/**
 * Change against the previous period, in percent rounded to one decimal; null when the previous
 * value is 0 (no base to compare with).
 */
export function trendPercent({ value, previous }: Compared): number | null {
  if (previous === 0) return null;
  return Math.round(((value - previous) / previous) * 1000) / 10;
}

export const FUNNEL_STAGES = ['viewed', 'personal', 'delivery', 'payment_started', 'completed'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];
export const FUNNEL_STAGE_LABELS: Record<FunnelStage, string> = {
  viewed: 'Checkout visualizado',
  personal: 'Dados pessoais',
  delivery: 'Dados de entrega',
  payment_started: 'Compra iniciada',
  completed: 'Compra finalizada',
};

export interface DashboardView {
  period: DashboardPeriod;
  time_zone: string;
  /** [from, to) of the period and of the one before it, ISO instants. */
  range: { from: string; to: string };
  previous_range: { from: string; to: string };
  summary: {
    /** Orders created in the period (all statuses). */
    sales_made: Compared;
    /** Orders created in the period that are approved. */
    sales_approved: Compared;
    /** Sum of the approved orders' totals. */
    revenue_cents: Compared;
    /** Approved revenue of the 30 days up to the end of the period, and of the 30 before. */
    revenue_30d_cents: Compared;
  };
  /** Approved / created per method, in PAYMENT_METHODS order. */
  payment_conversion: { method: PaymentMethod; created: number; approved: number }[];
  /**
   * Checkout sessions that began in the period and reached each stage (a later stage implies the
   * earlier ones: a digital product's buyer who starts paying has passed 'delivery').
   */
  funnel: { stage: FunnelStage; count: number }[];
  /** Approved revenue / approved orders (0 without approved orders). */
  average_ticket_cents: Compared;
  /** Units of approved orders, and the best-selling products by revenue (at most 5). */
  products_sold: {
    units: Compared;
    top: { product_id: number | null; name: string; quantity: number; revenue_cents: number }[];
  };
  /**
   * Approved revenue and orders over the period: per hour for Hoje/Ontem, per day for Semana/Mês.
   * `label` is what the axis shows ('14h', '22/11').
   */
  series: { start: string; label: string; revenue_cents: number; orders: number }[];
  /** The store has never had a checkout session nor an order: show the hint to share a link. */
  store_is_new: boolean;
}

// ─── Live updates ───────────────────────────────────────────────────────────────────────────────

/**
 * GET /api/live?store_id= is a server-sent event stream (authenticated like every /api call, read
 * with fetch). Each change to the store's orders or carts is one `change` event whose data is this
 * JSON; a `ping` comment every 20 s keeps proxies from closing it.
 */
export interface LiveChange {
  /** Increasing id of the change (also the SSE id). */
  id: number;
  kind: 'order_created' | 'order_status' | 'cart_updated';
  order_id: number | null;
  order_number: number | null;
  status: string | null;
  at: string;
}
