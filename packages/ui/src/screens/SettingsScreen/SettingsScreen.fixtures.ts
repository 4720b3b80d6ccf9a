import { PLAN_TERMS, type PlanId, type PlansResponse, type PlanView } from '@pagora/contract';
import type { DeliveryLogState } from './DeliveryLogDrawer.tsx';
import type { ChecklistItem, DomainRow, WebhookDeliveryRow, WebhookRow } from './settings.ts';

export const timeZone = 'America/Sao_Paulo';
export const cnameTarget = 'checkout.pagora.com.br';

export const verifiedDomain: DomainRow = {
  id: 1,
  domain_name: 'checkout.lojadamaria.com.br',
  status: 'verified',
  last_error: null,
  verified_at: '2025-11-20T13:42:00.000Z',
  last_checked_at: '2025-11-24T09:00:00.000Z',
};

export const pendingDomain: DomainRow = {
  id: 2,
  domain_name: 'pagamento.lojadamaria.com.br',
  status: 'pending',
  last_error: null,
  verified_at: null,
  last_checked_at: null,
  txt_record: { name: '_pagora.pagamento', value: 'pagora-verify=3f9c2a7e1b4d4c8e9a0f6b2d5c7e8a91' },
  expires_at: '2025-12-01T13:00:00.000Z',
};

export const failedDomain: DomainRow = {
  id: 3,
  domain_name: 'seguro.cafedoce.com.br',
  status: 'pending',
  last_error:
    'Nenhum registro CNAME encontrado para seguro.cafedoce.com.br. A propagação pode levar até 48 horas.',
  verified_at: null,
  last_checked_at: '2025-11-24T17:15:00.000Z',
  txt_record: { name: '_pagora.seguro', value: 'pagora-verify=a1b2c3d4e5f60718293a4b5c6d7e8f90' },
  expires_at: '2025-11-28T20:15:00.000Z',
};

export const domains: DomainRow[] = [verifiedDomain, pendingDomain, failedDomain];

/** This store's claim on a name another store has verified. */
export const takenDomain: DomainRow = {
  id: 4,
  domain_name: 'checkout.cafedoce.com.br',
  status: 'taken',
  last_error: null,
  verified_at: null,
  last_checked_at: '2025-11-24T18:00:00.000Z',
  txt_record: { name: '_pagora.checkout', value: 'pagora-verify=0c1d2e3f405162738495a6b7c8d9e0f1' },
  expires_at: '2025-11-30T12:00:00.000Z',
};

export const erpWebhook: WebhookRow = {
  id: 11,
  name: 'ERP da loja',
  url: 'https://erp.lojadamaria.com.br/webhooks/pagora',
  events: ['order.created', 'order.approved', 'order.refused'],
  enabled: true,
  disabled_reason: null,
  secret_hint: 'whsec_••••k9Qa',
  last_delivery: { status: 'delivered', response_code: 200, at: '2025-11-24T18:03:00.000Z' },
};

export const disabledWebhook: WebhookRow = {
  id: 12,
  name: 'Automação de carrinho',
  url: 'https://hooks.automacao.app/c/4f1e2b',
  events: ['cart.abandoned'],
  enabled: false,
  disabled_reason: 'Desativado: o destino respondeu 410 (Gone) em 23/11/2025 10:12.',
  secret_hint: 'whsec_••••P2xe',
  last_delivery: { status: 'failed', response_code: 410, at: '2025-11-23T13:12:00.000Z' },
};

export const newWebhook: WebhookRow = {
  id: 13,
  name: 'Planilha de pedidos',
  url: 'https://script.google.com/macros/s/AKfycbx/exec',
  events: ['order.created', 'order.updated', 'order.status_changed'],
  enabled: true,
  disabled_reason: null,
  secret_hint: 'whsec_••••7bTd',
  last_delivery: null,
};

export const webhooks: WebhookRow[] = [erpWebhook, disabledWebhook, newWebhook];

