import type { OrderResultView } from '@pagora/contract/checkout-core';
import { Clock } from 'lucide-react';
import { CopyField } from '../CopyField/CopyField.tsx';
import { formatTime } from '../format.ts';
import { useCheckoutText } from '../private/context.ts';
import * as styles from '../private/styles.css.ts';
import * as own from './PixPayment.css.ts';

export interface PixPaymentProps {
  pix: NonNullable<OrderResultView['order']['pix']>;
}

/**
 * The pending PIX charge: the QR Code (server-made SVG), the copia-e-cola code and when it expires.
 * On a phone the code and its copy button come first: the buyer pays in a bank app on the same
 * phone, where a QR Code cannot be scanned, and the button must not sit below the fold.
 */
export function PixPayment({ pix }: PixPaymentProps) {
  const t = useCheckoutText();
  return (
    <div className={own.pix}>
      {/* The server builds this SVG from the BR Code (no user input reaches it). */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: trusted server-made QR Code SVG. */}
      <div className={own.qr} dangerouslySetInnerHTML={{ __html: pix.qr_svg }} />
      <p className={own.scan}>{t.order.pixScan}</p>
      <div className={own.copy}>
        <CopyField label={t.order.pixCode} value={pix.payload} multiline />
      </div>
      <p className={own.expires}>
        <Clock className={styles.smallIcon} aria-hidden />
        {t.order.pixExpires(formatTime(pix.expires_at))}
      </p>
    </div>
  );
}
