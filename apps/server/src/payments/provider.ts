import type { CardBrand, PaymentMethod } from '@pagora/contract';

/**
 * The seam between Pagora and a payment gateway (the built-in test mode, Mercado Pago, Pagar.me…).
 * Everything that moves money goes through one of these methods with an idempotency key, so a
 * retried request (a double click, a timeout, a restart) can never charge or refund twice: the
 * provider answers a repeated key with the first outcome.
 */

/**
 * The store's PIX receiving data (settings.options pix_key / pix_merchant_name / pix_city). The
 * checkout offers PIX only when a key exists, so a provider may treat a missing config as a bug.
 */
export interface PixConfig {
  key: string;
  merchantName: string;
  city: string;
}

/**
 * What the buyer typed (test mode only: real gateways receive a token made in the buyer's browser),
 * a gateway's card token, or the token of an earlier approved charge: the one-click upsell charges
 * the same card again without asking for the number, which Pagora never stores.
 */
export type CardInput =
  | { number: string; holder: string; expMonth: number; expYear: number; cvv: string; installments: number }
  | { token: string; installments: number }
  | { savedCard: SavedCardReference; installments: number };

/**
 * A card the provider keeps for its customer (see `PaymentProvider.saveCard`): charged later with
 * these ids, without the buyer's browser and without a new token. Not secrets: they are only
 * usable with the account's secret key.
 */
export interface SavedCardReference {
  customerId: string;
  cardId: string;
}

/** Keep a card tokenized in the payer's browser as a reusable card of the provider's customer. */
export interface SaveCardRequest {
  /** The single-use token the payer's browser made with the provider's script. */
  token: string;
  /** The provider's customer the card goes to; null creates one from `customer`. */
  customerId: string | null;
  /** Who pays: `code` is Pagora's stable id for them at the provider. */
  customer: { code: string; name: string; email: string; cpf: string | null };
  /** Same key → the same card, never a second one. */
  idempotencyKey: string;
}

/**
 * 'saved': the provider's ids and what may be shown of the card (never the number or CVV).
 * 'refused': the provider validated the request and kept nothing (an expired or used token, an
 * invalid card); `reason` is for the payer, in Portuguese. A throw leaves the outcome unknown.
 */
export type SaveCardResult =
  | {
      status: 'saved';
      customerId: string;
      cardId: string;
      brand: CardBrand;
      last4: string;
      expMonth: number;
      expYear: number;
    }
  | { status: 'refused'; reason: string };

/**
 * One payment attempt. `now` comes from the caller so due dates and expiries follow the request's
 * clock (and tests can pin it) instead of each provider reading its own.
 */
export interface ChargeRequest {
  /** Same key → same result, never a second charge (a retried form post must not pay twice). */
  idempotencyKey: string;
  amountCents: number;
  method: PaymentMethod;
  description: string;
  orderNumber: number;
  buyer: {
    name: string;
    email: string;
    cpf: string | null;
    /** As typed on the checkout; gateways send it with the customer (antifraud, PIX). */
    phone?: string | null;
    /** The delivery address, when the checkout asked for one (gateways require it for boletos). */
    address?: BuyerAddress | null;
  };
  card?: CardInput;
  pix?: PixConfig;
  /** When an unpaid PIX or boleto stops being payable; the provider's default when absent. */
  expiresAt?: Date;
  now: Date;
}

