import {
  CARD_BRAND_LABELS,
  type CardBrand,
  type CardTokenizerProvider,
  cardBrand,
} from '@pagora/contract/checkout-core';
import { CreditCard, LoaderCircle, Lock } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useCheckoutText } from '../private/context.ts';
import { cx } from '../private/cx.ts';
import { FieldError } from '../private/Field.tsx';
import { Message } from '../private/Message.tsx';
import { applyMask } from '../private/masks.ts';
import * as styles from '../private/styles.css.ts';
import * as own from './SecureCardFields.css.ts';

/** The card fields a gateway owns (Pagora never posts them). */
export type SecureFieldPart = 'number' | 'expiry' | 'cvv';
export const SECURE_FIELD_PARTS = ['number', 'expiry', 'cvv'] as const satisfies readonly SecureFieldPart[];

/** The elements the gateway's script works with: Mercado Pago's iframe boxes, or Pagar.me's inputs. */
export type SecureFieldElements = Record<SecureFieldPart, HTMLElement>;

/**
 * Where the gateway's fields stand:
 * - 'no-script': server-rendered, before (or without) JavaScript — card is unavailable, PIX and
 *   boleto still work with plain forms;
 * - 'inert': the builder's preview — the fields' look, no script;
 * - 'loading': the provider's script is on its way;
 * - 'ready': the buyer can type; 'tokenizing': the card is being turned into a token;
 * - 'failed': the script did not load (blocked, offline).
 */
export type SecureCardStatus = 'no-script' | 'inert' | 'loading' | 'ready' | 'tokenizing' | 'failed';

export interface SecureCardState {
  provider: CardTokenizerProvider;
  status: SecureCardStatus;
  /**
   * Called once the fields' elements exist and the script is ready: Mercado Pago mounts its iframes
   * into the boxes, Pagar.me keeps the inputs to read when paying. Returns how to undo it. Keep it
   * stable (the same function between renders), or the fields are mounted again.
   */
  mount?: (elements: SecureFieldElements) => (() => void) | undefined;
  /** The brand the gateway detected from the card's first digits (Mercado Pago). */
  brand?: CardBrand;
  /** Messages under the gateway's fields (the gateway refused to tokenize the number, say). */
  errors?: Partial<Record<SecureFieldPart, string>>;
  /**
   * The fields are the page's own inputs even for Mercado Pago: with a card contingency the same
   * card is tokenized by both gateways' scripts, and neither can read the other's iframes.
   */
  pageInputs?: boolean;
}

export interface SecureCardFieldsProps {
  secureCard: SecureCardState;
  /** Pagora's own card fields, placed among the gateway's: the holder's name and the installments. */
  holder: ReactNode;
  installments: ReactNode;
}

const PROVIDER_NAMES: Record<CardTokenizerProvider, string> = {
  mercadopago: 'Mercado Pago',
  pagarme: 'Pagar.me',
};

/**
 * The card fields of a store whose gateway tokenizes in the buyer's browser. Mercado Pago: empty
 * boxes its Secure Fields iframes mount into. Pagar.me: inputs without a `name` (tokenizecard.js
 * reads them; the form never posts them). Without JavaScript: a notice that card needs it.
 */
