import type { Product } from '@pagora/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOfferFor, getOfferById } from '../src/catalog/offers.ts';
import { CheckoutOffer, CheckoutOfferTrigger } from '../src/db/entities/index.ts';
import {
  createProductFor,
  type Merchant,
  merchantWithStore,
  PNG_1X1,
  registerMerchant,
  startTestServer,
  type TestServer,
} from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const offers = () => server.dataSource.getRepository(CheckoutOffer);
const triggers = () => server.dataSource.getRepository(CheckoutOfferTrigger);
const png = { bytes: PNG_1X1, filename: 'foto.png', contentType: 'image/png' };

type Path = '/api/order-bumps' | '/api/upsells';

/** The payload the offer form sends. */
function offerPayload(storeId: number, productId: number, overrides: Record<string, unknown> = {}) {
  return {
    store_id: storeId,
    product_id: productId,
    offerPrice: '29,90',
    headline: 'Leve também o e-book',
    description: 'Só nesta compra.',
    triggerProductIds: [],
    isActive: true,
    ...overrides,
  };
}

async function createOffer(
  path: Path,
  merchant: Merchant,
  storeId: number,
  productId: number,
  overrides: Record<string, unknown> = {},
) {
  const response = await server.request
    .post(path)
    .set(merchant.auth)
    .send(offerPayload(storeId, productId, overrides))
    .expect(201);
  return response.body as { id: number; trigger_product_ids: number[] };
}

/** A merchant's store with a main product (49,90), an e-book (19,90, with photo) and a course. */
async function storeWithProducts() {
  const { merchant, storeId } = await merchantWithStore(server);
  const main = await createProductFor(server, merchant, storeId, { title: 'Camiseta', price: '49,90' });
  const ebook = await createProductFor(
    server,
    merchant,
    storeId,
    { title: 'E-book', description: 'Guia de estilo.', price: '19,90', productType: 'digital' },
    png,
  );
  const course = await createProductFor(server, merchant, storeId, { title: 'Curso', price: '99' });
  return { merchant, storeId, main, ebook, course };
}

