import { ArrowRight } from 'lucide-react';
import { Alert } from '../../components/Alert/Alert.tsx';
import { LinkButton } from '../../components/Button/Button.tsx';
import * as styles from './FinanceScreen.css.ts';

export interface OverdueBannerProps {
  /** The server's warning (`BillingSummary.banner`), shown as given. */
  message: string;
  /** The checkout is stopped (fees overdue 15 days or more): the banner is a danger. @default false */
  suspended?: boolean;
  /** Where 'Regularizar agora' goes. @default '/financeiro?aba=regularizacao' */
  href?: string;
}

/** The admin's banner while fees are overdue: what happens next, and the way to Regularização. */
export function OverdueBanner({
  message,
  suspended = false,
  href = '/financeiro?aba=regularizacao',
}: OverdueBannerProps) {
  return (
    <Alert
      tone={suspended ? 'danger' : 'warning'}
      role={suspended ? 'alert' : 'status'}
      title={suspended ? 'Checkout suspenso' : 'Taxas pendentes'}
    >
      <div className={styles.banner}>
        <span>{message}</span>
        <LinkButton href={href} variant={suspended ? 'danger' : 'secondary'} size="small">
          Regularizar agora
          <ArrowRight size={14} aria-hidden />
        </LinkButton>
      </div>
    </Alert>
  );
}
