import {
  composeRenderProps,
  Tab as RACTab,
  TabList as RACTabList,
  type TabListProps as RACTabListProps,
  TabPanel as RACTabPanel,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  Tabs as RACTabs,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css.ts';

const withClass = (base: string) => (className: string | undefined) =>
  [base, className].filter(Boolean).join(' ');

export interface TabsProps extends RACTabsProps {}

/** Tabs: `selectedKey`/`defaultSelectedKey`/`onSelectionChange`, with a TabList and one TabPanel per Tab. */
export function Tabs(props: TabsProps) {
  return <RACTabs {...props} className={composeRenderProps(props.className, withClass(styles.tabs))} />;
}

export interface TabListProps<T extends object> extends RACTabListProps<T> {
  /** Names the group of tabs, e.g. 'Pedidos'. */
  'aria-label': string;
}

export function TabList<T extends object>(props: TabListProps<T>) {
  return <RACTabList {...props} className={composeRenderProps(props.className, withClass(styles.tabList))} />;
}

export interface TabProps extends RACTabProps {}

/** One tab; with `href` it is a link (routed tabs), otherwise it shows the TabPanel with the same id. */
export function Tab(props: TabProps) {
  return <RACTab {...props} className={composeRenderProps(props.className, withClass(styles.tab))} />;
}

export interface TabPanelProps extends RACTabPanelProps {}

export function TabPanel(props: TabPanelProps) {
  return (
    <RACTabPanel {...props} className={composeRenderProps(props.className, withClass(styles.tabPanel))} />
  );
}
