import type {
  CardBrand,
  CardTokenizerProvider,
  CheckoutFieldValues,
  CheckoutRedirects,
  CheckoutSettings,
  CheckoutStep,
  PaymentMethod,
  ProductType,
  TestimonialView,
} from '@pagora/contract';
import type { OfferForCheckout } from '../catalog/offers.ts';
import type { Coupon, Product, ShippingOption, Store } from '../db/entities/index.ts';
import type { StoreGateways } from '../payments/gateways.ts';
import type { CheckoutPixels } from '../pixels/browser.ts';
import type { FreightQuotes } from '../shipping/quote-pricing.ts';

/*
 * The checkout's shared shapes: what a product's checkout is (context), what the buyer typed
 * (draft) and the card fields of a pay post. Kept apart so the session, cart, view and order
 * placement modules can all name them without importing each other.
 */

/** One line of a checkout: a product of the store, its current price and how many. */
export interface CheckoutLine {
  productId: number;
  name: string;
  description: string;
  unitCents: number;
  productType: ProductType;
  imageUrl: string | null;
  quantity: number;
}

/** Everything about a product's checkout that does not depend on the buyer. */
export interface CheckoutContext {
  store: Pick<Store, 'id' | 'name'>;
  product: Product;
  productImageUrl: string | null;
  /**
   * What is sold: the product once (a product link), or a session's cart — the product in its
   * quantity first, then further products of the store (see services/checkout-cart.ts).
   */
  lines: CheckoutLine[];
  settings: CheckoutSettings;
  redirects: CheckoutRedirects;
  /** Which provider charges each method (read fresh for every post; page views may cache it). */
  payments: StoreGateways;
  /** Every method sells in test mode: the checkout shows the test notice. */
  testMode: boolean;
  /** Offered methods, the preselected first (PIX only when the store has a key). */
  paymentMethods: PaymentMethod[];
  /** Delivery only when a line is a physical product. */
  steps: CheckoutStep[];
  /** The store's options, cheapest first (only when delivery is needed). */
  shippingOptions: ShippingOption[];
  /** Melhor Envio's services for the buyer's CEP (see checkout/freight.ts); absent without them. */
  freight?: FreightQuotes;
  bump: OfferForCheckout | null;
  /** Filled by page views from the config cache; read from the database otherwise. */
  testimonials?: TestimonialView[];
  /**
   * Also from the config cache: which coupons apply by themselves (their dates and limits are
   * still checked on every view, and the order checks the database again).
   */
  autoCoupons?: Coupon[];
  /**
   * The card gateway's browser tokenizer: the page loads its script and posts a token, and a pay
   * post that carries card number, expiry or CVV is refused. Absent or null: test mode's own form.
   */
  cardTokenizer?: CardTokenizer | null;
  /** The store's ad pixels; absent or null when it set none (the page then carries none of them). */
  pixels?: CheckoutPixels | null;
}

/** A gateway that turns the buyer's card into a token in the browser (see card-tokenizer.ts). */
export interface CardTokenizer {
  provider: CardTokenizerProvider;
  /** The gateway account's public key. */
  publicKey: string;
  /** Where the page loads the provider's script from (MERCADOPAGO_SCRIPT_URL / PAGARME_SCRIPT_URL). */
  scriptUrl: string;
  /** The card contingency's tokenizer: the page tokenizes the card at it too. */
  contingency?: Omit<CardTokenizer, 'contingency'> | null;
}

/** What checkout_session.data holds: the typed values (never card number, expiry or CVV). */
export interface CheckoutDraft {
  values: CheckoutFieldValues;
  /** The buyer removed the automatic coupon: do not apply one again. */
  noAutoCoupon: boolean;
}

/**
 * The card of a pay post; never saved anywhere. 'typed': test mode's own form (number, expiry and
 * CVV as typed). 'token': a store whose gateway tokenizes in the browser — only the provider's
 * single-use token, with the brand and last four digits to show and, for Mercado Pago, the payment
 * method (and issuer) MercadoPago.js detected.
 */
export type PostedCard =
  | { kind: 'typed'; number: string; expiry: string; cvv: string }
  | {
      kind: 'token';
      token: string;
      brand: CardBrand;
      last4: string;
      paymentMethodId: string | null;
      issuerId: string | null;
      /** The same card tokenized at the contingency gateway; null when the page could not. */
      contingency: ContingencyCardToken | null;
    };

/** The card as the contingency gateway's script tokenized it (brand and last digits are the same). */
export interface ContingencyCardToken {
  token: string;
  paymentMethodId: string | null;
  issuerId: string | null;
}
