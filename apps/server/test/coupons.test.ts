import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CouponInput, createCoupon, updateCoupon } from '../src/catalog/coupons.ts';
import { Coupon, Store } from '../src/db/entities/index.ts';
import {
  createStoreFor,
  type Merchant,
  merchantWithStore,
  startTestServer,
  type TestServer,
} from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const coupons = () => server.dataSource.getRepository(Coupon);

/** The payload the coupon form sends. */
function couponPayload(storeId: number, overrides: Record<string, unknown> = {}) {
  return {
    store_id: storeId,
    name: 'Black Friday',
    totalUses: 100,
    startDate: null,
    endDate: null,
    code: 'BLACK10',
    discountType: 'percent',
    discountValue: 10,
    isUnique: false,
    isAutoApply: false,
    ...overrides,
  };
}

async function createCouponFor(merchant: Merchant, storeId: number, overrides: Record<string, unknown> = {}) {
  const response = await server.request
    .post('/api/coupons')
    .set(merchant.auth)
    .send(couponPayload(storeId, overrides))
    .expect(201);
  return response.body as { id: number; code: string; created_at: string };
}

describe('POST /api/coupons', () => {
  it('creates a percent coupon and answers 201 with it', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const response = await server.request
      .post('/api/coupons')
      .set(merchant.auth)
      .send(
        couponPayload(storeId, {
          name: '  Boas-vindas  ',
          code: ' Bem-Vindo ',
          discountValue: 15,
          totalUses: '50',
          startDate: '2026-01-10T03:00:00.000Z',
          endDate: '2026-02-10T03:00:00.000Z',
          isUnique: true,
          isAutoApply: true,
        }),
      )
      .expect(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      store_id: storeId,
      name: 'Boas-vindas',
      code: 'Bem-Vindo',
      max_uses: 50,
      used_count: 0,
      discount_type: 'percent',
      discount_value: 15,
      start_date: '2026-01-10T03:00:00.000Z',
      end_date: '2026-02-10T03:00:00.000Z',
      is_unique_per_customer: true,
      is_auto_apply: true,
      created_at: expect.any(String),
    });
    const stored = await coupons().findOneByOrFail({ id: response.body.id });
    expect(stored).toMatchObject({
      storeId,
      name: 'Boas-vindas',
      code: 'Bem-Vindo',
      codeKey: 'BEM-VINDO',
      maxUses: 50,
      discountType: 'percent',
      discountValue: 15,
      isUniquePerCustomer: true,
      isAutoApply: true,
      usedCount: 0,
    });
    expect(stored.startDate?.toISOString()).toBe('2026-01-10T03:00:00.000Z');
    expect(stored.endDate?.toISOString()).toBe('2026-02-10T03:00:00.000Z');
  });

  it('stores a value coupon in cents: 10.5 reais is 1050, "19,99" typed as 19.99 is 1999', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const tenFifty = await createCouponFor(merchant, storeId, {
      code: 'DEZ',
      discountType: 'value',
      discountValue: 10.5,
    });
    const nineteen = await createCouponFor(merchant, storeId, {
      code: 'DEZENOVE',
      discountType: 'value',
      discountValue: '19.99',
    });
    expect(tenFifty).toMatchObject({
      discount_type: 'value',
      discount_value: 1050,
      start_date: null,
      end_date: null,
    });
    expect(nineteen).toMatchObject({ discount_value: 1999 });
    expect((await coupons().findOneByOrFail({ id: tenFifty.id })).discountValue).toBe(1050);
    expect((await coupons().findOneByOrFail({ id: nineteen.id })).discountValue).toBe(1999);
  });

  it.each([
    [{ discountValue: 0 }, 'O percentual deve ser um número inteiro entre 1 e 100.'],
    [{ discountValue: 101 }, 'O percentual deve ser um número inteiro entre 1 e 100.'],
    [{ discountValue: 12.5 }, 'O percentual deve ser um número inteiro entre 1 e 100.'],
    [{ discountValue: -5, discountType: 'value' }, 'O valor do desconto é inválido ou negativo.'],
    [{ discountValue: 'abc' }, 'O valor do desconto é inválido ou negativo.'],
    [{ discountType: 'frete' }, 'Tipo de desconto inválido.'],
    [{ name: ' ' }, 'Informe o nome do cupom.'],
    [{ code: '' }, 'Informe o código do cupom.'],
    [{ code: 'COM ESPAÇO' }, 'O código deve ter apenas letras, números, hífen ou sublinhado.'],
    [{ totalUses: 0 }, 'O total de usos deve ser pelo menos 1.'],
    [{ startDate: 'ontem' }, 'Data de início inválida.'],
    [
      { startDate: '2026-03-10T00:00:00.000Z', endDate: '2026-03-09T23:59:59.000Z' },
      'A data de término não pode ser anterior à data de início.',
    ],
    [{ store_id: undefined }, 'Nenhuma loja ativa selecionada.'],
    // Loose numbers: nothing but a plain number in the documented format is read.
    [{ totalUses: true }, 'O total de usos deve ser um número inteiro.'],
    [{ totalUses: '0x10' }, 'O total de usos deve ser um número inteiro.'],
    [{ totalUses: '1e2' }, 'O total de usos deve ser um número inteiro.'],
    [{ totalUses: null }, 'O total de usos deve ser um número inteiro.'],
    [{ totalUses: '' }, 'O total de usos deve ser um número inteiro.'],
    [{ discountValue: null }, 'O valor do desconto é inválido ou negativo.'],
    [{ discountValue: false }, 'O valor do desconto é inválido ou negativo.'],
    [{ discountValue: '' }, 'O valor do desconto é inválido ou negativo.'],
    [{ discountValue: '0x10' }, 'O valor do desconto é inválido ou negativo.'],
    [
      { discountValue: 0.004, discountType: 'value' },
      'Informe o valor com no máximo duas casas decimais (centavos).',
    ],
    [{ discountValue: '12.345', discountType: 'value' }, 'Informe o valor no formato 1.234,56.'],
    [{ store_id: true }, 'Nenhuma loja ativa selecionada.'],
  ])('refuses %o with 422 and its message', async (change, message) => {
    const { merchant, storeId } = await merchantWithStore(server);
    const response = await server.request
      .post('/api/coupons')
      .set(merchant.auth)
      .send(couponPayload(storeId, change))
      .expect(422);
    expect(response.body).toEqual({ error: message });
    expect(await coupons().countBy({ storeId })).toBe(0);
  });

  it('accepts 1% and 100%, and an end date equal to the start date', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    await createCouponFor(merchant, storeId, { code: 'UM', discountValue: 1 });
    await createCouponFor(merchant, storeId, { code: 'CEM', discountValue: 100 });
    await createCouponFor(merchant, storeId, {
      code: 'DIA',
      startDate: '2026-05-01T00:00:00.000Z',
      endDate: '2026-05-01T00:00:00.000Z',
    });
    expect(await coupons().countBy({ storeId })).toBe(3);
  });

  it('refuses a code the store already has, in any case or with spaces, with 409', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    await createCouponFor(merchant, storeId, { code: 'Promo10' });
    for (const code of ['PROMO10', 'promo10', '  pRoMo10  ']) {
      const response = await server.request
        .post('/api/coupons')
        .set(merchant.auth)
        .send(couponPayload(storeId, { code }))
        .expect(409);
      expect(response.body).toEqual({ error: 'Já existe um cupom com este código nesta loja.' });
    }
    expect(await coupons().countBy({ storeId })).toBe(1);
  });

  it('allows the same code in another store, of the same or another merchant', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const second = await createStoreFor(server, merchant, 'Segunda');
    const { merchant: other, storeId: otherStoreId } = await merchantWithStore(server);
    await createCouponFor(merchant, storeId, { code: 'FRETE' });
    await createCouponFor(merchant, second.id, { code: 'frete' });
    await createCouponFor(other, otherStoreId, { code: 'FRETE' });
    expect(await coupons().countBy({ codeKey: 'FRETE', storeId })).toBe(1);
    expect(await coupons().countBy({ codeKey: 'FRETE', storeId: second.id })).toBe(1);
    expect(await coupons().countBy({ codeKey: 'FRETE', storeId: otherStoreId })).toBe(1);
  });

  it('lets exactly one of many simultaneous creations of a code win; the rest get 409', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        server.request
          .post('/api/coupons')
          .set(merchant.auth)
          .send(couponPayload(storeId, { code: i % 2 ? 'corrida' : 'CORRIDA' })),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(response.body).toEqual({ error: 'Já existe um cupom com este código nesta loja.' });
    }
    expect(await coupons().countBy({ storeId })).toBe(1);
  });

  it('refuses another merchant’s store (403), an unknown store (404) and no session (401)', async () => {
    const { storeId } = await merchantWithStore(server);
    const { merchant: intruder } = await merchantWithStore(server);
    const forbidden = await server.request
      .post('/api/coupons')
      .set(intruder.auth)
      .send(couponPayload(storeId))
      .expect(403);
    expect(forbidden.body).toEqual({ error: 'Acesso não autorizado a esta loja.' });
    const unknown = await server.request
      .post('/api/coupons')
      .set(intruder.auth)
      .send(couponPayload(99999999))
      .expect(404);
    expect(unknown.body).toEqual({ error: 'Loja não encontrada.' });
    await server.request.post('/api/coupons').send(couponPayload(storeId)).expect(401);
    expect(await coupons().countBy({ storeId })).toBe(0);
  });
});

