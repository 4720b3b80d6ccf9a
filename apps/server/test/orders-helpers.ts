import { randomBytes } from 'node:crypto';
import type { Test } from 'supertest';
import { Order, StoreChange } from '../src/db/entities/index.ts';
import type { TestServer } from './helpers.ts';

/** A hand-made order of `storeId` (defaults: a R$ 100,00 approved PIX order of Maria). */
export type OrderFixture = Partial<Omit<Order, 'storeId'>> & { number: number; createdAt: Date };

export function orderValues(storeId: number, fixture: OrderFixture) {
  return {
    storeId,
    publicToken: randomBytes(32).toString('base64url'),
    checkoutSessionId: null,
    kind: 'main' as const,
    status: 'approved' as const,
    paymentMethod: 'pix' as const,
    gateway: 'test',
    gatewayReference: null,
    subtotalCents: 10000,
    bumpCents: 0,
    discountCents: 0,
    shippingCents: 0,
    totalCents: 10000,
    couponId: null,
    couponCode: null,
    shippingOptionName: null,
    shippingPriceCents: null,
    shippingMinDays: null,
    shippingMaxDays: null,
    buyerName: 'Maria da Silva',
    buyerEmail: 'maria@exemplo.com.br',
    buyerPhone: '11987654321',
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
    updatedAt: fixture.createdAt,
    ...fixture,
  };
}

/** Inserts hand-made orders, in this order (ids ascending), in chunks. */
export async function insertOrders(
  server: TestServer,
  storeId: number,
  fixtures: OrderFixture[],
): Promise<void> {
  const repo = server.dataSource.getRepository(Order);
  for (let start = 0; start < fixtures.length; start += 200) {
    await repo.insert(fixtures.slice(start, start + 200).map((fixture) => orderValues(storeId, fixture)));
  }
}

/** The id of a store's order by its number. */
export async function orderIdOf(server: TestServer, storeId: number, number: number): Promise<number> {
  const order = await server.dataSource.getRepository(Order).findOneByOrFail({ storeId, number });
  return order.id;
}

/** Downloads a response's raw bytes (to see the BOM as sent). */
export function rawBody(request: Test): Test {
  return request.buffer(true).parse((response, callback) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => callback(null, Buffer.concat(chunks)));
  });
}

/** Parses a ';'-separated, CRLF-terminated CSV (quoted fields with doubled quotes). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ';') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index++;
    } else {
      field += char;
    }
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

/** The live feed rows of a store, oldest first, as [kind, order number, status]. */
export async function changesOf(server: TestServer, storeId: number) {
  const rows = await server.dataSource
    .getRepository(StoreChange)
    .find({ where: { storeId }, order: { id: 'ASC' } });
  return rows.map((row) => [row.kind, row.orderNumber, row.status]);
}
