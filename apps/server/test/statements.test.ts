import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutSession, Coupon, Order, TestCharge } from '../src/db/entities/index.ts';
import {
  insertRow,
  insertRows,
  insertRowUnlessConflict,
  selectRow,
  selectRows,
  updateRows,
} from '../src/db/statements.ts';
import { isUniqueViolation } from '../src/shared/errors.ts';
import { merchantWithStore, startTestServer, type TestServer } from './helpers.ts';

/*
 * The hot paths' statements must read and write exactly what TypeORM's repositories do: the same
 * stored values (dates, booleans, JSON, nulls), the same entities back, the changed-row counts a
 * conditional update decides on, and the errors the callers check.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const couponValues = (storeId: number, code: string) => ({
  storeId,
  name: `Cupom ${code}`,
  code,
  codeKey: code.toUpperCase(),
  maxUses: 10,
  discountType: 'percent' as const,
  discountValue: 15,
  startDate: new Date('2026-01-02T03:04:05.678Z'),
  endDate: null,
  isUniquePerCustomer: true,
  isAutoApply: false,
  usedCount: 0,
});

describe('db/statements', () => {
  it('inserts and reads back what the repository reads: dates, booleans, nulls', async () => {
    const { storeId } = await merchantWithStore(server);
    const id = await server.db.transaction((manager) =>
      insertRow(manager, Coupon, couponValues(storeId, 'DEZ')),
    );
    const viaRepository = await server.db.manager.getRepository(Coupon).findOneByOrFail({ id });
    const viaStatement = await selectRow(server.db.manager, Coupon, { id });
    expect(viaStatement).toEqual(viaRepository);
    expect(viaStatement).toMatchObject({
      code: 'DEZ',
      isUniquePerCustomer: true,
      isAutoApply: false,
      endDate: null,
      startDate: new Date('2026-01-02T03:04:05.678Z'),
    });
    expect(viaStatement?.createdAt).toBeInstanceOf(Date);
  });

  it('reads by equal columns and IS NULL, in the order asked, and nothing for no match', async () => {
    const { storeId } = await merchantWithStore(server);
    await server.db.transaction((manager) =>
      insertRows(manager, Coupon, [
        couponValues(storeId, 'UM'),
        { ...couponValues(storeId, 'DOIS'), endDate: new Date('2027-01-01T00:00:00Z') },
        couponValues(storeId, 'TRES'),
      ]),
    );
    const open = await selectRows(
      server.db.manager,
      Coupon,
      { storeId, endDate: null },
      { orderBy: [['id', 'DESC']] },
    );
    expect(open.map((coupon) => coupon.code)).toEqual(['TRES', 'UM']);
    expect(await selectRow(server.db.manager, Coupon, { storeId, code: 'NENHUM' })).toBeNull();
  });

  it('counts the rows a conditional update changed, so only one of two racing callers wins', async () => {
    const { storeId } = await merchantWithStore(server);
    const id = await server.db.transaction((manager) =>
      insertRow(manager, Coupon, couponValues(storeId, 'CORRIDA')),
    );
    const results = await Promise.all(
      [20, 30].map((discountValue) =>
        server.db.transaction((manager) =>
          updateRows(manager, Coupon, { id, discountValue: 15 }, { discountValue }),
        ),
      ),
    );
    expect(results.sort()).toEqual([0, 1]);
    const stored = await selectRow(server.db.manager, Coupon, { id });
    expect([20, 30]).toContain(stored?.discountValue);
    expect(stored!.updatedAt.getTime()).toBeGreaterThanOrEqual(stored!.createdAt.getTime());
  });

  it('skips a row whose unique value exists, and reports a unique violation like the repository', async () => {
    const row = {
      idempotencyKey: `chave-${Date.now()}`,
      reference: `ref-${Date.now()}`,
      kind: 'charge' as const,
      parentReference: null,
      amountCents: 1234,
      state: '{}',
    };
    const first = await server.db.transaction((manager) => insertRowUnlessConflict(manager, TestCharge, row));
    const again = await server.db.transaction((manager) => insertRowUnlessConflict(manager, TestCharge, row));
    expect(first).toEqual(expect.any(Number));
    expect(again).toBeNull();
    const failure = await server.db
      .transaction((manager) => insertRow(manager, TestCharge, row))
      .catch((error: unknown) => error);
    expect(isUniqueViolation(failure)).toBe(true);
    expect(
      await server.db.manager.getRepository(TestCharge).countBy({ idempotencyKey: row.idempotencyKey }),
    ).toBe(1);
  });

  it('refuses a column the entity does not have, before touching the database', async () => {
    await expect(
      selectRow(server.db.manager, Order, { nope: 1 } as unknown as Partial<Order>),
    ).rejects.toThrow('Order não tem a coluna nope');
    await expect(
      updateRows(server.db.manager, CheckoutSession, {}, { completedAt: new Date() }),
    ).rejects.toThrow('uma condição é obrigatória');
  });
});
