import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Coupon, Product, ShippingOption, Store, Upload, User } from '../src/db/entities/index.ts';
import {
  createProductFor,
  createStoreFor,
  JPEG_BYTES,
  type Merchant,
  PNG_1X1,
  registerMerchant,
  startTestServer,
  type TestServer,
  WEBP_1X1,
} from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const png = { bytes: PNG_1X1, filename: 'foto.png', contentType: 'image/png' };
const webp = { bytes: WEBP_1X1, filename: 'foto.webp', contentType: 'image/webp' };

/** A store with two products (one with a photo, one without), a coupon, a shipping option and a testimonial with a photo. */
async function fillStore(merchant: Merchant, name: string) {
  const store = await createStoreFor(server, merchant, name);
  const withPhoto = await createProductFor(server, merchant, store.id, { title: 'Com foto' }, png);
  await createProductFor(server, merchant, store.id, { title: 'Sem foto' });
  await server.request
    .post('/api/coupons')
    .set(merchant.auth)
    .send({
      store_id: store.id,
      name: 'Cupom',
      totalUses: 10,
      code: 'CUPOM',
      discountType: 'percent',
      discountValue: 10,
    })
    .expect(201);
  await server.request
    .post('/api/shipping')
    .set(merchant.auth)
    .send({ store_id: store.id, name: 'PAC', price: '10', min_days: 1, max_days: 5 })
    .expect(201);
  const testimonial = await server.request
    .post('/api/social-proofs')
    .set(merchant.auth)
    .field('store_id', String(store.id))
    .field('name', 'Ana')
    .field('text', 'Recomendo!')
    .attach('photo', png.bytes, { filename: png.filename, contentType: png.contentType })
    .expect(201);
  return { store, photoUrl: withPhoto.image_url!, testimonialPhotoUrl: testimonial.body.photo_url as string };
}

async function countsFor(storeId: number) {
  const ds = server.dataSource;
  return {
    products: await ds.getRepository(Product).countBy({ storeId }),
    coupons: await ds.getRepository(Coupon).countBy({ storeId }),
    shipping: await ds.getRepository(ShippingOption).countBy({ storeId }),
  };
}

describe('deleting a store', () => {
  it('deletes its products with their photos, its coupons and its shipping options, and nothing else', async () => {
    const merchant = await registerMerchant(server);
    await server.request
      .post('/api/profile/avatar')
      .set(merchant.auth)
      .attach('avatar', JPEG_BYTES, { filename: 'eu.jpg', contentType: 'image/jpeg' })
      .expect(200);
    const gone = await fillStore(merchant, 'Sai');
    const kept = await fillStore(merchant, 'Fica');
    // A photo replaced before the deletion is already gone; the current one must go with the store.
    const replaced = await createProductFor(server, merchant, gone.store.id, { title: 'Trocada' }, png);
    await server.request
      .put(`/api/products/${replaced.id}`)
      .set(merchant.auth)
      .field('title', 'Trocada')
      .field('description', 'Descrição.')
      .field('price', '5')
      .attach('image', webp.bytes, { filename: webp.filename, contentType: webp.contentType })
      .expect(200);
    const uploads = server.dataSource.getRepository(Upload);
    expect(await uploads.countBy({ userId: merchant.userId })).toBe(6); // avatar + 3 product + 2 testimonial photos

    await server.request.delete(`/api/stores/${gone.store.id}`).set(merchant.auth).expect(200);

    expect(await countsFor(gone.store.id)).toEqual({ products: 0, coupons: 0, shipping: 0 });
    expect(await countsFor(kept.store.id)).toEqual({ products: 2, coupons: 1, shipping: 1 });
    await server.request.get(gone.photoUrl).expect(404);
    await server.request.get(gone.testimonialPhotoUrl).expect(404);
    await server.request.get(kept.photoUrl).expect(200);
    await server.request.get(kept.testimonialPhotoUrl).expect(200);
    // Left: the avatar and the kept store's two photos.
    expect(await uploads.countBy({ userId: merchant.userId })).toBe(3);
    const profile = await server.request.get('/api/profile').set(merchant.auth).expect(200);
    await server.request.get(profile.body.avatar_url).expect(200);
  });
});

describe('deleting the account', () => {
  it('deletes every store’s catalog and every photo, and no other merchant’s', async () => {
    const merchant = await registerMerchant(server);
    const other = await registerMerchant(server);
    const first = await fillStore(merchant, 'Loja 1');
    const second = await fillStore(merchant, 'Loja 2');
    const others = await fillStore(other, 'Loja de outra pessoa');

    await server.request
      .delete('/api/profile')
      .set(merchant.auth)
      .send({ password: merchant.password })
      .expect(200);

    const ds = server.dataSource;
    expect(await ds.getRepository(User).findOneBy({ id: merchant.userId })).toBeNull();
    expect(await ds.getRepository(Store).countBy({ userId: merchant.userId })).toBe(0);
    for (const { store } of [first, second]) {
      expect(await countsFor(store.id)).toEqual({ products: 0, coupons: 0, shipping: 0 });
    }
    expect(await ds.getRepository(Upload).countBy({ userId: merchant.userId })).toBe(0);
    await server.request.get(first.photoUrl).expect(404);
    expect(await countsFor(others.store.id)).toEqual({ products: 2, coupons: 1, shipping: 1 });
    await server.request.get(others.photoUrl).expect(200);
  });
});
