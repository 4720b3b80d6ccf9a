import {
  CHECKOUT_CURRENCIES,
  CHECKOUT_FONT_LABELS,
  CHECKOUT_FONTS,
  CHECKOUT_LANGUAGE_LABELS,
  CHECKOUT_LANGUAGES,
  CHECKOUT_LAYOUTS,
  type CheckoutCurrency,
  type CheckoutFont,
  type CheckoutLanguage,
  type CheckoutLayout,
  CPF_OPTION_LABELS,
  CPF_OPTIONS,
  type CpfOption,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
  ROUNDING_LABELS,
  ROUNDINGS,
  type Rounding,
} from '@pagora/contract';
import { useId, useState } from 'react';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { SegmentedControl } from '../../components/SegmentedControl/SegmentedControl.tsx';
import { Select } from '../../components/Select/Select.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { ColorField } from './ColorField.tsx';
import { InstallmentTermsFields, PixDiscountField } from './PaymentTermsFields.tsx';
import * as styles from './sections.css.ts';
import { type BuilderSectionProps, withGroup } from './sections.ts';

export const PIX_WITHOUT_KEY = 'Cadastre uma chave PIX para oferecer PIX no checkout.';

export const CURRENCY_LABELS: Record<CheckoutCurrency, string> = {
  BRL: 'BRL — Real brasileiro',
  EUR: 'EUR — Euro',
  USD: 'USD — Dólar americano',
  AUD: 'AUD — Dólar australiano',
  CAD: 'CAD — Dólar canadense',
  GBP: 'GBP — Libra esterlina',
};

export const LAYOUT_LABELS: Record<CheckoutLayout, string> = {
  'two-column': 'Duas colunas',
  'single-column': 'Coluna única',
  split: 'Dividido',
};

const cpfItems = CPF_OPTIONS.map((id) => ({ id, label: CPF_OPTION_LABELS[id] }));
const languageItems = CHECKOUT_LANGUAGES.map((id) => ({ id, label: CHECKOUT_LANGUAGE_LABELS[id] }));
const currencyItems = CHECKOUT_CURRENCIES.map((id) => ({ id, label: CURRENCY_LABELS[id] }));
const layoutItems = CHECKOUT_LAYOUTS.map((id) => ({ id, label: LAYOUT_LABELS[id] }));
const fontItems = CHECKOUT_FONTS.map((id) => ({ id, label: CHECKOUT_FONT_LABELS[id] }));
const roundingItems = ROUNDINGS.map((id) => ({ id, label: ROUNDING_LABELS[id] }));

/**
 * Configurações: buyer data (CPF), payment methods and the pre-selected one, installments and their
 * terms, the PIX key and discount, language and currency, and the checkout's appearance (layout, font, corners, colours).
 */
