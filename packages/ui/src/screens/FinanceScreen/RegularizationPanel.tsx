import { BILLING_RULES_TEXT, BILLING_STATUS_LABELS, CHARGE_LIMIT_CENTS, formatCents } from '@pagora/contract';
import { CircleCheck, CreditCard, Plus, QrCode } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card, CardHeader } from '../../components/Card/Card.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Inline } from '../../components/Inline/Inline.tsx';
import { Dialog, Modal } from '../../components/Modal/Modal.tsx';
import { cx } from '../../components/private/cx.ts';
import { Select } from '../../components/Select/Select.tsx';
import { Stack } from '../../components/Stack/Stack.tsx';
import { RecordListBody } from '../private/RecordListBody.tsx';
import * as styles from './FinanceScreen.css.ts';
import {
  BILLING_STATUS_TONES,
  type BillingCard,
  type BillingSummary,
  billingDate,
  cardLabel,
  type Deposit,
  type ListState,
} from './finance.ts';
import { PixCharge, type PixChargeProps } from './PixCharge.tsx';

export interface RegularizationPanelProps {
  /** The account's billing (`GET /api/billing/summary`). */
  summary: ListState<BillingSummary>;
  onRetry?: () => void;
  /** The cards on file, to choose the one 'Pagar com Cartão' charges. */
  cards: BillingCard[];
  /** 'Quitar com PIX': resolve once the PIX for exactly the pending amount exists. */
  onPayPix: () => Promise<unknown>;
  /** The settlement PIX generated (its QR and copia e cola), kept up to date by the app; null before one. */
  settlement: Deposit | null;
  onCopy: PixChargeProps['onCopy'];
  /** 'Verificar pagamento' of the settlement PIX. */
  onCheckSettlement?: (id: number) => void;
  isChecking?: boolean;
  /** Test mode only: 'Simular pagamento' of the settlement PIX. */
  onSimulatePayment?: (id: number) => void;
  isSimulating?: boolean;
  /** 'Pagar' in the card dialog: resolve when charged; reject with the refusal's text to show it. */
  onPayCard: (cardId: number) => Promise<unknown>;
  /** 'Cadastrar cartão': take the merchant to the card form. */
  onAddCard: () => void;
}

/** The rules a merchant must know about unpaid fees, as the server applies them. */
export function BillingRules() {
  return (
    <ul className={styles.rules} aria-label="Regras de cobrança">
      <li>{BILLING_RULES_TEXT.overdue}</li>
      <li>{BILLING_RULES_TEXT.balanceFirst}</li>
      <li>{BILLING_RULES_TEXT.cardCharge}</li>
      <li>{BILLING_RULES_TEXT.reversal}</li>
      <li>{BILLING_RULES_TEXT.rounding}</li>
    </ul>
  );
}

/** Regularização: what is pending and since when, Pendente or Em dia, and how to pay it now. */
export function RegularizationPanel(props: RegularizationPanelProps) {
  const { summary, onRetry } = props;
  return (
    <Card as="section" aria-labelledby="regularizacao-titulo">
      <CardHeader
        id="regularizacao-titulo"
        title="Regularização"
        description="Taxas que o saldo não cobriu e o cartão não pagou."
      />
      <RecordListBody
        isLoading={summary.status === 'loading'}
        loadingLabel="Carregando a situação da conta…"
        error={summary.status === 'error' ? summary.message : null}
        errorTitle="Erro ao buscar a situação da conta"
        onRetry={onRetry}
        isEmpty={summary.status !== 'ready'}
        empty={null}
      >
        {summary.status === 'ready' && <Situation {...props} data={summary.data} />}
      </RecordListBody>
      <CardHeader title="Quando as taxas ficam pendentes" headingLevel={3} />
      <BillingRules />
    </Card>
  );
}

