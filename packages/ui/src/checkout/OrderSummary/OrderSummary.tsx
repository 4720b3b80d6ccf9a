import type { CheckoutLineView, CheckoutPageView } from '@pagora/contract/checkout-core';
import { ChevronDown, CircleAlert, CircleCheck, Info, ShoppingBag, Tag } from 'lucide-react';
import { useId } from 'react';
import { approximateAmount, formatCents, shippingPrice } from '../format.ts';
import { useCheckoutText } from '../private/context.ts';
import { cx } from '../private/cx.ts';
import { FieldError } from '../private/Field.tsx';
import { SubmitButton } from '../private/SubmitButton.tsx';
import * as styles from '../private/styles.css.ts';
import * as own from './OrderSummary.css.ts';

export interface OrderSummaryProps {
  view: Pick<
    CheckoutPageView,
    'product' | 'lines' | 'bump' | 'coupon' | 'coupon_message' | 'totals' | 'values' | 'settings'
  >;
  /** The coupon field's error (server or browser validation). */
  couponError?: string | null;
  /** The form action in flight: 'update' dims the totals while they are recomputed. */
  pending?: string | null;
  /**
   * Start expanded on narrow screens (wide screens always show it where browsers allow). It also
   * opens by itself when the coupon has feedback, so a phone never hides the coupon's message.
   */
  defaultOpen?: boolean;
}

const NOTE_ICONS = { success: CircleCheck, danger: CircleAlert, info: Info } as const;

/** The lines sold: the view's, or the product once when a view has none. */
function linesOf(view: OrderSummaryProps['view']): CheckoutLineView[] {
  if (view.lines && view.lines.length > 0) return view.lines;
  const { product } = view;
  return [
    {
      name: product.name,
      quantity: 1,
      unit_cents: product.price_cents,
      total_cents: product.price_cents,
      image_url: product.image_url,
      type: product.type,
    },
  ];
}

/**
 * Resumo do pedido: the product (and the bump when taken), the coupon field or the applied
 * coupon, and the totals the server computed. A collapsible bar on narrow screens. A cart handed
 * off by a store lists every line as '2 × Camiseta' with its line total (quantities are not
 * editable here).
 */
