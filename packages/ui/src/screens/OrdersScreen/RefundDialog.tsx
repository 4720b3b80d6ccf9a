import { formatCents, type OrderDetail } from '@pagora/contract';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { Dialog, Modal } from '../../components/Modal/Modal.tsx';
import { SegmentedControl } from '../../components/SegmentedControl/SegmentedControl.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { fieldMessages } from '../private/fieldMessages.ts';
import * as styles from './OrderDetailDrawer.css.ts';
import { REFUND_AMOUNT_MISSING, refundAmountProblem, typedCents } from './orders.ts';

const amountMessages = fieldMessages({ valueMissing: REFUND_AMOUNT_MISSING });

export type RefundKind = 'total' | 'partial';

export interface RefundDialogProps {
  order: Pick<
    OrderDetail,
    'number' | 'total_cents' | 'refunded_cents' | 'refundable_cents' | 'can_refund_partially'
  >;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /**
   * 'Reembolsar' confirmed: the amount in cents, or null for everything still refundable. The
   * dialog stays pending until it settles; it closes when it resolves and shows the rejection's
   * message (the server's text) when it rejects.
   */
  onRefund: (amountCents: number | null) => Promise<unknown>;
  /** The kind chosen when it opens. @default 'total' */
  defaultKind?: RefundKind;
}

const KINDS = [
  { id: 'total', label: 'Reembolso total' },
  { id: 'partial', label: 'Reembolso parcial' },
];

/**
 * 'Reembolsar': everything still refundable, or a part of it typed in reais, checked as the
 * server checks it before anything is sent.
 */
export function RefundDialog({
  order,
  isOpen,
  onOpenChange,
  onRefund,
  defaultKind = 'total',
}: RefundDialogProps) {
  const [isPending, setPending] = useState(false);
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!isPending}
      isKeyboardDismissDisabled={isPending}
    >
      <RefundForm
        order={order}
        isPending={isPending}
        setPending={setPending}
        onDone={() => onOpenChange(false)}
        onRefund={onRefund}
        defaultKind={order.can_refund_partially ? defaultKind : 'total'}
      />
    </Modal>
  );
}

function RefundForm({
  order,
  isPending,
  setPending,
  onDone,
  onRefund,
  defaultKind,
}: Pick<RefundDialogProps, 'order' | 'onRefund'> & {
  isPending: boolean;
  setPending: (pending: boolean) => void;
  onDone: () => void;
  defaultKind: RefundKind;
}) {
  const formId = useId();
  const [kind, setKind] = useState<RefundKind>(defaultKind);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const refundable = order.refundable_cents;
  const partialCents =
    kind === 'partial' && !refundAmountProblem(typed, refundable) ? typedCents(typed) : null;
  const amount = kind === 'total' ? refundable : partialCents;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (kind === 'partial' && partialCents === null) return;
    setPending(true);
    setError(null);
    onRefund(kind === 'total' ? null : partialCents).then(
      () => {
        setPending(false);
        onDone();
      },
      (reason: unknown) => {
        setPending(false);
        setError(
          reason instanceof Error && reason.message
            ? reason.message
            : 'Não foi possível reembolsar o pedido.',
        );
      },
    );
  };

  return (
    <Dialog
      title={`Reembolsar pedido #${order.number}`}
      description="O valor volta ao comprador pela mesma forma de pagamento."
      hideCloseButton={isPending}
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close} isDisabled={isPending}>
            Voltar
          </Button>
          <Button type="submit" form={formId} variant="danger" isPending={isPending}>
            {amount === null ? 'Reembolsar' : `Reembolsar ${formatCents(amount)}`}
          </Button>
        </>
      )}
    >
      <Form id={formId} onSubmit={submit}>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>Total do pedido</dt>
            <dd className={styles.factValue}>{formatCents(order.total_cents)}</dd>
          </div>
          {order.refunded_cents > 0 && (
            <div className={styles.fact}>
              <dt className={styles.factLabel}>Já reembolsado</dt>
              <dd className={styles.factValue}>{formatCents(order.refunded_cents)}</dd>
            </div>
          )}
          <div className={styles.fact}>
            <dt className={styles.factLabel}>Disponível para reembolso</dt>
            <dd className={styles.factValue}>{formatCents(refundable)}</dd>
          </div>
        </dl>
        {order.can_refund_partially ? (
          <SegmentedControl
            label="Tipo de reembolso"
            items={KINDS}
            selectedKey={kind}
            onSelectionChange={(key) => {
              setKind(key as RefundKind);
              setError(null);
            }}
            isDisabled={isPending}
          />
        ) : (
          <p className={styles.muted}>O gateway deste pedido só faz o reembolso do valor total.</p>
        )}
        {kind === 'partial' && (
          <TextField
            label="Valor do reembolso"
            name="amount"
            prefix="R$"
            inputMode="decimal"
            placeholder="0,00"
            description={`Até ${formatCents(refundable)}.`}
            value={typed}
            onChange={(value) => {
              setTyped(value);
              setError(null);
            }}
            isRequired
            autoFocus
            isDisabled={isPending}
            validate={(value) => (value ? refundAmountProblem(value, refundable) : null)}
            errorMessage={amountMessages}
          />
        )}
        {error && <Alert tone="danger">{error}</Alert>}
      </Form>
    </Dialog>
  );
}
