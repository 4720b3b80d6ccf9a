import type { OrderResultView } from '@pagora/contract/checkout-core';
import { CARD_BRAND_LABELS } from '@pagora/contract/checkout-core';
import { Barcode, CircleAlert, CircleCheck, CircleX, Clock } from 'lucide-react';
import { BoletoPayment } from '../BoletoPayment/BoletoPayment.tsx';
import { CheckoutFooter } from '../CheckoutFooter/CheckoutFooter.tsx';
import { CheckoutHeader } from '../CheckoutHeader/CheckoutHeader.tsx';
import { CheckoutTheme } from '../CheckoutTheme/CheckoutTheme.tsx';
import { formatCents, shippingPrice } from '../format.ts';
import * as summary from '../OrderSummary/OrderSummary.css.ts';
import { PixPayment } from '../PixPayment/PixPayment.tsx';
import { buttonClass } from '../private/button.ts';
import { useCheckoutText } from '../private/context.ts';
import { cx } from '../private/cx.ts';
import * as styles from '../private/styles.css.ts';
import { RedirectNotice } from '../RedirectNotice/RedirectNotice.tsx';
import { type UpsellAction, UpsellOffer } from '../UpsellOffer/UpsellOffer.tsx';
import * as own from './OrderResultPage.css.ts';

export interface OrderResultPageProps {
  view: OrderResultView;
  /** The server's time at render (ISO): a PIX code already expired at that time says so. */
  now: string;
  /** Given by the hydration layer: the upsell's choice comes here instead of posting the page. */
  onUpsellAction?: (action: UpsellAction, data: FormData) => void;
  upsellPending?: UpsellAction | null;
}

/**
 * After the buyer pays: the upsell offer first when there is one, then the result: approved,
 * pending PIX (QR + copia e cola), pending boleto (digitable line), refused (with retry).
 */
export function OrderResultPage({ view, now, onUpsellAction, upsellPending }: OrderResultPageProps) {
  const { settings } = view;
  return (
    <CheckoutTheme settings={settings}>
      {settings.header.enabled && (
        <CheckoutHeader
          storeName={view.store_name}
          logoUrl={settings.header.logo_url}
          showSecureBadge={settings.header.show_secure_badge}
        />
      )}
      <main className={own.main}>
        {view.upsell ? (
          <>
            <ApprovedConfirmation view={view} />
            <UpsellOffer upsell={view.upsell} onAction={onUpsellAction} pending={upsellPending} />
          </>
        ) : (
          <>
            <section className={cx(styles.card, own.statusCard)}>
              <StatusContent view={view} now={now} />
            </section>
            {view.redirect_url && <RedirectNotice url={view.redirect_url} />}
          </>
        )}
        <OrderDetails view={view} />
      </main>
      {settings.footer.enabled && (
        <CheckoutFooter
          storeName={view.store_name}
          text={settings.footer.text}
          supportEmail={settings.footer.support_email}
          showSecuritySeals={settings.footer.show_security_seals}
        />
      )}
    </CheckoutTheme>
  );
}

function ApprovedConfirmation({ view }: { view: OrderResultView }) {
  const t = useCheckoutText();
  return (
    <div className={own.confirmation}>
      <CircleCheck className={own.confirmationIcon} aria-hidden />
      <div>
        <h1 className={own.confirmationTitle}>{t.order.status[view.order.status]}</h1>
        <p className={own.orderNumber}>{t.order.number(view.order.number)}</p>
      </div>
    </div>
  );
}

function StatusHead({
  tone,
  icon: Icon,
  title,
  number,
}: {
  tone: keyof typeof own.statusIcon;
  icon: typeof CircleCheck;
  title: string;
  number: number;
}) {
  const t = useCheckoutText();
  return (
    <div className={own.statusHead}>
      <span className={own.statusIcon[tone]} aria-hidden>
        <Icon className={own.statusSvg} />
      </span>
      <h1 className={own.title}>{title}</h1>
      <p className={own.orderNumber}>{t.order.number(number)}</p>
    </div>
  );
}

