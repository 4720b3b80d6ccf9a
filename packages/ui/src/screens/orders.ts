// Orders: the /pedidos screen (sales, abandoned carts, order detail, recovery settings).

export {
  AbandonedCartsTable,
  type AbandonedCartsTableProps,
} from './OrdersScreen/AbandonedCartsTable.tsx';
export { OrderDetailDrawer, type OrderDetailDrawerProps } from './OrdersScreen/OrderDetailDrawer.tsx';
export { OrderStatusBadge, type OrderStatusBadgeProps } from './OrdersScreen/OrderStatusBadge.tsx';
export {
  AbandonedCartsFilters,
  type AbandonedCartsFiltersProps,
  OrdersFilters,
  type OrdersFiltersProps,
  PERIOD_ERROR,
} from './OrdersScreen/OrdersFilters.tsx';
export {
  type OrdersRetryTarget,
  OrdersScreen,
  type OrdersScreenProps,
} from './OrdersScreen/OrdersScreen.tsx';
export { OrdersTable, type OrdersTableProps } from './OrdersScreen/OrdersTable.tsx';
export {
  type CartsListFilter,
  isFiltered,
  type ListState,
  type OrderDetailState,
  type OrdersListFilter,
  type OrdersTab,
  withFilter,
} from './OrdersScreen/orders.ts';
export { Pager, type PagerProps } from './OrdersScreen/Pager.tsx';
export {
  PaymentRecoverySettings,
  type PaymentRecoverySettingsProps,
  type RecoveryField,
  type RecoveryFieldErrors,
} from './OrdersScreen/PaymentRecoverySettings.tsx';
export {
  NO_DELAY_CHOSEN,
  RecoverySettings,
  type RecoverySettingsProps,
} from './OrdersScreen/RecoverySettings.tsx';
export { RefundDialog, type RefundDialogProps, type RefundKind } from './OrdersScreen/RefundDialog.tsx';
export {
  TrackingForm,
  type TrackingFormProps,
  WhatsAppLink,
  type WhatsAppLinkProps,
} from './OrdersScreen/TrackingForm.tsx';
