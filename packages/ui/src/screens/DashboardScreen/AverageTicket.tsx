import { type Compared, formatCents } from '@pagora/contract';
import { useId } from 'react';
import { Card, CardHeader } from '../../components/Card/Card.tsx';
import { Bone, Loading, Trend } from './parts.tsx';
import * as styles from './pieces.css.ts';

export interface AverageTicketProps {
  /** Approved revenue / approved orders, in cents (`view.average_ticket_cents`); null while it loads. */
  averageTicket: Compared | null;
}

/** The average value of the period's approved orders, with its change against the previous period. */
export function AverageTicket({ averageTicket }: AverageTicketProps) {
  const titleId = useId();
  return (
    <Card as="section" padding="medium" aria-labelledby={titleId} className={styles.piece}>
      <CardHeader
        id={titleId}
        title="Ticket médio"
        description="Faturamento dividido pelas vendas aprovadas."
      />
      {averageTicket === null ? (
        <Loading label="Carregando ticket médio…">
          <Bone shape="value" width="half" />
          <Bone width="twoThirds" />
        </Loading>
      ) : (
        <div className={styles.figure}>
          <p className={styles.value}>{formatCents(averageTicket.value)}</p>
          <Trend compared={averageTicket} />
        </div>
      )}
    </Card>
  );
}
