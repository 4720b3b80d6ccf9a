import {
  CARD_BRAND_LABELS,
  type CardBrand,
  type CheckoutErrors,
  type CheckoutFieldValues,
  cardBrand,
  type InstallmentOption,
  type PaymentMethod,
  type PixOffer,
} from '@pagora/contract/checkout-core';
import { Barcode, Check, CreditCard, QrCode } from 'lucide-react';
import { useId, useState } from 'react';
import { formatCents, formatPercent, installmentLabel } from '../format.ts';
import { useCheckoutText } from '../private/context.ts';
import { FieldError, SelectField, TextField } from '../private/Field.tsx';
import { Section } from '../private/Section.tsx';
import * as styles from '../private/styles.css.ts';
import { SecureCardFields, type SecureCardState } from '../SecureCardFields/SecureCardFields.tsx';
import * as own from './PaymentSection.css.ts';

export interface PaymentSectionProps {
  /** Offered methods, in the store's order (the preselected one first). */
  methods: readonly PaymentMethod[];
  values: Pick<CheckoutFieldValues, 'payment_method' | 'card_holder' | 'installments'>;
  errors: CheckoutErrors;
  /** The card's plans the server offers for this amount, 1x first. */
  installmentOptions: readonly InstallmentOption[];
  /** The store's PIX discount and the PIX total; null when there is none. */
  pixDiscount: PixOffer | null;
  number?: number;
  /**
   * The store's card gateway tokenizes in the browser: its fields replace Pagora's number, expiry
   * and CVV (see SecureCardFields). Absent: test mode's own card form.
   */
  secureCard?: SecureCardState | null;
}

const ICONS = { pix: QrCode, card: CreditCard, boleto: Barcode } as const;

function InfoList({ items }: { items: readonly string[] }) {
  return (
    <ul className={own.infoList}>
      {items.map((item) => (
        <li key={item} className={own.infoItem}>
          <Check className={own.infoIcon} aria-hidden />
          {item}
        </li>
      ))}
    </ul>
  );
}

/**
 * Pagamento: the methods as an accordion of radios; the selected one's panel (card fields and
 * installments, or how PIX/boleto work) opens through CSS alone, so it works without JavaScript.
 */
export function PaymentSection({
  methods,
  values,
  errors,
  installmentOptions,
  pixDiscount,
  number,
  secureCard,
}: PaymentSectionProps) {
  const t = useCheckoutText();
  const baseId = useId();
  const errorId = `${baseId}-error`;
  const [brand, setBrand] = useState<CardBrand>('unknown');
  const selected = methods.includes(values.payment_method) ? values.payment_method : methods[0];
  const installments = installmentOptions.map((option) => ({
    value: String(option.count),
    label: installmentLabel(option, t),
  }));
  const pixBadge = pixDiscount ? t.payment.pixDiscount(formatPercent(pixDiscount.percent, t)) : null;

  const panel = (method: PaymentMethod) => {
    if (method === 'pix') {
      return (
        <>
          {pixDiscount && (
            <p className={own.pixTotal}>{t.payment.pixTotal(formatCents(pixDiscount.total_cents))}</p>
          )}
          <InfoList items={t.payment.pixInfo} />
        </>
      );
    }
    if (method === 'boleto') return <InfoList items={t.payment.boletoInfo} />;
    const holderField = (
      <TextField
        name="card_holder"
        label={t.fields.cardHolder}
        defaultValue={values.card_holder}
        error={errors.card_holder}
        autoComplete="cc-name"
        maxLength={80}
        required
      />
    );
    const installmentsField = (
      <SelectField
        name="installments"
        label={t.fields.installments}
        options={installments}
        defaultValue={values.installments || '1'}
        error={errors.installments}
      />
    );
    if (secureCard) {
      return (
        <SecureCardFields secureCard={secureCard} holder={holderField} installments={installmentsField} />
      );
    }
    return (
      <div className={styles.fieldGrid}>
        <TextField
          name="card_number"
          label={t.fields.cardNumber}
          error={errors.card_number}
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder={t.placeholders.cardNumber}
          maxLength={23}
          required
          onChange={(event) => setBrand(cardBrand(event.target.value))}
          adornment={
            brand === 'unknown' ? (
              <CreditCard className={styles.icon} aria-hidden />
            ) : (
              <span aria-hidden>{CARD_BRAND_LABELS[brand]}</span>
            )
          }
        />
        {holderField}
        <TextField
          name="card_expiry"
          label={t.fields.cardExpiry}
          error={errors.card_expiry}
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder={t.placeholders.cardExpiry}
          maxLength={7}
          span={[3, 3]}
          required
        />
        <TextField
          name="card_cvv"
          label={t.fields.cardCvv}
          error={errors.card_cvv}
          autoComplete="cc-csc"
          inputMode="numeric"
          placeholder="123"
          maxLength={4}
          span={[3, 3]}
          required
        />
        {installmentsField}
      </div>
    );
  };

  return (
    <Section title={t.steps.payment} number={number}>
      <fieldset aria-describedby={errors.payment_method ? errorId : undefined}>
        <legend className={styles.visuallyHidden}>{t.payment.legend}</legend>
        <div className={own.methods}>
          {methods.map((method) => {
            const Icon = ICONS[method];
            const id = `${baseId}-${method}`;
            return (
              <div key={method} className={own.method}>
                <input
                  id={id}
                  className={own.methodRadio}
                  type="radio"
                  name="payment_method"
                  value={method}
                  defaultChecked={method === selected}
                />
                <label htmlFor={id} className={own.methodHeader}>
                  <span className={own.methodName}>{t.payment[method]}</span>
                  {method === 'pix' && pixBadge && <span className={own.methodBadge}>{pixBadge}</span>}
                  <Icon className={own.methodIcon} aria-hidden />
                </label>
                <div className={own.methodBody}>{panel(method)}</div>
              </div>
            );
          })}
        </div>
        {errors.payment_method && (
          <div className={own.groupError}>
            <FieldError id={errorId}>{errors.payment_method}</FieldError>
          </div>
        )}
      </fieldset>
    </Section>
  );
}
