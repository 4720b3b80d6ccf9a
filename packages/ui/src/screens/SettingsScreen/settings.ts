// Types, constants and texts of /configuracoes (Configurações Gerais). The row types are picked from
// the contract's answers (GET /api/domains, /api/webhooks, /api/webhooks/:id/deliveries,
// /api/checklist), so the API's objects can be passed in as they are, and the forms' checks and
// texts are the contract's schemas and messages: what the merchant reads is the server's wording.

import {
  type ChecklistItem as ApiChecklistItem,
  cleanDomainInput,
  DOMAIN_CLAIM_DAYS,
  DOMAIN_REQUIRED_MESSAGE,
  DOMAIN_TXT_LABEL,
  type Domain,
  type DomainPrefix,
  formatCents,
  PLAN_TERMS,
  type PlanId,
  planRank,
  planRateLabel,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS as WEBHOOK_EVENT_TYPES,
  WEBHOOK_EVENTS_REQUIRED_MESSAGE,
  WEBHOOK_NAME_REQUIRED_MESSAGE,
  WEBHOOK_URL_INVALID_MESSAGE,
  type Webhook,
  type WebhookAttempt,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookEvent,
  type WebhookUpdatePayload,
  webhookUpdatePayload,
  webhookUrlFormProblem,
} from '@pagora/contract';
import { formatDateTime } from '../../format.ts';
import { schemaCheck } from '../private/fieldMessages.ts';

export type SettingsTab = 'dominios' | 'planos' | 'webhooks' | 'checklist';

// ─── Domínios ───────────────────────────────────────────────────────────────────────────────────

/** The subdomain prefixes a merchant can choose, in the order shown, and the one chosen first. */
export { DEFAULT_DOMAIN_PREFIX, DOMAIN_PREFIXES, type DomainPrefix } from '@pagora/contract';

export const DOMAIN_REQUIRED = DOMAIN_REQUIRED_MESSAGE;

/**
 * A registered domain (`GET /api/domains?store_id=`). 'verified' serves the checkout; 'taken' is
 * this store's claim on a name another store has verified; 'pending' awaits verification.
 * `last_error` is why the last verification failed (the server's text); `txt_record.name` is the
 * TXT record's name as DNS panels ask for it ('_pagora.checkout'); `expires_at` is when an
 * unverified claim is removed.
 */
export type DomainRow = Pick<Domain, 'id' | 'domain_name' | 'status'> &
  Partial<Pick<Domain, 'last_error' | 'verified_at' | 'last_checked_at' | 'expires_at'>> & {
    txt_record?: Pick<Domain['txt_record'], 'name' | 'value'> | null;
  };

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
export const WEBHOOK_EVENTS: readonly { value: WebhookEvent; label: string }[] = WEBHOOK_EVENT_TYPES.map(
  (value) => ({ value, label: WEBHOOK_EVENT_LABELS[value] }),
);
export type WebhookEventType = WebhookEvent;

const eventLabels: Record<string, string> = Object.fromEntries(
  WEBHOOK_EVENTS.map((event) => [event.value, event.label]),
);
/** 'Pedido criado' for 'order.created'; an unknown type (e.g. a test event) as it is. */
export const webhookEventLabel = (type: string) => eventLabels[type] ?? type;

export type DeliveryStatus = WebhookDeliveryStatus;

export const DELIVERY_STATUS: Record<
  DeliveryStatus,
  { label: string; tone: 'success' | 'warning' | 'danger' | 'neutral' }
> = {
  delivered: { label: 'Entregue', tone: 'success' },
  pending: { label: 'Pendente', tone: 'neutral' },
  retrying: { label: 'Tentando novamente', tone: 'warning' },
  failed: { label: 'Falhou', tone: 'danger' },
};

/**
 * A webhook endpoint (`GET /api/webhooks?store_id=`): `disabled_reason` says why it was disabled
 * (410 from the receiver, failing for days…), `secret_hint` is like 'whsec_••••abcd'.
 */
export type WebhookRow = Pick<Webhook, 'id' | 'name' | 'url' | 'events' | 'enabled'> &
  Partial<Pick<Webhook, 'disabled_reason' | 'secret_hint' | 'last_delivery'>>;

/**
 * One delivery of an event to a webhook (`GET /api/webhooks/:id/deliveries`). An attempt's `error`
 * says what went wrong in Portuguese, `error_detail` is the raw error behind it; `next_attempt_at`
 * is null while waiting for a disabled webhook's reactivation (status pending or retrying).
 */
export type WebhookDeliveryRow = Pick<WebhookDelivery, 'id' | 'event_type' | 'status' | 'created_at'> &
  Partial<Pick<WebhookDelivery, 'next_attempt_at' | 'test' | 'order_number'>> & {
    attempts: readonly (Pick<WebhookAttempt, 'at' | 'response_code'> &
      Partial<Pick<WebhookAttempt, 'error' | 'error_detail'>>)[];
  };

/** A delivery that a disabled webhook keeps for its reactivation. */
export const isKeptForReactivation = (delivery: Pick<WebhookDeliveryRow, 'status' | 'next_attempt_at'>) =>
  (delivery.status === 'pending' || delivery.status === 'retrying') && !delivery.next_attempt_at;

export const DELIVERY_KEPT_NOTE = 'Aguardando a reativação do webhook para ser enviado.';

/** What the webhook form sends (`POST /api/webhooks` without store_id, `PUT /api/webhooks/:id`). */
export type WebhookValues = WebhookUpdatePayload;

export const WEBHOOK_NAME_REQUIRED = WEBHOOK_NAME_REQUIRED_MESSAGE;
/** An empty address gets the server's own answer for it. */
export const WEBHOOK_URL_REQUIRED = WEBHOOK_URL_INVALID_MESSAGE;
export const WEBHOOK_EVENTS_REQUIRED = WEBHOOK_EVENTS_REQUIRED_MESSAGE;

const nameCheck = schemaCheck(webhookUpdatePayload.shape.name);
/** The name: required (blank counts as empty), then the payload's own limits. */
export const checkWebhookName = (value: string): string | null =>
  value.trim() === '' ? WEBHOOK_NAME_REQUIRED : nameCheck(value);

const urlCheck = schemaCheck(webhookUpdatePayload.shape.url);
/**
 * The URL's own check: the payload's, then the address's form as the server checks it (https and
 * where the host points are only known to the server). Empty is left to the required check.
 */
export function checkWebhookUrl(value: string): string | null {
  if (value.trim() === '') return null;
  return urlCheck(value) ?? webhookUrlFormProblem(value);
}

// ─── Checklist ──────────────────────────────────────────────────────────────────────────────────

/** One item of the setup checklist (`GET /api/checklist?store_id=` items); `hint` is shown while pending. */
export type ChecklistItem = Pick<ApiChecklistItem, 'key' | 'label' | 'done'> &
  Partial<Pick<ApiChecklistItem, 'hint'>>;

export const checklistProgress = (items: readonly Pick<ChecklistItem, 'done'>[]) => {
  const done = items.filter((item) => item.done).length;
  const total = items.length;
  return { done, total, percent: total === 0 ? 0 : Math.round((done / total) * 100) };
};

// ─── Dates ──────────────────────────────────────────────────────────────────────────────────────

/** An instant as dd/MM/yyyy HH:mm in the store's time zone. */
export const formatWhen = (value: string, timeZone: string) => formatDateTime(value, timeZone);
