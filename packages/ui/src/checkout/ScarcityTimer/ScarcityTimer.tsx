import { Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatCountdown } from '../format.ts';
import { useCheckoutText } from '../private/context.ts';
import * as styles from './ScarcityTimer.css.ts';

export interface ScarcityTimerProps {
  /** When the offer runs out (ISO). */
  endsAt: string;
  /** The server's time at render (ISO): the first render counts from it, so the HTML and the hydrated page agree. */
  now: string;
  /** The store's words before the clock ('Oferta reservada por'). */
  text: string;
}

const secondsLeft = (endsAt: string, nowMs: number) =>
  Math.max(0, Math.ceil((Date.parse(endsAt) - nowMs) / 1000));

/**
 * The scarcity bar's mm:ss countdown. It only urges: at zero it says the offer expired and the
 * buyer can still pay. After hydration it ticks on the server's clock (the device's clock may be off).
 */
export function ScarcityTimer({ endsAt, now, text }: ScarcityTimerProps) {
  const t = useCheckoutText();
  const [remaining, setRemaining] = useState(() => secondsLeft(endsAt, Date.parse(now)));

  useEffect(() => {
    const skew = Date.parse(now) - Date.now();
    let timer: number | undefined;
    const tick = () => {
      const left = secondsLeft(endsAt, Date.now() + skew);
      setRemaining(left);
      if (left === 0) window.clearInterval(timer);
    };
    timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt, now]);

  if (remaining === 0) {
    return (
      <div className={styles.bar} role="status">
        <Timer className={styles.icon} aria-hidden />
        <span>{t.scarcity.expired}</span>
      </div>
    );
  }
  return (
    <div className={styles.bar} role="timer">
      <Timer className={styles.icon} aria-hidden />
      <span>{text}</span>
      <span className={styles.clock}>{formatCountdown(remaining)}</span>
    </div>
  );
}
