import type { CardBrand } from '@pagora/contract';
import { boletoPdfUrl, digitableLineFromBarcode, parseDigitableLine } from '../boleto.ts';
import { API_DECLINE_GENERIC, API_DECLINE_UNAUTHORIZED, SHARED_LOCAL_DECLINES } from '../gateway-common.ts';
import type { CardSummary, ChargeResult, ChargeState, DeclineClass, PendingPayment } from '../provider.ts';
import { optionalPagarmeCents, pagarmeCents } from './amounts.ts';

/*
 * What a Pagar.me charge means for Pagora: its `status` and its `last_transaction` as a charge
 * outcome, a decline class and the buyer's message in Portuguese.
 *
 * Fields read, as the official SDK types them (pagarme/pagarme-nodejs-sdk:
 * src/models/getChargeResponse.ts, getCreditCardTransactionResponse.ts,
 * getPixTransactionResponse.ts, getBoletoTransactionResponse.ts). Charge statuses, as the official
 * e-commerce core enumerates them (pagarme/ecommerce-module-core:
 * src/Kernel/ValueObjects/ChargeStatus.php): pending, paid, canceled, processing, failed,
 * chargedback, underpaid, overpaid.
 */

export interface PagarmeCard {
  id?: string | null;
  first_six_digits?: string | null;
  last_four_digits?: string | null;
  brand?: string | null;
}

export interface PagarmeTransaction {
  id?: string | null;
  /** 'credit_card' | 'pix' | 'boleto' | … */
  transaction_type?: string | null;
  status?: string | null;
  success?: boolean | null;
  amount?: number | null;
  installments?: number | null;
  card?: PagarmeCard | null;
  /** The issuer's answer: ABECS codes ('05', '51', '14'…) from 28 Aug 2026, Pagar.me's own before. */
  acquirer_return_code?: string | null;
  acquirer_message?: string | null;
  gateway_response?: { code?: string | null; errors?: { message?: string | null }[] | null } | null;
  antifraud_response?: { status?: string | null; return_code?: string | null } | null;
  /** PIX: the "copia e cola" payload and its validity. */
  qr_code?: string | null;
  qr_code_url?: string | null;
  expires_at?: string | null;
  /** Boleto: the digitable line (formatted), links to the barcode image and the PDF, the due date. */
  line?: string | null;
  barcode?: string | null;
  pdf?: string | null;
  url?: string | null;
  due_at?: string | null;
}

export interface PagarmeCharge {
  id: string;
  code?: string | null;
  amount: number;
  status: string;
  /** 'credit_card' | 'pix' | 'boleto' */
  payment_method?: string | null;
  paid_amount?: number | null;
  /** What was given back (refunds) or cancelled so far. */
  canceled_amount?: number | null;
  paid_at?: string | null;
  canceled_at?: string | null;
  due_at?: string | null;
  last_transaction?: PagarmeTransaction | null;
  order?: { id?: string | null } | null;
}

export interface PagarmeOrder {
  id: string;
  code?: string | null;
  status?: string | null;
  created_at?: string | null;
  charges?: PagarmeCharge[] | null;
}

/*
 * Decline classes of the issuer's return code. Since 28 Aug 2026 Pagar.me's core API returns the
 * ABECS codes in `acquirer_return_code` ("em vez dos códigos próprios da Pagar.me (1000, 1011,
 * 2000 etc.), esses campos passarão a retornar o código e a mensagem oficiais da ABECS",
 * https://docs.pagar.me/docs/c%C3%B3digos-de-retorno-padr%C3%A3o-abecs). ABECS Normativo 21
 * (https://api.abecs.org.br/wp-content/uploads/2023/04/20230406-Normativo-21-V3-aprovado-publicacao.pdf)
 * sorts refusals into "reversível" (may be tried again: soft) and "irreversível" (never again:
 * hard); Visa and Mastercard charge for retrying irreversible codes.
 *
 * Two codes mean different things per brand or case: 04 is "refazer a transação" for Elo but
 * "pick up card" in ISO 8583, and 62 is a reversible temporary block or an irreversible
 * cross-border refusal. Only the code reaches classifyDecline, so both are hard: a retry the brand
 * charges for, or that the issuer reads as fraud, costs more than one lost attempt.
 */
