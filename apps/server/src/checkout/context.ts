import type {
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
import type { PaymentProvider } from '../payments/provider.ts';

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
  provider: PaymentProvider;
  /** Offered methods, the preselected first (PIX only when the store has a key). */
  paymentMethods: PaymentMethod[];
  /** Delivery only when a line is a physical product. */
  steps: CheckoutStep[];
  /** The store's options, cheapest first (only when delivery is needed). */
  shippingOptions: ShippingOption[];
  bump: OfferForCheckout | null;
  /** Filled by page views from the config cache; read from the database otherwise. */
  testimonials?: TestimonialView[];
  /**
   * Also from the config cache: which coupons apply by themselves (their dates and limits are
   * still checked on every view, and the order checks the database again).
   */
  autoCoupons?: Coupon[];
}

/** What checkout_session.data holds: the typed values (never card number, expiry or CVV). */
export interface CheckoutDraft {
  values: CheckoutFieldValues;
  /** The buyer removed the automatic coupon: do not apply one again. */
  noAutoCoupon: boolean;
}

/** The card fields of a pay post; never saved anywhere. */
export interface PostedCard {
  number: string;
  expiry: string;
  cvv: string;
}
