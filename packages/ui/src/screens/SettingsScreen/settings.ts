// Types, constants and texts of /configuracoes (Configurações Gerais). The row types are structural
// subsets of the API's answers (GET /api/domains, /api/webhooks, /api/webhooks/:id/deliveries,
// /api/checklist), so the contract's types can be passed in as they are.

import {
  cleanDomainInput,
  DOMAIN_CLAIM_DAYS,
  DOMAIN_TXT_LABEL,
  formatCents,
  PLAN_TERMS,
  type PlanId,
  planRank,
  planRateLabel,
} from '@pagora/contract';
import { formatDateTime } from '../OrdersScreen/orders.ts';

export type SettingsTab = 'dominios' | 'planos' | 'webhooks' | 'checklist';

// ─── Domínios ───────────────────────────────────────────────────────────────────────────────────

/** The subdomain prefixes a merchant can choose in the order shown. */
export const DOMAIN_PREFIXES = ['pagamento', 'seguro', 'checkout', 'pay'] as const;
export type DomainPrefix = (typeof DOMAIN_PREFIXES)[number];
export const DEFAULT_DOMAIN_PREFIX: DomainPrefix = 'checkout';

export const DOMAIN_REQUIRED = 'Por favor, insira o seu domínio.';

/**
 * A registered domain (`GET /api/domains?store_id=`). 'verified' serves the checkout; 'taken' is
 * this store's claim on a name another store has verified; anything else awaits verification.
 */
export interface DomainRow {
  id: number;
  /** The full name, e.g. 'checkout.minhaloja.com.br'. */
  domain_name: string;
  status: string;
  /** Why the last verification failed (the server's text). */
  last_error?: string | null;
  verified_at?: string | null;
  last_checked_at?: string | null;
  /** The TXT record proving this store's claim: `name` as DNS panels ask for it ('_pagora.checkout'). */
  txt_record?: { name: string; value: string } | null;
  /** When the claim is removed if still unverified. */
  expires_at?: string | null;
}

export const isDomainVerified = (domain: Pick<DomainRow, 'status'>) => domain.status === 'verified';
export const isDomainTaken = (domain: Pick<DomainRow, 'status'>) => domain.status === 'taken';

/** The TXT record's name for a prefix, as the DNS box shows it before a domain is added. */
export const txtRecordName = (prefix: DomainPrefix) => `${DOMAIN_TXT_LABEL}.${prefix}`;

/** The DNS box's closing note: when to verify, propagation and the claim's expiry. */
export const DNS_BOX_NOTE = `Depois de criar os dois registros, clique em Verificar no domínio. A propagação pode levar até 48 horas. Um domínio não verificado em ${DOMAIN_CLAIM_DAYS} dias é removido automaticamente.`;

/** What a 'taken' row explains. */
export const DOMAIN_TAKEN_NOTE =
  'Outra loja verificou este domínio. Se ele é seu, crie o registro TXT abaixo e clique em Verificar: o domínio passa para esta loja.';

/**
 * The full name sent to `POST /api/domains`: the prefix, a dot, then the domain typed, cleaned as
 * a pasted address needs ('https://www.loja.com.br/' → 'loja.com.br': no scheme, 'www.', path or
 * port), so the prefix goes in front of the domain itself.
 */
export const fullDomainName = (prefix: DomainPrefix, domain: string) =>
  `${prefix}.${cleanDomainInput(domain)}`;

// ─── Planos ─────────────────────────────────────────────────────────────────────────────────────

export type { PlanId, PlansResponse, PlanView } from '@pagora/contract';

export interface Plan {
  id: PlanId;
  name: string;
  /** The fee on each approved order, e.g. '1,5% + R$ 1,00 por pedido aprovado'. */
  rate: string;
  /** The monthly price in cents; 0 is free. */
  monthlyCents: number;
  /** What the plan adds, e.g. 'Nota fiscal e rastreio'. */
  features: string[];
  /** A highlight badge, e.g. 'Mais popular'. */
  highlight?: string;
}

const PLAN_EXTRAS: Record<PlanId, Pick<Plan, 'features' | 'highlight'>> = {
  gratis: { features: ['Checkout completo', 'Sem mensalidade'] },
  profissional: { features: ['Nota fiscal e rastreio', 'Sem mensalidade'] },
  premium: { features: ['Nota fiscal e rastreio', 'Taxa menor por pedido'], highlight: 'Mais popular' },
  escala: { features: ['Nota fiscal e rastreio', 'A menor taxa por pedido'], highlight: 'Vagas limitadas' },
};

/** The four plans and their fees: the figures are the contract's, the server charges the same. */
export const PLANS: Plan[] = PLAN_TERMS.map((terms) => ({
  id: terms.id,
  name: terms.name,
  rate: `${planRateLabel(terms)} por pedido aprovado`,
  monthlyCents: terms.monthly_cents,
  ...PLAN_EXTRAS[terms.id],
}));

export const planPrice = (plan: Pick<Plan, 'monthlyCents'>) =>
  plan.monthlyCents === 0 ? 'Grátis' : `${formatCents(plan.monthlyCents)}/mês`;

