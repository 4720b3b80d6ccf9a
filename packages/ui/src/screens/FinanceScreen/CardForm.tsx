import { CHARGE_LIMIT_CENTS, formatCents, TEST_CARDS } from '@pagora/contract';
import { CreditCard, Lock } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card, CardHeader } from '../../components/Card/Card.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { Inline } from '../../components/Inline/Inline.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { fieldMessages } from '../private/fieldMessages.ts';
import * as styles from './FinanceScreen.css.ts';
import {
  type CardFieldErrors,
  type CardFormValues,
  checkCardNumber,
  checkCvv,
  checkExpiry,
  checkHolder,
  groupCardNumber,
  maskExpiry,
} from './finance.ts';

export interface CardFormProps {
  /**
   * 'Cadastrar Cartão' with every field valid: the typed card, for the app to tokenize with the
   * platform's provider in the browser. Resolve once stored (the form empties), reject to keep it.
   */
  onSubmit: (values: CardFormValues) => Promise<unknown>;
  /** The provider's refusal of a field, shown under it. */
  validationErrors?: CardFieldErrors;
  /** Why the card was not stored (the provider's or the server's text). */
  error?: string | null;
  /** The platform charges in test mode: the form lists the test cards. @default false */
  testMode?: boolean;
  /** Changes each time another part of the page asks to add a card: the name field takes the focus. */
  focusRequest?: number;
}

const empty: CardFormValues = { holder: '', number: '', expiry: '', cvv: '' };

const holderMessages = fieldMessages({ valueMissing: 'Informe o nome impresso no cartão.' });
const numberMessages = fieldMessages({ valueMissing: 'Informe o número do cartão.' });
const expiryMessages = fieldMessages({ valueMissing: 'Informe a validade do cartão.' });
const cvvMessages = fieldMessages({ valueMissing: 'Informe o CVV.' });

/**
 * Cadastrar cartão: name, number, expiry (MM/AAAA) and CVV. The form never sends the card anywhere:
 * it hands the typed fields to its caller, which tokenizes them with the provider in the browser.
 */
export function CardForm({
  onSubmit,
  validationErrors,
  error,
  testMode = false,
  focusRequest = 0,
}: CardFormProps) {
  const [values, setValues] = useState<CardFormValues>(empty);
  const [isPending, setPending] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const fieldsRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusRequest > 0) fieldsRef.current?.querySelector('input')?.focus();
  }, [focusRequest]);

  const set = (key: keyof CardFormValues) => (value: string) =>
    setValues((current) => ({
      ...current,
      [key]: key === 'number' ? groupCardNumber(value) : key === 'expiry' ? maskExpiry(value) : value,
    }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    onSubmit({
      holder: values.holder.trim(),
      number: values.number.replace(/\D/g, ''),
      expiry: values.expiry.trim(),
      cvv: values.cvv.trim(),
    }).then(
      () => {
        setPending(false);
        setValues(empty);
        setFormKey((key) => key + 1);
      },
      () => setPending(false),
    );
  };

  return (
    <Card as="section" aria-labelledby="cartao-form-titulo">
      <CardHeader
        id="cartao-form-titulo"
        title="Cadastrar cartão"
        description="As taxas que o saldo não cobrir são cobradas no cartão padrão."
      />
      <Inline gap="small" alignItems="stretch">
        <Badge tone="info" icon={<CreditCard size={12} aria-hidden />}>
          Limite de cobrança: {formatCents(CHARGE_LIMIT_CENTS)}
        </Badge>
      </Inline>
      <Form key={formKey} onSubmit={submit} validationErrors={validationErrors} className={styles.form}>
        <div ref={fieldsRef} className={styles.cardFields}>
          <TextField
            label="Nome impresso no cartão"
            name="holder"
            autoComplete="cc-name"
            className={styles.wide}
            value={values.holder}
            onChange={set('holder')}
            isRequired
            validate={checkHolder}
            errorMessage={holderMessages}
          />
          <TextField
            label="Número do cartão"
            name="number"
            autoComplete="cc-number"
            inputMode="numeric"
            placeholder="0000 0000 0000 0000"
            className={styles.wide}
            value={values.number}
            onChange={set('number')}
            isRequired
            validate={checkCardNumber}
            errorMessage={numberMessages}
          />
          <TextField
            label="Validade"
            name="expiry"
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder="MM/AAAA"
            value={values.expiry}
            onChange={set('expiry')}
            isRequired
            validate={(text) => checkExpiry(text)}
            errorMessage={expiryMessages}
          />
          <TextField
            label="CVV"
            name="cvv"
            autoComplete="cc-csc"
            inputMode="numeric"
            placeholder="123"
            maxLength={4}
            value={values.cvv}
            onChange={set('cvv')}
            isRequired
            validate={checkCvv}
            errorMessage={cvvMessages}
          />
        </div>
        <p className={styles.iconHint}>
          <Lock size={14} aria-hidden className={styles.hintIcon} />O cartão é validado pelo gateway no seu
          navegador: a Pagora guarda só a bandeira, os 4 últimos dígitos e a validade.
        </p>
        {testMode && (
          <p className={styles.hint}>
            Modo de teste: use {TEST_CARDS[0].number} (aprovado) ou {TEST_CARDS[2].number} (recusado), com
            qualquer validade futura e CVV.
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" isPending={isPending}>
            {!isPending && <CreditCard size={16} aria-hidden />}
            Cadastrar Cartão
          </Button>
        </div>
      </Form>
      {error && (
        <Alert tone="danger" title="Cartão não cadastrado">
          {error}
        </Alert>
      )}
    </Card>
  );
}
