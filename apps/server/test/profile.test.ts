import { createHash } from 'node:crypto';
import { MAX_IMAGE_BYTES } from '@pagora/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuthSession,
  KnownDevice,
  PasswordReset,
  Store,
  ThrottleAttempt,
  Upload,
  User,
} from '../src/db/entities/index.ts';
import {
  createStoreFor,
  GIF_1X1,
  JPEG_BYTES,
  PNG_1X1,
  registerMerchant,
  startTestServer,
  type TestServer,
} from './helpers.ts';
import { imageFacts } from './image-fixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/profile', () => {
  it('answers the profile with the stores', async () => {
    const merchant = await registerMerchant(server, { nome: 'Joana Prado', telefone: '(21) 99876-5432' });
    const first = await createStoreFor(server, merchant, 'Loja A');
    const second = await createStoreFor(server, merchant, 'Loja B');
    const response = await server.request.get('/api/profile').set(merchant.auth).expect(200);
    expect(response.body).toEqual({
      id: merchant.userId,
      full_name: 'Joana Prado',
      email: merchant.email,
      phone: '(21) 99876-5432',
      documento: expect.stringMatching(/^\d{11}$/),
      avatar_url: null,
      created_at: expect.any(String),
      stores: [
        { id: first.id, name: 'Loja A' },
        { id: second.id, name: 'Loja B' },
      ],
      // A new account is on Grátis Inicial.
      plan: { id: 'gratis', name: 'Grátis Inicial' },
    });
    expect(Number.isNaN(Date.parse(response.body.created_at))).toBe(false);
  });
});

describe('PUT /api/profile', () => {
  it('updates the name and phone and answers the profile', async () => {
    const merchant = await registerMerchant(server);
    const response = await server.request
      .put('/api/profile')
      .set(merchant.auth)
      .send({ fullName: ' Ana Souza Lima ', phone: '(31) 3333-4444' })
      .expect(200);
    expect(response.body).toMatchObject({
      full_name: 'Ana Souza Lima',
      phone: '(31) 3333-4444',
      email: merchant.email,
    });
    const user = await server.dataSource.getRepository(User).findOneByOrFail({ id: merchant.userId });
    expect(user).toMatchObject({ fullName: 'Ana Souza Lima', phone: '(31) 3333-4444' });
  });

  it('refuses an invalid phone or name with 422', async () => {
    const merchant = await registerMerchant(server);
    const phone = await server.request
      .put('/api/profile')
      .set(merchant.auth)
      .send({ fullName: 'Ana', phone: '123' })
      .expect(422);
    expect(phone.body).toEqual({ error: 'Informe um telefone válido com DDD.' });
    const name = await server.request
      .put('/api/profile')
      .set(merchant.auth)
      .send({ fullName: 'A', phone: '(11) 91234-5678' })
      .expect(422);
    expect(name.body).toEqual({ error: 'Informe o nome completo.' });
  });
});

