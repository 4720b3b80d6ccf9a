import {
  BANNER_MAX_BYTES,
  type CheckoutImageKind,
  type CheckoutRedirects,
  type CheckoutSettings,
  type CheckoutSettingsPatch,
  type CheckoutSettingsResponse,
  checkoutSettingsSchema,
  DEFAULT_CHECKOUT_SETTINGS,
  MAX_IMAGE_BYTES,
  mergeCheckoutSettings,
  type PreviewProduct,
} from '@pagora/contract';
import type { EntityManager } from 'typeorm';
import {
  type ImageFormat,
  type PreparedImage,
  prepareImage,
  storeImage,
  uploadUrl,
} from '../catalog/uploads.ts';
import { CheckoutSettingsRecord, Product, type Store } from '../db/entities/index.ts';
import { selectRow } from '../db/statements.ts';
import { pixKeyError } from '../payments/brcode.ts';
import { ValidationError } from '../shared/errors.ts';
import { checkoutPath } from './view.ts';

/** How many of the store's products the builder offers to preview. */
export const PREVIEW_PRODUCTS_LIMIT = 20;
export const BANNER_TOO_LARGE_MESSAGE = 'O banner deve ter no máximo 500 kB.';

/** Banner: jpg/png ≤ 500 kB (BANNER_IMAGE_TYPES); logo: png/jpeg/webp ≤ the general image limit. */
export const CHECKOUT_IMAGE_RULES: Record<
  CheckoutImageKind,
  { allowed: readonly ImageFormat[]; maxBytes: number; tooLargeMessage?: string }
> = {
  banner: { allowed: ['png', 'jpeg'], maxBytes: BANNER_MAX_BYTES, tooLargeMessage: BANNER_TOO_LARGE_MESSAGE },
  logo: { allowed: ['png', 'jpeg', 'webp'], maxBytes: MAX_IMAGE_BYTES },
};

/** A fresh copy each time, so that no caller can change the shared defaults by accident. */
const defaults = (): CheckoutSettings => structuredClone(DEFAULT_CHECKOUT_SETTINGS);

/** Top-level sections of the settings, each of which falls back to its default on its own. */
type SettingsSection = keyof CheckoutSettings;
const isSection = (key: PropertyKey | undefined): key is SettingsSection =>
  typeof key === 'string' && Object.hasOwn(DEFAULT_CHECKOUT_SETTINGS, key);

/**
 * The stored settings document as the checkout can use it. It was validated when written, but a
 * document from an older version (a field added since, a value no longer offered) or a damaged one
 * must never break a buyer's checkout: missing fields come from the defaults, and a section the
 * schema still refuses is replaced by its default section, keeping the merchant's other sections.
 */
export function readCheckoutSettings(stored: string | null | undefined): CheckoutSettings {
  if (!stored) return defaults();
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return defaults();
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return defaults();
  let candidate: Record<string, unknown> = mergeCheckoutSettings(
    DEFAULT_CHECKOUT_SETTINGS,
    parsed as CheckoutSettingsPatch,
  ) as unknown as Record<string, unknown>;
  // Each round resets at least one more section, so this ends within the number of sections.
  for (let round = 0; round <= Object.keys(DEFAULT_CHECKOUT_SETTINGS).length; round++) {
    const result = checkoutSettingsSchema.safeParse(candidate);
    if (result.success) return result.data;
    const broken = result.error.issues.map((issue) => issue.path[0]);
    if (!broken.every(isSection)) return defaults();
    candidate = { ...candidate };
    for (const section of broken) candidate[section] = DEFAULT_CHECKOUT_SETTINGS[section];
  }
  return defaults();
}

function redirectsOf(row: Pick<CheckoutSettingsRecord, 'redirectCard' | 'redirectPix' | 'redirectBoleto'>) {
  return {
    card: row.redirectCard,
    pix: row.redirectPix,
    boleto: row.redirectBoleto,
  } satisfies CheckoutRedirects;
}

/**
 * What the buyer's checkout needs from the builder: the settings (defaults when the store never
 * saved any) and the per-method redirects. One query through the unique store_id index.
 */
export async function getCheckoutConfig(
  manager: EntityManager,
  storeId: number,
): Promise<{ settings: CheckoutSettings; redirects: CheckoutRedirects }> {
  const row = await selectRow(manager, CheckoutSettingsRecord, { storeId });
  if (!row) return { settings: defaults(), redirects: { card: null, pix: null, boleto: null } };
  return { settings: storedSettings(row.settingsJson), redirects: redirectsOf(row) };
}

/**
 * Settings documents already read, by their text: every checkout post reads its store's settings
 * from the database, and validating the document again each time cost more than the read. At most
 * SETTINGS_MEMO_MAX documents (emptied when full); a changed document is another text, so nothing
 * stale is ever returned. The values are frozen: they are shared by every request.
 */
