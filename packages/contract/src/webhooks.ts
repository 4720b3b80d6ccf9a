import { z } from 'zod';
import { storeId } from './catalog-fields.ts';
import { integerField } from './number-fields.ts';
import type { PageInfo } from './orders.ts';
import { plainText } from './text.ts';

/*
 * Outgoing webhooks (/configuracoes → Webhooks) and the tracking integrations (/apps: NeoRastro,
 * Utmify, Reportana). Deliveries follow Standard Webhooks (https://www.standardwebhooks.com):
 * headers webhook-id, webhook-timestamp and webhook-signature (`v1,<base64 HMAC-SHA256>` of
 * `${id}.${timestamp}.${body}` with the base64-decoded part of the secret after 'whsec_').
 */

export const WEBHOOK_EVENTS = [
  'cart.abandoned',
  'order.created',
  'order.updated',
  'order.status_changed',
  'order.approved',
  'order.refused',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'cart.abandoned': 'Carrinho abandonado',
  'order.created': 'Pedido criado',
  'order.updated': 'Pedido atualizado',
  'order.status_changed': 'Status alterado',
  'order.approved': 'Pedido aprovado',
  'order.refused': 'Pedido recusado',
};

export const WEBHOOK_NAME_REQUIRED_MESSAGE = 'Informe um nome para o webhook.';
export const WEBHOOK_URL_INVALID_MESSAGE = 'Informe uma URL válida (http:// ou https://).';
export const WEBHOOK_URL_CREDENTIALS_MESSAGE = 'A URL não pode conter usuário ou senha.';
export const WEBHOOK_EVENTS_REQUIRED_MESSAGE = 'Selecione pelo menos um evento.';
export const WEBHOOK_HTTPS_REQUIRED_MESSAGE = 'Use uma URL https://.';
export const WEBHOOK_ADDRESS_REFUSED_MESSAGE =
  'Este endereço não é permitido: aponta para uma rede privada ou local.';
export const WEBHOOK_HOST_UNRESOLVED_MESSAGE = 'Não foi possível encontrar este endereço. Confira a URL.';
export const WEBHOOK_NOT_FOUND_MESSAGE = 'Webhook não encontrado.';
export const WEBHOOK_DELIVERY_NOT_FOUND_MESSAGE = 'Envio não encontrado.';
export const WEBHOOK_CREATED_MESSAGE = 'Webhook criado!';
export const WEBHOOK_UPDATED_MESSAGE = 'Webhook atualizado!';
export const WEBHOOK_DELETED_MESSAGE = 'Webhook excluído.';
export const WEBHOOK_SECRET_ROTATED_MESSAGE =
  'Novo segredo gerado. O anterior continua assinando os envios por mais 24 horas.';
export const WEBHOOK_ENABLED_MESSAGE = 'Webhook reativado.';
export const WEBHOOK_TEST_SENT_MESSAGE = 'Evento de teste enviado.';
export const WEBHOOK_RESENT_MESSAGE = 'Reenvio solicitado.';
export const WEBHOOK_TEST_DISABLED_MESSAGE = 'Reative o webhook antes de testar.';
export const WEBHOOK_RESEND_DISABLED_MESSAGE = 'Reative o webhook antes de reenviar.';
export const WEBHOOK_GONE_REASON = 'O destino respondeu 410 Gone.';

/**
 * Days the delivery log keeps a message (delivered or given up), and how long the events of a
 * disabled endpoint wait for its reactivation before they are dropped.
 */
export const WEBHOOK_RETENTION_DAYS = 30;

/** What happens to the events while an endpoint is disabled (its notice, the e-mail, the README). */
export const WEBHOOK_DISABLED_NOTICE = `Os eventos da loja continuam sendo registrados e serão enviados quando você reativar o webhook (guardamos até ${WEBHOOK_RETENTION_DAYS} dias).`;

/** The answer of 'Reenviar todas as falhas' for `queued` messages. */
export function webhookResentFailedMessage(queued: number): string {
  if (queued === 0) return 'Nenhum envio com falha para reenviar.';
  if (queued === 1) return '1 envio com falha será reenviado agora.';
  return `${queued} envios com falha serão reenviados agora.`;
}
export const WEBHOOK_FAILING_REASON = 'Todos os envios falharam por mais de 5 dias.';

/**
 * A webhook address's form, without DNS: http(s), a host, no user or password. Null when it fits;
 * the server then checks https (when required) and where the host points.
 */
