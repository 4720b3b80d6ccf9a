import {
  type Carrier,
  formatCents,
  formatDocument,
  ORDER_LINE_KIND_LABELS,
  type OrderDetail,
  type OrderFollowUp,
} from '@pagora/contract';
import { Ban, CheckCheck, CircleAlert, ExternalLink, RefreshCw, Undo2, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import {
  Dialog as RACDialog,
  Heading as RACHeading,
  Modal as RACModal,
  ModalOverlay as RACModalOverlay,
} from 'react-aria-components';
import { Alert } from '../../components/Alert/Alert.tsx';
import { AlertDialog } from '../../components/AlertDialog/AlertDialog.tsx';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button, LinkButton } from '../../components/Button/Button.tsx';
import * as drawerStyles from '../../components/Drawer/Drawer.css.ts';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { cx } from '../../components/private/cx.ts';
import * as overlay from '../../components/private/overlay.css.ts';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import { TextLink } from '../../components/TextLink/TextLink.tsx';
import { formatCep, formatDateTime, formatPhone } from '../../format.ts';
import { deliveryText, priceText } from '../ShippingScreen/shipping.ts';
import * as styles from './OrderDetailDrawer.css.ts';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import { brandLabel, gatewayText, type ListState, type OrderDetailState, paymentText } from './orders.ts';
import { RefundDialog } from './RefundDialog.tsx';
import { TrackingForm, WhatsAppLink } from './TrackingForm.tsx';

export interface OrderDetailDrawerProps {
  /** The order shown: `null` closes the drawer; loading and error say which order was asked for. */
  detail: OrderDetailState | null;
  /** The store's time zone: dates are shown in it. */
  timeZone: string;
  /** Escape, the backdrop or 'Fechar'. */
  onClose: () => void;
  /** The related order's link, and 'Tentar novamente' of the error state (the same order again). */
  onOpenOrder: (id: number, number: number) => void;
  /**
   * 'Marcar como pago', after the confirmation: the dialog stays pending until it settles (and open
   * when it rejects). Reload the detail afterwards.
   */
  onMarkPaid: (order: OrderDetail) => Promise<unknown>;
  /**
   * 'Reembolsar' confirmed with the amount in cents (null: everything still refundable). Reject
   * with the server's message: the dialog stays open and shows it. Reload the detail afterwards.
   */
  onRefund: (order: OrderDetail, amountCents: number | null) => Promise<unknown>;
  /** 'Cancelar pedido' confirmed (a pending PIX or boleto): like `onMarkPaid`. */
  onCancel: (order: OrderDetail) => Promise<unknown>;
  /**
   * The open order's tracking and 'Chamar no WhatsApp' link (`GET /api/orders/:id/follow-up`);
   * nothing of either shows without it. @default null
   */
  followUp?: ListState<OrderFollowUp> | null;
  /**
   * 'Salvar código' of the tracking form (paid orders with a delivery address): reject with the
   * server's message to show it in the form; once saved, pass the new `followUp` in.
   */
  onSaveTracking?: (order: OrderDetail, carrier: Carrier, code: string) => Promise<unknown>;
}

/** Statuses whose goods may be on their way, the only ones that take a tracking code. */
const SHIPPABLE = new Set(['approved', 'partially_refunded']);

/**
 * An order's detail in a panel from the right (full screen on phones): status, items, totals,
 * payment, buyer, address, UTM origin, the timeline of its status changes and the related order.
 */