describe('GET /api/coupons', () => {
  it('lists the store’s coupons, newest first, and nothing of other stores', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const other = await createStoreFor(server, merchant, 'Outra');
    const first = await createCouponFor(merchant, storeId, { code: 'PRIMEIRO' });
    const second = await createCouponFor(merchant, storeId, { code: 'SEGUNDO', discountType: 'value' });
    await createCouponFor(merchant, other.id, { code: 'ALHEIO' });
    const response = await server.request
      .get(`/api/coupons?store_id=${storeId}`)
      .set(merchant.auth)
      .expect(200);
    expect(response.body).toEqual([second, first]);
  });

  it('is an empty list for a store without coupons; 422 without store_id', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const response = await server.request
      .get(`/api/coupons?store_id=${storeId}`)
      .set(merchant.auth)
      .expect(200);
    expect(response.body).toEqual([]);
    const missing = await server.request.get('/api/coupons').set(merchant.auth).expect(422);
    expect(missing.body).toEqual({ error: 'Nenhuma loja ativa selecionada.' });
  });
});

describe('PUT /api/coupons/:id', () => {
  it('saves the changes and keeps the use count', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const coupon = await createCouponFor(merchant, storeId, { code: 'VERAO' });
    await coupons().update(coupon.id, { usedCount: 7 });
    const response = await server.request
      .put(`/api/coupons/${coupon.id}`)
      .set(merchant.auth)
      .send(
        couponPayload(storeId, {
          name: 'Verão',
          code: 'verao2026',
          totalUses: 10,
          discountType: 'value',
          discountValue: 25,
          endDate: '2026-12-31T23:59:59.000Z',
          isAutoApply: true,
        }),
      )
      .expect(200);
    expect(response.body).toEqual({
      ...coupon,
      name: 'Verão',
      code: 'verao2026',
      max_uses: 10,
      used_count: 7,
      discount_type: 'value',
      discount_value: 2500,
      end_date: '2026-12-31T23:59:59.000Z',
      is_auto_apply: true,
    });
    expect(await coupons().findOneByOrFail({ id: coupon.id })).toMatchObject({
      code: 'verao2026',
      codeKey: 'VERAO2026',
      discountValue: 2500,
      usedCount: 7,
      storeId,
    });
  });

  it('lets a coupon keep its own code in another case, but not take another coupon’s (409)', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const coupon = await createCouponFor(merchant, storeId, { code: 'ABC' });
    await createCouponFor(merchant, storeId, { code: 'XYZ' });
    await server.request
      .put(`/api/coupons/${coupon.id}`)
      .set(merchant.auth)
      .send(couponPayload(storeId, { code: 'abc' }))
      .expect(200);
    const taken = await server.request
      .put(`/api/coupons/${coupon.id}`)
      .set(merchant.auth)
      .send(couponPayload(storeId, { code: ' xyz ' }))
      .expect(409);
    expect(taken.body).toEqual({ error: 'Já existe um cupom com este código nesta loja.' });
    expect((await coupons().findOneByOrFail({ id: coupon.id })).code).toBe('abc');
  });

  it('refuses invalid changes (422) and unknown ids (404)', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const coupon = await createCouponFor(merchant, storeId);
    const before = await coupons().findOneByOrFail({ id: coupon.id });
    const invalid = await server.request
      .put(`/api/coupons/${coupon.id}`)
      .set(merchant.auth)
      .send(couponPayload(storeId, { discountValue: 101 }))
      .expect(422);
    expect(invalid.body).toEqual({ error: 'O percentual deve ser um número inteiro entre 1 e 100.' });
    expect(await coupons().findOneByOrFail({ id: coupon.id })).toEqual(before);
    for (const id of ['99999999', 'abc']) {
      const missing = await server.request
        .put(`/api/coupons/${id}`)
        .set(merchant.auth)
        .send(couponPayload(storeId))
        .expect(404);
      expect(missing.body).toEqual({ error: 'Cupom não encontrado.' });
    }
  });
});

