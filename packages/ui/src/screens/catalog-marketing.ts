// Catalog: coupons, order bumps and upsells (/marketing), shipping options (/logistica) and the integrations page (/apps).

export {
  AppsScreen,
  type AppsScreenProps,
  type AppsTab,
  type ProductCheckoutLink,
  type TrackingTabProps,
} from './AppsScreen/AppsScreen.tsx';
export {
  normalizeShopName,
  type ShopifyIntegration,
  type ShopifyValues,
  type SyncState,
  syncProgressText,
  syncResultText,
  type TrackingIntegration,
  type TrackingService,
  type TrackingValues,
  type WooCommerceIntegration,
  type WooCommerceValues,
} from './AppsScreen/integrations.ts';
export { PixelsPanel, type PixelsPanelProps, type PixelsValues } from './AppsScreen/PixelsPanel.tsx';
export { ProductLinkList, type ProductLinkListProps } from './AppsScreen/ProductLinkList.tsx';
export { ShopifyPanel, type ShopifyPanelProps } from './AppsScreen/ShopifyPanel.tsx';
export { SyncProgress, type SyncProgressProps } from './AppsScreen/SyncProgress.tsx';
export { TrackingPanel, type TrackingPanelProps } from './AppsScreen/TrackingPanel.tsx';
export { WooCommercePanel, type WooCommercePanelProps } from './AppsScreen/WooCommercePanel.tsx';
export {
  WooCommercePluginCard,
  type WooCommercePluginCardProps,
} from './AppsScreen/WooCommercePluginCard.tsx';
export { CouponForm, type CouponFormProps } from './MarketingScreen/CouponForm.tsx';
export { CouponList, type CouponListProps } from './MarketingScreen/CouponList.tsx';
export {
  type CouponValues,
  discountText,
  INVALID_DISCOUNT,
  STORE_TIME_ZONE,
  validityText,
} from './MarketingScreen/coupons.ts';
export {
  MarketingScreen,
  type MarketingScreenProps,
  type MarketingTab,
  type OfferTabProps,
} from './MarketingScreen/MarketingScreen.tsx';
export { OfferForm, type OfferFormProps } from './MarketingScreen/OfferForm.tsx';
export { OfferList, type OfferListProps } from './MarketingScreen/OfferList.tsx';
export {
  OFFER_TEXTS,
  type OfferErrors,
  type OfferKind,
  type OfferProduct,
  type OfferValues,
  triggersText,
} from './MarketingScreen/offers.ts';
export {
  FreightSettings,
  type FreightSettingsProps,
  type FreightSettingsValues,
} from './ShippingScreen/FreightSettings.tsx';
export { ShippingForm, type ShippingFormProps } from './ShippingScreen/ShippingForm.tsx';
export { ShippingList, type ShippingListProps } from './ShippingScreen/ShippingList.tsx';
export { ShippingScreen, type ShippingScreenProps } from './ShippingScreen/ShippingScreen.tsx';
export { deliveryText, priceText, type ShippingValues } from './ShippingScreen/shipping.ts';
