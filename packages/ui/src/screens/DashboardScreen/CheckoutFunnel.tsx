import { type DashboardView, FUNNEL_STAGE_LABELS, FUNNEL_STAGES } from '@pagora/contract';
import { useId } from 'react';
import { Card, CardHeader } from '../../components/Card/Card.tsx';
import { formatCount, formatPercent } from '../../format.ts';
import { MINUS, sharePercent } from './format.ts';
import { Bar, Bone, Loading } from './parts.tsx';
import * as styles from './pieces.css.ts';

export interface CheckoutFunnelProps {
  /** Checkout sessions of the period that reached each stage (`view.funnel`); null while they load. */
  funnel: DashboardView['funnel'] | null;
}

/** The loss from one stage to the next: '−35%' (or '+5%' if more sessions reached the later stage). */
function dropText(count: number, previous: number): string | null {
  const kept = sharePercent(count, previous);
  if (kept === null) return null;
  const drop = Math.round((100 - kept) * 10) / 10;
  if (drop > 0) return `${MINUS}${formatPercent(drop)}`;
  if (drop < 0) return `+${formatPercent(-drop)}`;
  return formatPercent(0);
}

/**
 * The checkout's five stages with how many sessions reached each, a bar proportional to the sessions
 * that viewed the checkout, the share kept of them and the drop from the stage before.
 */
export function CheckoutFunnel({ funnel }: CheckoutFunnelProps) {
  const titleId = useId();
  const stages = FUNNEL_STAGES.map((stage) => ({
    stage,
    count: funnel?.find((entry) => entry.stage === stage)?.count ?? 0,
  }));
  const viewed = stages[0]?.count ?? 0;
  const completed = stages[stages.length - 1]?.count ?? 0;
  const conversion = sharePercent(completed, viewed);

  return (
    <Card as="section" padding="medium" aria-labelledby={titleId} className={styles.piece}>
      <CardHeader
        id={titleId}
        title="Funil do checkout"
        description={
          funnel === null
            ? 'Checkouts iniciados no período e até onde os compradores chegaram.'
            : conversion === null
              ? 'Nenhum checkout visualizado no período.'
              : `${formatPercent(conversion)} dos checkouts visualizados viraram compra.`
        }
      />
      {funnel === null ? (
        <Loading label="Carregando funil do checkout…">
          {FUNNEL_STAGES.map((stage, index) => (
            <span key={stage} className={styles.row}>
              <Bone width="third" />
              <Bone shape="bar" width={(['full', 'twoThirds', 'half', 'third', 'quarter'] as const)[index]} />
            </span>
          ))}
        </Loading>
      ) : (
        <ol className={styles.rows} aria-label="Etapas do checkout">
          {stages.map(({ stage, count }, index) => {
            const ofViewed = sharePercent(count, viewed);
            const previous = index > 0 ? stages[index - 1] : undefined;
            const drop = previous ? dropText(count, previous.count) : null;
            return (
              <li key={stage} className={styles.row}>
                <div className={styles.rowHead}>
                  <span className={styles.rowLabel}>{FUNNEL_STAGE_LABELS[stage]}</span>
                  <span className={styles.rowFigure}>{formatCount(count)}</span>
                </div>
                <Bar percent={ofViewed ?? 0} />
                {/* Without any viewed checkout there is no share nor drop to tell. */}
                {ofViewed !== null && (
                  <p className={styles.rowMeta}>
                    <span>{formatPercent(ofViewed)} dos visualizados</span>
                    {previous && (
                      <span className={drop?.startsWith(MINUS) ? styles.drop : undefined}>
                        {drop ?? '—'} vs. etapa anterior
                      </span>
                    )}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
