import type { CardBrand, Carrier, OrderStatus, PaymentMethod } from '@pagora/contract';
import { EntitySchema } from 'typeorm';
import type { ColumnTypes } from '../column-types.ts';
import { BaseRecord, baseColumns } from './base.ts';
import type { UtmValues } from './checkout-session.entity.ts';

/** 'main': what the checkout sold; 'upsell': the one-click offer accepted after it. */
export type OrderKind = 'main' | 'upsell';

/**
 * A purchase. Everything it shows later is copied in at placement (prices, shipping option,
 * coupon code, buyer and address), so editing or deleting the catalog never rewrites history.
 * At most one order of each kind per checkout session (UNIQUE(checkout_session_id, kind)): that
 * constraint is what makes double clicks and two tabs place one order.
 */
export class Order extends BaseRecord implements UtmValues {
  storeId!: number;
  /** 1, 2, 3… per store, without gaps (store.order_seq). */
  number!: number;
  /** The order page's URL secret. */
  publicToken!: string;
  checkoutSessionId!: number | null;
  kind!: OrderKind;
  status!: OrderStatus;
  paymentMethod!: PaymentMethod;
  /** The payment provider's id ('test'). */
  gateway!: string;
  gatewayReference!: string | null;
  subtotalCents!: number;
  bumpCents!: number;
  /** Every discount: the coupon's and the PIX discount. */
  discountCents!: number;
  /** The PIX discount's part of discountCents. */
  pixDiscountCents!: number;
  shippingCents!: number;
  /** The card installments' interest, part of totalCents. */
  interestCents!: number;
  /** What the provider charges: subtotal + bump − discount + shipping + interest. */
  totalCents!: number;
  /** By card: the installment's amount (the first one, without interest); null otherwise. */
  installmentCents!: number | null;
  couponId!: number | null;
  couponCode!: string | null;
  shippingOptionName!: string | null;
  shippingPriceCents!: number | null;
  shippingMinDays!: number | null;
  shippingMaxDays!: number | null;
  /** 'melhorenvio' for a quoted service; null for the store's own option (or nothing shipped). */
  shippingProvider!: string | null;
  /** The provider's service id (Melhor Envio's `id`, e.g. '1' for Correios PAC). */
  shippingServiceId!: string | null;
  /** The quoted service's carrier ('Correios'). */
  shippingCarrier!: string | null;
  buyerName!: string;
  buyerEmail!: string;
  buyerPhone!: string | null;
  /** Digits, or null when the store does not ask for it. */
  buyerCpf!: string | null;
  addressCep!: string | null;
  addressStreet!: string | null;
  addressNumber!: string | null;
  addressComplement!: string | null;
  addressDistrict!: string | null;
  addressCity!: string | null;
  addressState!: string | null;
  cardBrand!: CardBrand | null;
  cardLast4!: string | null;
  cardInstallments!: number | null;
  /** The provider's reusable token of the approved card (one-click upsell); never a card number. */
  paymentToken!: string | null;
  pixPayload!: string | null;
  pixExpiresAt!: Date | null;
  boletoLine!: string | null;
  boletoBarcode!: string | null;
  boletoDueDate!: Date | null;
  refusalReason!: string | null;
  utmSource!: string | null;
  utmMedium!: string | null;
  utmCampaign!: string | null;
  utmTerm!: string | null;
  utmContent!: string | null;
  paidAt!: Date | null;
  /** The parcel's carrier and code, set by the merchant in the order's drawer (editable). */
  trackingCarrier!: Carrier | null;
  trackingCode!: string | null;
  trackingUpdatedAt!: Date | null;
  /**
   * When each per-method recovery e-mail was claimed (at most once per order and case): the
   * claim is a conditional UPDATE of its column, so two workers never send it twice.
   */
  recoveryPixAt!: Date | null;
  recoveryBoletoDueAt!: Date | null;
  recoveryBoletoOverdueAt!: Date | null;
  recoveryCardAt!: Date | null;
}

