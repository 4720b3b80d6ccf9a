import {
  assertChargeable,
  assertRefundAmount,
  completeAddress,
  onlyDigits as digits,
  GATEWAY_CANCEL_NOT_PENDING,
  GATEWAY_INVALID_CREDENTIALS,
  GATEWAY_REFUND_NOT_ALLOWED,
  GATEWAY_REFUND_TOO_LARGE,
  REMOTE_GATEWAY_CAPABILITIES,
  refusedBeforeCall,
  nameUuid as sharedNameUuid,
  validInstallments,
} from '../gateway-common.ts';
import type {
  CancelRequest,
  CancelResult,
  CardInput,
  ChargeRequest,
  ChargeResult,
  ChargeState,
  DeclineClass,
  IncomingNotification,
  NotificationHint,
  PaymentProvider,
  RefundRequest,
  RefundResult,
  SaveCardRequest,
  SaveCardResult,
  SavedCardReference,
} from '../provider.ts';
import { optionalPagarmeCents, pagarmeCents, toPagarmeAmount } from './amounts.ts';
import { PagarmeApiError, PagarmeClient, PagarmeUnavailableError } from './client.ts';
import {
  type JwksKeys,
  PAGARME_WEBHOOK_JWKS_URL,
  sharedJwksKeys,
  verifyPagarmeNotification,
} from './notifications.ts';
import {
  apiDecline,
  cardBrandOf,
  chargeKind,
  chargeResultOf,
  chargeStateOf,
  classifyPagarmeDecline,
  LOCAL_DECLINES,
  type PagarmeCharge,
  type PagarmeOrder,
} from './status.ts';

/*
 * Pagar.me as a Pagora payment provider, through its core API v5 (https://api.pagar.me/core/v5,
 * https://docs.pagar.me/reference/autentica%C3%A7%C3%A3o-2), with the paths and bodies of the
 * official SDK (pagarme/pagarme-nodejs-sdk: src/controllers/ordersController.ts, chargesController.ts):
 * - create: `POST /orders` with one item, the customer and one payment (credit_card with a card
 *   token, pix or boleto); the order's first charge is the payment;
 * - read: `GET /charges/{id}`, `GET /orders/{id}`, and `GET /orders?code=…` by our reference;
 * - refund and cancel: `DELETE /charges/{id}` (with `amount` for part of a paid charge);
 * - cards on file (the SDK's customersController.ts: createCustomer, createCard, deleteCard):
 *   `POST /customers`, `POST /customers/{customer_id}/cards` with `{ token }` → a reusable
 *   `card_…`, charged later by `POST /orders` with `customer_id` and `credit_card.card_id`
 *   (CreateCreditCardPaymentRequest.cardId, CreateOrderRequest.customerId in
 *   pagarme/pagarme-nodejs-sdk doc/models), and `DELETE /customers/{customer_id}/cards/{card_id}`.
 *
 * Card data never reaches Pagora: the buyer's browser makes a single-use card token with Pagar.me's
 * tokenizecard.js and the account's public key (`POST /tokens?appId=pk_…`,
 * https://docs.pagar.me/reference/pagarme-js, the SDK's tokensController.ts). A failure whose
 * outcome is unknown (timeout, 5xx, dropped connection) throws; a request Pagar.me refused with a
 * 4xx created nothing and comes back as a refusal with reference '' (see `charge`).
 */

export const PAGARME_PROVIDER_ID = 'pagarme';
export const PAGARME_API_URL = 'https://api.pagar.me/core/v5';

export const PAGARME_CAPABILITIES = REMOTE_GATEWAY_CAPABILITIES;

/** For the gateway configuration screen. */
export const PAGARME_INVALID_CREDENTIALS = GATEWAY_INVALID_CREDENTIALS;
export const PAGARME_UNAVAILABLE = 'Pagar.me indisponível. Tente novamente em alguns minutos.';

