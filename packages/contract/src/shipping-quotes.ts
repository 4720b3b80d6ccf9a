import { z } from 'zod';
import { storeId } from './catalog-fields.ts';
import { digitsOnly } from './checkout-core.ts';
import { integerField, reaisField } from './number-fields.ts';

/*
 * Real freight: the buyer's address from the CEP (a ViaCEP-protocol service), the store's origin
 * CEP, and Melhor Envio's per-carrier quotes shown next to the store's own flat options.
 */

/** A CEP as people type it ('01310-100', '01310100', '01.310-100') → its 8 digits, or null. */
export function normalizeCep(value: string): string | null {
  const trimmed = value.trim();
  if (!/^[\d\s.-]+$/.test(trimmed)) return null;
  const digits = digitsOnly(trimmed);
  return /^\d{8}$/.test(digits) ? digits : null;
}

/** '01310100' → '01310-100'. */
export function formatCep(digits: string): string {
  return digits.length === 8 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

export const CEP_INVALID_MESSAGE = 'CEP inválido. Use 8 números.';
export const CEP_NOT_FOUND_MESSAGE = 'CEP não encontrado. Confira os números ou preencha o endereço.';
export const CEP_UNAVAILABLE_MESSAGE =
  'Não foi possível buscar o endereço agora. Preencha os campos abaixo para continuar.';

/**
 * GET /c/:storeId/cep/:cep (public, the checkout page calls it as the buyer types): 200 with the
 * address parts ViaCEP knows (any of them may be empty: single-CEP towns have no street), 400
 * `{error}` for a malformed CEP, 404 `{error}` for an unknown one, 503 `{error}` when the service
 * failed or was slow (the buyer types the address).
 */
export interface CepLookupResponse {
  cep: string;
  street: string;
  district: string;
  city: string;
  state: string;
}

/** Which service a quoted choice came from. */
export const SHIPPING_QUOTE_PROVIDERS = ['melhorenvio'] as const;
export type ShippingQuoteProvider = (typeof SHIPPING_QUOTE_PROVIDERS)[number];

/** A checkout shipping choice id for a quoted service: 'me:<service id>' (flat options are plain ids). */
export const quoteChoiceId = (serviceId: string) => `me:${serviceId}`;

// ─── Store settings (/logistica) ────────────────────────────────────────────────────────────────

export const MARGIN_TYPES = ['value', 'percent'] as const;
export type MarginType = (typeof MARGIN_TYPES)[number];
/** Above this a percent margin is a typing mistake. */
export const MAX_MARGIN_PERCENT = 300;
/** R$ 1.000,00: above this a margin per shipment is a typing mistake. */
export const MAX_MARGIN_CENTS = 100_000;
/** R$ 1.000.000,00, the products' own ceiling. */
export const MAX_FREE_SHIPPING_CENTS = 100_000_000;

const cepField = z
  .string({ error: 'Informe o CEP de origem.' })
  .trim()
  .min(1, 'Informe o CEP de origem.')
  .transform((value, ctx) => {
    const cep = normalizeCep(value);
    if (cep) return cep;
    ctx.addIssue({ code: 'custom', message: 'CEP de origem inválido. Use 8 números.', input: value });
    return z.NEVER;
  });

/**
 * PUT /api/shipping-settings: where the store ships from, the margin added to each quote and the
 * order value (products + order bump) from which the cheapest quoted service is free. Margin as
 * typed: reais ('2,50') for 'value', a whole percentage for 'percent'. free_shipping_from empty or
 * null: never free.
 */
export const shippingSettingsPayload = z
  .object({
    store_id: storeId,
    origin_cep: cepField,
    margin_type: z.enum(MARGIN_TYPES, { error: 'Escolha R$ ou % para a margem.' }).default('value'),
    margin: z.union([z.string(), z.number()]).optional(),
    free_shipping_from: z.union([z.string(), z.number(), z.null()]).optional(),
  })
  .transform((input, ctx) => {
    let marginValue = 0;
    const margin = typeof input.margin === 'string' ? input.margin.trim() : input.margin;
    if (margin !== undefined && margin !== '') {
      if (input.margin_type === 'percent') {
        const parsed = integerField({
          invalid: 'A margem em % deve ser um número inteiro.',
        }).safeParse(margin);
        if (!parsed.success || parsed.data < 0 || parsed.data > MAX_MARGIN_PERCENT) {
          ctx.addIssue({
            code: 'custom',
            path: ['margin'],
            message: `A margem em % deve ser um número inteiro de 0 a ${MAX_MARGIN_PERCENT}.`,
          });
          return z.NEVER;
        }
        marginValue = parsed.data;
      } else {
        const parsed = reaisField({
          missing: 'Informe a margem.',
          invalid: 'A margem deve ser um valor em reais não negativo, por exemplo 2,50.',
        }).safeParse(margin);
        if (!parsed.success) {
          ctx.addIssue({ code: 'custom', path: ['margin'], message: parsed.error.issues[0]!.message });
          return z.NEVER;
        }
        if (parsed.data > MAX_MARGIN_CENTS) {
          ctx.addIssue({
            code: 'custom',
            path: ['margin'],
            message: 'A margem deve ser de no máximo R$ 1.000,00 por envio.',
          });
          return z.NEVER;
        }
        marginValue = parsed.data;
      }
    }
    let freeShippingFromCents: number | null = null;
    const free =
      typeof input.free_shipping_from === 'string'
        ? input.free_shipping_from.trim()
        : input.free_shipping_from;
    if (free !== undefined && free !== null && free !== '') {
      const parsed = reaisField({
        missing: 'Informe o valor do frete grátis.',
        invalid: 'O valor para frete grátis deve ser em reais, por exemplo 199,90.',
      }).safeParse(free);
      if (!parsed.success) {
        ctx.addIssue({
          code: 'custom',
          path: ['free_shipping_from'],
          message: parsed.error.issues[0]!.message,
        });
        return z.NEVER;
      }
      if (parsed.data > MAX_FREE_SHIPPING_CENTS) {
        ctx.addIssue({
          code: 'custom',
          path: ['free_shipping_from'],
          message: 'Valor para frete grátis grande demais.',
        });
        return z.NEVER;
      }
      freeShippingFromCents = parsed.data;
    }
    return {
      store_id: input.store_id,
      origin_cep: input.origin_cep,
      margin_type: input.margin_type,
      margin_value: marginValue,
      free_shipping_from_cents: freeShippingFromCents,
    };
  });
export type ShippingSettingsPayload = z.input<typeof shippingSettingsPayload>;

/** PUT /api/shipping-settings/melhorenvio: the merchant's Melhor Envio token, checked with a quote before it is stored. */
export const melhorEnvioConnectPayload = z.object({
  store_id: storeId,
  token: z
    .string({ error: 'Informe o token do Melhor Envio.' })
    .trim()
    .min(1, 'Informe o token do Melhor Envio.')
    .max(4000, 'Token do Melhor Envio longo demais.')
    .regex(/^[\x21-\x7e]+$/, 'O token do Melhor Envio não pode ter espaços nem acentos.'),
});
export type MelhorEnvioConnectPayload = z.input<typeof melhorEnvioConnectPayload>;

/** GET /api/shipping-settings?store_id= (and the answer of every write above). */
export interface ShippingSettingsResponse {
  store_id: number;
  /** 8 digits, or null while not set. */
  origin_cep: string | null;
  margin_type: MarginType;
  /** Cents for 'value', a whole percentage for 'percent'. */
  margin_value: number;
  free_shipping_from_cents: number | null;
  melhorenvio: {
    connected: boolean;
    /** The token's last four characters, to tell tokens apart (never the token). */
    token_hint: string | null;
    connected_at: string | null;
  };
}

/**
 * Sizes sent for a product that has none set: a small box within every carrier's minimums
 * (Correios' smallest package is 16 × 11 × 2 cm) and 300 g. The /logistica screen says so.
 */
export const DEFAULT_PACKAGE = { weight_grams: 300, height_cm: 2, width_cm: 11, length_cm: 16 } as const;

/** What the admin says about the defaults (shown under the Melhor Envio section). */
export const DEFAULT_PACKAGE_NOTE = `Produtos sem peso ou medidas são cotados com ${DEFAULT_PACKAGE.weight_grams} g e ${DEFAULT_PACKAGE.length_cm} × ${DEFAULT_PACKAGE.width_cm} × ${DEFAULT_PACKAGE.height_cm} cm (comprimento × largura × altura). Preencha peso e medidas no produto para cotações exatas.`;
