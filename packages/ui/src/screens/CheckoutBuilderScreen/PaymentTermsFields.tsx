import {
  type CheckoutSettings,
  centsToInput,
  MAX_INSTALLMENTS,
  MIN_INSTALLMENT_NUMBER_MESSAGE,
  MONTHLY_INTEREST_NUMBER_MESSAGE,
  type PaymentTermsField,
  PIX_DISCOUNT_NUMBER_MESSAGE,
  parseMoneyToCents,
  parsePercent,
  paymentTermsErrors,
} from '@pagora/contract';
import { useState } from 'react';
import { Select } from '../../components/Select/Select.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import * as styles from './sections.css.ts';
import type { CheckoutSettingsErrors } from './sections.ts';

type Options = CheckoutSettings['options'];

interface TermsProps {
  options: Options;
  onChange: (values: Partial<Options>) => void;
  /** The server's messages (text fields get theirs through the builder's Form too). */
  errors?: CheckoutSettingsErrors;
  isDisabled?: boolean;
}

const maxItems = Array.from({ length: MAX_INSTALLMENTS }, (_, index) => ({
  id: String(index + 1),
  label: index === 0 ? '1x (sem parcelamento)' : `Até ${index + 1}x`,
}));

const percentFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2, useGrouping: false });
const percentText = (value: number) => percentFormat.format(value);

/** The contract's message for one payment-terms setting at `value`, or null. */
const termError = (options: Options, field: PaymentTermsField, value: number) =>
  paymentTermsErrors({ ...options, [field]: value })[field] ?? null;

interface NumberTextFieldProps {
  label: string;
  name: `options.${PaymentTermsField}`;
  value: number;
  toText: (value: number) => string;
  parse: (text: string) => number | null;
  /** When the text is no number at all. */
  formatMessage: string;
  /** The contract's range check of a parsed value. */
  check: (value: number) => string | null;
  onChange: (value: number) => void;
  description?: string;
  placeholder?: string;
  prefix?: string;
  suffix?: string;
  isDisabled?: boolean;
}

/**
 * A number typed the Brazilian way ('2,99', '5,00'). Every readable value goes into the draft (so
 * the preview follows), and the contract's message shows while it is out of range; text that is no
 * number keeps the last value and blocks saving with its message.
 */
function NumberTextField({
  value,
  toText,
  parse,
  formatMessage,
  check,
  onChange,
  ...field
}: NumberTextFieldProps) {
  const [text, setText] = useState(() => toText(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(toText(value));
  }
  return (
    <TextField
      {...field}
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onChange={(next) => {
        setText(next);
        const parsed = parse(next);
        if (parsed === null) return;
        setShown(parsed);
        onChange(parsed);
      }}
      validate={(next) => {
        const parsed = parse(next);
        return parsed === null ? formatMessage : check(parsed);
      }}
    />
  );
}

/**
 * Installments in Configurações › Pagamento: how many at most, how many without interest, the
 * monthly interest of the others (Price table) and the minimum installment.
 */
export function InstallmentTermsFields({ options, onChange, errors, isDisabled }: TermsProps) {
  const freeError = errors?.['options.interest_free_installments'];
  const max = options.max_installments;
  const freeItems = maxItems.slice(0, max).map((item, index) => ({
    id: item.id,
    label: index === 0 ? 'Só 1x (à vista)' : `Até ${index + 1}x sem juros`,
  }));
  const allFree = options.interest_free_installments >= max || options.monthly_interest_percent === 0;
  return (
    <>
      <div className={styles.pair}>
        <Select
          label="Parcelas no cartão"
          name="options.max_installments"
          items={maxItems}
          selectedKey={String(max)}
          // The interest-free count never passes the maximum.
          onSelectionChange={(key) => {
            if (!key) return;
            const next = Number(key);
            onChange({
              max_installments: next,
              interest_free_installments: Math.min(options.interest_free_installments, next),
            });
          }}
          isDisabled={isDisabled}
        />
        <Select
          label="Parcelas sem juros"
          name="options.interest_free_installments"
          items={freeItems}
          selectedKey={String(Math.min(options.interest_free_installments, max))}
          onSelectionChange={(key) => key && onChange({ interest_free_installments: Number(key) })}
          isInvalid={Boolean(freeError)}
          errorMessage={freeError}
          isDisabled={isDisabled || max === 1}
        />
      </div>
      <div className={styles.pair}>
        <NumberTextField
          label="Juros ao mês"
          name="options.monthly_interest_percent"
          suffix="% a.m."
          placeholder="2,99"
          description={
            allFree
              ? 'Com 0 % (ou todas as parcelas sem juros), nenhuma parcela tem juros.'
              : 'Tabela Price: o comprador vê o total com juros de cada opção.'
          }
          value={options.monthly_interest_percent}
          toText={percentText}
          parse={parsePercent}
          formatMessage={MONTHLY_INTEREST_NUMBER_MESSAGE}
          check={(value) => termError(options, 'monthly_interest_percent', value)}
          onChange={(monthly_interest_percent) => onChange({ monthly_interest_percent })}
          isDisabled={isDisabled || max === 1}
        />
        <NumberTextField
          label="Parcela mínima"
          name="options.min_installment_cents"
          prefix="R$"
          placeholder="5,00"
          description="Opções com parcelas menores não aparecem (1x sempre aparece)."
          value={options.min_installment_cents}
          toText={centsToInput}
          parse={parseMoneyToCents}
          formatMessage={MIN_INSTALLMENT_NUMBER_MESSAGE}
          check={(value) => termError(options, 'min_installment_cents', value)}
          onChange={(min_installment_cents) => onChange({ min_installment_cents })}
          isDisabled={isDisabled || max === 1}
        />
      </div>
    </>
  );
}

/** Desconto no PIX, in Configurações › PIX: off products + bump after coupons, never off shipping. */
export function PixDiscountField({ options, onChange, isDisabled }: TermsProps) {
  return (
    <NumberTextField
      label="Desconto no PIX"
      name="options.pix_discount_percent"
      suffix="%"
      placeholder="0"
      description="Sobre produtos e order bump, depois do cupom; o frete não tem desconto. 0 = sem desconto."
      value={options.pix_discount_percent}
      toText={percentText}
      parse={parsePercent}
      formatMessage={PIX_DISCOUNT_NUMBER_MESSAGE}
      check={(value) => termError(options, 'pix_discount_percent', value)}
      onChange={(pix_discount_percent) => onChange({ pix_discount_percent })}
      isDisabled={isDisabled}
    />
  );
}
