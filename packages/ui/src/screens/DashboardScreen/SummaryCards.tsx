import { type DashboardView, formatCents } from '@pagora/contract';
import { CalendarRange, CircleCheckBig, type LucideIcon, ShoppingCart, Wallet } from 'lucide-react';
import { useId } from 'react';
import { Card } from '../../components/Card/Card.tsx';
import { formatCount } from '../../format.ts';
import { Bone, Loading, Trend } from './parts.tsx';
import * as pieces from './pieces.css.ts';
import * as styles from './SummaryCards.css.ts';

type SummaryKey = keyof DashboardView['summary'];

export interface SummaryCardsProps {
  /** The period's four figures (`view.summary`); null while they load (skeletons). */
  summary: DashboardView['summary'] | null;
}

const cards: {
  key: SummaryKey;
  label: string;
  format: (value: number) => string;
  against?: string;
  Icon: LucideIcon;
}[] = [
  { key: 'sales_made', label: 'Vendas realizadas', format: formatCount, Icon: ShoppingCart },
  { key: 'sales_approved', label: 'Vendas aprovadas', format: formatCount, Icon: CircleCheckBig },
  { key: 'revenue_cents', label: 'Faturamento total', format: formatCents, Icon: Wallet },
  {
    key: 'revenue_30d_cents',
    label: 'Faturamento 30 dias',
    format: formatCents,
    against: 'vs. 30 dias anteriores',
    Icon: CalendarRange,
  },
];

/** The four headline figures of the period, each with its change against the previous period. */
export function SummaryCards({ summary }: SummaryCardsProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.summary}>
      <h2 id={headingId} className={pieces.visuallyHidden}>
        Resumo do período
      </h2>
      <ul className={styles.grid}>
        {cards.map(({ key, label, format, against, Icon }) => (
          <li key={key} className={styles.item}>
            <Card padding="medium" className={styles.card}>
              <div className={styles.head}>
                <h3 className={styles.label}>{label}</h3>
                <span className={styles.icon}>
                  <Icon aria-hidden />
                </span>
              </div>
              {summary ? (
                <div className={pieces.figure}>
                  <p className={pieces.value}>{format(summary[key].value)}</p>
                  <Trend compared={summary[key]} against={against} />
                </div>
              ) : (
                <Loading label={`Carregando ${label.toLowerCase()}…`}>
                  <Bone shape="value" width="twoThirds" />
                  <Bone width="half" />
                </Loading>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
