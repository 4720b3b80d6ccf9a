import { DEPOSIT_STATUS_LABELS, formatCents } from '@pagora/contract';
import { Check, Clock, Copy, RefreshCw } from 'lucide-react';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Stack } from '../../components/Stack/Stack.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import * as styles from './FinanceScreen.css.ts';
import { billingDateTime, DEPOSIT_STATUS_TONES, type Deposit } from './finance.ts';

export interface PixChargeProps {
  /** The PIX charge to Pagora: a deposit (with its bonus) or the settlement of pending fees. */
  deposit: Deposit;
  /** 'Copiar código': the app copies the copia e cola and says so. */
  onCopy: (code: string) => void;
  /** 'Verificar pagamento': ask the provider again. */
  onCheck?: () => void;
  isChecking?: boolean;
  /** Test mode only: 'Simular pagamento' confirms it as the bank would. */
  onSimulatePayment?: () => void;
  isSimulating?: boolean;
}

/** A PIX charge: amount and bonus, the QR Code, the copia e cola with a copy button, and its expiry. */
export function PixCharge({
  deposit,
  onCopy,
  onCheck,
  isChecking = false,
  onSimulatePayment,
  isSimulating = false,
}: PixChargeProps) {
  const isSettlement = deposit.purpose === 'settlement';
  const title = isSettlement ? 'PIX da regularização' : `Depósito PIX #${deposit.id}`;
  return (
    <section className={styles.pix} aria-label={title}>
      <div className={styles.pixHead}>
        <Stack gap="xxsmall" minWidth={0}>
          <span className={styles.itemMeta}>{title}</span>
          <p className={styles.pixAmount}>{formatCents(deposit.amount_cents)}</p>
          {deposit.bonus_cents > 0 && (
            <span className={styles.itemMeta}>
              + {formatCents(deposit.bonus_cents)} de bônus quando o pagamento for confirmado
            </span>
          )}
        </Stack>
        <Badge tone={DEPOSIT_STATUS_TONES[deposit.status]}>{DEPOSIT_STATUS_LABELS[deposit.status]}</Badge>
      </div>

      {deposit.status === 'paid' ? (
        <Alert tone="success" title={isSettlement ? 'Pagamento confirmado' : 'Depósito confirmado'}>
          {isSettlement
            ? 'As taxas pendentes foram quitadas.'
            : `${formatCents(deposit.amount_cents + deposit.bonus_cents)} entraram no seu saldo, com o bônus.`}
        </Alert>
      ) : deposit.status === 'pending' && deposit.pix_code ? (
        <>
          {deposit.pix_qr && (
            <img
              src={deposit.pix_qr}
              alt="QR Code PIX: abra o app do seu banco e escaneie"
              className={styles.qr}
              width={200}
              height={200}
            />
          )}
          <TextField
            label="PIX copia e cola"
            value={deposit.pix_code}
            isReadOnly
            multiline
            rows={3}
            className={styles.code}
          />
          <div className={styles.actions}>
            <Button onPress={() => onCopy(deposit.pix_code ?? '')}>
              <Copy size={16} aria-hidden />
              Copiar código
            </Button>
            {onCheck && (
              <Button variant="secondary" onPress={onCheck} isPending={isChecking}>
                {!isChecking && <RefreshCw size={16} aria-hidden />}
                Verificar pagamento
              </Button>
            )}
            {onSimulatePayment && (
              <Button variant="ghost" onPress={onSimulatePayment} isPending={isSimulating}>
                {!isSimulating && <Check size={16} aria-hidden />}
                Simular pagamento (modo de teste)
              </Button>
            )}
          </div>
          {deposit.expires_at && (
            <p className={styles.expiry}>
              <Clock size={14} aria-hidden />
              Válido até {billingDateTime(deposit.expires_at)}
            </p>
          )}
        </>
      ) : (
        <Alert tone="warning" title="Este PIX não pode mais ser pago">
          Gere um novo PIX para continuar.
        </Alert>
      )}
    </section>
  );
}