describe('DELETE /api/profile', () => {
  it('requires the account password: a session token alone cannot delete the account', async () => {
    const merchant = await registerMerchant(server);
    await createStoreFor(server, merchant, 'Loja que fica');
    const missing = await server.request.delete('/api/profile').set(merchant.auth).expect(422);
    expect(missing.body).toEqual({ error: 'Informe sua senha para excluir a conta.' });
    const wrong = await server.request
      .delete('/api/profile')
      .set(merchant.auth)
      .send({ password: 'palpite-errado-1' })
      .expect(422);
    expect(wrong.body).toEqual({ error: 'Senha incorreta.' });
    const malformed = await server.request
      .delete('/api/profile')
      .set(merchant.auth)
      .type('json')
      .send('{"password":')
      .expect(400);
    expect(malformed.body).toEqual({ error: 'JSON inválido.' });

    expect(await server.dataSource.getRepository(User).findOneBy({ id: merchant.userId })).not.toBeNull();
    expect(await server.dataSource.getRepository(Store).countBy({ userId: merchant.userId })).toBe(1);
    await server.request.get('/api/profile').set(merchant.auth).expect(200);
  });

  it('deletes the account with its sessions, stores, uploads and reset links', async () => {
    const merchant = await registerMerchant(server);
    const other = await registerMerchant(server);
    await createStoreFor(server, merchant, 'Loja 1');
    await createStoreFor(server, merchant, 'Loja 2');
    const otherStore = await createStoreFor(server, other, 'Loja de outra');
    await server.request
      .post('/api/profile/avatar')
      .set(merchant.auth)
      .attach('avatar', PNG_1X1, 'a.png')
      .expect(200);
    await server.request.post('/api/password/forgot').send({ email: merchant.email }).expect(200);
    expect(await server.dataSource.getRepository(KnownDevice).countBy({ userId: merchant.userId })).toBe(1);
    expect(await server.dataSource.getRepository(ThrottleAttempt).countBy({ email: merchant.email })).toBe(1);

    const response = await server.request
      .delete('/api/profile')
      .set(merchant.auth)
      .send({ password: merchant.password })
      .expect(200);
    expect(response.body).toEqual({ message: 'Conta excluída com sucesso.' });

    const ds = server.dataSource;
    expect(await ds.getRepository(User).findOneBy({ id: merchant.userId })).toBeNull();
    expect(await ds.getRepository(Store).countBy({ userId: merchant.userId })).toBe(0);
    expect(await ds.getRepository(AuthSession).countBy({ userId: merchant.userId })).toBe(0);
    expect(await ds.getRepository(Upload).countBy({ userId: merchant.userId })).toBe(0);
    expect(await ds.getRepository(PasswordReset).countBy({ userId: merchant.userId })).toBe(0);
    expect(await ds.getRepository(KnownDevice).countBy({ userId: merchant.userId })).toBe(0);
    expect(await ds.getRepository(ThrottleAttempt).countBy({ email: merchant.email })).toBe(0);
    expect((await server.outbox()).filter((mail) => mail.to === merchant.email)).toEqual([]);
    await server.request.get('/api/profile').set(merchant.auth).expect(401);
    await server.request
      .post('/api/login')
      .send({ email: merchant.email, password: merchant.password })
      .expect(401);

    // Nobody else is touched.
    expect(await ds.getRepository(Store).findOneBy({ id: otherStore.id })).not.toBeNull();
    await server.request.get('/api/profile').set(other.auth).expect(200);
  });
});

