import { MAX_IMAGE_BYTES, PRODUCT_PAGE_SIZE, PRODUCT_PLACEHOLDER_IMAGE_URL } from '@pagora/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, updateProduct } from '../src/catalog/products.ts';
import { Product, Store, Upload } from '../src/db/entities/index.ts';
import {
  createProductFor,
  createStoreFor,
  GIF_1X1,
  JPEG_BYTES,
  merchantWithStore,
  PNG_1X1,
  productForm,
  startTestServer,
  type TestServer,
  WEBP_1X1,
} from './helpers.ts';
import { imageFacts } from './image-fixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const png = { bytes: PNG_1X1, filename: 'foto.png', contentType: 'image/png' };
const jpeg = { bytes: JPEG_BYTES, filename: 'foto.jpg', contentType: 'image/jpeg' };
const webp = { bytes: WEBP_1X1, filename: 'foto.webp', contentType: 'image/webp' };
const gif = { bytes: GIF_1X1, filename: 'foto.gif', contentType: 'image/gif' };

const products = () => server.dataSource.getRepository(Product);
const uploads = () => server.dataSource.getRepository(Upload);

describe('POST /api/products', () => {
  it('creates the product from the multipart form and answers 201 with it', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const response = await productForm(server.request.post('/api/products').set(merchant.auth), {
      title: '  Camiseta Azul  ',
      description: 'Camiseta 100% algodão.',
      price: '1.234,56',
      productType: 'digital',
      status: 'inactive',
      store_id: storeId,
    }).expect(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      store_id: storeId,
      name: 'Camiseta Azul',
      slug: 'camiseta-azul',
      description: 'Camiseta 100% algodão.',
      price_cents: 123456,
      product_type: 'digital',
      status: 'inactive',
      image_url: null,
      external_id: null,
      checkout_url: `http://pagora.test/c/${storeId}/camiseta-azul`,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const stored = await products().findOneByOrFail({ id: response.body.id });
    expect(stored).toMatchObject({
      storeId,
      name: 'Camiseta Azul',
      slug: 'camiseta-azul',
      description: 'Camiseta 100% algodão.',
      priceCents: 123456,
      productType: 'digital',
      status: 'inactive',
      imageUploadId: null,
      externalId: null,
    });

    const read = await server.request.get(`/api/products/${response.body.id}`).set(merchant.auth).expect(200);
    expect(read.body).toEqual(response.body);
  });

  it('defaults the type to physical and the status to active; "49,90" is 4990 cents', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const response = await productForm(server.request.post('/api/products').set(merchant.auth), {
      title: 'Caneca',
      description: 'Caneca de porcelana.',
      price: '49,90',
      store_id: storeId,
    }).expect(201);
    expect(response.body).toMatchObject({ product_type: 'physical', status: 'active', price_cents: 4990 });
  });

  it.each([
    ['PNG', png, 'image/png'],
    ['JPEG', jpeg, 'image/jpeg'],
    ['WEBP', webp, 'image/webp'],
  ])('stores a %s photo and serves it with its type', async (_label, image, contentType) => {
    const { merchant, storeId } = await merchantWithStore(server);
    const product = await createProductFor(server, merchant, storeId, {}, image);
    expect(product.image_url).toMatch(/^\/uploads\/[0-9a-f-]{36}$/);
    const served = await server.request.get(product.image_url!).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe(contentType);
    // Uploads are re-encoded: the same picture in the same format, not the same bytes.
    const sent = await imageFacts(image.bytes);
    expect(await imageFacts(served.body as Buffer)).toMatchObject({
      format: sent.format,
      width: sent.width,
      height: sent.height,
    });

    const stored = await products().findOneByOrFail({ id: product.id });
    const upload = await uploads().findOneByOrFail({ id: stored.imageUploadId! });
    expect(upload).toMatchObject({
      userId: merchant.userId,
      contentType,
      byteSize: (served.body as Buffer).length,
    });
    expect(`/uploads/${upload.key}`).toBe(product.image_url);
  });

  it('sniffs the photo from its bytes: a GIF is refused with 415 and nothing is stored', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const disguised = { ...gif, filename: 'foto.png', contentType: 'image/png' };
    for (const image of [gif, disguised]) {
      const response = await productForm(
        server.request.post('/api/products').set(merchant.auth),
        { title: 'Produto', description: 'Descrição.', price: '10', store_id: storeId },
        image,
      ).expect(415);
      expect(response.body).toEqual({ error: 'Formato de imagem não suportado. Envie PNG, JPEG ou WEBP.' });
    }
    expect(await products().countBy({ storeId })).toBe(0);
    expect(await uploads().countBy({ userId: merchant.userId })).toBe(0);
  });

  it('refuses a photo over the limit with 413 and stores nothing', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const tooBig = { ...png, bytes: Buffer.concat([PNG_1X1, Buffer.alloc(MAX_IMAGE_BYTES)]) };
    const response = await productForm(
      server.request.post('/api/products').set(merchant.auth),
      { title: 'Produto', description: 'Descrição.', price: '10', store_id: storeId },
      tooBig,
    ).expect(413);
    expect(response.body).toEqual({ error: 'A imagem deve ter no máximo 2 MB.' });
    expect(await products().countBy({ storeId })).toBe(0);
    expect(await uploads().countBy({ userId: merchant.userId })).toBe(0);
  });

  it('treats an empty file input (no name, no bytes) as no photo, as a browser sends it', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const boundary = '----pagoraFormBoundary7MA4YWxkTrZu0gW';
    const part = (headers: string, value: string) => `--${boundary}\r\n${headers}\r\n\r\n${value}\r\n`;
    const body = [
      part('Content-Disposition: form-data; name="title"', 'Sem foto'),
      part('Content-Disposition: form-data; name="description"', 'Descrição.'),
      part('Content-Disposition: form-data; name="price"', '10'),
      part('Content-Disposition: form-data; name="store_id"', String(storeId)),
      part(
        'Content-Disposition: form-data; name="image"; filename=""\r\nContent-Type: application/octet-stream',
        '',
      ),
      `--${boundary}--\r\n`,
    ].join('');
    const response = await server.request
      .post('/api/products')
      .set(merchant.auth)
      .set('Content-Type', `multipart/form-data; boundary=${boundary}`)
      .send(Buffer.from(body))
      .expect(201);
    expect(response.body).toMatchObject({ name: 'Sem foto', image_url: null });
    expect(await uploads().countBy({ userId: merchant.userId })).toBe(0);
  });

  it('refuses an empty file that has a name (422) and a file under another field (422)', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const fields = { title: 'Produto', description: 'Descrição.', price: '10', store_id: storeId };
    const empty = await productForm(server.request.post('/api/products').set(merchant.auth), fields, {
      bytes: Buffer.alloc(0),
      filename: 'vazia.png',
      contentType: 'image/png',
    }).expect(422);
    expect(empty.body).toEqual({ error: 'O arquivo enviado está vazio.' });
    const wrongField = await productForm(server.request.post('/api/products').set(merchant.auth), fields)
      .attach('foto', PNG_1X1, 'foto.png')
      .expect(422);
    expect(wrongField.body).toEqual({ error: 'Envie a imagem no campo "image".' });
    expect(await products().countBy({ storeId })).toBe(0);
  });

  it.each([
    [{ price: 'abc' }, 'Informe um preço válido, por exemplo 49,90.'],
    [{ price: '-10,00' }, 'Informe um preço válido, por exemplo 49,90.'],
    [{ price: '10,999' }, 'Informe o valor no formato 1.234,56.'],
    // "12.345" could be R$ 12.345,00 or R$ 12,345: refused with the expected format.
    [{ price: '12.345' }, 'Informe o valor no formato 1.234,56.'],
    [{ price: '1.234' }, 'Informe o valor no formato 1.234,56.'],
    [{ price: '0x10' }, 'Informe um preço válido, por exemplo 49,90.'],
    [{ price: '1e3' }, 'Informe um preço válido, por exemplo 49,90.'],
    [{ price: 'Infinity' }, 'Informe um preço válido, por exemplo 49,90.'],
    [{ price: '' }, 'Informe o preço do produto.'],
    [{ price: undefined }, 'Informe o preço do produto.'],
    [{ title: '   ' }, 'Informe o título do produto.'],
    [{ title: 'x'.repeat(121) }, 'O título deve ter no máximo 120 caracteres.'],
    [{ description: undefined }, 'Informe a descrição do produto.'],
    [{ productType: 'servico' }, 'Tipo de produto inválido.'],
    [{ status: 'rascunho' }, 'Status inválido.'],
    [{ store_id: undefined }, 'Nenhuma loja ativa selecionada.'],
    [{ store_id: 'abc' }, 'Nenhuma loja ativa selecionada.'],
    [{ store_id: '1e0' }, 'Nenhuma loja ativa selecionada.'],
    [{ store_id: '0x1' }, 'Nenhuma loja ativa selecionada.'],
  ])('refuses %o with 422 and its message', async (change, message) => {
    const { merchant, storeId } = await merchantWithStore(server);
    const response = await productForm(server.request.post('/api/products').set(merchant.auth), {
      title: 'Produto',
      description: 'Descrição.',
      price: '10',
      store_id: storeId,
      ...change,
    }).expect(422);
    expect(response.body).toEqual({ error: message });
    expect(await products().countBy({ storeId })).toBe(0);
  });

  it('refuses JSON (415), a missing store (404) and requires a session (401)', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    await server.request
      .post('/api/products')
      .set(merchant.auth)
      .send({ title: 'X', description: 'Y', price: '1', store_id: storeId })
      .expect(415);
    const missing = await productForm(server.request.post('/api/products').set(merchant.auth), {
      title: 'X',
      description: 'Y',
      price: '1',
      store_id: 99999999,
    }).expect(404);
    expect(missing.body).toEqual({ error: 'Loja não encontrada.' });
    await productForm(server.request.post('/api/products'), {
      title: 'X',
      description: 'Y',
      price: '1',
      store_id: storeId,
    }).expect(401);
    expect(await products().countBy({ storeId })).toBe(0);
  });
});