/** Whether moving from `current` to `target` is an upgrade (takes effect at once). */
export const isUpgrade = (current: PlanId, target: PlanId) => planRank(target) > planRank(current);

// ─── Webhooks ───────────────────────────────────────────────────────────────────────────────────

/** The six events a webhook can receive (values of the API, labels shown to the merchant), in the order shown. */
export const WEBHOOK_EVENTS = [
  { value: 'cart.abandoned', label: 'Carrinho abandonado' },
  { value: 'order.created', label: 'Pedido criado' },
  { value: 'order.updated', label: 'Pedido atualizado' },
  { value: 'order.status_changed', label: 'Status alterado' },
  { value: 'order.approved', label: 'Pedido aprovado' },
  { value: 'order.refused', label: 'Pedido recusado' },
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number]['value'];

const eventLabels: Record<string, string> = Object.fromEntries(
  WEBHOOK_EVENTS.map((event) => [event.value, event.label]),
);
/** 'Pedido criado' for 'order.created'; an unknown type (e.g. a test event) as it is. */
export const webhookEventLabel = (type: string) => eventLabels[type] ?? type;

export type DeliveryStatus = 'pending' | 'delivered' | 'failed' | 'retrying';

export const DELIVERY_STATUS: Record<
  DeliveryStatus,
  { label: string; tone: 'success' | 'warning' | 'danger' | 'neutral' }
> = {
  delivered: { label: 'Entregue', tone: 'success' },
  pending: { label: 'Pendente', tone: 'neutral' },
  retrying: { label: 'Tentando novamente', tone: 'warning' },
  failed: { label: 'Falhou', tone: 'danger' },
};

/** A webhook endpoint (`GET /api/webhooks?store_id=`). */
export interface WebhookRow {
  id: number;
  name: string;
  url: string;
  events: readonly string[];
  enabled: boolean;
  /** Why it was disabled (410 from the receiver, failing for days…). */
  disabled_reason?: string | null;
  /** e.g. 'whsec_••••abcd'. */
  secret_hint?: string | null;
  last_delivery?: { status: DeliveryStatus; response_code: number | null; at: string } | null;
}

/** One delivery of an event to a webhook (`GET /api/webhooks/:id/deliveries`). */
export interface WebhookDeliveryRow {
  id: number;
  event_type: string;
  status: DeliveryStatus;
  /** `error` says what went wrong in Portuguese; `error_detail` is the raw error behind it. */
  attempts: readonly {
    at: string;
    response_code: number | null;
    error?: string | null;
    error_detail?: string | null;
  }[];
  /** Null while waiting for a disabled webhook's reactivation (status pending or retrying). */
  next_attempt_at?: string | null;
  created_at: string;
  /** The sample event of 'Testar'. */
  test?: boolean;
  /** The order the event is about. */
  order_number?: number | null;
}

/** A delivery that a disabled webhook keeps for its reactivation. */
export const isKeptForReactivation = (delivery: Pick<WebhookDeliveryRow, 'status' | 'next_attempt_at'>) =>
  (delivery.status === 'pending' || delivery.status === 'retrying') && !delivery.next_attempt_at;

export const DELIVERY_KEPT_NOTE = 'Aguardando a reativação do webhook para ser enviado.';

/** What the webhook form sends (`POST /api/webhooks` without store_id, `PUT /api/webhooks/:id`). */
export interface WebhookValues {
  name: string;
  url: string;
  events: WebhookEventType[];
}

export const WEBHOOK_NAME_REQUIRED = 'Informe um nome para o webhook.';
export const WEBHOOK_URL_REQUIRED = 'Informe a URL que vai receber os eventos.';
export const WEBHOOK_URL_INVALID = 'A URL deve começar com https:// ou http://.';
export const WEBHOOK_EVENTS_REQUIRED = 'Selecione pelo menos um evento.';

/** The URL's own check (the server checks the address and https again). */
export function checkWebhookUrl(value: string): string | null {
  const url = value.trim();
  if (url === '') return null;
  return /^https?:\/\/\S+$/i.test(url) ? null : WEBHOOK_URL_INVALID;
}

// ─── Checklist ──────────────────────────────────────────────────────────────────────────────────

/** One item of the setup checklist (`GET /api/checklist?store_id=` items). */
export interface ChecklistItem {
  key: string;
  label: string;
  done: boolean;
  /** What to do to complete it (shown while pending). */
  hint?: string | null;
}

export const checklistProgress = (items: readonly Pick<ChecklistItem, 'done'>[]) => {
  const done = items.filter((item) => item.done).length;
  const total = items.length;
  return { done, total, percent: total === 0 ? 0 : Math.round((done / total) * 100) };
};

// ─── Dates ──────────────────────────────────────────────────────────────────────────────────────

/** An instant as dd/MM/yyyy HH:mm in the store's time zone. */
export const formatWhen = (value: string, timeZone: string) => formatDateTime(value, timeZone);
