import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Product, Store, User } from '../src/db/entities/index.ts';
import {
  createStoreFor,
  merchantWithStore,
  productForm,
  registerMerchant,
  registrationPayload,
  startTestServer,
  type TestServer,
} from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const REFUSED = { error: 'Remova caracteres de controle do texto.' };

describe('names with control characters', () => {
  it('refuses a null byte or a right-to-left override in the merchant name, at registration and later', async () => {
    const payload = registrationPayload({ nome: 'Ana\u0000 Souza' });
    const registration = await server.request.post('/api/register').send(payload).expect(422);
    expect(registration.body).toEqual(REFUSED);
    expect(await server.dataSource.getRepository(User).countBy({ email: payload.email })).toBe(0);

    const merchant = await registerMerchant(server, { nome: 'Ana Souza' });
    const update = await server.request
      .put('/api/profile')
      .set(merchant.auth)
      .send({ fullName: 'Ana \u202eazuoS', phone: '(11) 91234-5678' })
      .expect(422);
    expect(update.body).toEqual(REFUSED);
    const user = await server.dataSource.getRepository(User).findOneByOrFail({ id: merchant.userId });
    expect(user.fullName).toBe('Ana Souza');
  });

  it('refuses them in store and product names, and nothing is stored', async () => {
    const merchant = await registerMerchant(server);
    const created = await server.request
      .post('/api/create-store')
      .set(merchant.auth)
      .send({ storeName: 'Loja\u2066 Oficial\u2069' })
      .expect(422);
    expect(created.body).toEqual(REFUSED);
    const store = await createStoreFor(server, merchant, 'Loja Oficial');
    const renamed = await server.request
      .put(`/api/stores/${store.id}`)
      .set(merchant.auth)
      .send({ name: 'Loja\u0085Oficial' })
      .expect(422);
    expect(renamed.body).toEqual(REFUSED);
    expect(
      (await server.dataSource.getRepository(Store).findBy({ userId: merchant.userId })).map(
        ({ name }) => name,
      ),
    ).toEqual(['Loja Oficial']);

    const { merchant: seller, storeId } = await merchantWithStore(server);
    const product = await productForm(server.request.post('/api/products').set(seller.auth), {
      title: 'Camiseta\u202e azul',
      description: 'Algodão.',
      price: '49,90',
      store_id: storeId,
    }).expect(422);
    expect(product.body).toEqual(REFUSED);
    expect(await server.dataSource.getRepository(Product).countBy({ storeId })).toBe(0);
  });
});