describe('DELETE /api/coupons/:id', () => {
  it('deletes the coupon', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const keep = await createCouponFor(merchant, storeId, { code: 'FICA' });
    const gone = await createCouponFor(merchant, storeId, { code: 'SAI' });
    const response = await server.request.delete(`/api/coupons/${gone.id}`).set(merchant.auth).expect(200);
    expect(response.body).toEqual({ message: 'Cupom excluído com sucesso!' });
    expect(await coupons().findOneBy({ id: gone.id })).toBeNull();
    const list = await server.request.get(`/api/coupons?store_id=${storeId}`).set(merchant.auth).expect(200);
    expect(list.body).toEqual([keep]);
    const again = await server.request.delete(`/api/coupons/${gone.id}`).set(merchant.auth).expect(404);
    expect(again.body).toEqual({ error: 'Cupom não encontrado.' });
    // The code is free again.
    await createCouponFor(merchant, storeId, { code: 'sai' });
  });
});

describe('isolation between merchants', () => {
  it('gives another merchant 403 on the list and 404 on update and delete; nothing changes', async () => {
    const { merchant: owner, storeId } = await merchantWithStore(server, 'Da dona');
    const { merchant: intruder, storeId: intruderStoreId } = await merchantWithStore(server, 'Do intruso');
    const coupon = await createCouponFor(owner, storeId, { code: 'DONA' });
    const before = await coupons().findOneByOrFail({ id: coupon.id });

    const list = await server.request.get(`/api/coupons?store_id=${storeId}`).set(intruder.auth).expect(403);
    expect(list.body).toEqual({ error: 'Acesso não autorizado a esta loja.' });
    for (const payloadStore of [storeId, intruderStoreId]) {
      const update = await server.request
        .put(`/api/coupons/${coupon.id}`)
        .set(intruder.auth)
        .send(couponPayload(payloadStore, { code: 'ROUBADO', discountValue: 100 }))
        .expect(404);
      expect(update.body).toEqual({ error: 'Cupom não encontrado.' });
    }
    const remove = await server.request.delete(`/api/coupons/${coupon.id}`).set(intruder.auth).expect(404);
    expect(remove.body).toEqual({ error: 'Cupom não encontrado.' });

    expect(await coupons().findOneByOrFail({ id: coupon.id })).toEqual(before);
    expect(await coupons().countBy({ storeId: intruderStoreId })).toBe(0);
    const ownerList = await server.request
      .get(`/api/coupons?store_id=${storeId}`)
      .set(owner.auth)
      .expect(200);
    expect(ownerList.body).toEqual([coupon]);
  });
});

