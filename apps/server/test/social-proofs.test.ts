import type { Test } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeTestimonials } from '../src/catalog/social-proofs.ts';
import { SocialProof, Upload } from '../src/db/entities/index.ts';
import {
  GIF_1X1,
  JPEG_BYTES,
  type Merchant,
  merchantWithStore,
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

const proofs = () => server.dataSource.getRepository(SocialProof);
const uploads = () => server.dataSource.getRepository(Upload);

interface Photo {
  bytes: Buffer;
  filename: string;
  contentType: string;
}
const png: Photo = { bytes: PNG_1X1, filename: 'ana.png', contentType: 'image/png' };
const webp: Photo = { bytes: WEBP_1X1, filename: 'ana.webp', contentType: 'image/webp' };

/** A multipart request as the Provas Sociais form sends it. */
function proofForm(request: Test, fields: Record<string, string | number>, photo?: Photo) {
  let form = request;
  for (const [name, value] of Object.entries(fields)) form = form.field(name, String(value));
  if (photo)
    form = form.attach('photo', photo.bytes, { filename: photo.filename, contentType: photo.contentType });
  return form;
}

async function createProof(
  merchant: Merchant,
  storeId: number,
  fields: Record<string, string | number> = {},
  photo?: Photo,
) {
  const response = await proofForm(
    server.request.post('/api/social-proofs').set(merchant.auth),
    { store_id: storeId, name: 'Ana Souza', text: 'Chegou rápido, recomendo!', ...fields },
    photo,
  ).expect(201);
  return response.body as { id: number; photo_url: string | null; name: string };
}

describe('POST /api/social-proofs', () => {
  it('creates a testimonial without photo, active by default, and answers 201 with it', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const response = await proofForm(server.request.post('/api/social-proofs').set(merchant.auth), {
      store_id: storeId,
      name: '  Ana Souza ',
      text: ' Chegou rápido, recomendo! ',
    }).expect(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      store_id: storeId,
      name: 'Ana Souza',
      text: 'Chegou rápido, recomendo!',
      photo_url: null,
      is_active: true,
      created_at: expect.any(String),
    });
    expect(await proofs().findOneByOrFail({ id: response.body.id })).toMatchObject({
      storeId,
      name: 'Ana Souza',
      isActive: true,
      photoUploadId: null,
    });
  });

  it('stores the photo (served at photo_url) and an inactive status', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const proof = await createProof(merchant, storeId, { active: 'false' }, webp);
    expect(proof).toMatchObject({ is_active: false, photo_url: expect.stringMatching(/^\/uploads\//) });
    const served = await server.request.get(proof.photo_url!).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it.each([
    [{ name: '' }, 'Informe o nome da pessoa.'],
    [{ name: 'x'.repeat(81) }, 'O nome deve ter no máximo 80 caracteres.'],
    [{ text: '   ' }, 'Escreva o depoimento.'],
    [{ text: 'x'.repeat(601) }, 'O depoimento deve ter no máximo 600 caracteres.'],
    [{ active: 'talvez' }, 'Status inválido.'],
    [{ store_id: '' }, 'Nenhuma loja ativa selecionada.'],
  ])('refuses %j with 422', async (fields, message) => {
    const { merchant, storeId } = await merchantWithStore(server);
    const response = await proofForm(server.request.post('/api/social-proofs').set(merchant.auth), {
      store_id: storeId,
      name: 'Ana Souza',
      text: 'Ótimo!',
      ...fields,
    }).expect(422);
    expect(response.body).toEqual({ error: message });
    expect(await proofs().countBy({ storeId })).toBe(0);
  });

  it('refuses a GIF photo with 415 and keeps nothing', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const response = await proofForm(
      server.request.post('/api/social-proofs').set(merchant.auth),
      { store_id: storeId, name: 'Ana', text: 'Ótimo!' },
      { bytes: GIF_1X1, filename: 'ana.png', contentType: 'image/png' },
    ).expect(415);
    expect(response.body).toEqual({ error: 'Formato de imagem não suportado. Envie PNG, JPEG ou WEBP.' });
    expect(await proofs().countBy({ storeId })).toBe(0);
    expect(await uploads().countBy({ userId: merchant.userId })).toBe(0);
  });

  it('refuses another merchant’s store (403) and no session (401)', async () => {
    const { storeId } = await merchantWithStore(server);
    const other = await registerMerchant(server);
    const response = await proofForm(server.request.post('/api/social-proofs').set(other.auth), {
      store_id: storeId,
      name: 'Intrusa',
      text: 'Não devia entrar.',
    }).expect(403);
    expect(response.body).toEqual({ error: 'Acesso não autorizado a esta loja.' });
    await proofForm(server.request.post('/api/social-proofs'), {
      store_id: storeId,
      name: 'A',
      text: 'B',
    }).expect(401);
    expect(await proofs().countBy({ storeId })).toBe(0);
  });
});

describe('GET /api/social-proofs', () => {
  it('lists the store’s testimonials, active or not, newest first, and nothing of other stores', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const other = await merchantWithStore(server);
    const first = await createProof(merchant, storeId, { name: 'Primeira' }, png);
    const second = await createProof(merchant, storeId, { name: 'Segunda', active: 'false' });
    await createProof(other.merchant, other.storeId, { name: 'De outra loja' });
    const response = await server.request
      .get('/api/social-proofs')
      .query({ store_id: storeId })
      .set(merchant.auth)
      .expect(200);
    expect(response.body.map((proof: { id: number }) => proof.id)).toEqual([second.id, first.id]);
    expect(response.body[1]).toMatchObject({ name: 'Primeira', photo_url: first.photo_url, is_active: true });
    expect(response.body[0]).toMatchObject({ name: 'Segunda', photo_url: null, is_active: false });
  });

  it('refuses another merchant with 403', async () => {
    const { storeId } = await merchantWithStore(server);
    const other = await registerMerchant(server);
    await server.request.get('/api/social-proofs').query({ store_id: storeId }).set(other.auth).expect(403);
  });
});

describe('PUT /api/social-proofs/:id', () => {
  const update = (merchant: Merchant, id: number, fields: Record<string, string | number>, photo?: Photo) =>
    proofForm(server.request.put(`/api/social-proofs/${id}`).set(merchant.auth), fields, photo);

  it('saves the texts and status, keeping the photo when none is sent', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const proof = await createProof(merchant, storeId, {}, png);
    const response = await update(merchant, proof.id, {
      store_id: storeId,
      name: 'Ana S.',
      text: 'Mudou minha rotina.',
      active: 'false',
    }).expect(200);
    expect(response.body).toMatchObject({
      id: proof.id,
      name: 'Ana S.',
      text: 'Mudou minha rotina.',
      is_active: false,
      photo_url: proof.photo_url,
    });
    await server.request.get(proof.photo_url!).expect(200);
  });

  it('replaces the photo with a new one, deleting the old', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const proof = await createProof(merchant, storeId, {}, png);
    const response = await update(
      merchant,
      proof.id,
      { store_id: storeId, name: 'Ana', text: 'Ótimo!' },
      { bytes: JPEG_BYTES, filename: 'nova.jpg', contentType: 'image/jpeg' },
    ).expect(200);
    expect(response.body.photo_url).toMatch(/^\/uploads\//);
    expect(response.body.photo_url).not.toBe(proof.photo_url);
    await server.request.get(proof.photo_url!).expect(404);
    await server.request.get(response.body.photo_url).expect(200);
    expect(await uploads().countBy({ userId: merchant.userId })).toBe(1);
  });

  it('removes the photo with remove_photo=true', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const proof = await createProof(merchant, storeId, {}, png);
    const response = await update(merchant, proof.id, {
      store_id: storeId,
      name: 'Ana',
      text: 'Ótimo!',
      remove_photo: 'true',
    }).expect(200);
    expect(response.body.photo_url).toBeNull();
    await server.request.get(proof.photo_url!).expect(404);
    expect((await proofs().findOneByOrFail({ id: proof.id })).photoUploadId).toBeNull();
    expect(await uploads().countBy({ userId: merchant.userId })).toBe(0);
  });

  it('refuses invalid changes (422) and unknown ids (404)', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const proof = await createProof(merchant, storeId);
    const invalid = await update(merchant, proof.id, { store_id: storeId, name: 'Ana', text: '' }).expect(
      422,
    );
    expect(invalid.body).toEqual({ error: 'Escreva o depoimento.' });
    const unknown = await update(merchant, 999_999_999, {
      store_id: storeId,
      name: 'Ana',
      text: 'Oi',
    }).expect(404);
    expect(unknown.body).toEqual({ error: 'Prova social não encontrada.' });
    await update(merchant, Number.NaN, { store_id: storeId, name: 'Ana', text: 'Oi' }).expect(404);
  });
});