export function OrderDetailDrawer({
  detail,
  timeZone,
  onClose,
  onOpenOrder,
  onMarkPaid,
  onRefund,
  onCancel,
  followUp = null,
  onSaveTracking,
}: OrderDetailDrawerProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The last order shown stays while the panel slides out, so it does not go blank.
  const [shown, setShown] = useState(detail);
  if (detail !== null && detail !== shown) setShown(detail);
  const current = detail ?? shown;
  const number = current ? (current.status === 'ready' ? current.order.number : current.number) : null;

  return (
    <RACModalOverlay
      isOpen={detail !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      isDismissable
      className={overlay.backdrop}
    >
      <RACModal className={cx(drawerStyles.panel({ side: 'right' }), styles.panel)}>
        <RACDialog className={styles.dialog}>
          {({ close }) => (
            <>
              <header className={styles.header}>
                <RACHeading ref={headingRef} slot="title" level={2} tabIndex={-1} className={styles.title}>
                  {number === null ? 'Pedido' : `Pedido #${number}`}
                </RACHeading>
                <Button variant="ghost" size="small" iconOnly aria-label="Fechar" onPress={close}>
                  <X size={18} aria-hidden />
                </Button>
              </header>
              <div className={styles.body}>
                {current?.status === 'loading' && (
                  <div className={styles.centered}>
                    <Spinner size="large" label="Carregando pedido…" />
                  </div>
                )}
                {current?.status === 'error' && (
                  <EmptyState
                    icon={<CircleAlert aria-hidden />}
                    title="Não foi possível carregar o pedido."
                    description={current.message}
                    action={
                      <Button variant="secondary" onPress={() => onOpenOrder(current.id, current.number)}>
                        <RefreshCw size={16} aria-hidden />
                        Tentar novamente
                      </Button>
                    }
                  />
                )}
                {current?.status === 'ready' && (
                  <OrderContent
                    order={current.order}
                    timeZone={timeZone}
                    onOpenOrder={onOpenOrder}
                    onMarkPaid={onMarkPaid}
                    onRefund={onRefund}
                    onCancel={onCancel}
                    followUp={followUp}
                    onSaveTracking={onSaveTracking}
                    focusHeading={() => headingRef.current?.focus()}
                  />
                )}
              </div>
            </>
          )}
        </RACDialog>
      </RACModal>
    </RACModalOverlay>
  );
}

/** A titled part of the detail (a named region: 'Itens', 'Pagamento'…). */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id} className={styles.sectionTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** One label/value line of a description list; nothing when there is no value. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}

/** The merchant's actions on an order, each behind its own dialog. */
type OrderAction = 'mark-paid' | 'refund' | 'cancel';

