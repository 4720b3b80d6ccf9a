/**
 * The merchant's side of the checkout: the builder's settings (/configuracao-checkout), redirects,
 * social proofs, and the order bump and upsell offers of /marketing.
 */
import { z } from 'zod';
import { storeId } from './catalog-fields.ts';
import {
  BUMP_ORIENTATIONS,
  CHECKOUT_CURRENCIES,
  CHECKOUT_FONTS,
  CHECKOUT_LANGUAGES,
  CHECKOUT_LAYOUTS,
  CHECKOUT_TEMPLATES,
  type CheckoutRedirects,
  type CheckoutSettings,
  CPF_OPTIONS,
  INTEREST_FREE_RANGE_MESSAGE,
  MAX_INSTALLMENTS,
  MIN_INSTALLMENT_NUMBER_MESSAGE,
  MONTHLY_INTEREST_NUMBER_MESSAGE,
  PAYMENT_METHODS,
  PIX_DISCOUNT_NUMBER_MESSAGE,
  paymentTermsErrors,
  ROUNDINGS,
  SUPPORT_WHATSAPP_INVALID_MESSAGE,
  supportWhatsappError,
  TIMER_MINUTES,
} from './checkout-core.ts';
import { integerField, reaisField } from './number-fields.ts';
import { plainText } from './text.ts';

const color = z
  .string({ error: 'Cor inválida.' })
  .regex(/^#[0-9a-fA-F]{6}$/, 'Use uma cor no formato #RRGGBB.');
const text = (max: number, label: string) =>
  z
    .string({ error: `${label} inválido.` })
    .trim()
    .max(max, `${label}: no máximo ${max} caracteres.`);
/** Images of the checkout are uploads served by Pagora itself. */
const uploadUrlOrNull = z
  .string()
  .regex(/^\/uploads\/[A-Za-z0-9._-]+$/, 'Imagem inválida: envie a imagem pelo botão de upload.')
  .nullable();

export const checkoutSettingsSchema = z
  .object({
    template: z.enum(CHECKOUT_TEMPLATES, { error: 'Modelo inválido.' }),
    steps: z.union([z.literal(1), z.literal(3)], { error: 'A navegação deve ter 1 ou 3 etapas.' }),
    appearance: z.object({
      layout: z.enum(CHECKOUT_LAYOUTS, { error: 'Layout inválido.' }),
      primary_color: color,
      primary_text_color: color,
      background_color: color,
      surface_color: color,
      text_color: color,
      font: z.enum(CHECKOUT_FONTS, { error: 'Fonte inválida.' }),
      rounding: z.enum(ROUNDINGS, { error: 'Arredondamento inválido.' }),
    }),
    header: z.object({
      enabled: z.boolean(),
      logo_url: uploadUrlOrNull,
      background_color: color,
      text_color: color,
      show_secure_badge: z.boolean(),
    }),
    notice_bar: z.object({
      enabled: z.boolean(),
      text: text(160, 'Texto da barra de aviso'),
      background_color: color,
      text_color: color,
    }),
    banner: z.object({ enabled: z.boolean(), image_url: uploadUrlOrNull }),
    cart: z.object({ show_product_image: z.boolean(), show_product_description: z.boolean() }),
    content: z.object({
      headline: text(120, 'Título'),
      button_text: text(40, 'Texto do botão'),
      guarantee_text: text(200, 'Texto de garantia'),
    }),
    scarcity: z.object({
      minutes: z
        .number()
        .refine(
          (value) => (TIMER_MINUTES as readonly number[]).includes(value),
          'Tempo do cronômetro inválido.',
        )
        .transform((value) => value as (typeof TIMER_MINUTES)[number]),
      text: text(80, 'Texto do cronômetro'),
      background_color: color,
      text_color: color,
    }),
    order_bump: z.object({
      orientation: z.enum(BUMP_ORIENTATIONS, { error: 'Orientação inválida.' }),
      highlight_color: color,
    }),
    options: z.object({
      cpf: z.enum(CPF_OPTIONS, { error: 'Opção de CPF inválida.' }),
      payment_methods: z
        .array(z.enum(PAYMENT_METHODS, { error: 'Forma de pagamento inválida.' }))
        .min(1, 'Ative pelo menos uma forma de pagamento.')
        .refine((list) => new Set(list).size === list.length, 'Forma de pagamento repetida.'),
      preselected_payment: z.enum(PAYMENT_METHODS, { error: 'Forma de pagamento inválida.' }),
      language: z.enum(CHECKOUT_LANGUAGES, { error: 'Idioma inválido.' }),
      currency: z.enum(CHECKOUT_CURRENCIES, { error: 'Moeda inválida.' }),
      currency_rate: z.number().positive('A cotação deve ser maior que zero.').max(1_000_000).nullable(),
      max_installments: z
        .number()
        .int()
        .min(1, 'Parcelas: de 1 a 12.')
        .max(MAX_INSTALLMENTS, 'Parcelas: de 1 a 12.'),
      // Ranges and decimals of the payment terms: `paymentTermsErrors` below, shared with the builder.
      interest_free_installments: z.number({ error: INTEREST_FREE_RANGE_MESSAGE }),
      monthly_interest_percent: z.number({ error: MONTHLY_INTEREST_NUMBER_MESSAGE }),
      min_installment_cents: z.number({ error: MIN_INSTALLMENT_NUMBER_MESSAGE }),
      pix_discount_percent: z.number({ error: PIX_DISCOUNT_NUMBER_MESSAGE }),
      pix_key: text(77, 'Chave PIX'),
      pix_merchant_name: text(25, 'Nome do recebedor').check(plainText),
      pix_city: text(15, 'Cidade do recebedor'),
    }),
    footer: z.object({
      enabled: z.boolean(),
      text: text(300, 'Texto do rodapé'),
      support_email: z
        .string()
        .trim()
        .max(254)
        .refine(
          (value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
          'E-mail de suporte inválido.',
        ),
      show_security_seals: z.boolean(),
      support_whatsapp: z
        .string({ error: SUPPORT_WHATSAPP_INVALID_MESSAGE })
        .trim()
        .max(30, SUPPORT_WHATSAPP_INVALID_MESSAGE)
        .refine((value) => supportWhatsappError(value) === null, SUPPORT_WHATSAPP_INVALID_MESSAGE),
    }),
  })
  .superRefine((settings, ctx) => {
    if (!settings.options.payment_methods.includes(settings.options.preselected_payment)) {
      ctx.addIssue({
        code: 'custom',
        path: ['options', 'preselected_payment'],
        message: 'O pagamento pré-selecionado precisa estar entre as formas ativas.',
      });
    }
    if (settings.options.currency !== 'BRL' && settings.options.currency_rate === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['options', 'currency_rate'],
        message: 'Informe a cotação para exibir valores em outra moeda.',
      });
    }
    for (const [field, message] of Object.entries(paymentTermsErrors(settings.options))) {
      ctx.addIssue({ code: 'custom', path: ['options', field], message });
    }
  }) satisfies z.ZodType<CheckoutSettings, unknown>;