interface DeclineInfo {
  class: DeclineClass;
  reason: string;
}

const REASON = {
  generic: 'O banco emissor recusou o pagamento. Use outro cartão ou outra forma de pagamento.',
  funds: 'Saldo ou limite insuficiente.',
  limit: 'O valor passa do limite deste cartão. Use outro cartão ou outra forma de pagamento.',
  issuerDown: 'O banco emissor não respondeu. Tente de novo em alguns minutos.',
  retry: 'Não foi possível concluir o pagamento. Tente de novo.',
  confirm: 'O banco emissor pede que você confirme esta compra. Ligue para o banco e tente de novo.',
  unlock: 'Cartão bloqueado para compras. Desbloqueie-o no app do banco e tente de novo.',
  password: 'Senha incorreta ou tentativas esgotadas. Ligue para o banco emissor ou use outro cartão.',
  number: 'Número do cartão inválido. Confira o número ou use outro cartão.',
  expired: 'Cartão vencido ou validade incorreta. Confira a data ou use outro cartão.',
  security: 'Confira os dados do cartão (código de segurança e validade) ou use outro cartão.',
  blocked: 'Este cartão não pode ser usado. Use outro cartão ou outra forma de pagamento.',
  notAllowed: 'Este cartão não permite esta compra. Use outro cartão ou outra forma de pagamento.',
  closed: 'A conta deste cartão foi encerrada. Use outro cartão.',
  amount: 'Valor não permitido para este cartão. Use outro cartão ou outra forma de pagamento.',
  installments: 'Este cartão não aceita esse parcelamento. Escolha outro parcelamento ou outro cartão.',
  restricted: 'Cartão com restrição. Ligue para o banco emissor ou use outro cartão.',
  antifraud: 'Pagamento recusado pela análise de segurança. Use outra forma de pagamento.',
} as const;

const soft = (reason: string): DeclineInfo => ({ class: 'soft', reason });
const hard = (reason: string): DeclineInfo => ({ class: 'hard', reason });

/** ABECS codes (Normativo 21), by what they mean for the buyer and whether a retry may pass. */
const ABECS: Readonly<Record<string, DeclineInfo>> = {
  '04': hard(REASON.blocked),
  '05': soft(REASON.generic),
  '06': soft(REASON.retry),
  '07': hard(REASON.blocked),
  '12': hard(REASON.security),
  '13': hard(REASON.amount),
  '14': hard(REASON.number),
  '15': hard(REASON.number),
  '19': hard(REASON.generic),
  '23': hard(REASON.installments),
  '30': hard(REASON.generic),
  '38': soft(REASON.password),
  '41': hard(REASON.blocked),
  '43': hard(REASON.blocked),
  '46': hard(REASON.closed),
  '51': soft(REASON.funds),
  '54': hard(REASON.expired),
  '55': soft(REASON.password),
  '56': hard(REASON.number),
  '57': hard(REASON.notAllowed),
  '58': hard(REASON.notAllowed),
  '59': soft(REASON.confirm),
  '61': soft(REASON.limit),
  '62': hard(REASON.restricted),
  '63': hard(REASON.security),
  '64': hard(REASON.amount),
  '65': soft(REASON.limit),
  '75': soft(REASON.password),
  '76': hard(REASON.generic),
  '77': hard(REASON.generic),
  '78': soft(REASON.unlock),
  '91': soft(REASON.issuerDown),
  '96': soft(REASON.issuerDown),
};

/**
 * Pagar.me's own four-digit codes, still returned by accounts not yet switched to ABECS: the
 * Stone authorizer's table (https://sdkandroid.stone.com.br/docs/codigos-retorno-autorizador),
 * classed like the ABECS code of the same meaning. Codes not listed here are 'unknown'.
 */