describe('slugs', () => {
  it('are unique within the store (-2, -3…), free of accents, and per store', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const first = await createProductFor(server, merchant, storeId, { title: 'Camiseta Azul' });
    const second = await createProductFor(server, merchant, storeId, { title: 'camiseta azul' });
    const third = await createProductFor(server, merchant, storeId, { title: 'Camiseta  Azul!' });
    expect([first.slug, second.slug, third.slug]).toEqual([
      'camiseta-azul',
      'camiseta-azul-2',
      'camiseta-azul-3',
    ]);
    expect(second.checkout_url).toBe(`http://pagora.test/c/${storeId}/camiseta-azul-2`);
    const accents = await createProductFor(server, merchant, storeId, { title: 'Calça Básica Ação Nº 1' });
    expect(accents.slug).toBe('calca-basica-acao-n-1');

    const otherStore = await createStoreFor(server, merchant, 'Outra loja');
    const elsewhere = await createProductFor(server, merchant, otherStore.id, { title: 'Camiseta Azul' });
    expect(elsewhere.slug).toBe('camiseta-azul');

    const stored = await products().find({ where: { storeId }, order: { id: 'ASC' } });
    expect(stored.map((product) => product.slug)).toEqual([
      'camiseta-azul',
      'camiseta-azul-2',
      'camiseta-azul-3',
      'calca-basica-acao-n-1',
    ]);
  });

  it('never change when the product is renamed', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const product = await createProductFor(server, merchant, storeId, { title: 'Nome Antigo' });
    const renamed = await productForm(server.request.put(`/api/products/${product.id}`).set(merchant.auth), {
      title: 'Nome Novo',
      description: 'Descrição.',
      price: '10',
    }).expect(200);
    expect(renamed.body).toMatchObject({ name: 'Nome Novo', slug: 'nome-antigo' });
    expect(renamed.body.checkout_url).toBe(product.checkout_url);
    expect((await products().findOneByOrFail({ id: product.id })).slug).toBe('nome-antigo');
    // The old name's slug stays taken; the new name's slug is free for another product.
    const next = await createProductFor(server, merchant, storeId, { title: 'Nome Novo' });
    expect(next.slug).toBe('nome-novo');
  });

  it('stay unique when many products with the same name are created at once', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const created = await Promise.all(
      Array.from({ length: 8 }, () => createProductFor(server, merchant, storeId, { title: 'Boné' })),
    );
    const slugs = created.map((product) => product.slug).sort();
    expect(new Set(slugs).size).toBe(8);
    expect(slugs).toEqual(['bone', 'bone-2', 'bone-3', 'bone-4', 'bone-5', 'bone-6', 'bone-7', 'bone-8']);
  });
});