export function OrderSummary({ view, couponError, pending, defaultOpen = false }: OrderSummaryProps) {
  const t = useCheckoutText();
  const id = useId();
  const { product, totals, coupon, settings } = view;
  const couponId = `${id}-coupon`;
  const couponErrorId = `${id}-coupon-error`;
  const couponNoteId = `${id}-coupon-note`;
  const bumpTaken = view.bump !== null && view.values.bump && totals.bump_cents > 0;
  const approximate = approximateAmount(totals.total_cents, settings.options, t);
  const total = formatCents(totals.total_cents);
  // The coupon's part of the discounts (the PIX discount has its own line).
  const couponDiscount = totals.discount_cents - totals.pix_discount_cents;
  const note = view.coupon_message;
  const showImage = settings.cart.show_product_image && product.image_url !== null;
  const lines = linesOf(view);
  const cart = lines.length > 1 || lines[0]!.quantity > 1;
  // In a cart, either every line has a picture (a bag where the product has none) or none has.
  const lineThumbs = settings.cart.show_product_image && lines.some((line) => line.image_url !== null);
  const delivery = product.type === 'physical' || lines.some((line) => line.type === 'physical');
  const NoteIcon = note ? NOTE_ICONS[note.tone] : null;
  const describedBy = [couponError ? couponErrorId : null, note ? couponNoteId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <details className={own.summary} open={defaultOpen || Boolean(note || couponError) || undefined}>
      <summary className={own.toggle}>
        <ShoppingBag className={styles.icon} aria-hidden />
        <span className={own.toggleLabel}>{t.summary.show}</span>
        <ChevronDown className={own.chevron} aria-hidden />
        <span className={own.toggleTotal}>{total}</span>
      </summary>
      <div className={own.content}>
        <div className={own.hero}>
          <p className={own.heroLabel}>
            {lines.length > 1 ? `${product.name} + ${lines.length - 1}` : product.name}
          </p>
          <p className={own.heroTotal}>{total}</p>
        </div>
        <h2 className={own.title}>{t.summary.title}</h2>

        <ul className={own.items}>
          {cart ? (
            lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id; their order never changes.
              <li key={index} className={cx(own.item, !lineThumbs && own.itemPlain)}>
                {lineThumbs &&
                  (line.image_url ? (
                    <img
                      className={own.thumb}
                      src={line.image_url}
                      alt=""
                      width={64}
                      height={64}
                      decoding="async"
                    />
                  ) : (
                    <span className={own.bumpThumb} aria-hidden>
                      <ShoppingBag className={styles.icon} />
                    </span>
                  ))}
                <div>
                  <p className={own.itemName}>{`${line.quantity} × ${line.name}`}</p>
                  {line.quantity > 1 && (
                    <p className={own.itemTag}>{`${line.quantity} × ${formatCents(line.unit_cents)}`}</p>
                  )}
                </div>
                <p className={own.itemPrice}>{formatCents(line.total_cents)}</p>
              </li>
            ))
          ) : (
            <li className={cx(own.item, !showImage && own.itemPlain)}>
              {showImage && (
                <img
                  className={own.thumb}
                  src={product.image_url!}
                  alt=""
                  width={64}
                  height={64}
                  decoding="async"
                />
              )}
              <div>
                <p className={own.itemName}>{product.name}</p>
                {settings.cart.show_product_description && product.description && (
                  <p className={own.itemDescription}>{product.description}</p>
                )}
              </div>
              <p className={own.itemPrice}>{formatCents(product.price_cents)}</p>
            </li>
          )}
          {bumpTaken && view.bump && (
            <li className={own.item}>
              {settings.cart.show_product_image && view.bump.image_url ? (
                <img
                  className={own.thumb}
                  src={view.bump.image_url}
                  alt=""
                  width={64}
                  height={64}
                  decoding="async"
                />
              ) : (
                <span className={own.bumpThumb} aria-hidden>
                  <Tag className={styles.icon} />
                </span>
              )}
              <div>
                <p className={own.itemName}>{view.bump.product_name}</p>
                <p className={own.itemTag}>{t.bump.badge}</p>
              </div>
              <p className={own.itemPrice}>{formatCents(totals.bump_cents)}</p>
            </li>
          )}
        </ul>

        <hr className={own.divider} />

        {coupon ? (
          <div className={own.applied}>
            <span className={own.chip}>
              <Tag className={styles.smallIcon} aria-hidden />
              <span className={styles.visuallyHidden}>{t.coupon.appliedLabel}: </span>
              {coupon.code}
            </span>
            <span className={styles.muted}>
              {coupon.label}
              {coupon.automatic && ` · ${t.coupon.automatic}`}
            </span>
            {!coupon.automatic && (
              <SubmitButton action="remove_coupon" pending={pending} appearance="link" formNoValidate>
                {t.coupon.remove}
              </SubmitButton>
            )}
          </div>
        ) : (
          <div className={own.couponField}>
            <label className={styles.label} htmlFor={couponId}>
              {t.fields.coupon}
            </label>
            <div className={own.couponRow}>
              <input
                id={couponId}
                name="coupon_code"
                className={cx(styles.control, own.couponInput)}
                defaultValue={view.values.coupon_code}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={40}
                aria-invalid={couponError ? true : undefined}
                aria-describedby={describedBy || undefined}
              />
              <SubmitButton action="apply_coupon" pending={pending} variant="secondary" formNoValidate>
                {t.coupon.apply}
              </SubmitButton>
            </div>
            {couponError && <FieldError id={couponErrorId}>{couponError}</FieldError>}
          </div>
        )}
        {note && NoteIcon && (
          <p id={couponNoteId} role="status" className={cx(own.couponNote, own.couponNoteTone[note.tone])}>
            <NoteIcon className={styles.fieldErrorIcon} aria-hidden />
            {note.text}
          </p>
        )}

        <dl className={own.totals} aria-busy={pending === 'update' || undefined}>
          <div className={own.row}>
            <dt className={own.rowLabel}>{t.summary.subtotal}</dt>
            <dd>{formatCents(totals.subtotal_cents + totals.bump_cents)}</dd>
          </div>
          {couponDiscount > 0 && (
            <div className={own.row}>
              <dt className={own.rowLabel}>{t.summary.discount}</dt>
              <dd className={own.discount}>−{formatCents(couponDiscount)}</dd>
            </div>
          )}
          {totals.pix_discount_cents > 0 && (
            <div className={own.row}>
              <dt className={own.rowLabel}>{t.summary.pixDiscount}</dt>
              <dd className={own.discount}>−{formatCents(totals.pix_discount_cents)}</dd>
            </div>
          )}
          {delivery && (
            <div className={own.row}>
              <dt className={own.rowLabel}>{t.summary.shipping}</dt>
              <dd className={totals.shipping_cents === 0 ? styles.free : undefined}>
                {totals.shipping_cents === null
                  ? t.summary.shippingPending
                  : shippingPrice(totals.shipping_cents, t)}
              </dd>
            </div>
          )}
          {totals.interest_cents > 0 && (
            <div className={own.row}>
              <dt className={own.rowLabel}>{t.summary.interest}</dt>
              <dd>{formatCents(totals.interest_cents)}</dd>
            </div>
          )}
          <div className={own.totalRow}>
            <dt>{t.summary.total}</dt>
            <dd className={own.totalAmount}>{total}</dd>
          </div>
        </dl>
        {totals.installments && totals.installments.count > 1 && (
          <p className={own.installmentNote}>
            {t.payment.installment(
              totals.installments.count,
              formatCents(totals.installments.installment_cents),
            )}
          </p>
        )}
        {approximate && (
          <p className={own.approximate}>
            {approximate} · {t.summary.chargedInBrl}
          </p>
        )}
      </div>
    </details>
  );
}
