import type { recoverySettingsPayload } from '@pagora/contract';
import {
  fillRecoveryText,
  formatCents,
  RECOVERY_CASES,
  type RecoveryCase,
  type RecoveryMethods,
  type RecoverySettingsPayload,
  readRecoveryMethods,
} from '@pagora/contract';
import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import { orderPath } from '../checkout/view.ts';
import type { Database } from '../db/data-source.ts';
import { CheckoutSession, Order, type OutboundEmail, Product, Store } from '../db/entities/index.ts';
import { checkoutDomainOf } from '../domains/domains.ts';
import { PeriodicWorker } from '../jobs/runner.ts';
import type { Mailer } from '../mail/mailer.ts';
import { paymentRecoveryEmail } from '../mail/templates.ts';
import { newOrderedToken } from '../shared/crypto.ts';
import { SqlParams, sqlTime } from '../shared/list-sql.ts';
import { recoveryLink } from './abandoned-carts.ts';

/*
 * Recovery per payment method ('Recuperação automática' in /pedidos): one e-mail per order and
 * case, each case with the store's own switch, delay and text.
 *
 * - pix_pending: a PIX still unpaid `delay` minutes after it was generated, and before it expires.
 * - boleto_due: a boleto still unpaid `delay` minutes before its due date ('vence amanhã').
 * - boleto_overdue: a boleto unpaid `delay` minutes after its due date.
 * - card_declined: a card refused `delay` minutes ago, the buyer not back since.
 *
 * When a PIX was generated and a card refused is the order's last change (updated_at): the
 * checkout writes nothing else to a pending PIX or a refused order until the buyer pays or tries
 * again, and either changes the status the e-mail waits for.
 *
 * Each e-mail is claimed by a conditional UPDATE of its own column (still NULL, the order still in
 * the status the case needs) in the transaction that queues it: two workers never send it twice,
 * and an order paid or cancelled meanwhile is not claimed at all.
 *
 * Where the link leads, as the buyer expects it:
 * - a PIX or boleto that can still be paid: the order's payment page (QR Code, 'copia e cola', the
 *   boleto's line). A new checkout would make a second order and a second charge for something
 *   the buyer can pay in one step.
 * - a boleto that is overdue, or a card that was refused: the checkout again, through the cart's
 *   recovery link (`?recuperar=`), with the buyer's data filled. A refused order's session is still
 *   open, so the buyer lands on the payment step of the same cart; an overdue boleto's session
 *   ended, so a new one starts with the buyer's personal and delivery data carried over.
 */

const MINUTE_MS = 60_000;

/** A due e-mail is still sent this long after its time (a server that was down catches up). */
export const PAYMENT_RECOVERY_CATCH_UP_MS = 24 * 60 * MINUTE_MS;

const CLAIM_COLUMN: Record<RecoveryCase, keyof Order & `recovery${string}`> = {
  pix_pending: 'recoveryPixAt',
  boleto_due: 'recoveryBoletoDueAt',
  boleto_overdue: 'recoveryBoletoOverdueAt',
  card_declined: 'recoveryCardAt',
};
const CLAIM_SQL_COLUMN: Record<RecoveryCase, string> = {
  pix_pending: 'recovery_pix_at',
  boleto_due: 'recovery_boleto_due_at',
  boleto_overdue: 'recovery_boleto_overdue_at',
  card_declined: 'recovery_card_at',
};

const BUTTON_LABELS: Record<RecoveryCase, string> = {
  pix_pending: 'Pagar com PIX',
  boleto_due: 'Ver meu boleto',
  boleto_overdue: 'Concluir minha compra',
  card_declined: 'Tentar novamente',
};

// ─── Settings (GET/PUT /api/recovery-settings) ──────────────────────────────────────────────────

export function recoveryMethodsOf(store: Pick<Store, 'recoveryMethods'>): RecoveryMethods {
  return readRecoveryMethods(store.recoveryMethods);
}