const settingsByText = new Map<string, CheckoutSettings>();
const SETTINGS_MEMO_MAX = 1000;

function storedSettings(stored: string | null): CheckoutSettings {
  if (!stored) return defaults();
  let settings = settingsByText.get(stored);
  if (!settings) {
    settings = deepFreeze(readCheckoutSettings(stored));
    if (settingsByText.size >= SETTINGS_MEMO_MAX) settingsByText.clear();
    settingsByText.set(stored, settings);
  }
  return settings;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * The store's active products, newest first, with the builder's preview link of each. The link is
 * a path: the preview loads from the host the admin is open on (the same server), so it is
 * same-origin for the frame policy and the builder's messages whatever PUBLIC_URL says and whether
 * the store has a domain of its own.
 */
export async function previewProducts(manager: EntityManager, storeId: number): Promise<PreviewProduct[]> {
  const products = await manager.getRepository(Product).find({
    select: { id: true, name: true, slug: true },
    where: { storeId, status: 'active' },
    order: { id: 'DESC' },
    take: PREVIEW_PRODUCTS_LIMIT,
  });
  return products.map((product) => ({
    id: product.id,
    name: product.name,
    preview_url: `${checkoutPath(storeId, product.slug)}?preview=1`,
  }));
}

/** GET /api/checkout-settings's answer (and PUT's). */
export async function checkoutSettingsView(
  manager: EntityManager,
  storeId: number,
): Promise<CheckoutSettingsResponse> {
  const [config, preview] = await Promise.all([
    getCheckoutConfig(manager, storeId),
    previewProducts(manager, storeId),
  ]);
  return { settings: config.settings, redirects: config.redirects, preview_products: preview };
}

/**
 * The service does not trust its callers: the contract's schema again, plus what the schema
 * cannot know: a PIX key that would make every BR Code unpayable is refused when PIX is offered.
 */
function assertSettings(settings: CheckoutSettings): CheckoutSettings {
  const result = checkoutSettingsSchema.safeParse(settings);
  if (!result.success) throw new ValidationError(result.error.issues[0]?.message ?? 'Dados inválidos.');
  const valid = result.data;
  if (valid.options.payment_methods.includes('pix') && valid.options.pix_key !== '') {
    const error = pixKeyError(valid.options.pix_key);
    if (error) throw new ValidationError(error);
  }
  return valid;
}

/**
 * The store's row, created with the defaults when missing. INSERT … ON CONFLICT DO NOTHING, so two
 * first saves racing on PostgreSQL both end up updating the one row instead of one failing.
 */
async function ensureRow(manager: EntityManager, storeId: number): Promise<void> {
  await manager
    .createQueryBuilder()
    .insert()
    .into(CheckoutSettingsRecord)
    .values({ storeId, settingsJson: JSON.stringify(DEFAULT_CHECKOUT_SETTINGS) })
    .orIgnore()
    .execute();
}

/** Replaces the store's whole settings object (the builder always saves all of it). */
export async function saveCheckoutSettings(
  manager: EntityManager,
  storeId: number,
  settings: CheckoutSettings,
): Promise<CheckoutSettings> {
  const valid = assertSettings(settings);
  await ensureRow(manager, storeId);
  await manager
    .getRepository(CheckoutSettingsRecord)
    .update({ storeId }, { settingsJson: JSON.stringify(valid) });
  return valid;
}

/** Sets the three redirects (already normalised to https URLs or null by the contract). */
export async function saveCheckoutRedirects(
  manager: EntityManager,
  storeId: number,
  redirects: CheckoutRedirects,
): Promise<CheckoutRedirects> {
  for (const url of Object.values(redirects)) {
    if (url !== null && (!url.startsWith('https://') || url.length > 2000)) {
      throw new ValidationError('URL inválida: use um endereço https://.');
    }
  }
  await ensureRow(manager, storeId);
  await manager
    .getRepository(CheckoutSettingsRecord)
    .update(
      { storeId },
      { redirectCard: redirects.card, redirectPix: redirects.pix, redirectBoleto: redirects.boleto },
    );
  return { card: redirects.card, pix: redirects.pix, boleto: redirects.boleto };
}

/** Checks and re-encodes a banner or logo by its kind's rules (see `prepareImage`), before the transaction. */
export function prepareCheckoutImage(kind: CheckoutImageKind, data: Buffer): Promise<PreparedImage> {
  return prepareImage(data, CHECKOUT_IMAGE_RULES[kind]);
}

/**
 * Stores a banner or logo image for the builder and answers its URL; the builder puts the URL into
 * the settings, which are saved separately. The upload belongs to the store's merchant.
 */
export async function storeCheckoutImage(
  manager: EntityManager,
  store: Store,
  image: PreparedImage,
): Promise<{ url: string }> {
  const upload = await storeImage(manager, store.userId, image);
  return { url: uploadUrl(upload) };
}
