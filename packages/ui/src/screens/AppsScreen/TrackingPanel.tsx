import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Card, CardHeader } from '../../components/Card/Card.tsx';
import { Columns } from '../../components/Columns/Columns.tsx';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog/ConfirmDeleteDialog.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { PasswordField } from '../../components/PasswordField/PasswordField.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { fieldMessages } from '../private/fieldMessages.ts';
import * as styles from './AppsScreen.css.ts';
import {
  checkWebhookUrl,
  INTEGRATION_REQUIRED,
  type IntegrationFormProps,
  keepSecretHelp,
  type TrackingIntegration,
  type TrackingService,
  type TrackingValues,
} from './integrations.ts';
import { IntegrationActions, IntegrationStatus, LoadErrorNotice } from './parts.tsx';
import { useIntegrationForm } from './useIntegrationForm.ts';

/** 'Salvar Integração' saves `{ webhookUrl }` or `{ clientId, clientSecret }`. */
export interface TrackingPanelProps extends IntegrationFormProps<TrackingValues> {
  /** Which service: NeoRastro and Utmify take a webhook URL, Reportana a client ID and secret. */
  service: TrackingService;
  /** The stored settings; null = not configured. */
  integration: TrackingIntegration | null;
  /** 'Excluir', after its confirmation. */
  onDelete: () => void;
  isDeleting?: boolean;
}

/** Each service with its article ('o Utmify', 'ao Utmify', 'à Reportana') and what it receives. */
const services: Record<TrackingService, { to: string; the: string; about: string }> = {
  neorastro: {
    to: 'ao NeoRastro',
    the: 'o NeoRastro',
    about:
      'Os pedidos da loja são enviados ao NeoRastro para o rastreio automático das entregas e o aviso aos clientes.',
  },
  utmify: {
    to: 'ao Utmify',
    the: 'o Utmify',
    about: 'Os pedidos da loja são enviados ao Utmify para rastrear suas vendas e a origem de cada uma.',
  },
  reportana: {
    to: 'à Reportana',
    the: 'a Reportana',
    about:
      'Os pedidos e os carrinhos abandonados da loja são enviados à Reportana para as suas automações de mensagens e recuperação de vendas.',
  },
};

interface Draft {
  webhookUrl: string;
  clientId: string;
  clientSecret: string;
}

const draftFrom = (integration: TrackingIntegration | null): Draft => ({
  webhookUrl: integration?.webhook_url ?? '',
  clientId: integration?.client_id ?? '',
  clientSecret: '',
});

const urlMessages = fieldMessages({
  valueMissing: INTEGRATION_REQUIRED.webhookUrl,
  typeMismatch: INTEGRATION_REQUIRED.webhookUrl,
});
const idMessages = fieldMessages({ valueMissing: INTEGRATION_REQUIRED.clientId });
const secretMessages = fieldMessages({ valueMissing: INTEGRATION_REQUIRED.clientSecret });

/**
 * /apps › NeoRastro, Utmify or Reportana: what the service receives, its settings ('Salvar Integração',
 * 'Editar', 'Excluir' with confirmation) and whether it is configured.
 */
export function TrackingPanel({
  service,
  integration,
  isLoading = false,
  loadError,
  onRetryLoad,
  onSave,
  isSaving = false,
  saveError,
  validationErrors,
  onDelete,
  isDeleting = false,
}: TrackingPanelProps) {
  const titleId = useId();
  const texts = services[service];
  const usesClient = service === 'reportana';
  const configured = integration !== null;
  const { isOpen, isEditing, draft, set, startEditing, cancelEditing } = useIntegrationForm({
    integration,
    configured,
    isSaving,
    saveError,
    draftFrom,
  });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const readOnly = !isOpen;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave(
      usesClient
        ? { clientId: draft.clientId.trim(), clientSecret: draft.clientSecret.trim() }
        : { webhookUrl: draft.webhookUrl.trim() },
    );
  };

  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader
        id={titleId}
        title={`Integração com ${texts.the}`}
        description={texts.about}
        action={
          !loadError && (
            <IntegrationStatus
              isLoading={isLoading}
              isOn={configured}
              on="Configurado"
              off="Não configurado"
            />
          )
        }
      />
      {loadError ? (
        <LoadErrorNotice error={loadError} onRetry={onRetryLoad} />
      ) : (
        <>
          {saveError && isOpen && (
            <Alert tone="danger" title="Erro na Integração">
              {saveError}
            </Alert>
          )}
          <Form onSubmit={submit} validationErrors={validationErrors} className={styles.form}>
            {usesClient ? (
              <Columns>
                <TextField
                  label="Client ID"
                  name="clientId"
                  autoComplete="off"
                  value={readOnly ? (integration?.client_id ?? '') : draft.clientId}
                  onChange={set('clientId')}
                  isReadOnly={readOnly}
                  isDisabled={isLoading}
                  isRequired={isOpen}
                  errorMessage={idMessages}
                />
                {readOnly ? (
                  <TextField
                    label="Client Secret"
                    name="clientSecret"
                    value={integration?.client_secret ?? ''}
                    isReadOnly
                  />
                ) : (
                  <PasswordField
                    label="Client Secret"
                    name="clientSecret"
                    autoComplete="off"
                    description={
                      isEditing
                        ? keepSecretHelp('o Client Secret salvo', integration?.client_secret)
                        : undefined
                    }
                    value={draft.clientSecret}
                    onChange={set('clientSecret')}
                    isDisabled={isLoading}
                    isRequired={!isEditing}
                    errorMessage={secretMessages}
                  />
                )}
              </Columns>
            ) : (
              <Columns>
                <TextField
                  label="URL do webhook"
                  name="webhookUrl"
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  autoComplete="off"
                  description={
                    isOpen ? `O endereço que ${texts.the} informa para receber os pedidos.` : undefined
                  }
                  value={readOnly ? (integration?.webhook_url ?? '') : draft.webhookUrl}
                  onChange={set('webhookUrl')}
                  isReadOnly={readOnly}
                  isDisabled={isLoading}
                  isRequired={isOpen}
                  validate={checkWebhookUrl}
                  errorMessage={urlMessages}
                />
              </Columns>
            )}
            <IntegrationActions
              isOpen={isOpen}
              isEditing={isEditing}
              isSaving={isSaving}
              isLoading={isLoading}
              onCancel={cancelEditing}
              onEdit={startEditing}
              onDelete={() => setConfirmDelete(true)}
            />
          </Form>
        </>
      )}
      <ConfirmDeleteDialog
        isOpen={confirmDelete}
        onOpenChange={setConfirmDelete}
        subject={`a integração com ${texts.the}`}
        onConfirm={onDelete}
        isPending={isDeleting}
      >
        Os pedidos deixam de ser enviados {texts.to}.
      </ConfirmDeleteDialog>
    </Card>
  );
}