const PAGARME_LEGACY: Readonly<Record<string, DeclineInfo>> = {
  '1000': soft(REASON.generic), // do not honour (ABECS 05)
  '1001': hard(REASON.expired), // expired card (54)
  '1002': soft(REASON.confirm), // suspected fraud (59)
  '1004': hard(REASON.restricted), // restricted card (62)
  '1007': soft(REASON.confirm), // refer to card issuer
  '1008': soft(REASON.confirm), // refer to card issuer's special conditions
  '1010': hard(REASON.amount), // invalid amount (13)
  '1011': hard(REASON.number), // invalid card number (14)
  '1016': soft(REASON.funds), // not sufficient funds (51)
  '1017': soft(REASON.password), // incorrect PIN (55)
  '1019': hard(REASON.notAllowed), // transaction not permitted to cardholder (57)
  '1022': hard(REASON.security), // security violation (63)
};

/**
 * Codes Pagora gives refusals that never became a Pagar.me charge (checked before the call, or a
 * 4xx answer): `local_*` and `api_<status>[_<topic>]`.
 */
export const LOCAL_DECLINES = {
  ...SHARED_LOCAL_DECLINES,
} as const;

/**
 * 4xx answers to `POST /orders`, by the field Pagar.me complained about. Card tokens are single
 * use and short-lived (tokenizecard.js makes a new one per submission,
 * https://docs.pagar.me/reference/pagarme-js), so a token refusal asks the buyer to type the card
 * again.
 */
const API_TOPICS: Readonly<Record<string, DeclineInfo>> = {
  card_token: soft('Os dados do cartão expiraram. Digite-os de novo.'),
  document: soft('CPF inválido. Confira o número.'),
  email: soft('E-mail inválido. Confira o endereço.'),
  phone: soft('Telefone inválido. Informe um celular com DDD.'),
  address: soft(LOCAL_DECLINES.boleto_address.reason),
  installments: soft(LOCAL_DECLINES.invalid_installments.reason),
};

const API_UNAUTHORIZED = API_DECLINE_UNAUTHORIZED;
const API_GENERIC = API_DECLINE_GENERIC;

/** The topic of a validation error's field name ('customer.document' → 'document'). */
function apiTopic(fields: readonly string[]): string | undefined {
  for (const field of fields) {
    const name = field.toLowerCase();
    if (name.includes('card_token') || name.includes('cardtoken')) return 'card_token';
    if (name.includes('installments')) return 'installments';
    if (name.includes('document')) return 'document';
    if (name.includes('email')) return 'email';
    if (name.includes('phone')) return 'phone';
    if (name.includes('address') || name.includes('zip_code')) return 'address';
  }
  return undefined;
}

/** The refusal of a request Pagar.me answered with a 4xx: nothing was created. */
export function apiDecline(status: number, fields: readonly string[]): { code: string; reason: string } {
  const topic = apiTopic(fields);
  const code = topic ? `api_${status}_${topic}` : `api_${status}`;
  if (status === 401 || status === 403) return { code, reason: API_UNAUTHORIZED };
  return { code, reason: (topic && API_TOPICS[topic]?.reason) || API_GENERIC };
}

/** ABECS codes come as '5' or '05'; one-digit numbers are read as two. */
function normalizeCode(code: string): string {
  const trimmed = code.trim();
  return /^\d$/.test(trimmed) ? `0${trimmed}` : trimmed;
}

function declineInfo(code: string): DeclineInfo | undefined {
  const normalized = normalizeCode(code);
  return ABECS[normalized] ?? PAGARME_LEGACY[normalized];
}

/** Hard, soft or unknown for an issuer's return code or one of Pagora's own refusal codes. */
export function classifyPagarmeDecline(code: string): DeclineClass {
  const known = declineInfo(code);
  if (known) return known.class;
  if (code === 'antifraud_reproved') return 'hard';
  const local = Object.values(LOCAL_DECLINES).find((entry) => entry.code === code);
  if (local) return local.class;
  const api = /^api_(\d{3})(?:_(\w+))?$/.exec(code);
  if (api) {
    // Bad credentials reach no issuer: another gateway can take the same card.
    if (api[1] === '401' || api[1] === '403') return 'soft';
    return (api[2] && API_TOPICS[api[2]]?.class) || 'unknown';
  }
  return 'unknown';
}

