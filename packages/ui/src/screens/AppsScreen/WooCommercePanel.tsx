import { RefreshCw } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card, CardHeader } from '../../components/Card/Card.tsx';
import { Columns } from '../../components/Columns/Columns.tsx';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog/ConfirmDeleteDialog.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { PasswordField } from '../../components/PasswordField/PasswordField.tsx';
import { Stack } from '../../components/Stack/Stack.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { fieldMessages } from '../private/fieldMessages.ts';
import * as styles from './AppsScreen.css.ts';
import {
  checkStoreUrl,
  INTEGRATION_REQUIRED,
  type IntegrationFormProps,
  keepSecretHelp,
  type SyncState,
  type WooCommerceIntegration,
  type WooCommerceValues,
} from './integrations.ts';
import { IntegrationActions, IntegrationStatus, LoadErrorNotice, YesNoField } from './parts.tsx';
import { SyncProgress } from './SyncProgress.tsx';
import { useIntegrationForm } from './useIntegrationForm.ts';
import { WooCommercePluginCard } from './WooCommercePluginCard.tsx';

/** 'Salvar Integração' saves the WooCommerce values (consumerSecret empty when editing = keep it). */
export interface WooCommercePanelProps extends IntegrationFormProps<WooCommerceValues> {
  /** The stored integration; null = 'Não Conectado'. */
  integration: WooCommerceIntegration | null;

  /** 'Excluir', after its confirmation. */
  onDelete: () => void;
  isDeleting?: boolean;

  /** The current or last product sync, or null before the first. */
  sync?: SyncState | null;
  /** 'Sincronizar produtos' (and 'Tentar novamente' after a failed sync). */
  onSync: () => void;

  /** 'Baixar plugin': the WordPress plugin that sends the store's cart to the Pagora checkout. */
  onDownloadPlugin: () => void;
  isDownloadingPlugin?: boolean;
  /** Why the last plugin download failed. */
  pluginError?: string | null;
}

interface Draft {
  storeUrl: string;
  consumerKey: string;
  consumerSecret: string;
  skipCart: boolean;
}

const draftFrom = (integration: WooCommerceIntegration | null): Draft => ({
  storeUrl: integration?.store_url ?? '',
  consumerKey: integration?.consumer_key ?? '',
  consumerSecret: '',
  skipCart: integration?.skip_cart ?? false,
});

const urlMessages = fieldMessages({
  valueMissing: INTEGRATION_REQUIRED.storeUrl,
  typeMismatch: INTEGRATION_REQUIRED.storeUrl,
});
const keyMessages = fieldMessages({ valueMissing: INTEGRATION_REQUIRED.consumerKey });
const secretMessages = fieldMessages({ valueMissing: INTEGRATION_REQUIRED.consumerSecret });

/**
 * /apps › WooCommerce: store URL and REST API keys ('Salvar Integração', 'Editar', 'Excluir'), the
 * product sync, and the WordPress plugin that sends the store's cart to the Pagora checkout.
 */
export function WooCommercePanel({
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
  sync,
  onSync,
  onDownloadPlugin,
  isDownloadingPlugin = false,
  pluginError,
}: WooCommercePanelProps) {
  const titleId = useId();
  const syncTitleId = useId();
  const connected = integration !== null;
  const { isOpen, isEditing, draft, set, startEditing, cancelEditing } = useIntegrationForm({
    integration,
    configured: connected,
    isSaving,
    saveError,
    draftFrom,
  });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const readOnly = !isOpen;
  const running = sync?.status === 'running';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave({
      storeUrl: draft.storeUrl.trim().replace(/\/+$/, ''),
      consumerKey: draft.consumerKey.trim(),
      consumerSecret: draft.consumerSecret.trim(),
      skipCart: draft.skipCart,
    });
  };

  return (
    <Stack gap="xlarge">
      <Card as="section" aria-labelledby={titleId}>
        <CardHeader
          id={titleId}
          title="Integração com o WooCommerce"
          description="Conecte sua loja WooCommerce com uma chave da API REST (WooCommerce › Configurações › Avançado › API REST)."
          action={
            !loadError && (
              <IntegrationStatus isLoading={isLoading} isOn={connected} on="Conectado" off="Não Conectado" />
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
              <Columns>
                <TextField
                  label="URL da loja"
                  name="storeUrl"
                  type="url"
                  inputMode="url"
                  placeholder="https://minhaloja.com.br"
                  autoComplete="off"
                  value={readOnly ? (integration?.store_url ?? '') : draft.storeUrl}
                  onChange={set('storeUrl')}
                  isReadOnly={readOnly}
                  isDisabled={isLoading}
                  isRequired={isOpen}
                  validate={checkStoreUrl}
                  errorMessage={urlMessages}
                />
                <TextField
                  label="Consumer key"
                  name="consumerKey"
                  placeholder="ck_…"
                  autoComplete="off"
                  value={readOnly ? (integration?.consumer_key ?? '') : draft.consumerKey}
                  onChange={set('consumerKey')}
                  isReadOnly={readOnly}
                  isDisabled={isLoading}
                  isRequired={isOpen}
                  errorMessage={keyMessages}
                />
                {readOnly ? (
                  <TextField
                    label="Consumer secret"
                    name="consumerSecret"
                    value={integration?.consumer_secret ?? ''}
                    isReadOnly
                  />
                ) : (
                  <PasswordField
                    label="Consumer secret"
                    name="consumerSecret"
                    placeholder="cs_…"
                    autoComplete="off"
                    description={
                      isEditing
                        ? keepSecretHelp('o consumer secret salvo', integration?.consumer_secret)
                        : undefined
                    }
                    value={draft.consumerSecret}
                    onChange={set('consumerSecret')}
                    isDisabled={isLoading}
                    isRequired={!isEditing}
                    errorMessage={secretMessages}
                  />
                )}
                <YesNoField
                  label="Pular carrinho?"
                  name="skipCart"
                  value={readOnly ? (integration?.skip_cart ?? false) : draft.skipCart}
                  onChange={set('skipCart')}
                  isReadOnly={readOnly}
                  isDisabled={isLoading}
                />
              </Columns>
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
          subject="a integração com o WooCommerce"
          onConfirm={onDelete}
          isPending={isDeleting}
        >
          A URL e as chaves da loja serão apagadas do Pagora.
        </ConfirmDeleteDialog>
      </Card>
      <Card as="section" aria-labelledby={syncTitleId}>
        <CardHeader
          id={syncTitleId}
          title="Produtos do WooCommerce"
          description="Importa os produtos da sua loja WooCommerce; os já importados são atualizados, sem duplicar."
          action={
            <Button
              variant="secondary"
              onPress={onSync}
              isDisabled={!connected || running}
              isPending={running}
            >
              {!running && <RefreshCw size={16} aria-hidden />}
              Sincronizar produtos
            </Button>
          }
        />
        {sync ? (
          <SyncProgress sync={sync} onRetry={connected ? onSync : undefined} />
        ) : (
          !connected && <p className={styles.hint}>Conecte a loja para importar os produtos.</p>
        )}
      </Card>
      <WooCommercePluginCard
        connected={connected}
        skipCart={integration?.skip_cart ?? false}
        onDownload={onDownloadPlugin}
        isDownloading={isDownloadingPlugin}
        downloadError={pluginError}
      />
    </Stack>
  );
}
