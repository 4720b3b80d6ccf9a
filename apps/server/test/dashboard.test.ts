import {
  type CheckoutPageView,
  DASHBOARD_PERIODS,
  type DashboardPeriod,
  type DashboardView,
  type PaymentMethod,
} from '@pagora/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CheckoutSession,
  Order,
  OrderItem,
  OrderStatsHour,
  Product,
  ProductStatsHour,
  Store,
} from '../src/db/entities/index.ts';
import { dashboardView, periodRanges, seriesSlots } from '../src/orders/dashboard.ts';
import { rebuildOrderStats } from '../src/orders/stats.ts';
import {
  addLocalDays,
  dbTime,
  formatLocalDateTime,
  localDate,
  localDateTime,
  localDayStart,
  startOfLocalDay,
  startOfLocalMonth,
  startOfLocalWeek,
  startOfNextLocalMonth,
} from '../src/shared/zoned-time.ts';
import {
  cardFields,
  createOffer,
  createShop,
  followToOrder,
  INSUFFICIENT_FUNDS,
  orderAt,
  pay,
  postForm,
  reachPayment,
  VISA_APPROVED,
} from './checkout-helpers.ts';
import {
  createProductFor,
  type Merchant,
  merchantWithStore,
  startTestServer,
  type TestServer,
  viewFromHtml,
} from './helpers.ts';

const SP = 'America/Sao_Paulo';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** São Paulo wall-clock time ('2026-11-18 14:30:00.000', UTC-3 since 2019) as an instant. */
const sp = (local: string) => new Date(`${local.replace(' ', 'T')}-03:00`);

// ─── Fixtures written straight to the tables, rollups rebuilt ───────────────────────────────────

let orderCount = 0;

interface OrderFixture {
  at: Date;
  status: 'approved' | 'pending' | 'refused';
  method: PaymentMethod;
  total: number;
  items?: {
    productId: number | null;
    name: string;
    quantity: number;
    unit: number;
    kind?: 'product' | 'bump';
  }[];
}

async function insertOrder(storeId: number, fixture: OrderFixture): Promise<number> {
  orderCount += 1;
  const result = await server.dataSource.getRepository(Order).insert({
    createdAt: fixture.at,
    updatedAt: fixture.at,
    storeId,
    number: orderCount,
    publicToken: `dash-${process.pid}-${orderCount}-${Math.random().toString(36).slice(2)}`,
    checkoutSessionId: null,
    kind: 'main',
    status: fixture.status,
    paymentMethod: fixture.method,
    gateway: 'test',
    gatewayReference: null,
    subtotalCents: fixture.total,
    bumpCents: 0,
    discountCents: 0,
    shippingCents: 0,
    totalCents: fixture.total,
    buyerName: 'Comprador Teste',
    buyerEmail: 'comprador@exemplo.com.br',
    paidAt: fixture.status === 'approved' ? fixture.at : null,
  });
  const orderId = Number(result.identifiers[0]?.id);
  for (const item of fixture.items ?? []) {
    await server.dataSource.getRepository(OrderItem).insert({
      orderId,
      productId: item.productId,
      name: item.name,
      quantity: item.quantity,
      unitPriceCents: item.unit,
      kind: item.kind ?? 'product',
    });
  }
  // Rows written straight to the tables: the dashboard's rollups are computed again from them.
  await rebuildOrderStats(server.db.manager, server.db.kind, storeId);
  return orderId;
}

interface SessionFixture {
  viewed: Date;
  personal?: boolean;
  delivery?: boolean;
  paymentStarted?: boolean;
  completed?: boolean;
}

let sessionCount = 0;

async function insertSession(storeId: number, productId: number, fixture: SessionFixture): Promise<void> {
  sessionCount += 1;
  const at = (set: boolean | undefined) => (set ? fixture.viewed : null);
  await server.dataSource.getRepository(CheckoutSession).insert({
    createdAt: fixture.viewed,
    updatedAt: fixture.viewed,
    token: `dash-session-${process.pid}-${sessionCount}-${Math.random().toString(36).slice(2)}`,
    storeId,
    productId,
    viewedAt: fixture.viewed,
    personalAt: at(fixture.personal),
    deliveryAt: at(fixture.delivery),
    paymentStartedAt: at(fixture.paymentStarted),
    completedAt: at(fixture.completed),
    data: '{}',
    lastStep: 'personal',
    lastActivityAt: fixture.viewed,
  });
}

const storeEntity = (storeId: number) =>
  server.dataSource.getRepository(Store).findOneByOrFail({ id: storeId });

const view = async (storeId: number, period: DashboardPeriod, now: Date) =>
  dashboardView(server.db.manager, server.db.kind, await storeEntity(storeId), period, { now });

const nonZeroSeries = (result: DashboardView) =>
  result.series
    .filter((slot) => slot.orders > 0 || slot.revenue_cents > 0)
    .map(({ label, revenue_cents, orders }) => ({ label, revenue_cents, orders }));

