import { columnTypes, type DatabaseKind } from '../column-types.ts';
import { authSessionSchema } from './auth-session.entity.ts';
import {
  billingAccountSchema,
  billingCardSchema,
  billingChargeSchema,
  billingDepositSchema,
  ledgerEntrySchema,
} from './billing.entity.ts';
import { checkoutOfferSchema } from './checkout-offer.entity.ts';
import { checkoutOfferTriggerSchema } from './checkout-offer-trigger.entity.ts';
import { checkoutSessionSchema } from './checkout-session.entity.ts';
import { checkoutSettingsSchema } from './checkout-settings.entity.ts';
import { couponSchema } from './coupon.entity.ts';
import { couponRedemptionSchema } from './coupon-redemption.entity.ts';
import { domainSchema } from './domain.entity.ts';
import { knownDeviceSchema } from './known-device.entity.ts';
import { orderSchema } from './order.entity.ts';
import { orderEventSchema } from './order-event.entity.ts';
import { orderItemSchema } from './order-item.entity.ts';
import { orderStatsHourSchema } from './order-stats-hour.entity.ts';
import { outboundEmailSchema } from './outbound-email.entity.ts';
import { passwordResetSchema } from './password-reset.entity.ts';
import { paymentAttemptSchema } from './payment-attempt.entity.ts';
import { productSchema } from './product.entity.ts';
import { productStatsHourSchema } from './product-stats-hour.entity.ts';
import { shippingOptionSchema } from './shipping-option.entity.ts';
import { socialProofSchema } from './social-proof.entity.ts';
import { storeSchema } from './store.entity.ts';
import { storeChangeSchema } from './store-change.entity.ts';
import { storeGatewayRoutingSchema, storeGatewaySchema } from './store-gateway.entity.ts';
import { storeIntegrationSchema } from './store-integration.entity.ts';
import { metaCapiEventSchema, storePixelsSchema } from './store-pixels.entity.ts';
import { storeShippingSchema } from './store-shipping.entity.ts';
import { syncJobSchema } from './sync-job.entity.ts';
import { testChargeSchema } from './test-charge.entity.ts';
import { throttleAttemptSchema } from './throttle-attempt.entity.ts';
import { uploadSchema } from './upload.entity.ts';
import { userSchema } from './user.entity.ts';
import { webhookAttemptSchema } from './webhook-attempt.entity.ts';
import { webhookEndpointSchema } from './webhook-endpoint.entity.ts';
import { webhookMessageSchema } from './webhook-message.entity.ts';

export { AuthSession } from './auth-session.entity.ts';
export { BaseRecord } from './base.ts';
export {
  BillingAccount,
  BillingCard,
  BillingCharge,
  type BillingChargeStatus,
  type BillingChargeTrigger,
  BillingDeposit,
  LedgerEntry,
} from './billing.entity.ts';
export { CheckoutOffer, type CheckoutOfferKind } from './checkout-offer.entity.ts';
export { CheckoutOfferTrigger } from './checkout-offer-trigger.entity.ts';
export { CheckoutSession, type UtmValues } from './checkout-session.entity.ts';
export { CheckoutSettingsRecord } from './checkout-settings.entity.ts';
export { Coupon } from './coupon.entity.ts';
export { CouponRedemption } from './coupon-redemption.entity.ts';
export { Domain } from './domain.entity.ts';
export { KnownDevice } from './known-device.entity.ts';
export { Order, type OrderKind } from './order.entity.ts';
export { OrderEvent } from './order-event.entity.ts';
export { OrderItem, type OrderItemKind } from './order-item.entity.ts';
export { OrderStatsHour } from './order-stats-hour.entity.ts';
export { OutboundEmail } from './outbound-email.entity.ts';
export { PasswordReset } from './password-reset.entity.ts';
export {
  PaymentAttempt,
  type PaymentAttemptKind,
  type PaymentAttemptStatus,
} from './payment-attempt.entity.ts';
export { Product } from './product.entity.ts';
export { ProductStatsHour } from './product-stats-hour.entity.ts';
export { ShippingOption } from './shipping-option.entity.ts';
export { SocialProof } from './social-proof.entity.ts';
export { Store } from './store.entity.ts';
export { StoreChange, type StoreChangeKind } from './store-change.entity.ts';
export {
  type GatewayProviderId,
  type GatewayRouteId,
  StoreGateway,
  StoreGatewayRouting,
  type StoreGatewayStatus,
} from './store-gateway.entity.ts';
export { type IntegrationProvider, StoreIntegration } from './store-integration.entity.ts';
export { MetaCapiEvent, type MetaCapiEventStatus, StorePixels } from './store-pixels.entity.ts';
export { StoreShipping } from './store-shipping.entity.ts';
export { SyncJob } from './sync-job.entity.ts';
export { TestCharge } from './test-charge.entity.ts';
export { ThrottleAttempt } from './throttle-attempt.entity.ts';
export { Upload } from './upload.entity.ts';
export { User } from './user.entity.ts';
export { WebhookAttempt } from './webhook-attempt.entity.ts';
export { WebhookEndpoint, type WebhookEndpointKind } from './webhook-endpoint.entity.ts';
export { WebhookMessage } from './webhook-message.entity.ts';

/** The entity schemas for a DataSource on the given kind of database. */
export function entities(kind: DatabaseKind) {
  const types = columnTypes(kind);
  return [
    userSchema(types),
    storeSchema(types),
    authSessionSchema(types),
    passwordResetSchema(types),
    throttleAttemptSchema(types),
    knownDeviceSchema(types),
    uploadSchema(types),
    outboundEmailSchema(types),
    productSchema(types),
    couponSchema(types),
    shippingOptionSchema(types),
    checkoutSettingsSchema(types),
    socialProofSchema(types),
    checkoutOfferSchema(types),
    checkoutOfferTriggerSchema(types),
    checkoutSessionSchema(types),
    orderSchema(types),
    orderItemSchema(types),
    orderEventSchema(types),
    paymentAttemptSchema(types),
    couponRedemptionSchema(types),
    storeChangeSchema(types),
    orderStatsHourSchema(types),
    productStatsHourSchema(types),
    domainSchema(types),
    storeIntegrationSchema(types),
    storeGatewaySchema(types),
    storeGatewayRoutingSchema(types),
    storeShippingSchema(types),
    syncJobSchema(types),
    webhookEndpointSchema(types),
    webhookMessageSchema(types),
    webhookAttemptSchema(types),
    testChargeSchema(types),
    billingAccountSchema(types),
    ledgerEntrySchema(types),
    billingDepositSchema(types),
    billingCardSchema(types),
    billingChargeSchema(types),
    storePixelsSchema(types),
    metaCapiEventSchema(types),
  ];
}