export const orderSchema = (types: ColumnTypes) =>
  new EntitySchema<Order>({
    name: 'Order',
    tableName: 'orders',
    target: Order,
    columns: {
      ...baseColumns(types),
      storeId: { type: 'integer', name: 'store_id', foreignKey: { target: 'Store', onDelete: 'CASCADE' } },
      number: { type: 'integer' },
      publicToken: { type: 'varchar', length: 64, name: 'public_token', unique: true },
      checkoutSessionId: {
        type: 'integer',
        name: 'checkout_session_id',
        nullable: true,
        foreignKey: { target: 'CheckoutSession', onDelete: 'SET NULL' },
      },
      kind: { type: 'varchar', length: 10 },
      status: { type: 'varchar', length: 20 },
      paymentMethod: { type: 'varchar', length: 10, name: 'payment_method' },
      gateway: { type: 'varchar', length: 40 },
      gatewayReference: { type: 'varchar', length: 120, name: 'gateway_reference', nullable: true },
      subtotalCents: { type: 'integer', name: 'subtotal_cents' },
      bumpCents: { type: 'integer', name: 'bump_cents' },
      discountCents: { type: 'integer', name: 'discount_cents' },
      shippingCents: { type: 'integer', name: 'shipping_cents' },
      totalCents: { type: 'integer', name: 'total_cents' },
      pixDiscountCents: { type: 'integer', name: 'pix_discount_cents', default: 0 },
      interestCents: { type: 'integer', name: 'interest_cents', default: 0 },
      installmentCents: { type: 'integer', name: 'installment_cents', nullable: true },
      couponId: {
        type: 'integer',
        name: 'coupon_id',
        nullable: true,
        foreignKey: { target: 'Coupon', onDelete: 'SET NULL' },
      },
      couponCode: { type: 'varchar', length: 40, name: 'coupon_code', nullable: true },
      shippingOptionName: { type: 'varchar', length: 80, name: 'shipping_option_name', nullable: true },
      shippingPriceCents: { type: 'integer', name: 'shipping_price_cents', nullable: true },
      shippingMinDays: { type: 'integer', name: 'shipping_min_days', nullable: true },
      shippingMaxDays: { type: 'integer', name: 'shipping_max_days', nullable: true },
      shippingProvider: { type: 'varchar', length: 20, name: 'shipping_provider', nullable: true },
      shippingServiceId: { type: 'varchar', length: 40, name: 'shipping_service_id', nullable: true },
      shippingCarrier: { type: 'varchar', length: 80, name: 'shipping_carrier', nullable: true },
      buyerName: { type: 'varchar', length: 120, name: 'buyer_name' },
      buyerEmail: { type: 'varchar', length: 254, name: 'buyer_email' },
      buyerPhone: { type: 'varchar', length: 20, name: 'buyer_phone', nullable: true },
      buyerCpf: { type: 'varchar', length: 11, name: 'buyer_cpf', nullable: true },
      addressCep: { type: 'varchar', length: 8, name: 'address_cep', nullable: true },
      addressStreet: { type: 'varchar', length: 200, name: 'address_street', nullable: true },
      addressNumber: { type: 'varchar', length: 20, name: 'address_number', nullable: true },
      addressComplement: { type: 'varchar', length: 80, name: 'address_complement', nullable: true },
      addressDistrict: { type: 'varchar', length: 120, name: 'address_district', nullable: true },
      addressCity: { type: 'varchar', length: 120, name: 'address_city', nullable: true },
      addressState: { type: 'varchar', length: 2, name: 'address_state', nullable: true },
      cardBrand: { type: 'varchar', length: 20, name: 'card_brand', nullable: true },
      cardLast4: { type: 'varchar', length: 4, name: 'card_last4', nullable: true },
      cardInstallments: { type: 'integer', name: 'card_installments', nullable: true },
      paymentToken: { type: 'varchar', length: 200, name: 'payment_token', nullable: true },
      pixPayload: { type: 'text', name: 'pix_payload', nullable: true },
      pixExpiresAt: { type: types.timestamp, name: 'pix_expires_at', nullable: true },
      boletoLine: { type: 'varchar', length: 60, name: 'boleto_line', nullable: true },
      boletoBarcode: { type: 'varchar', length: 60, name: 'boleto_barcode', nullable: true },
      boletoDueDate: { type: types.timestamp, name: 'boleto_due_date', nullable: true },
      refusalReason: { type: 'varchar', length: 200, name: 'refusal_reason', nullable: true },
      utmSource: { type: 'varchar', length: 200, name: 'utm_source', nullable: true },
      utmMedium: { type: 'varchar', length: 200, name: 'utm_medium', nullable: true },
      utmCampaign: { type: 'varchar', length: 200, name: 'utm_campaign', nullable: true },
      utmTerm: { type: 'varchar', length: 200, name: 'utm_term', nullable: true },
      utmContent: { type: 'varchar', length: 200, name: 'utm_content', nullable: true },
      paidAt: { type: types.timestamp, name: 'paid_at', nullable: true },
      trackingCarrier: { type: 'varchar', length: 20, name: 'tracking_carrier', nullable: true },
      trackingCode: { type: 'varchar', length: 40, name: 'tracking_code', nullable: true },
      trackingUpdatedAt: { type: types.timestamp, name: 'tracking_updated_at', nullable: true },
      recoveryPixAt: { type: types.timestamp, name: 'recovery_pix_at', nullable: true },
      recoveryBoletoDueAt: { type: types.timestamp, name: 'recovery_boleto_due_at', nullable: true },
      recoveryBoletoOverdueAt: { type: types.timestamp, name: 'recovery_boleto_overdue_at', nullable: true },
      recoveryCardAt: { type: types.timestamp, name: 'recovery_card_at', nullable: true },
    },
    uniques: [
      { name: 'UQ_orders_store_id_number', columns: ['storeId', 'number'] },
      { name: 'UQ_orders_checkout_session_id_kind', columns: ['checkoutSessionId', 'kind'] },
    ],
    indices: [
      {
        name: 'IDX_orders_store_id_created_at_cover',
        columns: ['storeId', 'createdAt', 'status', 'paymentMethod', 'totalCents'],
      },
      {
        name: 'IDX_orders_store_id_payment_method_created_at',
        columns: ['storeId', 'paymentMethod', 'createdAt'],
      },
      { name: 'IDX_orders_store_id_status_created_at', columns: ['storeId', 'status', 'createdAt'] },
      { name: 'IDX_orders_coupon_id', columns: ['couponId'], where: 'coupon_id IS NOT NULL' },
      {
        name: 'IDX_orders_gateway_reference',
        columns: ['storeId', 'gatewayReference'],
        where: 'gateway_reference IS NOT NULL',
      },
    ],
  });
