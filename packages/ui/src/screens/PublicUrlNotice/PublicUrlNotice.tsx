import { Alert } from '../../components/Alert/Alert.tsx';

export interface PublicUrlNoticeProps {
  /** The address merchants' links carry now (PUBLIC_URL, or the local default). */
  publicUrl: string;
}

/**
 * Outside production, while PUBLIC_URL points at this machine: checkout links, e-mails and the DNS
 * box say an address nobody else can open. Says so, and how to fix it, instead of letting a
 * merchant copy a link that works only here.
 */
export function PublicUrlNotice({ publicUrl }: PublicUrlNoticeProps) {
  return (
    <Alert tone="info" role="note" title="Ambiente de desenvolvimento">
      Os links de checkout, os e-mails e a caixa de DNS usam {publicUrl}, que só abre nesta máquina. Defina
      PUBLIC_URL com o endereço público do Pagora antes de compartilhar um link.
    </Alert>
  );
}