describe('DELETE /api/social-proofs/:id', () => {
  it('deletes the testimonial and its photo', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const proof = await createProof(merchant, storeId, {}, png);
    const response = await server.request
      .delete(`/api/social-proofs/${proof.id}`)
      .set(merchant.auth)
      .expect(200);
    expect(response.body).toEqual({ message: 'Prova social excluída!' });
    expect(await proofs().countBy({ id: proof.id })).toBe(0);
    await server.request.get(proof.photo_url!).expect(404);
    await server.request.delete(`/api/social-proofs/${proof.id}`).set(merchant.auth).expect(404);
  });
});

describe('isolation between merchants', () => {
  it('gives another merchant 404 on update and delete; nothing changes', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const proof = await createProof(merchant, storeId, {}, png);
    const other = await merchantWithStore(server);
    const put = await proofForm(
      server.request.put(`/api/social-proofs/${proof.id}`).set(other.merchant.auth),
      {
        store_id: other.storeId,
        name: 'Trocado',
        text: 'Trocado',
        remove_photo: 'true',
      },
    ).expect(404);
    expect(put.body).toEqual({ error: 'Prova social não encontrada.' });
    await server.request.delete(`/api/social-proofs/${proof.id}`).set(other.merchant.auth).expect(404);
    expect(await proofs().findOneByOrFail({ id: proof.id })).toMatchObject({ name: 'Ana Souza', storeId });
    await server.request.get(proof.photo_url!).expect(200);
  });
});