describe('the coupon service', () => {
  it('does not trust its callers: percent outside 1–100, negative or fractional cents, reversed dates', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const store = await server.dataSource.getRepository(Store).findOneByOrFail({ id: storeId });
    const valid: CouponInput = {
      name: 'Cupom',
      code: 'SERVICO',
      maxUses: 1,
      discountType: 'percent',
      discountValue: 10,
      startDate: null,
      endDate: null,
      isUniquePerCustomer: false,
      isAutoApply: false,
    };
    const attempts: [Partial<CouponInput>, string][] = [
      [{ discountValue: 0 }, 'O percentual deve ser um número inteiro entre 1 e 100.'],
      [{ discountValue: 101 }, 'O percentual deve ser um número inteiro entre 1 e 100.'],
      [{ discountType: 'value', discountValue: -1 }, 'O valor do desconto é inválido ou negativo.'],
      [{ discountType: 'value', discountValue: 10.5 }, 'O valor do desconto é inválido ou negativo.'],
      [{ maxUses: 0 }, 'O total de usos deve ser pelo menos 1.'],
      [{ code: 'com espaço' }, 'O código deve ter apenas letras, números, hífen ou sublinhado.'],
      [
        { startDate: new Date('2026-02-01'), endDate: new Date('2026-01-01') },
        'A data de término não pode ser anterior à data de início.',
      ],
    ];
    for (const [change, message] of attempts) {
      await expect(
        server.db.transaction((manager) => createCoupon(manager, store, { ...valid, ...change })),
      ).rejects.toThrow(message);
    }
    const coupon = await server.db.transaction((manager) => createCoupon(manager, store, valid));
    await expect(
      server.db.transaction((manager) =>
        updateCoupon(manager, merchant.userId, coupon.id, { ...valid, discountValue: 150 }),
      ),
    ).rejects.toThrow('O percentual deve ser um número inteiro entre 1 e 100.');
    expect(await coupons().countBy({ storeId })).toBe(1);
    expect((await coupons().findOneByOrFail({ id: coupon.id })).discountValue).toBe(10);
  });
});
