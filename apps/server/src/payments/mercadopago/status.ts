import type { CardBrand } from '@pagora/contract';
import { boletoPdfUrl, digitableLineFromBarcode } from '../boleto.ts';
import { API_DECLINE_GENERIC, API_DECLINE_UNAUTHORIZED, SHARED_LOCAL_DECLINES } from '../gateway-common.ts';
import type { CardSummary, ChargeResult, ChargeState, DeclineClass, PendingPayment } from '../provider.ts';
import { reaisToCents } from './amounts.ts';

/*
 * What a Mercado Pago payment means for Pagora: its `status`/`status_detail` as a charge outcome,
 * a decline class and the buyer's message in Portuguese.
 *
 * Statuses and details: https://www.mercadopago.com.br/developers/pt/docs/checkout-api-payments/response-handling/collection-results
 * Why payments are rejected (by data filling, by the issuer, by fraud prevention):
 * https://www.mercadopago.com.br/developers/en/docs/checkout-api-payments/how-tos/reasons-for-rejection
 */

/** The fields of a payment (`GET /v1/payments/{id}`, mercadopago/sdk-nodejs: src/clients/payment/commonTypes.ts) Pagora reads. */
export interface MercadoPagoPayment {
  id: number | string;
  status: string;
  status_detail?: string | null;
  payment_method_id?: string | null;
  payment_type_id?: string | null;
  transaction_amount: number;
  transaction_amount_refunded?: number | null;
  installments?: number | null;
  external_reference?: string | null;
  date_of_expiration?: string | null;
  card?: { last_four_digits?: string | null; first_six_digits?: string | null } | null;
  point_of_interaction?: {
    transaction_data?: {
      qr_code?: string | null;
      qr_code_base64?: string | null;
      ticket_url?: string | null;
    } | null;
  } | null;
  transaction_details?: {
    external_resource_url?: string | null;
    digitable_line?: string | null;
    barcode?: { content?: string | null } | null;
  } | null;
  barcode?: { content?: string | null } | null;
}

/**
 * Decline classes by `status_detail`, following the contingency rules (ABECS Normativo 21:
 * reversible declines may be retried, irreversible ones never; fraud and duplicate-payment
 * refusals are never retried elsewhere) and Mercado Pago's own grouping of rejections:
 * - data filled wrong by the buyer (bad_filled_*): soft, the same card passes with the right data;
 * - issuer refusals a later try can pass (funds, call for authorize, installments, attempts): soft;
 * - a disabled card, a card type the account does not take: hard, the issuer/account will refuse
 *   this card again;
 * - fraud prevention (high risk, blacklist), rules and regulations: hard, never try again;
 * - a duplicate payment: hard — trying again, anywhere, is how a buyer gets charged twice;
 * - other reason / card error: unknown, the issuer gave no reason.
 */
const DECLINES: Readonly<Record<string, { class: DeclineClass; reason: string }>> = {
  cc_rejected_bad_filled_card_number: { class: 'soft', reason: 'Confira o número do cartão.' },
  cc_rejected_bad_filled_date: { class: 'soft', reason: 'Confira a data de validade do cartão.' },
  cc_rejected_bad_filled_other: { class: 'soft', reason: 'Confira os dados do cartão.' },
  cc_rejected_bad_filled_security_code: {
    class: 'soft',
    reason: 'Confira o código de segurança (CVV) do cartão.',
  },
  cc_rejected_call_for_authorize: {
    class: 'soft',
    reason: 'O banco emissor pede que você autorize este pagamento. Ligue para o banco e tente de novo.',
  },
  cc_rejected_insufficient_amount: { class: 'soft', reason: 'Saldo ou limite insuficiente.' },
  cc_rejected_invalid_installments: {
    class: 'soft',
    reason: 'Este cartão não aceita esse número de parcelas. Escolha outro parcelamento.',
  },
  cc_rejected_max_attempts: {
    class: 'soft',
    reason: 'Limite de tentativas atingido. Tente mais tarde ou use outro cartão.',
  },
  cc_amount_rate_limit_exceeded: {
    class: 'soft',
    reason: 'O valor passa do limite deste cartão. Use outro cartão ou outra forma de pagamento.',
  },
  rejected_insufficient_data: {
    class: 'soft',
    reason: 'Faltam dados para aprovar o pagamento. Confira seus dados.',
  },
  cc_rejected_card_disabled: {
    class: 'hard',
    reason: 'Cartão desabilitado. Ligue para o banco emissor para ativá-lo ou use outro cartão.',
  },
  cc_rejected_card_type_not_allowed: {
    class: 'hard',
    reason: 'Este tipo de cartão não é aceito. Use outro cartão.',
  },
  cc_rejected_duplicated_payment: {
    class: 'hard',
    reason:
      'Você já fez um pagamento com esse valor. Para pagar de novo, use outro cartão ou outra forma de pagamento.',
  },
  cc_rejected_high_risk: {
    class: 'hard',
    reason: 'Pagamento recusado pela análise de segurança. Use outra forma de pagamento.',
  },
  rejected_high_risk: {
    class: 'hard',
    reason: 'Pagamento recusado pela análise de segurança. Use outra forma de pagamento.',
  },
  cc_rejected_blacklist: {
    class: 'hard',
    reason: 'Não foi possível processar o pagamento. Use outro cartão.',
  },
  rejected_by_regulations: { class: 'hard', reason: 'Pagamento recusado. Use outra forma de pagamento.' },
  cc_rejected_other_reason: {
    class: 'unknown',
    reason: 'O banco emissor recusou o pagamento. Use outro cartão ou outra forma de pagamento.',
  },
  cc_rejected_card_error: {
    class: 'unknown',
    reason: 'Não foi possível processar o pagamento. Use outro cartão ou outra forma de pagamento.',
  },
  rejected_by_bank: {
    class: 'unknown',
    reason: 'O banco recusou o pagamento. Use outra forma de pagamento.',
  },
};