export async function saveRecoveryMethods(
  manager: EntityManager,
  store: Store,
  payload: z.output<typeof recoverySettingsPayload>,
): Promise<RecoveryMethods> {
  const recoveryMethods = JSON.stringify(payload.methods);
  await manager.getRepository(Store).update(store.id, { recoveryMethods });
  return recoveryMethodsOf({ recoveryMethods });
}
export type { RecoverySettingsPayload };

// ─── Which orders are due ───────────────────────────────────────────────────────────────────────

/**
 * The WHERE of one case on `orders o` at `now`, with the conditions the claim repeats: the column
 * still empty and the order still waiting for what the e-mail asks.
 */
function caseWhere(params: SqlParams, kase: RecoveryCase, delayMinutes: number, now: Date): string {
  const delay = delayMinutes * MINUTE_MS;
  const at = (ms: number) => params.time(new Date(now.getTime() + ms));
  const column = `o.${CLAIM_SQL_COLUMN[kase]} IS NULL AND o.kind = 'main'`;
  switch (kase) {
    case 'pix_pending':
      return `${column} AND o.payment_method = 'pix' AND o.status = 'pending' AND o.pix_payload IS NOT NULL
        AND o.pix_expires_at > ${at(0)} AND o.updated_at <= ${at(-delay)}`;
    case 'boleto_due':
      return `${column} AND o.payment_method = 'boleto' AND o.status = 'pending'
        AND o.boleto_due_date > ${at(0)} AND o.boleto_due_date <= ${at(delay)}`;
    case 'boleto_overdue':
      return `${column} AND o.payment_method = 'boleto' AND o.status IN ('pending', 'expired')
        AND o.boleto_due_date <= ${at(-delay)} AND o.boleto_due_date > ${at(-delay - PAYMENT_RECOVERY_CATCH_UP_MS)}`;
    case 'card_declined':
      return `${column} AND o.payment_method = 'card' AND o.status = 'refused' AND o.checkout_session_id IS NOT NULL
        AND o.updated_at <= ${at(-delay)} AND o.updated_at > ${at(-delay - PAYMENT_RECOVERY_CATCH_UP_MS)}`;
  }
}

/** The claim's conditions, as a query builder WHERE on the order (the status the case needs). */
function claimStillDue(kase: RecoveryCase): string {
  switch (kase) {
    case 'pix_pending':
      return "status = 'pending' AND pix_expires_at > :now";
    case 'boleto_due':
      return "status = 'pending' AND boleto_due_date > :now";
    case 'boleto_overdue':
      return "status IN ('pending', 'expired')";
    case 'card_declined':
      return "status = 'refused'";
  }
}

/** The link of a case's e-mail (see the top of this file for why each case leads where it does). */
async function linkFor(
  manager: EntityManager,
  kase: RecoveryCase,
  order: Order,
  publicUrl: string,
): Promise<string> {
  if (kase === 'pix_pending' || kase === 'boleto_due' || order.checkoutSessionId === null) {
    return `${publicUrl}${orderPath(order.storeId, order.publicToken)}`;
  }
  const sessions = manager.getRepository(CheckoutSession);
  const session = await sessions.findOneByOrFail({ id: order.checkoutSessionId });
  let token = session.recoveryToken;
  if (!token) {
    // Sessions older than their recovery token: give it one, unless a concurrent writer just did.
    await manager
      .createQueryBuilder()
      .update(CheckoutSession)
      .set({ recoveryToken: newOrderedToken() })
      .where('id = :id AND recovery_token IS NULL', { id: session.id })
      .execute();
    token = (await sessions.findOneByOrFail({ id: session.id })).recoveryToken!;
  }
  const product = await manager
    .getRepository(Product)
    .findOneOrFail({ select: { id: true, slug: true }, where: { id: session.productId } });
  const domain = await checkoutDomainOf(manager, order.storeId);
  return recoveryLink(publicUrl, { storeId: order.storeId, productSlug: product.slug }, token, domain);
}

