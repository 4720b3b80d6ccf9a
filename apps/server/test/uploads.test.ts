import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Response, Test } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Upload } from '../src/db/entities/index.ts';
import { downloadImage } from '../src/integrations/product-sync.ts';
import {
  createProductFor,
  JPEG_BYTES,
  type Merchant,
  merchantWithStore,
  PNG_1X1,
  productForm,
  startTestServer,
  type TestServer,
  WEBP_1X1,
} from './helpers.ts';
import { imageFacts, jpegWithGps, pngDeclaring, solidImage } from './image-fixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const uploads = () => server.dataSource.getRepository(Upload);

const TOO_MANY_PIXELS = 'Imagem grande demais: no máximo 6000 × 6000 pixels.';
const UNREADABLE = 'Não foi possível ler a imagem. Envie outro arquivo.';

interface ImagePath {
  name: string;
  /** Sends `bytes` through this path, after whatever the path needs first (a product to update…). */
  send(merchant: Merchant, storeId: number, bytes: Buffer): Promise<Response>;
  /** The URL of the stored image from a successful answer. */
  urlOf(body: Record<string, unknown>): string;
  /** The formats this path takes. */
  formats: readonly ('png' | 'jpeg' | 'webp')[];
}

const attach = (request: Test, field: string, bytes: Buffer) =>
  request.attach(field, bytes, { filename: 'imagem', contentType: 'application/octet-stream' });

const productFields = { title: 'Camiseta', description: 'Algodão.', price: '49,90' };
const photoPart = (bytes: Buffer) => ({ bytes, filename: 'foto', contentType: 'application/octet-stream' });

const testimonial = (request: Test, storeId: number) =>
  request.field('store_id', String(storeId)).field('name', 'Ana Souza').field('text', 'Chegou rápido!');

const checkoutImage = (merchant: Merchant, storeId: number, kind: string, bytes: Buffer) =>
  attach(
    server.request
      .post('/api/checkout-settings/images')
      .set(merchant.auth)
      .field('store_id', String(storeId))
      .field('kind', kind),
    'image',
    bytes,
  );

/** Every way an image reaches the uploads table from a merchant's request. */
const paths: ImagePath[] = [
  {
    name: 'avatar',
    send: async (merchant, _storeId, bytes) =>
      attach(server.request.post('/api/profile/avatar').set(merchant.auth), 'avatar', bytes),
    urlOf: (body) => body.avatar_url as string,
    formats: ['png', 'jpeg'],
  },
  {
    name: 'new product photo',
    send: async (merchant, storeId, bytes) =>
      productForm(
        server.request.post('/api/products').set(merchant.auth),
        { ...productFields, store_id: storeId },
        photoPart(bytes),
      ),
    urlOf: (body) => body.image_url as string,
    formats: ['png', 'jpeg', 'webp'],
  },
  {
    name: 'replaced product photo',
    send: async (merchant, storeId, bytes) => {
      const product = await createProductFor(server, merchant, storeId);
      return productForm(
        server.request.put(`/api/products/${product.id}`).set(merchant.auth),
        productFields,
        photoPart(bytes),
      );
    },
    urlOf: (body) => body.image_url as string,
    formats: ['png', 'jpeg', 'webp'],
  },
  {
    name: 'new testimonial photo',
    send: async (merchant, storeId, bytes) =>
      attach(
        testimonial(server.request.post('/api/social-proofs').set(merchant.auth), storeId),
        'photo',
        bytes,
      ),
    urlOf: (body) => body.photo_url as string,
    formats: ['png', 'jpeg', 'webp'],
  },
  {
    name: 'replaced testimonial photo',
    send: async (merchant, storeId, bytes) => {
      const created = await testimonial(
        server.request.post('/api/social-proofs').set(merchant.auth),
        storeId,
      ).expect(201);
      return attach(
        testimonial(server.request.put(`/api/social-proofs/${created.body.id}`).set(merchant.auth), storeId),
        'photo',
        bytes,
      );
    },
    urlOf: (body) => body.photo_url as string,
    formats: ['png', 'jpeg', 'webp'],
  },
  {
    name: 'checkout banner',
    send: async (merchant, storeId, bytes) => checkoutImage(merchant, storeId, 'banner', bytes),
    urlOf: (body) => body.url as string,
    formats: ['png', 'jpeg'],
  },
  {
    name: 'checkout logo',
    send: async (merchant, storeId, bytes) => checkoutImage(merchant, storeId, 'logo', bytes),
    urlOf: (body) => body.url as string,
    formats: ['png', 'jpeg', 'webp'],
  },
];

const succeeded = (response: Response) => expect([200, 201]).toContain(response.status);

async function served(url: string) {
  const response = await server.request.get(url).buffer(true).expect(200);
  return {
    body: response.body as Buffer,
    type: response.headers['content-type'],
    etag: response.headers.etag,
  };
}

