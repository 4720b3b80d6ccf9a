import { EntitySchema } from 'typeorm';
import type { ColumnTypes } from '../column-types.ts';
import { BaseRecord, baseColumns } from './base.ts';

/** UTM parameters of the link a buyer arrived by (copied to the order). */
export interface UtmValues {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
}

/**
 * One buyer's visit to a product's checkout, resumed through the `pagora_cs_<productId>` cookie.
 * It keeps what the buyer typed (never card number, expiry or CVV) and when each stage of the
 * funnel was first reached, which is what the orders issue reads for the funnel and abandoned carts.
 */
export class CheckoutSession extends BaseRecord implements UtmValues {
  /** The cookie's value: 32 random bytes, base64url. */
  token!: string;
  storeId!: number;
  productId!: number;
  viewedAt!: Date;
  /** Personal data completed. */
  personalAt!: Date | null;
  /** Delivery data completed (physical products). */
  deliveryAt!: Date | null;
  /** First payment attempt. */
  paymentStartedAt!: Date | null;
  /** Payment approved or pending (PIX/boleto generated). */
  completedAt!: Date | null;
  utmSource!: string | null;
  utmMedium!: string | null;
  utmCampaign!: string | null;
  utmTerm!: string | null;
  utmContent!: string | null;
  /** The buyer's draft as JSON (see `CheckoutDraft` in services/checkout-sessions.ts). */
  data!: string;
  couponId!: number | null;
  bumpOfferId!: number | null;
  shippingOptionId!: number | null;
  /** The step the buyer was last shown ('personal', 'delivery' or 'payment'). */
  lastStep!: string;
  /** Set when the buyer accepted or declined the one-click upsell. */
  upsellDecidedAt!: Date | null;
  /** Copied from the draft once valid, so abandoned carts can be listed and searched. */
  buyerName!: string | null;
  buyerEmail!: string | null;
  /** The buyer's phone in digits, copied with name and e-mail (the cart's WhatsApp link). */
  buyerPhone!: string | null;
  /** What the order would cost with the buyer's current choices. */
  valueCents!: number;
  /** The buyer's last view or post (null only for rows older than this column: use viewedAt). */
  lastActivityAt!: Date | null;
  /** The token of the recovery link (`?recuperar=`), made when the first recovery e-mail is sent. */
  recoveryToken!: string | null;
  recoveryCount!: number;
  recoverySentAt!: Date | null;
  /** The cart became an order after a recovery e-mail. */
  recoveredAt!: Date | null;
  /** When the 'cart.abandoned' webhook event was emitted (once per session). */
  abandonedNotifiedAt!: Date | null;
  /** How many of the main product (productId) the buyer takes: 1 unless a cart was handed off. */
  quantity!: number;
  /**
   * The cart's further lines as JSON, `[{"product_id":12,"quantity":2},…]` (other products of the
   * store); null for a plain product link. See `readCartItems` in services/checkout-cart.ts.
   */
  cartItems!: string | null;
  /**
   * The last freight quote for this session as JSON (see checkout/shipping-quotes.ts): for which
   * CEP and cart, when, and each service's price. The order's shipping price comes from here,
   * never from the form.
   */
  shippingQuotes!: string | null;
}