describe('GET /api/products', () => {
  it('lists the store’s products newest first with the placeholder for those without a photo', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const other = await createStoreFor(server, merchant, 'Outra');
    const older = await createProductFor(server, merchant, storeId, { title: 'Mais antigo' }, png);
    const newer = await createProductFor(server, merchant, storeId, {
      title: 'Mais novo',
      status: 'inactive',
    });
    await createProductFor(server, merchant, other.id, { title: 'De outra loja' });

    const response = await server.request
      .get(`/api/products?store_id=${storeId}`)
      .set(merchant.auth)
      .expect(200);
    expect(response.body).toEqual([
      {
        id: newer.id,
        name: 'Mais novo',
        image_url: PRODUCT_PLACEHOLDER_IMAGE_URL,
        status: 'inactive',
        checkout_url: newer.checkout_url,
      },
      {
        id: older.id,
        name: 'Mais antigo',
        image_url: older.image_url,
        status: 'active',
        checkout_url: older.checkout_url,
      },
    ]);
    expect(response.headers['x-total-count']).toBe('2');
  });

  it('answers an empty list with X-Total-Count 0 for a store without products', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const response = await server.request
      .get(`/api/products?store_id=${storeId}`)
      .set(merchant.auth)
      .expect(200);
    expect(response.body).toEqual([]);
    expect(response.headers['x-total-count']).toBe('0');
  });

  it('lists only the products synced from one shop with ?source= (shopify or woocommerce)', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const own = await createProductFor(server, merchant, storeId, { title: 'Produto próprio' });
    const fromShopify = await createProductFor(server, merchant, storeId, { title: 'Da Shopify' });
    const fromWoo = await createProductFor(server, merchant, storeId, { title: 'Do Woo' });
    await products().update(fromShopify.id, { externalId: 'gid://shopify/Product/1001' });
    await products().update(fromWoo.id, { externalId: 'woo:77' });

    const shopify = await server.request
      .get(`/api/products?store_id=${storeId}&page=1&source=shopify`)
      .set(merchant.auth)
      .expect(200);
    expect(shopify.body.map((p: { name: string }) => p.name)).toEqual(['Da Shopify']);
    expect(shopify.headers['x-total-count']).toBe('1');
    const woo = await server.request
      .get(`/api/products?store_id=${storeId}&source=woocommerce`)
      .set(merchant.auth)
      .expect(200);
    expect(woo.body.map((p: { name: string }) => p.name)).toEqual(['Do Woo']);
    const all = await server.request.get(`/api/products?store_id=${storeId}`).set(merchant.auth).expect(200);
    expect(all.body.map((p: { id: number }) => p.id)).toEqual([fromWoo.id, fromShopify.id, own.id]);
    await server.request
      .get(`/api/products?store_id=${storeId}&source=amazon`)
      .set(merchant.auth)
      .expect(422, { error: 'Origem de produto inválida.' });
  });

  it('pages by 50 when asked: page 1 has 50, page 2 the rest, newest first', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const total = PRODUCT_PAGE_SIZE + 12;
    await products().insert(
      Array.from({ length: total }, (_, i) => ({
        storeId,
        name: `Produto ${i + 1}`,
        slug: `produto-${i + 1}`,
        description: 'Descrição.',
        priceCents: 1000 + i,
        productType: 'physical' as const,
        status: 'active' as const,
        imageUploadId: null,
        externalId: null,
      })),
    );
    const ids = (
      await products().find({ where: { storeId }, order: { id: 'DESC' }, select: { id: true } })
    ).map((product) => product.id);

    const page1 = await server.request
      .get(`/api/products?store_id=${storeId}&page=1`)
      .set(merchant.auth)
      .expect(200);
    expect(page1.headers['x-total-count']).toBe(String(total));
    expect(page1.body).toHaveLength(PRODUCT_PAGE_SIZE);
    expect(page1.body.map((item: { id: number }) => item.id)).toEqual(ids.slice(0, PRODUCT_PAGE_SIZE));
    expect(page1.body[0]).toEqual({
      id: ids[0],
      name: `Produto ${total}`,
      image_url: PRODUCT_PLACEHOLDER_IMAGE_URL,
      status: 'active',
      checkout_url: `http://pagora.test/c/${storeId}/produto-${total}`,
    });

    const page2 = await server.request
      .get(`/api/products?store_id=${storeId}&page=2`)
      .set(merchant.auth)
      .expect(200);
    expect(page2.headers['x-total-count']).toBe(String(total));
    expect(page2.body.map((item: { id: number }) => item.id)).toEqual(ids.slice(PRODUCT_PAGE_SIZE));

    const page3 = await server.request
      .get(`/api/products?store_id=${storeId}&page=3`)
      .set(merchant.auth)
      .expect(200);
    expect(page3.body).toEqual([]);
    expect(page3.headers['x-total-count']).toBe(String(total));

    const all = await server.request.get(`/api/products?store_id=${storeId}`).set(merchant.auth).expect(200);
    expect(all.body.map((item: { id: number }) => item.id)).toEqual(ids);
  });

  it('refuses a bad page or store id with 422, an unknown store with 404, no session with 401', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    for (const page of ['0', '-1', 'abc', '1.5']) {
      const response = await server.request
        .get(`/api/products?store_id=${storeId}&page=${page}`)
        .set(merchant.auth)
        .expect(422);
      expect(response.body.error).toEqual(expect.any(String));
    }
    await server.request
      .get(`/api/products?store_id=${storeId}&page=99999999999`)
      .set(merchant.auth)
      .expect(422);
    const noStore = await server.request.get('/api/products').set(merchant.auth).expect(422);
    expect(noStore.body).toEqual({ error: 'Nenhuma loja ativa selecionada.' });
    const unknown = await server.request
      .get('/api/products?store_id=99999999')
      .set(merchant.auth)
      .expect(404);
    expect(unknown.body).toEqual({ error: 'Loja não encontrada.' });
    await server.request.get(`/api/products?store_id=${storeId}`).expect(401);
  });
});