function Situation({
  data,
  cards,
  onPayPix,
  settlement,
  onCopy,
  onCheckSettlement,
  isChecking,
  onSimulatePayment,
  isSimulating,
  onPayCard,
  onAddCard,
}: RegularizationPanelProps & { data: BillingSummary }) {
  const [isPixPending, setPixPending] = useState(false);
  const [isCardOpen, setCardOpen] = useState(false);
  const payPix = () => {
    setPixPending(true);
    onPayPix().then(
      () => setPixPending(false),
      () => setPixPending(false),
    );
  };
  const isPending = data.pending_cents > 0;

  return (
    <>
      <Inline as="dl" gap="xlarge" alignItems="stretch" margin="none">
        <Stack gap="xxsmall">
          <dt className={styles.figureLabel}>Valor pendente</dt>
          <dd className={cx(styles.figureValue, styles.bigValue, isPending && styles.dangerValue)}>
            {formatCents(data.pending_cents)}
          </dd>
        </Stack>
        <Stack gap="xxsmall">
          <dt className={styles.figureLabel}>Situação</dt>
          <dd className={styles.figureValue}>
            <Badge tone={BILLING_STATUS_TONES[data.status]}>{BILLING_STATUS_LABELS[data.status]}</Badge>
          </dd>
        </Stack>
        {data.pending_since && (
          <Stack gap="xxsmall">
            <dt className={styles.figureLabel}>Pendente desde</dt>
            <dd className={styles.figureValue}>
              {billingDate(data.pending_since)} ({data.days_pending}{' '}
              {data.days_pending === 1 ? 'dia' : 'dias'})
            </dd>
          </Stack>
        )}
      </Inline>

      {data.checkout_suspended && (
        <Alert tone="danger" title="Checkout suspenso">
          Suas lojas não estão vendendo. Quite o valor pendente e elas voltam a vender na hora.
        </Alert>
      )}
      {!isPending ? (
        <EmptyState
          icon={<CircleCheck aria-hidden />}
          title="Sua conta está em dia"
          description="Nenhuma taxa pendente. Nada a regularizar."
        />
      ) : (
        !data.pending_since && (
          <p className={styles.hint}>
            Taxas do mês: cobradas no cartão padrão ao chegar a {formatCents(CHARGE_LIMIT_CENTS)} ou no fim do
            mês. Você pode quitá-las antes.
          </p>
        )
      )}

      {(data.actions.pay_pix || data.actions.pay_card) && (
        <div className={styles.actions}>
          {data.actions.pay_pix && (
            <Button onPress={payPix} isPending={isPixPending}>
              {!isPixPending && <QrCode size={16} aria-hidden />}
              Quitar com PIX
            </Button>
          )}
          {data.actions.pay_card && (
            <Button variant="secondary" onPress={() => setCardOpen(true)}>
              <CreditCard size={16} aria-hidden />
              Pagar com Cartão
            </Button>
          )}
        </div>
      )}

      {settlement && (
        <PixCharge
          deposit={settlement}
          onCopy={onCopy}
          onCheck={onCheckSettlement && (() => onCheckSettlement(settlement.id))}
          isChecking={isChecking}
          onSimulatePayment={onSimulatePayment && (() => onSimulatePayment(settlement.id))}
          isSimulating={isSimulating}
        />
      )}

      <PayCardDialog
        isOpen={isCardOpen}
        onOpenChange={setCardOpen}
        amountCents={data.pending_cents}
        cards={cards}
        defaultCardId={data.default_card?.id ?? null}
        onPayCard={onPayCard}
        onAddCard={() => {
          setCardOpen(false);
          onAddCard();
        }}
      />
    </>
  );
}

interface PayCardDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  amountCents: number;
  cards: BillingCard[];
  defaultCardId: number | null;
  onPayCard: (cardId: number) => Promise<unknown>;
  onAddCard: () => void;
}

/** 'Pagar com Cartão': choose a card on file (the default first) and pay exactly the pending amount. */
export function PayCardDialog({
  isOpen,
  onOpenChange,
  amountCents,
  cards,
  defaultCardId,
  onPayCard,
  onAddCard,
}: PayCardDialogProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cardId = chosen ?? (defaultCardId ?? cards[0]?.id ?? null)?.toString() ?? null;

  const pay = (close: () => void) => {
    if (cardId === null) return;
    setPending(true);
    setError(null);
    onPayCard(Number(cardId)).then(
      () => {
        setPending(false);
        close();
      },
      (failure: unknown) => {
        setPending(false);
        setError(failure instanceof Error ? failure.message : 'Não foi possível cobrar o cartão.');
      },
    );
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) setError(null);
        onOpenChange(open);
      }}
      isKeyboardDismissDisabled={isPending}
    >
      <Dialog
        title="Pagar com Cartão"
        description={`Cobramos ${formatCents(amountCents)}, exatamente o valor pendente.`}
        footer={(close) =>
          cards.length > 0 ? (
            <>
              <Button variant="secondary" onPress={close} isDisabled={isPending}>
                Cancelar
              </Button>
              <Button onPress={() => pay(close)} isPending={isPending}>
                Pagar {formatCents(amountCents)}
              </Button>
            </>
          ) : (
            <Button variant="secondary" onPress={close}>
              Fechar
            </Button>
          )
        }
      >
        <Stack gap="small">
          {cards.length > 0 ? (
            <Select
              label="Cartão"
              items={cards.map((card) => ({
                id: String(card.id),
                label: `${cardLabel(card)}${card.is_default ? ' (padrão)' : ''}`,
              }))}
              selectedKey={cardId}
              onSelectionChange={(key) => setChosen(key)}
            />
          ) : (
            <p className={styles.hint}>Nenhum cartão cadastrado.</p>
          )}
          <Button variant="ghost" onPress={onAddCard} isDisabled={isPending}>
            <Plus size={16} aria-hidden />
            Cadastrar outro cartão
          </Button>
          {error && (
            <Alert tone="danger" title="Pagamento recusado">
              {error}
            </Alert>
          )}
        </Stack>
      </Dialog>
    </Modal>
  );
}
