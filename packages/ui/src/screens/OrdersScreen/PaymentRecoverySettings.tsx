import {
  minutesLabel,
  RECOVERY_CASE_LABELS,
  RECOVERY_CASES,
  RECOVERY_DELAY_HINTS,
  RECOVERY_DELAY_INVALID_MESSAGE,
  type RecoveryCase,
  type RecoveryMethodSettings,
  type RecoveryMethods,
  recoveryMethodsSchema,
} from '@pagora/contract';
import { WalletCards } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Switch } from '../../components/Switch/Switch.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import type { ListState } from './orders.ts';
import * as styles from './PaymentRecoverySettings.css.ts';
import { SettingsDisclosure } from './SettingsDisclosure.tsx';

/** A setting of one case, e.g. 'pix_pending.delay_minutes': the key of its error. */
export type RecoveryField = `${RecoveryCase}.${Exclude<keyof RecoveryMethodSettings, 'enabled'>}`;
export type RecoveryFieldErrors = Partial<Record<RecoveryField, string>>;

export interface PaymentRecoverySettingsProps {
  /** The store's four cases (`GET /api/recovery-settings`): loading, error or loaded. */
  state: ListState<RecoveryMethods>;
  /**
   * 'Salvar': pending until it settles. A rejection's message (the server's text) shows on the
   * setting it is about when it names one of the contract's checks, else above the button.
   * Resolve once stored; the caller shows its toast and passes the saved cases back in `state`.
   */
  onSave: (methods: RecoveryMethods) => Promise<unknown>;
  onRetry?: () => void;
  /** Open at first. @default false */
  defaultExpanded?: boolean;
}

/** What each placeholder of a subject or text becomes in the e-mail the buyer receives. */
const PLACEHOLDER_MEANINGS = [
  ['{nome}', 'primeiro nome do comprador'],
  ['{loja}', 'nome da loja'],
  ['{pedido}', 'número do pedido'],
  ['{valor}', 'valor do pedido, por exemplo R$ 89,90'],
] as const;