export function SecureCardFields({ secureCard, holder, installments }: SecureCardFieldsProps) {
  const t = useCheckoutText();
  const { provider, status, mount } = secureCard;
  const refs = {
    number: useRef<HTMLElement | null>(null),
    expiry: useRef<HTMLElement | null>(null),
    cvv: useRef<HTMLElement | null>(null),
  };
  const [typedBrand, setTypedBrand] = useState<CardBrand>('unknown');
  const active = status === 'ready' || status === 'tokenizing';

  // biome-ignore lint/correctness/useExhaustiveDependencies: the refs are stable; mounting again on tokenizing would clear what was typed.
  useEffect(() => {
    if (!active || !mount) return;
    const number = refs.number.current;
    const expiry = refs.expiry.current;
    const cvv = refs.cvv.current;
    if (!number || !expiry || !cvv) return;
    return mount({ number, expiry, cvv });
  }, [active, mount]);

  if (status === 'no-script') {
    return <Message message={{ tone: 'info', text: t.payment.secureCard.requiresJavaScript }} />;
  }
  if (status === 'failed') {
    return <Message message={{ tone: 'danger', text: t.payment.secureCard.failed }} role="alert" />;
  }

  // Mercado Pago's iframes tell the brand from the BIN; the page's own inputs are read here.
  const frames = provider === 'mercadopago' && !secureCard.pageInputs;
  const brand = frames ? (secureCard.brand ?? 'unknown') : typedBrand;
  const brandMark =
    brand === 'unknown' ? (
      <CreditCard className={styles.icon} aria-hidden />
    ) : (
      <span aria-hidden>{CARD_BRAND_LABELS[brand]}</span>
    );
  const field = (
    part: SecureFieldPart,
    label: string,
    placeholder: string,
    span: [styles.Span, styles.Span],
  ) => (
    <SecureField
      key={part}
      part={part}
      frames={frames}
      label={label}
      placeholder={placeholder}
      span={span}
      error={secureCard.errors?.[part]}
      busy={status === 'loading' || status === 'tokenizing'}
      disabled={status === 'inert' || status === 'tokenizing'}
      elementRef={refs[part]}
      adornment={part === 'number' ? brandMark : undefined}
      onNumberChange={part === 'number' ? (value) => setTypedBrand(cardBrand(value)) : undefined}
    />
  );

  return (
    <div className={styles.fieldGrid} data-secure-card={provider}>
      {field('number', t.fields.cardNumber, t.placeholders.cardNumber, [6, 6])}
      {holder}
      {field('expiry', t.fields.cardExpiry, t.placeholders.cardExpiry, [3, 3])}
      {field('cvv', t.fields.cardCvv, '123', [3, 3])}
      {installments}
      {status === 'loading' || status === 'tokenizing' ? (
        <p className={own.status} role="status">
          <LoaderCircle className={own.spinner} aria-hidden />
          {status === 'loading' ? t.payment.secureCard.loading : t.payment.secureCard.tokenizing}
        </p>
      ) : (
        <p className={own.securedBy}>
          <Lock className={styles.smallIcon} aria-hidden />
          {t.payment.secureCard.securedBy(PROVIDER_NAMES[provider])}
        </p>
      )}
    </div>
  );
}

const MASK_OF: Record<SecureFieldPart, string> = {
  number: 'card_number',
  expiry: 'card_expiry',
  cvv: 'card_cvv',
};
const AUTOCOMPLETE_OF: Record<SecureFieldPart, string> = {
  number: 'cc-number',
  expiry: 'cc-exp',
  cvv: 'cc-csc',
};
const MAX_LENGTH_OF: Record<SecureFieldPart, number> = { number: 23, expiry: 7, cvv: 4 };

function SecureField({
  part,
  frames,
  label,
  placeholder,
  span,
  error,
  busy,
  disabled,
  elementRef,
  adornment,
  onNumberChange,
}: {
  part: SecureFieldPart;
  /** Mercado Pago's Secure Fields iframes mount into empty boxes; otherwise the page's inputs. */
  frames: boolean;
  label: string;
  placeholder: string;
  span: [styles.Span, styles.Span];
  error: string | undefined;
  busy: boolean;
  disabled: boolean;
  elementRef: { current: HTMLElement | null };
  adornment: ReactNode;
  onNumberChange: ((value: string) => void) | undefined;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const frame = cx(styles.field, styles.spanNarrow[span[0]], styles.spanWide[span[1]]);

  if (frames) {
    // The iframe brings its own input; the box only frames it. `data-label` names the iframe.
    return (
      <div className={frame}>
        <span className={styles.label} aria-hidden>
          {label}
        </span>
        <div
          className={cx(own.frameBox, adornment !== undefined && own.frameBoxWithBrand)}
          aria-busy={busy || undefined}
        >
          <div
            ref={(element) => {
              elementRef.current = element;
            }}
            id={`${id}-${part}`}
            className={own.frameSlot}
            data-secure-field={part}
            data-label={label}
          />
          {adornment !== undefined && <span className={styles.adornment}>{adornment}</span>}
        </div>
        {error && <FieldError id={errorId}>{error}</FieldError>}
      </div>
    );
  }

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const inputType = (event.nativeEvent as InputEvent).inputType ?? '';
    applyMask(event.currentTarget, inputType.startsWith('delete'));
    onNumberChange?.(event.currentTarget.value);
  };
  // No `name`: the form never posts these; only tokenizecard.js reads them.
  const input = (
    <input
      ref={(element) => {
        elementRef.current = element;
      }}
      id={id}
      type="text"
      className={cx(styles.control, adornment !== undefined && styles.withAdornment)}
      autoComplete={AUTOCOMPLETE_OF[part]}
      inputMode="numeric"
      placeholder={placeholder}
      maxLength={MAX_LENGTH_OF[part]}
      spellCheck={false}
      disabled={disabled}
      onChange={onChange}
      aria-required
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      data-secure-field={part}
      data-mask={MASK_OF[part]}
    />
  );
  return (
    <div className={frame}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {adornment === undefined ? (
        input
      ) : (
        <div className={styles.selectWrap}>
          {input}
          <span className={styles.adornment}>{adornment}</span>
        </div>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
