/**
 * Recovery per payment method ('Recuperação automática' in /pedidos): besides the abandoned cart's
 * e-mails, one e-mail per order and case — a PIX generated and not paid, a boleto due tomorrow, a
 * boleto overdue, a card declined — each with its own switch, delay and text. And the WhatsApp
 * links (wa.me) the admin and the checkout show.
 */
import { z } from 'zod';
import { storeId } from './catalog-fields.ts';
import { digitsOnly } from './checkout-core.ts';

export const RECOVERY_CASES = ['pix_pending', 'boleto_due', 'boleto_overdue', 'card_declined'] as const;
export type RecoveryCase = (typeof RECOVERY_CASES)[number];

export const RECOVERY_CASE_LABELS: Record<RecoveryCase, string> = {
  pix_pending: 'PIX gerado e não pago',
  boleto_due: 'Boleto vence amanhã',
  boleto_overdue: 'Boleto vencido',
  card_declined: 'Cartão recusado',
};

/**
 * How long a PIX stays payable: every gateway Pagora uses issues its PIX for 30 minutes (the test
 * mode, Mercado Pago's minimum and Pagar.me's default alike), so its reminder must leave before.
 */
export const PIX_VALIDITY_MINUTES = 30;

/** What each case's delay counts from, as the settings screen says it. */
export const RECOVERY_DELAY_HINTS: Record<RecoveryCase, string> = {
  pix_pending: 'depois de o PIX ser gerado (antes de ele expirar)',
  boleto_due: 'antes do vencimento do boleto',
  boleto_overdue: 'depois do vencimento do boleto',
  card_declined: 'depois da recusa do cartão',
};

/** The delays the settings screen offers per case, in minutes. */
export const RECOVERY_CASE_DELAY_OPTIONS: Record<RecoveryCase, readonly number[]> = {
  pix_pending: [5, 10, 15, 20, 25],
  boleto_due: [360, 720, 1440],
  boleto_overdue: [60, 360, 720, 1440],
  card_declined: [15, 30, 60, 180, 360, 1440],
};

/** The placeholders an e-mail's text may use, replaced for each order. */
export const RECOVERY_PLACEHOLDERS = ['{nome}', '{loja}', '{pedido}', '{valor}'] as const;

export interface RecoveryMethodSettings {
  enabled: boolean;
  delay_minutes: number;
  subject: string;
  message: string;
}
export type RecoveryMethods = Record<RecoveryCase, RecoveryMethodSettings>;

export const DEFAULT_RECOVERY_METHODS: RecoveryMethods = {
  pix_pending: {
    enabled: false,
    delay_minutes: 15,
    subject: 'Seu PIX ainda não foi pago — {loja}',
    message:
      'Olá, {nome}! O PIX do seu pedido #{pedido} ({valor}) em {loja} ainda não foi pago.\nEle vale por pouco tempo: pague agora para garantir a sua compra.',
  },
  boleto_due: {
    enabled: false,
    delay_minutes: 1440,
    subject: 'Seu boleto vence amanhã — {loja}',
    message:
      'Olá, {nome}! O boleto do seu pedido #{pedido} ({valor}) em {loja} vence amanhã.\nPague até o vencimento para garantir a sua compra.',
  },
  boleto_overdue: {
    enabled: false,
    delay_minutes: 360,
    subject: 'Seu boleto venceu — {loja}',
    message:
      'Olá, {nome}! O boleto do seu pedido #{pedido} ({valor}) em {loja} venceu sem pagamento.\nGuardamos seus dados: é só escolher PIX, cartão ou um novo boleto para concluir a compra.',
  },
  card_declined: {
    enabled: false,
    delay_minutes: 30,
    subject: 'Seu pagamento não foi aprovado — {loja}',
    message:
      'Olá, {nome}! O pagamento com cartão do seu pedido #{pedido} ({valor}) em {loja} foi recusado.\nGuardamos seus dados: tente outro cartão ou pague com PIX, na hora.',
  },
};

/** The longest delay of any case: a week. */
export const MAX_RECOVERY_CASE_DELAY_MINUTES = 7 * 1440;

export const PIX_DELAY_TOO_LONG_MESSAGE = `O lembrete do PIX precisa sair antes de o PIX expirar: escolha menos de ${PIX_VALIDITY_MINUTES} minutos.`;
export const RECOVERY_DELAY_INVALID_MESSAGE = 'Tempo de envio inválido.';
export const RECOVERY_SUBJECT_REQUIRED_MESSAGE = 'Informe o assunto do e-mail.';
export const RECOVERY_MESSAGE_REQUIRED_MESSAGE = 'Informe o texto do e-mail.';