describe('activeTestimonials (the checkout’s read)', () => {
  it('answers the newest active testimonials of the store, up to the limit', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const other = await merchantWithStore(server);
    await createProof(other.merchant, other.storeId, { name: 'Outra loja' });
    const withPhoto = await createProof(merchant, storeId, { name: 'Com foto', text: 'Foto!' }, png);
    await createProof(merchant, storeId, { name: 'Inativa', active: 'false' });
    for (let i = 1; i <= 6; i++)
      await createProof(merchant, storeId, { name: `Pessoa ${i}`, text: `Texto ${i}` });

    const six = await activeTestimonials(server.db.manager, storeId);
    expect(six.map((t) => t.name)).toEqual([
      'Pessoa 6',
      'Pessoa 5',
      'Pessoa 4',
      'Pessoa 3',
      'Pessoa 2',
      'Pessoa 1',
    ]);
    expect(six[0]).toEqual({ name: 'Pessoa 6', text: 'Texto 6', photo_url: null });

    const all = await activeTestimonials(server.db.manager, storeId, 20);
    expect(all.map((t) => t.name)).not.toContain('Inativa');
    expect(all.at(-1)).toEqual({ name: 'Com foto', text: 'Foto!', photo_url: withPhoto.photo_url });
    expect(all).toHaveLength(7);
    expect(await activeTestimonials(server.db.manager, 999_999_999)).toEqual([]);
  });
});

describe('deleting a store', () => {
  it('deletes its testimonials, and no other store’s', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const kept = await merchantWithStore(server);
    await createProof(merchant, storeId, {}, png);
    await createProof(kept.merchant, kept.storeId);
    await server.request.delete(`/api/stores/${storeId}`).set(merchant.auth).expect(200);
    expect(await proofs().countBy({ storeId })).toBe(0);
    expect(await proofs().countBy({ storeId: kept.storeId })).toBe(1);
  });
});