/**
 * Claims one order's e-mail of one case and queues it, in the caller's transaction. Null when it
 * was already claimed or the order no longer waits for it (paid, cancelled, tried again).
 */
export async function claimPaymentRecovery(
  manager: EntityManager,
  mailer: Mailer,
  input: {
    orderId: number;
    kase: RecoveryCase;
    store: Pick<Store, 'name'>;
    methods: RecoveryMethods;
    publicUrl: string;
    now: Date;
  },
): Promise<OutboundEmail | null> {
  const { kase, now } = input;
  const column = CLAIM_SQL_COLUMN[kase];
  const claimed = await manager
    .createQueryBuilder()
    .update(Order)
    .set({ [CLAIM_COLUMN[kase]]: now })
    .where(`id = :id AND ${column} IS NULL AND ${claimStillDue(kase)}`, {
      id: input.orderId,
      now: sqlTime(manager.connection.options.type === 'postgres' ? 'postgres' : 'sqlite', now),
    })
    .execute();
  if (!claimed.affected) return null;
  const order = await manager.getRepository(Order).findOneByOrFail({ id: input.orderId });
  const settings = input.methods[kase];
  const values = {
    name: order.buyerName,
    store: input.store.name,
    order: order.number,
    value: formatCents(order.totalCents),
  };
  return mailer.enqueue(manager, {
    to: order.buyerEmail,
    ...paymentRecoveryEmail({
      subject: fillRecoveryText(settings.subject, values),
      message: fillRecoveryText(settings.message, values),
      buttonLabel: BUTTON_LABELS[kase],
      link: await linkFor(manager, kase, order, input.publicUrl),
      storeName: input.store.name,
    }),
  });
}

export interface PaymentRecoveryWorkerOptions {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  logger: Logger;
  /** Every minute by default. */
  intervalMs?: number;
  /** At most this many e-mails per run. */
  batchSize?: number;
}

/**
 * Sends the due per-method recovery e-mails of the stores that turned a case on. Several server
 * instances may run it: only the one whose claim changed the order's row sends.
 */
export class PaymentRecoveryWorker extends PeriodicWorker<{ sent: number }> {
  readonly #options: Required<PaymentRecoveryWorkerOptions>;

  constructor(options: PaymentRecoveryWorkerOptions) {
    const resolved = { intervalMs: 60_000, batchSize: 200, ...options };
    super('Recuperação por forma de pagamento', resolved.intervalMs, resolved.logger);
    this.#options = resolved;
  }

  async runOnce(now: Date): Promise<{ sent: number }> {
    const { db, mailer, publicUrl, batchSize } = this.#options;
    let sent = 0;
    const stores = await db.manager
      .getRepository(Store)
      .createQueryBuilder('store')
      .select(['store.id', 'store.name', 'store.recoveryMethods'])
      .where('store.recoveryMethods IS NOT NULL')
      .orderBy('store.id', 'ASC')
      .getMany();
    for (const store of stores) {
      const methods = recoveryMethodsOf(store);
      for (const kase of RECOVERY_CASES) {
        if (!methods[kase].enabled || sent >= batchSize) continue;
        // Placeholders in the order of the text: SQLite's '?' are positional.
        const params = new SqlParams(db.kind);
        const storeTerm = `o.store_id = ${params.add(store.id)}`;
        const where = caseWhere(params, kase, methods[kase].delay_minutes, now);
        const rows = (await db.manager.query(
          `SELECT o.id FROM orders o WHERE ${storeTerm} AND ${where}
            ORDER BY o.id ASC LIMIT ${params.add(batchSize - sent)}`,
          params.values,
        )) as { id: number | string }[];
        for (const row of rows) {
          const mail = await db.transaction((manager) =>
            claimPaymentRecovery(manager, mailer, {
              orderId: Number(row.id),
              kase,
              store,
              methods,
              publicUrl,
              now,
            }),
          );
          if (!mail) continue;
          mailer.dispatch(db, [mail]);
          sent += 1;
        }
      }
    }
    return { sent };
  }
}
