import type { Compared } from '@pagora/contract';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { ArrowDownRight, ArrowRight, ArrowUpRight, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { ProgressBar } from 'react-aria-components';
import { Badge, type BadgeProps } from '../../components/Badge/Badge.tsx';
import { describeTrend, type TrendDirection } from './format.ts';
import * as styles from './pieces.css.ts';

const trendLook: Record<TrendDirection, { tone: BadgeProps['tone']; icon: ReactNode }> = {
  up: { tone: 'success', icon: <ArrowUpRight size={12} aria-hidden /> },
  down: { tone: 'danger', icon: <ArrowDownRight size={12} aria-hidden /> },
  flat: { tone: 'neutral', icon: <ArrowRight size={12} aria-hidden /> },
  none: { tone: 'neutral', icon: <Minus size={12} aria-hidden /> },
};

/** A figure's change against the previous period: '+12,5%' (green, up) 'vs. período anterior'. */
export function Trend({
  compared,
  against = 'vs. período anterior',
}: {
  compared: Compared;
  /** What the previous period is called. @default 'vs. período anterior' */
  against?: string;
}) {
  const { direction, text } = describeTrend(compared);
  const { tone, icon } = trendLook[direction];
  return (
    <p className={styles.trend}>
      <Badge tone={tone} icon={icon} className={styles.trendBadge} data-trend={direction}>
        {text}
      </Badge>
      <span>{against}</span>
    </p>
  );
}

/** A horizontal bar filled to `percent` (0–100); decorative, the figure beside it says the same. */
export function Bar({ percent }: { percent: number }) {
  const clamped = Math.min(100, Math.max(0, percent));
  return (
    <div aria-hidden className={styles.bar} style={assignInlineVars({ [styles.fill]: `${clamped}%` })} />
  );
}

/** A piece while its figures load: an indeterminate progress bar named `label`, drawn as skeletons. */
export function Loading({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ProgressBar isIndeterminate aria-label={label} className={styles.loading}>
      {children}
    </ProgressBar>
  );
}

type BoneVariants = NonNullable<Parameters<typeof styles.bone>[0]>;

/** One skeleton shape. */
export function Bone({ shape, width }: BoneVariants) {
  return <span aria-hidden className={styles.bone({ shape, width })} />;
}
