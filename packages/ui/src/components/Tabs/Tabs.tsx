import { useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
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
  TabListStateContext,
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

// On the server there is no layout to measure; the effect runs after hydration anyway.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Room left beside the selected tab when it is scrolled into view, so the edge fade does not hide it. */
const SCROLL_MARGIN = 32;

/**
 * The row of tabs. On a narrow screen it scrolls sideways: the edge that has more tabs fades out
 * (`data-more-start`/`data-more-end`), and the selected tab is scrolled into view when it changes.
 */
export function TabList<T extends object>(props: TabListProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ start: false, end: false });
  const state = useContext(TabListStateContext);
  const selectedKey = state?.selectedKey;
  // The tabs render once React Aria has built their collection, after the list's first commit: the
  // effects below run again when it is built or changes.
  const collection = state?.collection;

  const measure = useCallback(() => {
    const list = ref.current;
    if (!list) return;
    // scrollLeft is negative in right-to-left layouts; its magnitude is the distance from the start.
    const scrolled = Math.abs(list.scrollLeft);
    const hidden = list.scrollWidth - list.clientWidth;
    const start = scrolled > 1;
    const end = hidden - scrolled > 1;
    setMore((now) => (now.start === start && now.end === end ? now : { start, end }));
  }, []);

  // Brings the selected tab into view, sideways only and by hand: scrollIntoView would also scroll
  // the page to the tabs.
  const reveal = useCallback(() => {
    const list = ref.current;
    const tab = list?.querySelector<HTMLElement>('[role="tab"][data-selected]');
    if (!list || !tab) return;
    const left = tab.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft;
    const right = left + tab.offsetWidth;
    if (left < list.scrollLeft + SCROLL_MARGIN) list.scrollLeft = Math.max(0, left - SCROLL_MARGIN);
    else if (right > list.scrollLeft + list.clientWidth - SCROLL_MARGIN)
      list.scrollLeft = right - list.clientWidth + SCROLL_MARGIN;
    measure();
  }, [measure]);

  // A new size (a rotated phone, the font arriving and widening the tabs) keeps the selected tab in view.
  useIsomorphicLayoutEffect(() => {
    const list = ref.current;
    if (!list) return;
    const observer = new ResizeObserver(reveal);
    observer.observe(list);
    for (const child of list.children) observer.observe(child);
    return () => observer.disconnect();
  }, [reveal, collection]);

  // A new selection (or the tabs' first render) scrolls to it.
  useIsomorphicLayoutEffect(reveal, [selectedKey, collection, reveal]);

  return (
    <RACTabList
      {...props}
      ref={ref}
      onScroll={measure}
      data-more-start={more.start || undefined}
      data-more-end={more.end || undefined}
      className={composeRenderProps(props.className, withClass(styles.tabList))}
    />
  );
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
