import { DEFAULT_ORDER_SETTINGS } from '@pagora/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Store } from '../src/db/entities/index.ts';
import { merchantWithStore, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const valid = (storeId: number) => ({
  store_id: storeId,
  time_zone: 'America/Manaus',
  abandon_after_minutes: 60,
  recovery_auto: true,
  recovery_delays_minutes: [1440, 60, 1440],
});

describe('/api/order-settings', () => {
  it('starts from the defaults, saves on the store row and answers what it saved', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const initial = await server.request
      .get('/api/order-settings')
      .query({ store_id: storeId })
      .set(merchant.auth)
      .expect(200);
    expect(initial.body).toEqual(DEFAULT_ORDER_SETTINGS);
    expect(initial.body).toEqual({
      time_zone: 'America/Sao_Paulo',
      abandon_after_minutes: 30,
      recovery_auto: false,
      recovery_delays_minutes: [60, 1440],
      notify_new_sale: true,
    });

    const saved = await server.request
      .put('/api/order-settings')
      .set(merchant.auth)
      .send(valid(storeId))
      .expect(200);
    const settings = {
      time_zone: 'America/Manaus',
      abandon_after_minutes: 60,
      recovery_auto: true,
      recovery_delays_minutes: [60, 1440],
      // Not sent: left as it was.
      notify_new_sale: true,
    };
    expect(saved.body).toEqual({ message: 'Configurações de pedidos salvas.', settings });
    const store = await server.dataSource.getRepository(Store).findOneByOrFail({ id: storeId });
    expect(store).toMatchObject({
      timeZone: 'America/Manaus',
      abandonAfterMinutes: 60,
      recoveryAuto: true,
      recoveryDelays: '60,1440',
      notifyNewSale: true,
    });
    const read = await server.request
      .get('/api/order-settings')
      .query({ store_id: storeId })
      .set(merchant.auth);
    expect(read.body).toEqual(settings);

    // Off, without delays.
    const off = await server.request
      .put('/api/order-settings')
      .set(merchant.auth)
      .send({ ...valid(storeId), recovery_auto: false, recovery_delays_minutes: [] })
      .expect(200);
    expect(off.body.settings).toMatchObject({ recovery_auto: false, recovery_delays_minutes: [] });
    expect(
      (await server.dataSource.getRepository(Store).findOneByOrFail({ id: storeId })).recoveryDelays,
    ).toBe('');
    // The 'Nova venda' e-mail turned off and on again.
    for (const notify of [false, true]) {
      const saved = await server.request
        .put('/api/order-settings')
        .set(merchant.auth)
        .send({ ...valid(storeId), notify_new_sale: notify })
        .expect(200);
      expect(saved.body.settings.notify_new_sale).toBe(notify);
      expect(
        (await server.dataSource.getRepository(Store).findOneByOrFail({ id: storeId })).notifyNewSale,
      ).toBe(notify);
    }
  });

  it('refuses invalid settings with 422 and the message, changing nothing', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const cases: [Record<string, unknown>, string][] = [
      [{ time_zone: 'Europe/Lisbon' }, 'Fuso horário inválido.'],
      [{ abandon_after_minutes: 45 }, 'Tempo para considerar o carrinho abandonado inválido.'],
      [{ abandon_after_minutes: '30' }, 'Tempo para considerar o carrinho abandonado inválido.'],
      [{ recovery_auto: 'sim' }, 'Informe se a recuperação automática está ativa.'],
      [{ notify_new_sale: 'sim' }, 'Informe se o aviso de nova venda está ativo.'],
      [{ recovery_delays_minutes: [61] }, 'Intervalo de envio inválido.'],
      [{ recovery_delays_minutes: [60, 180, 360, 720] }, 'No máximo 3 e-mails de recuperação.'],
      [{ recovery_delays_minutes: [] }, 'Escolha pelo menos um envio para a recuperação automática.'],
      [{ store_id: undefined }, 'Nenhuma loja ativa selecionada.'],
    ];
    for (const [patch, error] of cases) {
      const response = await server.request
        .put('/api/order-settings')
        .set(merchant.auth)
        .send({ ...valid(storeId), ...patch })
        .expect(422);
      expect(response.body).toEqual({ error });
    }
    const read = await server.request
      .get('/api/order-settings')
      .query({ store_id: storeId })
      .set(merchant.auth);
    expect(read.body).toEqual(DEFAULT_ORDER_SETTINGS);
  });

  it('is 401 without a session, 403 for another merchant’s store, 404 for an unknown one', async () => {
    const { storeId } = await merchantWithStore(server);
    const intruder = await merchantWithStore(server);
    await server.request.get('/api/order-settings').query({ store_id: storeId }).expect(401);
    await server.request.put('/api/order-settings').send(valid(storeId)).expect(401);
    const read = await server.request
      .get('/api/order-settings')
      .query({ store_id: storeId })
      .set(intruder.merchant.auth)
      .expect(403);
    expect(read.body).toEqual({ error: 'Acesso não autorizado a esta loja.' });
    await server.request
      .put('/api/order-settings')
      .set(intruder.merchant.auth)
      .send(valid(storeId))
      .expect(403);
    await server.request
      .get('/api/order-settings')
      .query({ store_id: 99_999_999 })
      .set(intruder.merchant.auth)
      .expect(404);
    const store = await server.dataSource.getRepository(Store).findOneByOrFail({ id: storeId });
    expect(store.timeZone).toBe('America/Sao_Paulo');
  });
});
