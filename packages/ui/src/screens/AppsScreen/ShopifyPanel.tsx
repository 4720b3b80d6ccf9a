import { PackageOpen, PencilLine, RefreshCw, Store, Trash2, Unplug, Upload, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../components/Alert/Alert.tsx';
import { AlertDialog } from '../../components/AlertDialog/AlertDialog.tsx';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card, CardHeader } from '../../components/Card/Card.tsx';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { Columns } from '../../components/Columns/Columns.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { Inline } from '../../components/Inline/Inline.tsx';
import { PasswordField } from '../../components/PasswordField/PasswordField.tsx';
import { Stack } from '../../components/Stack/Stack.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { fieldMessages } from '../private/fieldMessages.ts';
import * as styles from './AppsScreen.css.ts';
import {
  checkShopName,
  INTEGRATION_REQUIRED,
  type IntegrationFormProps,
  keepSecretHelp,
  normalizeShopName,
  SHOPIFY_SUFFIX,
  type ShopifyIntegration,
  type ShopifyValues,
  type SyncState,
} from './integrations.ts';
import { type ProductCheckoutLink, ProductLinkList } from './ProductLinkList.tsx';
import { IntegrationStatus, LoadErrorNotice } from './parts.tsx';
import { SyncProgress } from './SyncProgress.tsx';
import { useIntegrationForm } from './useIntegrationForm.ts';

/** 'Salvar e Validar Integração' saves the Shopify values (a failed save shows under 'Erro na Integração'). */
export interface ShopifyPanelProps extends IntegrationFormProps<ShopifyValues> {
  /** The stored integration; null (or `is_active` false) = 'Não Conectado'. */
  integration: ShopifyIntegration | null;

  /** 'Desconectar', after its confirmation. */
  onDisconnect: () => void;
  /** The disconnection is running (the confirmation stays open, pending, until it ends). */
  isDisconnecting?: boolean;

  /** The checkout snippet is in the shop's published theme. */
  checkoutInstalled?: boolean;
  /** 'Instalar Checkout no Tema' is running. */
  isInstalling?: boolean;
  onInstallCheckout: () => void;
  /** 'Remover do tema', after its confirmation. */
  onRemoveCheckout: () => void;
  isRemovingCheckout?: boolean;
  /** Why installing or removing failed (shown under 'Erro na Instalação'). */
  checkoutError?: string | null;

  /** The current or last product sync, or null before the first. */
  sync?: SyncState | null;
  /** 'Sincronizar produtos' (and 'Tentar novamente' after a failed sync). */
  onSync: () => void;

  /** The store's products imported from Shopify, with their checkout links. */
  products: ProductCheckoutLink[];
  isLoadingProducts?: boolean;
  productsError?: string | null;
  onRetryProducts?: () => void;
  /** 'Copiar Link': the caller copies `url` to the clipboard and confirms. */
  onCopyLink: (url: string, product: ProductCheckoutLink) => void;
}

interface Draft {
  shopName: string;
  adminApiToken: string;
  apiKey: string;
  apiSecret: string;
  skipCart: boolean;
  importCoupons: boolean;
}

/** The form's starting values: the stored names and options, never the secrets. */
const draftFrom = (integration: ShopifyIntegration | null): Draft => ({
  shopName: integration?.shop_name ?? '',
  adminApiToken: '',
  apiKey: integration?.api_key ?? '',
  apiSecret: '',
  skipCart: integration?.skip_cart ?? false,
  importCoupons: integration?.import_coupons ?? false,
});

const shopMessages = fieldMessages({ valueMissing: INTEGRATION_REQUIRED.shopName });
const tokenMessages = fieldMessages({ valueMissing: INTEGRATION_REQUIRED.adminApiToken });
const keyMessages = fieldMessages({ valueMissing: INTEGRATION_REQUIRED.apiKey });
const secretMessages = fieldMessages({ valueMissing: INTEGRATION_REQUIRED.apiSecret });

/**
 * /apps › Shopify: the shop's credentials ('Salvar e Validar Integração', 'Editar Dados', 'Desconectar'),
 * the checkout in the shop's theme, and the product sync with the synced products' checkout links.
 */
export function ShopifyPanel(props: ShopifyPanelProps) {
  const connected = props.integration?.is_active === true;
  return (
    <Stack gap="xlarge">
      <CredentialsCard {...props} connected={connected} />
      <CheckoutCard {...props} connected={connected} />
      <SyncedProducts {...props} connected={connected} />
    </Stack>
  );
}

type CardProps = ShopifyPanelProps & { connected: boolean };