describe('GET /api/products with q and include=price', () => {
  /** Inserts products straight into the store (name → price in cents), oldest first; their ids, newest first. */
  async function seed(storeId: number, items: [name: string, priceCents: number][]): Promise<number[]> {
    await products().insert(
      items.map(([name, priceCents], i) => ({
        storeId,
        name,
        slug: `busca-${i + 1}`,
        description: 'Descrição.',
        priceCents,
        productType: 'physical' as const,
        status: 'active' as const,
        imageUploadId: null,
        externalId: null,
      })),
    );
    return (await products().find({ where: { storeId }, order: { id: 'DESC' }, select: { id: true } })).map(
      (product) => product.id,
    );
  }

  const names = (response: { body: { name: string }[] }) => response.body.map((item) => item.name);

  it('finds products by part of the name in any case; the total counts only the matches', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    await seed(storeId, [
      ['Camiseta Azul', 4990],
      ['Boné', 2990],
      ['CAMISETA preta', 5990],
      ['Pão de queijo', 1500],
    ]);
    const other = await createStoreFor(server, merchant, 'Outra');
    await createProductFor(server, merchant, other.id, { title: 'Camiseta de outra loja' });

    const found = await server.request
      .get(`/api/products?store_id=${storeId}&q=${encodeURIComponent('  camiseta ')}`)
      .set(merchant.auth)
      .expect(200);
    expect(names(found)).toEqual(['CAMISETA preta', 'Camiseta Azul']);
    expect(found.headers['x-total-count']).toBe('2');

    const accented = await server.request
      .get(`/api/products?store_id=${storeId}&q=${encodeURIComponent('pão')}`)
      .set(merchant.auth)
      .expect(200);
    expect(names(accented)).toEqual(['Pão de queijo']);

    const none = await server.request
      .get(`/api/products?store_id=${storeId}&q=meia`)
      .set(merchant.auth)
      .expect(200);
    expect(none.body).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');

    // An empty search is no filter at all.
    const all = await server.request
      .get(`/api/products?store_id=${storeId}&q=`)
      .set(merchant.auth)
      .expect(200);
    expect(all.body).toHaveLength(4);
    expect(all.headers['x-total-count']).toBe('4');
  });

  it('matches % _ and \\ literally, not as LIKE wildcards', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    await seed(storeId, [
      ['Desconto 50%', 100],
      ['Desconto 500', 200],
      ['kit_a', 300],
      ['kitxa', 400],
      ['C:\\pasta', 500],
      ['C:pasta', 600],
    ]);
    const search = async (q: string) =>
      names(
        await server.request
          .get(`/api/products?store_id=${storeId}&q=${encodeURIComponent(q)}`)
          .set(merchant.auth)
          .expect(200),
      );
    expect(await search('50%')).toEqual(['Desconto 50%']);
    expect(await search('%')).toEqual(['Desconto 50%']);
    expect(await search('kit_')).toEqual(['kit_a']);
    expect(await search('_')).toEqual(['kit_a']);
    expect(await search('C:\\')).toEqual(['C:\\pasta']);
  });

  it('pages the search and combines it with ?source=', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const total = PRODUCT_PAGE_SIZE + 3;
    const ids = await seed(storeId, [
      ...Array.from({ length: total }, (_, i): [string, number] => [`Caneca ${i + 1}`, 1000 + i]),
      ['Camiseta', 4990],
    ]);
    const mugIds = ids.slice(1);

    const page1 = await server.request
      .get(`/api/products?store_id=${storeId}&q=caneca&page=1`)
      .set(merchant.auth)
      .expect(200);
    expect(page1.headers['x-total-count']).toBe(String(total));
    expect(page1.body.map((item: { id: number }) => item.id)).toEqual(mugIds.slice(0, PRODUCT_PAGE_SIZE));
    const page2 = await server.request
      .get(`/api/products?store_id=${storeId}&q=caneca&page=2&include=price`)
      .set(merchant.auth)
      .expect(200);
    expect(page2.body.map((item: { id: number }) => item.id)).toEqual(mugIds.slice(PRODUCT_PAGE_SIZE));
    expect(page2.body.map((item: { price_cents: number }) => item.price_cents)).toEqual([1002, 1001, 1000]);

    await products().update(mugIds[0]!, { externalId: 'gid://shopify/Product/1' });
    await products().update(ids[0]!, { externalId: 'gid://shopify/Product/2' });
    const synced = await server.request
      .get(`/api/products?store_id=${storeId}&source=shopify&q=CANECA&page=1`)
      .set(merchant.auth)
      .expect(200);
    expect(names(synced)).toEqual([`Caneca ${total}`]);
    expect(synced.headers['x-total-count']).toBe('1');
  });

  it('adds price_cents only with include=price; without it each item keeps its usual fields', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const created = await createProductFor(server, merchant, storeId, { title: 'Caneca', price: '49,90' });

    const priced = await server.request
      .get(`/api/products?store_id=${storeId}&include=price`)
      .set(merchant.auth)
      .expect(200);
    expect(priced.body).toEqual([
      {
        id: created.id,
        name: 'Caneca',
        image_url: PRODUCT_PLACEHOLDER_IMAGE_URL,
        status: 'active',
        checkout_url: created.checkout_url,
        price_cents: 4990,
      },
    ]);
    const plain = await server.request
      .get(`/api/products?store_id=${storeId}`)
      .set(merchant.auth)
      .expect(200);
    expect(Object.keys(plain.body[0]).sort()).toEqual(['checkout_url', 'id', 'image_url', 'name', 'status']);
  });

  it('refuses an unknown include and a search over 120 characters with 422', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    await server.request
      .get(`/api/products?store_id=${storeId}&include=stock`)
      .set(merchant.auth)
      .expect(422, { error: 'Valor de include inválido: use price.' });
    await server.request
      .get(`/api/products?store_id=${storeId}&q=${'a'.repeat(121)}`)
      .set(merchant.auth)
      .expect(422, { error: 'A busca deve ter no máximo 120 caracteres.' });
  });
});