describe('POST /api/profile/avatar', () => {
  it('stores a PNG, answers its URL and serves it with its type and cache headers', async () => {
    const merchant = await registerMerchant(server);
    const response = await server.request
      .post('/api/profile/avatar')
      .set(merchant.auth)
      .attach('avatar', PNG_1X1, { filename: 'eu.png', contentType: 'image/png' })
      .expect(200);
    expect(response.body).toEqual({ avatar_url: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}$/) });

    const profile = await server.request.get('/api/profile').set(merchant.auth).expect(200);
    expect(profile.body.avatar_url).toBe(response.body.avatar_url);

    const image = await server.request.get(response.body.avatar_url).buffer(true).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    // Uploads are re-encoded: the same 1×1 PNG picture, written by the server.
    const servedBytes = image.body as Buffer;
    expect(await imageFacts(servedBytes)).toMatchObject({ format: 'png', width: 1, height: 1 });
    const sha = createHash('sha256').update(servedBytes).digest('hex');
    expect(image.headers.etag).toBe(`"${sha}"`);

    await server.request.get(response.body.avatar_url).set('If-None-Match', `"${sha}"`).expect(304);
    const stored = await server.dataSource.getRepository(Upload).findOneByOrFail({ userId: merchant.userId });
    expect(stored).toMatchObject({ contentType: 'image/png', byteSize: servedBytes.length, sha256: sha });
  });

  it('sniffs the type from the bytes: a JPEG named .png is served as JPEG, a PNG named .gif is accepted', async () => {
    const merchant = await registerMerchant(server);
    const jpeg = await server.request
      .post('/api/profile/avatar')
      .set(merchant.auth)
      .attach('avatar', JPEG_BYTES, { filename: 'foto.png', contentType: 'image/png' })
      .expect(200);
    const served = await server.request.get(jpeg.body.avatar_url).expect(200);
    expect(served.headers['content-type']).toBe('image/jpeg');

    const png = await server.request
      .post('/api/profile/avatar')
      .set(merchant.auth)
      .attach('avatar', PNG_1X1, { filename: 'animacao.gif', contentType: 'image/gif' })
      .expect(200);
    expect((await server.request.get(png.body.avatar_url).expect(200)).headers['content-type']).toBe(
      'image/png',
    );
    // The previous avatar is replaced, not kept.
    await server.request.get(jpeg.body.avatar_url).expect(404);
    expect(await server.dataSource.getRepository(Upload).countBy({ userId: merchant.userId })).toBe(1);
  });

  it.each([
    ['a GIF', GIF_1X1, 'imagem.gif', 'image/gif'],
    ['text named .png', Buffer.from('isto não é uma imagem'), 'imagem.png', 'image/png'],
  ])('refuses %s with 415', async (_label, bytes, filename, contentType) => {
    const merchant = await registerMerchant(server);
    const response = await server.request
      .post('/api/profile/avatar')
      .set(merchant.auth)
      .attach('avatar', bytes, { filename, contentType })
      .expect(415);
    expect(response.body).toEqual({ error: 'Formato de imagem não suportado. Envie PNG ou JPEG.' });
    expect(await server.dataSource.getRepository(Upload).countBy({ userId: merchant.userId })).toBe(0);
  });

  it('refuses an image over the limit with 413', async () => {
    const merchant = await registerMerchant(server);
    const tooBig = Buffer.concat([PNG_1X1, Buffer.alloc(MAX_IMAGE_BYTES)]);
    const response = await server.request
      .post('/api/profile/avatar')
      .set(merchant.auth)
      .attach('avatar', tooBig, { filename: 'grande.png', contentType: 'image/png' })
      .expect(413);
    expect(response.body).toEqual({ error: 'A imagem deve ter no máximo 2 MB.' });
    expect(await server.dataSource.getRepository(Upload).countBy({ userId: merchant.userId })).toBe(0);

    // Exactly at the limit is fine.
    const atLimit = Buffer.concat([PNG_1X1, Buffer.alloc(MAX_IMAGE_BYTES - PNG_1X1.length)]);
    await server.request
      .post('/api/profile/avatar')
      .set(merchant.auth)
      .attach('avatar', atLimit, { filename: 'limite.png', contentType: 'image/png' })
      .expect(200);
  });

  it('refuses a request without the file (422), with JSON (415) and without a session (401)', async () => {
    const merchant = await registerMerchant(server);
    const missing = await server.request
      .post('/api/profile/avatar')
      .set(merchant.auth)
      .field('outro', 'valor')
      .expect(422);
    expect(missing.body).toEqual({ error: 'Selecione um arquivo para enviar.' });
    const wrongField = await server.request
      .post('/api/profile/avatar')
      .set(merchant.auth)
      .attach('imagem', PNG_1X1, 'a.png')
      .expect(422);
    expect(wrongField.body).toEqual({ error: 'Selecione um arquivo para enviar.' });
    await server.request.post('/api/profile/avatar').set(merchant.auth).send({ avatar: 'x' }).expect(415);
    await server.request.post('/api/profile/avatar').attach('avatar', PNG_1X1, 'a.png').expect(401);
  });

  it('answers 404 for an unknown upload', async () => {
    const response = await server.request.get('/uploads/00000000-0000-4000-8000-000000000000').expect(404);
    expect(response.body).toEqual({ error: 'Arquivo não encontrado.' });
    await server.request.get('/uploads/1').expect(404);
  });
});
