import {
  ABANDONED_STAGE_LABELS,
  type AbandonedCartRow,
  type AbandonedCartsPage,
  formatCents,
  RECOVERY_SENT_MESSAGE,
} from '@pagora/contract';
import { CircleCheck, MailPlus, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { cx } from '../../components/private/cx.ts';
import { Stack } from '../../components/Stack/Stack.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../components/Table/Table.tsx';
import { formatDateTime } from '../../format.ts';
import { ListCard } from './ListCard.tsx';
import * as styles from './OrdersScreen.css.ts';
import { type ListState, recoveryText } from './orders.ts';
import { WhatsAppLink } from './TrackingForm.tsx';

export interface AbandonedCartsTableProps {
  /** The page of carts (`GET /api/abandoned-carts`): loading, error or loaded. */
  state: ListState<AbandonedCartsPage>;
  /** The store's time zone: dates are shown in it. */
  timeZone: string;
  /** A filter is set: an empty page says nothing matched, with 'Limpar filtros'. @default false */
  isFiltered?: boolean;
  onClearFilters: () => void;
  onRetry?: () => void;
  onPageChange: (page: number) => void;
  /**
   * 'Recuperar': send the buyer the recovery e-mail (`POST /api/abandoned-carts/:id/recover`). The
   * button is pending until it settles; the row then says 'E-mail de recuperação enviado.' or the
   * rejection's message (the server's text), so no toast is needed. Update the row with the answer.
   */
  onRecover: (cartId: number) => Promise<unknown>;
  /**
   * 'Chamar no WhatsApp' of the page's rows, by cart id (`GET /api/abandoned-carts/whatsapp`):
   * carts whose buyer left a phone. Rows without one show no link. @default {}
   */
  whatsappLinks?: Readonly<Record<string, string>>;
}

const NO_LINKS: Readonly<Record<string, string>> = {};

type Outcome =
  | { status: 'pending' }
  | { status: 'sent'; message: string }
  | { status: 'failed'; message: string };

const messageOf = (value: unknown, fallback: string) =>
  value &&
  typeof value === 'object' &&
  'message' in value &&
  typeof value.message === 'string' &&
  value.message
    ? value.message
    : fallback;

/** Carrinhos Abandonados: where each buyer stopped, the cart's value, and the recovery e-mails sent. */
export function AbandonedCartsTable({
  state,
  timeZone,
  isFiltered = false,
  onClearFilters,
  onRetry,
  onPageChange,
  onRecover,
  whatsappLinks = NO_LINKS,
}: AbandonedCartsTableProps) {
  const [outcomes, setOutcomes] = useState<ReadonlyMap<number, Outcome>>(new Map());
  const setOutcome = (id: number, outcome: Outcome) =>
    setOutcomes((current) => new Map(current).set(id, outcome));

  const recover = (cart: AbandonedCartRow) => {
    setOutcome(cart.id, { status: 'pending' });
    onRecover(cart.id).then(
      (answer) => setOutcome(cart.id, { status: 'sent', message: messageOf(answer, RECOVERY_SENT_MESSAGE) }),
      (error: unknown) =>
        setOutcome(cart.id, {
          status: 'failed',
          message: messageOf(error, 'Não foi possível enviar o e-mail de recuperação.'),
        }),
    );
  };

  return (
    <ListCard
      state={state}
      loadingLabel="Carregando carrinhos abandonados…"
      errorTitle="Não foi possível carregar os carrinhos abandonados."
      onRetry={onRetry}
      isFiltered={isFiltered}
      onClearFilters={onClearFilters}
      filteredEmptyTitle="Nenhum carrinho encontrado com esses filtros"
      empty={
        <EmptyState
          icon={<ShoppingCart aria-hidden />}
          title="Nenhum carrinho abandonado"
          description="Quando um comprador preencher seus dados no checkout e não concluir a compra, o carrinho aparece aqui para você recuperar."
        />
      }
      columns={8}
      noun={['carrinho', 'carrinhos']}
      onPageChange={onPageChange}
    >
      {(page) => (
        <Table aria-label="Carrinhos abandonados">
          <TableHeader>
            <Column isRowHeader>Carrinho</Column>
            <Column>Data</Column>
            <Column>Cliente</Column>
            <Column>Produto</Column>
            <Column>Abandonou em</Column>
            <Column className={styles.amount}>Valor</Column>
            <Column>Recuperação</Column>
            <Column className={styles.fit}>Ações</Column>
          </TableHeader>
          <TableBody items={page.items} dependencies={[outcomes, timeZone, whatsappLinks]}>
            {(cart) => {
              const outcome = outcomes.get(cart.id);
              const recovered = cart.recovered_order_number !== null;
              return (
                <Row id={cart.id}>
                  <Cell textValue={`#${cart.id}`}>
                    <span className={styles.strong}>#{cart.id}</span>
                  </Cell>
                  <Cell>{formatDateTime(cart.abandoned_at, timeZone)}</Cell>
                  <Cell textValue={cart.customer_name}>
                    <Stack as="span" gap="xxsmall">
                      <span className={styles.strong}>{cart.customer_name || 'Sem nome'}</span>
                      <span className={styles.muted}>{cart.customer_email || 'Sem e-mail'}</span>
                    </Stack>
                  </Cell>
                  <Cell className={styles.productCell}>{cart.product_name}</Cell>
                  <Cell>{ABANDONED_STAGE_LABELS[cart.stage] ?? cart.stage}</Cell>
                  <Cell className={cx(styles.amount, styles.strong)}>{formatCents(cart.value_cents)}</Cell>
                  <Cell>
                    {recovered ? (
                      <Badge tone="success" icon={<CircleCheck size={12} aria-hidden />}>
                        Recuperado — pedido #{cart.recovered_order_number}
                      </Badge>
                    ) : (
                      <span className={cart.recovery_count === 0 ? styles.muted : undefined}>
                        {recoveryText(cart, timeZone)}
                      </span>
                    )}
                  </Cell>
                  <Cell className={styles.fit}>
                    <div className={styles.recoverCell}>
                      <Button
                        variant="secondary"
                        size="small"
                        aria-label={`Recuperar carrinho #${cart.id}`}
                        className={styles.recoverButton}
                        isPending={outcome?.status === 'pending'}
                        isDisabled={recovered || !cart.customer_email}
                        onPress={() => recover(cart)}
                      >
                        <MailPlus size={16} aria-hidden />
                        Recuperar
                      </Button>
                      {!recovered && (
                        <WhatsAppLink
                          href={whatsappLinks[String(cart.id)]}
                          aria-label={`Chamar no WhatsApp: carrinho #${cart.id}`}
                        />
                      )}
                      {outcome?.status === 'sent' && (
                        <span role="status" className={styles.rowSuccess}>
                          {outcome.message}
                        </span>
                      )}
                      {outcome?.status === 'failed' && (
                        <span role="alert" className={styles.rowError}>
                          {outcome.message}
                        </span>
                      )}
                    </div>
                  </Cell>
                </Row>
              );
            }}
          </TableBody>
        </Table>
      )}
    </ListCard>
  );
}