/** The buyer's address as the checkout stored it. */
export interface BuyerAddress {
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
 * The only card data that may be kept or shown: brand, last four digits and, when approved, a
 * reusable token for the upsell. Never the number, expiry or CVV.
 */
export interface CardSummary {
  brand: CardBrand;
  last4: string;
  installments: number;
  token: string | null;
}

/**
 * Whether trying again can help. 'hard': the issuer will refuse this card again (stolen, closed
 * account, invalid number); 'soft': it may pass later or with other data (insufficient funds,
 * timeout, try again); 'unknown': a code the provider does not document. A contingency gateway is
 * tried only after a soft decline, never after a hard one.
 */
export type DeclineClass = 'hard' | 'soft' | 'unknown';

export interface Decline {
  /** The buyer's message, in Portuguese. */
  reason: string;
  /** The provider's own code, kept for the merchant and for support. */
  code: string;
  class: DeclineClass;
}

export interface PendingPayment {
  pix: { payload: string; expiresAt: Date } | null;
  boleto: {
    digitableLine: string;
    barcode: string;
    dueDate: Date;
    /** The provider's printable boleto (PDF), when it gives one; an absolute http(s) URL. */
    pdfUrl?: string | null;
  } | null;
}

/**
 * The outcome the checkout turns into an order status. Cards settle at once (approved/refused);
 * PIX and boleto are 'pending' with what the buyer needs to pay later.
 */
export type ChargeResult =
  | { status: 'approved'; reference: string; card: CardSummary | null }
  | ({ status: 'refused'; reference: string; card: CardSummary | null } & Decline)
  | ({ status: 'pending'; reference: string } & PendingPayment);

/**
 * A charge as the provider knows it now (a lookup, or what a notification pointed to). Beyond the
 * charge outcomes: a pending PIX/boleto that was cancelled or expired unpaid, a refund (whole or
 * in part, `refundedCents` so far) and a chargeback.
 */
export type ChargeState =
  | ChargeResult
  | { status: 'cancelled' | 'expired'; reference: string }
  | {
      status: 'refunded' | 'partially_refunded' | 'chargeback';
      reference: string;
      amountCents: number;
      refundedCents: number;
    };

export interface RefundRequest {
  /** The charge's reference at the provider. */
  reference: string;
  /** What to give back now; the whole remaining amount when it equals it. */
  amountCents: number;
  /** Same key → the same refund, never a second one. */
  idempotencyKey: string;
  now: Date;
}

export type RefundResult =
  | { status: 'refunded'; reference: string; refundedCents: number; remainingCents: number }
  | { status: 'failed'; reason: string };

export interface CancelRequest {
  reference: string;
  idempotencyKey: string;
  now: Date;
}

export type CancelResult = { status: 'cancelled' } | { status: 'failed'; reason: string };

/** What a provider's notification (webhook) says, once its signature is verified. */
export interface NotificationHint {
  /** The charge to look up: a notification is a hint, never the truth about the payment. */
  reference: string;
}

/** A provider's notification as it arrived: verified over the raw bytes, never the parsed body. */
export interface IncomingNotification {
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, string | string[] | undefined>;
  rawBody: string;
}

export interface ProviderCapabilities {
  methods: readonly PaymentMethod[];
  /** Largest number of card installments the provider takes. */
  maxInstallments: number;
  /** Refunds of part of the amount, not only of all of it. */
  partialRefunds: boolean;
  /** A pending PIX or boleto can be cancelled before it is paid. */
  cancelPending: boolean;
  /** The provider announces changes with signed notifications. */
  notifications: boolean;
  /** Card data is tokenized in the buyer's browser by the provider's script (never reaches Pagora). */
  browserCardTokens: boolean;
}

/**
 * A payment gateway as the checkout and the order lifecycle see it. `testMode` tells the checkout
 * to show the test notice and lets the merchant mark PIX/boleto orders as paid.
 *
 * Failures: a method that throws left the outcome unknown (a timeout, a 5xx, a dropped
 * connection). The caller must not treat that as a refusal: the attempt stays 'processing' and the
 * reconciler asks `lookup` later with the same idempotency key.
 */
export interface PaymentProvider {
  readonly id: string;
  readonly label: string;
  readonly testMode: boolean;
  readonly capabilities: ProviderCapabilities;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** The charge made with this key or reference; null when the provider never received it. */
  lookup(query: { idempotencyKey: string } | { reference: string }): Promise<ChargeState | null>;
  refund(request: RefundRequest): Promise<RefundResult>;
  cancel(request: CancelRequest): Promise<CancelResult>;
  /** Checks a notification's signature; null when it is not authentic (answer 401, change nothing). */
  verifyNotification(notification: IncomingNotification): Promise<NotificationHint | null>;
  classifyDecline(code: string): DeclineClass;
  /**
   * Optional: keeps a browser-made card token as a card of the provider's customer, so it can be
   * charged later with `card: { savedCard }` (cards on file). Absent when the provider cannot
   * charge a saved card without the payer typing the security code again.
   */
  saveCard?(request: SaveCardRequest): Promise<SaveCardResult>;
  /** Optional: forgets a saved card at the provider (the payer removed it). */
  deleteSavedCard?(card: SavedCardReference): Promise<void>;
}