/** The buyer's message for an issuer's return code. */
export function declineReason(code: string): string {
  if (code === 'antifraud_reproved') return REASON.antifraud;
  return declineInfo(code)?.reason ?? REASON.generic;
}

/** Pagar.me's card brand ('Visa', 'Mastercard', 'Elo'…) as Pagora's. */
export function cardBrandOf(brand: string | null | undefined): CardBrand {
  switch ((brand ?? '').toLowerCase()) {
    case 'visa':
      return 'visa';
    case 'mastercard':
      return 'mastercard';
    case 'amex':
    case 'americanexpress':
    case 'american express':
      return 'amex';
    case 'elo':
      return 'elo';
    case 'hipercard':
    case 'hiper':
      return 'hipercard';
    default:
      return 'unknown';
  }
}

type ChargeKind = 'card' | 'pix' | 'boleto';

export function chargeKind(charge: PagarmeCharge): ChargeKind {
  const method = charge.payment_method ?? charge.last_transaction?.transaction_type ?? '';
  if (method === 'pix') return 'pix';
  if (method === 'boleto') return 'boleto';
  return 'card';
}

function cardSummary(charge: PagarmeCharge): CardSummary | null {
  if (chargeKind(charge) !== 'card') return null;
  const transaction = charge.last_transaction;
  return {
    brand: cardBrandOf(transaction?.card?.brand),
    last4: transaction?.card?.last_four_digits ?? '',
    installments: transaction?.installments ?? 1,
    // Card tokens are single use; charging the card again would need the customer's saved card
    // (card_id with its customer), which Pagora does not keep.
    token: null,
  };
}