export function webhookUrlFormProblem(raw: string): string | null {
  const text = raw.trim();
  if (!URL.canParse(text)) return WEBHOOK_URL_INVALID_MESSAGE;
  const url = new URL(text);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname)
    return WEBHOOK_URL_INVALID_MESSAGE;
  if (url.username || url.password) return WEBHOOK_URL_CREDENTIALS_MESSAGE;
  return null;
}

const webhookUrl = z
  .string({ error: WEBHOOK_URL_INVALID_MESSAGE })
  .trim()
  .min(1, WEBHOOK_URL_INVALID_MESSAGE)
  .max(2000, 'A URL deve ter no máximo 2000 caracteres.');

/** PUT /api/webhooks/:id (the endpoint stays in its store). */
export const webhookUpdatePayload = z.object({
  name: z
    .string({ error: WEBHOOK_NAME_REQUIRED_MESSAGE })
    .trim()
    .min(1, WEBHOOK_NAME_REQUIRED_MESSAGE)
    .max(80, 'O nome deve ter no máximo 80 caracteres.')
    .check(plainText),
  url: webhookUrl,
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: 'Evento desconhecido.' }), {
      error: WEBHOOK_EVENTS_REQUIRED_MESSAGE,
    })
    .min(1, WEBHOOK_EVENTS_REQUIRED_MESSAGE)
    .transform((events) => WEBHOOK_EVENTS.filter((event) => events.includes(event))),
});
export type WebhookUpdatePayload = z.input<typeof webhookUpdatePayload>;

/** POST /api/webhooks. */
export const webhookPayload = webhookUpdatePayload.extend({ store_id: storeId });
export type WebhookPayload = z.input<typeof webhookPayload>;

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed' | 'retrying';

export interface WebhookLastDelivery {
  status: WebhookDeliveryStatus;
  response_code: number | null;
  at: string;
}

/** An item of GET /api/webhooks?store_id=. The secret itself is never listed: only a hint. */
export interface Webhook {
  id: number;
  name: string;
  url: string;
  events: WebhookEvent[];
  enabled: boolean;
  disabled_reason: string | null;
  /** '••••abcd' */
  secret_hint: string;
  created_at: string;
  updated_at: string;
  last_delivery: WebhookLastDelivery | null;
}

/** POST /api/webhooks → 201. `secret` ('whsec_…') is shown only here and on rotation. */
export interface WebhookCreated {
  message: string;
  webhook: Webhook;
  secret: string;
}

export interface WebhookSaved {
  message: string;
  webhook: Webhook;
}

export interface WebhookSecretRotated {
  message: string;
  secret: string;
}

export interface WebhookTestSent {
  message: string;
  /** The delivery's id (see the deliveries list). */
  delivery_id: number;
}

export interface WebhookAttempt {
  at: string;
  response_code: number | null;
  /** What went wrong, in Portuguese (one text per class: timeout, refused connection, TLS, HTTP status…). */
  error: string | null;
  /** The raw error behind `error` (e.g. the TLS library's message, the refused address). */
  error_detail: string | null;
  duration_ms: number;
}

/** One message to one endpoint, with its attempts (oldest first). */
export interface WebhookDelivery {
  id: number;
  event_type: WebhookEvent;
  /** The Standard Webhooks message id (the webhook-id header), stable across retries. */
  webhook_id: string;
  status: WebhookDeliveryStatus;
  attempts: WebhookAttempt[];
  /**
   * When the next attempt is due; null once delivered or given up, and while the webhook is
   * disabled (a 'pending' or 'retrying' message then waits for its reactivation).
   */
  next_attempt_at: string | null;
  created_at: string;
  /** The sample event of 'Testar'. */
  test: boolean;
  /** The order the event is about (null for abandoned carts and test events). */
  order_number: number | null;
}

/** POST /api/webhooks/:id/resend-failed: every message that failed for good is due again now. */
export interface WebhookFailedResent {
  message: string;
  /** How many messages were queued. */
  queued: number;
}

export const WEBHOOK_DELIVERIES_PAGE_SIZE = 20;

/** GET /api/webhooks/:id/deliveries?page=: newest first, WEBHOOK_DELIVERIES_PAGE_SIZE a page. */
export interface WebhookDeliveriesPage extends PageInfo {
  items: WebhookDelivery[];
}

export const webhookDeliveriesQuery = z.object({
  page: integerField({ invalid: 'Página inválida.' })
    .pipe(z.number().min(1, 'Página inválida.'))
    .optional()
    .default(1),
});