// ─── Local days in the store's zone ─────────────────────────────────────────────────────────────

describe('zoned time', () => {
  it('puts 23:59:59.999 in the day and 00:00 in the next one, in São Paulo', () => {
    expect(localDate(sp('2026-11-17 23:59:59.999'), SP)).toBe('2026-11-17');
    expect(localDate(sp('2026-11-18 00:00:00.000'), SP)).toBe('2026-11-18');
    expect(localDayStart('2026-11-18', SP).toISOString()).toBe('2026-11-18T03:00:00.000Z');
    expect(startOfLocalDay(sp('2026-11-18 23:59:59.999'), SP).toISOString()).toBe('2026-11-18T03:00:00.000Z');
    expect(formatLocalDateTime(new Date('2026-11-18T02:59:59.999Z'), SP)).toBe('17/11/2026 23:59');
  });

  it('starts weeks on Sunday and months on the 1st', () => {
    // 2026-11-18 is a Wednesday; 2026-11-15 the Sunday before it.
    expect(startOfLocalWeek(sp('2026-11-18 10:00:00.000'), SP).toISOString()).toBe(
      '2026-11-15T03:00:00.000Z',
    );
    expect(startOfLocalWeek(sp('2026-11-15 00:00:00.000'), SP).toISOString()).toBe(
      '2026-11-15T03:00:00.000Z',
    );
    expect(startOfLocalWeek(sp('2026-11-14 23:59:59.999'), SP).toISOString()).toBe(
      '2026-11-08T03:00:00.000Z',
    );
    expect(startOfLocalMonth(sp('2026-11-30 23:59:00.000'), SP).toISOString()).toBe(
      '2026-11-01T03:00:00.000Z',
    );
    expect(startOfNextLocalMonth(sp('2026-12-05 10:00:00.000'), SP).toISOString()).toBe(
      '2027-01-01T03:00:00.000Z',
    );
  });

  it('follows the DST changes São Paulo had (2018): days of 23 and 25 hours', () => {
    // 2018-11-04: clocks jumped from 00:00 to 01:00, so the day starts at 01:00 (-02).
    expect(localDayStart('2018-11-04', SP).toISOString()).toBe('2018-11-04T03:00:00.000Z');
    expect(formatLocalDateTime(localDayStart('2018-11-04', SP), SP)).toBe('04/11/2018 01:00');
    expect(localDayStart('2018-11-05', SP).toISOString()).toBe('2018-11-05T02:00:00.000Z');
    expect(addLocalDays(new Date('2018-11-04T15:00:00Z'), 1, SP).toISOString()).toBe(
      '2018-11-05T02:00:00.000Z',
    );
    // 2018-02-17 ended at 00:00 (-02), back to 23:00 (-03): 25 hours.
    expect(localDayStart('2018-02-17', SP).toISOString()).toBe('2018-02-17T02:00:00.000Z');
    expect(localDayStart('2018-02-18', SP).toISOString()).toBe('2018-02-18T03:00:00.000Z');
    expect(localDate(new Date('2018-02-18T02:30:00Z'), SP)).toBe('2018-02-17');
    // A repeated wall time is its first occurrence; a skipped one is after the gap.
    expect(localDateTime('2018-02-17', 23, 30, SP).toISOString()).toBe('2018-02-18T01:30:00.000Z');
    expect(localDateTime('2024-03-10', 2, 30, 'America/New_York').toISOString()).toBe(
      '2024-03-10T07:30:00.000Z',
    );
  });

  it('formats timestamps as each database stores them', () => {
    const at = new Date('2026-11-18T02:59:59.999Z');
    expect(dbTime('sqlite', at)).toBe('2026-11-18 02:59:59.999');
    expect(dbTime('postgres', at)).toBe(at);
  });

  it('gives Hoje 23 or 25 hourly slots on the days the clocks changed', () => {
    const short = periodRanges('today', new Date('2018-11-04T15:00:00Z'), SP);
    expect(short.range.from.toISOString()).toBe('2018-11-04T03:00:00.000Z');
    expect(short.range.to.toISOString()).toBe('2018-11-05T02:00:00.000Z');
    const shortSlots = seriesSlots(short, SP);
    expect(shortSlots).toHaveLength(23);
    expect(shortSlots[0]?.label).toBe('01h');
    expect(shortSlots.at(-1)?.label).toBe('23h');

    const long = periodRanges('today', new Date('2018-02-17T15:00:00Z'), SP);
    const longSlots = seriesSlots(long, SP);
    expect(longSlots).toHaveLength(25);
    expect(longSlots.map((slot) => slot.label).filter((label) => label === '23h')).toHaveLength(2);
    // Ontem, the day after: 25 hours back.
    const yesterday = periodRanges('yesterday', new Date('2018-02-18T15:00:00Z'), SP);
    expect(yesterday.range.from.toISOString()).toBe('2018-02-17T02:00:00.000Z');
    expect(yesterday.range.to.toISOString()).toBe('2018-02-18T03:00:00.000Z');
  });

  it('splits a week with a DST change into seven local days', () => {
    const week = periodRanges('week', new Date('2018-11-07T15:00:00Z'), SP);
    expect(week.range.from.toISOString()).toBe('2018-11-04T03:00:00.000Z');
    expect(week.range.to.toISOString()).toBe('2018-11-11T02:00:00.000Z');
    expect(week.previous.from.toISOString()).toBe('2018-10-28T03:00:00.000Z');
    const slots = seriesSlots(week, SP);
    expect(slots.map((slot) => slot.label)).toEqual([
      '04/11',
      '05/11',
      '06/11',
      '07/11',
      '08/11',
      '09/11',
      '10/11',
    ]);
    expect(slots[1]?.start.toISOString()).toBe('2018-11-05T02:00:00.000Z');
  });
});

