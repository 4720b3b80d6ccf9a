export { AlertDialog, type AlertDialogProps } from './AlertDialog/AlertDialog.tsx';
export {
  ConfirmDeleteDialog,
  type ConfirmDeleteDialogProps,
} from './ConfirmDeleteDialog/ConfirmDeleteDialog.tsx';
export {
  Disclosure,
  DisclosureGroup,
  type DisclosureGroupProps,
  type DisclosureProps,
} from './Disclosure/Disclosure.tsx';
export { Drawer, type DrawerProps } from './Drawer/Drawer.tsx';
export { EmptyState, type EmptyStateProps } from './EmptyState/EmptyState.tsx';
export {
  Menu,
  MenuItem,
  type MenuItemProps,
  type MenuProps,
  MenuSection,
  type MenuSectionProps,
  MenuSeparator,
} from './Menu/Menu.tsx';
export {
  Dialog,
  type DialogProps,
  DialogTrigger,
  type DialogTriggerProps,
  Modal,
  type ModalProps,
} from './Modal/Modal.tsx';
export { Pagination, type PaginationProps } from './Pagination/Pagination.tsx';
export {
  Cell,
  type CellProps,
  Column,
  type ColumnProps,
  Row,
  type RowProps,
  Table,
  TableBody,
  type TableBodyProps,
  TableHeader,
  type TableHeaderProps,
  type TableProps,
} from './Table/Table.tsx';
export {
  Tab,
  TabList,
  type TabListProps,
  TabPanel,
  type TabPanelProps,
  type TabProps,
  Tabs,
  type TabsProps,
} from './Tabs/Tabs.tsx';
export { type ToastMessage, ToastRegion, type ToastTone, toast } from './Toast/Toast.tsx';