describe('POST /api/order-bumps and /api/upsells', () => {
  it('creates a bump with its product, price in cents, triggers, and answers 201 with it', async () => {
    const { merchant, storeId, main, ebook, course } = await storeWithProducts();
    const response = await server.request
      .post('/api/order-bumps')
      .set(merchant.auth)
      .send(
        offerPayload(storeId, ebook.id, {
          offerPrice: '9,90',
          headline: '  Leve o e-book  ',
          triggerProductIds: [course.id, main.id, main.id],
        }),
      )
      .expect(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      store_id: storeId,
      product_id: ebook.id,
      product_name: 'E-book',
      product_image_url: ebook.image_url,
      offer_price_cents: 990,
      original_price_cents: 1990,
      headline: 'Leve o e-book',
      description: 'Só nesta compra.',
      trigger_product_ids: [main.id, course.id].sort((a, b) => a - b),
      is_active: true,
      created_at: expect.any(String),
    });
    expect(await offers().findOneByOrFail({ id: response.body.id })).toMatchObject({
      kind: 'bump',
      offerPriceCents: 990,
      allProducts: false,
    });
    expect(await triggers().countBy({ offerId: response.body.id })).toBe(2);
  });

  it('keeps bumps and upsells apart: each list has only its kind, newest first', async () => {
    const { merchant, storeId, main, ebook, course } = await storeWithProducts();
    const bump1 = await createOffer('/api/order-bumps', merchant, storeId, ebook.id);
    const upsell = await createOffer('/api/upsells', merchant, storeId, course.id, {
      offerPrice: 59.9,
      triggerProductIds: [main.id],
      isActive: false,
    });
    const bump2 = await createOffer('/api/order-bumps', merchant, storeId, course.id);
    const bumps = await server.request
      .get('/api/order-bumps')
      .query({ store_id: storeId })
      .set(merchant.auth)
      .expect(200);
    expect(bumps.body.map((offer: { id: number }) => offer.id)).toEqual([bump2.id, bump1.id]);
    expect(bumps.body[1]).toMatchObject({ trigger_product_ids: [], product_image_url: ebook.image_url });
    expect(bumps.body[0]).toMatchObject({ product_name: 'Curso', product_image_url: null });
    const upsells = await server.request
      .get('/api/upsells')
      .query({ store_id: storeId })
      .set(merchant.auth)
      .expect(200);
    expect(upsells.body).toEqual([
      expect.objectContaining({
        id: upsell.id,
        offer_price_cents: 5990,
        original_price_cents: 9900,
        trigger_product_ids: [main.id],
        is_active: false,
      }),
    ]);
  });

  it('refuses a product or a trigger of another store, or one that does not exist, with 422', async () => {
    const { merchant, storeId, main, ebook } = await storeWithProducts();
    const sameMerchantStore = await server.request
      .post('/api/create-store')
      .set(merchant.auth)
      .send({ storeName: 'Outra loja minha' })
      .expect(201);
    const foreign = await createProductFor(server, merchant, sameMerchantStore.body.store.id, {
      title: 'Alheio',
    });
    for (const payload of [
      offerPayload(storeId, foreign.id),
      offerPayload(storeId, ebook.id, { triggerProductIds: [main.id, foreign.id] }),
      offerPayload(storeId, 999_999_999),
      offerPayload(storeId, ebook.id, { triggerProductIds: [999_999_999] }),
    ]) {
      const response = await server.request
        .post('/api/order-bumps')
        .set(merchant.auth)
        .send(payload)
        .expect(422);
      expect(response.body).toEqual({ error: 'Produto não encontrado nesta loja.' });
    }
    expect(await offers().countBy({ storeId })).toBe(0);
  });

  it.each([
    [{ product_id: null }, 'Escolha o produto da oferta.'],
    [{ offerPrice: 'abc' }, 'Informe um preço de oferta válido, por exemplo 29,90.'],
    [{ offerPrice: '0' }, 'Informe um preço de oferta válido, por exemplo 29,90.'],
    [{ offerPrice: '1.000.000,01' }, 'Preço grande demais.'],
    [{ offerPrice: 0.004 }, 'Informe o valor com no máximo duas casas decimais (centavos).'],
    [{ offerPrice: '29.905' }, 'Informe o valor no formato 1.234,56.'],
    [{ offerPrice: true }, 'Informe um preço de oferta válido, por exemplo 29,90.'],
    [{ product_id: true }, 'Escolha o produto da oferta.'],
    [{ product_id: '0x1' }, 'Escolha o produto da oferta.'],
    [{ headline: ' ' }, 'Informe o título da oferta.'],
    [{ headline: 'x'.repeat(121) }, 'O título deve ter no máximo 120 caracteres.'],
    [{ description: 'x'.repeat(601) }, 'A descrição deve ter no máximo 600 caracteres.'],
  ])('refuses %j with 422', async (overrides, message) => {
    const { merchant, storeId, ebook } = await storeWithProducts();
    const response = await server.request
      .post('/api/upsells')
      .set(merchant.auth)
      .send(offerPayload(storeId, ebook.id, overrides))
      .expect(422);
    expect(response.body).toEqual({ error: message });
    expect(await offers().countBy({ storeId })).toBe(0);
  });

  it('refuses another merchant’s store (403) and no session (401)', async () => {
    const { storeId, ebook } = await storeWithProducts();
    const other = await registerMerchant(server);
    const response = await server.request
      .post('/api/order-bumps')
      .set(other.auth)
      .send(offerPayload(storeId, ebook.id))
      .expect(403);
    expect(response.body).toEqual({ error: 'Acesso não autorizado a esta loja.' });
    await server.request.post('/api/order-bumps').send(offerPayload(storeId, ebook.id)).expect(401);
    await server.request.get('/api/upsells').query({ store_id: storeId }).set(other.auth).expect(403);
  });
});

