import {
  DEFAULT_GATEWAY_METHODS,
  GATEWAY_ACTIVATED_MESSAGE,
  GATEWAY_DEACTIVATED_MESSAGE,
  GATEWAY_METHOD_NAMES,
  GATEWAY_METHODS,
  GATEWAY_NAMES,
  GATEWAY_PROVIDERS,
  GATEWAY_ROUTING_SAVED_MESSAGE,
  GATEWAY_SECRET_KEY_MESSAGE,
  GATEWAY_UPDATED_MESSAGE,
  type GatewayCard,
  type GatewayChoice,
  type GatewayMethod,
  type GatewayMethods,
  type GatewayProvider,
  type GatewayRouting,
  type GatewaySaveResponse,
  type GatewaysResponse,
  type gatewayRoutingPayload,
  type gatewaySavePayload,
  TEST_MODE_ROUTING,
} from '@pagora/contract';
import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { Config } from '../config.ts';
import type { Database } from '../db/data-source.ts';
import { StoreGateway, StoreGatewayRouting } from '../db/entities/index.ts';
import { selectRow, selectRows } from '../db/statements.ts';
import { credentialHint, sealForSave } from '../integrations/shopify/integration.ts';
import { HttpError, NotFoundError, ValidationError } from '../shared/errors.ts';
import type { SecretBox } from '../shared/secret-box.ts';
import { MERCADO_PAGO_UNAVAILABLE, MercadoPagoProvider } from './mercadopago/provider.ts';
import { PAGARME_UNAVAILABLE, PagarmeProvider } from './pagarme/provider.ts';

/*
 * The store's payment gateways (/gateways): credentials validated with the provider before they are
 * stored (sealed), the methods each one offers, and which gateway charges each method, with an
 * optional card contingency. Every store starts in test mode.
 *
 * Invariant kept by every write here: a method is routed only to an ACTIVE gateway that offers it
 * (else 'test'), and the card contingency is an active gateway offering cards that differs from a
 * real card primary (else null). Writes lock the store's routing row first, so on PostgreSQL a
 * deactivation and a routing change of the same store run one after the other.
 */

export const GATEWAY_NOT_CONFIGURED_MESSAGE = 'Este gateway não está configurado nesta loja.';
export const CONTINGENCY_SAME_AS_PRIMARY_MESSAGE =
  'A contingência do cartão precisa ser um gateway diferente do principal.';
export const CONTINGENCY_NEEDS_PRIMARY_MESSAGE =
  'Escolha um gateway principal para cartão de crédito antes da contingência.';

/** How long a credential check may take (the merchant waits on the button). */
const VALIDATION_TIMEOUT_MS = 10_000;

// ─── Credential checks ──────────────────────────────────────────────────────────────────────────

/** A credential check: 422 when the provider refused them, 502 when it could not be asked. */
export type CredentialCheck = { ok: true } | { ok: false; status: 422 | 502; error: string };

export interface CredentialsToCheck {
  publicKey: string;
  secretKey: string;
}

/** Asks the provider whether the credentials work, without charging or changing anything. */
export type CredentialValidator = (credentials: CredentialsToCheck) => Promise<CredentialCheck>;
export type CredentialValidators = Record<GatewayProvider, CredentialValidator>;

/** Mercado Pago: `GET /users/me` with the access token (MercadoPagoProvider.validateCredentials). */
export function mercadoPagoValidator(baseUrl: string): CredentialValidator {
  return async ({ secretKey }) => {
    const provider = new MercadoPagoProvider({
      baseUrl,
      accessToken: secretKey,
      webhookSecret: '',
      timeoutMs: VALIDATION_TIMEOUT_MS,
    });
    const check = await provider.validateCredentials();
    if (check.ok) return { ok: true };
    return { ok: false, status: check.error === MERCADO_PAGO_UNAVAILABLE ? 502 : 422, error: check.error };
  };
}

/**
 * Pagar.me: `GET /orders?page=1&size=1` with the secret key (PagarmeProvider.validateCredentials):
 * reads at most one order of the merchant's own and changes nothing.
 */
