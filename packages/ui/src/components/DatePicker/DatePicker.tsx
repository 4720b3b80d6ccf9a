import type { CalendarDate } from '@internationalized/date';
import { CalendarDays, ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useContext } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  composeRenderProps,
  DateInput,
  DatePickerStateContext,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Popover,
  DatePicker as RACDatePicker,
  type DatePickerProps as RACDatePickerProps,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css.ts';
import { Description, errorText, FieldError, type FieldProps, Label } from '../Field/Field.tsx';
import { cx } from '../private/cx.ts';
import * as styles from './DatePicker.css.ts';

export interface DatePickerProps
  extends Omit<
      RACDatePickerProps<CalendarDate>,
      'children' | 'value' | 'defaultValue' | 'onChange' | 'granularity' | 'placeholderValue'
    >,
    FieldProps {
  /** The chosen day (controlled); `null` for none. */
  value?: CalendarDate | null;
  /** The initially chosen day (uncontrolled). */
  defaultValue?: CalendarDate | null;
  /** Called with the new day, or `null` when the field is cleared. */
  onChange?: (value: CalendarDate | null) => void;
  /** The month the calendar opens on while no day is chosen. @default today */
  placeholderValue?: CalendarDate;
}

/** 'dom.' → 'Dom': the pt-BR short weekday without its dot, capitalised. */
const weekday = (day: string) => {
  const text = day.replace(/\.$/, '');
  return text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);
};

/**
 * A labelled date field (dd/MM/yyyy segments, in the pt-BR locale UIProvider sets) with a calendar in a
 * popover whose weeks start on Sunday, and a 'Limpar data' button while a day is chosen.
 */
export function DatePicker({
  label,
  description,
  errorMessage,
  className,
  firstDayOfWeek = 'sun',
  shouldForceLeadingZeros = true,
  ...props
}: DatePickerProps) {
  return (
    <RACDatePicker<CalendarDate>
      {...props}
      firstDayOfWeek={firstDayOfWeek}
      shouldForceLeadingZeros={shouldForceLeadingZeros}
      granularity="day"
      className={composeRenderProps(className, (c) => cx(fieldStyles.field, c))}
    >
      <Label>{label}</Label>
      <Group className={cx(fieldStyles.control, styles.group)}>
        <DateInput className={styles.input}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <ClearButton isDisabled={props.isDisabled || props.isReadOnly} />
        <Button className={styles.iconButton}>
          <CalendarDays size={18} aria-hidden />
        </Button>
      </Group>
      {description != null && <Description>{description}</Description>}
      <FieldError>{errorText(errorMessage)}</FieldError>
      <Popover className={styles.popover} offset={6} placement="bottom start">
        <Dialog className={styles.dialog}>
          <Calendar<CalendarDate> className={styles.calendar} firstDayOfWeek={firstDayOfWeek}>
            <header className={styles.calendarHeader}>
              <Button slot="previous" className={styles.navButton}>
                <ChevronLeft size={18} aria-hidden />
              </Button>
              <Heading className={styles.month} />
              <Button slot="next" className={styles.navButton}>
                <ChevronRight size={18} aria-hidden />
              </Button>
            </header>
            <CalendarGrid className={styles.grid} weekdayStyle="short">
              <CalendarGridHeader>
                {(day) => <CalendarHeaderCell className={styles.weekday}>{weekday(day)}</CalendarHeaderCell>}
              </CalendarGridHeader>
              <CalendarGridBody>
                {(date) => <CalendarCell date={date} className={styles.cell} />}
              </CalendarGridBody>
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </RACDatePicker>
  );
}

/** Empties the field (value and any half-typed segments); shown only while there is something to clear. */
function ClearButton({ isDisabled }: { isDisabled?: boolean }) {
  const state = useContext(DatePickerStateContext);
  if (!state || state.value == null || isDisabled) return null;
  return (
    // slot={null}: not the picker's calendar trigger.
    <Button
      slot={null}
      aria-label="Limpar data"
      className={styles.iconButton}
      onPress={() => state.setValue(null)}
    >
      <X size={16} aria-hidden />
    </Button>
  );
}
