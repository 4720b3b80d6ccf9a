import { type CalendarDate, parseDate } from '@internationalized/date';
import { LEDGER_KINDS, type LedgerKind } from '@pagora/contract';
import { FilterX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { DatePicker } from '../../components/DatePicker/DatePicker.tsx';
import { Select, type SelectItem } from '../../components/Select/Select.tsx';
import { isFiltered, withFilter } from '../OrdersScreen/orders.ts';
import * as styles from './FinanceScreen.css.ts';
import { ledgerKindLabel, type StatementListFilter } from './finance.ts';

const ALL = 'all';
const kindItems: SelectItem[] = [
  { id: ALL, label: 'Todos' },
  ...LEDGER_KINDS.map((kind) => ({ id: kind, label: ledgerKindLabel(kind) })),
];

export const STATEMENT_PERIOD_ERROR = 'A data final deve ser igual ou posterior à inicial.';

const toDate = (day: string | null | undefined): CalendarDate | null => {
  if (!day) return null;
  try {
    return parseDate(day);
  } catch {
    return null;
  }
};

export interface StatementFiltersProps {
  /** The filters applied (absent keys are not set). */
  value: StatementListFilter;
  /** The whole new filter: at once for the type, a complete period and 'Limpar filtros'. Go to page 1. */
  onChange: (filter: StatementListFilter) => void;
}

/** Extrato filters: period (whole days in São Paulo) and the kind of entry. */
export function StatementFilters({ value, onChange }: StatementFiltersProps) {
  // The period as typed: a final day before the initial one is not applied until it is fixed.
  const [draft, setDraft] = useState({ from: value.from ?? null, to: value.to ?? null });
  const [seen, setSeen] = useState({ from: value.from ?? null, to: value.to ?? null });
  if ((value.from ?? null) !== seen.from || (value.to ?? null) !== seen.to) {
    const next = { from: value.from ?? null, to: value.to ?? null };
    setSeen(next);
    setDraft(next);
  }
  const isReversed = Boolean(draft.from && draft.to && draft.from > draft.to);

  const changeDay = (key: 'from' | 'to', day: CalendarDate | null) => {
    const next = { ...draft, [key]: day ? day.toString() : null };
    setDraft(next);
    if (next.from && next.to && next.from > next.to) return;
    onChange(withFilter(withFilter(value, 'from', next.from), 'to', next.to));
  };

  return (
    <Card as="section" aria-label="Filtros do extrato" padding="medium">
      <div className={styles.filters}>
        <Select
          label="Tipo"
          items={kindItems}
          selectedKey={value.kind ?? ALL}
          onSelectionChange={(key) =>
            onChange(withFilter(value, 'kind', key && key !== ALL ? (key as LedgerKind) : null))
          }
        />
        <DatePicker
          label="Data inicial"
          value={toDate(draft.from)}
          onChange={(day) => changeDay('from', day)}
        />
        <DatePicker
          label="Data final"
          value={toDate(draft.to)}
          onChange={(day) => changeDay('to', day)}
          isInvalid={isReversed}
          errorMessage={isReversed ? STATEMENT_PERIOD_ERROR : undefined}
        />
        {isFiltered(value) && (
          <div className={styles.clearCell}>
            <Button variant="ghost" onPress={() => onChange({})}>
              <FilterX size={16} aria-hidden />
              Limpar filtros
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}