describe('PUT and DELETE /api/order-bumps/:id and /api/upsells/:id', () => {
  it('saves the changes and replaces the triggers', async () => {
    const { merchant, storeId, main, ebook, course } = await storeWithProducts();
    const bump = await createOffer('/api/order-bumps', merchant, storeId, ebook.id, {
      triggerProductIds: [main.id],
    });
    const response = await server.request
      .put(`/api/order-bumps/${bump.id}`)
      .set(merchant.auth)
      .send(
        offerPayload(storeId, course.id, {
          offerPrice: '79,00',
          headline: 'Curso com desconto',
          description: '',
          triggerProductIds: [ebook.id],
          isActive: false,
        }),
      )
      .expect(200);
    expect(response.body).toMatchObject({
      id: bump.id,
      product_id: course.id,
      product_name: 'Curso',
      offer_price_cents: 7900,
      headline: 'Curso com desconto',
      description: '',
      trigger_product_ids: [ebook.id],
      is_active: false,
    });
    const cleared = await server.request
      .put(`/api/order-bumps/${bump.id}`)
      .set(merchant.auth)
      .send(offerPayload(storeId, course.id, { triggerProductIds: [] }))
      .expect(200);
    expect(cleared.body.trigger_product_ids).toEqual([]);
    expect(await triggers().countBy({ offerId: bump.id })).toBe(0);
    expect((await offers().findOneByOrFail({ id: bump.id })).allProducts).toBe(true);
  });

  it('answers 404 for an id of the other kind, an unknown id, and a product of another store is 422', async () => {
    const { merchant, storeId, ebook } = await storeWithProducts();
    const bump = await createOffer('/api/order-bumps', merchant, storeId, ebook.id);
    const wrongKind = await server.request
      .put(`/api/upsells/${bump.id}`)
      .set(merchant.auth)
      .send(offerPayload(storeId, ebook.id))
      .expect(404);
    expect(wrongKind.body).toEqual({ error: 'Upsell não encontrado.' });
    const unknown = await server.request.delete('/api/order-bumps/999999999').set(merchant.auth).expect(404);
    expect(unknown.body).toEqual({ error: 'Order bump não encontrado.' });
    await server.request.delete('/api/order-bumps/abc').set(merchant.auth).expect(404);
    const other = await storeWithProducts();
    const foreign = await server.request
      .put(`/api/order-bumps/${bump.id}`)
      .set(merchant.auth)
      .send(offerPayload(storeId, other.ebook.id))
      .expect(422);
    expect(foreign.body).toEqual({ error: 'Produto não encontrado nesta loja.' });
  });

  it('deletes an offer with its triggers, answering the kind’s message', async () => {
    const { merchant, storeId, main, ebook } = await storeWithProducts();
    const bump = await createOffer('/api/order-bumps', merchant, storeId, ebook.id, {
      triggerProductIds: [main.id],
    });
    const upsell = await createOffer('/api/upsells', merchant, storeId, ebook.id);
    const deletedBump = await server.request
      .delete(`/api/order-bumps/${bump.id}`)
      .set(merchant.auth)
      .expect(200);
    expect(deletedBump.body).toEqual({ message: 'Order bump excluído!' });
    const deletedUpsell = await server.request
      .delete(`/api/upsells/${upsell.id}`)
      .set(merchant.auth)
      .expect(200);
    expect(deletedUpsell.body).toEqual({ message: 'Upsell excluído!' });
    expect(await offers().countBy({ storeId })).toBe(0);
    expect(await triggers().countBy({ offerId: bump.id })).toBe(0);
  });

  it('gives another merchant 404 on update and delete; nothing changes', async () => {
    const { merchant, storeId, ebook } = await storeWithProducts();
    const bump = await createOffer('/api/order-bumps', merchant, storeId, ebook.id);
    const other = await storeWithProducts();
    await server.request
      .put(`/api/order-bumps/${bump.id}`)
      .set(other.merchant.auth)
      .send(offerPayload(other.storeId, other.ebook.id, { headline: 'Roubado' }))
      .expect(404);
    await server.request.delete(`/api/order-bumps/${bump.id}`).set(other.merchant.auth).expect(404);
    expect(await offers().findOneByOrFail({ id: bump.id })).toMatchObject({
      storeId,
      productId: ebook.id,
      headline: 'Leve também o e-book',
    });
  });
});