export const PAGARME_CHARGE_UNKNOWN = 'Pagamento não encontrado no Pagar.me.';
export const PAGARME_REFUND_NOT_ALLOWED = GATEWAY_REFUND_NOT_ALLOWED;
export const PAGARME_REFUND_TOO_LARGE = GATEWAY_REFUND_TOO_LARGE;
export const PAGARME_REFUND_REFUSED = 'O Pagar.me recusou o reembolso. Tente novamente mais tarde.';
export const PAGARME_REFUND_BOLETO =
  'Reembolso de boleto precisa dos dados bancários do comprador: faça-o pelo painel do Pagar.me.';
export const PAGARME_CANCEL_NOT_PENDING = GATEWAY_CANCEL_NOT_PENDING;
export const PAGARME_CANCEL_REFUSED = 'O Pagar.me não cancelou o pagamento. Tente novamente mais tarde.';

/** The buyer's address: registered boletos require it (with name and document). */
export interface PagarmeBuyerAddress {
  /** 8 digits. */
  zipCode: string;
  street: string;
  number: string;
  complement?: string | null;
  neighborhood: string;
  city: string;
  /** Two-letter state ('SP'). */
  state: string;
}

/**
 * What this provider reads beyond ChargeRequest: the buyer's address (required for boletos) and
 * phone (sent when known; Pagar.me's antifraud and PIX use it). Both optional in the type, so any
 * ChargeRequest can be passed; a boleto without an address is refused before calling Pagar.me.
 */
export type PagarmeChargeRequest = Omit<ChargeRequest, 'buyer'> & {
  buyer: ChargeRequest['buyer'] & { address?: PagarmeBuyerAddress | null; phone?: string | null };
};

export interface PagarmeProviderOptions {
  /** @default PAGARME_API_URL */
  baseUrl?: string;
  /** The account's secret key (`sk_…`; `sk_test_…` in the test environment). */
  secretKey: string;
  /**
   * The user and password set on the webhook in Pagar.me's dashboard, when the merchant set them;
   * notifications must then carry them.
   */
  webhookBasicAuth?: { username: string; password: string } | null;
  /**
   * Require Pagar.me's signature (`X-Webhook-Asymmetric-Signature`) on notifications.
   * @default true
   */
  webhookSignature?: boolean;
  /** Where the signature keys are published. @default PAGARME_WEBHOOK_JWKS_URL */
  webhookJwksUrl?: string;
  /** A key cache of its own (tests); by default one is shared per JWKS URL. */
  webhookKeys?: JwksKeys;
  /** The name on the buyer's card statement (letters and digits, up to 13). */
  statementDescriptor?: string | null;
  /** Printed on boletos. @default 'Não receber após o vencimento.' */
  boletoInstructions?: string;
  /** Per request, answer included. @default 15000 */
  timeoutMs?: number;
  /** Shows the checkout's test notice. @default secretKey starts with 'sk_test_' */
  testMode?: boolean;
}

export type PagarmeCredentialsCheck = { ok: true } | { ok: false; error: string };

/** PIX validity when the caller gives none, as in test mode. */
const PIX_DEFAULT_MS = 30 * 60_000;
/** Boletos fall due three days after they are issued, as in test mode. */
const BOLETO_DUE_MS = 3 * 86_400_000;

const NAME_NAMESPACE = Buffer.from('4b7f0c2e9a1d4e6f8c3b5a7d9e0f1a2b', 'hex');

/**
 * A UUID (version 5 layout, SHA-1 of a fixed namespace and the name) derived from Pagora's
 * idempotency key. Pagora's keys ('<order token>:<attempt>') contain ':' and can be long; the
 * derived value fits the order's `code` and the `idempotency-key` header, and, being derived
 * rather than random, a retry or a lookup on another instance sends the very same value.
 */
function nameUuid(name: string): string {
  return sharedNameUuid(NAME_NAMESPACE, name);
}

/** The order `code` (and `idempotency-key`) of the charge made with this key. */
export const pagarmeOrderCode = (idempotencyKey: string) => nameUuid(`charge:${idempotencyKey}`);

const CHARGE_ID = /^ch_[A-Za-z0-9]{1,64}$/;
const ORDER_ID = /^or_[A-Za-z0-9]{1,64}$/;

