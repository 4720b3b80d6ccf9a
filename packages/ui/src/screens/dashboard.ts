// The dashboard: the /dashboard screen and its pieces (summary cards, revenue chart, funnel, payment
// conversion, average ticket, products sold, new-store hint, live indicator).

export { AverageTicket, type AverageTicketProps } from './DashboardScreen/AverageTicket.tsx';
export { CheckoutFunnel, type CheckoutFunnelProps } from './DashboardScreen/CheckoutFunnel.tsx';
export {
  DashboardScreen,
  type DashboardScreenProps,
  type DashboardState,
} from './DashboardScreen/DashboardScreen.tsx';
export { periodRangeLabel, timeZoneLabel } from './DashboardScreen/format.ts';
export {
  type DashboardLiveStatus as LiveStatus,
  LiveIndicator,
  type LiveIndicatorProps,
} from './DashboardScreen/LiveIndicator.tsx';
export { NewStoreHint, type NewStoreHintProps } from './DashboardScreen/NewStoreHint.tsx';
export { PaymentConversion, type PaymentConversionProps } from './DashboardScreen/PaymentConversion.tsx';
export { ProductsSold, type ProductsSoldProps } from './DashboardScreen/ProductsSold.tsx';
export { RevenueChart, type RevenueChartProps } from './DashboardScreen/RevenueChart.tsx';
export { SummaryCards, type SummaryCardsProps } from './DashboardScreen/SummaryCards.tsx';
