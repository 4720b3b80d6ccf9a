import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShippingOption, type ShippingInput, updateShippingOption } from '../src/catalog/shipping.ts';
import { ShippingOption, Store } from '../src/db/entities/index.ts';
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

const options = () => server.dataSource.getRepository(ShippingOption);

/** The payload the shipping form sends. */
function shippingPayload(storeId: number, overrides: Record<string, unknown> = {}) {
  return { store_id: storeId, name: 'PAC', price: '12.50', min_days: 3, max_days: 8, ...overrides };
}

async function createOptionFor(merchant: Merchant, storeId: number, overrides: Record<string, unknown> = {}) {
  const response = await server.request
    .post('/api/shipping')
    .set(merchant.auth)
    .send(shippingPayload(storeId, overrides))
    .expect(201);
  return response.body as { id: number; price_cents: number; created_at: string };
}

describe('POST /api/shipping', () => {
  it('creates the option with its price in cents and answers 201 with it', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const response = await server.request
      .post('/api/shipping')
      .set(merchant.auth)
      .send(shippingPayload(storeId, { name: '  Sedex  ', price: '24,90', min_days: '1', max_days: '2' }))
      .expect(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      store_id: storeId,
      name: 'Sedex',
      price_cents: 2490,
      min_days: 1,
      max_days: 2,
      created_at: expect.any(String),
    });
    expect(await options().findOneByOrFail({ id: response.body.id })).toMatchObject({
      storeId,
      name: 'Sedex',
      priceCents: 2490,
      minDays: 1,
      maxDays: 2,
    });
  });

  it('takes 0 as free shipping and min equal to max', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const free = await createOptionFor(merchant, storeId, {
      name: 'Grátis',
      price: '0',
      min_days: 5,
      max_days: 5,
    });
    expect(free).toMatchObject({ price_cents: 0, min_days: 5, max_days: 5 });
    const dot = await createOptionFor(merchant, storeId, { price: '12.50' });
    expect(dot.price_cents).toBe(1250);
    const number = await createOptionFor(merchant, storeId, { price: 7.5 });
    expect(number.price_cents).toBe(750);
  });

  it.each([
    [{ price: '-1' }, 'O preço do frete deve ser um número não negativo (0 para grátis).'],
    [{ price: '-0,50' }, 'O preço do frete deve ser um número não negativo (0 para grátis).'],
    [{ price: 'grátis' }, 'O preço do frete deve ser um número não negativo (0 para grátis).'],
    [{ price: -3 }, 'O preço do frete deve ser um número não negativo (0 para grátis).'],
    [{ price: undefined }, 'Informe o preço do frete.'],
    [{ min_days: 9, max_days: 3 }, 'O prazo mínimo não pode ser maior que o prazo máximo.'],
    [{ min_days: -1 }, 'O prazo mínimo não pode ser negativo.'],
    [{ max_days: -2, min_days: 0 }, 'O prazo máximo não pode ser negativo.'],
    [{ min_days: 'dois' }, 'O prazo mínimo deve ser um número.'],
    [{ max_days: 2.5 }, 'O prazo máximo deve ser um número inteiro de dias.'],
    [{ name: '' }, 'Informe o nome do frete.'],
    [{ store_id: undefined }, 'Nenhuma loja ativa selecionada.'],
    // Loose numbers: 0.004 is not free shipping, "12.345" is not R$ 12.345,00, null is not 0 days.
    [{ price: 0.004 }, 'Informe o valor com no máximo duas casas decimais (centavos).'],
    [{ price: '12.345' }, 'Informe o valor no formato 1.234,56.'],
    [{ price: '1.234' }, 'Informe o valor no formato 1.234,56.'],
    [{ price: '' }, 'Informe o preço do frete.'],
    [{ price: null }, 'O preço do frete deve ser um número não negativo (0 para grátis).'],
    [{ price: '0x10' }, 'O preço do frete deve ser um número não negativo (0 para grátis).'],
    [{ min_days: null }, 'O prazo mínimo deve ser um número.'],
    [{ min_days: true }, 'O prazo mínimo deve ser um número.'],
    [{ min_days: '0x2' }, 'O prazo mínimo deve ser um número.'],
    [{ max_days: '1e1' }, 'O prazo máximo deve ser um número.'],
  ])('refuses %o with 422 and its message', async (change, message) => {
    const { merchant, storeId } = await merchantWithStore(server);
    const response = await server.request
      .post('/api/shipping')
      .set(merchant.auth)
      .send(shippingPayload(storeId, change))
      .expect(422);
    expect(response.body).toEqual({ error: message });
    expect(await options().countBy({ storeId })).toBe(0);
  });

  it('refuses another merchant’s store (403), an unknown store (404) and no session (401)', async () => {
    const { storeId } = await merchantWithStore(server);
    const { merchant: intruder } = await merchantWithStore(server);
    const forbidden = await server.request
      .post('/api/shipping')
      .set(intruder.auth)
      .send(shippingPayload(storeId))
      .expect(403);
    expect(forbidden.body).toEqual({ error: 'Acesso não autorizado a esta loja.' });
    await server.request.post('/api/shipping').set(intruder.auth).send(shippingPayload(99999999)).expect(404);
    await server.request.post('/api/shipping').send(shippingPayload(storeId)).expect(401);
    expect(await options().countBy({ storeId })).toBe(0);
  });
});