export const checkoutRedirectsSchema = z.object({
  card: z.string().nullable(),
  pix: z.string().nullable(),
  boleto: z.string().nullable(),
}) satisfies z.ZodType<CheckoutRedirects>;

/** A product the builder can preview (the real checkout of it, with `?preview=1`). */
export const previewProduct = z.object({ id: z.number().int(), name: z.string(), preview_url: z.string() });
export type PreviewProduct = z.infer<typeof previewProduct>;

/** GET /api/checkout-settings?store_id= and the answer of PUT. */
export const checkoutSettingsResponse = z.object({
  settings: checkoutSettingsSchema,
  redirects: checkoutRedirectsSchema,
  /** The store's active products, newest first (at most 20); empty when it has none. */
  preview_products: z.array(previewProduct),
});
export type CheckoutSettingsResponse = z.infer<typeof checkoutSettingsResponse>;

/** PUT /api/checkout-settings — the whole settings object. Success toast: 'Checkout salvo'. */
export const checkoutSettingsPayload = z.object({ store_id: storeId, settings: checkoutSettingsSchema });
export type CheckoutSettingsPayload = z.input<typeof checkoutSettingsPayload>;
export const CHECKOUT_SAVED_MESSAGE = 'Checkout salvo';

const redirectUrl = (label: string) =>
  z
    .string({ error: `URL de ${label} inválida.` })
    .trim()
    .nullable()
    .optional()
    .transform((value, ctx) => {
      if (!value) return null;
      const full = /^https?:\/\//i.test(value) ? value : `https://${value}`;
      let url: URL;
      try {
        url = new URL(full);
      } catch {
        ctx.addIssue({ code: 'custom', message: `URL de ${label} inválida.` });
        return z.NEVER;
      }
      if (url.protocol !== 'https:' || !url.hostname.includes('.') || full.length > 2000) {
        ctx.addIssue({ code: 'custom', message: `URL de ${label} inválida: use um endereço https://.` });
        return z.NEVER;
      }
      return url.toString();
    });

/**
 * PUT /api/checkout-redirects. Each URL as typed after the fixed 'https://' prefix (the prefix may
 * also be included); empty = no redirect. Answers CheckoutRedirects.
 */
