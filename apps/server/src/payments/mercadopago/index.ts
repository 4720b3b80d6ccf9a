export { centsToReais, reaisToCents } from './amounts.ts';
export {
  MercadoPagoApiError,
  MercadoPagoClient,
  type MercadoPagoClientOptions,
  type MercadoPagoErrorCause,
  MercadoPagoUnavailableError,
} from './client.ts';
export { signatureManifest, verifyMercadoPagoNotification } from './notifications.ts';
export {
  brasiliaTimestamp,
  MERCADO_PAGO_API_URL,
  MERCADO_PAGO_CANCEL_NOT_PENDING,
  MERCADO_PAGO_CANCEL_REFUSED,
  MERCADO_PAGO_CAPABILITIES,
  MERCADO_PAGO_CHARGE_UNKNOWN,
  MERCADO_PAGO_INVALID_CREDENTIALS,
  MERCADO_PAGO_NOT_BRAZIL,
  MERCADO_PAGO_PROVIDER_ID,
  MERCADO_PAGO_REFUND_NOT_ALLOWED,
  MERCADO_PAGO_REFUND_REFUSED,
  MERCADO_PAGO_REFUND_TOO_LARGE,
  MERCADO_PAGO_UNAVAILABLE,
  type MercadoPagoBuyerAddress,
  type MercadoPagoCardToken,
  type MercadoPagoChargeRequest,
  type MercadoPagoCredentialsCheck,
  MercadoPagoProvider,
  type MercadoPagoProviderOptions,
  mercadoPagoChargeReference,
} from './provider.ts';
export {
  apiDecline,
  cardBrandOf,
  chargeResultOf,
  chargeStateOf,
  classifyMercadoPagoDecline,
  declineReason,
  LOCAL_DECLINES,
  type MercadoPagoPayment,
} from './status.ts';