export function pagarmeValidator(baseUrl: string): CredentialValidator {
  return async ({ secretKey }) => {
    const provider = new PagarmeProvider({
      baseUrl,
      secretKey,
      // Only the credentials are checked here: no notification is verified with this instance.
      webhookSignature: false,
      timeoutMs: VALIDATION_TIMEOUT_MS,
    });
    const check = await provider.validateCredentials();
    if (check.ok) return { ok: true };
    return { ok: false, status: check.error === PAGARME_UNAVAILABLE ? 502 : 422, error: check.error };
  };
}

/**
 * The checks at this server's configured addresses (MERCADOPAGO_BASE_URL, PAGARME_BASE_URL), read
 * at each check.
 */
export function credentialValidators(
  config: Pick<Config, 'mercadopagoBaseUrl' | 'pagarmeBaseUrl'>,
): CredentialValidators {
  return {
    mercadopago: (credentials) => mercadoPagoValidator(config.mercadopagoBaseUrl)(credentials),
    pagarme: (credentials) => pagarmeValidator(config.pagarmeBaseUrl)(credentials),
  };
}

// ─── Routing (what the checkout charges with) ───────────────────────────────────────────────────

/** A connected gateway's credentials, opened. */
export interface GatewayCredentials {
  id: GatewayProvider;
  publicKey: string;
  /** Mercado Pago's access token or Pagar.me's secret key. */
  secretKey: string;
  /** Mercado Pago's notification signature secret; null when the merchant gave none. */
  webhookSecret: string | null;
}

/** What charges one method: the built-in test mode or a connected gateway. */
export type RoutedGateway = 'test' | GatewayCredentials;

export interface StoreRouting {
  pix: RoutedGateway;
  card: RoutedGateway;
  boleto: RoutedGateway;
  /** Tried for a card after a soft decline of `card`; null when none (always null when `card` is 'test'). */
  cardContingency: GatewayCredentials | null;
}

const methodsOf = (row: StoreGateway): GatewayMethods => ({
  card: row.methodCard,
  pix: row.methodPix,
  boleto: row.methodBoleto,
});

/**
 * The routing as it may be used: a choice whose gateway is not active or does not offer the method
 * reads as 'test' (the writes never leave one, but a charge must never go to a deactivated gateway).
 */
function effectiveRouting(row: StoreGatewayRouting | null, active: StoreGateway[]): GatewayRouting {
  const stored = row
    ? { pix: row.pix, card: row.card, boleto: row.boleto, card_contingency: row.cardContingency }
    : TEST_MODE_ROUTING;
  const offers = (choice: GatewayChoice | null, method: GatewayMethod) =>
    active.some((gateway) => gateway.provider === choice && methodsOf(gateway)[method]);
  const routed = (method: GatewayMethod): GatewayChoice =>
    stored[method] !== 'test' && offers(stored[method], method) ? stored[method] : 'test';
  const card = routed('card');
  const contingency = stored.card_contingency;
  return {
    pix: routed('pix'),
    card,
    boleto: routed('boleto'),
    card_contingency:
      card !== 'test' && contingency !== card && offers(contingency, 'card') ? contingency : null,
  };
}

async function activeGateways(manager: EntityManager, storeId: number): Promise<StoreGateway[]> {
  return selectRows(manager, StoreGateway, { storeId, status: 'active' });
}

function opened(secrets: SecretBox, row: StoreGateway): GatewayCredentials {
  return {
    id: row.provider,
    publicKey: row.publicKey,
    secretKey: secrets.open(row.secretSealed),
    webhookSecret: row.webhookSecretSealed ? secrets.open(row.webhookSecretSealed) : null,
  };
}

