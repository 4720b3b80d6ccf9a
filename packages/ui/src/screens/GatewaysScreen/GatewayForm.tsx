import { CircleAlert, Copy as CopyIcon, Power, RefreshCw, Zap } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../components/Alert/Alert.tsx';
import { AlertDialog } from '../../components/AlertDialog/AlertDialog.tsx';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card, CardHeader } from '../../components/Card/Card.tsx';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { Columns } from '../../components/Columns/Columns.tsx';
import * as fieldStyles from '../../components/Field/Field.css.ts';
import { Form } from '../../components/Form/Form.tsx';
import { PasswordField } from '../../components/PasswordField/PasswordField.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { fieldMessages } from '../private/fieldMessages.ts';
import * as styles from './GatewaysScreen.css.ts';
import {
  type GatewayCard,
  type GatewayFieldErrors,
  type GatewayMethod,
  type GatewayValues,
  METHOD_LABELS,
  METHODS_REQUIRED,
  STATE_TONES,
} from './gateways.ts';

export interface GatewayFormProps {
  /** The gateway being configured (Mercado Pago or Pagar.me), as the list shows it. */
  gateway: GatewayCard;
  /** 'Ativar Integração' / 'Atualizar', with the required fields filled and a method chosen. */
  onSave: (values: GatewayValues) => void;
  /** The credentials are being checked with the gateway: the button shows pending. */
  isSaving?: boolean;
  /** Why the save failed (e.g. 'Credenciais inválidas.'), shown above the form. */
  saveError?: string | null;
  /** Server messages per field. */
  validationErrors?: GatewayFieldErrors;
  /** 'Sim, desativar' in the confirmation. */
  onDeactivate: () => void;
  isDeactivating?: boolean;
  /** 'Copiar URL' of the notification URL (Pagar.me): the caller copies it and confirms. */
  onCopyNotificationUrl: (url: string) => void;
}

interface Copy {
  description: string;
  publicKey: string;
  secretKey: string;
  /** Mercado Pago signs its notifications with a secret of the merchant's application. */
  webhookSecret?: string;
  /** Where to register the notification URL in the provider's dashboard, when the merchant does it. */
  notificationHelp?: string;
}

const COPY: Record<'mercadopago' | 'pagarme', Copy> = {
  mercadopago: {
    description: 'Receba por cartão de crédito, PIX e boleto com a sua conta do Mercado Pago.',
    publicKey: 'A Public Key das suas credenciais (Mercado Pago › Suas integrações › Credenciais).',
    secretKey: 'O Access Token das mesmas credenciais.',
    webhookSecret:
      'A assinatura secreta das notificações (Suas integrações › Webhooks): confirma que cada aviso de pagamento veio do Mercado Pago.',
  },
  pagarme: {
    description: 'Receba por cartão de crédito, PIX e boleto com a sua conta do Pagar.me.',
    publicKey: 'Começa com pk_ (Pagar.me › Configurações › Chaves).',
    secretKey: 'Começa com sk_. Fica cifrada no Pagora e nunca é mostrada de novo.',
    notificationHelp:
      'No painel do Pagar.me, em Configurações › Webhooks, cadastre esta URL com os eventos de cobrança (charge): o Pagora confere a assinatura do Pagar.me em cada aviso, sem usuário nem senha.',
  },
};

const publicKeyMessages = fieldMessages({ valueMissing: 'Informe a chave pública.' });
const secretKeyMessages = fieldMessages({ valueMissing: 'Informe a chave secreta.' });

const draftFrom = (gateway: GatewayCard): GatewayValues => ({
  public_key: gateway.public_key,
  secret_key: '',
  webhook_secret: '',
  methods: { ...gateway.methods },
});

const keepHelp = (what: string, hint: string) =>
  `Deixe em branco para manter ${what}${hint ? ` (${hint})` : ''}.`;

/**
 * A gateway's configuration: public key, secret key (a password field), Mercado Pago's webhook
 * secret, the URL to register in Pagar.me's dashboard for its notifications, and the payment methods (credit card and PIX on for a new gateway, boleto off). 'Ativar
 * Integração' for an inactive gateway, 'Atualizar' and 'Desativar' (confirmed) for an active one.
 * A stored secret may be left empty: the server keeps it.
 */
