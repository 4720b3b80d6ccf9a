import { DEPOSIT_BONUS_BPS, depositBonusCents, formatCents } from '@pagora/contract';
import { Gift, QrCode } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card, CardHeader } from '../../components/Card/Card.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { Inline } from '../../components/Inline/Inline.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { fieldMessages } from '../private/fieldMessages.ts';
import * as styles from './FinanceScreen.css.ts';
import { checkDepositAmount, DEPOSIT_REQUIRED, type Deposit, parseDepositAmount } from './finance.ts';
import { PixCharge, type PixChargeProps } from './PixCharge.tsx';

export interface DepositCardProps {
  /** 'Gerar Depósito' with a valid amount in cents: resolve once the PIX charge exists, reject with the reason. */
  onCreateDeposit: (amountCents: number) => Promise<unknown>;
  /** The deposit just generated (its QR and copia e cola), kept up to date by the app; null before one. */
  deposit: Deposit | null;
  /** Why the last 'Gerar Depósito' failed (the server's or the provider's text). */
  error?: string | null;
  onCopy: PixChargeProps['onCopy'];
  /** 'Verificar pagamento' of the deposit shown. */
  onCheckDeposit?: (id: number) => void;
  isChecking?: boolean;
  /** Test mode only: 'Simular pagamento' of the deposit shown. */
  onSimulatePayment?: (id: number) => void;
  isSimulating?: boolean;
  /** Changes each time the header's 'Depósito' is pressed: the amount field takes the focus. */
  focusRequest?: number;
}

const bonusPercent = `${DEPOSIT_BONUS_BPS / 100}%`;
const amountMessages = fieldMessages({ valueMissing: DEPOSIT_REQUIRED });

/** Depósito por PIX: the amount, 'Gerar Depósito', then the charge's QR Code and copia e cola. */
export function DepositCard({
  onCreateDeposit,
  deposit,
  error,
  onCopy,
  onCheckDeposit,
  isChecking,
  onSimulatePayment,
  isSimulating,
  focusRequest = 0,
}: DepositCardProps) {
  const [amount, setAmount] = useState('');
  const [isPending, setPending] = useState(false);
  const amountRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusRequest > 0) amountRef.current?.querySelector('input')?.focus();
  }, [focusRequest]);

  const parsed = parseDepositAmount(amount);
  const bonus = 'cents' in parsed ? depositBonusCents(parsed.cents) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!('cents' in parsed)) return;
    setPending(true);
    onCreateDeposit(parsed.cents).then(
      () => {
        setPending(false);
        setAmount('');
      },
      () => setPending(false),
    );
  };

  return (
    <Card as="section" aria-labelledby="deposito-titulo">
      <CardHeader
        id="deposito-titulo"
        title="Depósito por PIX"
        description="Deposite para o seu saldo pagar as taxas antes de qualquer cobrança no cartão."
      />
      <Inline gap="small" alignItems="stretch">
        <Badge tone="success" icon={<Gift size={12} aria-hidden />}>
          {bonusPercent} de bônus em todo depósito
        </Badge>
      </Inline>
      <Form onSubmit={submit} className={styles.form}>
        <div ref={amountRef}>
          <TextField
            label="Valor do depósito"
            name="amount"
            prefix="R$"
            inputMode="decimal"
            placeholder="0,00"
            value={amount}
            onChange={setAmount}
            isRequired
            validate={checkDepositAmount}
            errorMessage={amountMessages}
            description={
              bonus !== null
                ? `Você recebe ${formatCents(bonus)} de bônus: ${formatCents(('cents' in parsed ? parsed.cents : 0) + bonus)} no saldo.`
                : 'Mínimo de R$ 10,00. O bônus entra no saldo quando o PIX for pago.'
            }
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" isPending={isPending}>
            {!isPending && <QrCode size={16} aria-hidden />}
            Gerar Depósito
          </Button>
        </div>
      </Form>
      {error && (
        <Alert tone="danger" title="Não foi possível gerar o depósito">
          {error}
        </Alert>
      )}
      {deposit && (
        <PixCharge
          deposit={deposit}
          onCopy={onCopy}
          onCheck={onCheckDeposit && (() => onCheckDeposit(deposit.id))}
          isChecking={isChecking}
          onSimulatePayment={onSimulatePayment && (() => onSimulatePayment(deposit.id))}
          isSimulating={isSimulating}
        />
      )}
    </Card>
  );
}