/** 'Loja São João!' → 'Loja Sao Joao': the characters card statements take, at most 13. */
function statementText(text: string | null | undefined): string | null {
  if (!text) return null;
  const clean = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 13)
    .trim();
  return clean || null;
}

/** A Brazilian phone ('(11) 98765-4321', '+55 11 98765-4321') as Pagar.me's phone object. */
function phoneObject(phone: string | null | undefined) {
  if (!phone) return null;
  let number = digits(phone);
  if (number.length > 11 && number.startsWith('55')) number = number.slice(2);
  if (number.length !== 10 && number.length !== 11) return null;
  return { country_code: '55', area_code: number.slice(0, 2), number: number.slice(2) };
}

const isTokenCard = (card: CardInput): card is { token: string; installments: number } => 'token' in card;

const CUSTOMER_ID = /^cus_[A-Za-z0-9]{1,64}$/;
const CARD_ID = /^card_[A-Za-z0-9]{1,64}$/;

/** What `POST /customers/{id}/cards` answers (the SDK's GetCardResponse). */
interface PagarmeSavedCard {
  id: string;
  last_four_digits?: string | null;
  brand?: string | null;
  exp_month?: number | null;
  exp_year?: number | null;
  status?: string | null;
}

export const PAGARME_SAVE_CARD_REFUSED = 'O Pagar.me não aceitou o cartão. Confira os dados e tente de novo.';
/** Tokens from tokenizecard.js are single use and expire in minutes: the form makes a new one. */
export const PAGARME_SAVE_CARD_TOKEN = 'Os dados do cartão expiraram. Digite-os de novo.';

export class PagarmeProvider implements PaymentProvider {
  readonly id = PAGARME_PROVIDER_ID;
  readonly label = 'Pagar.me';
  readonly testMode: boolean;
  readonly capabilities = PAGARME_CAPABILITIES;
  readonly #client: PagarmeClient;
  readonly #basicAuth: { username: string; password: string } | null;
  readonly #signatureKeys: JwksKeys | null;
  readonly #statementDescriptor: string | null;
  readonly #boletoInstructions: string;

