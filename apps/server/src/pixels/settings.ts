import type { PixelSettingsView, pixelSettingsPayload } from '@pagora/contract';
import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import { StorePixels } from '../db/entities/index.ts';
import { selectRow } from '../db/statements.ts';
import type { SecretBox } from '../shared/secret-box.ts';

/*
 * A store's ad pixels (/apps › Pixels): the ids the checkout loads each platform with, and the
 * Conversions API token, sealed at rest with the secret box (as the gateways' secret keys) and
 * never answered to the browser — the panel only learns whether one is stored.
 */

export function findStorePixels(manager: EntityManager, storeId: number): Promise<StorePixels | null> {
  return selectRow(manager, StorePixels, { storeId });
}

export function pixelSettingsView(pixels: StorePixels | null): PixelSettingsView {
  return {
    meta_pixel_id: pixels?.metaPixelId ?? null,
    meta_capi_token_set: Boolean(pixels?.metaCapiTokenSealed),
    ga4_id: pixels?.ga4Id ?? null,
    google_ads_id: pixels?.googleAdsId ?? null,
    google_ads_label: pixels?.googleAdsLabel ?? null,
    tiktok_pixel_id: pixels?.tiktokPixelId ?? null,
    meta_capi: {
      last_sent_at: pixels?.capiLastSentAt?.toISOString() ?? null,
      last_error: pixels?.capiLastError ?? null,
      last_error_at: pixels?.capiLastErrorAt?.toISOString() ?? null,
    },
  };
}

type SavedPixels = z.output<typeof pixelSettingsPayload>;

/**
 * Creates or replaces the store's pixels. An empty token keeps the stored one (a token needs a
 * pixel id: without one the stored token is dropped too); a new token clears the last delivery
 * error and lets the held events go.
 */
export async function savePixelSettings(
  manager: EntityManager,
  secrets: SecretBox,
  storeId: number,
  input: SavedPixels,
): Promise<StorePixels> {
  const repo = manager.getRepository(StorePixels);
  const existing = await findStorePixels(manager, storeId);
  const orNull = (value: string) => value || null;
  let sealed = existing?.metaCapiTokenSealed ?? null;
  let keyId = existing?.keyId ?? null;
  const newToken = Boolean(input.meta_capi_token);
  if (newToken) {
    sealed = secrets.seal(input.meta_capi_token);
    keyId = secrets.keyId;
  } else if (input.remove_meta_capi_token || !input.meta_pixel_id) {
    sealed = null;
    keyId = null;
  } else if (sealed && secrets.isStale(sealed)) {
    // Saved again after a key rotation: re-sealed with the current key.
    sealed = secrets.seal(secrets.open(sealed));
    keyId = secrets.keyId;
  }
  const columns: Partial<StorePixels> = {
    metaPixelId: orNull(input.meta_pixel_id),
    metaCapiTokenSealed: sealed,
    keyId,
    ga4Id: orNull(input.ga4_id),
    googleAdsId: orNull(input.google_ads_id),
    googleAdsLabel: input.google_ads_id ? orNull(input.google_ads_label) : null,
    tiktokPixelId: orNull(input.tiktok_pixel_id),
    ...(newToken || !sealed ? { capiTokenRefused: false, capiLastError: null, capiLastErrorAt: null } : {}),
  };
  if (existing) {
    await repo.update(existing.id, columns);
    return repo.findOneByOrFail({ id: existing.id });
  }
  return repo.save(
    repo.create({
      storeId,
      capiLastSentAt: null,
      capiLastError: null,
      capiLastErrorAt: null,
      capiTokenRefused: false,
      ...columns,
    }),
  );
}

/** The stored token, opened (for the Conversions API worker only). */
export function openCapiToken(secrets: SecretBox, pixels: StorePixels): string | null {
  return pixels.metaCapiTokenSealed ? secrets.open(pixels.metaCapiTokenSealed) : null;
}
