import type { OrderResultView } from '@pagora/contract/checkout-core';
import { CopyField } from '../CopyField/CopyField.tsx';
import { formatCents, formatDate } from '../format.ts';
import { useCheckoutText } from '../private/context.ts';
import * as own from './BoletoPayment.css.ts';

export interface BoletoPaymentProps {
  boleto: NonNullable<OrderResultView['order']['boleto']>;
  totalCents: number;
}

/** Interleaved 2 of 5 (the boleto's barcode): narrow/wide bars and spaces per digit pair. */
const ITF = ['nnwwn', 'wnnnw', 'nwnnw', 'wwnnn', 'nnwnw', 'wnwnn', 'nwwnn', 'nnnww', 'wnnwn', 'nwnwn'];
const NARROW = 1;
const WIDE = 3;

function barsOf(digits: string): { x: number; width: number }[] {
  const widths: number[] = [NARROW, NARROW, NARROW, NARROW]; // start: bar, space, bar, space
  for (let i = 0; i < digits.length; i += 2) {
    const bars = ITF[Number(digits[i])]!;
    const spaces = ITF[Number(digits[i + 1])]!;
    for (let k = 0; k < 5; k++)
      widths.push(bars[k] === 'w' ? WIDE : NARROW, spaces[k] === 'w' ? WIDE : NARROW);
  }
  widths.push(WIDE, NARROW, NARROW); // stop: bar, space, bar
  const rects: { x: number; width: number }[] = [];
  let x = 0;
  widths.forEach((width, index) => {
    if (index % 2 === 0) rects.push({ x, width });
    x += width;
  });
  return rects;
}

function BoletoBarcode({ digits, label }: { digits: string; label: string }) {
  if (!/^\d{44}$/.test(digits)) return null;
  const rects = barsOf(digits);
  const last = rects[rects.length - 1]!;
  return (
    <svg
      className={own.barcode}
      viewBox={`0 0 ${last.x + last.width} 10`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
    >
      {rects.map((rect) => (
        <rect key={rect.x} x={rect.x} width={rect.width} height={10} fill="#000" />
      ))}
    </svg>
  );
}

/** The pending boleto: digitable line to copy, due date (dd/MM/yyyy), amount and the barcode. */
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
    </div>
  );
}