const GENERIC_DECLINE = 'Pagamento recusado. Use outro cartão ou outra forma de pagamento.';

/**
 * Codes Pagora gives refusals that never became a Mercado Pago payment (checked before the call,
 * or a 4xx answer): `local_*` and `api_<status>[_<cause code>]`.
 */
export const LOCAL_DECLINES = {
  ...SHARED_LOCAL_DECLINES,
  missing_payment_method: {
    code: 'local_missing_payment_method',
    class: 'soft' as DeclineClass,
    reason: 'Não foi possível identificar a bandeira do cartão. Confira o número e tente de novo.',
  },
} as const;

/**
 * 4xx answers to `POST /v1/payments` by the first cause's code. Card tokens are single use and
 * expire (https://mercadopago.com.mx/developers/en/support/37017: 3003 "Invalid card_token_id"
 * when a token is posted twice), so those ask the buyer to type the card again.
 */
const API_CAUSES: Readonly<Record<string, { class: DeclineClass; reason: string }>> = {
  '2006': { class: 'soft', reason: 'Os dados do cartão expiraram. Digite-os de novo.' },
  '2062': { class: 'soft', reason: 'Os dados do cartão expiraram. Digite-os de novo.' },
  '3003': { class: 'soft', reason: 'Os dados do cartão expiraram. Digite-os de novo.' },
  '2067': { class: 'soft', reason: 'CPF inválido. Confira o número.' },
  '4050': { class: 'soft', reason: 'E-mail inválido. Confira o endereço.' },
  '13253': {
    class: 'unknown',
    reason: 'PIX indisponível nesta loja no momento. Use outra forma de pagamento.',
  },
};

const API_UNAUTHORIZED = API_DECLINE_UNAUTHORIZED;
const API_GENERIC = API_DECLINE_GENERIC;

/** The refusal of a request Mercado Pago answered with a 4xx: nothing was created. */
export function apiDecline(status: number, causeCode: string | undefined): { code: string; reason: string } {
  const code = causeCode ? `api_${status}_${causeCode}` : `api_${status}`;
  if (status === 401 || status === 403) return { code, reason: API_UNAUTHORIZED };
  return { code, reason: (causeCode && API_CAUSES[causeCode]?.reason) || API_GENERIC };
}

/** Hard, soft or unknown for a `status_detail` or one of Pagora's own refusal codes. */
export function classifyMercadoPagoDecline(code: string): DeclineClass {
  const known = DECLINES[code];
  if (known) return known.class;
  const local = Object.values(LOCAL_DECLINES).find((entry) => entry.code === code);
  if (local) return local.class;
  const api = /^api_(\d{3})(?:_(\w+))?$/.exec(code);
  if (api) {
    // Bad credentials reach no issuer: another gateway can take the same card.
    if (api[1] === '401' || api[1] === '403') return 'soft';
    return (api[2] && API_CAUSES[api[2]]?.class) || 'unknown';
  }
  return 'unknown';
}

/** The buyer's message for a rejected payment's `status_detail`. */
export function declineReason(statusDetail: string): string {
  return DECLINES[statusDetail]?.reason ?? GENERIC_DECLINE;
}

/** Mercado Pago's `payment_method_id` of a card as Pagora's brand. */
export function cardBrandOf(paymentMethodId: string | null | undefined): CardBrand {
  switch (paymentMethodId) {
    case 'visa':
    case 'debvisa':
      return 'visa';
    case 'master':
    case 'debmaster':
      return 'mastercard';
    case 'amex':
      return 'amex';
    case 'elo':
    case 'debelo':
      return 'elo';
    case 'hipercard':
      return 'hipercard';
    default:
      return 'unknown';
  }
}

type PaymentKind = 'card' | 'pix' | 'boleto';

/** PIX is `bank_transfer` with id 'pix'; boletos are `ticket`s; everything else here is a card. */
export function paymentKind(payment: MercadoPagoPayment): PaymentKind {
  if (payment.payment_method_id === 'pix') return 'pix';
  if (payment.payment_type_id === 'ticket') return 'boleto';
  return 'card';
}

