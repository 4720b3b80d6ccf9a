import { useCheckoutText } from '../private/context.ts';
import * as styles from './SupportWhatsApp.css.ts';

export interface SupportWhatsAppProps {
  /** The wa.me link with its message (the server's `support_whatsapp_url`). */
  href: string;
}

/**
 * 'Fale conosco no WhatsApp': a plain link (no script, a few hundred bytes), fixed at the bottom
 * corner of the checkout, that opens the conversation with the store in a new tab.
 */
export function SupportWhatsApp({ href }: SupportWhatsAppProps) {
  const t = useCheckoutText();
  return (
    <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
      {t.footer.whatsapp}
    </a>
  );
}
