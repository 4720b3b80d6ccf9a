export { optionalPagarmeCents, pagarmeCents, toPagarmeAmount } from './amounts.ts';
export {
  PagarmeApiError,
  PagarmeClient,
  type PagarmeClientOptions,
  PagarmeUnavailableError,
} from './client.ts';
export {
  JwksKeys,
  type JwksKeysOptions,
  PAGARME_SIGNATURE_HEADER,
  PAGARME_WEBHOOK_JWKS_URL,
  type PagarmeWebhookAuth,
  parseSignatureHeader,
  sharedJwksKeys,
  verifyPagarmeNotification,
} from './notifications.ts';
export {
  PAGARME_API_URL,
  PAGARME_CANCEL_NOT_PENDING,
  PAGARME_CANCEL_REFUSED,
  PAGARME_CAPABILITIES,
  PAGARME_CHARGE_UNKNOWN,
  PAGARME_INVALID_CREDENTIALS,
  PAGARME_PROVIDER_ID,
  PAGARME_REFUND_BOLETO,
  PAGARME_REFUND_NOT_ALLOWED,
  PAGARME_REFUND_REFUSED,
  PAGARME_REFUND_TOO_LARGE,
  PAGARME_UNAVAILABLE,
  type PagarmeBuyerAddress,
  type PagarmeChargeRequest,
  type PagarmeCredentialsCheck,
  PagarmeProvider,
  type PagarmeProviderOptions,
  pagarmeOrderCode,
} from './provider.ts';
export {
  apiDecline,
  cardBrandOf,
  chargeResultOf,
  chargeStateOf,
  classifyPagarmeDecline,
  declineReason,
  LOCAL_DECLINES,
  type PagarmeCharge,
  type PagarmeOrder,
  type PagarmeTransaction,
} from './status.ts';
