import { CircleCheck, Lock, ShieldCheck } from 'lucide-react';
import { useCheckoutText } from '../private/context.ts';
import * as own from './CheckoutFooter.css.ts';

export interface CheckoutFooterProps {
  storeName: string;
  /** The store's own line (company name, CNPJ, address…); empty = none. */
  text: string;
  /** Shown as a mailto link; empty = none. */
  supportEmail: string;
  showSecuritySeals: boolean;
}

/** The page's foot: security seals, the store's text and its support e-mail. */
export function CheckoutFooter({ storeName, text, supportEmail, showSecuritySeals }: CheckoutFooterProps) {
  const t = useCheckoutText();
  return (
    <footer className={own.footer}>
      <div className={own.inner}>
        {showSecuritySeals && (
          <ul className={own.seals}>
            <li className={own.seal}>
              <ShieldCheck className={own.sealIcon} aria-hidden />
              {t.footer.sealSecure}
            </li>
            <li className={own.seal}>
              <Lock className={own.sealIcon} aria-hidden />
              {t.footer.sealEncrypted}
            </li>
            <li className={own.seal}>
              <CircleCheck className={own.sealIcon} aria-hidden />
              {t.footer.sealGuarantee}
            </li>
          </ul>
        )}
        {text && <p>{text}</p>}
        {supportEmail && (
          <p>
            {t.footer.support}:{' '}
            <a className={own.link} href={`mailto:${supportEmail}`}>
              {supportEmail}
            </a>
          </p>
        )}
        <p>© {storeName}</p>
      </div>
    </footer>
  );
}
