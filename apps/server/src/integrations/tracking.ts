import {
  REPORTANA_CLIENT_SECRET_REQUIRED_MESSAGE,
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
  if (input.credentials && !input.credentials.client_secret) {
    // Editing without retyping the secret keeps the saved one; a first save needs it.
    const saved = existing?.credentials
      ? (JSON.parse(secrets.open(existing.credentials)) as ReportanaCredentials)
      : null;
    if (!saved) throw new ValidationError(REPORTANA_CLIENT_SECRET_REQUIRED_MESSAGE);
    input = { ...input, credentials: { ...input.credentials, client_secret: saved.client_secret } };
  }
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