/** The contract's own checks, each message keyed by the setting it is about. */
function fieldErrorsOf(methods: RecoveryMethods): RecoveryFieldErrors {
  const result = recoveryMethodsSchema.safeParse(methods);
  const errors: RecoveryFieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path.slice(0, 2).join('.') as RecoveryField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The whole minutes typed, or NaN (which the contract refuses with its own message). */
function parseMinutes(typed: string): number {
  const trimmed = typed.trim();
  return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * 'Recuperação por forma de pagamento': one e-mail per order and case (a PIX not paid, a boleto due
 * tomorrow or overdue, a card declined), each with its own switch, delay, subject and text.
 */
export function PaymentRecoverySettings({
  state,
  onSave,
  onRetry,
  defaultExpanded = false,
}: PaymentRecoverySettingsProps) {
  const enabled =
    state.status === 'ready' ? RECOVERY_CASES.filter((kase) => state.data[kase].enabled).length : 0;
  const summary =
    state.status === 'ready' ? (enabled === 0 ? 'Desativada' : `${enabled} de 4 ativas`) : undefined;
  return (
    <SettingsDisclosure
      title="Recuperação por forma de pagamento"
      icon={<WalletCards size={18} aria-hidden />}
      summary={summary}
      defaultExpanded={defaultExpanded}
      state={state}
      loadingLabel="Carregando recuperação por forma de pagamento…"
      errorTitle="Não foi possível carregar a recuperação por forma de pagamento."
      onRetry={onRetry}
    >
      {(data) => (
        // A fresh form for each loaded or saved version.
        <MethodsForm key={JSON.stringify(data)} methods={data} onSave={onSave} />
      )}
    </SettingsDisclosure>
  );
}

/** The delays typed so far, as text (a half-typed number stays as typed). */
type DelayDrafts = Record<RecoveryCase, string>;

function MethodsForm({
  methods,
  onSave,
}: {
  methods: RecoveryMethods;
  onSave: (methods: RecoveryMethods) => Promise<unknown>;
}) {
  const [draft, setDraft] = useState(methods);
  const [delays, setDelays] = useState<DelayDrafts>(
    () =>
      Object.fromEntries(
        RECOVERY_CASES.map((kase) => [kase, String(methods[kase].delay_minutes)]),
      ) as DelayDrafts,
  );
  const [errors, setErrors] = useState<RecoveryFieldErrors>({});
  const [isSaving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const set = (kase: RecoveryCase, values: Partial<RecoveryMethodSettings>) => {
    setDraft((current) => ({ ...current, [kase]: { ...current[kase], ...values } }));
    // An edited setting's message goes away; the others stay until the next Salvar.
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(values)) delete next[`${kase}.${key}` as RecoveryField];
      return next;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = Object.fromEntries(
      RECOVERY_CASES.map((kase) => [kase, { ...draft[kase], delay_minutes: parseMinutes(delays[kase]) }]),
    ) as RecoveryMethods;
    const found = fieldErrorsOf(typed);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    setSaveError(null);
    onSave(typed).then(
      () => setSaving(false),
      (error: unknown) => {
        setSaving(false);
        const message =
          error instanceof Error && error.message
            ? error.message
            : 'Não foi possível salvar a recuperação por forma de pagamento.';
        // The server runs the same checks: a message about one setting goes beside it.
        const field = (Object.entries(fieldErrorsOf(typed)) as [RecoveryField, string][]).find(
          ([, text]) => text === message,
        )?.[0];
        if (field) setErrors({ [field]: message });
        else setSaveError(message);
      },
    );
  };

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label="Recuperação por forma de pagamento"
    >
      <p className={styles.intro}>
        Além dos e-mails do carrinho abandonado, o comprador recebe um e-mail por pedido quando o pagamento
        fica parado. O assunto e o texto aceitam:
      </p>
      <dl className={styles.placeholders} aria-label="Variáveis do texto">
        {PLACEHOLDER_MEANINGS.map(([placeholder, meaning]) => (
          <div key={placeholder} className={styles.placeholderRow}>
            <dt className={styles.placeholder}>{placeholder}</dt>
            <dd className={styles.placeholderMeaning}>{meaning}</dd>
          </div>
        ))}
      </dl>
      {RECOVERY_CASES.map((kase) => {
        const settings = draft[kase];
        const isOff = isSaving || !settings.enabled;
        const delayError = errors[`${kase}.delay_minutes`];
        return (
          <fieldset key={kase} className={styles.kase}>
            <legend className={styles.legend}>{RECOVERY_CASE_LABELS[kase]}</legend>
            <Switch
              isSelected={settings.enabled}
              onChange={(enabled) => set(kase, { enabled })}
              isDisabled={isSaving}
            >
              Enviar e-mail: {RECOVERY_CASE_LABELS[kase]}
            </Switch>
            <div className={styles.row}>
              <TextField
                label="Enviar após (minutos)"
                name={`${kase}.delay_minutes`}
                inputMode="numeric"
                description={delayDescription(kase, delays[kase])}
                value={delays[kase]}
                onChange={(typed) => {
                  setDelays((current) => ({ ...current, [kase]: typed }));
                  setErrors((current) => {
                    const next = { ...current };
                    delete next[`${kase}.delay_minutes`];
                    return next;
                  });
                }}
                isInvalid={Boolean(delayError)}
                errorMessage={delayError ?? RECOVERY_DELAY_INVALID_MESSAGE}
                isDisabled={isOff}
              />
              <TextField
                label="Assunto"
                name={`${kase}.subject`}
                maxLength={150}
                value={settings.subject}
                onChange={(subject) => set(kase, { subject })}
                isInvalid={Boolean(errors[`${kase}.subject`])}
                errorMessage={errors[`${kase}.subject`]}
                isDisabled={isOff}
              />
            </div>
            <TextField
              label="Texto do e-mail"
              name={`${kase}.message`}
              multiline
              rows={4}
              maxLength={2000}
              value={settings.message}
              onChange={(message) => set(kase, { message })}
              isInvalid={Boolean(errors[`${kase}.message`])}
              errorMessage={errors[`${kase}.message`]}
              isDisabled={isOff}
            />
          </fieldset>
        );
      })}
      {saveError && <Alert tone="danger">{saveError}</Alert>}
      <div>
        <Button type="submit" isPending={isSaving}>
          Salvar
        </Button>
      </div>
    </form>
  );
}

/** 'Minutos antes do vencimento do boleto (24 horas).': whole hours and days said as such. */
function delayDescription(kase: RecoveryCase, typed: string): string {
  const minutes = parseMinutes(typed);
  const base = `Minutos ${RECOVERY_DELAY_HINTS[kase]}`;
  return Number.isFinite(minutes) && minutes >= 60 && minutes % 60 === 0
    ? `${base} (${minutesLabel(minutes)}).`
    : `${base}.`;
}