describe('GET /api/shipping', () => {
  it('lists the store’s options, newest first, and nothing of other stores', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const other = await createStoreFor(server, merchant, 'Outra');
    const pac = await createOptionFor(merchant, storeId, { name: 'PAC' });
    const free = await createOptionFor(merchant, storeId, {
      name: 'Retirada',
      price: '0',
      min_days: 0,
      max_days: 0,
    });
    await createOptionFor(merchant, other.id, { name: 'Alheio' });
    const response = await server.request
      .get(`/api/shipping?store_id=${storeId}`)
      .set(merchant.auth)
      .expect(200);
    expect(response.body).toEqual([free, pac]);
  });

  it('is an empty list for a store without options', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const response = await server.request
      .get(`/api/shipping?store_id=${storeId}`)
      .set(merchant.auth)
      .expect(200);
    expect(response.body).toEqual([]);
  });
});

describe('PUT /api/shipping/:id', () => {
  it('saves the changes', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const option = await createOptionFor(merchant, storeId);
    const response = await server.request
      .put(`/api/shipping/${option.id}`)
      .set(merchant.auth)
      .send(shippingPayload(storeId, { name: 'PAC Mini', price: '0', min_days: 4, max_days: 10 }))
      .expect(200);
    expect(response.body).toEqual({
      ...option,
      name: 'PAC Mini',
      price_cents: 0,
      min_days: 4,
      max_days: 10,
    });
    expect(await options().findOneByOrFail({ id: option.id })).toMatchObject({
      name: 'PAC Mini',
      priceCents: 0,
      minDays: 4,
      maxDays: 10,
      storeId,
    });
  });

  it('refuses min > max and negative prices (422) without changing anything; unknown id is 404', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const option = await createOptionFor(merchant, storeId);
    const before = await options().findOneByOrFail({ id: option.id });
    const reversed = await server.request
      .put(`/api/shipping/${option.id}`)
      .set(merchant.auth)
      .send(shippingPayload(storeId, { min_days: 10, max_days: 2 }))
      .expect(422);
    expect(reversed.body).toEqual({ error: 'O prazo mínimo não pode ser maior que o prazo máximo.' });
    await server.request
      .put(`/api/shipping/${option.id}`)
      .set(merchant.auth)
      .send(shippingPayload(storeId, { price: '-5' }))
      .expect(422);
    expect(await options().findOneByOrFail({ id: option.id })).toEqual(before);
    const missing = await server.request
      .put('/api/shipping/99999999')
      .set(merchant.auth)
      .send(shippingPayload(storeId))
      .expect(404);
    expect(missing.body).toEqual({ error: 'Frete não encontrado.' });
  });
});

