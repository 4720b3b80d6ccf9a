import { formatCents, type OrdersPage } from '@pagora/contract';
import { Eye, ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Box } from '../../components/Box/Box.tsx';
import { Button, LinkButton } from '../../components/Button/Button.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { cx } from '../../components/private/cx.ts';
import { Stack } from '../../components/Stack/Stack.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../components/Table/Table.tsx';
import { formatDateTime } from '../../format.ts';
import { ListCard } from './ListCard.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import * as styles from './OrdersScreen.css.ts';
import { type ListState, paymentText } from './orders.ts';
import { WhatsAppLink } from './TrackingForm.tsx';

export interface OrdersTableProps {
  /** The page of orders (`GET /api/orders`): loading, error or loaded. */
  state: ListState<OrdersPage>;
  /** The store's time zone: dates are shown in it. */
  timeZone: string;
  /** A filter is set: an empty page says nothing matched, with 'Limpar filtros'. @default false */
  isFiltered?: boolean;
  /** 'Limpar filtros' of the filtered-empty state. */
  onClearFilters: () => void;
  /** 'Tentar novamente' of the error state. */
  onRetry?: () => void;
  onPageChange: (page: number) => void;
  /** 'Ver detalhes': open the order's detail. */
  onOpenOrder: (id: number, number: number) => void;
  /**
   * 'Chamar no WhatsApp' of the page's rows, by order id (`GET /api/orders/whatsapp`): pending PIX
   * and boleto orders whose buyer left a phone. Rows without one show no link. @default {}
   */
  whatsappLinks?: Readonly<Record<string, string>>;
}

const NO_LINKS: Readonly<Record<string, string>> = {};

/** Vendas: the store's orders, newest first, 20 a page, with their status and a way to their detail. */
export function OrdersTable({
  state,
  timeZone,
  isFiltered = false,
  onClearFilters,
  onRetry,
  onPageChange,
  onOpenOrder,
  whatsappLinks = NO_LINKS,
}: OrdersTableProps) {
  return (
    <ListCard
      state={state}
      loadingLabel="Carregando pedidos…"
      errorTitle="Não foi possível carregar os pedidos."
      onRetry={onRetry}
      isFiltered={isFiltered}
      onClearFilters={onClearFilters}
      filteredEmptyTitle="Nenhum pedido encontrado com esses filtros"
      empty={
        <EmptyState
          icon={<ShoppingBag aria-hidden />}
          title="Nenhum pedido ainda"
          description="Compartilhe o link de checkout de um produto com seus clientes: cada compra aparece aqui na hora."
          action={
            <LinkButton href="/produtos" variant="secondary">
              Ver produtos
            </LinkButton>
          }
        />
      }
      columns={7}
      noun={['pedido', 'pedidos']}
      onPageChange={onPageChange}
    >
      {(page) => (
        <Table aria-label="Pedidos">
          <TableHeader>
            <Column isRowHeader>Pedido</Column>
            <Column>Data</Column>
            <Column>Cliente</Column>
            <Column>Pagamento</Column>
            <Column className={styles.amount}>Valor</Column>
            <Column>Status</Column>
            <Column className={styles.fit}>Ações</Column>
          </TableHeader>
          <TableBody items={page.items} dependencies={[whatsappLinks, timeZone]}>
            {(order) => (
              <Row id={order.id}>
                <Cell textValue={`#${order.number}`}>
                  <Box as="span" display="inline-flex" alignItems="center" gap="small">
                    <span className={styles.strong}>#{order.number}</span>
                    {order.kind === 'upsell' && <Badge tone="info">Upsell</Badge>}
                  </Box>
                </Cell>
                <Cell>{formatDateTime(order.created_at, timeZone)}</Cell>
                <Cell textValue={order.customer_name}>
                  <Stack as="span" gap="xxsmall">
                    <span className={styles.strong}>{order.customer_name}</span>
                    <span className={styles.muted}>{order.customer_email}</span>
                  </Stack>
                </Cell>
                <Cell>{paymentText(order)}</Cell>
                <Cell className={cx(styles.amount, styles.strong)}>{formatCents(order.total_cents)}</Cell>
                <Cell>
                  <OrderStatusBadge status={order.status} />
                </Cell>
                <Cell className={styles.fit}>
                  <RowActions whatsappUrl={whatsappLinks[String(order.id)]} number={order.number}>
                    <Button
                      variant="ghost"
                      size="small"
                      aria-label={`Ver detalhes do pedido #${order.number}`}
                      onPress={() => onOpenOrder(order.id, order.number)}
                    >
                      <Eye size={16} aria-hidden />
                      Ver detalhes
                    </Button>
                  </RowActions>
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      )}
    </ListCard>
  );
}

/** The row's 'Ver detalhes', with 'Chamar no WhatsApp' beside it when the order has a link. */
function RowActions({
  whatsappUrl,
  number,
  children,
}: {
  whatsappUrl: string | undefined;
  number: number;
  children: ReactNode;
}) {
  if (!whatsappUrl) return children;
  return (
    <div className={styles.rowActions}>
      {children}
      <WhatsAppLink href={whatsappUrl} aria-label={`Chamar no WhatsApp: pedido #${number}`} />
    </div>
  );
}