export const checkoutSessionSchema = (types: ColumnTypes) =>
  new EntitySchema<CheckoutSession>({
    name: 'CheckoutSession',
    tableName: 'checkout_session',
    target: CheckoutSession,
    columns: {
      ...baseColumns(types),
      token: { type: 'varchar', length: 64, unique: true },
      storeId: { type: 'integer', name: 'store_id', foreignKey: { target: 'Store', onDelete: 'CASCADE' } },
      productId: {
        type: 'integer',
        name: 'product_id',
        foreignKey: { target: 'Product', onDelete: 'CASCADE' },
      },
      viewedAt: { type: types.timestamp, name: 'viewed_at' },
      personalAt: { type: types.timestamp, name: 'personal_at', nullable: true },
      deliveryAt: { type: types.timestamp, name: 'delivery_at', nullable: true },
      paymentStartedAt: { type: types.timestamp, name: 'payment_started_at', nullable: true },
      completedAt: { type: types.timestamp, name: 'completed_at', nullable: true },
      utmSource: { type: 'varchar', length: 200, name: 'utm_source', nullable: true },
      utmMedium: { type: 'varchar', length: 200, name: 'utm_medium', nullable: true },
      utmCampaign: { type: 'varchar', length: 200, name: 'utm_campaign', nullable: true },
      utmTerm: { type: 'varchar', length: 200, name: 'utm_term', nullable: true },
      utmContent: { type: 'varchar', length: 200, name: 'utm_content', nullable: true },
      data: { type: 'text' },
      couponId: {
        type: 'integer',
        name: 'coupon_id',
        nullable: true,
        foreignKey: { target: 'Coupon', onDelete: 'SET NULL' },
      },
      bumpOfferId: {
        type: 'integer',
        name: 'bump_offer_id',
        nullable: true,
        foreignKey: { target: 'CheckoutOffer', onDelete: 'SET NULL' },
      },
      shippingOptionId: {
        type: 'integer',
        name: 'shipping_option_id',
        nullable: true,
        foreignKey: { target: 'ShippingOption', onDelete: 'SET NULL' },
      },
      lastStep: { type: 'varchar', length: 20, name: 'last_step' },
      upsellDecidedAt: { type: types.timestamp, name: 'upsell_decided_at', nullable: true },
      buyerName: { type: 'varchar', length: 120, name: 'buyer_name', nullable: true },
      buyerEmail: { type: 'varchar', length: 254, name: 'buyer_email', nullable: true },
      buyerPhone: { type: 'varchar', length: 20, name: 'buyer_phone', nullable: true },
      valueCents: { type: 'integer', name: 'value_cents', default: 0 },
      lastActivityAt: { type: types.timestamp, name: 'last_activity_at', nullable: true },
      recoveryToken: { type: 'varchar', length: 64, name: 'recovery_token', nullable: true },
      recoveryCount: { type: 'integer', name: 'recovery_count', default: 0 },
      recoverySentAt: { type: types.timestamp, name: 'recovery_sent_at', nullable: true },
      recoveredAt: { type: types.timestamp, name: 'recovered_at', nullable: true },
      abandonedNotifiedAt: { type: types.timestamp, name: 'abandoned_notified_at', nullable: true },
      quantity: { type: 'integer', default: 1 },
      cartItems: { type: 'text', name: 'cart_items', nullable: true },
      shippingQuotes: { type: 'text', name: 'shipping_quotes', nullable: true },
    },
    indices: [
      {
        name: 'IDX_checkout_session_funnel',
        columns: ['storeId', 'viewedAt', 'personalAt', 'deliveryAt', 'paymentStartedAt', 'completedAt'],
      },
      {
        name: 'UQ_checkout_session_recovery_token',
        columns: ['recoveryToken'],
        unique: true,
        where: 'recovery_token IS NOT NULL',
      },
      {
        name: 'IDX_checkout_session_abandoned',
        columns: ['storeId', 'lastActivityAt', 'completedAt', 'recoveredAt'],
        where: 'personal_at IS NOT NULL AND (completed_at IS NULL OR recovered_at IS NOT NULL)',
      },
      {
        name: 'IDX_checkout_session_recovery_due',
        columns: ['lastActivityAt'],
        where: 'personal_at IS NOT NULL AND completed_at IS NULL AND buyer_email IS NOT NULL',
      },
      { name: 'IDX_checkout_session_store_id_completed_at', columns: ['storeId', 'completedAt'] },
      { name: 'IDX_checkout_session_product_id', columns: ['productId'] },
      // Partial: most sessions have neither, and the index only serves ON DELETE SET NULL.
      { name: 'IDX_checkout_session_coupon_id', columns: ['couponId'], where: 'coupon_id IS NOT NULL' },
      {
        name: 'IDX_checkout_session_bump_offer_id',
        columns: ['bumpOfferId'],
        where: 'bump_offer_id IS NOT NULL',
      },
      {
        name: 'IDX_checkout_session_shipping_option_id',
        columns: ['shippingOptionId'],
        where: 'shipping_option_id IS NOT NULL',
      },
    ],
  });