describe('DELETE /api/shipping/:id', () => {
  it('deletes the option', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const keep = await createOptionFor(merchant, storeId, { name: 'Fica' });
    const gone = await createOptionFor(merchant, storeId, { name: 'Sai' });
    const response = await server.request.delete(`/api/shipping/${gone.id}`).set(merchant.auth).expect(200);
    expect(response.body).toEqual({ message: 'Frete excluído com sucesso!' });
    expect(await options().findOneBy({ id: gone.id })).toBeNull();
    const list = await server.request.get(`/api/shipping?store_id=${storeId}`).set(merchant.auth).expect(200);
    expect(list.body).toEqual([keep]);
    const again = await server.request.delete(`/api/shipping/${gone.id}`).set(merchant.auth).expect(404);
    expect(again.body).toEqual({ error: 'Frete não encontrado.' });
  });
});

describe('isolation between merchants', () => {
  it('gives another merchant 403 on the list and 404 on update and delete; nothing changes', async () => {
    const { merchant: owner, storeId } = await merchantWithStore(server, 'Da dona');
    const { merchant: intruder, storeId: intruderStoreId } = await merchantWithStore(server, 'Do intruso');
    const option = await createOptionFor(owner, storeId);
    const before = await options().findOneByOrFail({ id: option.id });

    const list = await server.request.get(`/api/shipping?store_id=${storeId}`).set(intruder.auth).expect(403);
    expect(list.body).toEqual({ error: 'Acesso não autorizado a esta loja.' });
    for (const payloadStore of [storeId, intruderStoreId]) {
      const update = await server.request
        .put(`/api/shipping/${option.id}`)
        .set(intruder.auth)
        .send(shippingPayload(payloadStore, { name: 'Roubado', price: '0' }))
        .expect(404);
      expect(update.body).toEqual({ error: 'Frete não encontrado.' });
    }
    const remove = await server.request.delete(`/api/shipping/${option.id}`).set(intruder.auth).expect(404);
    expect(remove.body).toEqual({ error: 'Frete não encontrado.' });

    expect(await options().findOneByOrFail({ id: option.id })).toEqual(before);
    expect(await options().countBy({ storeId: intruderStoreId })).toBe(0);
  });
});

describe('the shipping service', () => {
  it('does not trust its callers: negative prices, min > max and fractional days are refused', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const store = await server.dataSource.getRepository(Store).findOneByOrFail({ id: storeId });
    const valid: ShippingInput = { name: 'PAC', priceCents: 1250, minDays: 3, maxDays: 8 };
    const attempts: [Partial<ShippingInput>, string][] = [
      [{ priceCents: -1 }, 'O preço do frete deve ser um número não negativo (0 para grátis).'],
      [{ priceCents: 12.5 }, 'O preço do frete deve ser um número não negativo (0 para grátis).'],
      [{ minDays: 9, maxDays: 3 }, 'O prazo mínimo não pode ser maior que o prazo máximo.'],
      [{ minDays: -1 }, 'O prazo mínimo não pode ser negativo.'],
      [{ maxDays: 1.5 }, 'O prazo máximo deve ser um número inteiro de dias.'],
      [{ name: '  ' }, 'Informe o nome do frete.'],
    ];
    for (const [change, message] of attempts) {
      await expect(
        server.db.transaction((manager) => createShippingOption(manager, store, { ...valid, ...change })),
      ).rejects.toThrow(message);
    }
    const option = await server.db.transaction((manager) => createShippingOption(manager, store, valid));
    await expect(
      server.db.transaction((manager) =>
        updateShippingOption(manager, merchant.userId, option.id, { ...valid, minDays: 20, maxDays: 2 }),
      ),
    ).rejects.toThrow('O prazo mínimo não pode ser maior que o prazo máximo.');
    expect(await options().countBy({ storeId })).toBe(1);
    expect((await options().findOneByOrFail({ id: option.id })).minDays).toBe(3);
  });
});
