import {
  type CheckoutRedirects,
  checkoutRedirectsPayload,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
} from '@pagora/contract';
import { Barcode, CreditCard, QrCode, Save } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import { Card, CardHeader } from '../../components/Card/Card.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { Stack } from '../../components/Stack/Stack.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { schemaCheck } from '../private/fieldMessages.ts';
import * as styles from './RedirectsForm.css.ts';
import {
  draftFromRedirects,
  REDIRECT_METHODS,
  type RedirectErrors,
  type RedirectValues,
  withoutHttps,
} from './redirects.ts';

export interface RedirectsFormProps {
  /** The saved redirects (the list shows these; the fields start from them). */
  redirects: CheckoutRedirects;
  /**
   * 'Salvar Redirecionamentos' with valid fields: each address after 'https://' ('' = none). Resolve
   * once saved (the caller passes the saved `redirects` back), reject on failure (the fields keep
   * what was typed).
   */
  onSubmit: (values: RedirectValues) => Promise<unknown>;
  /** The server's message per field, e.g. `{ pix: 'URL de PIX inválida.' }`. */
  validationErrors?: RedirectErrors;
}

const checks: Record<PaymentMethod, (value: string) => string | null> = {
  card: schemaCheck(checkoutRedirectsPayload.shape.card),
  pix: schemaCheck(checkoutRedirectsPayload.shape.pix),
  boleto: schemaCheck(checkoutRedirectsPayload.shape.boleto),
};

const icons: Record<PaymentMethod, ReactNode> = {
  card: <CreditCard size={16} aria-hidden />,
  pix: <QrCode size={16} aria-hidden />,
  boleto: <Barcode size={16} aria-hidden />,
};

const placeholders: Record<PaymentMethod, string> = {
  card: 'sualoja.com.br/obrigado',
  pix: 'sualoja.com.br/obrigado-pix',
  boleto: 'sualoja.com.br/obrigado-boleto',
};

const sameDraft = (a: RedirectValues, b: RedirectValues) =>
  REDIRECT_METHODS.every((method) => a[method] === b[method]);

/**
 * /configuracao-checkout › Redirecionamento: where the buyer goes after paying with each method
 * (three https:// addresses), and the redirects saved so far.
 */
export function RedirectsForm({ redirects, onSubmit, validationErrors }: RedirectsFormProps) {
  const formHeadingId = useId();
  const listHeadingId = useId();
  const saved = draftFromRedirects(redirects);
  const [draft, setDraft] = useState<RedirectValues>(saved);
  const [isPending, setPending] = useState(false);

  // Newly saved addresses (as the server wrote them) replace the fields; the same ones keep the draft.
  const [basis, setBasis] = useState(saved);
  if (!sameDraft(basis, saved)) {
    setBasis(saved);
    setDraft(saved);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const values: RedirectValues = {
      card: draft.card.trim(),
      pix: draft.pix.trim(),
      boleto: draft.boleto.trim(),
    };
    setPending(true);
    onSubmit(values).then(
      () => setPending(false),
      () => setPending(false),
    );
  };

  return (
    <Stack gap="xlarge">
      <Card as="section" aria-labelledby={formHeadingId}>
        <CardHeader
          id={formHeadingId}
          title="Redirecionamento"
          description="Para onde o comprador vai depois de um pagamento aprovado, por forma de pagamento. Deixe em branco para mostrar a página de obrigado do Pagora."
        />
        <Form onSubmit={submit} validationErrors={validationErrors} className={styles.form}>
          <div className={styles.fields}>
            {REDIRECT_METHODS.map((method) => (
              <TextField
                key={method}
                label={PAYMENT_METHOD_LABELS[method]}
                name={method}
                prefix="https://"
                placeholder={placeholders[method]}
                value={draft[method]}
                onChange={(value) => setDraft((current) => ({ ...current, [method]: withoutHttps(value) }))}
                validate={checks[method]}
                inputMode="url"
                autoComplete="off"
                spellCheck="false"
              />
            ))}
          </div>
          <div className={styles.actions}>
            <Button type="submit" isPending={isPending}>
              {!isPending && <Save size={16} aria-hidden />}
              Salvar Redirecionamentos
            </Button>
          </div>
        </Form>
      </Card>
      <Card as="section" aria-labelledby={listHeadingId}>
        <CardHeader
          id={listHeadingId}
          title="Redirecionamentos cadastrados"
          description="Os endereços salvos, usados no checkout."
        />
        <dl className={styles.list} aria-labelledby={listHeadingId}>
          {REDIRECT_METHODS.map((method) => {
            const url = redirects[method];
            return (
              <div key={method} className={styles.item}>
                <dt className={styles.method}>
                  <span className={styles.methodIcon}>{icons[method]}</span>
                  {PAYMENT_METHOD_LABELS[method]}
                </dt>
                <dd className={url ? styles.url : styles.none}>{url || 'Sem redirecionamento'}</dd>
              </div>
            );
          })}
        </dl>
      </Card>
    </Stack>
  );
}