const methodSettings = z.object({
  enabled: z.boolean({ error: 'Informe se o envio está ativo.' }),
  delay_minutes: z
    .number({ error: RECOVERY_DELAY_INVALID_MESSAGE })
    .int(RECOVERY_DELAY_INVALID_MESSAGE)
    .min(1, RECOVERY_DELAY_INVALID_MESSAGE)
    .max(MAX_RECOVERY_CASE_DELAY_MINUTES, RECOVERY_DELAY_INVALID_MESSAGE),
  subject: z
    .string({ error: RECOVERY_SUBJECT_REQUIRED_MESSAGE })
    .trim()
    .min(1, RECOVERY_SUBJECT_REQUIRED_MESSAGE)
    .max(150, 'O assunto deve ter no máximo 150 caracteres.'),
  message: z
    .string({ error: RECOVERY_MESSAGE_REQUIRED_MESSAGE })
    .trim()
    .min(1, RECOVERY_MESSAGE_REQUIRED_MESSAGE)
    .max(2000, 'O texto deve ter no máximo 2000 caracteres.'),
});

/** The four cases as PUT /api/order-settings takes them (and as the store keeps them). */
export const recoveryMethodsSchema = z
  .object({
    pix_pending: methodSettings,
    boleto_due: methodSettings,
    boleto_overdue: methodSettings,
    card_declined: methodSettings,
  })
  .superRefine((value, ctx) => {
    if (value.pix_pending.delay_minutes >= PIX_VALIDITY_MINUTES) {
      ctx.addIssue({
        code: 'custom',
        path: ['pix_pending', 'delay_minutes'],
        message: PIX_DELAY_TOO_LONG_MESSAGE,
      });
    }
  }) satisfies z.ZodType<RecoveryMethods, unknown>;

/** A stored document read back: anything unreadable falls back to the defaults, case by case. */
export function readRecoveryMethods(stored: string | null): RecoveryMethods {
  let raw: unknown = null;
  try {
    raw = stored ? JSON.parse(stored) : null;
  } catch {
    raw = null;
  }
  const methods = { ...DEFAULT_RECOVERY_METHODS };
  if (raw && typeof raw === 'object') {
    for (const kase of RECOVERY_CASES) {
      const parsed = methodSettings.safeParse((raw as Record<string, unknown>)[kase]);
      if (parsed.success) methods[kase] = parsed.data;
    }
  }
  if (methods.pix_pending.delay_minutes >= PIX_VALIDITY_MINUTES) {
    methods.pix_pending = {
      ...methods.pix_pending,
      delay_minutes: DEFAULT_RECOVERY_METHODS.pix_pending.delay_minutes,
    };
  }
  return methods;
}

/** Replaces the placeholders of a recovery text. */
export function fillRecoveryText(
  text: string,
  values: { name: string; store: string; order: number | string; value: string },
): string {
  const firstName = values.name.trim().split(/\s+/)[0] ?? '';
  return text
    .replaceAll('{nome}', firstName)
    .replaceAll('{loja}', values.store)
    .replaceAll('{pedido}', String(values.order))
    .replaceAll('{valor}', values.value);
}

// ─── WhatsApp ───────────────────────────────────────────────────────────────────────────────────

/**
 * A Brazilian phone as WhatsApp's click-to-chat wants it (https://faq.whatsapp.com/5913398998672934):
 * the full international number in digits, 55 + DDD + number; null when it is not a Brazilian
 * phone with DDD.
 */
export function whatsappNumber(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = digitsOnly(phone).replace(/^0+/, '');
  const national = /^55\d{10,11}$/.test(digits) ? digits.slice(2) : digits;
  return /^[1-9]{2}9?\d{8}$/.test(national) ? `55${national}` : null;
}

/** 'https://wa.me/5511987654321?text=…' (the message URL-encoded), or null without a usable phone. */
export function whatsappUrl(phone: string | null | undefined, message?: string): string | null {
  const number = whatsappNumber(phone);
  if (!number) return null;
  return message ? `https://wa.me/${number}?text=${encodeURIComponent(message)}` : `https://wa.me/${number}`;
}

export const WHATSAPP_LINK_LABEL = 'Chamar no WhatsApp';
export const WHATSAPP_NUMBER_INVALID_MESSAGE = 'Informe um WhatsApp válido com DDD.';

/**
 * GET /api/orders/whatsapp and /api/abandoned-carts/whatsapp: the 'Chamar no WhatsApp' links of the
 * rows of a page (ids of the page, comma-separated). Only rows that get one are in `links`: pending
 * PIX/boleto orders and abandoned carts whose buyer left a phone.
 */
export const whatsappLinksQuery = z.object({
  store_id: storeId,
  ids: z
    .string({ error: 'Informe os ids.' })
    .trim()
    .regex(/^\d{1,12}(,\d{1,12}){0,49}$/, 'Informe até 50 ids separados por vírgula.')
    .transform((text) => [...new Set(text.split(',').map(Number))]),
});
export type WhatsappLinksQuery = z.input<typeof whatsappLinksQuery>;

export interface WhatsappLinks {
  /** By the row's id. */
  links: Record<string, string>;
}

/** GET /api/recovery-settings?store_id= answers this; PUT takes it with store_id. */
export interface RecoverySettings {
  methods: RecoveryMethods;
}

export const recoverySettingsPayload = z.object({
  store_id: storeId,
  methods: recoveryMethodsSchema,
});
export type RecoverySettingsPayload = z.input<typeof recoverySettingsPayload>;
export const RECOVERY_SETTINGS_SAVED_MESSAGE = 'Recuperação por forma de pagamento salva.';