describe('every image upload', () => {
  it.each(paths.map((path) => [path.name, path] as const))(
    '%s: refuses a tiny PNG declaring 30000 × 30000 pixels with 422',
    async (_name, path) => {
      const bomb = pngDeclaring(30_000, 30_000);
      expect(bomb.length).toBeLessThan(300);
      const { merchant, storeId } = await merchantWithStore(server);
      const response = await path.send(merchant, storeId, bomb);
      expect(response.status).toBe(422);
      expect(response.body).toEqual({ error: TOO_MANY_PIXELS });
      expect(await uploads().countBy({ userId: merchant.userId })).toBe(0);
    },
  );

  it.each(paths.map((path) => [path.name, path] as const))(
    '%s: serves a phone JPEG upright, without EXIF, GPS or any other metadata',
    async (_name, path) => {
      const photo = await jpegWithGps();
      // The fixture really carries what must go: GPS position, camera make, orientation.
      expect(await imageFacts(photo)).toMatchObject({ width: 8, height: 4, orientation: 6, hasGps: true });
      expect(photo.includes('PagoraCam')).toBe(true);

      const { merchant, storeId } = await merchantWithStore(server);
      const response = await path.send(merchant, storeId, photo);
      succeeded(response);
      const image = await served(path.urlOf(response.body));
      expect(image.type).toBe('image/jpeg');
      expect(await imageFacts(image.body)).toEqual({
        format: 'jpeg',
        width: 4,
        height: 8,
        orientation: undefined,
        exif: undefined,
        hasGps: false,
        xmp: undefined,
        icc: undefined,
      });
      expect(image.body.includes('PagoraCam')).toBe(false);
      // What is stored is what is served, and its hash is the ETag.
      const sha256 = createHash('sha256').update(image.body).digest('hex');
      expect(image.etag).toBe(`"${sha256}"`);
      const stored = await uploads().findOneByOrFail({ userId: merchant.userId, sha256 });
      expect(stored).toMatchObject({ contentType: 'image/jpeg', byteSize: image.body.length });
    },
  );

  it.each(paths.map((path) => [path.name, path] as const))(
    '%s: refuses bytes that sniff as PNG but are no image with 422',
    async (_name, path) => {
      const { merchant, storeId } = await merchantWithStore(server);
      const fake = Buffer.concat([PNG_1X1.subarray(0, 8), Buffer.from('isto não é uma imagem')]);
      const response = await path.send(merchant, storeId, fake);
      expect(response.status).toBe(422);
      expect(response.body).toEqual({ error: UNREADABLE });
      expect(await uploads().countBy({ userId: merchant.userId })).toBe(0);
    },
  );
});

describe('accepted images', () => {
  const samples = { png: PNG_1X1, jpeg: JPEG_BYTES, webp: WEBP_1X1 } as const;

  it.each(paths.flatMap((path) => path.formats.map((format) => [path.name, format, path] as const)))(
    '%s: a %s is stored re-encoded in its own format and served with its type',
    async (_name, format, path) => {
      const { merchant, storeId } = await merchantWithStore(server);
      const original = samples[format];
      const source = await imageFacts(original);
      const response = await path.send(merchant, storeId, original);
      succeeded(response);
      const image = await served(path.urlOf(response.body));
      expect(image.type).toBe(`image/${format}`);
      expect(await imageFacts(image.body)).toMatchObject({
        format,
        width: source.width,
        height: source.height,
      });
    },
  );

  it('takes 6000 pixels on a side, scaled down to 2560; refuses 6001', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const wide = await solidImage('png', 6000, 30);
    const product = await createProductFor(
      server,
      merchant,
      storeId,
      {},
      {
        bytes: wide,
        filename: 'largo.png',
        contentType: 'image/png',
      },
    );
    const image = await served(product.image_url as string);
    expect(await imageFacts(image.body)).toMatchObject({ format: 'png', width: 2560, height: 13 });

    const tooWide = await productForm(
      server.request.post('/api/products').set(merchant.auth),
      { title: 'Camiseta', description: 'Algodão.', price: '49,90', store_id: storeId },
      { bytes: pngDeclaring(6001, 30), filename: 'largo.png', contentType: 'image/png' },
    ).expect(422);
    expect(tooWide.body).toEqual({ error: TOO_MANY_PIXELS });
    const tooTall = await productForm(
      server.request.post('/api/products').set(merchant.auth),
      { title: 'Camiseta', description: 'Algodão.', price: '49,90', store_id: storeId },
      { bytes: pngDeclaring(30, 6001), filename: 'alto.png', contentType: 'image/png' },
    ).expect(422);
    expect(tooTall.body).toEqual({ error: TOO_MANY_PIXELS });
  });
});

describe('synced product photos (Shopify, WooCommerce)', () => {
  let shop: Server;
  let origin: string;
  const files = new Map<string, Buffer>();

  beforeAll(async () => {
    files.set('/telefone.jpg', await jpegWithGps());
    files.set('/bomba.png', pngDeclaring(30_000, 30_000));
    shop = createServer((request, response) => {
      const file = files.get(request.url ?? '');
      if (!file) return response.writeHead(404).end();
      response.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': file.length }).end(file);
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => shop.close(() => resolve())));

  it('are re-encoded like uploads: no EXIF, upright', async () => {
    const image = await downloadImage(`${origin}/telefone.jpg`, undefined);
    expect(image).not.toBeNull();
    expect(image?.format).toBe('jpeg');
    expect(await imageFacts(image?.data as Buffer)).toMatchObject({
      width: 4,
      height: 8,
      exif: undefined,
      hasGps: false,
    });
  });

  it('are left out when they declare too many pixels', async () => {
    expect(await downloadImage(`${origin}/bomba.png`, undefined)).toBeNull();
  });
});
