import type { Compared, DashboardPeriod, DashboardView, PaymentMethod } from '@pagora/contract';

/**
 * Dashboards of a sample store, as `GET /api/dashboard` answers them, seen on Thursday 26/11/2026 at
 * 15h in São Paulo (UTC−3): hours and days after that have no sales yet. Every figure is consistent
 * with the others (revenue = the series' sum, approved = the methods' sum, ticket = revenue ÷ approved).
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SAO_PAULO = 'America/Sao_Paulo';

/** Midnight in São Paulo of a day of November 2026 (or another month), as an instant. */
const midnight = (month: number, day: number) => Date.UTC(2026, month - 1, day, 3);
const iso = (ms: number) => new Date(ms).toISOString();
const range = (from: number, to: number) => ({ from: iso(from), to: iso(to) });
const two = (n: number) => String(n).padStart(2, '0');

/** Prices (cents) orders cycle through, so buckets differ in value and not only in count. */
const TICKETS = [8990, 12_750, 9430, 15_890, 10_420, 6990, 13_480];

/** Spreads `total` over `weights` (largest remainder), so the parts add up exactly. */
function spread(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (w / sum) * total);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest);
  for (const { index } of order) {
    if (left === 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

interface Bucket {
  start: number;
  label: string;
  /** Relative share of the period's sales; 0 for hours and days still to come. */
  weight: number;
}

/** Hours of a day: few sales at night, peaks at lunch and in the evening. */
const HOURLY_WEIGHTS = [2, 1, 1, 0, 0, 1, 2, 3, 5, 7, 9, 10, 12, 11, 9, 8, 8, 9, 11, 13, 14, 12, 8, 4];

function hours(dayStart: number, untilHour = 24): Bucket[] {
  return HOURLY_WEIGHTS.map((weight, hour) => ({
    start: dayStart + hour * HOUR,
    label: `${hour}h`,
    weight: hour < untilHour ? weight : 0,
  }));
}

function days(
  from: number,
  count: number,
  month: number,
  firstDay: number,
  daysWithSales: number,
  weights: number[],
): Bucket[] {
  return Array.from({ length: count }, (_, index) => ({
    start: from + index * DAY,
    label: `${two(firstDay + index)}/${two(month)}`,
    weight: index < daysWithSales ? (weights[index % weights.length] ?? 1) : 0,
  }));
}

interface Plan {
  period: DashboardPeriod;
  range: [number, number];
  previousRange: [number, number];
  buckets: Bucket[];
  /** Orders created per method and how many of them were approved. */
  methods: Record<PaymentMethod, { created: number; approved: number }>;
  /** Upsell orders among the created ones (they have no checkout session of their own). */
  upsells: number;
  funnel: [viewed: number, personal: number, delivery: number, paymentStarted: number];
  previous: { salesMade: number; salesApproved: number; revenue: number; units: number };
  revenue30d: Compared;
  /** Units sold beyond one per approved order (kits, bumps). */
  extraUnits: number;
  store_is_new?: boolean;
}

const PRODUCTS = [
  { product_id: 127, name: 'Camiseta Básica Algodão Orgânico', price: 8990, share: 0.31 },
  { product_id: 131, name: 'Garrafa Térmica Inox 500 ml', price: 12_990, share: 0.22 },
  { product_id: 128, name: 'Caneca Esmaltada 350 ml', price: 4990, share: 0.13 },
  { product_id: 133, name: 'Ecobag de Lona Crua', price: 3490, share: 0.08 },
  { product_id: 132, name: 'Boné Aba Curva Bordado', price: 5990, share: 0.06 },
];

const compared = (value: number, previous: number): Compared => ({ value, previous });

function build(plan: Plan): DashboardView {
  const methods = (['pix', 'card', 'boleto'] as const).map((method) => ({ method, ...plan.methods[method] }));
  const created = methods.reduce((sum, m) => sum + m.created, 0);
  const approved = methods.reduce((sum, m) => sum + m.approved, 0);
  const orders = spread(
    approved,
    plan.buckets.map((bucket) => bucket.weight),
  );
  let ticketIndex = 0;
  const series = plan.buckets.map((bucket, index) => {
    const count = orders[index] ?? 0;
    let revenue = 0;
    for (let i = 0; i < count; i += 1) {
      revenue += TICKETS[ticketIndex % TICKETS.length] ?? 0;
      ticketIndex += 1;
    }
    return { start: iso(bucket.start), label: bucket.label, revenue_cents: revenue, orders: count };
  });
  const revenue = series.reduce((sum, point) => sum + point.revenue_cents, 0);
  const [viewed, personal, delivery, paymentStarted] = plan.funnel;
  const top = PRODUCTS.map(({ product_id, name, price, share }) => {
    const quantity = Math.floor((revenue * share) / price);
    return { product_id, name, quantity, revenue_cents: quantity * price };
  }).filter((product) => product.quantity > 0);
  const units = approved === 0 ? 0 : approved + plan.extraUnits;
  const ticket = (cents: number, count: number) => (count === 0 ? 0 : Math.round(cents / count));
  return {
    period: plan.period,
    time_zone: SAO_PAULO,
    range: range(...plan.range),
    previous_range: range(...plan.previousRange),
    summary: {
      sales_made: compared(created, plan.previous.salesMade),
      sales_approved: compared(approved, plan.previous.salesApproved),
      revenue_cents: compared(revenue, plan.previous.revenue),
      revenue_30d_cents: plan.revenue30d,
    },
    payment_conversion: methods,
    funnel: [
      { stage: 'viewed', count: viewed },
      { stage: 'personal', count: personal },
      { stage: 'delivery', count: delivery },
      { stage: 'payment_started', count: paymentStarted },
      { stage: 'completed', count: created - plan.upsells },
    ],
    average_ticket_cents: compared(
      ticket(revenue, approved),
      ticket(plan.previous.revenue, plan.previous.salesApproved),
    ),
    products_sold: { units: compared(units, plan.previous.units), top },
    series,
    store_is_new: plan.store_is_new ?? false,
  };
}

const today = midnight(11, 26);
const yesterday = midnight(11, 25);
const weekStart = midnight(11, 22);
const monthStart = midnight(11, 1);

/** Thursday 26/11 up to 15h. */
export const todayView = build({
  period: 'today',
  range: [today, today + DAY],
  previousRange: [yesterday, today],
  buckets: hours(today, 15),
  methods: {
    pix: { created: 34, approved: 29 },
    card: { created: 21, approved: 16 },
    boleto: { created: 6, approved: 2 },
  },
  upsells: 3,
  funnel: [412, 268, 197, 121],
  previous: { salesMade: 52, salesApproved: 41, revenue: 427_380, units: 49 },
  revenue30d: compared(15_652_480, 13_388_090),
  extraUnits: 9,
});

/** Wednesday 25/11, a whole day. */
export const yesterdayView = build({
  period: 'yesterday',
  range: [yesterday, today],
  previousRange: [yesterday - DAY, yesterday],
  buckets: hours(yesterday),
  methods: {
    pix: { created: 58, approved: 51 },
    card: { created: 37, approved: 30 },
    boleto: { created: 11, approved: 5 },
  },
  upsells: 4,
  funnel: [688, 451, 336, 198],
  previous: { salesMade: 97, salesApproved: 79, revenue: 862_150, units: 92 },
  revenue30d: compared(15_549_040, 13_301_770),
  extraUnits: 14,
});

/** Sunday 22/11 to Saturday 28/11, with sales up to Thursday. */
export const weekView = build({
  period: 'week',
  range: [weekStart, weekStart + 7 * DAY],
  previousRange: [weekStart - 7 * DAY, weekStart],
  buckets: days(weekStart, 7, 11, 22, 5, [6, 9, 10, 11, 8]),
  methods: {
    pix: { created: 241, approved: 209 },
    card: { created: 163, approved: 128 },
    boleto: { created: 47, approved: 19 },
  },
  upsells: 15,
  funnel: [2974, 1958, 1441, 852],
  previous: { salesMade: 402, salesApproved: 318, revenue: 3_512_440, units: 371 },
  revenue30d: compared(14_814_930, 13_125_400),
  extraUnits: 58,
});

/** November 2026, with sales up to the 26th. */
export const monthView = build({
  period: 'month',
  range: [monthStart, midnight(12, 1)],
  previousRange: [midnight(10, 1), monthStart],
  buckets: days(monthStart, 30, 11, 1, 26, [7, 8, 9, 8, 10, 12, 9, 8, 9, 11, 10, 13, 12, 9]),
  methods: {
    pix: { created: 842, approved: 733 },
    card: { created: 571, approved: 452 },
    boleto: { created: 163, approved: 71 },
  },
  upsells: 48,
  funnel: [10_392, 6871, 5046, 2983],
  previous: { salesMade: 1489, salesApproved: 1163, revenue: 12_941_310, units: 1342 },
  // The 30 days up to the month's end are the month itself.
  revenue30d: compared(13_984_220, 12_941_310),
  extraUnits: 203,
});

export const filledViews: Record<DashboardPeriod, DashboardView> = {
  today: todayView,
  yesterday: yesterdayView,
  week: weekView,
  month: monthView,
};

/** A store that has never had a checkout nor an order: zeros everywhere, and the hint to share a link. */
export const emptyView = build({
  period: 'today',
  range: [today, today + DAY],
  previousRange: [yesterday, today],
  buckets: hours(today, 0),
  methods: {
    pix: { created: 0, approved: 0 },
    card: { created: 0, approved: 0 },
    boleto: { created: 0, approved: 0 },
  },
  upsells: 0,
  funnel: [0, 0, 0, 0],
  previous: { salesMade: 0, salesApproved: 0, revenue: 0, units: 0 },
  revenue30d: compared(0, 0),
  extraUnits: 0,
  store_is_new: true,
});

/** A slow Wednesday after a strong Tuesday: every figure fell. */
export const negativeTrendView = build({
  period: 'yesterday',
  range: [yesterday, today],
  previousRange: [yesterday - DAY, yesterday],
  buckets: hours(yesterday),
  methods: {
    pix: { created: 19, approved: 15 },
    card: { created: 12, approved: 7 },
    boleto: { created: 4, approved: 1 },
  },
  upsells: 1,
  funnel: [301, 177, 122, 64],
  previous: { salesMade: 48, salesApproved: 38, revenue: 439_870, units: 44 },
  revenue30d: compared(11_204_330, 12_877_430),
  extraUnits: 3,
});

/** The first sales of a store opened this week: nothing to compare with yet. */
export const noBaseView = build({
  period: 'week',
  range: [weekStart, weekStart + 7 * DAY],
  previousRange: [weekStart - 7 * DAY, weekStart],
  buckets: days(weekStart, 7, 11, 22, 5, [0, 1, 3, 4, 5]),
  methods: {
    pix: { created: 9, approved: 8 },
    card: { created: 5, approved: 3 },
    boleto: { created: 2, approved: 0 },
  },
  upsells: 0,
  funnel: [118, 64, 41, 22],
  previous: { salesMade: 0, salesApproved: 0, revenue: 0, units: 0 },
  // Everything the store ever sold is this week's.
  revenue30d: compared(125_010, 0),
  extraUnits: 2,
});

/** Today's figures of a store in Manaus (UTC−4): its day starts an hour later than São Paulo's. */
export const manausView: DashboardView = {
  ...todayView,
  time_zone: 'America/Manaus',
  range: range(today + HOUR, today + HOUR + DAY),
  previous_range: range(yesterday + HOUR, today + HOUR),
};