  constructor(options: PagarmeProviderOptions) {
    this.#client = new PagarmeClient({
      baseUrl: options.baseUrl ?? PAGARME_API_URL,
      secretKey: options.secretKey,
      timeoutMs: options.timeoutMs,
    });
    this.#basicAuth = options.webhookBasicAuth ?? null;
    this.#signatureKeys =
      options.webhookSignature === false
        ? null
        : (options.webhookKeys ?? sharedJwksKeys(options.webhookJwksUrl ?? PAGARME_WEBHOOK_JWKS_URL));
    this.#statementDescriptor = statementText(options.statementDescriptor);
    this.#boletoInstructions = (options.boletoInstructions ?? 'Não receber após o vencimento.').slice(0, 256);
    this.testMode = options.testMode ?? options.secretKey.startsWith('sk_test_');
  }

  /**
   * `POST /orders`. Same idempotency key → same order: the `idempotency-key` header and the
   * order's `code` are both derived from it, so a repeat returns the first order and
   * `lookup({ idempotencyKey })` finds it by `GET /orders?code=…`.
   *
   * Outcomes: see `chargeResultOf` (a card still 'processing' is 'pending' with neither PIX nor
   * boleto: not final). A card refused by the issuer is an order with a failed charge (a 2xx
   * answer). A 4xx from Pagar.me (an expired or used card token, an invalid CPF, bad credentials…)
   * means no order was created, so it is a refusal with reference '' and a Portuguese reason the
   * buyer can act on, rather than a throw that would leave the order 'processing' until the
   * reconciler finds nothing. Timeouts, 5xx and dropped connections throw PagarmeUnavailableError:
   * unknown outcome.
   */
  async charge(request: ChargeRequest | PagarmeChargeRequest): Promise<ChargeResult> {
    assertChargeable(request);
    const built = this.#orderBody(request as PagarmeChargeRequest);
    if ('refusal' in built) return built.refusal;
    let order: PagarmeOrder;
    try {
      order = await this.#client.request<PagarmeOrder>({
        method: 'POST',
        path: '/orders',
        body: built.body,
        idempotencyKey: pagarmeOrderCode(request.idempotencyKey),
      });
    } catch (error) {
      if (!(error instanceof PagarmeApiError)) throw error;
      const decline = apiDecline(error.status, Object.keys(error.errors));
      return refusedBeforeCall({ ...decline, class: classifyPagarmeDecline(decline.code) });
    }
    const charge = order.charges?.[0];
    if (!charge)
      throw new PagarmeUnavailableError(`Pedido ${order.id} sem cobrança na resposta do Pagar.me.`);
    return chargeResultOf(charge);
  }

  #orderBody(request: PagarmeChargeRequest): { body: Record<string, unknown> } | { refusal: ChargeResult } {
    const cpf = request.buyer.cpf ? digits(request.buyer.cpf) : null;
    const phone = phoneObject(request.buyer.phone);
    const customer: Record<string, unknown> = {
      name: request.buyer.name.trim(),
      email: request.buyer.email.trim(),
      type: 'individual',
      ...(cpf ? { document: cpf, document_type: 'CPF' } : {}),
      ...(phone ? { phones: { mobile_phone: phone } } : {}),
    };
    const address = request.buyer.address;
    const addressComplete = address && completeAddress(address);
    if (address && addressComplete) {
      // Pagar.me's address lines: "number, street, neighborhood" then the complement
      // (the boleto guide's "375, Av. General Justo, Centro").
      customer.address = {
        line_1: `${address.number.trim()}, ${address.street.trim()}, ${address.neighborhood.trim()}`,
        ...(address.complement?.trim() ? { line_2: address.complement.trim() } : {}),
        zip_code: digits(address.zipCode),
        city: address.city.trim(),
        state: address.state.trim().toUpperCase(),
        country: 'BR',
      };
    }
    const amount = toPagarmeAmount(request.amountCents);
    const savedCard =
      request.method === 'card' && request.card && 'savedCard' in request.card
        ? request.card.savedCard
        : null;
    const body: Record<string, unknown> = {
      code: pagarmeOrderCode(request.idempotencyKey),
      items: [
        {
          amount,
          description: request.description.slice(0, 256),
          quantity: 1,
          code: String(request.orderNumber),
        },
      ],
      // A saved card belongs to a customer: the order names that customer instead of a new one.
      ...(savedCard ? { customer_id: savedCard.customerId } : { customer }),
      metadata: { pagora_order_number: String(request.orderNumber) },
      closed: true,
    };

    let payment: Record<string, unknown>;
    switch (request.method) {
      case 'card': {
        const card = request.card;
        if (!card) throw new Error('Cobrança por cartão sem os dados do cartão.');
        if (!isTokenCard(card) && !('savedCard' in card)) {
          return { refusal: refusedBeforeCall(LOCAL_DECLINES.raw_card) };
        }
        if (!validInstallments(card.installments)) {
          return { refusal: refusedBeforeCall(LOCAL_DECLINES.invalid_installments) };
        }
        payment = {
          payment_method: 'credit_card',
          amount,
          credit_card: {
            ...('savedCard' in card ? { card_id: card.savedCard.cardId } : { card_token: card.token }),
            installments: card.installments,
            operation_type: 'auth_and_capture',
            ...(this.#statementDescriptor ? { statement_descriptor: this.#statementDescriptor } : {}),
          },
        };
        break;
      }
      case 'pix': {
        const now = request.now.getTime();
        const until =
          request.expiresAt && request.expiresAt.getTime() > now
            ? request.expiresAt.getTime()
            : now + PIX_DEFAULT_MS;
        payment = {
          payment_method: 'pix',
          amount,
          pix: { expires_in: Math.max(1, Math.round((until - now) / 1000)) },
        };
        break;
      }
      case 'boleto': {
        // Registered boletos need the payer's name, document and address ("BOLETOS COM REGISTRO
        // TÊM CAMPOS OBRIGATÓRIOS" in the boleto guide linked from
        // https://docs.pagar.me/v5/reference#criar-pedido-2).
        if (!cpf) return { refusal: refusedBeforeCall(LOCAL_DECLINES.boleto_cpf) };
        if (!addressComplete) return { refusal: refusedBeforeCall(LOCAL_DECLINES.boleto_address) };
        const dueAt = request.expiresAt ?? new Date(request.now.getTime() + BOLETO_DUE_MS);
        payment = {
          payment_method: 'boleto',
          amount,
          boleto: { due_at: dueAt.toISOString(), instructions: this.#boletoInstructions },
        };
        break;
      }
    }
    body.payments = [payment];
    return { body };
  }

  /**
   * By idempotency key: `GET /orders?code=…` (the newest match, should there ever be two). By
   * reference: `GET /charges/{id}` for a charge (`ch_…`), `GET /orders/{id}` for an order (`or_…`,
   * what an order notification may point to). Null when Pagar.me has no such charge (a refusal made
   * before any order existed has reference '').
   */
  async lookup(query: { idempotencyKey: string } | { reference: string }): Promise<ChargeState | null> {
    if ('idempotencyKey' in query) {
      const found = await this.#client.request<{ data?: PagarmeOrder[] }>({
        method: 'GET',
        path: '/orders',
        query: { code: pagarmeOrderCode(query.idempotencyKey), page: '1', size: '10' },
      });
      const newest = [...(found.data ?? [])].sort((a, b) =>
        String(b.created_at ?? '').localeCompare(String(a.created_at ?? '')),
      )[0];
      if (!newest) return null;
      const charge = newest.charges?.[0] ?? (await this.#order(newest.id))?.charges?.[0];
      return charge ? chargeStateOf(charge) : null;
    }
    if (ORDER_ID.test(query.reference)) {
      const charge = (await this.#order(query.reference))?.charges?.[0];
      return charge ? chargeStateOf(charge) : null;
    }
    const charge = await this.#charge(query.reference);
    return charge ? chargeStateOf(charge) : null;
  }

  async #order(id: string): Promise<PagarmeOrder | null> {
    if (!ORDER_ID.test(id)) return null;
    return this.#readOrNull<PagarmeOrder>(`/orders/${id}`);
  }

  async #charge(id: string): Promise<PagarmeCharge | null> {
    if (!CHARGE_ID.test(id)) return null;
    return this.#readOrNull<PagarmeCharge>(`/charges/${id}`);
  }

  async #readOrNull<T>(path: string): Promise<T | null> {
    try {
      return await this.#client.request<T>({ method: 'GET', path });
    } catch (error) {
      if (error instanceof PagarmeApiError && error.status === 404) return null;
      throw error;
    }
  }

  /**
   * `DELETE /charges/{id}` with `amount` (cents) and an idempotency key derived from the refund's:
   * Pagar.me cancels that much of a paid charge (all of what is left cancels the charge). The
   * answer is the charge, whose `canceled_amount` gives the totals.
   *
   * The same call on an unpaid charge would cancel it, so a charge that never received money is
   * refused here without calling; whether the amount fits is left to Pagar.me, so that a repeated
   * refund key replays the first answer instead of being judged against the totals it changed.
   * Boletos are not refunded here: cancelling a paid boleto gives nothing back to gateway clients
   * ("o cancelamento de uma charge de boleto não gera um estorno financeiro", boleto guide linked
   * from https://docs.pagar.me/v5/reference#criar-pedido-2), and a PSP refund needs the buyer's
   * bank account (`bank_account`, pagarme/pagarme-nodejs-sdk:
   * doc/models/create-cancel-charge-request.md), which Pagora does not collect.
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    assertRefundAmount(request.amountCents);
    const before = await this.#charge(request.reference);
    if (!before) return { status: 'failed', reason: PAGARME_CHARGE_UNKNOWN };
    if (!(optionalPagarmeCents(before.paid_amount) > 0 || before.paid_at)) {
      return { status: 'failed', reason: PAGARME_REFUND_NOT_ALLOWED };
    }
    if (chargeKind(before) === 'boleto') return { status: 'failed', reason: PAGARME_REFUND_BOLETO };
    const refundKey = nameUuid(`refund:${request.idempotencyKey}`);
    let after: PagarmeCharge;
    try {
      after = await this.#client.request<PagarmeCharge>({
        method: 'DELETE',
        path: `/charges/${request.reference}`,
        body: { amount: toPagarmeAmount(request.amountCents), operation_reference: refundKey },
        idempotencyKey: refundKey,
      });
    } catch (error) {
      if (!(error instanceof PagarmeApiError)) throw error;
      const charge = await this.#charge(request.reference);
      if (!charge) return { status: 'failed', reason: PAGARME_CHARGE_UNKNOWN };
      const refundable = charge.status === 'paid' || charge.status === 'overpaid';
      if (!refundable) return { status: 'failed', reason: PAGARME_REFUND_NOT_ALLOWED };
      const paidCents = optionalPagarmeCents(charge.paid_amount) || pagarmeCents(charge.amount);
      const left = paidCents - optionalPagarmeCents(charge.canceled_amount);
      if (request.amountCents > left) return { status: 'failed', reason: PAGARME_REFUND_TOO_LARGE };
      return { status: 'failed', reason: PAGARME_REFUND_REFUSED };
    }
    const paidCents = optionalPagarmeCents(after.paid_amount) || pagarmeCents(after.amount);
    const refundedCents =
      optionalPagarmeCents(after.canceled_amount) || (after.status === 'canceled' ? paidCents : 0);
    return {
      status: 'refunded',
      // The cancel operation's transaction identifies this refund; the charge when Pagar.me sent none.
      reference: after.last_transaction?.id || after.id,
      refundedCents,
      remainingCents: Math.max(0, paidCents - refundedCents),
    };
  }

  /**
   * `DELETE /charges/{id}` without an amount cancels a PIX or boleto not yet paid (or a card still
   * processing). The same call on a paid charge refunds it, so the charge is read first and only a
   * pending or processing one is cancelled; one already cancelled unpaid answers 'cancelled', so a
   * retried cancel is harmless. (A payment landing between the read and the cancel would be refunded
   * by Pagar.me; the API has no cancel-only-if-unpaid call.)
   */
  async cancel(request: CancelRequest): Promise<CancelResult> {
    const before = await this.#charge(request.reference);
    if (!before) return { status: 'failed', reason: PAGARME_CHARGE_UNKNOWN };
    const paid = optionalPagarmeCents(before.paid_amount) > 0 || Boolean(before.paid_at);
    if (before.status === 'canceled' && !paid) return { status: 'cancelled' };
    if (before.status !== 'pending' && before.status !== 'processing') {
      return { status: 'failed', reason: PAGARME_CANCEL_NOT_PENDING };
    }
    try {
      const after = await this.#client.request<PagarmeCharge>({
        method: 'DELETE',
        path: `/charges/${request.reference}`,
        idempotencyKey: nameUuid(`cancel:${request.idempotencyKey}`),
      });
      return after.status === 'canceled'
        ? { status: 'cancelled' }
        : { status: 'failed', reason: PAGARME_CANCEL_REFUSED };
    } catch (error) {
      if (!(error instanceof PagarmeApiError)) throw error;
      const charge = await this.#charge(request.reference);
      if (charge?.status === 'canceled') return { status: 'cancelled' };
      return { status: 'failed', reason: PAGARME_CANCEL_REFUSED };
    }
  }

  /**
   * Cards on file. A tokenizecard.js token is single use and short-lived, so it cannot be charged
   * later: it becomes a card of a Pagar.me customer (`POST /customers/{id}/cards` with
   * `{ token }`), charged later by its `card_…` id. The customer is created once
   * (`POST /customers`, its `code` Pagora's id for the payer) when the caller has none yet. Both
   * calls carry an idempotency key derived from the caller's, so a retry neither duplicates the
   * customer nor the card. A 4xx kept nothing: a refusal with a reason the payer can act on;
   * anything else throws (unknown outcome).
   */
  async saveCard(request: SaveCardRequest): Promise<SaveCardResult> {
    let customerId = request.customerId;
    try {
      if (!customerId || !CUSTOMER_ID.test(customerId)) {
        const cpf = request.customer.cpf ? digits(request.customer.cpf) : null;
        const customer = await this.#client.request<{ id?: string }>({
          method: 'POST',
          path: '/customers',
          body: {
            name: request.customer.name.trim(),
            email: request.customer.email.trim(),
            type: 'individual',
            code: request.customer.code,
            ...(cpf ? { document: cpf, document_type: 'CPF' } : {}),
          },
          idempotencyKey: nameUuid(`customer:${request.customer.code}`),
        });
        if (typeof customer.id !== 'string' || !CUSTOMER_ID.test(customer.id)) {
          throw new PagarmeUnavailableError('Cliente sem id na resposta do Pagar.me.');
        }
        customerId = customer.id;
      }
      const card = await this.#client.request<PagarmeSavedCard>({
        method: 'POST',
        path: `/customers/${customerId}/cards`,
        body: { token: request.token },
        idempotencyKey: nameUuid(`card:${request.idempotencyKey}`),
      });
      if (typeof card.id !== 'string' || !CARD_ID.test(card.id)) {
        throw new PagarmeUnavailableError('Cartão sem id na resposta do Pagar.me.');
      }
      return {
        status: 'saved',
        customerId,
        cardId: card.id,
        brand: cardBrandOf(card.brand),
        last4: String(card.last_four_digits ?? ''),
        expMonth: Number(card.exp_month),
        expYear: Number(card.exp_year),
      };
    } catch (error) {
      if (!(error instanceof PagarmeApiError)) throw error;
      if (error.status === 401 || error.status === 403) {
        return { status: 'refused', reason: PAGARME_INVALID_CREDENTIALS };
      }
      const token = Object.keys(error.errors).some((field) => /token/i.test(field));
      return { status: 'refused', reason: token ? PAGARME_SAVE_CARD_TOKEN : PAGARME_SAVE_CARD_REFUSED };
    }
  }

  /** `DELETE /customers/{customer_id}/cards/{card_id}`; a card Pagar.me no longer has is gone already. */
  async deleteSavedCard(card: SavedCardReference): Promise<void> {
    if (!CUSTOMER_ID.test(card.customerId) || !CARD_ID.test(card.cardId)) return;
    try {
      await this.#client.request({
        method: 'DELETE',
        path: `/customers/${card.customerId}/cards/${card.cardId}`,
        idempotencyKey: nameUuid(`card-delete:${card.cardId}`),
      });
    } catch (error) {
      if (error instanceof PagarmeApiError && error.status === 404) return;
      throw error;
    }
  }

  /** An authentic notification → the charge to look up (never trusted as the outcome). */
  async verifyNotification(notification: IncomingNotification): Promise<NotificationHint | null> {
    return verifyPagarmeNotification(notification, {
      basicAuth: this.#basicAuth,
      signatureKeys: this.#signatureKeys,
    });
  }

  classifyDecline(code: string): DeclineClass {
    return classifyPagarmeDecline(code);
  }

  /**
   * For the gateway configuration screen: `GET /orders?page=1&size=1` (the SDK's getOrders), a
   * documented read every secret key may make and that changes nothing. 401/403 → invalid
   * credentials; no answer, a 5xx or any other refusal → Pagar.me unavailable.
   */
  async validateCredentials(): Promise<PagarmeCredentialsCheck> {
    try {
      await this.#client.request({ method: 'GET', path: '/orders', query: { page: '1', size: '1' } });
      return { ok: true };
    } catch (error) {
      if (error instanceof PagarmeApiError && (error.status === 401 || error.status === 403)) {
        return { ok: false, error: PAGARME_INVALID_CREDENTIALS };
      }
      if (error instanceof PagarmeApiError || error instanceof PagarmeUnavailableError) {
        return { ok: false, error: PAGARME_UNAVAILABLE };
      }
      throw error;
    }
  }
}
