import { createHash } from 'node:crypto';
import { MAX_INSTALLMENTS } from '@pagora/contract';
import type { ChargeResult, DeclineClass, IncomingNotification, ProviderCapabilities } from './provider.ts';

/*
 * What the card gateways behind a REST API (Mercado Pago, Pagar.me) have in common as Pagora
 * payment providers: what they can do, the texts a merchant or buyer reads when Pagora itself
 * turns a request down, and the small checks made before calling the gateway. The messages are
 * the same for every gateway because they describe the payment, not the gateway.
 */

/** Card (browser tokens only), PIX and boleto; partial refunds, cancels and signed notifications. */
export const REMOTE_GATEWAY_CAPABILITIES: ProviderCapabilities = {
  methods: ['card', 'pix', 'boleto'],
  maxInstallments: MAX_INSTALLMENTS,
  partialRefunds: true,
  cancelPending: true,
  notifications: true,
  browserCardTokens: true,
};

/** For the gateway configuration screen. */
export const GATEWAY_INVALID_CREDENTIALS = 'Credenciais inválidas.';
export const GATEWAY_REFUND_NOT_ALLOWED = 'Só pagamentos aprovados podem ser reembolsados.';
export const GATEWAY_REFUND_TOO_LARGE = 'O valor do reembolso é maior que o saldo a reembolsar.';
export const GATEWAY_CANCEL_NOT_PENDING = 'Só pagamentos pendentes podem ser cancelados.';

/**
 * Refusals Pagora makes before any call, common to both gateways. Each gateway's own list adds to
 * these; the codes (`local_*`) never collide with a gateway's.
 */
export const SHARED_LOCAL_DECLINES = {
  /** A raw card number reached the server: these providers only take tokens made in the browser. */
  raw_card: {
    code: 'local_raw_card',
    class: 'unknown' as DeclineClass,
    reason: 'Pagamento com cartão indisponível no momento. Atualize a página e tente de novo.',
  },
  invalid_installments: {
    code: 'local_invalid_installments',
    class: 'soft' as DeclineClass,
    reason: 'Parcelamento inválido.',
  },
  boleto_cpf: {
    code: 'local_boleto_cpf',
    class: 'soft' as DeclineClass,
    reason: 'Para pagar com boleto, informe seu CPF.',
  },
  boleto_address: {
    code: 'local_boleto_address',
    class: 'soft' as DeclineClass,
    reason:
      'Para pagar com boleto, informe seu endereço completo (CEP, rua, número, bairro, cidade e estado).',
  },
} as const;

/** The buyer's reason for a 4xx on bad credentials: the merchant's setup, not the buyer's data. */
export const API_DECLINE_UNAUTHORIZED = 'Pagamento indisponível no momento. Tente outra forma de pagamento.';
/** The buyer's reason for any other 4xx without a more specific one. */
export const API_DECLINE_GENERIC =
  'Não foi possível processar o pagamento. Confira seus dados e tente de novo.';

/** A refusal made before any gateway call: no charge exists, so its reference is ''. */
export function refusedBeforeCall(decline: {
  code: string;
  reason: string;
  class: DeclineClass;
}): ChargeResult {
  return {
    status: 'refused',
    reference: '',
    reason: decline.reason,
    code: decline.code,
    class: decline.class,
    card: null,
  };
}

/** Throws on a charge no gateway should ever be sent (a bug upstream, not a buyer's mistake). */
export function assertChargeable(request: { idempotencyKey: string; amountCents: number }): void {
  if (!request.idempotencyKey) throw new Error('Cobrança sem chave de idempotência.');
  if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0) {
    throw new RangeError(`Valor de cobrança inválido: ${request.amountCents}.`);
  }
}

/** Throws on a refund amount that is not a positive whole number of cents. */
export function assertRefundAmount(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new RangeError(`Valor de reembolso inválido: ${amountCents}.`);
  }
}

/** Whether a card's installments are a whole number Pagora offers. */
export const validInstallments = (installments: number) =>
  Number.isInteger(installments) && installments >= 1 && installments <= MAX_INSTALLMENTS;

/** The buyer's address as the gateways take it for boletos. */
export interface GatewayBuyerAddress {
  /** 8 digits. */
  zipCode: string;
  street: string;
  number: string;
  neighborhood: string;
  city: string;
  /** Two-letter state ('SP'). */
  state: string;
}

/** Whether every part a boleto needs of the buyer's address is filled in. */
export function completeAddress(address: GatewayBuyerAddress): boolean {
  return [
    address.zipCode,
    address.street,
    address.number,
    address.neighborhood,
    address.city,
    address.state,
  ].every((part) => part?.trim());
}

export const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * A UUID (version 5 layout, SHA-1 of a fixed namespace and the name). Derived, not random, so a
 * retry or a lookup on another instance sends the very same value.
 */
export function nameUuid(namespace: Buffer, name: string): string {
  const hash = createHash('sha1').update(namespace).update(name, 'utf8').digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A header or query value's first entry, trimmed; never ''. */
export function single(value: string | string[] | undefined): string | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  const trimmed = raw?.trim();
  return trimmed ? trimmed : undefined;
}

/** A notification header by its lower-case name, whatever its case; its first value, trimmed; never ''. */
export function notificationHeader(
  headers: IncomingNotification['headers'],
  name: string,
): string | undefined {
  const direct = headers[name];
  if (direct !== undefined) return single(direct);
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  return key === undefined ? undefined : single(headers[key]);
}
