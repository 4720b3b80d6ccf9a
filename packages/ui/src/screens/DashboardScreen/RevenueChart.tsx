import { type DashboardPeriod, type DashboardView, formatCents } from '@pagora/contract';
import { useId } from 'react';
import { Card, CardHeader } from '../../components/Card/Card.tsx';
import { formatCount } from '../../format.ts';
import { Bone, Loading } from './parts.tsx';
import * as pieces from './pieces.css.ts';
import * as styles from './RevenueChart.css.ts';

export interface RevenueChartProps {
  /** Approved revenue and orders per hour (Hoje, Ontem) or per day (Semana, Mês): `view.series`; null while it loads. */
  series: DashboardView['series'] | null;
  /** The period the series covers: it names the buckets ('por hora', 'por dia'). */
  period: DashboardPeriod;
}

/** Heights in px of the drawing: the max-value label, the bars, the axis labels. */
const HEIGHT = 240;
const PLOT_TOP = 28;
const PLOT_HEIGHT = 176;
const LABEL_Y = PLOT_TOP + PLOT_HEIGHT + 22;
/** Share of a bucket's width its bar takes. */
const BAR_WIDTH = 0.64;

/** At most about 12 axis labels on wide screens and 7 on phones (a multiple of the wide step). */
function labelSteps(count: number): { wide: number; narrow: number } {
  const wide = Math.max(1, Math.ceil(count / 12));
  const narrow = Math.max(wide, Math.ceil(Math.ceil(count / 7) / wide) * wide);
  return { wide, narrow };
}

const ordersText = (orders: number) => `${formatCount(orders)} ${orders === 1 ? 'venda' : 'vendas'}`;

/** '2,5' → percent string for SVG attributes, rounded so the markup stays short. */
const pct = (value: number) => `${Math.round(value * 1000) / 1000}%`;

/**
 * The period's approved revenue as bars (pure SVG), with the buckets' labels under them and a dashed
 * line at the highest value. Screen readers get a summary as the image's name and the figures in a
 * visually hidden table.
 */
export function RevenueChart({ series, period }: RevenueChartProps) {
  const titleId = useId();
  const hourly = period === 'today' || period === 'yesterday';
  const title = hourly ? 'Faturamento por hora' : 'Faturamento por dia';
  const bucketName = hourly ? 'Hora' : 'Dia';

  if (series === null) {
    return (
      <Card as="section" padding="medium" aria-labelledby={titleId} className={pieces.piece}>
        <CardHeader id={titleId} title={title} description="Vendas aprovadas no período." />
        <Loading label={`Carregando ${title.toLowerCase()}…`}>
          <Bone shape="chart" />
        </Loading>
      </Card>
    );
  }

  const total = series.reduce((sum, point) => sum + point.revenue_cents, 0);
  const orders = series.reduce((sum, point) => sum + point.orders, 0);
  const peak = series.reduce<(typeof series)[number] | null>(
    (best, point) => (point.revenue_cents > (best?.revenue_cents ?? 0) ? point : best),
    null,
  );
  const max = peak?.revenue_cents ?? 0;
  const slot = series.length > 0 ? 100 / series.length : 100;
  const steps = labelSteps(series.length);
  const summary =
    peak === null
      ? `${title}: nenhuma venda aprovada no período.`
      : `${title}: ${formatCents(total)} em ${ordersText(orders)} aprovadas no período; maior valor ${formatCents(max)} (${peak.label}).`;

  return (
    <Card as="section" padding="medium" aria-labelledby={titleId} className={pieces.piece}>
      <CardHeader
        id={titleId}
        title={title}
        description={
          peak === null
            ? 'Nenhuma venda aprovada no período.'
            : `${formatCents(total)} em ${ordersText(orders)} aprovadas.`
        }
      />
      <svg role="img" aria-label={summary} width="100%" height={HEIGHT} className={styles.chart}>
        {peak !== null && (
          <>
            <text x="0" y={PLOT_TOP - 10} className={styles.axisText}>
              {formatCents(max)}
            </text>
            <line x1="0" x2="100%" y1={PLOT_TOP} y2={PLOT_TOP} className={styles.gridline} />
          </>
        )}
        <svg y={PLOT_TOP} width="100%" height={PLOT_HEIGHT} overflow="visible">
          {max > 0 &&
            series.map((point, index) => {
              if (point.revenue_cents <= 0) return null;
              // A sale too small to see at this scale still shows a sliver.
              const height = Math.max(1, (point.revenue_cents / max) * 100);
              return (
                <rect
                  key={point.start}
                  x={pct(index * slot + (slot * (1 - BAR_WIDTH)) / 2)}
                  width={pct(slot * BAR_WIDTH)}
                  y={pct(100 - height)}
                  height={pct(height)}
                  rx="2"
                  className={styles.barRect}
                >
                  <title>{`${point.label}: ${formatCents(point.revenue_cents)} (${ordersText(point.orders)})`}</title>
                </rect>
              );
            })}
          {peak === null && (
            <text x="50%" y="50%" textAnchor="middle" dominantBaseline="middle" className={styles.emptyText}>
              Nenhuma venda aprovada no período
            </text>
          )}
        </svg>
        <line
          x1="0"
          x2="100%"
          y1={PLOT_TOP + PLOT_HEIGHT}
          y2={PLOT_TOP + PLOT_HEIGHT}
          className={styles.baseline}
        />
        {series.map((point, index) =>
          index % steps.wide === 0 ? (
            <text
              key={point.start}
              x={pct((index + 0.5) * slot)}
              y={LABEL_Y}
              textAnchor="middle"
              className={`${styles.axisText} ${index % steps.narrow === 0 ? '' : styles.minorLabel}`}
            >
              {point.label}
            </text>
          ) : null,
        )}
      </svg>
      <table className={pieces.visuallyHidden}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{bucketName}</th>
            <th scope="col">Faturamento</th>
            <th scope="col">Vendas aprovadas</th>
          </tr>
        </thead>
        <tbody>
          {series.map((point) => (
            <tr key={point.start}>
              <th scope="row">{point.label}</th>
              <td>{formatCents(point.revenue_cents)}</td>
              <td>{formatCount(point.orders)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
