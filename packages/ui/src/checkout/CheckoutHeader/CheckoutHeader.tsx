import { Lock } from 'lucide-react';
import { useCheckoutText } from '../private/context.ts';
import * as styles from './CheckoutHeader.css.ts';

export interface CheckoutHeaderProps {
  storeName: string;
  /** The store's logo, or null to show the name as text. */
  logoUrl: string | null;
  /** 'Compra 100% segura' on the right. */
  showSecureBadge: boolean;
  /** Match the single-column layout's width. @default false */
  narrow?: boolean;
}

/** The top bar in the store's header colours: logo (or name) and the secure-purchase badge. */
export function CheckoutHeader({ storeName, logoUrl, showSecureBadge, narrow = false }: CheckoutHeaderProps) {
  const text = useCheckoutText();
  return (
    <header className={styles.header}>
      <div className={narrow ? `${styles.inner} ${styles.narrow}` : styles.inner}>
        {logoUrl ? (
          <img className={styles.logo} src={logoUrl} alt={storeName} height={40} decoding="async" />
        ) : (
          <span className={styles.storeName}>{storeName}</span>
        )}
        {showSecureBadge && (
          <span className={styles.badge}>
            <Lock className={styles.badgeIcon} aria-hidden />
            {text.secureBadge}
          </span>
        )}
      </div>
    </header>
  );
}
