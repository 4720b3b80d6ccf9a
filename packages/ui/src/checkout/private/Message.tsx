import type { CheckoutMessage } from '@pagora/contract/checkout-core';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { cx } from './cx.ts';
import * as styles from './styles.css.ts';

const ICONS = { danger: CircleAlert, success: CircleCheck, info: Info } as const;

/** A tinted notice (form-level feedback, coupon feedback). */
export function Message({
  message,
  role,
  id,
  className,
}: {
  message: CheckoutMessage;
  role?: 'alert' | 'status';
  id?: string;
  className?: string;
}) {
  const Icon = ICONS[message.tone];
  return (
    <div id={id} role={role} className={cx(styles.message, styles.messageTone[message.tone], className)}>
      <Icon className={cx(styles.messageIcon, styles.messageIconTone[message.tone])} aria-hidden />
      <span>{message.text}</span>
    </div>
  );
}
