import {
  REPORTANA_CLIENT_SECRET_REQUIRED_MESSAGE,
  REPORTANA_CREDENTIALS_REFUSED_MESSAGE,
  REPORTANA_UNAVAILABLE_MESSAGE,
  type TrackingIntegration,
  type TrackingIntegrationView,
} from '@pagora/contract';
import type { EntityManager } from 'typeorm';
import { type Store, WebhookEndpoint } from '../db/entities/index.ts';
import { ValidationError } from '../shared/errors.ts';
import type { SecretBox } from '../shared/secret-box.ts';
import { lastDeliveryOf, releaseKeptMessages, secretHint } from '../webhooks/endpoints.ts';
import { INTEGRATION_EVENTS, type ReportanaCredentials } from './tracking-payloads.ts';

/*
 * Tracking integrations (/apps): NeoRastro, Utmify and Reportana, each a system endpoint of the
 * webhooks engine (what they receive: tracking-payloads.ts).
 */

// ─── CRUD (/api/integrations/<kind>?store_id=) ──────────────────────────────────────────────────

export function findIntegration(
  manager: EntityManager,
  storeId: number,
  kind: TrackingIntegration,
): Promise<WebhookEndpoint | null> {
  return manager.getRepository(WebhookEndpoint).findOne({ where: { storeId, kind } });
}

export function integrationView(
  kind: TrackingIntegration,
  endpoint: WebhookEndpoint | null,
  secrets: SecretBox,
): TrackingIntegrationView {
  if (!endpoint) {
    return {
      kind,
      configured: false,
      enabled: false,
      disabled_reason: null,
      webhook_url: null,
      client_id: null,
      client_secret_hint: null,
      last_delivery: null,
    };
  }
  let clientId: string | null = null;
  if (kind === 'reportana' && endpoint.credentials) {
    clientId = (JSON.parse(secrets.open(endpoint.credentials)) as ReportanaCredentials).client_id;
  }
  return {
    kind,
    configured: true,
    enabled: endpoint.enabled,
    disabled_reason: endpoint.disabledReason,
    webhook_url: kind === 'reportana' ? null : endpoint.url,
    client_id: clientId,
    client_secret_hint: kind === 'reportana' ? endpoint.secretHint : null,
    last_delivery: lastDeliveryOf(endpoint),
  };
}

/**
 * The Reportana credentials to save: editing without retyping the secret keeps the saved one; a
 * first save needs it.
 */
export async function reportanaCredentialsToSave(
  manager: EntityManager,
  secrets: SecretBox,
  storeId: number,
  typed: ReportanaCredentials,
): Promise<ReportanaCredentials> {
  if (typed.client_secret) return typed;
  const existing = await findIntegration(manager, storeId, 'reportana');
  const saved = existing?.credentials
    ? (JSON.parse(secrets.open(existing.credentials)) as ReportanaCredentials)
    : null;
  if (!saved) throw new ValidationError(REPORTANA_CLIENT_SECRET_REQUIRED_MESSAGE);
  return { ...typed, client_secret: saved.client_secret };
}

/** How long the merchant waits on Reportana's answer when saving. */
const REPORTANA_CHECK_TIMEOUT_MS = 10_000;

/**
 * Asks Reportana whether it knows these credentials before they are saved, so a typo shows up on
 * /apps instead of as failed deliveries later. Reportana publishes no endpoint that only reads, so
 * the check posts an empty order to its orders endpoint (`POST /2022-05/orders`, Basic
 * `client_id:client_secret`, https://reportana.dev/en/api-reportana/orders/create-update): the
 * credentials are checked first, and a body without the required `reference_id` is then refused,
 * so nothing is created. 401/403 means the credentials were refused; any other 4xx means they
 * passed; 5xx, a timeout or no connection means the answer is unknown and nothing is saved.
 */
export async function checkReportanaCredentials(
  url: string,
  credentials: ReportanaCredentials,
): Promise<void> {
  let status: number;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${credentials.client_id}:${credentials.client_secret}`).toString('base64')}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: '{}',
      redirect: 'manual',
      signal: AbortSignal.timeout(REPORTANA_CHECK_TIMEOUT_MS),
    });
    status = response.status;
    await response.body?.cancel();
  } catch {
    throw new ValidationError(REPORTANA_UNAVAILABLE_MESSAGE);
  }
  if (status === 401 || status === 403) throw new ValidationError(REPORTANA_CREDENTIALS_REFUSED_MESSAGE);
  if (status >= 500 || status < 200 || (status >= 300 && status < 400)) {
    throw new ValidationError(REPORTANA_UNAVAILABLE_MESSAGE);
  }
}

/** Creates or replaces the store's integration (enabled again, its failure state reset). */
export async function saveIntegration(
  manager: EntityManager,
  secrets: SecretBox,
  store: Store,
  kind: TrackingIntegration,
  input: { url: string; credentials?: ReportanaCredentials },
): Promise<WebhookEndpoint> {
  const repo = manager.getRepository(WebhookEndpoint);
  const existing = await findIntegration(manager, store.id, kind);
  const columns = {
    name: kind,
    url: input.url,
    events: INTEGRATION_EVENTS.join(','),
    enabled: true,
    disabledReason: null,
    failingSince: null,
    credentials: input.credentials ? secrets.seal(JSON.stringify(input.credentials)) : null,
    secretHint: input.credentials ? secretHint(input.credentials.client_secret) : null,
  };
  if (existing) {
    await repo.update(existing.id, columns);
    // Saving reactivates a disabled integration: what it kept meanwhile is sent now.
    if (!existing.enabled) await releaseKeptMessages(manager, existing.id, new Date());
    return repo.findOneByOrFail({ id: existing.id });
  }
  return repo.save(
    repo.create({
      ...columns,
      storeId: store.id,
      kind,
      secret: null,
      previousSecret: null,
      previousSecretUntil: null,
      lastStatus: null,
      lastResponseCode: null,
      lastAttemptAt: null,
    }),
  );
}

export async function removeIntegration(
  manager: EntityManager,
  storeId: number,
  kind: TrackingIntegration,
): Promise<boolean> {
  const result = await manager.getRepository(WebhookEndpoint).delete({ storeId, kind });
  return Boolean(result.affected);
}
