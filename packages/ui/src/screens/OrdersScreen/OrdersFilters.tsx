import { type CalendarDate, parseDate } from '@internationalized/date';
import {
  ABANDONED_STAGE_LABELS,
  ABANDONED_STAGES,
  type AbandonedStage,
  ORDER_PAYMENT_LABELS,
  ORDER_STATUSES,
  orderStatusLabel,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@pagora/contract';
import { FilterX, Search } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { DatePicker } from '../../components/DatePicker/DatePicker.tsx';
import { Select, type SelectItem } from '../../components/Select/Select.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import * as styles from './OrdersScreen.css.ts';
import { type CartsListFilter, isFiltered, type OrdersListFilter, withFilter } from './orders.ts';

/** The key of the 'Todos'/'Todas' option of a select (no filter). */
const ALL = 'all';

const statusItems: SelectItem[] = [
  { id: ALL, label: 'Todos' },
  ...ORDER_STATUSES.map((status) => ({ id: status, label: orderStatusLabel(status) })),
];
const paymentItems: SelectItem[] = [
  { id: ALL, label: 'Todas' },
  ...PAYMENT_METHODS.map((method) => ({ id: method, label: ORDER_PAYMENT_LABELS[method] })),
];
const stageItems: SelectItem[] = [
  { id: ALL, label: 'Todas' },
  ...ABANDONED_STAGES.map((stage) => ({ id: stage, label: ABANDONED_STAGE_LABELS[stage] })),
];

const optionOf = <T extends string>(key: string | null) => (key && key !== ALL ? (key as T) : null);

/** How long the search waits after the last key before it applies. */
const SEARCH_PAUSE_MS = 600;
export const PERIOD_ERROR = 'A data final deve ser igual ou posterior à inicial.';

export interface OrdersFiltersProps {
  /** The filters applied (absent keys are not set). */
  value: OrdersListFilter;
  /**
   * Called with the whole new filter object: at once for the selects, a complete date and 'Limpar
   * filtros'; for the search on Enter or after a short pause in typing. Go back to page 1.
   */
  onChange: (filter: OrdersListFilter) => void;
}

/** Vendas filters: status, payment method, period and a search by order number, name or e-mail. */
export function OrdersFilters({ value, onChange }: OrdersFiltersProps) {
  return (
    <FiltersCard label="Filtros de pedidos" value={value} onChange={onChange}>
      <Select
        label="Status"
        items={statusItems}
        selectedKey={value.status ?? ALL}
        onSelectionChange={(key) => onChange(withFilter(value, 'status', optionOf(key)))}
      />
      <Select
        label="Pagamento"
        items={paymentItems}
        selectedKey={value.payment_method ?? ALL}
        onSelectionChange={(key) =>
          onChange(withFilter(value, 'payment_method', optionOf<PaymentMethod>(key)))
        }
      />
    </FiltersCard>
  );
}

export interface AbandonedCartsFiltersProps {
  value: CartsListFilter;
  /** Called with the whole new filter object (see OrdersFilters). Go back to page 1. */
  onChange: (filter: CartsListFilter) => void;
}

/** Carrinhos Abandonados filters: the stage where the buyer stopped, period and search. */
export function AbandonedCartsFilters({ value, onChange }: AbandonedCartsFiltersProps) {
  return (
    <FiltersCard label="Filtros de carrinhos" value={value} onChange={onChange}>
      <Select
        label="Abandonou em"
        className={styles.wideOnPhone}
        items={stageItems}
        selectedKey={value.stage ?? ALL}
        onSelectionChange={(key) => onChange(withFilter(value, 'stage', optionOf<AbandonedStage>(key)))}
      />
    </FiltersCard>
  );
}

interface CommonFilter {
  from?: string;
  to?: string;
  q?: string;
}

interface FiltersCardProps<F extends CommonFilter> {
  label: string;
  value: F;
  onChange: (filter: F) => void;
  /** The tab's own selects, before the period and the search. */
  children: ReactNode;
}

/** The filters' card: the tab's selects, the period, the search and 'Limpar filtros'. */
function FiltersCard<F extends CommonFilter>({ label, value, onChange, children }: FiltersCardProps<F>) {
  return (
    <Card as="section" aria-label={label} padding="medium">
      <div className={styles.filters}>
        {children}
        <PeriodFields
          from={value.from}
          to={value.to}
          onChange={(from, to) => onChange(withFilter(withFilter(value, 'from', from), 'to', to))}
        />
        <SearchField q={value.q} onSearch={(q) => onChange(withFilter(value, 'q', q))} />
        {isFiltered(value) && (
          <div className={styles.clearCell}>
            <Button variant="ghost" onPress={() => onChange({} as F)}>
              <FilterX size={16} aria-hidden />
              Limpar filtros
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}

interface Period {
  from: string | null;
  to: string | null;
}

const toDate = (day: string | null): CalendarDate | null => {
  if (!day) return null;
  try {
    return parseDate(day);
  } catch {
    return null;
  }
};

/**
 * 'Data inicial' and 'Data final' (whole days in the store's zone). A final day before the initial one
 * is not applied: the field says why until it is fixed.
 */
function PeriodFields({
  from,
  to,
  onChange,
}: {
  from?: string;
  to?: string;
  onChange: (from: string | null, to: string | null) => void;
}) {
  const props: Period = { from: from ?? null, to: to ?? null };
  const [draft, setDraft] = useState<Period>(props);
  // The filter as last seen from the caller, and as last sent to it.
  const [seen, setSeen] = useState<Period>(props);
  const [sent, setSent] = useState<Period>(props);
  if (props.from !== seen.from || props.to !== seen.to) {
    setSeen(props);
    // A change from outside (e.g. 'Limpar filtros'), not the echo of ours, replaces what is typed.
    if (props.from !== sent.from || props.to !== sent.to) {
      setSent(props);
      setDraft(props);
    }
  }
  const isReversed = (period: Period) => Boolean(period.from && period.to && period.from > period.to);

  const change = (key: keyof Period, day: CalendarDate | null) => {
    const next = { ...draft, [key]: day ? day.toString() : null };
    setDraft(next);
    if (isReversed(next) || (next.from === sent.from && next.to === sent.to)) return;
    setSent(next);
    onChange(next.from, next.to);
  };

  return (
    <>
      <DatePicker
        label="Data inicial"
        className={styles.wideOnPhone}
        value={toDate(draft.from)}
        onChange={(day) => change('from', day)}
      />
      <DatePicker
        label="Data final"
        className={styles.wideOnPhone}
        value={toDate(draft.to)}
        onChange={(day) => change('to', day)}
        isInvalid={isReversed(draft)}
        errorMessage={isReversed(draft) ? PERIOD_ERROR : undefined}
      />
    </>
  );
}

/** The search: applied on Enter, or after a pause in typing; emptied, it stops filtering. */
function SearchField({ q, onSearch }: { q?: string; onSearch: (q: string | null) => void }) {
  const [text, setText] = useState(q ?? '');
  // The search as last seen from the caller, and as last sent to it.
  const [seen, setSeen] = useState(q ?? '');
  const [sent, setSent] = useState(q ?? '');
  if ((q ?? '') !== seen) {
    setSeen(q ?? '');
    // A change from outside (e.g. 'Limpar filtros'), not the echo of ours, replaces what is typed.
    if ((q ?? '') !== sent) {
      setSent(q ?? '');
      setText(q ?? '');
    }
  }

  const typed = text.trim();
  const apply = () => {
    if (typed === sent) return;
    setSent(typed);
    onSearch(typed || null);
  };

  // A pause in typing applies the search, without waiting for Enter.
  useEffect(() => {
    if (typed === sent) return;
    const timer = setTimeout(() => {
      setSent(typed);
      onSearch(typed || null);
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, sent, onSearch]);

  return (
    <search className={styles.searchCell}>
      <form
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          apply();
        }}
      >
        <TextField
          label="Buscar por número, nome ou e-mail"
          type="search"
          placeholder="Ex.: 1024, Maria ou maria@email.com"
          maxLength={120}
          value={text}
          onChange={setText}
          prefix={<Search size={16} aria-hidden />}
        />
      </form>
    </search>
  );
}