function cardSummary(payment: MercadoPagoPayment): CardSummary | null {
  if (paymentKind(payment) !== 'card') return null;
  return {
    brand: cardBrandOf(payment.payment_method_id),
    last4: payment.card?.last_four_digits ?? '',
    installments: payment.installments ?? 1,
    // Mercado Pago's card tokens are single use; charging the card again needs its Customers API.
    token: null,
  };
}

const parseDate = (text: string | null | undefined): Date | null => {
  if (!text) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** What the buyer needs to pay a pending PIX or boleto; nothing for a card still being processed. */
function pendingPayment(payment: MercadoPagoPayment): PendingPayment {
  const kind = paymentKind(payment);
  const expiresAt = parseDate(payment.date_of_expiration);
  if (kind === 'pix') {
    const payload = payment.point_of_interaction?.transaction_data?.qr_code;
    if (!payload || !expiresAt)
      throw new Error(`PIX ${payment.id} sem código ou validade na resposta do Mercado Pago.`);
    return { pix: { payload, expiresAt }, boleto: null };
  }
  if (kind === 'boleto') {
    const barcode = payment.transaction_details?.barcode?.content ?? payment.barcode?.content ?? null;
    const line = payment.transaction_details?.digitable_line ?? null;
    if (!barcode || !/^\d{44}$/.test(barcode) || !expiresAt) {
      throw new Error(`Boleto ${payment.id} sem código de barras ou vencimento na resposta do Mercado Pago.`);
    }
    const digitableLine = line ? line.replace(/\D/g, '') : digitableLineFromBarcode(barcode);
    // The boleto's printable page at Mercado Pago ("ticket"), which the buyer may also save as PDF.
    const pdfUrl = boletoPdfUrl(payment.transaction_details?.external_resource_url);
    return { pix: null, boleto: { digitableLine, barcode, dueDate: expiresAt, pdfUrl } };
  }
  return { pix: null, boleto: null };
}

/**
 * A payment's first outcome, as `charge` returns it:
 * - approved → approved;
 * - rejected → refused, with `status_detail` as the code;
 * - pending (a PIX or boleto waiting to be paid) → pending with what the buyer pays;
 * - in_process / authorized / a card 'pending' (a review, a 3DS challenge) → pending with neither
 *   PIX nor boleto: the card is still being processed and may end approved or rejected; the
 *   caller must not treat it as final, and learns the end from a notification or a lookup.
 * A payment that has since moved on (it can be read again with the same idempotency key) keeps
 * its first outcome: refunded or disputed ones were approved; cancelled ones never paid.
 */
export function chargeResultOf(payment: MercadoPagoPayment): ChargeResult {
  const reference = String(payment.id);
  switch (payment.status) {
    case 'approved':
    case 'refunded':
    case 'charged_back':
    case 'in_mediation':
      return { status: 'approved', reference, card: cardSummary(payment) };
    case 'rejected': {
      const code = payment.status_detail || 'rejected';
      return {
        status: 'refused',
        reference,
        reason: declineReason(code),
        code,
        class: classifyMercadoPagoDecline(code),
        card: cardSummary(payment),
      };
    }
    case 'cancelled':
      return {
        status: 'refused',
        reference,
        reason: 'Pagamento cancelado.',
        code: payment.status_detail === 'expired' ? 'expired' : 'cancelled',
        class: 'unknown',
        card: cardSummary(payment),
      };
    default:
      // pending, in_process, authorized and any status Mercado Pago adds later: not final.
      return { status: 'pending', reference, ...pendingPayment(payment) };
  }
}

/**
 * A payment as it stands now, for `lookup`: the charge outcomes plus cancelled (by the merchant or
 * Mercado Pago) and expired (a PIX or boleto not paid in time: status 'cancelled' with detail
 * 'expired'), refunds (a partial one keeps status 'approved' with `transaction_amount_refunded`
 * above zero), and disputes (charged_back; in_mediation holds the money while the dispute lasts,
 * and goes back to approved when the merchant wins it).
 */
export function chargeStateOf(payment: MercadoPagoPayment): ChargeState {
  const reference = String(payment.id);
  const amountCents = reaisToCents(payment.transaction_amount);
  const refundedCents = reaisToCents(payment.transaction_amount_refunded ?? 0);
  switch (payment.status) {
    case 'cancelled':
      return { status: payment.status_detail === 'expired' ? 'expired' : 'cancelled', reference };
    case 'refunded':
      return { status: 'refunded', reference, amountCents, refundedCents: refundedCents || amountCents };
    case 'charged_back':
    case 'in_mediation':
      return { status: 'chargeback', reference, amountCents, refundedCents };
    case 'approved':
      if (refundedCents > 0) {
        return {
          status: refundedCents >= amountCents ? 'refunded' : 'partially_refunded',
          reference,
          amountCents,
          refundedCents,
        };
      }
      return chargeResultOf(payment);
    default:
      return chargeResultOf(payment);
  }
}