function OrderContent({
  order,
  timeZone,
  onOpenOrder,
  onMarkPaid,
  onRefund,
  onCancel,
  followUp,
  onSaveTracking,
  focusHeading,
}: Pick<
  OrderDetailDrawerProps,
  'timeZone' | 'onOpenOrder' | 'onMarkPaid' | 'onRefund' | 'onCancel' | 'onSaveTracking'
> & {
  order: OrderDetail;
  followUp: ListState<OrderFollowUp> | null;
  focusHeading: () => void;
}) {
  const [dialog, setDialog] = useState<OrderAction | null>(null);
  // The action that just succeeded: once its dialog has closed, focus goes back into the panel.
  const [done, setDone] = useState<OrderAction | null>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done === null || dialog !== null) return;
    setDone(null);
    // Its button again when the reloaded order still offers it (a further partial refund), else
    // the panel's heading. Left alone, focus would return to a button the action removed and fall
    // outside the panel, where Escape no longer closes it.
    const button = actionsRef.current?.querySelector<HTMLElement>(`[data-action="${done}"]`);
    if (button) button.focus();
    else focusHeading();
  }, [done, dialog, focusHeading]);
  const run = (action: OrderAction, work: () => Promise<unknown>) => async () => {
    await work();
    setDone(action);
  };
  const dialogProps = (action: OrderAction) => ({
    isOpen: dialog === action,
    onOpenChange: (isOpen: boolean) => setDialog(isOpen ? action : null),
  });
  const pendingMethod = order.payment_method === 'boleto' ? 'O boleto' : 'O PIX';
  const { address, card, shipping, utm, related_order: related } = order;
  const utmFacts = (
    [
      ['Origem (source)', utm.source],
      ['Mídia (medium)', utm.medium],
      ['Campanha (campaign)', utm.campaign],
      ['Termo (term)', utm.term],
      ['Conteúdo (content)', utm.content],
    ] as const
  ).filter(([, value]) => value);

  return (
    <>
      <div className={styles.summary}>
        <div className={styles.badges}>
          <OrderStatusBadge status={order.status} />
          {order.kind === 'upsell' && <Badge tone="info">Upsell</Badge>}
        </div>
        <p className={styles.muted}>Criado em {formatDateTime(order.created_at, timeZone)}</p>
        {related && (
          <p className={styles.related}>
            {related.kind === 'upsell' ? 'Upsell comprado após este pedido:' : 'Upsell do pedido principal:'}{' '}
            <Button
              variant="ghost"
              size="small"
              className={styles.inlineButton}
              onPress={() => onOpenOrder(related.id, related.number)}
            >
              Pedido #{related.number}
            </Button>
          </p>
        )}
        <div ref={actionsRef} className={styles.actions}>
          {order.can_mark_paid && (
            <Button data-action="mark-paid" onPress={() => setDialog('mark-paid')}>
              <CheckCheck size={16} aria-hidden />
              Marcar como pago
            </Button>
          )}
          {order.can_refund && (
            <Button data-action="refund" variant="secondary" onPress={() => setDialog('refund')}>
              <Undo2 size={16} aria-hidden />
              Reembolsar
            </Button>
          )}
          {order.can_cancel && (
            <Button data-action="cancel" variant="secondary" onPress={() => setDialog('cancel')}>
              <Ban size={16} aria-hidden />
              Cancelar pedido
            </Button>
          )}
          <LinkButton variant="secondary" href={order.order_url} target="_blank" rel="noopener noreferrer">
            <ExternalLink size={16} aria-hidden />
            Ver página do pedido
          </LinkButton>
          {followUp?.status === 'ready' && <WhatsAppLink href={followUp.data.whatsapp_url} size="medium" />}
        </div>
      </div>

      <Section title="Itens">
        <ul className={styles.items}>
          {order.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the order's lines never move
            <li key={index} className={styles.item}>
              <div className={styles.itemText}>
                <span className={styles.itemName}>{item.name}</span>
                <span className={styles.muted}>
                  {item.quantity} × {formatCents(item.unit_price_cents)}
                </span>
                {item.kind !== 'product' && (
                  <Badge tone={item.kind === 'upsell' ? 'info' : 'primary'}>
                    {ORDER_LINE_KIND_LABELS[item.kind]}
                  </Badge>
                )}
              </div>
              <span className={styles.itemTotal}>{formatCents(item.total_cents)}</span>
            </li>
          ))}
        </ul>
        <dl className={styles.totals}>
          <Fact label="Subtotal">{formatCents(order.subtotal_cents)}</Fact>
          {order.bump_cents > 0 && <Fact label="Order bump">{formatCents(order.bump_cents)}</Fact>}
          {order.discount_cents > 0 && (
            <Fact label={order.coupon_code ? `Desconto (cupom ${order.coupon_code})` : 'Desconto'}>
              − {formatCents(order.discount_cents)}
            </Fact>
          )}
          {shipping ? (
            <Fact label={`Frete (${shipping.name}, ${deliveryText(shipping).replace(/^Entrega em /, '')})`}>
              {priceText(order.shipping_cents)}
            </Fact>
          ) : (
            order.shipping_cents > 0 && <Fact label="Frete">{formatCents(order.shipping_cents)}</Fact>
          )}
          <div className={cx(styles.fact, styles.totalLine)}>
            <dt>Total</dt>
            <dd className={styles.factValue}>{formatCents(order.total_cents)}</dd>
          </div>
        </dl>
      </Section>

      <Section title="Pagamento">
        <dl className={styles.facts}>
          <Fact label="Forma de pagamento">{paymentText({ ...order, card_brand: null })}</Fact>
          {card && (
            <Fact label="Cartão">
              {brandLabel(card.brand)} •••• {card.last4} · {card.installments}x
            </Fact>
          )}
          <Fact label="Gateway">{gatewayText(order.gateway)}</Fact>
          <Fact label="Referência">
            {order.gateway_reference && <span className={styles.mono}>{order.gateway_reference}</span>}
          </Fact>
          <Fact label="Pago em">{order.paid_at && formatDateTime(order.paid_at, timeZone)}</Fact>
          <Fact label="Reembolsado">
            {order.refunded_cents > 0 ? formatCents(order.refunded_cents) : null}
          </Fact>
          <Fact label="Motivo da recusa">{order.refusal_reason}</Fact>
        </dl>
      </Section>

      <Section title="Comprador">
        <dl className={styles.facts}>
          <Fact label="Nome">{order.customer_name}</Fact>
          <Fact label="E-mail">
            {order.customer_email && (
              <TextLink href={`mailto:${order.customer_email}`}>{order.customer_email}</TextLink>
            )}
          </Fact>
          <Fact label="Telefone">{order.customer_phone && formatPhone(order.customer_phone)}</Fact>
          <Fact label="CPF">{order.customer_cpf && formatDocument(order.customer_cpf)}</Fact>
        </dl>
      </Section>

      {address && (
        <Section title="Endereço de entrega">
          <address className={styles.address}>
            {address.street}, {address.number}
            {address.complement && ` — ${address.complement}`}
            <br />
            {address.district} — {address.city}/{address.state}
            <br />
            CEP {formatCep(address.cep)}
          </address>
        </Section>
      )}

      {onSaveTracking && SHIPPABLE.has(order.status) && (address || shipping) && (
        <Section title="Rastreio">
          {followUp?.status === 'loading' && <Spinner label="Carregando rastreio…" showLabel />}
          {followUp?.status === 'error' && <Alert tone="danger">{followUp.message}</Alert>}
          {followUp?.status === 'ready' && (
            <TrackingForm
              // A fresh form for each saved code.
              key={
                followUp.data.tracking
                  ? `${followUp.data.tracking.carrier}:${followUp.data.tracking.code}`
                  : ''
              }
              tracking={followUp.data.tracking}
              onSave={(carrier, code) => onSaveTracking(order, carrier, code)}
            />
          )}
        </Section>
      )}

      <Section title="Origem (UTM)">
        {utmFacts.length > 0 ? (
          <dl className={styles.facts}>
            {utmFacts.map(([label, value]) => (
              <Fact key={label} label={label}>
                {value}
              </Fact>
            ))}
          </dl>
        ) : (
          <p className={styles.muted}>Sem parâmetros UTM: acesso direto ou link sem rastreamento.</p>
        )}
      </Section>

      <Section title="Histórico">
        <ol className={styles.timeline}>
          {order.timeline.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the timeline only grows at its end
            <li key={index} className={styles.event}>
              <span className={styles.dot} aria-hidden />
              <div className={styles.eventText}>
                <div className={styles.eventHead}>
                  <time dateTime={entry.at} className={styles.muted}>
                    {formatDateTime(entry.at, timeZone)}
                  </time>
                  <OrderStatusBadge status={entry.status} />
                </div>
                <p className={styles.cause}>{entry.cause}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <AlertDialog
        {...dialogProps('mark-paid')}
        variant="primary"
        title="Marcar como pago"
        confirmLabel="Marcar como pago"
        onConfirm={run('mark-paid', () => onMarkPaid(order))}
      >
        Marcar o pedido #{order.number} como pago? Isso só é possível no modo de teste.
      </AlertDialog>
      <RefundDialog
        {...dialogProps('refund')}
        order={order}
        onRefund={(amountCents) => run('refund', () => onRefund(order, amountCents))()}
      />
      <AlertDialog
        {...dialogProps('cancel')}
        title="Cancelar pedido"
        confirmLabel="Cancelar pedido"
        cancelLabel="Voltar"
        onConfirm={run('cancel', () => onCancel(order))}
      >
        Cancelar o pedido #{order.number}? {pendingMethod} deixa de poder ser pago e o pedido não pode ser
        reaberto.
      </AlertDialog>
    </>
  );
}
