import { boletoBars, type OrderResultView } from '@pagora/contract/checkout-core';
import { Printer } from 'lucide-react';
import { CopyField } from '../CopyField/CopyField.tsx';
import { formatCents, formatDate } from '../format.ts';
import { buttonClass } from '../private/button.ts';
import { useCheckoutText } from '../private/context.ts';
import { cx } from '../private/cx.ts';
import * as own from './BoletoPayment.css.ts';

export interface BoletoPaymentProps {
  boleto: NonNullable<OrderResultView['order']['boleto']>;
  totalCents: number;
}

function BoletoBarcode({ digits, label }: { digits: string; label: string }) {
  const { bars, width } = boletoBars(digits);
  if (bars.length === 0) return null;
  return (
    <svg
      className={own.barcode}
      viewBox={`0 0 ${width} 10`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
    >
      {bars.map((bar) => (
        <rect key={bar.x} x={bar.x} width={bar.width} height={10} fill="#000" />
      ))}
    </svg>
  );
}

/**
 * The pending boleto: digitable line to copy, due date (dd/MM/yyyy), amount, the barcode and the
 * print/PDF link (a plain link: it works before and without JavaScript; a new tab keeps this page
 * watching the payment).
 */
export function BoletoPayment({ boleto, totalCents }: BoletoPaymentProps) {
  const t = useCheckoutText();
  return (
    <div className={own.boleto}>
      <dl className={own.facts}>
        <div className={own.fact}>
          <dt className={own.factLabel}>{t.order.dueDate}</dt>
          <dd className={own.factValue}>{formatDate(boleto.due_date)}</dd>
        </div>
        <div className={own.fact}>
          <dt className={own.factLabel}>{t.order.amount}</dt>
          <dd className={own.factValue}>{formatCents(totalCents)}</dd>
        </div>
      </dl>
      <CopyField label={t.order.digitableLine} value={boleto.digitable_line} multiline rows={2} />
      <BoletoBarcode digits={boleto.barcode} label={t.order.boletoBarcode} />
      <a
        className={cx(buttonClass({ variant: 'secondary', fullWidth: true }), own.print)}
        href={boleto.print_url}
        target="_blank"
        rel="noopener"
      >
        <Printer size={18} aria-hidden />
        {t.order.printBoleto}
      </a>
    </div>
  );
}
