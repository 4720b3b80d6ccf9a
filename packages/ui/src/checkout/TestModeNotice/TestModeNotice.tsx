import { TEST_CARDS } from '@pagora/contract/checkout-core';
import { ChevronDown } from 'lucide-react';
import { useCheckoutText } from '../private/context.ts';
import * as styles from './TestModeNotice.css.ts';

export interface TestModeNoticeProps {
  /** Start expanded. */
  defaultOpen?: boolean;
}

/** Shown while the store uses Pagora's test mode: a compact disclosure with the test cards and how PIX/boleto behave. */
export function TestModeNotice({ defaultOpen = false }: TestModeNoticeProps) {
  const t = useCheckoutText();
  return (
    <details className={styles.notice} open={defaultOpen || undefined}>
      <summary className={styles.summary}>
        <span className={styles.tag}>{t.testMode.title}</span>
        <span className={styles.intro}>{t.testMode.intro}</span>
        <ChevronDown className={styles.chevron} aria-hidden />
      </summary>
      <div className={styles.body}>
        <table className={styles.table}>
          <caption className={styles.caption}>{t.testMode.cardsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.testMode.number}</th>
              <th scope="col">{t.testMode.result}</th>
            </tr>
          </thead>
          <tbody>
            {TEST_CARDS.map((card) => (
              <tr key={card.number}>
                <td className={styles.number}>{card.number}</td>
                <td>{t.testMode.outcome(card.description)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className={styles.notes}>
          <p>{t.testMode.anyExpiry}</p>
          <p>{t.testMode.pixBoleto}</p>
        </div>
      </div>
    </details>
  );
}
