import type { CheckoutErrors, CheckoutFieldValues, CpfOption } from '@pagora/contract/checkout-core';
import { useCheckoutText } from '../private/context.ts';
import { TextField } from '../private/Field.tsx';
import { Section } from '../private/Section.tsx';
import * as styles from '../private/styles.css.ts';

export interface PersonalSectionProps {
  values: Pick<CheckoutFieldValues, 'name' | 'email' | 'phone' | 'cpf'>;
  errors: CheckoutErrors;
  /** The store's CPF option: yes = required, no = optional, disable = not asked. */
  cpf: CpfOption;
  /** Shown before the title in 1-step mode. */
  number?: number;
}

/** Dados pessoais: name, e-mail, mobile and (per the store) CPF. */
export function PersonalSection({ values, errors, cpf, number }: PersonalSectionProps) {
  const t = useCheckoutText();
  return (
    <Section title={t.steps.personal} number={number}>
      <div className={styles.fieldGrid}>
        <TextField
          name="name"
          label={t.fields.name}
          defaultValue={values.name}
          error={errors.name}
          autoComplete="name"
          placeholder={t.placeholders.name}
          maxLength={120}
          required
        />
        <TextField
          name="email"
          type="email"
          label={t.fields.email}
          defaultValue={values.email}
          error={errors.email}
          autoComplete="email"
          inputMode="email"
          placeholder={t.placeholders.email}
          hint={t.emailHint}
          maxLength={254}
          required
        />
        <TextField
          name="phone"
          type="tel"
          label={t.fields.phone}
          defaultValue={values.phone}
          error={errors.phone}
          autoComplete="tel"
          inputMode="tel"
          placeholder={t.placeholders.phone}
          maxLength={20}
          span={[6, cpf === 'disable' ? 6 : 3]}
          required
        />
        {cpf !== 'disable' && (
          <TextField
            name="cpf"
            label={t.fields.cpf}
            optional={cpf === 'no'}
            defaultValue={values.cpf}
            error={errors.cpf}
            autoComplete="off"
            inputMode="numeric"
            placeholder="000.000.000-00"
            maxLength={14}
            span={[6, 3]}
            required={cpf === 'yes'}
          />
        )}
      </div>
    </Section>
  );
}
