import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button,
  composeRenderProps,
  DisclosurePanel,
  Heading,
  Disclosure as RACDisclosure,
  DisclosureGroup as RACDisclosureGroup,
  type DisclosureGroupProps as RACDisclosureGroupProps,
  type DisclosureProps as RACDisclosureProps,
} from 'react-aria-components';
import { cx } from '../private/cx.ts';
import * as styles from './Disclosure.css.ts';

export interface DisclosureGroupProps extends RACDisclosureGroupProps {}

/**
 * An accordion: disclosures stacked in one bordered list. Several may be open at once with
 * `allowsMultipleExpanded`; control which with `expandedKeys`/`onExpandedChange` (the disclosures' ids).
 */
export function DisclosureGroup({ className, ...props }: DisclosureGroupProps) {
  return (
    <RACDisclosureGroup {...props} className={composeRenderProps(className, (c) => cx(styles.group, c))} />
  );
}

export interface DisclosureProps extends Omit<RACDisclosureProps, 'children'> {
  /** The section's name, on the button that opens and closes it. */
  title: ReactNode;
  /** A short state beside the title, e.g. 'Desativado' or the chosen template. */
  summary?: ReactNode;
  /** A decorative lucide icon before the title (`aria-hidden`). */
  icon?: ReactNode;
  /** The level of the heading wrapping the button (the size stays the same). @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** The collapsible content. */
  children: ReactNode;
}

/** A collapsible section: a heading with a toggle button and a panel shown while expanded. */
export function Disclosure({
  title,
  summary,
  icon,
  headingLevel = 3,
  children,
  className,
  ...props
}: DisclosureProps) {
  return (
    <RACDisclosure {...props} className={composeRenderProps(className, (c) => cx(styles.disclosure, c))}>
      <Heading level={headingLevel} className={styles.heading}>
        <Button slot="trigger" className={styles.trigger}>
          {icon != null && <span className={styles.icon}>{icon}</span>}
          <span className={styles.title}>{title}</span>
          {summary != null && <span className={styles.summary}>{summary}</span>}
          <ChevronDown size={18} aria-hidden className={styles.chevron} />
        </Button>
      </Heading>
      <DisclosurePanel className={styles.panel}>
        <div className={styles.content}>{children}</div>
      </DisclosurePanel>
    </RACDisclosure>
  );
}
