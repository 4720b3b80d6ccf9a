import type { OrderStatus } from '@pagora/contract';
import { BillingAccount, LedgerEntry, Order } from '../src/db/entities/index.ts';
import { insertRow } from '../src/db/statements.ts';
import { transitionOrder } from '../src/orders/lifecycle.ts';
import { nextOrderNumber } from '../src/orders/placement.ts';
import type { TestServer } from './helpers.ts';
import { orderValues } from './orders-helpers.ts';

/**
 * A pending order of `totalCents` in the store, written as placement writes one (number from the
 * store's sequence), without going through the checkout: the billing tests drive many orders
 * through the lifecycle and only care about the total, the gateway and the status.
 */
export async function pendingOrder(
  server: TestServer,
  storeId: number,
  totalCents: number,
  /** A real gateway by default: test mode's orders carry no fee. */
  gateway = 'mercadopago',
): Promise<Order> {
  return server.db.transaction(async (manager) => {
    const number = await nextOrderNumber(manager, storeId);
    const values = orderValues(storeId, {
      number,
      createdAt: new Date(),
      status: 'pending',
      gateway,
      subtotalCents: totalCents,
      totalCents,
      buyerPhone: null,
    });
    const id = await insertRow(manager, Order, values);
    return manager.getRepository(Order).findOneByOrFail({ id });
  });
}

/** Moves the order (as stored now) to `to` through the lifecycle at `now`. */
export async function moveOrder(server: TestServer, orderId: number, to: OrderStatus, now: Date) {
  return server.db.transaction(async (manager) => {
    const order = await manager.getRepository(Order).findOneByOrFail({ id: orderId });
    return transitionOrder(manager, {
      order,
      to,
      cause: `teste: ${to}`,
      changes: to === 'approved' ? { paidAt: now } : {},
      now,
    });
  });
}

export const ledgerOf = (server: TestServer, userId: number) =>
  server.dataSource.getRepository(LedgerEntry).find({ where: { userId }, order: { seq: 'ASC' } });

export const accountOf = (server: TestServer, userId: number) =>
  server.dataSource.getRepository(BillingAccount).findOneByOrFail({ userId });

/** The balance as the sum of the entries, computed by the database. */
export async function ledgerSum(server: TestServer, userId: number): Promise<number> {
  const [row] = await server.dataSource.query(
    `SELECT COALESCE(SUM(amount_cents), 0) AS total, COUNT(*) AS count FROM ledger_entry WHERE user_id = ${
      server.db.kind === 'postgres' ? '$1' : '?'
    }`,
    [userId],
  );
  return Number((row as { total: number | string }).total);
}

export const DAY_MS = 86_400_000;