describe('GET /api/products/:id', () => {
  it('answers 404 "Produto não encontrado." for an unknown or malformed id', async () => {
    const { merchant } = await merchantWithStore(server);
    for (const id of ['99999999', 'abc', '0']) {
      const response = await server.request.get(`/api/products/${id}`).set(merchant.auth).expect(404);
      expect(response.body).toEqual({ error: 'Produto não encontrado.' });
    }
  });
});

describe('PUT /api/products/:id', () => {
  it('saves every field and keeps the photo when no new one is sent', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const product = await createProductFor(server, merchant, storeId, {}, png);
    const response = await productForm(server.request.put(`/api/products/${product.id}`).set(merchant.auth), {
      title: 'Camiseta Verde',
      description: 'Nova descrição.',
      price: '59,90',
      productType: 'digital',
      status: 'inactive',
    }).expect(200);
    expect(response.body).toEqual({
      ...product,
      name: 'Camiseta Verde',
      description: 'Nova descrição.',
      price_cents: 5990,
      product_type: 'digital',
      status: 'inactive',
      updated_at: expect.any(String),
    });
    const stored = await products().findOneByOrFail({ id: product.id });
    expect(stored).toMatchObject({
      name: 'Camiseta Verde',
      description: 'Nova descrição.',
      priceCents: 5990,
      productType: 'digital',
      status: 'inactive',
      slug: 'camiseta-azul',
    });
    await server.request.get(product.image_url!).expect(200);
  });

  it('replaces the photo with a new one and deletes the old upload', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const product = await createProductFor(server, merchant, storeId, {}, png);
    const before = await products().findOneByOrFail({ id: product.id });
    const response = await productForm(
      server.request.put(`/api/products/${product.id}`).set(merchant.auth),
      { title: 'Camiseta Azul', description: 'Camiseta de algodão.', price: '49,90' },
      webp,
    ).expect(200);
    expect(response.body.image_url).toMatch(/^\/uploads\/[0-9a-f-]{36}$/);
    expect(response.body.image_url).not.toBe(product.image_url);
    const served = await server.request.get(response.body.image_url).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    await server.request.get(product.image_url!).expect(404);
    expect(await uploads().findOneBy({ id: before.imageUploadId! })).toBeNull();
    expect(await uploads().countBy({ userId: merchant.userId })).toBe(1);
  });

  it('refuses a GIF (415) and invalid fields (422) without changing anything', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const product = await createProductFor(server, merchant, storeId, {}, png);
    const before = await products().findOneByOrFail({ id: product.id });
    await productForm(
      server.request.put(`/api/products/${product.id}`).set(merchant.auth),
      { title: 'Outro', description: 'Outra.', price: '1' },
      gif,
    ).expect(415);
    const invalid = await productForm(server.request.put(`/api/products/${product.id}`).set(merchant.auth), {
      title: 'Outro',
      description: 'Outra.',
      price: '-1',
    }).expect(422);
    expect(invalid.body).toEqual({ error: 'Informe um preço válido, por exemplo 49,90.' });
    expect(await products().findOneByOrFail({ id: product.id })).toEqual(before);
    expect(await uploads().countBy({ userId: merchant.userId })).toBe(1);
  });
});