function CredentialsCard({
  integration,
  connected,
  isLoading = false,
  loadError,
  onRetryLoad,
  onSave,
  isSaving = false,
  saveError,
  validationErrors,
  onDisconnect,
  isDisconnecting = false,
}: CardProps) {
  const titleId = useId();
  const { isOpen, isEditing, draft, set, startEditing, cancelEditing } = useIntegrationForm({
    integration,
    configured: connected,
    isSaving,
    saveError,
    draftFrom,
  });
  const [confirmDisconnect, setConfirmDisconnect] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave({
      shopName: normalizeShopName(draft.shopName),
      adminApiToken: draft.adminApiToken.trim(),
      apiKey: draft.apiKey.trim(),
      apiSecret: draft.apiSecret.trim(),
      skipCart: draft.skipCart,
      importCoupons: draft.importCoupons,
    });
  };

  const header = (
    <CardHeader
      id={titleId}
      title="Integração com a Shopify"
      description="Conecte sua loja Shopify com as credenciais do app personalizado criado no admin da loja."
      action={
        !loadError && (
          <IntegrationStatus isLoading={isLoading} isOn={connected} on="Conectado" off="Não Conectado" />
        )
      }
    />
  );

  if (loadError) {
    return (
      <Card as="section" aria-labelledby={titleId}>
        {header}
        <LoadErrorNotice error={loadError} onRetry={onRetryLoad} />
      </Card>
    );
  }

  const disabled = isLoading;
  const readOnly = !isOpen;
  const secretsOptional = isEditing;

  return (
    <Card as="section" aria-labelledby={titleId}>
      {header}
      {saveError && isOpen && (
        <Alert tone="danger" title="Erro na Integração">
          {saveError}
        </Alert>
      )}
      <Form onSubmit={submit} validationErrors={validationErrors} className={styles.form}>
        <Columns>
          <TextField
            label="Nome da loja"
            name="shopName"
            suffix={SHOPIFY_SUFFIX}
            placeholder="minhaloja"
            autoComplete="off"
            description={isOpen ? 'Só o nome, como aparece antes de .myshopify.com.' : undefined}
            value={readOnly ? (integration?.shop_name ?? '') : draft.shopName}
            onChange={set('shopName')}
            // Read-only rather than disabled while loading: the suffix keeps its contrast.
            isReadOnly={readOnly || disabled}
            isRequired={isOpen}
            validate={checkShopName}
            errorMessage={shopMessages}
          />
          {readOnly ? (
            <TextField
              label="Token de acesso da Admin API"
              name="adminApiToken"
              value={integration?.admin_api_token ?? ''}
              isReadOnly
            />
          ) : (
            <PasswordField
              label="Token de acesso da Admin API"
              name="adminApiToken"
              placeholder="shpat_…"
              autoComplete="off"
              description={
                secretsOptional ? keepSecretHelp('o token salvo', integration?.admin_api_token) : undefined
              }
              value={draft.adminApiToken}
              onChange={set('adminApiToken')}
              isDisabled={disabled}
              isRequired={!secretsOptional}
              errorMessage={tokenMessages}
            />
          )}
          <TextField
            label="Chave da API"
            name="apiKey"
            autoComplete="off"
            value={readOnly ? (integration?.api_key ?? '') : draft.apiKey}
            onChange={set('apiKey')}
            isReadOnly={readOnly}
            isDisabled={disabled}
            isRequired={isOpen}
            errorMessage={keyMessages}
          />
          {readOnly ? (
            <TextField
              label="Chave secreta da API"
              name="apiSecret"
              value={integration?.api_secret ?? ''}
              isReadOnly
            />
          ) : (
            <PasswordField
              label="Chave secreta da API"
              name="apiSecret"
              autoComplete="off"
              description={
                secretsOptional ? keepSecretHelp('a chave secreta salva', integration?.api_secret) : undefined
              }
              value={draft.apiSecret}
              onChange={set('apiSecret')}
              isDisabled={disabled}
              isRequired={!secretsOptional}
              errorMessage={secretMessages}
            />
          )}
        </Columns>
        <Stack gap="medium">
          <Checkbox
            name="skipCart"
            isSelected={readOnly ? (integration?.skip_cart ?? false) : draft.skipCart}
            onChange={set('skipCart')}
            isReadOnly={readOnly}
            isDisabled={disabled}
            description="O cliente vai direto ao checkout do Pagora, sem passar pelo carrinho da Shopify."
          >
            Pular Carrinho
          </Checkbox>
          <Checkbox
            name="importCoupons"
            isSelected={readOnly ? (integration?.import_coupons ?? false) : draft.importCoupons}
            onChange={set('importCoupons')}
            isReadOnly={readOnly}
            isDisabled={disabled}
            description="Os códigos de desconto da Shopify viram cupons do Pagora a cada sincronização."
          >
            Importar cupons da Shopify
          </Checkbox>
        </Stack>
        <div className={styles.actions}>
          {isOpen ? (
            <>
              <Button type="submit" isPending={isSaving} isDisabled={disabled}>
                {!isSaving && <Store size={16} aria-hidden />}
                Salvar e Validar Integração
              </Button>
              {isEditing && (
                <Button variant="secondary" onPress={cancelEditing} isDisabled={isSaving}>
                  <X size={16} aria-hidden />
                  Cancelar
                </Button>
              )}
            </>
          ) : (
            <>
              <Button variant="secondary" onPress={startEditing}>
                <PencilLine size={16} aria-hidden />
                Editar Dados
              </Button>
              <Button variant="ghost" onPress={() => setConfirmDisconnect(true)}>
                <Unplug size={16} aria-hidden />
                Desconectar
              </Button>
            </>
          )}
        </div>
      </Form>
      <AlertDialog
        isOpen={confirmDisconnect}
        onOpenChange={setConfirmDisconnect}
        title="Desconectar a Shopify?"
        confirmLabel="Sim, desconectar"
        onConfirm={onDisconnect}
        isPending={isDisconnecting}
      >
        As credenciais da loja {integration?.shop_name}
        {SHOPIFY_SUFFIX} serão apagadas do Pagora. Para conectar de novo, informe-as outra vez.
      </AlertDialog>
    </Card>
  );
}

