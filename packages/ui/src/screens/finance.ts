// Finance: the /financeiro screen (balance, deposits, cards, statement, regularização) and the
// admin's banner for overdue fees.

export { BalanceCard, type BalanceCardProps } from './FinanceScreen/BalanceCard.tsx';
export { CardForm, type CardFormProps } from './FinanceScreen/CardForm.tsx';
export { CardList, type CardListProps } from './FinanceScreen/CardList.tsx';
export { DepositCard, type DepositCardProps } from './FinanceScreen/DepositCard.tsx';
export { DepositList, type DepositListProps } from './FinanceScreen/DepositList.tsx';
export {
  type FinanceRetryTarget,
  FinanceScreen,
  type FinanceScreenProps,
} from './FinanceScreen/FinanceScreen.tsx';
export {
  type CardFieldErrors,
  type CardFormValues,
  FINANCE_TABS,
  type FinanceTab,
  parseExpiry,
  type StatementListFilter,
} from './FinanceScreen/finance.ts';
export { OverdueBanner, type OverdueBannerProps } from './FinanceScreen/OverdueBanner.tsx';
export { PixCharge, type PixChargeProps } from './FinanceScreen/PixCharge.tsx';
export {
  BillingRules,
  PayCardDialog,
  RegularizationPanel,
  type RegularizationPanelProps,
} from './FinanceScreen/RegularizationPanel.tsx';
export { StatementFilters, type StatementFiltersProps } from './FinanceScreen/StatementFilters.tsx';
export { StatementTable, type StatementTableProps } from './FinanceScreen/StatementTable.tsx';