/** The JSON body of a custom endpoint's delivery (Standard Webhooks' recommended shape). */
export interface WebhookEnvelope<T = WebhookOrderData | WebhookCartData> {
  type: WebhookEvent;
  /** ISO 8601, when the event happened. */
  timestamp: string;
  /** Present (true) only on the test event sent from the panel. */
  test?: boolean;
  data: T;
}

export interface WebhookOrderData {
  id: number;
  number: number;
  store_id: number;
  kind: 'main' | 'upsell';
  status: string;
  payment_method: string;
  total_cents: number;
  subtotal_cents: number;
  discount_cents: number;
  shipping_cents: number;
  currency: 'BRL';
  coupon_code: string | null;
  customer: { name: string; email: string; phone: string | null; document: string | null };
  shipping_address: {
    cep: string | null;
    street: string | null;
    number: string | null;
    complement: string | null;
    district: string | null;
    city: string | null;
    state: string | null;
  } | null;
  items: { name: string; quantity: number; unit_price_cents: number; kind: string }[];
  utm: {
    source: string | null;
    medium: string | null;
    campaign: string | null;
    term: string | null;
    content: string | null;
  };
  created_at: string;
  paid_at: string | null;
  /** The parcel's tracking, once the merchant entered it (url: the carrier's public page, if any). */
  tracking: { carrier: string; code: string; url: string | null } | null;
}

export interface WebhookCartData {
  id: number;
  store_id: number;
  status: 'abandoned';
  customer: { name: string | null; email: string | null };
  product: { id: number; name: string };
  value_cents: number;
  currency: 'BRL';
  utm: WebhookOrderData['utm'];
  last_activity_at: string;
}

// ─── Tracking integrations (/apps) ──────────────────────────────────────────────────────────────

export const TRACKING_INTEGRATIONS = ['neorastro', 'utmify', 'reportana'] as const;
export type TrackingIntegration = (typeof TRACKING_INTEGRATIONS)[number];

export const TRACKING_INTEGRATION_LABELS: Record<TrackingIntegration, string> = {
  neorastro: 'NeoRastro',
  utmify: 'Utmify',
  reportana: 'Reportana',
};

export const INTEGRATION_SAVED_MESSAGE = 'Integração salva!';
export const INTEGRATION_REMOVED_MESSAGE = 'Integração removida.';

/** PUT /api/integrations/neorastro|utmify?store_id= */
export const webhookUrlIntegrationPayload = z.object({ webhook_url: webhookUrl });

export const REPORTANA_CLIENT_ID_REQUIRED_MESSAGE = 'Informe o Client ID.';
/** A first save without the secret (editing may leave it empty to keep the saved one). */
export const REPORTANA_CLIENT_SECRET_REQUIRED_MESSAGE = 'Informe o Client Secret.';
/** Reportana answered 401/403 to the credential check made before saving. */
export const REPORTANA_CREDENTIALS_REFUSED_MESSAGE =
  'A Reportana recusou este Client ID e Client Secret. Confira os dados copiados da Reportana e tente de novo.';
/** Reportana could not be reached (or failed) during the credential check: nothing was saved. */
export const REPORTANA_UNAVAILABLE_MESSAGE =
  'Não foi possível falar com a Reportana agora. Nada foi salvo; tente novamente em instantes.';

const credential = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(200, 'Valor longo demais.');

/** PUT /api/integrations/reportana?store_id= (an empty client_secret keeps the saved one, once configured). */
export const reportanaIntegrationPayload = z.object({
  client_id: credential(REPORTANA_CLIENT_ID_REQUIRED_MESSAGE),
  client_secret: z.string().trim().max(200, 'Valor longo demais.').optional().default(''),
});

/**
 * GET /api/integrations/<kind>?store_id=: `configured` false (and the rest null) when not set up.
 * NeoRastro/Utmify fill webhook_url; Reportana fills client_id and client_secret_hint ('••••abcd').
 */
export interface TrackingIntegrationView {
  kind: TrackingIntegration;
  configured: boolean;
  enabled: boolean;
  disabled_reason: string | null;
  webhook_url: string | null;
  client_id: string | null;
  client_secret_hint: string | null;
  last_delivery: WebhookLastDelivery | null;
}

export interface TrackingIntegrationSaved {
  message: string;
  integration: TrackingIntegrationView;
}
