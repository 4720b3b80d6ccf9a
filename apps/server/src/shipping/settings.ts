import { DEFAULT_PACKAGE, type MarginType, type ShippingSettingsResponse } from '@pagora/contract';
import type { EntityManager } from 'typeorm';
import type { Database } from '../db/data-source.ts';
import { StoreShipping } from '../db/entities/index.ts';
import { requireOwnedStore } from '../identity/stores.ts';
import { isUniqueViolation, ValidationError } from '../shared/errors.ts';
import type { SecretBox } from '../shared/secret-box.ts';
import {
  type MelhorEnvioClient,
  MelhorEnvioUnauthorizedError,
  MelhorEnvioUnavailableError,
} from './melhorenvio.ts';

export const ORIGIN_REQUIRED_MESSAGE = 'Salve o CEP de origem antes de conectar o Melhor Envio.';
export const MELHORENVIO_TOKEN_REFUSED_MESSAGE =
  'O Melhor Envio recusou este token. Gere um novo token em Melhor Envio › Integrações › Permissões de acesso e tente de novo.';
export const MELHORENVIO_UNAVAILABLE_MESSAGE =
  'Não foi possível falar com o Melhor Envio agora. Tente novamente em instantes.';

export interface ShippingSettingsInput {
  originCep: string;
  marginType: MarginType;
  marginValue: number;
  freeShippingFromCents: number | null;
}

export function readStoreShipping(manager: EntityManager, storeId: number): Promise<StoreShipping | null> {
  return manager.getRepository(StoreShipping).findOne({ where: { storeId } });
}

export function shippingSettingsView(storeId: number, row: StoreShipping | null): ShippingSettingsResponse {
  const connected = Boolean(row?.melhorenvioTokenSealed);
  return {
    store_id: storeId,
    origin_cep: row?.originCep ?? null,
    margin_type: row?.marginType ?? 'value',
    margin_value: row?.marginValue ?? 0,
    free_shipping_from_cents: row?.freeShippingFromCents ?? null,
    melhorenvio: {
      connected,
      token_hint: connected ? (row?.melhorenvioTokenHint ?? null) : null,
      connected_at: connected ? (row?.melhorenvioConnectedAt?.toISOString() ?? null) : null,
    },
  };
}

/** Writes `changes` on the store's row, creating it on the first save (two first saves race on the unique store_id). */
async function upsert(
  manager: EntityManager,
  storeId: number,
  changes: Partial<StoreShipping>,
): Promise<StoreShipping> {
  const repo = manager.getRepository(StoreShipping);
  const existing = await repo.findOne({ where: { storeId } });
  if (existing) {
    await repo.update(existing.id, changes);
  } else {
    try {
      await manager.transaction((savepoint) =>
        savepoint.getRepository(StoreShipping).insert({ storeId, ...changes }),
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await repo.update({ storeId }, changes);
    }
  }
  return repo.findOneByOrFail({ storeId });
}

/** Origin, margin and free shipping of a store the user owns. */
export async function saveShippingSettings(
  db: Database,
  userId: number,
  storeId: number,
  input: ShippingSettingsInput,
): Promise<StoreShipping> {
  if (!/^\d{8}$/.test(input.originCep)) throw new ValidationError('CEP de origem inválido. Use 8 números.');
  return db.transaction(async (manager) => {
    await requireOwnedStore(manager, userId, storeId);
    return upsert(manager, storeId, {
      originCep: input.originCep,
      marginType: input.marginType,
      marginValue: input.marginValue,
      freeShippingFromCents: input.freeShippingFromCents,
    });
  });
}

/**
 * Stores the merchant's Melhor Envio token (sealed) after Melhor Envio accepted it for a quote
 * from the store's origin to itself with the default package: the one call that proves the token
 * can do what the checkout will ask of it. A refused token is never stored.
 */
export async function connectMelhorEnvio(
  db: Database,
  deps: { secrets: SecretBox; melhorenvio: MelhorEnvioClient },
  userId: number,
  storeId: number,
  token: string,
  now: Date,
): Promise<StoreShipping> {
  await requireOwnedStore(db.manager, userId, storeId);
  const row = await readStoreShipping(db.manager, storeId);
  if (!row?.originCep) throw new ValidationError(ORIGIN_REQUIRED_MESSAGE);
  try {
    await deps.melhorenvio.calculate(token, {
      fromCep: row.originCep,
      toCep: row.originCep,
      products: [
        {
          id: 'verificacao',
          width: DEFAULT_PACKAGE.width_cm,
          height: DEFAULT_PACKAGE.height_cm,
          length: DEFAULT_PACKAGE.length_cm,
          weight: DEFAULT_PACKAGE.weight_grams / 1000,
          insurance_value: 0,
          quantity: 1,
        },
      ],
    });
  } catch (error) {
    if (error instanceof MelhorEnvioUnauthorizedError)
      throw new ValidationError(MELHORENVIO_TOKEN_REFUSED_MESSAGE);
    if (error instanceof MelhorEnvioUnavailableError)
      throw new ValidationError(MELHORENVIO_UNAVAILABLE_MESSAGE);
    throw error;
  }
  return db.transaction(async (manager) => {
    await requireOwnedStore(manager, userId, storeId);
    return upsert(manager, storeId, {
      melhorenvioTokenSealed: deps.secrets.seal(token),
      melhorenvioTokenHint: token.length >= 8 ? token.slice(-4) : null,
      melhorenvioConnectedAt: now,
      keyId: deps.secrets.keyId,
    });
  });
}

/** Forgets the token: the checkout goes back to the store's own options only. */
export async function disconnectMelhorEnvio(
  db: Database,
  userId: number,
  storeId: number,
): Promise<StoreShipping | null> {
  return db.transaction(async (manager) => {
    await requireOwnedStore(manager, userId, storeId);
    const repo = manager.getRepository(StoreShipping);
    await repo.update(
      { storeId },
      {
        melhorenvioTokenSealed: null,
        melhorenvioTokenHint: null,
        melhorenvioConnectedAt: null,
        keyId: null,
      },
    );
    return repo.findOne({ where: { storeId } });
  });
}
