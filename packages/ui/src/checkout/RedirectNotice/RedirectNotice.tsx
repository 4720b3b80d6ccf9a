import { useEffect, useState } from 'react';
import { buttonClass } from '../private/button.ts';
import { useCheckoutText } from '../private/context.ts';
import * as own from './RedirectNotice.css.ts';

export interface RedirectNoticeProps {
  /** Where the store sends the buyer. */
  url: string;
  /** The countdown's length; the navigation itself is the page's (meta refresh / hydration layer). @default 5 */
  seconds?: number;
}

/** 'Você será redirecionado em 5 s' counting down from mount, with a link to go right away. */
export function RedirectNotice({ url, seconds = 5 }: RedirectNoticeProps) {
  const t = useCheckoutText();
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const start = Date.now();
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - start) / 1000));
      setLeft(remaining);
      if (remaining === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [seconds]);
  return (
    <div className={own.notice}>
      <p className={own.text}>{t.redirect.countdown(left)}</p>
      <a className={buttonClass({ variant: 'secondary' })} href={url}>
        {t.redirect.now}
      </a>
      <span className={own.progress} style={{ animationDuration: `${seconds}s` }} aria-hidden />
    </div>
  );
}
