import { randomBytes } from 'node:crypto';
import type { OrderStatus } from '@pagora/contract';
import { BillingAccount, LedgerEntry, Order } from '../src/db/entities/index.ts';
import { insertRow } from '../src/db/insert-row.ts';
import { transitionOrder } from '../src/orders/lifecycle.ts';
import { nextOrderNumber } from '../src/orders/placement.ts';
import type { TestServer } from './helpers.ts';

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
    const values = {
      storeId,
      number,
      publicToken: randomBytes(16).toString('hex'),
      checkoutSessionId: null,
      kind: 'main' as const,
      status: 'pending' as const,
      paymentMethod: 'pix' as const,
      gateway,
      gatewayReference: null,
      subtotalCents: totalCents,
      bumpCents: 0,
      discountCents: 0,
      pixDiscountCents: 0,
      shippingCents: 0,
      interestCents: 0,
      totalCents,
      installmentCents: null,
      couponId: null,
      couponCode: null,
      shippingOptionName: null,
      shippingPriceCents: null,
      shippingMinDays: null,
      shippingMaxDays: null,
      buyerName: 'Maria da Silva',
      buyerEmail: 'maria@exemplo.com.br',
      buyerPhone: null,
      buyerCpf: null,
      addressCep: null,
      addressStreet: null,
      addressNumber: null,
      addressComplement: null,
      addressDistrict: null,
      addressCity: null,
      addressState: null,
      cardBrand: null,
      cardLast4: null,
      cardInstallments: null,
      paymentToken: null,
      pixPayload: null,
      pixExpiresAt: null,
      boletoLine: null,
      boletoBarcode: null,
      boletoDueDate: null,
      refusalReason: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      utmTerm: null,
      utmContent: null,
      paidAt: null,
    };
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