/**
 * What charges each payment method of a store now, with the credentials opened: per method the
 * primary gateway (or 'test'), and the card contingency (or null). Two indexed reads on `manager`
 * (pass the checkout's transaction to read what it commits with). Not cached: it costs far less
 * than the provider call it precedes, and a cache would let a gateway deactivated on one instance
 * keep charging on another. Throws when a secret cannot be opened (its key is missing from
 * SECRETS_KEY / SECRETS_PREVIOUS_KEYS).
 */
export async function storeRouting(
  manager: EntityManager,
  secrets: SecretBox,
  storeId: number,
): Promise<StoreRouting> {
  const row = await selectRow(manager, StoreGatewayRouting, { storeId });
  const active = row ? await activeGateways(manager, storeId) : [];
  const routing = effectiveRouting(row, active);
  const cache = new Map<GatewayProvider, GatewayCredentials>();
  const credentials = (id: GatewayProvider): GatewayCredentials => {
    let found = cache.get(id);
    if (!found) {
      found = opened(secrets, active.find((gateway) => gateway.provider === id)!);
      cache.set(id, found);
    }
    return found;
  };
  const routed = (choice: GatewayChoice): RoutedGateway => (choice === 'test' ? 'test' : credentials(choice));
  return {
    pix: routed(routing.pix),
    card: routed(routing.card),
    boleto: routed(routing.boleto),
    cardContingency: routing.card_contingency ? credentials(routing.card_contingency) : null,
  };
}

/**
 * A gateway's stored credentials whatever its status: charges made before a deactivation still
 * need them (look-ups, refunds, cancellations, notifications). Null when the store never saved it.
 */
export async function gatewayCredentials(
  manager: EntityManager,
  secrets: SecretBox,
  storeId: number,
  provider: GatewayProvider,
): Promise<GatewayCredentials | null> {
  const row = await manager.getRepository(StoreGateway).findOne({ where: { storeId, provider } });
  return row ? opened(secrets, row) : null;
}

// ─── The /gateways view ─────────────────────────────────────────────────────────────────────────

/** Where a provider's notifications for a store arrive (the store rides in the query). */
export const notificationPath = (provider: GatewayProvider, storeId: number) =>
  `/api/payments/${provider}/notifications?store=${storeId}`;

/**
 * Where the merchant points the provider's notifications, for a provider configured in its own
 * dashboard: Pagar.me's webhooks are registered there (Mercado Pago gets the URL with each payment).
 */
const dashboardNotificationUrl = (provider: GatewayProvider, storeId: number, publicUrl: string) =>
  provider === 'pagarme' ? `${publicUrl}${notificationPath(provider, storeId)}` : null;

function cards(
  secrets: SecretBox,
  rows: StoreGateway[],
  routing: GatewayRouting,
  where: { storeId: number; publicUrl: string },
): GatewayCard[] {
  const primaryFor = (id: GatewayChoice) => GATEWAY_METHODS.filter((method) => routing[method] === id);
  const providers = GATEWAY_PROVIDERS.map((id): GatewayCard => {
    const row = rows.find((gateway) => gateway.provider === id);
    const active = row?.status === 'active';
    const uses = primaryFor(id);
    const isContingency = active && routing.card_contingency === id;
    return {
      id,
      name: GATEWAY_NAMES[id],
      state: !active ? 'Inativo' : uses.length === 0 && isContingency ? 'Contingência' : 'Ativo',
      configured: Boolean(row),
      public_key: row?.publicKey ?? '',
      secret_key_hint: credentialHint(secrets, row?.secretSealed),
      webhook_secret_hint: credentialHint(secrets, row?.webhookSecretSealed),
      methods: row ? methodsOf(row) : DEFAULT_GATEWAY_METHODS,
      primary_for: uses,
      is_contingency: isContingency,
      notification_url: dashboardNotificationUrl(id, where.storeId, where.publicUrl),
    };
  });
  const testUses = primaryFor('test');
  return [
    ...providers,
    {
      id: 'test',
      name: GATEWAY_NAMES.test,
      state: testUses.length > 0 ? 'Ativo' : 'Inativo',
      configured: true,
      public_key: '',
      secret_key_hint: '',
      webhook_secret_hint: '',
      methods: { card: true, pix: true, boleto: true },
      primary_for: testUses,
      is_contingency: false,
      notification_url: null,
    },
  ];
}