export function OptionsSection({ settings, onChange, errors, isDisabled }: BuilderSectionProps) {
  const id = useId();
  const { options, appearance } = settings;
  const set = (values: Partial<typeof options>) => onChange(withGroup(settings, 'options', values));
  const look = (values: Partial<typeof appearance>) => onChange(withGroup(settings, 'appearance', values));
  const methods = options.payment_methods;

  const toggleMethod = (method: PaymentMethod, isOn: boolean) => {
    const next = PAYMENT_METHODS.filter((each) => (each === method ? isOn : methods.includes(each)));
    if (next.length === 0) return;
    const preselected = next.includes(options.preselected_payment) ? options.preselected_payment : next[0];
    set({ payment_methods: next, preselected_payment: preselected });
  };

  const pixWithoutKey = methods.includes('pix') && options.pix_key.trim() === '';
  const methodsError = errors?.['options.payment_methods'];

  return (
    <div className={styles.fields}>
      <section className={styles.subsection}>
        <h3 className={styles.subheading}>Comprador</h3>
        <Select
          label="Pedir CPF"
          name="options.cpf"
          items={cpfItems}
          selectedKey={options.cpf}
          onSelectionChange={(key) => key && set({ cpf: key as CpfOption })}
          description="Desativado: o campo de CPF não aparece no checkout."
          isDisabled={isDisabled}
        />
      </section>

      <section className={styles.subsection}>
        <h3 className={styles.subheading}>Pagamento</h3>
        <fieldset
          className={styles.fieldset}
          aria-describedby={methodsError ? `${id}-methods-error` : undefined}
        >
          <legend className={styles.legend}>Formas de pagamento</legend>
          {PAYMENT_METHODS.map((method) => {
            const isOn = methods.includes(method);
            return (
              <Checkbox
                key={method}
                isSelected={isOn}
                onChange={(selected) => toggleMethod(method, selected)}
                // At least one method stays on.
                isDisabled={isDisabled || (isOn && methods.length === 1)}
              >
                {PAYMENT_METHOD_LABELS[method]}
              </Checkbox>
            );
          })}
          {methodsError && (
            <p id={`${id}-methods-error`} role="alert" className={styles.inlineError}>
              {methodsError}
            </p>
          )}
        </fieldset>
        <Select
          label="Pagamento pré-selecionado"
          name="options.preselected_payment"
          items={methods.map((id) => ({ id, label: PAYMENT_METHOD_LABELS[id] }))}
          selectedKey={options.preselected_payment}
          onSelectionChange={(key) => key && set({ preselected_payment: key as PaymentMethod })}
          description="Aparece primeiro e já vem escolhido."
          isDisabled={isDisabled}
        />
        <InstallmentTermsFields
          options={options}
          onChange={set}
          errors={errors}
          isDisabled={isDisabled || !methods.includes('card')}
        />
      </section>

      <section className={styles.subsection}>
        <h3 className={styles.subheading}>PIX</h3>
        {pixWithoutKey && <Alert tone="warning">{PIX_WITHOUT_KEY}</Alert>}
        <TextField
          label="Chave PIX"
          name="options.pix_key"
          placeholder="CPF, CNPJ, e-mail, telefone ou chave aleatória"
          description="Telefone no formato +5511999998888."
          maxLength={77}
          autoComplete="off"
          value={options.pix_key}
          onChange={(pix_key) => set({ pix_key })}
          isDisabled={isDisabled}
        />
        <div className={styles.pair}>
          <TextField
            label="Nome do recebedor"
            name="options.pix_merchant_name"
            placeholder="Ex.: Loja da Ana"
            maxLength={25}
            value={options.pix_merchant_name}
            onChange={(pix_merchant_name) => set({ pix_merchant_name })}
            isDisabled={isDisabled}
          />
          <TextField
            label="Cidade do recebedor"
            name="options.pix_city"
            placeholder="Ex.: São Paulo"
            maxLength={15}
            value={options.pix_city}
            onChange={(pix_city) => set({ pix_city })}
            isDisabled={isDisabled}
          />
        </div>
        <PixDiscountField
          options={options}
          onChange={set}
          isDisabled={isDisabled || !methods.includes('pix')}
        />
      </section>

      <section className={styles.subsection}>
        <h3 className={styles.subheading}>Idioma e moeda</h3>
        <Select
          label="Idioma"
          name="options.language"
          items={languageItems}
          selectedKey={options.language}
          onSelectionChange={(key) => key && set({ language: key as CheckoutLanguage })}
          isDisabled={isDisabled}
        />
        <Select
          label="Moeda"
          name="options.currency"
          items={currencyItems}
          selectedKey={options.currency}
          onSelectionChange={(key) => {
            if (!key) return;
            const currency = key as CheckoutCurrency;
            set({ currency, currency_rate: currency === 'BRL' ? null : options.currency_rate });
          }}
          description="O total é cobrado em reais; outra moeda mostra também o valor aproximado."
          isDisabled={isDisabled}
        />
        {options.currency !== 'BRL' && (
          <RateField
            currency={options.currency}
            value={options.currency_rate}
            onChange={(currency_rate) => set({ currency_rate })}
            isDisabled={isDisabled}
          />
        )}
      </section>

      <section className={styles.subsection}>
        <h3 className={styles.subheading}>Aparência</h3>
        <div className={styles.pair}>
          <Select
            label="Layout"
            name="appearance.layout"
            items={layoutItems}
            selectedKey={appearance.layout}
            onSelectionChange={(key) => key && look({ layout: key as CheckoutLayout })}
            isDisabled={isDisabled}
          />
          <Select
            label="Fonte"
            name="appearance.font"
            items={fontItems}
            selectedKey={appearance.font}
            onSelectionChange={(key) => key && look({ font: key as CheckoutFont })}
            isDisabled={isDisabled}
          />
        </div>
        <SegmentedControl
          label="Arredondamento"
          items={roundingItems}
          selectedKey={appearance.rounding}
          onSelectionChange={(key) => look({ rounding: key as Rounding })}
          isDisabled={isDisabled}
        />
        <div className={styles.pair}>
          <ColorField
            label="Cor principal"
            name="appearance.primary_color"
            description="Botões, links e a forma de pagamento escolhida."
            value={appearance.primary_color}
            onChange={(primary_color) => look({ primary_color })}
            isDisabled={isDisabled}
          />
          <ColorField
            label="Texto dos botões"
            name="appearance.primary_text_color"
            value={appearance.primary_text_color}
            onChange={(primary_text_color) => look({ primary_text_color })}
            isDisabled={isDisabled}
          />
          <ColorField
            label="Fundo da página"
            name="appearance.background_color"
            value={appearance.background_color}
            onChange={(background_color) => look({ background_color })}
            isDisabled={isDisabled}
          />
          <ColorField
            label="Fundo dos cartões"
            name="appearance.surface_color"
            value={appearance.surface_color}
            onChange={(surface_color) => look({ surface_color })}
            isDisabled={isDisabled}
          />
          <ColorField
            label="Cor do texto"
            name="appearance.text_color"
            value={appearance.text_color}
            onChange={(text_color) => look({ text_color })}
            isDisabled={isDisabled}
          />
        </div>
      </section>
    </div>
  );
}

const rateFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 6, useGrouping: false });

/** '0,18' or '0.18' → 0.18; null when it is not a positive number. */
export function parseRate(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  const rate = Number(trimmed);
  return rate > 0 ? rate : null;
}

interface RateFieldProps {
  currency: CheckoutCurrency;
  value: number | null;
  onChange: (rate: number | null) => void;
  isDisabled?: boolean;
}

/** Cotação: how many units of the currency one real buys, typed the Brazilian way ('0,18'). */
function RateField({ currency, value, onChange, isDisabled }: RateFieldProps) {
  const toText = (rate: number | null) => (rate === null ? '' : rateFormat.format(rate));
  const [text, setText] = useState(() => toText(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(toText(value));
  }
  return (
    <TextField
      label="Cotação"
      name="options.currency_rate"
      inputMode="decimal"
      placeholder="Ex.: 0,18"
      description={`Quantos ${currency} valem R$ 1,00. Usada só para exibir o valor aproximado.`}
      value={text}
      onChange={(next) => {
        setText(next);
        const rate = next.trim() === '' ? null : parseRate(next);
        if (next.trim() !== '' && rate === null) return;
        setShown(rate);
        onChange(rate);
      }}
      validate={(next) =>
        next.trim() !== '' && parseRate(next) === null
          ? 'Informe a cotação com números, por exemplo 0,18.'
          : null
      }
      isDisabled={isDisabled}
    />
  );
}
