export {
  type Boleto,
  type BoletoInput,
  buildBoleto,
  dateFromFactor,
  digitableLineFromBarcode,
  dueDateFactor,
  isValidDigitableLine,
  type ParsedBoleto,
  parseDigitableLine,
  TEST_BANK_CODE,
} from './boleto.ts';
export {
  buildPixBrCode,
  crc16,
  type EmvField,
  hasValidCrc,
  normalizePixKey,
  PIX_KEY_INVALID_MESSAGE,
  type PixBrCodeInput,
  parseEmv,
  pixKeyError,
} from './brcode.ts';
export { PaymentGateways } from './gateways.ts';
export type {
  CancelRequest,
  CancelResult,
  CardInput,
  CardSummary,
  ChargeRequest,
  ChargeResult,
  ChargeState,
  Decline,
  DeclineClass,
  IncomingNotification,
  NotificationHint,
  PaymentProvider,
  PixConfig,
  ProviderCapabilities,
  RefundRequest,
  RefundResult,
} from './provider.ts';
export { qrSvg } from './qr.ts';
export { DatabaseTestChargeBook, MemoryTestChargeBook, type TestChargeBook } from './test-charge-book.ts';
export {
  CANCEL_NOT_PENDING_REASON,
  CHARGE_UNKNOWN_REASON,
  classifyTestDecline,
  INVALID_CARD_NUMBER_REASON,
  INVALID_CVV_REASON,
  INVALID_INSTALLMENTS_REASON,
  INVALID_TOKEN_REASON,
  REFUND_NOT_ALLOWED_REASON,
  REFUND_TOO_LARGE_REASON,
  TEST_CAPABILITIES,
  TEST_REFUSAL_REASONS,
  TestPaymentProvider,
} from './test-provider.ts';
