// The buyer-facing checkout (`@pagora/ui/checkout`): server-rendered and hydrated on every checkout page.
// Imports are machine-checked: biome.json's noRestrictedImports override for packages/ui/src/checkout/**.

export { Banner, type BannerProps } from './Banner/Banner.tsx';
export { BoletoPayment, type BoletoPaymentProps } from './BoletoPayment/BoletoPayment.tsx';
export { CheckoutFooter, type CheckoutFooterProps } from './CheckoutFooter/CheckoutFooter.tsx';
export { CheckoutHeader, type CheckoutHeaderProps } from './CheckoutHeader/CheckoutHeader.tsx';
export { CheckoutPage, type CheckoutPageProps } from './CheckoutPage/CheckoutPage.tsx';
export { CheckoutTheme, type CheckoutThemeProps } from './CheckoutTheme/CheckoutTheme.tsx';
export { CopyField, type CopyFieldProps } from './CopyField/CopyField.tsx';
export { DeliverySection, type DeliverySectionProps } from './DeliverySection/DeliverySection.tsx';
export {
  approximateAmount,
  formatCountdown,
  formatDate,
  formatPercent,
  formatTime,
  installmentLabel,
} from './format.ts';
export {
  type CheckoutText,
  checkoutText,
  isCheckoutTextLoaded,
  loadAllCheckoutTexts,
  loadCheckoutText,
} from './i18n.ts';
export { NoticeBar, type NoticeBarProps } from './NoticeBar/NoticeBar.tsx';
export { OrderBump, type OrderBumpProps } from './OrderBump/OrderBump.tsx';
export { OrderResultPage, type OrderResultPageProps } from './OrderResultPage/OrderResultPage.tsx';
export { OrderSummary, type OrderSummaryProps } from './OrderSummary/OrderSummary.tsx';
export { PaymentSection, type PaymentSectionProps } from './PaymentSection/PaymentSection.tsx';
export { PersonalSection, type PersonalSectionProps } from './PersonalSection/PersonalSection.tsx';
export { PixPayment, type PixPaymentProps } from './PixPayment/PixPayment.tsx';
export { RedirectNotice, type RedirectNoticeProps } from './RedirectNotice/RedirectNotice.tsx';
export { ScarcityTimer, type ScarcityTimerProps } from './ScarcityTimer/ScarcityTimer.tsx';
export {
  SECURE_FIELD_PARTS,
  SecureCardFields,
  type SecureCardFieldsProps,
  type SecureCardState,
  type SecureCardStatus,
  type SecureFieldElements,
  type SecureFieldPart,
} from './SecureCardFields/SecureCardFields.tsx';
export { StepIndicator, type StepIndicatorProps } from './StepIndicator/StepIndicator.tsx';
export { SupportWhatsApp, type SupportWhatsAppProps } from './SupportWhatsApp/SupportWhatsApp.tsx';
export { Testimonials, type TestimonialsProps } from './Testimonials/Testimonials.tsx';
export { TestModeNotice, type TestModeNoticeProps } from './TestModeNotice/TestModeNotice.tsx';
export { checkoutVars } from './theme.css.ts';
export { CHECKOUT_FONT_STACKS, CHECKOUT_RADII, checkoutThemeVars } from './theme.ts';
export { UnavailablePage, type UnavailablePageProps } from './UnavailablePage/UnavailablePage.tsx';
export { type UpsellAction, UpsellOffer, type UpsellOfferProps } from './UpsellOffer/UpsellOffer.tsx';
