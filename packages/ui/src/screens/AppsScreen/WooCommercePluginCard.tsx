import { Download } from 'lucide-react';
import { useId } from 'react';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card, CardHeader } from '../../components/Card/Card.tsx';
import { Stack } from '../../components/Stack/Stack.tsx';
import * as styles from './AppsScreen.css.ts';

export interface WooCommercePluginCardProps {
  /** The store is connected: the plugin can be downloaded (it sends the synced products' ids). */
  connected: boolean;
  /** The store's 'Pular carrinho?' answer, which the download carries. */
  skipCart: boolean;
  /** 'Baixar plugin'. */
  onDownload: () => void;
  isDownloading?: boolean;
  /** Why the last download failed. */
  downloadError?: string | null;
}

/**
 * /apps › WooCommerce: the 'Pagora Checkout' WordPress plugin, which sends the store's cart to the
 * Pagora checkout, installed in three steps (download, upload in WordPress, activate).
 */
export function WooCommercePluginCard({
  connected,
  skipCart,
  onDownload,
  isDownloading = false,
  downloadError,
}: WooCommercePluginCardProps) {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader
        id={titleId}
        title="Checkout Pagora na loja WooCommerce"
        description="O plugin Pagora Checkout envia o carrinho da sua loja WooCommerce para o checkout do Pagora quando o cliente finaliza a compra."
      />
      {downloadError && (
        <Alert tone="danger" title="Erro ao baixar o plugin">
          {downloadError}
        </Alert>
      )}
      <ol className={styles.steps}>
        <li className={styles.step}>
          <Stack gap="small">
            <p className={styles.stepTitle}>Baixe o plugin</p>
            <p className={styles.stepText}>
              O arquivo pagora-checkout.zip já vem com o endereço do checkout da sua loja
              {skipCart ? ' e com Pular carrinho ligado' : ''}.
            </p>
            <div className={styles.actions}>
              <Button onPress={onDownload} isDisabled={!connected || isDownloading} isPending={isDownloading}>
                {!isDownloading && <Download size={16} aria-hidden />}
                Baixar plugin
              </Button>
              {!connected && <p className={styles.hint}>Conecte a loja para baixar o plugin.</p>}
            </div>
          </Stack>
        </li>
        <li className={styles.step}>
          <Stack gap="small">
            <p className={styles.stepTitle}>Envie no WordPress</p>
            <p className={styles.stepText}>
              No painel do WordPress, vá em Plugins › Adicionar novo › Enviar plugin, escolha o arquivo
              pagora-checkout.zip e clique em Instalar agora.
            </p>
          </Stack>
        </li>
        <li className={styles.step}>
          <Stack gap="small">
            <p className={styles.stepTitle}>Ative o plugin</p>
            <p className={styles.stepText}>
              Clique em Ativar plugin. Pronto: ao finalizar a compra, o cliente vai para o checkout do Pagora
              com os produtos sincronizados do carrinho. Se mudar o Pular carrinho, baixe e envie o plugin de
              novo.
            </p>
          </Stack>
        </li>
      </ol>
    </Card>
  );
}