export function GatewayForm({
  gateway,
  onSave,
  isSaving = false,
  saveError,
  validationErrors,
  onDeactivate,
  isDeactivating = false,
  onCopyNotificationUrl,
}: GatewayFormProps) {
  const titleId = useId();
  const copy = COPY[gateway.id === 'pagarme' ? 'pagarme' : 'mercadopago'];
  const isActive = gateway.state !== 'Inativo';
  const notificationUrl = gateway.notification_url;
  const [draft, setDraft] = useState(() => draftFrom(gateway));
  const [methodsError, setMethodsError] = useState<string | null>(null);
  const [confirmDeactivate, setConfirmDeactivate] = useState(false);

  // A new answer from the server (saved or deactivated): start again from it, secrets empty.
  const [shown, setShown] = useState(gateway);
  if (shown !== gateway) {
    setShown(gateway);
    setDraft(draftFrom(gateway));
    setMethodsError(null);
  }

  const set =
    <K extends keyof GatewayValues>(key: K) =>
    (value: GatewayValues[K]) =>
      setDraft((current) => ({ ...current, [key]: value }));
  const setMethod = (method: GatewayMethod) => (selected: boolean) => {
    setMethodsError(null);
    setDraft((current) => ({ ...current, methods: { ...current.methods, [method]: selected } }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { card, pix, boleto } = draft.methods;
    if (!card && !pix && !boleto) {
      setMethodsError(METHODS_REQUIRED);
      return;
    }
    onSave({
      public_key: draft.public_key.trim(),
      secret_key: draft.secret_key.trim(),
      webhook_secret: draft.webhook_secret.trim(),
      methods: draft.methods,
    });
  };

  const shownMethodsError = methodsError ?? validationErrors?.methods;
  const fieldErrors = {
    ...(validationErrors?.public_key && { public_key: validationErrors.public_key }),
    ...(validationErrors?.secret_key && { secret_key: validationErrors.secret_key }),
    ...(validationErrors?.webhook_secret && { webhook_secret: validationErrors.webhook_secret }),
  };

  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader
        id={titleId}
        title={gateway.name}
        description={copy.description}
        action={<Badge tone={STATE_TONES[gateway.state]}>{gateway.state}</Badge>}
      />
      {saveError && (
        <Alert tone="danger" title="Não foi possível salvar o gateway">
          {saveError}
        </Alert>
      )}
      <Form onSubmit={submit} validationErrors={fieldErrors} className={styles.form}>
        <Columns>
          <TextField
            label="Chave pública"
            name="public_key"
            autoComplete="off"
            description={copy.publicKey}
            value={draft.public_key}
            onChange={set('public_key')}
            isRequired
            errorMessage={publicKeyMessages}
          />
          <PasswordField
            label="Chave secreta"
            name="secret_key"
            autoComplete="off"
            description={
              gateway.configured ? keepHelp('a chave salva', gateway.secret_key_hint) : copy.secretKey
            }
            value={draft.secret_key}
            onChange={set('secret_key')}
            isRequired={!gateway.configured}
            errorMessage={secretKeyMessages}
          />
          {copy.webhookSecret && (
            <PasswordField
              label="Assinatura secreta do webhook"
              name="webhook_secret"
              autoComplete="off"
              description={
                gateway.webhook_secret_hint
                  ? keepHelp('a assinatura salva', gateway.webhook_secret_hint)
                  : copy.webhookSecret
              }
              value={draft.webhook_secret}
              onChange={set('webhook_secret')}
            />
          )}
        </Columns>
        {notificationUrl && (
          <fieldset className={styles.notification}>
            <legend className={styles.legend}>URL de notificações (webhook)</legend>
            <div className={styles.notificationBox}>
              <code className={styles.notificationUrl}>{notificationUrl}</code>
              <Button variant="secondary" size="small" onPress={() => onCopyNotificationUrl(notificationUrl)}>
                <CopyIcon size={16} aria-hidden />
                Copiar URL
              </Button>
            </div>
            {copy.notificationHelp && <p className={styles.hint}>{copy.notificationHelp}</p>}
          </fieldset>
        )}
        <fieldset
          className={styles.methods}
          aria-describedby={shownMethodsError ? `${titleId}-metodos` : undefined}
        >
          <legend className={styles.legend}>Formas de pagamento</legend>
          {(['card', 'pix', 'boleto'] as const).map((method) => (
            <Checkbox
              key={method}
              name={`method_${method}`}
              isSelected={draft.methods[method]}
              onChange={setMethod(method)}
            >
              {METHOD_LABELS[method]}
            </Checkbox>
          ))}
          {shownMethodsError && (
            <p id={`${titleId}-metodos`} className={fieldStyles.fieldError}>
              <CircleAlert size={14} aria-hidden className={fieldStyles.fieldErrorIcon} />
              <span>{shownMethodsError}</span>
            </p>
          )}
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" isPending={isSaving}>
            {!isSaving && (isActive ? <RefreshCw size={16} aria-hidden /> : <Zap size={16} aria-hidden />)}
            {isActive ? 'Atualizar' : 'Ativar Integração'}
          </Button>
          {isActive && (
            <Button variant="secondary" onPress={() => setConfirmDeactivate(true)} isDisabled={isSaving}>
              <Power size={16} aria-hidden />
              Desativar
            </Button>
          )}
          {isSaving && <p className={styles.hint}>Validando as credenciais com o {gateway.name}…</p>}
        </div>
      </Form>
      <AlertDialog
        isOpen={confirmDeactivate}
        onOpenChange={setConfirmDeactivate}
        title={`Desativar o ${gateway.name}?`}
        confirmLabel="Sim, desativar"
        onConfirm={onDeactivate}
        isPending={isDeactivating}
      >
        As formas de pagamento que usam o {gateway.name} voltam para o Modo de teste. As credenciais continuam
        guardadas, cifradas, para os pedidos já feitos e para você reativar depois.
      </AlertDialog>
    </Card>
  );
}
