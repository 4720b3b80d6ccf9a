import { CARD_BRAND_LABELS, formatCents, type OrderStatus } from '@pagora/contract';
import type { DataSource, EntityManager } from 'typeorm';
import { orderPath } from '../checkout/view.ts';
import { afterCommit } from '../db/after-commit.ts';
import type { Database } from '../db/data-source.ts';
import { type Order, OrderItem, type OutboundEmail, Store, User } from '../db/entities/index.ts';
import { selectRow, selectRows } from '../db/statements.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import {
  boletoInstructionsEmail,
  newSaleEmail,
  type OrderEmailSummary,
  orderConfirmationEmail,
  pixInstructionsEmail,
} from '../mail/templates.ts';
import { formatLocalDateTime } from '../shared/zoned-time.ts';
import type { OrderStatsItem } from './stats.ts';

/*
 * The e-mails an order's status sends: the buyer's confirmation when the payment is approved and
 * the store owner's 'Nova venda' (unless the store turned it off); the PIX code or the boleto's
 * line while the buyer still has to pay. They are written to the mail outbox by a lifecycle
 * effect, in the transaction that changes the order, and handed to the mailer once it commits:
 * an e-mail exists exactly when its change does, whatever caused it (the checkout, the merchant,
 * the reconciler).
 */

/** Where order e-mails go out from, and the address their links start with. */
export interface OrderEmailSender {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * The sender of each app's database. Lifecycle effects only receive the transaction's manager, so
 * the app registers its mailer here once; a database without one (a script, a unit test of the
 * lifecycle alone) sends no order e-mails.
 */
const senders = new WeakMap<DataSource, OrderEmailSender>();

/** Sends order e-mails for changes made on `sender.db` (called once by createApp). */
export function enableOrderEmails(sender: OrderEmailSender): void {
  senders.set(sender.db.dataSource, sender);
}

/** The lifecycle's view of a transition (structurally its AppliedTransition). */
export interface OrderEmailTransition {
  before: Order;
  after: Order;
  from: OrderStatus;
  to: OrderStatus;
  /** The order's items in id order, when the transition already read them. */
  items?: readonly OrderStatsItem[];
}

type OrderEmailKind = 'approved' | 'pix' | 'boleto';

/**
 * Which e-mail a transition sends, if any: approval of an unpaid order (a boleto confirmed after
 * it was called expired included; a dispute won is not a new sale), or a new PIX code or boleto
 * while pending ('PIX gerado', 'Boleto gerado').
 */
export function orderEmailKind({ before, after, from, to }: OrderEmailTransition): OrderEmailKind | null {
  if (to === 'approved') return from === 'pending' || from === 'expired' ? 'approved' : null;
  if (from !== 'pending' || to !== 'pending') return null;
  if (after.pixPayload && after.pixPayload !== before.pixPayload) return 'pix';
  if (after.boletoLine && after.boletoLine !== before.boletoLine) return 'boleto';
  return null;
}

/** 'Cartão Visa final 4242 (3x)', 'PIX', 'Boleto'. */
function paymentText(order: Order): string {
  if (order.paymentMethod === 'pix') return 'PIX';
  if (order.paymentMethod === 'boleto') return 'Boleto';
  if (!order.cardBrand || !order.cardLast4) return 'Cartão';
  const installments =
    order.cardInstallments && order.cardInstallments > 1 ? ` (${order.cardInstallments}x)` : '';
  return `Cartão ${CARD_BRAND_LABELS[order.cardBrand] ?? order.cardBrand} final ${order.cardLast4}${installments}`;
}

/** The e-mails of one transition, as outbox messages. */
async function messagesFor(
  manager: EntityManager,
  kind: OrderEmailKind,
  order: Order,
  publicUrl: string,
  knownItems: readonly OrderStatsItem[] | undefined,
): Promise<MailMessage[]> {
  const [store, items] = await Promise.all([
    selectRow(manager, Store, { id: order.storeId }),
    knownItems ?? selectRows(manager, OrderItem, { orderId: order.id }, { orderBy: [['id', 'ASC']] }),
  ]);
  if (!store) throw new Error(`loja ${order.storeId} do pedido ${order.id} não encontrada`);
  const summary: OrderEmailSummary = {
    storeName: store.name,
    orderNumber: order.number,
    items: items.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      total: formatCents(item.unitPriceCents * item.quantity),
    })),
    total: formatCents(order.totalCents),
    payment: paymentText(order),
  };
  const buyer = { to: order.buyerEmail, buyerName: order.buyerName };
  const link = `${publicUrl}${orderPath(order.storeId, order.publicToken)}`;

  if (kind === 'pix') {
    const expiresAt = order.pixExpiresAt ? formatLocalDateTime(order.pixExpiresAt, store.timeZone) : null;
    return [
      {
        to: buyer.to,
        ...pixInstructionsEmail({ ...summary, ...buyer, pixCode: order.pixPayload ?? '', expiresAt, link }),
      },
    ];
  }
  if (kind === 'boleto') {
    const dueDate = order.boletoDueDate
      ? formatLocalDateTime(order.boletoDueDate, store.timeZone).slice(0, 10)
      : null;
    return [
      {
        to: buyer.to,
        ...boletoInstructionsEmail({
          ...summary,
          ...buyer,
          digitableLine: order.boletoLine ?? '',
          dueDate,
          link,
        }),
      },
    ];
  }

  const messages: MailMessage[] = [
    { to: buyer.to, ...orderConfirmationEmail({ ...summary, ...buyer, link }) },
  ];
  if (store.notifyNewSale) {
    const owner = await selectRow(manager, User, { id: store.userId });
    if (owner) {
      messages.push({
        to: owner.email,
        userId: owner.id,
        ...newSaleEmail({
          ...summary,
          ownerName: owner.fullName,
          buyerName: order.buyerName,
          buyerEmail: order.buyerEmail,
          link: `${publicUrl}/pedidos`,
        }),
      });
    }
  }
  return messages;
}

/**
 * The lifecycle effect: writes the transition's e-mails to the outbox in its transaction and
 * dispatches them once that transaction commits.
 */
export async function queueOrderEmails(
  manager: EntityManager,
  transition: OrderEmailTransition,
): Promise<void> {
  const sender = senders.get(manager.connection);
  if (!sender) return;
  const kind = orderEmailKind(transition);
  if (!kind) return;
  const mails: OutboundEmail[] = [];
  for (const message of await messagesFor(
    manager,
    kind,
    transition.after,
    sender.publicUrl,
    transition.items,
  )) {
    mails.push(await sender.mailer.enqueue(manager, message));
  }
  afterCommit(manager, () => sender.mailer.dispatch(sender.db, mails));
}
