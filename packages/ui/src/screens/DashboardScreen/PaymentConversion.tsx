import {
  type DashboardView,
  ORDER_PAYMENT_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@pagora/contract';
import { Barcode, CreditCard, type LucideIcon, QrCode } from 'lucide-react';
import { useId } from 'react';
import { Card, CardHeader } from '../../components/Card/Card.tsx';
import { formatCount, formatPercent } from '../../format.ts';
import { sharePercent } from './format.ts';
import { Bar, Bone, Loading } from './parts.tsx';
import * as styles from './pieces.css.ts';

export interface PaymentConversionProps {
  /** Approved / created orders per method (`view.payment_conversion`); null while they load. */
  conversion: DashboardView['payment_conversion'] | null;
}

const icons: Record<PaymentMethod, LucideIcon> = { pix: QrCode, card: CreditCard, boleto: Barcode };

/** '42 aprovados de 50', '1 aprovado de 4'. */
const approvedOf = (approved: number, created: number) =>
  `${formatCount(approved)} ${approved === 1 ? 'aprovado' : 'aprovados'} de ${formatCount(created)}`;

/** PIX, Cartão and Boleto: how many of the orders created with each were approved. */
export function PaymentConversion({ conversion }: PaymentConversionProps) {
  const titleId = useId();
  // Always the three methods, in the checkout's order; a method without orders shows zeros.
  const rows = PAYMENT_METHODS.map((method) => {
    const found = conversion?.find((entry) => entry.method === method);
    return { method, created: found?.created ?? 0, approved: found?.approved ?? 0 };
  });
  const created = rows.reduce((sum, row) => sum + row.created, 0);
  const approved = rows.reduce((sum, row) => sum + row.approved, 0);
  const overall = sharePercent(approved, created);

  return (
    <Card as="section" padding="medium" aria-labelledby={titleId} className={styles.piece}>
      <CardHeader
        id={titleId}
        title="Conversão por forma de pagamento"
        description={
          conversion === null
            ? 'Pedidos aprovados entre os criados no período.'
            : overall === null
              ? 'Nenhum pedido criado no período.'
              : `${approvedOf(approved, created)} no período (${formatPercent(overall)}).`
        }
      />
      {conversion === null ? (
        <Loading label="Carregando conversão por forma de pagamento…">
          {PAYMENT_METHODS.map((method) => (
            <span key={method} className={styles.row}>
              <Bone width="third" />
              <Bone shape="bar" />
            </span>
          ))}
        </Loading>
      ) : (
        <ul className={styles.rows} aria-label="Formas de pagamento">
          {rows.map((row) => {
            const Icon = icons[row.method];
            const percent = sharePercent(row.approved, row.created);
            return (
              <li key={row.method} className={styles.row}>
                <div className={styles.rowHead}>
                  <span className={styles.rowLabel}>
                    <Icon size={16} aria-hidden className={styles.rowIcon} />
                    {ORDER_PAYMENT_LABELS[row.method]}
                  </span>
                  {percent === null ? (
                    <span className={styles.rowFigure} aria-hidden>
                      —
                    </span>
                  ) : (
                    <span className={styles.rowFigure}>{formatPercent(percent)}</span>
                  )}
                </div>
                <Bar percent={percent ?? 0} />
                <p className={styles.rowMeta}>
                  {row.created === 0 ? 'Nenhum pedido' : approvedOf(row.approved, row.created)}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