/** GET /api/gateways: the three cards and the routing; `publicUrl` is this server's (PUBLIC_URL). */
export async function gatewaysView(
  manager: EntityManager,
  secrets: SecretBox,
  storeId: number,
  publicUrl: string,
): Promise<GatewaysResponse> {
  const rows = await manager.getRepository(StoreGateway).find({ where: { storeId } });
  const row = await manager.getRepository(StoreGatewayRouting).findOne({ where: { storeId } });
  const routing = effectiveRouting(
    row,
    rows.filter((gateway) => gateway.status === 'active'),
  );
  return { gateways: cards(secrets, rows, routing, { storeId, publicUrl }), routing };
}

// ─── Writes ─────────────────────────────────────────────────────────────────────────────────────

/**
 * The store's routing row, created in test mode when missing and locked until the transaction ends
 * (PostgreSQL; SQLite transactions already run one at a time). INSERT … ON CONFLICT DO NOTHING, so
 * two first writes racing both end up on the one row.
 */
async function lockRouting(manager: EntityManager, storeId: number): Promise<StoreGatewayRouting> {
  await manager
    .createQueryBuilder()
    .insert()
    .into(StoreGatewayRouting)
    .values({ storeId, pix: 'test', card: 'test', boleto: 'test', cardContingency: null })
    .orIgnore()
    .execute();
  const query = manager
    .getRepository(StoreGatewayRouting)
    .createQueryBuilder('routing')
    .where('routing.storeId = :storeId', { storeId });
  if (manager.connection.options.type === 'postgres') query.setLock('pessimistic_write');
  return query.getOneOrFail();
}

/** Writes the routing after a gateway change, keeping the invariant (see the top of this file). */
async function settleRouting(
  manager: EntityManager,
  routing: StoreGatewayRouting,
  storeId: number,
): Promise<void> {
  const settled = effectiveRouting(routing, await activeGateways(manager, storeId));
  await manager.getRepository(StoreGatewayRouting).update(routing.id, {
    pix: settled.pix,
    card: settled.card,
    boleto: settled.boleto,
    cardContingency: settled.card_contingency,
  });
}

export type GatewaySaveInput = z.output<typeof gatewaySavePayload>;

/**
 * PUT /api/gateways/:provider. The credentials are checked with the provider first (the secret
 * typed, or the stored one when left empty); nothing is written unless they work. Then they are
 * sealed and the gateway is active. A gateway that becomes active takes the methods it offers that
 * were in test mode; an update that stops offering a method sends that method back to test mode.
 */
export async function saveGateway(
  db: Database,
  secrets: SecretBox,
  validators: CredentialValidators,
  storeId: number,
  provider: GatewayProvider,
  input: GatewaySaveInput,
  publicUrl: string,
): Promise<GatewaySaveResponse> {
  const stored = await db.manager.getRepository(StoreGateway).findOne({ where: { storeId, provider } });
  const secretKey = input.secret_key || (stored ? secrets.open(stored.secretSealed) : '');
  if (!secretKey) throw new ValidationError(GATEWAY_SECRET_KEY_MESSAGE);

  const check = await validators[provider]({ publicKey: input.public_key, secretKey });
  if (!check.ok) throw new HttpError(check.status, check.error);

  let message = GATEWAY_ACTIVATED_MESSAGE;
  await db.transaction(async (manager) => {
    const routing = await lockRouting(manager, storeId);
    const repo = manager.getRepository(StoreGateway);
    const existing = await repo.findOne({ where: { storeId, provider } });
    const values = {
      publicKey: input.public_key,
      secretSealed: input.secret_key
        ? secrets.seal(input.secret_key)
        : sealForSave(secrets, '', existing?.secretSealed ?? stored?.secretSealed),
      webhookSecretSealed: input.webhook_secret
        ? secrets.seal(input.webhook_secret)
        : existing?.webhookSecretSealed
          ? sealForSave(secrets, '', existing.webhookSecretSealed)
          : null,
      keyId: secrets.keyId,
      methodCard: input.methods.card,
      methodPix: input.methods.pix,
      methodBoleto: input.methods.boleto,
      status: 'active' as const,
    };
    if (existing) await repo.update(existing.id, values);
    else await repo.insert({ storeId, provider, ...values });

    const wasActive = existing?.status === 'active';
    if (wasActive) message = GATEWAY_UPDATED_MESSAGE;
    else {
      // Newly active: it charges the methods it offers that nothing real charged yet.
      for (const method of GATEWAY_METHODS) {
        if (input.methods[method] && routing[method] === 'test') routing[method] = provider;
      }
    }
    await settleRouting(manager, routing, storeId);
  });
  return { message, ...(await gatewaysView(db.manager, secrets, storeId, publicUrl)) };
}

