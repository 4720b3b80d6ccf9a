import { Check, ChevronDown } from 'lucide-react';
import {
  Button,
  composeRenderProps,
  type Key,
  ListBox,
  ListBoxItem,
  Popover,
  Select as RACSelect,
  type SelectProps as RACSelectProps,
  SelectValue,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css.ts';
import { Description, errorText, FieldError, type FieldProps, Label } from '../Field/Field.tsx';
import { cx } from '../private/cx.ts';
import * as styles from './Select.css.ts';

export interface SelectItem {
  id: string;
  label: string;
}

export interface SelectProps
  extends Omit<
      RACSelectProps<SelectItem, 'single'>,
      | 'children'
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'selectionMode'
      | 'selectedKey'
      | 'defaultSelectedKey'
      | 'onSelectionChange'
      | 'placeholder'
    >,
    FieldProps {
  items: SelectItem[];
  /** The chosen item's id (controlled). */
  selectedKey?: string | null;
  /** The initially chosen item's id (uncontrolled). */
  defaultSelectedKey?: string | null;
  onSelectionChange?: (key: string | null) => void;
  /** Shown while nothing is chosen. @default 'Selecione uma opção' */
  placeholder?: string;
}

const toKey = (key: Key | null) => (key == null ? null : String(key));

/** A labelled drop-down list to choose one option from a few. */
export function Select({
  label,
  description,
  errorMessage,
  items,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  placeholder = 'Selecione uma opção',
  className,
  ...props
}: SelectProps) {
  return (
    <RACSelect
      {...props}
      {...(selectedKey !== undefined && { value: selectedKey })}
      {...(defaultSelectedKey !== undefined && { defaultValue: defaultSelectedKey })}
      onChange={(key) => onSelectionChange?.(toKey(key))}
      placeholder={placeholder}
      className={composeRenderProps(className, (c) => cx(fieldStyles.field, c))}
    >
      <Label>{label}</Label>
      <Button className={cx(fieldStyles.control, styles.trigger)}>
        <SelectValue className={styles.value} />
        <ChevronDown size={18} aria-hidden className={styles.chevron} />
      </Button>
      {description != null && <Description>{description}</Description>}
      <FieldError>{errorText(errorMessage)}</FieldError>
      <Popover className={styles.popover} offset={4}>
        <ListBox items={items} className={styles.listBox}>
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} className={styles.item}>
              {({ isSelected }) => (
                <>
                  <span>{item.label}</span>
                  {isSelected && <Check size={16} aria-hidden className={styles.check} />}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}