export const checkoutRedirectsPayload = z.object({
  store_id: storeId,
  card: redirectUrl('cartão de crédito'),
  pix: redirectUrl('PIX'),
  boleto: redirectUrl('boleto'),
});
export type CheckoutRedirectsPayload = z.input<typeof checkoutRedirectsPayload>;
export const REDIRECTS_SAVED_MESSAGE = 'Redirecionamentos salvos';

/**
 * POST /api/checkout-settings/images (multipart: store_id, kind, image) → { url }.
 * Banner: jpg/png ≤ 500 kB; logo: png/jpeg/webp ≤ the general image limit.
 */
export const checkoutImageKind = z.enum(['banner', 'logo'], { error: 'Tipo de imagem inválido.' });
export type CheckoutImageKind = z.infer<typeof checkoutImageKind>;
export const checkoutImageFields = z.object({ store_id: storeId, kind: checkoutImageKind });
export const checkoutImageResponse = z.object({ url: z.string() });

// ─── Social proofs ──────────────────────────────────────────────────────────────────────────────

/**
 * POST /api/social-proofs and PUT /api/social-proofs/:id (multipart: these fields plus an optional
 * `photo` file, png/jpeg/webp). `active` is 'true'/'false'.
 */
export const socialProofFields = z.object({
  store_id: storeId,
  name: z
    .string({ error: 'Informe o nome da pessoa.' })
    .trim()
    .min(1, 'Informe o nome da pessoa.')
    .max(80, 'O nome deve ter no máximo 80 caracteres.')
    .check(plainText),
  text: z
    .string({ error: 'Escreva o depoimento.' })
    .trim()
    .min(1, 'Escreva o depoimento.')
    .max(600, 'O depoimento deve ter no máximo 600 caracteres.'),
  active: z
    .enum(['true', 'false'], { error: 'Status inválido.' })
    .default('true')
    .transform((value) => value === 'true'),
  /** 'true' on update removes the current photo. */
  remove_photo: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type SocialProofFields = z.input<typeof socialProofFields>;

export const socialProofResponse = z.object({
  id: z.number().int(),
  store_id: z.number().int(),
  name: z.string(),
  text: z.string(),
  photo_url: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type SocialProof = z.infer<typeof socialProofResponse>;
export const SOCIAL_PROOF_SAVED_MESSAGE = 'Prova social salva!';
export const SOCIAL_PROOF_DELETED_MESSAGE = 'Prova social excluída!';

// ─── Order bump and upsell offers ───────────────────────────────────────────────────────────────

/**
 * POST/PUT /api/order-bumps[/:id] and /api/upsells[/:id]. offerPrice is reais as typed ("29,90").
 * triggerProductIds: the products whose checkout shows the offer; empty = every product.
 */
export const offerPayload = z.object({
  store_id: storeId,
  product_id: integerField({ invalid: 'Escolha o produto da oferta.' }).pipe(
    z.number().positive('Escolha o produto da oferta.'),
  ),
  offerPrice: reaisField({
    missing: 'Informe o preço da oferta.',
    invalid: 'Informe um preço de oferta válido, por exemplo 29,90.',
  }).pipe(z.number().positive('Informe um preço de oferta válido, por exemplo 29,90.')),
  headline: z
    .string({ error: 'Informe o título da oferta.' })
    .trim()
    .min(1, 'Informe o título da oferta.')
    .max(120, 'O título deve ter no máximo 120 caracteres.'),
  description: z
    .string()
    .trim()
    .max(600, 'A descrição deve ter no máximo 600 caracteres.')
    .optional()
    .default(''),
  triggerProductIds: z.array(z.number().int().positive()).max(500).optional().default([]),
  isActive: z.boolean().optional().default(true),
});
export type OfferPayload = z.input<typeof offerPayload>;

export const offerResponse = z.object({
  id: z.number().int(),
  store_id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  product_image_url: z.string().nullable(),
  offer_price_cents: z.number().int(),
  original_price_cents: z.number().int(),
  headline: z.string(),
  description: z.string(),
  trigger_product_ids: z.array(z.number().int()),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type Offer = z.infer<typeof offerResponse>;
export const ORDER_BUMP_SAVED_MESSAGE = 'Order bump salvo!';
export const ORDER_BUMP_DELETED_MESSAGE = 'Order bump excluído!';
export const UPSELL_SAVED_MESSAGE = 'Upsell salvo!';
export const UPSELL_DELETED_MESSAGE = 'Upsell excluído!';

// ─── Orders (merchant actions of this issue) ────────────────────────────────────────────────────

/** POST /api/orders/:id/mark-paid — test mode only, pending PIX/boleto orders. */
export const ORDER_MARKED_PAID_MESSAGE = 'Pagamento confirmado (modo de teste).';