describe('findOfferFor and getOfferById (the checkout’s reads)', () => {
  const find = (storeId: number, product: Product, kind: 'bump' | 'upsell') =>
    findOfferFor(server.db.manager, storeId, product.id, kind);

  it('answers the newest active offer whose triggers include the product, in the checkout’s shape', async () => {
    const { merchant, storeId, main, ebook, course } = await storeWithProducts();
    const older = await createOffer('/api/order-bumps', merchant, storeId, ebook.id, {
      offerPrice: '9,90',
      triggerProductIds: [main.id],
    });
    expect(await find(storeId, main, 'bump')).toEqual({
      id: older.id,
      productId: ebook.id,
      productName: 'E-book',
      productDescription: 'Guia de estilo.',
      imageUrl: ebook.image_url,
      offerPriceCents: 990,
      originalPriceCents: 1990,
      headline: 'Leve também o e-book',
      description: 'Só nesta compra.',
      productType: 'digital',
    });
    // Not triggered by the course, and no upsell exists.
    expect(await find(storeId, course, 'bump')).toBeNull();
    expect(await find(storeId, main, 'upsell')).toBeNull();

    const newer = await createOffer('/api/order-bumps', merchant, storeId, course.id, {
      triggerProductIds: [main.id, ebook.id],
    });
    expect((await find(storeId, main, 'bump'))?.id).toBe(newer.id);
    // A newer inactive offer is skipped.
    await createOffer('/api/order-bumps', merchant, storeId, course.id, { isActive: false });
    expect((await find(storeId, main, 'bump'))?.id).toBe(newer.id);
    // The offers of one store never show in another.
    const other = await storeWithProducts();
    expect(await findOfferFor(server.db.manager, other.storeId, main.id, 'bump')).toBeNull();
  });

  it('applies an offer saved without triggers to every product, but never bumps a product on its own checkout', async () => {
    const { merchant, storeId, main, ebook, course } = await storeWithProducts();
    const older = await createOffer('/api/order-bumps', merchant, storeId, course.id);
    const everywhere = await createOffer('/api/order-bumps', merchant, storeId, ebook.id);
    expect((await find(storeId, main, 'bump'))?.id).toBe(everywhere.id);
    expect((await find(storeId, course, 'bump'))?.id).toBe(everywhere.id);
    // On the e-book's own checkout the e-book bump is skipped for the next one.
    expect((await find(storeId, ebook, 'bump'))?.id).toBe(older.id);
    // Even when it is explicitly triggered by itself.
    await createOffer('/api/order-bumps', merchant, storeId, ebook.id, { triggerProductIds: [ebook.id] });
    expect((await find(storeId, ebook, 'bump'))?.id).toBe(older.id);
    // An upsell of the product just bought is fine.
    const upsell = await createOffer('/api/upsells', merchant, storeId, ebook.id, {
      triggerProductIds: [ebook.id],
    });
    expect((await find(storeId, ebook, 'upsell'))?.id).toBe(upsell.id);
  });

  it('skips an offer whose product is inactive, and gets it back when the product is active again', async () => {
    const { merchant, storeId, main, ebook } = await storeWithProducts();
    const bump = await createOffer('/api/order-bumps', merchant, storeId, ebook.id);
    const setStatus = (status: string) =>
      server.request
        .put(`/api/products/${ebook.id}`)
        .set(merchant.auth)
        .field('title', 'E-book')
        .field('description', 'Guia de estilo.')
        .field('price', '19,90')
        .field('productType', 'digital')
        .field('status', status)
        .expect(200);
    await setStatus('inactive');
    expect(await find(storeId, main, 'bump')).toBeNull();
    expect(await getOfferById(server.db.manager, storeId, bump.id)).toBeNull();
    await setStatus('active');
    expect((await find(storeId, main, 'bump'))?.id).toBe(bump.id);
  });

  it('does not turn an offer aimed at a deleted product into an offer on every checkout', async () => {
    const { merchant, storeId, main, ebook, course } = await storeWithProducts();
    const bump = await createOffer('/api/order-bumps', merchant, storeId, ebook.id, {
      triggerProductIds: [course.id],
    });
    await server.request.delete(`/api/products/${course.id}`).set(merchant.auth).expect(200);
    expect(await triggers().countBy({ offerId: bump.id })).toBe(0);
    expect(await find(storeId, main, 'bump')).toBeNull();
    // Deleting the offered product deletes the offer.
    await server.request.delete(`/api/products/${ebook.id}`).set(merchant.auth).expect(200);
    expect(await offers().countBy({ id: bump.id })).toBe(0);
  });

  it('getOfferById answers the offer while it is active, null when inactive, deleted or of another store', async () => {
    const { merchant, storeId, ebook } = await storeWithProducts();
    const upsell = await createOffer('/api/upsells', merchant, storeId, ebook.id, { offerPrice: '5' });
    expect(await getOfferById(server.db.manager, storeId, upsell.id)).toMatchObject({
      id: upsell.id,
      productId: ebook.id,
      offerPriceCents: 500,
      originalPriceCents: 1990,
      productType: 'digital',
    });
    const other = await merchantWithStore(server);
    expect(await getOfferById(server.db.manager, other.storeId, upsell.id)).toBeNull();
    await server.request
      .put(`/api/upsells/${upsell.id}`)
      .set(merchant.auth)
      .send(offerPayload(storeId, ebook.id, { isActive: false }))
      .expect(200);
    expect(await getOfferById(server.db.manager, storeId, upsell.id)).toBeNull();
    await server.request.delete(`/api/upsells/${upsell.id}`).set(merchant.auth).expect(200);
    expect(await getOfferById(server.db.manager, storeId, upsell.id)).toBeNull();
  });
});

describe('deleting a store', () => {
  it('deletes its offers and their triggers, and no other store’s', async () => {
    const { merchant, storeId, main, ebook } = await storeWithProducts();
    const kept = await storeWithProducts();
    const bump = await createOffer('/api/order-bumps', merchant, storeId, ebook.id, {
      triggerProductIds: [main.id],
    });
    await createOffer('/api/upsells', merchant, storeId, ebook.id);
    const keptBump = await createOffer('/api/order-bumps', kept.merchant, kept.storeId, kept.ebook.id, {
      triggerProductIds: [kept.main.id],
    });
    await server.request.delete(`/api/stores/${storeId}`).set(merchant.auth).expect(200);
    expect(await offers().countBy({ storeId })).toBe(0);
    expect(await triggers().countBy({ offerId: bump.id })).toBe(0);
    expect(await offers().countBy({ storeId: kept.storeId })).toBe(1);
    expect(await triggers().countBy({ offerId: keptBump.id })).toBe(1);
  });
});
