/**
 * The tracking code of a shipped order (/pedidos, the order's drawer): the carrier, the code and
 * the public page where the buyer follows the parcel.
 */
import { z } from 'zod';

export const CARRIERS = ['correios', 'jadlog', 'loggi', 'jt', 'total', 'azul', 'outra'] as const;
export type Carrier = (typeof CARRIERS)[number];

export const CARRIER_LABELS: Record<Carrier, string> = {
  correios: 'Correios',
  jadlog: 'Jadlog',
  loggi: 'Loggi',
  jt: 'J&T Express',
  total: 'Total Express',
  azul: 'Azul Cargo',
  outra: 'Outra',
};

/** Correios' object code (Universal Postal Union S10): two letters, nine digits, two letters. */
export const CORREIOS_CODE_PATTERN = /^[A-Z]{2}\d{9}[A-Z]{2}$/;
/** Any other carrier's code: letters, digits and hyphens. */
const OTHER_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{3,39}$/;

export const CARRIER_REQUIRED_MESSAGE = 'Escolha a transportadora.';
export const TRACKING_CODE_REQUIRED_MESSAGE = 'Informe o código de rastreio.';
export const CORREIOS_CODE_INVALID_MESSAGE = 'Código dos Correios inválido. Use o formato AA123456789BR.';
export const TRACKING_CODE_INVALID_MESSAGE =
  'Código de rastreio inválido: use de 4 a 40 letras, números ou hífens.';
export const TRACKING_SAVED_MESSAGE = 'Código de rastreio salvo. O cliente foi avisado por e-mail.';
export const TRACKING_UNCHANGED_MESSAGE = 'Este código de rastreio já está salvo.';

/** What the merchant typed, as stored: upper case, without spaces or dots. */
export function normalizeTrackingCode(code: string): string {
  return code.replace(/[\s.]/g, '').toUpperCase();
}

/** The message of a code that does not fit its carrier, or null when it fits. */
export function trackingCodeError(carrier: Carrier, code: string): string | null {
  const normalized = normalizeTrackingCode(code);
  if (!normalized) return TRACKING_CODE_REQUIRED_MESSAGE;
  if (carrier === 'correios')
    return CORREIOS_CODE_PATTERN.test(normalized) ? null : CORREIOS_CODE_INVALID_MESSAGE;
  return OTHER_CODE_PATTERN.test(normalized) ? null : TRACKING_CODE_INVALID_MESSAGE;
}

/**
 * The public page where the buyer follows the parcel, or null when Pagora knows none that takes
 * the code in its address. Only Correios publishes one (rastreamento.correios.com.br, the code in
 * `objetos`); the other carriers' tracking pages ask for the code in a form (or for the buyer's
 * CPF), so their buyers receive the code and the carrier's name only.
 */
export function trackingUrl(carrier: Carrier, code: string): string | null {
  if (carrier === 'correios') {
    return `https://rastreamento.correios.com.br/app/index.php?objetos=${encodeURIComponent(code)}`;
  }
  return null;
}

/** PUT /api/orders/:id/tracking */
export const trackingPayload = z
  .object({
    carrier: z.enum(CARRIERS, { error: CARRIER_REQUIRED_MESSAGE }),
    code: z.string({ error: TRACKING_CODE_REQUIRED_MESSAGE }).max(60, TRACKING_CODE_INVALID_MESSAGE),
  })
  .transform((value) => ({ carrier: value.carrier, code: normalizeTrackingCode(value.code) }))
  .superRefine((value, ctx) => {
    const error = trackingCodeError(value.carrier, value.code);
    if (error) ctx.addIssue({ code: 'custom', path: ['code'], message: error });
  });
export type TrackingPayload = z.input<typeof trackingPayload>;

/** An order's tracking as the admin shows it. */
export interface OrderTracking {
  carrier: Carrier;
  carrier_label: string;
  code: string;
  /** The carrier's public tracking page for this code; null when there is none to link to. */
  url: string | null;
  updated_at: string;
}

/** The answer of PUT /api/orders/:id/tracking. */
export interface TrackingSaved {
  message: string;
  tracking: OrderTracking;
}

/** GET /api/orders/:id/follow-up: what the drawer shows beside the order to follow it up. */
export interface OrderFollowUp {
  tracking: OrderTracking | null;
  /** 'Chamar no WhatsApp' with a message about the order; null when the buyer left no phone. */
  whatsapp_url: string | null;
}
