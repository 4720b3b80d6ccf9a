import type { CardBrand, PaymentMethod } from '@pagora/contract';

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
 * What the buyer typed, or the token of an earlier approved charge: the one-click upsell charges
 * the same card again without asking for the number, which Pagora never stores.
 */
export type CardInput =
  | { number: string; holder: string; expMonth: number; expYear: number; cvv: string; installments: number }
  | { token: string; installments: number }; // one-click upsell: the token of a previous approved charge

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
  buyer: { name: string; email: string; cpf: string | null };
  card?: CardInput;
  pix?: PixConfig;
  now: Date;
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
 * The outcome the checkout turns into an order status. Cards settle at once (approved/refused);
 * PIX and boleto are 'pending' with what the buyer needs to pay later.
 */
export type ChargeResult =
  | { status: 'approved'; reference: string; card: CardSummary | null }
  | { status: 'refused'; reference: string; reason: string; card: CardSummary | null }
  | {
      status: 'pending';
      reference: string;
      pix: { payload: string; expiresAt: Date } | null;
      boleto: { digitableLine: string; barcode: string; dueDate: Date } | null;
    };

/**
 * A payment gateway as the checkout sees it. Each store will pick one (the gateways issue adds real
 * ones); `testMode` tells the checkout to show the test notice and lets the merchant mark orders paid.
 */
export interface PaymentProvider {
  readonly id: string;
  readonly label: string;
  readonly testMode: boolean;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}