function StatusContent({ view, now }: { view: OrderResultView; now: string }) {
  const t = useCheckoutText();
  const { order } = view;

  if (order.status === 'approved') {
    return (
      <>
        <StatusHead tone="success" icon={CircleCheck} title={t.order.approved} number={order.number} />
        <p className={own.lead}>{t.order.approvedText(order.buyer_email)}</p>
      </>
    );
  }

  if (order.status === 'refused') {
    return (
      <>
        <StatusHead tone="danger" icon={CircleX} title={t.order.refused} number={order.number} />
        {order.refusal_reason && <p className={own.reason}>{order.refusal_reason}</p>}
        <a className={cx(buttonClass({ size: 'large' }), own.retry)} href={view.retry_url}>
          {t.order.retry}
        </a>
      </>
    );
  }

  if (order.status === 'pending' && order.payment_method === 'pix' && order.pix) {
    const expired = Date.parse(order.pix.expires_at) <= Date.parse(now);
    return (
      <>
        <StatusHead tone="pending" icon={Clock} title={t.order.pending} number={order.number} />
        {expired ? (
          <>
            <p className={own.reason}>{t.order.pixExpired}</p>
            <a className={cx(buttonClass({ size: 'large' }), own.retry)} href={view.retry_url}>
              {t.order.retry}
            </a>
          </>
        ) : (
          <>
            <PixPayment pix={order.pix} />
            <p className={own.watching} role="status">
              <span className={own.pulse} aria-hidden />
              {t.order.pixWatching}
            </p>
          </>
        )}
      </>
    );
  }

  if (order.status === 'pending' && order.payment_method === 'boleto' && order.boleto) {
    return (
      <>
        <StatusHead tone="pending" icon={Barcode} title={t.order.boletoTitle} number={order.number} />
        <p className={own.lead}>{t.order.boletoText}</p>
        <BoletoPayment boleto={order.boleto} totalCents={order.totals.total_cents} />
        <p className={own.watching} role="status">
          <span className={own.pulse} aria-hidden />
          {t.order.pending}
        </p>
      </>
    );
  }

  const tone = order.status === 'pending' ? 'pending' : 'neutral';
  return (
    <StatusHead
      tone={tone}
      icon={order.status === 'pending' ? Clock : CircleAlert}
      title={t.order.status[order.status]}
      number={order.number}
    />
  );
}

function OrderDetails({ view }: { view: OrderResultView }) {
  const t = useCheckoutText();
  const { order } = view;
  const { totals } = order;
  const method =
    order.payment_method === 'card' && order.card
      ? t.order.cardPaid(CARD_BRAND_LABELS[order.card.brand], order.card.last4, order.card.installments)
      : t.payment[order.payment_method];
  return (
    <section className={styles.card}>
      <h2 className={own.detailsTitle}>{t.order.items}</h2>
      <ul className={own.items}>
        {order.items.map((item) => (
          <li key={`${item.kind}-${item.name}`} className={own.itemRow}>
            <span>
              {item.name} {item.quantity > 1 && <span className={own.quantity}>× {item.quantity}</span>}
            </span>
            <span>{formatCents(item.unit_price_cents * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className={summary.totals}>
        <div className={summary.row}>
          <dt className={summary.rowLabel}>{t.summary.subtotal}</dt>
          <dd>{formatCents(totals.subtotal_cents + totals.bump_cents)}</dd>
        </div>
        {totals.discount_cents - totals.pix_discount_cents > 0 && (
          <div className={summary.row}>
            <dt className={summary.rowLabel}>{t.summary.discount}</dt>
            <dd className={summary.discount}>
              −{formatCents(totals.discount_cents - totals.pix_discount_cents)}
            </dd>
          </div>
        )}
        {totals.pix_discount_cents > 0 && (
          <div className={summary.row}>
            <dt className={summary.rowLabel}>{t.summary.pixDiscount}</dt>
            <dd className={summary.discount}>−{formatCents(totals.pix_discount_cents)}</dd>
          </div>
        )}
        {totals.shipping_cents !== null && (
          <div className={summary.row}>
            <dt className={summary.rowLabel}>{t.summary.shipping}</dt>
            <dd className={totals.shipping_cents === 0 ? styles.free : undefined}>
              {shippingPrice(totals.shipping_cents, t)}
            </dd>
          </div>
        )}
        {totals.interest_cents > 0 && (
          <div className={summary.row}>
            <dt className={summary.rowLabel}>{t.summary.interest}</dt>
            <dd>{formatCents(totals.interest_cents)}</dd>
          </div>
        )}
        <div className={summary.totalRow}>
          <dt>{t.summary.total}</dt>
          <dd className={summary.totalAmount}>{formatCents(totals.total_cents)}</dd>
        </div>
      </dl>
      <p className={own.paidWith}>
        <span>{t.order.paidWith}</span>
        <span className={own.paidWithValue}>{method}</span>
      </p>
    </section>
  );
}