const parseDate = (text: string | null | undefined): Date | null => {
  if (!text) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * What the buyer needs to pay a PIX or boleto; nothing for a card still being processed. Pagar.me
 * sends the boleto's barcode as a link to an image and the typed line as `line`
 * ("34191.75462 24615.781234 41234.510000 3 83840000003090"); the 44-digit barcode is read back from
 * that line, check digits verified.
 */
export function pendingPayment(charge: PagarmeCharge): PendingPayment {
  const kind = chargeKind(charge);
  const transaction = charge.last_transaction;
  if (kind === 'pix') {
    const payload = transaction?.qr_code;
    const expiresAt = parseDate(transaction?.expires_at);
    if (!payload || !expiresAt)
      throw new Error(`PIX ${charge.id} sem código ou validade na resposta do Pagar.me.`);
    return { pix: { payload, expiresAt }, boleto: null };
  }
  if (kind === 'boleto') {
    const parsed = transaction?.line ? parseDigitableLine(transaction.line) : null;
    const dueDate = parseDate(transaction?.due_at ?? charge.due_at);
    if (!parsed || !dueDate) {
      throw new Error(
        `Boleto ${charge.id} sem linha digitável válida ou vencimento na resposta do Pagar.me.`,
      );
    }
    return {
      pix: null,
      boleto: {
        digitableLine: digitableLineFromBarcode(parsed.barcode),
        barcode: parsed.barcode,
        dueDate,
        // `pdf` is the boleto as a PDF; `url` the same boleto as a web page.
        pdfUrl: boletoPdfUrl(transaction?.pdf) ?? boletoPdfUrl(transaction?.url),
      },
    };
  }
  return { pix: null, boleto: null };
}

/** Whether money came in: a paid amount or a payment date (a charge refunded since keeps both). */
function wasPaid(charge: PagarmeCharge): boolean {
  return optionalPagarmeCents(charge.paid_amount) > 0 || Boolean(charge.paid_at);
}

const isExpired = (charge: PagarmeCharge) => charge.last_transaction?.status === 'expired';

/** The issuer's code of a refused card, or why Pagar.me refused it without one. */
function declineCode(charge: PagarmeCharge): string {
  const transaction = charge.last_transaction;
  const acquirer = transaction?.acquirer_return_code?.trim();
  if (acquirer) return acquirer;
  const antifraud = transaction?.antifraud_response?.status?.toLowerCase();
  if (antifraud === 'reproved') return 'antifraud_reproved';
  return transaction?.status || 'failed';
}

function refused(
  charge: PagarmeCharge,
  code: string,
  reason: string,
  declineClass: DeclineClass,
): ChargeResult {
  return {
    status: 'refused',
    reference: charge.id,
    reason,
    code,
    class: declineClass,
    card: cardSummary(charge),
  };
}

/**
 * A charge's first outcome, as `charge` returns it:
 * - paid / overpaid → approved (overpaid: the buyer paid more than due, the order is paid);
 * - failed → refused, with the issuer's return code (a PIX or boleto that expired unpaid: 'expired');
 * - pending → pending with what the buyer pays (PIX, boleto), or with neither for a card Pagar.me
 *   has not settled (an antifraud review, an authorization not captured yet);
 * - processing → pending with neither: the acquirer has not answered (the simulator's card
 *   4000000000000036 "Processing → Sucesso",
 *   https://docs.pagar.me/docs/simulador-de-cart%C3%A3o-de-cr%C3%A9dito). The caller must not
 *   treat it as final and learns the end from a notification or a lookup;
 * - underpaid → pending with neither: money came in, but less than due — not approved (the goods
 *   are not paid for), not refused (the buyer paid something); the merchant settles it;
 * A charge that has since moved on keeps its first outcome: refunded or disputed ones were
 * approved; cancelled ones never paid.
 */
export function chargeResultOf(charge: PagarmeCharge): ChargeResult {
  const reference = charge.id;
  switch (charge.status) {
    case 'paid':
    case 'overpaid':
    case 'chargedback':
      return { status: 'approved', reference, card: cardSummary(charge) };
    case 'failed': {
      if (chargeKind(charge) !== 'card') {
        return isExpired(charge)
          ? refused(charge, 'expired', 'O prazo para pagar terminou.', 'unknown')
          : refused(charge, declineCode(charge), API_GENERIC, 'unknown');
      }
      const code = declineCode(charge);
      return refused(charge, code, declineReason(code), classifyPagarmeDecline(code));
    }
    case 'canceled':
      return wasPaid(charge)
        ? { status: 'approved', reference, card: cardSummary(charge) }
        : refused(charge, isExpired(charge) ? 'expired' : 'cancelled', 'Pagamento cancelado.', 'unknown');
    case 'pending':
      return { status: 'pending', reference, ...pendingPayment(charge) };
    default:
      // processing, underpaid and any status Pagar.me adds later: not final.
      return { status: 'pending', reference, pix: null, boleto: null };
  }
}

/**
 * A charge as it stands now, for `lookup`: the charge outcomes plus cancelled (by the merchant
 * before payment), expired (a PIX or boleto not paid in time), refunds and chargebacks. Pagar.me
 * refunds by cancelling the charge (`DELETE /charges/{id}`): a paid charge cancelled in part stays
 * 'paid' with `canceled_amount` above zero; cancelled in whole it becomes 'canceled'. A charge that
 * was paid and is now 'canceled' is therefore a refund, not a cancellation.
 */
export function chargeStateOf(charge: PagarmeCharge): ChargeState {
  const reference = charge.id;
  const amountCents = pagarmeCents(charge.amount);
  const paidCents = optionalPagarmeCents(charge.paid_amount) || amountCents;
  const canceledCents = optionalPagarmeCents(charge.canceled_amount);
  switch (charge.status) {
    case 'canceled':
      if (!wasPaid(charge)) return { status: isExpired(charge) ? 'expired' : 'cancelled', reference };
      return { status: 'refunded', reference, amountCents, refundedCents: canceledCents || paidCents };
    case 'failed':
      if (chargeKind(charge) !== 'card' && isExpired(charge)) return { status: 'expired', reference };
      return chargeResultOf(charge);
    case 'chargedback':
      return { status: 'chargeback', reference, amountCents, refundedCents: canceledCents };
    case 'paid':
    case 'overpaid':
      if (canceledCents > 0) {
        return {
          status: canceledCents >= paidCents ? 'refunded' : 'partially_refunded',
          reference,
          amountCents,
          refundedCents: canceledCents,
        };
      }
      return chargeResultOf(charge);
    default:
      return chargeResultOf(charge);
  }
}
