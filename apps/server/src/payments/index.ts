import type { PaymentProvider } from './provider.ts';
import { testPaymentProvider } from './test-provider.ts';

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
export type {
  CardInput,
  CardSummary,
  ChargeRequest,
  ChargeResult,
  PaymentProvider,
  PixConfig,
} from './provider.ts';
export { qrSvg } from './qr.ts';
export {
  INVALID_CARD_NUMBER_REASON,
  INVALID_CVV_REASON,
  INVALID_INSTALLMENTS_REASON,
  INVALID_TOKEN_REASON,
  TEST_REFUSAL_REASONS,
  TestPaymentProvider,
  testPaymentProvider,
} from './test-provider.ts';

/**
 * The gateway that charges for a store. Every store uses the built-in test mode for now; the
 * gateways issue will read the store's configured provider here, so callers already ask per store.
 */
export function paymentProviderFor(_store: { id: number }): PaymentProvider {
  return testPaymentProvider;
}