/**
 * DELETE /api/gateways/:provider: the gateway stops charging (its methods go back to test mode and
 * a contingency on it is cleared). Its sealed credentials stay for its earlier charges and for a
 * reactivation. Deactivating an inactive gateway changes nothing.
 */
export async function deactivateGateway(
  db: Database,
  secrets: SecretBox,
  storeId: number,
  provider: GatewayProvider,
  publicUrl: string,
): Promise<GatewaySaveResponse> {
  await db.transaction(async (manager) => {
    const routing = await lockRouting(manager, storeId);
    const repo = manager.getRepository(StoreGateway);
    const existing = await repo.findOne({ where: { storeId, provider } });
    if (!existing) throw new NotFoundError(GATEWAY_NOT_CONFIGURED_MESSAGE);
    if (existing.status !== 'inactive') await repo.update(existing.id, { status: 'inactive' });
    await settleRouting(manager, routing, storeId);
  });
  return {
    message: GATEWAY_DEACTIVATED_MESSAGE,
    ...(await gatewaysView(db.manager, secrets, storeId, publicUrl)),
  };
}

export type GatewayRoutingInput = z.output<typeof gatewayRoutingPayload>;

/**
 * PUT /api/gateways/routing: every choice must be 'test' or an active gateway offering that method;
 * the card contingency needs a real card primary, must differ from it and must offer cards.
 */
export async function saveRouting(
  db: Database,
  secrets: SecretBox,
  storeId: number,
  input: GatewayRoutingInput,
  publicUrl: string,
): Promise<GatewaySaveResponse> {
  await db.transaction(async (manager) => {
    const routing = await lockRouting(manager, storeId);
    const active = await activeGateways(manager, storeId);
    const check = (choice: GatewayProvider, method: GatewayMethod) => {
      const gateway = active.find((row) => row.provider === choice);
      if (!gateway) throw new ValidationError(`O ${GATEWAY_NAMES[choice]} não está ativo nesta loja.`);
      if (!methodsOf(gateway)[method]) {
        throw new ValidationError(
          `O ${GATEWAY_NAMES[choice]} não está configurado para ${GATEWAY_METHOD_NAMES[method]}.`,
        );
      }
    };
    for (const method of GATEWAY_METHODS) {
      const choice = input[method];
      if (choice !== 'test') check(choice, method);
    }
    const contingency = input.card_contingency;
    if (contingency !== null) {
      if (input.card === 'test') throw new ValidationError(CONTINGENCY_NEEDS_PRIMARY_MESSAGE);
      if (contingency === input.card) throw new ValidationError(CONTINGENCY_SAME_AS_PRIMARY_MESSAGE);
      check(contingency, 'card');
    }
    await manager.getRepository(StoreGatewayRouting).update(routing.id, {
      pix: input.pix,
      card: input.card,
      boleto: input.boleto,
      cardContingency: contingency,
    });
  });
  return {
    message: GATEWAY_ROUTING_SAVED_MESSAGE,
    ...(await gatewaysView(db.manager, secrets, storeId, publicUrl)),
  };
}
