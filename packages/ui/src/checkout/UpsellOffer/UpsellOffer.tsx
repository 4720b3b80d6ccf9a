import type { UpsellOfferView } from '@pagora/contract/checkout-core';
import { type FormEvent, useId } from 'react';
import { formatCents } from '../format.ts';
import { useCheckoutText } from '../private/context.ts';
import { cx } from '../private/cx.ts';
import { SubmitButton } from '../private/SubmitButton.tsx';
import * as styles from '../private/styles.css.ts';
import * as own from './UpsellOffer.css.ts';

export type UpsellAction = 'accept' | 'decline';

export interface UpsellOfferProps {
  upsell: UpsellOfferView;
  /** Given by the hydration layer: the choice comes here instead of posting the page. */
  onAction?: (action: UpsellAction, data: FormData) => void;
  pending?: UpsellAction | null;
}

/** The one-click upsell after an approved payment: a form posting action=accept|decline to the offer's URL. */
export function UpsellOffer({ upsell, onAction, pending = null }: UpsellOfferProps) {
  const t = useCheckoutText();
  const id = useId();
  const discounted = upsell.original_price_cents > upsell.price_cents;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!onAction) return;
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const action =
      submitter instanceof HTMLButtonElement && submitter.value === 'decline' ? 'decline' : 'accept';
    onAction(action, new FormData(event.currentTarget, submitter));
  };

  return (
    <form
      method="post"
      action={upsell.action_url}
      className={own.offer}
      aria-labelledby={id}
      onSubmit={onSubmit}
    >
      <p className={own.badge}>{t.upsell.badge}</p>
      <h2 id={id} className={own.headline}>
        {upsell.headline || upsell.product_name}
      </h2>
      <div className={cx(own.body, !upsell.image_url && own.bodyPlain)}>
        {upsell.image_url && (
          <img
            className={own.image}
            src={upsell.image_url}
            alt=""
            width={112}
            height={112}
            decoding="async"
          />
        )}
        <div className={own.text}>
          <p className={own.product}>{upsell.product_name}</p>
          {upsell.description && <p className={own.description}>{upsell.description}</p>}
          <p className={own.prices}>
            {discounted && (
              <>
                <span className={styles.visuallyHidden}>{t.bump.from} </span>
                <s className={own.original}>{formatCents(upsell.original_price_cents)}</s>
                <span className={styles.visuallyHidden}> {t.bump.for} </span>
              </>
            )}
            <span className={own.price}>{formatCents(upsell.price_cents)}</span>
          </p>
        </div>
      </div>
      <div className={own.actions}>
        <SubmitButton action="accept" pending={pending} size="large" fullWidth>
          {t.upsell.accept}
        </SubmitButton>
        <SubmitButton action="decline" pending={pending} appearance="link">
          {t.upsell.decline}
        </SubmitButton>
      </div>
      <p className={own.note}>{t.upsell.note}</p>
    </form>
  );
}
