import { type ReactNode, useId, useRef } from 'react';
import { type Key, ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css.ts';
import { cx } from '../private/cx.ts';
import * as styles from './SegmentedControl.css.ts';

export interface SegmentedControlItem {
  id: string;
  /** What the segment shows, e.g. 'R$' or '1 etapa'. */
  label: ReactNode;
  /** A fuller name for screen readers when the label is a symbol, e.g. 'Valor fixo (R$)'. */
  'aria-label'?: string;
}

export interface SegmentedControlProps {
  /** Names the choice; shown above the segments unless `hideLabel`. */
  label: string;
  /** Keep the label for screen readers only. @default false */
  hideLabel?: boolean;
  items: SegmentedControlItem[];
  /** The chosen segment's id (controlled). */
  selectedKey?: string;
  /** The initially chosen segment's id (uncontrolled). */
  defaultSelectedKey?: string;
  onSelectionChange?: (key: string) => void;
  isDisabled?: boolean;
  className?: string;
}

const first = (keys: Set<Key>) => {
  const [key] = keys;
  return key == null ? null : String(key);
};

/**
 * One choice out of a few, shown as joined buttons (a radio group): R$ or %, 1 or 3 steps, a subdomain
 * prefix. Exactly one segment is always chosen.
 */
export function SegmentedControl({
  label,
  hideLabel = false,
  items,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  isDisabled,
  className,
}: SegmentedControlProps) {
  const labelId = useId();
  // RAC reports a press on the chosen segment too; the caller hears only real changes.
  const chosen = useRef(selectedKey ?? defaultSelectedKey);
  if (selectedKey !== undefined) chosen.current = selectedKey;
  return (
    <div className={cx(fieldStyles.field, className)}>
      {!hideLabel && (
        <span id={labelId} className={fieldStyles.label}>
          {label}
        </span>
      )}
      <ToggleButtonGroup
        selectionMode="single"
        disallowEmptySelection
        {...(hideLabel ? { 'aria-label': label } : { 'aria-labelledby': labelId })}
        {...(selectedKey !== undefined && { selectedKeys: [selectedKey] })}
        {...(defaultSelectedKey !== undefined && { defaultSelectedKeys: [defaultSelectedKey] })}
        onSelectionChange={(keys) => {
          const key = first(keys);
          if (key == null || key === chosen.current) return;
          chosen.current = key;
          onSelectionChange?.(key);
        }}
        isDisabled={isDisabled}
        className={styles.group}
      >
        {items.map((item) => (
          <ToggleButton key={item.id} id={item.id} aria-label={item['aria-label']} className={styles.segment}>
            {item.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
}