describe('DELETE /api/products/:id', () => {
  it('deletes the product and its photo', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const product = await createProductFor(server, merchant, storeId, {}, jpeg);
    const response = await server.request
      .delete(`/api/products/${product.id}`)
      .set(merchant.auth)
      .expect(200);
    expect(response.body).toEqual({ message: 'Produto excluído com sucesso.' });
    expect(await products().findOneBy({ id: product.id })).toBeNull();
    expect(await uploads().countBy({ userId: merchant.userId })).toBe(0);
    await server.request.get(product.image_url!).expect(404);
    const again = await server.request.get(`/api/products/${product.id}`).set(merchant.auth).expect(404);
    expect(again.body).toEqual({ error: 'Produto não encontrado.' });
    await server.request.delete(`/api/products/${product.id}`).set(merchant.auth).expect(404);
  });
});

describe('isolation between merchants', () => {
  it('gives another merchant 403 on the list and 404 on read, update and delete; nothing changes', async () => {
    const { merchant: owner, storeId } = await merchantWithStore(server, 'Da dona');
    const { merchant: intruder, storeId: intruderStoreId } = await merchantWithStore(server, 'Do intruso');
    const product = await createProductFor(server, owner, storeId, {}, png);
    const before = await products().findOneByOrFail({ id: product.id });

    const list = await server.request.get(`/api/products?store_id=${storeId}`).set(intruder.auth).expect(403);
    expect(list.body).toEqual({ error: 'Acesso não autorizado a esta loja.' });
    const paged = await server.request
      .get(`/api/products?store_id=${storeId}&page=1`)
      .set(intruder.auth)
      .expect(403);
    expect(paged.headers['x-total-count']).toBeUndefined();

    const read = await server.request.get(`/api/products/${product.id}`).set(intruder.auth).expect(404);
    expect(read.body).toEqual({ error: 'Produto não encontrado.' });
    const update = await productForm(
      server.request.put(`/api/products/${product.id}`).set(intruder.auth),
      { title: 'Roubado', description: 'Roubado.', price: '1' },
      webp,
    ).expect(404);
    expect(update.body).toEqual({ error: 'Produto não encontrado.' });
    const remove = await server.request.delete(`/api/products/${product.id}`).set(intruder.auth).expect(404);
    expect(remove.body).toEqual({ error: 'Produto não encontrado.' });

    // Creating in someone else's store is refused too.
    const create = await productForm(server.request.post('/api/products').set(intruder.auth), {
      title: 'Intruso',
      description: 'Intruso.',
      price: '1',
      store_id: storeId,
    }).expect(403);
    expect(create.body).toEqual({ error: 'Acesso não autorizado a esta loja.' });

    expect(await products().findOneByOrFail({ id: product.id })).toEqual(before);
    expect(await products().countBy({ storeId })).toBe(1);
    expect(await products().countBy({ storeId: intruderStoreId })).toBe(0);
    expect(await uploads().countBy({ userId: intruder.userId })).toBe(0);
    await server.request.get(product.image_url!).expect(200);
  });
});