// ─── Figures ────────────────────────────────────────────────────────────────────────────────────

describe('dashboard figures', () => {
  // Wednesday 2026-11-18 15:00 in São Paulo.
  const now = sp('2026-11-18 15:00:00.000');
  let storeId: number;
  let shirt: number;
  let course: number;
  let socks: number;

  beforeAll(async () => {
    const owner = await merchantWithStore(server, 'Loja Figuras');
    storeId = owner.storeId;
    shirt = (await createProductFor(server, owner.merchant, storeId, { title: 'Camiseta', price: '40,00' }))
      .id;
    course = (
      await createProductFor(server, owner.merchant, storeId, { title: 'Curso', productType: 'digital' })
    ).id;
    socks = (await createProductFor(server, owner.merchant, storeId, { title: 'Meias', price: '20,00' })).id;
    const item = (productId: number, name: string, quantity: number, unit: number, kind?: 'bump') => ({
      productId,
      name,
      quantity,
      unit,
      kind,
    });

    // Today (Wednesday 18), from its first millisecond.
    await insertOrder(storeId, {
      at: sp('2026-11-18 00:00:00.000'),
      status: 'approved',
      method: 'pix',
      total: 10000,
      items: [item(shirt, 'Camiseta', 2, 4000), item(socks, 'Meias', 1, 2000, 'bump')],
    });
    await insertOrder(storeId, {
      at: sp('2026-11-18 09:15:00.000'),
      status: 'refused',
      method: 'card',
      total: 3000,
      items: [item(shirt, 'Camiseta', 1, 3000)],
    });
    await insertOrder(storeId, {
      at: sp('2026-11-18 10:00:00.000'),
      status: 'approved',
      method: 'card',
      total: 20000,
      items: [item(course, 'Curso', 1, 20000)],
    });
    await insertOrder(storeId, {
      at: sp('2026-11-18 14:30:00.000'),
      status: 'pending',
      method: 'boleto',
      total: 7000,
      items: [item(course, 'Curso', 1, 7000)],
    });
    // Yesterday (Tuesday 17), to its last millisecond.
    await insertOrder(storeId, {
      at: sp('2026-11-17 23:59:59.999'),
      status: 'approved',
      method: 'card',
      total: 5000,
      items: [item(shirt, 'Camiseta', 1, 5000)],
    });
    // The day before yesterday (Monday 16).
    await insertOrder(storeId, {
      at: sp('2026-11-16 12:00:00.000'),
      status: 'approved',
      method: 'pix',
      total: 1000,
      items: [item(socks, 'Meias', 1, 1000)],
    });
    // Sunday 15 00:00 opens the week; Saturday 14 23:59:59.999 belongs to the week before.
    await insertOrder(storeId, {
      at: sp('2026-11-15 00:00:00.000'),
      status: 'approved',
      method: 'pix',
      total: 8000,
    });
    await insertOrder(storeId, {
      at: sp('2026-11-14 23:59:59.999'),
      status: 'approved',
      method: 'pix',
      total: 6000,
    });
    // The month's first millisecond, and the previous month's last.
    await insertOrder(storeId, {
      at: sp('2026-11-01 00:00:00.000'),
      status: 'approved',
      method: 'boleto',
      total: 4000,
    });
    await insertOrder(storeId, {
      at: sp('2026-10-31 23:59:59.999'),
      status: 'approved',
      method: 'pix',
      total: 9000,
    });
    // Only in the 30 days before the last 30.
    await insertOrder(storeId, {
      at: sp('2026-10-01 12:00:00.000'),
      status: 'approved',
      method: 'card',
      total: 50000,
    });
    await insertOrder(storeId, {
      at: sp('2026-10-01 12:00:00.000'),
      status: 'pending',
      method: 'pix',
      total: 70000,
    });
    // A renamed product keeps the name it was sold under; a deleted one has no id.
    await insertOrder(storeId, {
      at: sp('2026-11-18 11:00:00.000'),
      status: 'approved',
      method: 'pix',
      total: 0,
      items: [item(shirt, 'Camiseta Antiga', 1, 0)],
    });

    // Funnel: sessions that began today, and one a millisecond before.
    await insertSession(storeId, shirt, { viewed: sp('2026-11-18 00:00:00.000'), personal: true });
    await insertSession(storeId, shirt, { viewed: sp('2026-11-18 08:00:00.000') });
    await insertSession(storeId, shirt, { viewed: sp('2026-11-18 09:00:00.000'), personal: true });
    await insertSession(storeId, shirt, {
      viewed: sp('2026-11-18 09:10:00.000'),
      personal: true,
      delivery: true,
    });
    // A digital product: paid without a delivery step.
    await insertSession(storeId, course, {
      viewed: sp('2026-11-18 09:55:00.000'),
      personal: true,
      paymentStarted: true,
      completed: true,
    });
    // Payment started and refused.
    await insertSession(storeId, shirt, {
      viewed: sp('2026-11-18 09:12:00.000'),
      personal: true,
      delivery: true,
      paymentStarted: true,
    });
    await insertSession(storeId, shirt, { viewed: sp('2026-11-17 23:59:59.999'), personal: true });

    // Another merchant's store on the same day: never counted here.
    const other = await merchantWithStore(server, 'Outra Loja');
    const otherProduct = (await createProductFor(server, other.merchant, other.storeId)).id;
    await insertOrder(other.storeId, {
      at: sp('2026-11-18 11:00:00.000'),
      status: 'approved',
      method: 'pix',
      total: 99900,
      items: [{ productId: otherProduct, name: 'Alheio', quantity: 5, unit: 19980 }],
    });
    await insertSession(other.storeId, otherProduct, {
      viewed: sp('2026-11-18 11:00:00.000'),
      personal: true,
    });
  });

  it('computes Hoje against Ontem', async () => {
    const result = await view(storeId, 'today', now);
    expect(result.period).toBe('today');
    expect(result.time_zone).toBe(SP);
    expect(result.range).toEqual({ from: '2026-11-18T03:00:00.000Z', to: '2026-11-19T03:00:00.000Z' });
    expect(result.previous_range).toEqual({
      from: '2026-11-17T03:00:00.000Z',
      to: '2026-11-18T03:00:00.000Z',
    });
    expect(result.summary).toEqual({
      sales_made: { value: 5, previous: 1 },
      sales_approved: { value: 3, previous: 1 },
      revenue_cents: { value: 30000, previous: 5000 },
      // [now - 30 days, now): every approved order from 2026-10-19 15:00 on; before it, October 1st's.
      revenue_30d_cents: { value: 63000, previous: 50000 },
    });
    expect(result.payment_conversion).toEqual([
      { method: 'pix', created: 2, approved: 2 },
      { method: 'card', created: 2, approved: 1 },
      { method: 'boleto', created: 1, approved: 0 },
    ]);
    expect(result.average_ticket_cents).toEqual({ value: 10000, previous: 5000 });
    expect(result.products_sold.units).toEqual({ value: 5, previous: 1 });
    expect(result.products_sold.top).toEqual([
      { product_id: course, name: 'Curso', quantity: 1, revenue_cents: 20000 },
      { product_id: shirt, name: 'Camiseta', quantity: 2, revenue_cents: 8000 },
      { product_id: socks, name: 'Meias', quantity: 1, revenue_cents: 2000 },
      { product_id: shirt, name: 'Camiseta Antiga', quantity: 1, revenue_cents: 0 },
    ]);
    expect(result.funnel).toEqual([
      { stage: 'viewed', count: 6 },
      { stage: 'personal', count: 5 },
      { stage: 'delivery', count: 3 },
      { stage: 'payment_started', count: 2 },
      { stage: 'completed', count: 1 },
    ]);
    expect(result.series).toHaveLength(24);
    expect(result.series[0]).toEqual({
      start: '2026-11-18T03:00:00.000Z',
      label: '00h',
      revenue_cents: 10000,
      orders: 1,
    });
    expect(result.series.map((slot) => slot.label)).toEqual(
      Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}h`),
    );
    expect(nonZeroSeries(result)).toEqual([
      { label: '00h', revenue_cents: 10000, orders: 1 },
      { label: '10h', revenue_cents: 20000, orders: 1 },
      { label: '11h', revenue_cents: 0, orders: 1 },
    ]);
    expect(result.store_is_new).toBe(false);
  });

  it('computes Ontem against the day before, with 30 days up to its end', async () => {
    const result = await view(storeId, 'yesterday', now);
    expect(result.range).toEqual({ from: '2026-11-17T03:00:00.000Z', to: '2026-11-18T03:00:00.000Z' });
    expect(result.previous_range).toEqual({
      from: '2026-11-16T03:00:00.000Z',
      to: '2026-11-17T03:00:00.000Z',
    });
    expect(result.summary).toEqual({
      sales_made: { value: 1, previous: 1 },
      sales_approved: { value: 1, previous: 1 },
      revenue_cents: { value: 5000, previous: 1000 },
      // [2026-10-19 00:00, 2026-11-18 00:00) and the 30 days before.
      revenue_30d_cents: { value: 33000, previous: 50000 },
    });
    expect(result.payment_conversion).toEqual([
      { method: 'pix', created: 0, approved: 0 },
      { method: 'card', created: 1, approved: 1 },
      { method: 'boleto', created: 0, approved: 0 },
    ]);
    expect(result.average_ticket_cents).toEqual({ value: 5000, previous: 1000 });
    expect(result.products_sold).toEqual({
      units: { value: 1, previous: 1 },
      top: [{ product_id: shirt, name: 'Camiseta', quantity: 1, revenue_cents: 5000 }],
    });
    expect(result.funnel.map((stage) => stage.count)).toEqual([1, 1, 0, 0, 0]);
    expect(nonZeroSeries(result)).toEqual([{ label: '23h', revenue_cents: 5000, orders: 1 }]);
  });

  it('computes Semana from Sunday against the week before', async () => {
    const result = await view(storeId, 'week', now);
    expect(result.range).toEqual({ from: '2026-11-15T03:00:00.000Z', to: '2026-11-22T03:00:00.000Z' });
    expect(result.previous_range).toEqual({
      from: '2026-11-08T03:00:00.000Z',
      to: '2026-11-15T03:00:00.000Z',
    });
    expect(result.summary.sales_made).toEqual({ value: 8, previous: 1 });
    expect(result.summary.sales_approved).toEqual({ value: 6, previous: 1 });
    expect(result.summary.revenue_cents).toEqual({ value: 44000, previous: 6000 });
    expect(result.summary.revenue_30d_cents).toEqual({ value: 63000, previous: 50000 });
    expect(result.average_ticket_cents).toEqual({ value: 7333, previous: 6000 });
    expect(result.products_sold.units).toEqual({ value: 7, previous: 0 });
    expect(result.series.map((slot) => slot.label)).toEqual([
      '15/11',
      '16/11',
      '17/11',
      '18/11',
      '19/11',
      '20/11',
      '21/11',
    ]);
    expect(result.series[0]?.start).toBe('2026-11-15T03:00:00.000Z');
    expect(nonZeroSeries(result)).toEqual([
      { label: '15/11', revenue_cents: 8000, orders: 1 },
      { label: '16/11', revenue_cents: 1000, orders: 1 },
      { label: '17/11', revenue_cents: 5000, orders: 1 },
      { label: '18/11', revenue_cents: 30000, orders: 3 },
    ]);
    expect(result.funnel.map((stage) => stage.count)).toEqual([7, 6, 3, 2, 1]);
  });

  it('computes Mês from the 1st against the same number of days before it', async () => {
    const result = await view(storeId, 'month', now);
    expect(result.range).toEqual({ from: '2026-11-01T03:00:00.000Z', to: '2026-12-01T03:00:00.000Z' });
    // November has 30 days: the 30 days before the 1st.
    expect(result.previous_range).toEqual({
      from: '2026-10-02T03:00:00.000Z',
      to: '2026-11-01T03:00:00.000Z',
    });
    expect(result.summary).toEqual({
      sales_made: { value: 10, previous: 1 },
      sales_approved: { value: 8, previous: 1 },
      revenue_cents: { value: 54000, previous: 9000 },
      revenue_30d_cents: { value: 63000, previous: 50000 },
    });
    expect(result.payment_conversion).toEqual([
      { method: 'pix', created: 5, approved: 5 },
      { method: 'card', created: 3, approved: 2 },
      { method: 'boleto', created: 2, approved: 1 },
    ]);
    expect(result.average_ticket_cents).toEqual({ value: 6750, previous: 9000 });
    expect(result.series).toHaveLength(30);
    expect(result.series[0]).toEqual({
      start: '2026-11-01T03:00:00.000Z',
      label: '01/11',
      revenue_cents: 4000,
      orders: 1,
    });
    expect(result.series.at(-1)?.label).toBe('30/11');
    expect(result.series.reduce((sum, slot) => sum + slot.revenue_cents, 0)).toBe(54000);
    expect(result.series.reduce((sum, slot) => sum + slot.orders, 0)).toBe(8);
  });

  it('uses the store’s own time zone', async () => {
    // Manaus is UTC-4: São Paulo's 2026-11-18 00:00 is 2026-11-17 23:00 there.
    const owner = await merchantWithStore(server, 'Loja Manaus');
    await server.dataSource.getRepository(Store).update(owner.storeId, { timeZone: 'America/Manaus' });
    await insertOrder(owner.storeId, {
      at: sp('2026-11-18 00:30:00.000'),
      status: 'approved',
      method: 'pix',
      total: 1234,
    });
    const result = await view(owner.storeId, 'today', now);
    expect(result.time_zone).toBe('America/Manaus');
    expect(result.range.from).toBe('2026-11-18T04:00:00.000Z');
    expect(result.summary.sales_made).toEqual({ value: 0, previous: 1 });
    const yesterday = await view(owner.storeId, 'yesterday', now);
    expect(nonZeroSeries(yesterday)).toEqual([{ label: '23h', revenue_cents: 1234, orders: 1 }]);
  });

  it('counts an order at 23:59:59.999 of a 25-hour day (DST end, 2018) in that day', async () => {
    const owner = await merchantWithStore(server, 'Loja 2018');
    await insertOrder(owner.storeId, {
      // 2018-02-17 23:59:59.999 at -03 (the second 23h of that day).
      at: new Date('2018-02-18T02:59:59.999Z'),
      status: 'approved',
      method: 'pix',
      total: 500,
    });
    await insertOrder(owner.storeId, {
      at: new Date('2018-02-18T03:00:00.000Z'),
      status: 'approved',
      method: 'pix',
      total: 700,
    });
    const result = await view(owner.storeId, 'today', new Date('2018-02-17T15:00:00Z'));
    expect(result.series).toHaveLength(25);
    expect(result.summary.revenue_cents).toEqual({ value: 500, previous: 0 });
    expect(result.series.at(-1)).toEqual({
      start: '2018-02-18T02:00:00.000Z',
      label: '23h',
      revenue_cents: 500,
      orders: 1,
    });
    const next = await view(owner.storeId, 'yesterday', new Date('2018-02-18T15:00:00Z'));
    expect(next.summary.revenue_cents).toEqual({ value: 500, previous: 0 });
    const week = await view(owner.storeId, 'week', new Date('2018-02-18T15:00:00Z'));
    // Sunday 2018-02-18 starts a week: the 23:59:59.999 order is the week before.
    expect(week.summary.revenue_cents).toEqual({ value: 700, previous: 500 });
  });

  it('shows honest zeros for a new store', async () => {
    const owner = await merchantWithStore(server, 'Loja Nova');
    const result = await view(owner.storeId, 'month', now);
    expect(result.store_is_new).toBe(true);
    expect(result.summary).toEqual({
      sales_made: { value: 0, previous: 0 },
      sales_approved: { value: 0, previous: 0 },
      revenue_cents: { value: 0, previous: 0 },
      revenue_30d_cents: { value: 0, previous: 0 },
    });
    expect(result.payment_conversion.every((entry) => entry.created === 0 && entry.approved === 0)).toBe(
      true,
    );
    expect(result.funnel.every((stage) => stage.count === 0)).toBe(true);
    expect(result.average_ticket_cents).toEqual({ value: 0, previous: 0 });
    expect(result.products_sold).toEqual({ units: { value: 0, previous: 0 }, top: [] });
    expect(result.series).toHaveLength(30);
    expect(result.series.every((slot) => slot.orders === 0 && slot.revenue_cents === 0)).toBe(true);
  });

  it('is not new once a checkout was viewed, even without orders', async () => {
    const owner = await merchantWithStore(server, 'Loja Visitada');
    const product = await createProductFor(server, owner.merchant, owner.storeId);
    await insertSession(owner.storeId, product.id, { viewed: sp('2025-01-01 10:00:00.000') });
    expect((await view(owner.storeId, 'today', now)).store_is_new).toBe(false);
  });

  it('keeps at most five products, by revenue', async () => {
    const owner = await merchantWithStore(server, 'Loja Seis');
    const at = sp('2026-11-18 12:00:00.000');
    for (let index = 1; index <= 6; index++) {
      await insertOrder(owner.storeId, {
        at,
        status: 'approved',
        method: 'pix',
        total: index * 1000,
        items: [{ productId: null, name: `Produto ${index}`, quantity: 1, unit: index * 1000 }],
      });
    }
    const result = await view(owner.storeId, 'today', now);
    expect(result.products_sold.top.map((product) => product.name)).toEqual([
      'Produto 6',
      'Produto 5',
      'Produto 4',
      'Produto 3',
      'Produto 2',
    ]);
    expect(result.products_sold.top[0]?.product_id).toBeNull();
    expect(result.products_sold.units.value).toBe(6);
  });
});

// ─── GET /api/dashboard ─────────────────────────────────────────────────────────────────────────

describe('GET /api/dashboard', () => {
  let owner: { merchant: Merchant; storeId: number };

  beforeAll(async () => {
    owner = await merchantWithStore(server, 'Loja HTTP');
  });

  it('answers the view of the current period, Hoje by default', async () => {
    const response = await server.request
      .get(`/api/dashboard?store_id=${owner.storeId}`)
      .set(owner.merchant.auth)
      .expect(200);
    const body = response.body as DashboardView;
    expect(body.period).toBe('today');
    expect(body.store_is_new).toBe(true);
    expect(body.summary.sales_made).toEqual({ value: 0, previous: 0 });
    expect(body.series.length).toBeGreaterThanOrEqual(23);
    expect(response.headers['cache-control']).toBe('no-store');
    const from = new Date(body.range.from).getTime();
    expect(from).toBeLessThanOrEqual(Date.now());
    expect(new Date(body.range.to).getTime()).toBeGreaterThan(Date.now());
  });

  it('counts an order placed just now in Hoje and in Mês', async () => {
    await insertOrder(owner.storeId, { at: new Date(), status: 'approved', method: 'card', total: 4990 });
    for (const period of ['today', 'month'] as const) {
      const { body } = await server.request
        .get(`/api/dashboard?store_id=${owner.storeId}&period=${period}`)
        .set(owner.merchant.auth)
        .expect(200);
      expect(body.period).toBe(period);
      expect(body.summary.revenue_cents.value).toBe(4990);
      expect(body.store_is_new).toBe(false);
    }
  });

  it('answers 400 for an unknown period', async () => {
    const response = await server.request
      .get(`/api/dashboard?store_id=${owner.storeId}&period=decada`)
      .set(owner.merchant.auth)
      .expect(400);
    expect(response.body).toEqual({ error: 'Período inválido.' });
  });

  it('answers 403 for another merchant’s store, 404 for none, 401 without a session', async () => {
    const intruder = await merchantWithStore(server, 'Loja Intrusa');
    const forbidden = await server.request
      .get(`/api/dashboard?store_id=${owner.storeId}&period=week`)
      .set(intruder.merchant.auth)
      .expect(403);
    expect(forbidden.body).toEqual({ error: 'Acesso não autorizado a esta loja.' });
    await server.request.get('/api/dashboard?store_id=999999').set(owner.merchant.auth).expect(404);
    await server.request.get(`/api/dashboard?store_id=${owner.storeId}`).expect(401);
  });
});

// ─── The hourly rollups ─────────────────────────────────────────────────────────────────────────

const rebuild = (storeId: number) => rebuildOrderStats(server.db.manager, server.db.kind, storeId);

/** A store's rollup rows as plain tuples, sorted, without the rows that went back to 0. */
async function rollupsOf(storeId: number) {
  const orders = await server.dataSource.getRepository(OrderStatsHour).findBy({ storeId });
  const products = await server.dataSource.getRepository(ProductStatsHour).findBy({ storeId });
  const sorted = (rows: (string | number)[][]) => rows.map((row) => JSON.stringify(row)).sort();
  return {
    orders: sorted(
      orders
        .filter((row) => Number(row.orders) !== 0 || Number(row.revenueCents) !== 0)
        .map((row) => [
          row.hourStart.toISOString(),
          row.paymentMethod,
          row.status,
          Number(row.orders),
          Number(row.revenueCents),
        ]),
    ),
    products: sorted(
      products
        .filter((row) => Number(row.units) !== 0 || Number(row.revenueCents) !== 0)
        .map((row) => [
          row.hourStart.toISOString(),
          row.productId,
          row.name,
          Number(row.units),
          Number(row.revenueCents),
        ]),
    ),
  };
}

/** The four periods' views at `now`. */
const allViews = (storeId: number, now: Date) =>
  Promise.all(DASHBOARD_PERIODS.map((period) => view(storeId, period, now)));

describe('hourly rollups', () => {
  it('follow orders placed, refused, retried, paid and upsold through the checkout like a rebuild', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    await createOffer(server, shop, 'bump', '19,90');
    await createOffer(server, shop, 'upsell', '29,90');

    // A card refused, retried with the bump ticked (new total and items) and approved; its upsell
    // charged to the same card.
    const first = server.agent();
    const firstView = await reachPayment(first, shop);
    const declined = await pay(first, shop, firstView, cardFields(INSUFFICIENT_FUNDS)).expect(422);
    const retry = viewFromHtml<CheckoutPageView>(declined.text);
    const approved = await pay(first, shop, retry, { ...cardFields(VISA_APPROVED), bump: '1' }).expect(303);
    expect(await orderAt(server, approved.headers.location!)).toMatchObject({
      status: 'approved',
      totalCents: 11990,
    });
    const { view: page } = await followToOrder(first, approved.headers.location!);
    const accepted = await postForm(first, page.upsell!.action_url, { action: 'accept' }).expect(303);
    expect(await orderAt(server, accepted.headers.location!)).toMatchObject({
      kind: 'upsell',
      status: 'approved',
      totalCents: 2990,
    });

    // A PIX the merchant marks paid.
    const second = server.agent();
    const pix = await pay(second, shop, await reachPayment(second, shop), { payment_method: 'pix' }).expect(
      303,
    );
    const pixOrder = await orderAt(server, pix.headers.location!);
    await server.request.post(`/api/orders/${pixOrder.id}/mark-paid`).set(shop.merchant.auth).expect(200);

    // A boleto left pending; a card refused; a refused card retried with PIX and left pending.
    const third = server.agent();
    await pay(third, shop, await reachPayment(third, shop), { payment_method: 'boleto' }).expect(303);
    const fourth = server.agent();
    await pay(fourth, shop, await reachPayment(fourth, shop), cardFields(INSUFFICIENT_FUNDS)).expect(422);
    const fifth = server.agent();
    const fifthRefused = await pay(
      fifth,
      shop,
      await reachPayment(fifth, shop),
      cardFields(INSUFFICIENT_FUNDS),
    ).expect(422);
    await pay(fifth, shop, viewFromHtml<CheckoutPageView>(fifthRefused.text), {
      payment_method: 'pix',
    }).expect(303);

    const now = new Date();
    const kept = await rollupsOf(shop.storeId);
    const views = await allViews(shop.storeId, now);
    await rebuild(shop.storeId);
    expect(await rollupsOf(shop.storeId)).toEqual(kept);
    expect(await allViews(shop.storeId, now)).toEqual(views);

    // What the rollups hold, whatever hour the orders fell in.
    const totals = new Map<string, number[]>();
    for (const row of kept.orders) {
      const [, method, status, orders, revenue] = JSON.parse(row) as [string, string, string, number, number];
      const total = totals.get(`${method} ${status}`) ?? [0, 0];
      totals.set(`${method} ${status}`, [total[0]! + orders, total[1]! + revenue]);
    }
    expect(Object.fromEntries(totals)).toEqual({
      'card approved': [2, 11990 + 2990],
      'card refused': [1, 10000],
      'pix approved': [1, 10000],
      'pix pending': [1, 10000],
      'boleto pending': [1, 10000],
    });
    const units = new Map<string, number[]>();
    for (const row of kept.products) {
      const [, , name, quantity, revenue] = JSON.parse(row) as [string, number, string, number, number];
      const total = units.get(name) ?? [0, 0];
      units.set(name, [total[0]! + quantity, total[1]! + revenue]);
    }
    expect(Object.fromEntries(units)).toEqual({
      'Curso de Fotografia': [2, 20000],
      'E-book de Edição': [1, 1990],
      'Mentoria Individual': [1, 2990],
    });
    // Every order was placed in the last 30 days.
    expect(views[0]?.summary.revenue_30d_cents.value).toBe(11990 + 2990 + 10000);
  });

  it('give the figures a rebuild gives, with a product deleted since', async () => {
    const owner = await merchantWithStore(server, 'Loja Excluída');
    const gone = await createProductFor(server, owner.merchant, owner.storeId, { title: 'Chapéu' });
    const kept = await createProductFor(server, owner.merchant, owner.storeId, { title: 'Luva' });
    await insertOrder(owner.storeId, {
      at: sp('2026-11-18 10:15:00.000'),
      status: 'approved',
      method: 'pix',
      total: 3000,
      items: [
        { productId: gone.id, name: 'Chapéu', quantity: 1, unit: 2000 },
        { productId: kept.id, name: 'Luva', quantity: 1, unit: 1000 },
      ],
    });
    await insertOrder(owner.storeId, {
      at: sp('2026-11-18 11:15:00.000'),
      status: 'approved',
      method: 'card',
      total: 2000,
      items: [{ productId: null, name: 'Chapéu', quantity: 1, unit: 2000 }],
    });
    // The items lose their product (ON DELETE SET NULL); the rollups keep the id it had.
    await server.dataSource.getRepository(Product).delete(gone.id);
    const now = sp('2026-11-18 15:00:00.000');
    const before = await view(owner.storeId, 'today', now);
    expect(before.products_sold.top).toEqual([
      { product_id: null, name: 'Chapéu', quantity: 2, revenue_cents: 4000 },
      { product_id: kept.id, name: 'Luva', quantity: 1, revenue_cents: 1000 },
    ]);
    await rebuild(owner.storeId);
    expect(await view(owner.storeId, 'today', now)).toEqual(before);
  });

  it('read the partial hours at the ends of the last 30 days from the orders', async () => {
    const owner = await merchantWithStore(server, 'Loja Meia Hora');
    // now is 15:20: the window is [2026-10-19 15:20, 2026-11-18 15:20) and the one before it.
    const now = sp('2026-11-18 15:20:00.000');
    const order = (at: string, total: number) =>
      insertOrder(owner.storeId, { at: sp(at), status: 'approved', method: 'pix', total });
    await order('2026-11-18 15:10:00.000', 1); // in
    await order('2026-11-18 15:20:00.000', 2); // at now: out (and after it, in Hoje only)
    await order('2026-10-19 15:30:00.000', 4); // in
    await order('2026-10-19 15:10:00.000', 8); // the 30 days before
    await order('2026-09-19 15:30:00.000', 16); // the 30 days before
    await order('2026-09-19 15:10:00.000', 32); // out of both
    const today = await view(owner.storeId, 'today', now);
    expect(today.summary.revenue_30d_cents).toEqual({ value: 1 + 4, previous: 8 + 16 });
    expect(today.summary.revenue_cents.value).toBe(1 + 2);
    expect(nonZeroSeries(today)).toEqual([{ label: '15h', revenue_cents: 3, orders: 2 }]);
  });
});
