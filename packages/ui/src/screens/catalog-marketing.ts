// Catalog: coupons (/marketing), shipping options (/logistica) and the integrations page (/apps).

export {
  AppsScreen,
  type AppsScreenProps,
  type AppsTab,
  type ProductCheckoutLink,
} from './AppsScreen/AppsScreen.tsx';
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
} from './MarketingScreen/MarketingScreen.tsx';
export { ShippingForm, type ShippingFormProps } from './ShippingScreen/ShippingForm.tsx';
export { ShippingList, type ShippingListProps } from './ShippingScreen/ShippingList.tsx';
export { ShippingScreen, type ShippingScreenProps } from './ShippingScreen/ShippingScreen.tsx';
export { deliveryText, priceText, type ShippingValues } from './ShippingScreen/shipping.ts';