describe('the product service', () => {
  it('does not trust its callers: negative or fractional prices and unknown types are refused', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const store = await server.dataSource.getRepository(Store).findOneByOrFail({ id: storeId });
    const valid = {
      name: 'Produto',
      description: 'Descrição.',
      priceCents: 100,
      productType: 'physical' as const,
      status: 'active' as const,
    };
    const attempts = [
      [{ priceCents: -1 }, 'Informe um preço válido, por exemplo 49,90.'],
      [{ priceCents: 10.5 }, 'Informe um preço válido, por exemplo 49,90.'],
      [{ priceCents: 100_000_001 }, 'Preço grande demais.'],
      [{ name: ' ' }, 'Informe o título do produto.'],
      [{ productType: 'servico' }, 'Tipo de produto inválido.'],
      [{ status: 'rascunho' }, 'Status inválido.'],
    ] as const;
    for (const [change, message] of attempts) {
      await expect(
        server.db.transaction((manager) =>
          createProduct(manager, store, { ...valid, ...change } as typeof valid, undefined),
        ),
      ).rejects.toThrow(message);
    }
    const product = await server.db.transaction((manager) => createProduct(manager, store, valid, undefined));
    await expect(
      server.db.transaction((manager) =>
        updateProduct(manager, merchant.userId, product.product.id, { ...valid, priceCents: -5 }, undefined),
      ),
    ).rejects.toThrow('Informe um preço válido, por exemplo 49,90.');
    expect(await products().countBy({ storeId })).toBe(1);
    expect((await products().findOneByOrFail({ id: product.product.id })).priceCents).toBe(100);
  });
});

describe('GET /produto-sem-foto.svg', () => {
  it('serves the placeholder as SVG with a long cache', async () => {
    const response = await server.request.get(PRODUCT_PLACEHOLDER_IMAGE_URL).buffer(true).expect(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=604800');
    const body = Buffer.isBuffer(response.body) ? response.body.toString() : response.text;
    expect(body).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(body).toContain('<title>Produto sem foto</title>');
    await server.request
      .get(PRODUCT_PLACEHOLDER_IMAGE_URL)
      .set('If-None-Match', response.headers.etag!)
      .expect(304);
  });
});