function CheckoutCard({
  connected,
  checkoutInstalled = false,
  isInstalling = false,
  onInstallCheckout,
  onRemoveCheckout,
  isRemovingCheckout = false,
  checkoutError,
}: CardProps) {
  const titleId = useId();
  const [confirmRemove, setConfirmRemove] = useState(false);
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader
        id={titleId}
        title="Checkout no tema"
        description="Instala no tema publicado da sua loja o envio do carrinho ao checkout do Pagora quando o cliente finaliza a compra."
      />
      {checkoutError && (
        <Alert tone="danger" title="Erro na Instalação">
          {checkoutError}
        </Alert>
      )}
      {connected && checkoutInstalled ? (
        <Inline gap="medium">
          <Badge tone="success">Checkout instalado</Badge>
          <Button variant="secondary" onPress={() => setConfirmRemove(true)}>
            <Trash2 size={16} aria-hidden />
            Remover do tema
          </Button>
        </Inline>
      ) : (
        <div className={styles.actions}>
          <Button
            onPress={onInstallCheckout}
            isDisabled={!connected || isInstalling}
            isPending={isInstalling}
          >
            {!isInstalling && <Upload size={16} aria-hidden />}
            Instalar Checkout no Tema
          </Button>
          {!connected && <p className={styles.hint}>Conecte a loja para instalar o checkout.</p>}
        </div>
      )}
      <AlertDialog
        isOpen={confirmRemove}
        onOpenChange={setConfirmRemove}
        title="Remover o checkout do tema?"
        confirmLabel="Sim, remover"
        onConfirm={onRemoveCheckout}
        isPending={isRemovingCheckout}
      >
        O carrinho da sua loja Shopify volta a usar o checkout da Shopify. Você pode instalar de novo quando
        quiser.
      </AlertDialog>
    </Card>
  );
}

function SyncedProducts({
  connected,
  sync,
  onSync,
  products,
  isLoadingProducts,
  productsError,
  onRetryProducts,
  onCopyLink,
}: CardProps) {
  const running = sync?.status === 'running';
  return (
    <ProductLinkList
      title="Produtos sincronizados"
      description="Os produtos importados da sua loja Shopify, com o link de checkout de cada um."
      action={
        <Button variant="secondary" onPress={onSync} isDisabled={!connected || running} isPending={running}>
          {!running && <RefreshCw size={16} aria-hidden />}
          Sincronizar produtos
        </Button>
      }
      loadingLabel="Carregando produtos sincronizados…"
      empty={
        <EmptyState
          icon={<PackageOpen aria-hidden />}
          title="Nenhum produto sincronizado ainda."
          description={
            connected
              ? 'Clique em Sincronizar produtos para importar os produtos da sua loja Shopify.'
              : 'Conecte a loja para importar os produtos.'
          }
        />
      }
      links={products}
      isLoading={isLoadingProducts}
      error={productsError}
      onRetry={onRetryProducts}
      onCopyLink={onCopyLink}
    >
      {sync && <SyncProgress sync={sync} onRetry={connected ? onSync : undefined} />}
    </ProductLinkList>
  );
}
