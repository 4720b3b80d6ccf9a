import {
  BRAZIL_STATES,
  type CepLookupStatus,
  type CheckoutErrors,
  type CheckoutFieldValues,
  type ShippingChoice,
} from '@pagora/contract/checkout-core';
import { useId } from 'react';
import { shippingPrice } from '../format.ts';
import { useCheckoutText } from '../private/context.ts';
import { cx } from '../private/cx.ts';
import { FieldError, SelectField, TextField } from '../private/Field.tsx';
import { Section } from '../private/Section.tsx';
import { SubmitButton } from '../private/SubmitButton.tsx';
import * as styles from '../private/styles.css.ts';
import * as own from './DeliverySection.css.ts';

type DeliveryValues = Pick<
  CheckoutFieldValues,
  'cep' | 'street' | 'number' | 'complement' | 'district' | 'city' | 'state' | 'shipping_option_id'
>;

export interface DeliverySectionProps {
  values: DeliveryValues;
  errors: CheckoutErrors;
  shippingOptions: readonly ShippingChoice[];
  number?: number;
  /** The form action in flight (disables the no-JS 'Atualizar total' button). */
  pending?: string | null;
  /** How the CEP lookup went: a message under the CEP (the fields stay editable whatever it says). */
  cepStatus?: CepLookupStatus | null;
}

const STATE_OPTIONS = BRAZIL_STATES.map((uf) => ({ value: uf, label: uf }));

/**
 * Entrega (physical products): CEP with 'Buscar CEP' (a submit, so it works without JavaScript;
 * the hydrated page also looks the CEP up as it is typed), the address, then the shipping choices
 * as radio cards: the store's own options and the carriers' quoted services ('Correios · PAC',
 * 'até 8 dias úteis'). The address fields are keyed by their value, so an address filled by the
 * server replaces what they showed.
 */
export function DeliverySection({
  values,
  errors,
  shippingOptions,
  number,
  pending,
  cepStatus,
}: DeliverySectionProps) {
  const t = useCheckoutText();
  const errorId = useId();
  const cepStatusId = useId();
  const shippingError = errors.shipping_option_id;
  const cepMessage = cepStatus ? t.cep[cepStatus] : null;
  return (
    <Section title={t.steps.delivery} number={number}>
      <div className={styles.fieldGrid}>
        <TextField
          name="cep"
          label={t.fields.cep}
          defaultValue={values.cep}
          error={errors.cep}
          autoComplete="postal-code"
          inputMode="numeric"
          placeholder={t.placeholders.cep}
          maxLength={9}
          span={[4, 3]}
          required
        />
        <div className={own.lookup}>
          <SubmitButton action="lookup_cep" pending={pending} variant="secondary" formNoValidate>
            {t.cep.lookup}
          </SubmitButton>
        </div>
        <p
          id={cepStatusId}
          className={cx(
            own.cepStatus,
            // Searching and found read as notes; only a lookup that failed is a problem.
            (cepStatus === 'not_found' || cepStatus === 'unavailable') && own.cepProblem,
          )}
          role="status"
          aria-live="polite"
        >
          {cepMessage}
        </p>
        <TextField
          key={`street:${values.street}`}
          name="street"
          label={t.fields.street}
          defaultValue={values.street}
          error={errors.street}
          autoComplete="address-line1"
          span={[6, 4]}
          required
        />
        <TextField
          name="number"
          label={t.fields.number}
          defaultValue={values.number}
          error={errors.number}
          inputMode="text"
          maxLength={12}
          span={[2, 2]}
          required
        />
        <TextField
          name="complement"
          label={t.fields.complement}
          optional
          defaultValue={values.complement}
          error={errors.complement}
          autoComplete="address-line2"
          maxLength={80}
          span={[4, 3]}
        />
        <TextField
          key={`district:${values.district}`}
          name="district"
          label={t.fields.district}
          defaultValue={values.district}
          error={errors.district}
          autoComplete="address-level3"
          span={[6, 3]}
          required
        />
        <TextField
          key={`city:${values.city}`}
          name="city"
          label={t.fields.city}
          defaultValue={values.city}
          error={errors.city}
          autoComplete="address-level2"
          span={[4, 4]}
          required
        />
        <SelectField
          key={`state:${values.state}`}
          name="state"
          label={t.fields.state}
          options={STATE_OPTIONS}
          placeholder={t.fields.selectState}
          defaultValue={values.state}
          error={errors.state}
          autoComplete="address-level1"
          span={[2, 2]}
          required
        />
      </div>

      <fieldset className={own.shipping} aria-describedby={shippingError ? errorId : undefined}>
        <legend className={own.legend}>{t.shipping.title}</legend>
        {shippingOptions.length === 0 ? (
          <p className={own.empty}>{t.shipping.none}</p>
        ) : (
          <div className={styles.optionList}>
            {shippingOptions.map((choice) => (
              <label key={choice.id} className={styles.option}>
                <input
                  className={styles.radio}
                  type="radio"
                  name="shipping_option_id"
                  value={choice.id}
                  defaultChecked={values.shipping_option_id === choice.id}
                />
                <span>
                  <span className={cx(styles.optionTitle)}>
                    {choice.carrier ? `${choice.carrier} · ${choice.name}` : choice.name}
                  </span>
                  <br />
                  <span className={styles.optionDetail}>
                    {choice.carrier
                      ? t.shipping.upTo(choice.max_days)
                      : t.shipping.days(choice.min_days, choice.max_days)}
                  </span>
                </span>
                <span className={cx(styles.optionPrice, choice.price_cents === 0 && styles.free)}>
                  {shippingPrice(choice.price_cents, t)}
                </span>
              </label>
            ))}
          </div>
        )}
        {shippingError && <FieldError id={errorId}>{shippingError}</FieldError>}
        {shippingOptions.length > 0 && (
          <noscript>
            <SubmitButton
              action="update"
              pending={pending}
              variant="secondary"
              size="small"
              className={own.update}
            >
              {t.actions.update}
            </SubmitButton>
          </noscript>
        )}
      </fieldset>
    </Section>
  );
}
