import type { BumpOfferView, BumpOrientation } from '@pagora/contract/checkout-core';
import { useId } from 'react';
import { formatCents } from '../format.ts';
import { useCheckoutText } from '../private/context.ts';
import { cx } from '../private/cx.ts';
import * as styles from '../private/styles.css.ts';
import * as own from './OrderBump.css.ts';

export interface OrderBumpProps {
  bump: BumpOfferView;
  /** Ticked (the buyer took the offer). */
  checked: boolean;
  /** vertical: image above the text; horizontal: image beside it. */
  orientation: BumpOrientation;
}

/** The order bump: one tick adds the offer to the order (`bump=on`). The page's form reports the change. */
export function OrderBump({ bump, checked, orientation }: OrderBumpProps) {
  const t = useCheckoutText();
  const id = useId();
  const discounted = bump.original_price_cents > bump.price_cents;
  const percentOff = discounted ? Math.round((1 - bump.price_cents / bump.original_price_cents) * 100) : 0;
  return (
    <div className={own.bump}>
      <label className={own.head}>
        <input
          className={cx(styles.checkbox, own.checkbox)}
          type="checkbox"
          name="bump"
          value="on"
          defaultChecked={checked}
          aria-describedby={`${id}-details`}
        />
        <span>{bump.headline || t.bump.add}</span>
      </label>
      <div id={`${id}-details`} className={own.body[orientation]}>
        {bump.image_url && (
          <img
            className={own.image}
            src={bump.image_url}
            alt=""
            width={80}
            height={80}
            loading="lazy"
            decoding="async"
          />
        )}
        <div className={own.text}>
          <p className={own.product}>{bump.product_name}</p>
          {bump.description && <p className={own.description}>{bump.description}</p>}
          <p className={own.prices}>
            {discounted && (
              <>
                <span className={styles.visuallyHidden}>{t.bump.from} </span>
                <s className={own.original}>{formatCents(bump.original_price_cents)}</s>
                <span className={styles.visuallyHidden}> {t.bump.for} </span>
              </>
            )}
            <span className={own.price}>{formatCents(bump.price_cents)}</span>
            {percentOff > 0 && <span className={own.off}>−{percentOff}%</span>}
          </p>
        </div>
      </div>
    </div>
  );
}
