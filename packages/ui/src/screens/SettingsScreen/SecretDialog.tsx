import { Copy } from 'lucide-react';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Dialog, Modal } from '../../components/Modal/Modal.tsx';
import { Stack } from '../../components/Stack/Stack.tsx';
import * as styles from './SettingsScreen.css.ts';

/** A webhook's signing secret, returned once by create and rotate. */
export interface RevealedSecret {
  /** The webhook's name, to say which one it signs. */
  webhookName: string;
  /** e.g. 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'. */
  secret: string;
}

export interface SecretDialogProps {
  /** The secret to show; null closes the dialog. */
  revealedSecret: RevealedSecret | null;
  /** 'Já guardei o segredo', Escape or 'Fechar': forget the secret (it is not shown again). */
  onDismiss: () => void;
  /** 'Copiar segredo': the caller copies the text and confirms. */
  onCopy: (text: string) => void;
}

/** Shows a webhook's new signing secret once, with a copy button. */
export function SecretDialog({ revealedSecret, onDismiss, onCopy }: SecretDialogProps) {
  return (
    <Modal
      isOpen={revealedSecret !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onDismiss();
      }}
    >
      <Dialog
        title="Guarde este segredo"
        description={
          revealedSecret ? `Segredo de assinatura do webhook ${revealedSecret.webhookName}.` : undefined
        }
        footer={<Button onPress={onDismiss}>Já guardei o segredo</Button>}
      >
        <Stack gap="large">
          <div className={styles.secretBox}>
            <code className={styles.secretCode}>{revealedSecret?.secret}</code>
            <Button
              variant="secondary"
              size="small"
              onPress={() => revealedSecret && onCopy(revealedSecret.secret)}
            >
              <Copy size={16} aria-hidden />
              Copiar segredo
            </Button>
          </div>
          <p className={styles.note}>
            Cada entrega leva o cabeçalho <code>webhook-signature</code>, uma assinatura HMAC-SHA256 feita com
            este segredo conforme o padrão Standard Webhooks. Use-o no seu sistema para conferir que o evento
            veio do Pagora.
          </p>
          <Alert tone="warning" role="note">
            Este segredo não será mostrado novamente. Se perdê-lo, gere um novo segredo.
          </Alert>
        </Stack>
      </Dialog>
    </Modal>
  );
}