export const deliveries: WebhookDeliveryRow[] = [
  {
    id: 501,
    event_type: 'order.approved',
    status: 'delivered',
    attempts: [{ at: '2025-11-24T18:03:00.000Z', response_code: 200, error: null, error_detail: null }],
    next_attempt_at: null,
    created_at: '2025-11-24T18:03:00.000Z',
    test: false,
    order_number: 1042,
  },
  {
    id: 500,
    event_type: 'order.created',
    status: 'retrying',
    attempts: [
      {
        at: '2025-11-24T17:58:00.000Z',
        response_code: 503,
        error: 'O destino está indisponível (HTTP 503).',
        error_detail: 'HTTP 503 Service Unavailable',
      },
      {
        at: '2025-11-24T17:59:00.000Z',
        response_code: null,
        error: 'O certificado HTTPS do destino não vale para este domínio.',
        error_detail:
          "ERR_TLS_CERT_ALTNAME_INVALID: Hostname/IP does not match certificate's altnames: Host: erp.lojadamaria.com.br. is not in the cert's altnames: DNS:*.hospedagem.com.br",
      },
    ],
    next_attempt_at: '2025-11-24T18:09:00.000Z',
    created_at: '2025-11-24T17:58:00.000Z',
    test: false,
    order_number: 1041,
  },
  {
    id: 499,
    event_type: 'order.refused',
    status: 'failed',
    attempts: Array.from({ length: 8 }, (_, i) => ({
      at: `2025-11-2${1 + Math.min(i, 2)}T1${i}:00:00.000Z`,
      response_code: 500,
      error: 'O destino teve um erro interno ao receber o evento (HTTP 500).',
      error_detail: 'HTTP 500 Internal Server Error',
    })),
    next_attempt_at: null,
    created_at: '2025-11-21T10:00:00.000Z',
    test: false,
    order_number: 1038,
  },
  {
    id: 498,
    event_type: 'order.created',
    status: 'pending',
    attempts: [],
    next_attempt_at: '2025-11-24T18:04:00.000Z',
    created_at: '2025-11-24T18:04:00.000Z',
    test: true,
    order_number: null,
  },
];

/** What a disabled webhook keeps for its reactivation: no due time. */
export const keptDeliveries: WebhookDeliveryRow[] = [
  {
    id: 611,
    event_type: 'cart.abandoned',
    status: 'pending',
    attempts: [],
    next_attempt_at: null,
    created_at: '2025-11-24T12:30:00.000Z',
    test: false,
    order_number: null,
  },
  {
    id: 610,
    event_type: 'cart.abandoned',
    status: 'retrying',
    attempts: [
      {
        at: '2025-11-23T13:12:00.000Z',
        response_code: 410,
        error: 'O destino respondeu que este endereço não existe mais (HTTP 410).',
        error_detail: 'HTTP 410 Gone',
      },
    ],
    next_attempt_at: null,
    created_at: '2025-11-23T13:12:00.000Z',
    test: false,
    order_number: null,
  },
];

export const deliveryLog: DeliveryLogState = {
  webhook: { id: erpWebhook.id, name: erpWebhook.name },
  deliveries,
};

export const keptDeliveryLog: DeliveryLogState = {
  webhook: { id: disabledWebhook.id, name: disabledWebhook.name },
  deliveries: keptDeliveries,
};

export const revealedSecret = {
  webhookName: 'ERP da loja',
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
};

export const checklist: ChecklistItem[] = [
  {
    key: 'domain',
    label: 'Domínio verificado',
    done: true,
    hint: 'Adicione e verifique um domínio na aba Domínios.',
  },
  { key: 'shipping', label: 'Frete cadastrado', done: true, hint: 'Cadastre uma opção de frete em Frete.' },
  {
    key: 'gateway',
    label: 'Gateway cadastrado',
    done: false,
    hint: 'Nenhum gateway de pagamento real está disponível ainda; o checkout usa o modo de teste.',
  },
  {
    key: 'origin',
    label: 'Origem configurada',
    done: true,
    hint: 'Informe o CEP de origem dos envios.',
  },
  {
    key: 'payment',
    label: 'Configuração de pagamento',
    done: false,
    hint: 'Cadastre a chave PIX em Configuração do Checkout.',
  },
];

// ─── Planos (GET /api/billing/plans) ────────────────────────────────────────────────────────────

const planViews = (current: PlanId, patch: Partial<Record<PlanId, Partial<PlanView>>> = {}): PlanView[] =>
  PLAN_TERMS.map((terms) => ({
    ...terms,
    current: terms.id === current,
    scheduled: false,
    spots_left: terms.id === 'escala' ? 12 : null,
    sold_out: false,
    upgrade_charge_cents: null,
    ...patch[terms.id],
  }));

/** A new account: Grátis Inicial, Escala with spots left; the server quotes each upgrade. */
export const plansOnGratis: PlansResponse = {
  plans: planViews('gratis', {
    profissional: { upgrade_charge_cents: 0 },
    premium: { upgrade_charge_cents: 4797 },
    escala: { upgrade_charge_cents: 9996 },
  }),
  current: 'gratis',
  scheduled_change: null,
  paid_until: null,
};

/** On Premium (paid until 30/11), a downgrade to Profissional scheduled. */
export const plansDowngradeScheduled: PlansResponse = {
  plans: planViews('premium', { profissional: { scheduled: true }, escala: { upgrade_charge_cents: 5199 } }),
  current: 'premium',
  scheduled_change: { plan: 'profissional', effective_at: '2026-12-01T03:00:00.000Z' },
  paid_until: '2026-12-01T03:00:00.000Z',
};

/** On Premium, no spot left on Escala. */
export const plansSoldOut: PlansResponse = {
  plans: planViews('premium', { escala: { spots_left: 0, sold_out: true } }),
  current: 'premium',
  scheduled_change: null,
  paid_until: '2026-12-01T03:00:00.000Z',
};
