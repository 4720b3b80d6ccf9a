import { z } from 'zod';

/*
 * Ad pixels of a store (/apps › Pixels): Meta Pixel (with the Conversions API token), the Google
 * tag (GA4 and/or Google Ads with the Purchase conversion label) and the TikTok Pixel. The
 * checkout loads each platform's script only for stores that set its id.
 *
 * Formats, as each platform shows them:
 * - Meta Pixel id: digits only (Events Manager › Data sources, e.g. 1234567890123456);
 * - GA4 measurement id: `G-` and letters/digits (Admin › Data streams);
 * - Google Ads tag id: `AW-` and digits; the conversion label is the part after the slash of
 *   `send_to: 'AW-123456789/AbC-D_efG'` in the event snippet;
 * - TikTok Pixel id: the pixel code of Events Manager (letters and digits, e.g. C4B2J8P5R3Q1M7N6K0L9);
 * - Conversions API access token: generated in Events Manager › Settings (letters, digits, _ and -).
 */

export const PIXELS_SAVED_MESSAGE = 'Pixels salvos!';
export const META_PIXEL_ID_INVALID = 'O ID do Pixel da Meta tem só números (de 10 a 20 dígitos).';
export const GA4_ID_INVALID = 'O ID de medição do GA4 começa com G- (ex.: G-AB12CD34EF).';
export const GOOGLE_ADS_ID_INVALID =
  'O ID do Google Ads começa com AW- seguido de números (ex.: AW-123456789).';
export const GOOGLE_ADS_LABEL_INVALID =
  'O rótulo de conversão tem só letras, números, - e _ (ex.: AbC-D_efG).';
export const GOOGLE_ADS_LABEL_NEEDS_ID = 'Informe o ID do Google Ads para usar o rótulo de conversão.';
export const TIKTOK_PIXEL_ID_INVALID =
  'O ID do Pixel do TikTok tem só letras e números (ex.: C4B2J8P5R3Q1M7N6K0L9).';
export const META_CAPI_TOKEN_INVALID = 'O token da API de Conversões tem só letras, números, - e _.';
export const META_CAPI_TOKEN_NEEDS_PIXEL = 'Informe o ID do Pixel da Meta para usar a API de Conversões.';

const optionalId = (pattern: RegExp, message: string, normalize: (value: string) => string = (v) => v) =>
  z
    .string({ error: message })
    .trim()
    .max(40, message)
    .transform(normalize)
    .refine((value) => value === '' || pattern.test(value), message)
    .optional()
    .default('');

export const META_PIXEL_ID_PATTERN = /^\d{10,20}$/;
export const GA4_ID_PATTERN = /^G-[A-Z0-9]{4,20}$/;
export const GOOGLE_ADS_ID_PATTERN = /^AW-\d{6,15}$/;
export const GOOGLE_ADS_LABEL_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const TIKTOK_PIXEL_ID_PATTERN = /^[A-Z0-9]{10,30}$/;
export const META_CAPI_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,500}$/;

/**
 * PUT /api/pixels?store_id=: an empty id turns that platform off. `meta_capi_token` empty keeps
 * the stored token; `remove_meta_capi_token` deletes it.
 */
export const pixelSettingsPayload = z
  .object({
    meta_pixel_id: optionalId(META_PIXEL_ID_PATTERN, META_PIXEL_ID_INVALID),
    meta_capi_token: z
      .string({ error: META_CAPI_TOKEN_INVALID })
      .trim()
      .max(500, META_CAPI_TOKEN_INVALID)
      .refine((value) => value === '' || META_CAPI_TOKEN_PATTERN.test(value), META_CAPI_TOKEN_INVALID)
      .optional()
      .default(''),
    remove_meta_capi_token: z.boolean({ error: 'Valor inválido.' }).optional().default(false),
    ga4_id: optionalId(GA4_ID_PATTERN, GA4_ID_INVALID, (value) => value.toUpperCase()),
    google_ads_id: optionalId(GOOGLE_ADS_ID_PATTERN, GOOGLE_ADS_ID_INVALID, (value) => value.toUpperCase()),
    google_ads_label: z
      .string({ error: GOOGLE_ADS_LABEL_INVALID })
      .trim()
      .max(64, GOOGLE_ADS_LABEL_INVALID)
      .refine((value) => value === '' || GOOGLE_ADS_LABEL_PATTERN.test(value), GOOGLE_ADS_LABEL_INVALID)
      .optional()
      .default(''),
    tiktok_pixel_id: optionalId(TIKTOK_PIXEL_ID_PATTERN, TIKTOK_PIXEL_ID_INVALID, (value) =>
      value.toUpperCase(),
    ),
  })
  .superRefine((value, ctx) => {
    if (value.google_ads_label && !value.google_ads_id) {
      ctx.addIssue({ code: 'custom', path: ['google_ads_label'], message: GOOGLE_ADS_LABEL_NEEDS_ID });
    }
    if (value.meta_capi_token && !value.meta_pixel_id) {
      ctx.addIssue({ code: 'custom', path: ['meta_capi_token'], message: META_CAPI_TOKEN_NEEDS_PIXEL });
    }
  });
export type PixelSettingsPayload = z.input<typeof pixelSettingsPayload>;

/** The last Conversions API delivery of the store, as the panel shows it. */
export interface MetaCapiStatus {
  /** When Meta last accepted a Purchase (ISO), or null. */
  last_sent_at: string | null;
  /** Why the last delivery was given up (Meta's answer in Portuguese), or null. */
  last_error: string | null;
  last_error_at: string | null;
}

/**
 * GET /api/pixels?store_id=: null ids are off. The Conversions API token is never returned, only
 * whether one is stored.
 */
export interface PixelSettingsView {
  meta_pixel_id: string | null;
  meta_capi_token_set: boolean;
  ga4_id: string | null;
  google_ads_id: string | null;
  google_ads_label: string | null;
  tiktok_pixel_id: string | null;
  meta_capi: MetaCapiStatus;
}

export interface PixelSettingsSaved {
  message: string;
  pixels: PixelSettingsView;
}
