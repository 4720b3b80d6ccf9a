import { randomUUID } from 'node:crypto';
import {
  applyCheckoutTemplate,
  type CheckoutSettings,
  type CheckoutSettingsPatch,
  DEFAULT_CHECKOUT_SETTINGS,
  mergeCheckoutSettings,
} from '@pagora/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCheckoutConfig, readCheckoutSettings } from '../src/checkout/settings.ts';
import { CheckoutSettingsRecord, Upload } from '../src/db/entities/index.ts';
import {
  completeCnpj,
  createProductFor,
  GIF_1X1,
  JPEG_BYTES,
  merchantWithStore,
  PNG_1X1,
  registerMerchant,
  startTestServer,
  type TestServer,
  uniqueCpf,
  WEBP_1X1,
} from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const rows = () => server.dataSource.getRepository(CheckoutSettingsRecord);
const PIX_KEY_MESSAGE = 'Chave PIX inválida. Use CPF, CNPJ, e-mail, telefone (+55…) ou chave aleatória.';

/** The defaults with `patch` merged in: the whole object the builder sends. */
const settingsWith = (patch: Parameters<typeof mergeCheckoutSettings>[1]): CheckoutSettings =>
  mergeCheckoutSettings(DEFAULT_CHECKOUT_SETTINGS, patch);

const LOGO_URL = `/uploads/${randomUUID()}`;
const BANNER_URL = `/uploads/${randomUUID()}`;

/** The defaults with a deliberately invalid patch merged in, as a client could send it. */
const invalidSettingsWith = (patch: Record<string, unknown>): unknown =>
  mergeCheckoutSettings(DEFAULT_CHECKOUT_SETTINGS, patch as CheckoutSettingsPatch);

/** A settings object that differs from the defaults in every section. */
function customSettings(): CheckoutSettings {
  return settingsWith({
    ...applyCheckoutTemplate(DEFAULT_CHECKOUT_SETTINGS, 'stripe-digital'),
    header: { enabled: false, logo_url: LOGO_URL, show_secure_badge: false },
    notice_bar: { enabled: true, text: 'Só hoje: frete grátis!' },
    banner: { enabled: true, image_url: BANNER_URL },
    cart: { show_product_image: false, show_product_description: true },
    content: { headline: 'Finalize sua compra', button_text: 'Comprar agora', guarantee_text: '' },
    scarcity: { minutes: 15, text: 'Oferta acaba em' },
    order_bump: { orientation: 'horizontal', highlight_color: '#123abc' },
    options: {
      cpf: 'no',
      payment_methods: ['card', 'pix'],
      preselected_payment: 'card',
      language: 'es',
      currency: 'EUR',
      currency_rate: 0.17,
      max_installments: 6,
      pix_key: 'financeiro@loja.com.br',
      pix_merchant_name: 'Loja Exemplo',
      pix_city: 'Sao Paulo',
    },
    footer: {
      enabled: true,
      text: 'Loja Exemplo LTDA',
      support_email: 'ajuda@loja.com.br',
      show_security_seals: false,
    },
  });
}

function putSettings(auth: { Authorization: string }, storeId: number, settings: unknown) {
  return server.request.put('/api/checkout-settings').set(auth).send({ store_id: storeId, settings });
}

describe('GET /api/checkout-settings', () => {
  it('answers the defaults, no redirects and no preview products for a store that never saved', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const response = await server.request
      .get('/api/checkout-settings')
      .query({ store_id: storeId })
      .set(merchant.auth)
      .expect(200);
    expect(response.body).toEqual({
      settings: DEFAULT_CHECKOUT_SETTINGS,
      redirects: { card: null, pix: null, boleto: null },
      preview_products: [],
    });
    expect(await rows().countBy({ storeId })).toBe(0);
  });

  it('offers the store’s active products to preview, newest first, at most 20, with ?preview=1 links', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const inactive = await createProductFor(server, merchant, storeId, {
      title: 'Inativo',
      status: 'inactive',
    });
    const created = [];
    for (let i = 1; i <= 21; i++) {
      created.push(await createProductFor(server, merchant, storeId, { title: `Produto ${i}` }));
    }
    const response = await server.request
      .get('/api/checkout-settings')
      .query({ store_id: storeId })
      .set(merchant.auth)
      .expect(200);
    const expected = created
      .reverse()
      .slice(0, 20)
      .map((product) => ({
        id: product.id,
        name: product.name,
        // A path: the preview loads from the admin's own host, whatever PUBLIC_URL says.
        preview_url: `/c/${storeId}/${product.slug}?preview=1`,
      }));
    expect(response.body.preview_products).toEqual(expected);
    expect(response.body.preview_products.map((p: { id: number }) => p.id)).not.toContain(inactive.id);
  });

  it('refuses another merchant’s store (403), an unknown store (404), no store_id (422) and no session (401)', async () => {
    const { storeId } = await merchantWithStore(server);
    const other = await registerMerchant(server);
    const forbidden = await server.request
      .get('/api/checkout-settings')
      .query({ store_id: storeId })
      .set(other.auth)
      .expect(403);
    expect(forbidden.body).toEqual({ error: 'Acesso não autorizado a esta loja.' });
    await server.request
      .get('/api/checkout-settings')
      .query({ store_id: 999_999_999 })
      .set(other.auth)
      .expect(404);
    const missing = await server.request.get('/api/checkout-settings').set(other.auth).expect(422);
    expect(missing.body).toEqual({ error: 'Nenhuma loja ativa selecionada.' });
    await server.request.get('/api/checkout-settings').query({ store_id: storeId }).expect(401);
  });
});

describe('PUT /api/checkout-settings', () => {
  it('saves the whole object: the answer, a later GET and getCheckoutConfig all return it', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    await createProductFor(server, merchant, storeId, { title: 'Curso' });
    const settings = customSettings();
    const saved = await putSettings(merchant.auth, storeId, settings).expect(200);
    expect(saved.body.settings).toEqual(settings);
    expect(saved.body.redirects).toEqual({ card: null, pix: null, boleto: null });
    expect(saved.body.preview_products).toHaveLength(1);

    const read = await server.request
      .get('/api/checkout-settings')
      .query({ store_id: storeId })
      .set(merchant.auth)
      .expect(200);
    expect(read.body.settings).toEqual(settings);
    expect(await getCheckoutConfig(server.db.manager, storeId)).toEqual({
      settings,
      redirects: { card: null, pix: null, boleto: null },
    });

    // Saving again replaces everything (one row per store).
    const back = settingsWith({ template: 'amazon', steps: 1 });
    const again = await putSettings(merchant.auth, storeId, back).expect(200);
    expect(again.body.settings).toEqual(back);
    expect(await rows().countBy({ storeId })).toBe(1);
  });

  it('lets simultaneous first saves of settings and redirects all succeed on one row', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const saves = await Promise.all([
      ...([1, 3, 1, 3] as const).map((steps) => putSettings(merchant.auth, storeId, settingsWith({ steps }))),
      server.request
        .put('/api/checkout-redirects')
        .set(merchant.auth)
        .send({ store_id: storeId, card: 'loja.com/cartao' }),
    ]);
    expect(saves.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await rows().countBy({ storeId })).toBe(1);
    expect((await getCheckoutConfig(server.db.manager, storeId)).redirects.card).toBe(
      'https://loja.com/cartao',
    );
  });

  it('trims texts before saving them', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const response = await putSettings(
      merchant.auth,
      storeId,
      settingsWith({ content: { headline: '  Quase lá!  ', button_text: ' Pagar ', guarantee_text: '' } }),
    ).expect(200);
    expect(response.body.settings.content).toEqual({
      headline: 'Quase lá!',
      button_text: 'Pagar',
      guarantee_text: '',
    });
  });

  it.each([
    [
      'a colour not in #RRGGBB',
      { appearance: { primary_color: 'verde' } },
      'Use uma cor no formato #RRGGBB.',
    ],
    [
      'a pre-selected method that is not offered',
      { options: { payment_methods: ['card', 'boleto'], preselected_payment: 'pix' } },
      'O pagamento pré-selecionado precisa estar entre as formas ativas.',
    ],
    [
      'no payment method',
      { options: { payment_methods: [], preselected_payment: 'pix' } },
      'Ative pelo menos uma forma de pagamento.',
    ],
    [
      'another currency without its rate',
      { options: { currency: 'USD', currency_rate: null } },
      'Informe a cotação para exibir valores em outra moeda.',
    ],
    ['a bad PIX key while PIX is offered', { options: { pix_key: '123' } }, PIX_KEY_MESSAGE],
    ['a phone key without +55', { options: { pix_key: '11912345678' } }, PIX_KEY_MESSAGE],
    [
      'a logo that is not one of our uploads',
      { header: { logo_url: 'https://outro.site/logo.png' } },
      'Imagem inválida: envie a imagem pelo botão de upload.',
    ],
    ['a timer not offered', { scarcity: { minutes: 7 } }, 'Tempo do cronômetro inválido.'],
    ['an unknown template', { template: 'model-99' }, 'Modelo inválido.'],
    ['2 steps', { steps: 2 }, 'A navegação deve ter 1 ou 3 etapas.'],
    ['13 installments', { options: { max_installments: 13 } }, 'Parcelas: de 1 a 12.'],
    ['a bad support e-mail', { footer: { support_email: 'suporte' } }, 'E-mail de suporte inválido.'],
  ])('refuses %s with 422 and its message, saving nothing', async (_case, patch, message) => {
    const { merchant, storeId } = await merchantWithStore(server);
    const response = await putSettings(merchant.auth, storeId, invalidSettingsWith(patch)).expect(422);
    expect(response.body).toEqual({ error: message });
    expect(await rows().countBy({ storeId })).toBe(0);
  });

  it('refuses a missing settings object and a missing store', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    await server.request
      .put('/api/checkout-settings')
      .set(merchant.auth)
      .send({ store_id: storeId })
      .expect(422);
    const noStore = await server.request
      .put('/api/checkout-settings')
      .set(merchant.auth)
      .send({ settings: DEFAULT_CHECKOUT_SETTINGS })
      .expect(422);
    expect(noStore.body).toEqual({ error: 'Nenhuma loja ativa selecionada.' });
  });

  it('accepts every kind of PIX key, and any text as key while PIX is not offered', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    for (const key of [
      uniqueCpf(),
      completeCnpj('112223330001'),
      'Financeiro@Loja.com.br',
      '+55 (11) 91234-5678',
      randomUUID(),
    ]) {
      const response = await putSettings(merchant.auth, storeId, settingsWith({ options: { pix_key: key } }));
      expect(response.status, key).toBe(200);
      expect(response.body.settings.options.pix_key).toBe(key);
    }
    await putSettings(
      merchant.auth,
      storeId,
      settingsWith({ options: { payment_methods: ['card'], preselected_payment: 'card', pix_key: '123' } }),
    ).expect(200);
  });

  it('refuses another merchant’s store with 403 and leaves its settings alone', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    await putSettings(merchant.auth, storeId, customSettings()).expect(200);
    const other = await registerMerchant(server);
    const response = await putSettings(other.auth, storeId, DEFAULT_CHECKOUT_SETTINGS).expect(403);
    expect(response.body).toEqual({ error: 'Acesso não autorizado a esta loja.' });
    expect((await getCheckoutConfig(server.db.manager, storeId)).settings).toEqual(customSettings());
  });
});

describe('PUT /api/checkout-redirects', () => {
  const put = (auth: { Authorization: string }, body: Record<string, unknown>) =>
    server.request.put('/api/checkout-redirects').set(auth).send(body);

  it('stores https URLs, adds https:// when typed without it, and saves empty as null', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const response = await put(merchant.auth, {
      store_id: storeId,
      card: 'loja.com/obrigado',
      pix: 'https://loja.com/pix?origem=checkout',
      boleto: '',
    }).expect(200);
    expect(response.body).toEqual({
      card: 'https://loja.com/obrigado',
      pix: 'https://loja.com/pix?origem=checkout',
      boleto: null,
    });
    const read = await server.request
      .get('/api/checkout-settings')
      .query({ store_id: storeId })
      .set(merchant.auth)
      .expect(200);
    expect(read.body.redirects).toEqual(response.body);
    // Redirects and settings are saved apart: neither overwrites the other.
    expect(read.body.settings).toEqual(DEFAULT_CHECKOUT_SETTINGS);
    await putSettings(merchant.auth, storeId, customSettings()).expect(200);
    expect(await getCheckoutConfig(server.db.manager, storeId)).toEqual({
      settings: customSettings(),
      redirects: response.body,
    });

    const cleared = await put(merchant.auth, { store_id: storeId, card: null, pix: '  ' }).expect(200);
    expect(cleared.body).toEqual({ card: null, pix: null, boleto: null });
    expect((await getCheckoutConfig(server.db.manager, storeId)).settings).toEqual(customSettings());
  });

  it.each([
    ['card', 'http://loja.com/obrigado', 'URL de cartão de crédito inválida: use um endereço https://.'],
    ['pix', 'não é uma url', 'URL de PIX inválida.'],
    ['boleto', 'localhost', 'URL de boleto inválida: use um endereço https://.'],
    ['card', `loja.com/${'a'.repeat(2000)}`, 'URL de cartão de crédito inválida: use um endereço https://.'],
  ])('refuses %s = %j with 422', async (field, value, message) => {
    const { merchant, storeId } = await merchantWithStore(server);
    const response = await put(merchant.auth, { store_id: storeId, [field]: value }).expect(422);
    expect(response.body).toEqual({ error: message });
    expect(await rows().countBy({ storeId })).toBe(0);
  });

  it('refuses another merchant’s store with 403', async () => {
    const { storeId } = await merchantWithStore(server);
    const other = await registerMerchant(server);
    await put(other.auth, { store_id: storeId, card: 'loja.com' }).expect(403);
    expect(await rows().countBy({ storeId })).toBe(0);
  });
});

describe('POST /api/checkout-settings/images', () => {
  const upload = (
    auth: { Authorization: string },
    fields: Record<string, string | number>,
    image?: { bytes: Buffer; filename: string; contentType: string },
  ) => {
    let request = server.request.post('/api/checkout-settings/images').set(auth);
    for (const [name, value] of Object.entries(fields)) request = request.field(name, String(value));
    if (image)
      request = request.attach('image', image.bytes, {
        filename: image.filename,
        contentType: image.contentType,
      });
    return request;
  };
  /** A PNG signature followed by filler: `size` bytes that sniff as PNG. */
  const pngOf = (size: number) => Buffer.concat([PNG_1X1, Buffer.alloc(size - PNG_1X1.length, 0)]);

  it('stores a PNG or JPEG banner and a PNG, JPEG or WEBP logo, served at the answered URL', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const cases = [
      { kind: 'banner', bytes: PNG_1X1, type: 'image/png' },
      { kind: 'banner', bytes: JPEG_BYTES, type: 'image/jpeg' },
      { kind: 'logo', bytes: WEBP_1X1, type: 'image/webp' },
      { kind: 'logo', bytes: PNG_1X1, type: 'image/png' },
    ];
    for (const { kind, bytes, type } of cases) {
      const response = await upload(
        merchant.auth,
        { store_id: storeId, kind },
        { bytes, filename: 'imagem', contentType: 'application/octet-stream' },
      ).expect(201);
      expect(response.body).toEqual({ url: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}$/) });
      const served = await server.request.get(response.body.url).expect(200);
      expect(served.headers['content-type']).toBe(type);
    }
    expect(await server.dataSource.getRepository(Upload).countBy({ userId: merchant.userId })).toBe(4);
  });

  it('accepts a banner of exactly 500 kB and refuses one byte more with 413', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    await upload(
      merchant.auth,
      { store_id: storeId, kind: 'banner' },
      { bytes: pngOf(500 * 1024), filename: 'banner.png', contentType: 'image/png' },
    ).expect(201);
    const tooBig = await upload(
      merchant.auth,
      { store_id: storeId, kind: 'banner' },
      { bytes: pngOf(500 * 1024 + 1), filename: 'banner.png', contentType: 'image/png' },
    ).expect(413);
    expect(tooBig.body).toEqual({ error: 'O banner deve ter no máximo 500 kB.' });
    // A logo may be larger (up to the general 2 MB).
    await upload(
      merchant.auth,
      { store_id: storeId, kind: 'logo' },
      { bytes: pngOf(600 * 1024), filename: 'logo.png', contentType: 'image/png' },
    ).expect(201);
    const hugeLogo = await upload(
      merchant.auth,
      { store_id: storeId, kind: 'logo' },
      { bytes: pngOf(2 * 1024 * 1024 + 1), filename: 'logo.png', contentType: 'image/png' },
    ).expect(413);
    expect(hugeLogo.body).toEqual({ error: 'A imagem deve ter no máximo 2 MB.' });
  });

  it('refuses a WEBP banner and a GIF logo with 415, judging by the bytes', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const banner = await upload(
      merchant.auth,
      { store_id: storeId, kind: 'banner' },
      { bytes: WEBP_1X1, filename: 'banner.png', contentType: 'image/png' },
    ).expect(415);
    expect(banner.body).toEqual({ error: 'Formato de imagem não suportado. Envie PNG ou JPEG.' });
    const logo = await upload(
      merchant.auth,
      { store_id: storeId, kind: 'logo' },
      { bytes: GIF_1X1, filename: 'logo.png', contentType: 'image/png' },
    ).expect(415);
    expect(logo.body).toEqual({ error: 'Formato de imagem não suportado. Envie PNG, JPEG ou WEBP.' });
    expect(await server.dataSource.getRepository(Upload).countBy({ userId: merchant.userId })).toBe(0);
  });

  it('refuses no image, an unknown kind, JSON instead of multipart, and another merchant’s store', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const png = { bytes: PNG_1X1, filename: 'a.png', contentType: 'image/png' };
    const none = await upload(merchant.auth, { store_id: storeId, kind: 'logo' }).expect(422);
    expect(none.body).toEqual({ error: 'Selecione uma imagem para enviar.' });
    const kind = await upload(merchant.auth, { store_id: storeId, kind: 'fundo' }, png).expect(422);
    expect(kind.body).toEqual({ error: 'Tipo de imagem inválido.' });
    await server.request
      .post('/api/checkout-settings/images')
      .set(merchant.auth)
      .send({ store_id: storeId, kind: 'logo' })
      .expect(415);
    const other = await registerMerchant(server);
    await upload(other.auth, { store_id: storeId, kind: 'logo' }, png).expect(403);
    expect(await server.dataSource.getRepository(Upload).countBy({ userId: other.userId })).toBe(0);
  });
});

describe('reading stored settings', () => {
  it('falls back to the defaults for a document that is not JSON or not an object', () => {
    expect(readCheckoutSettings(null)).toEqual(DEFAULT_CHECKOUT_SETTINGS);
    expect(readCheckoutSettings('{não é json')).toEqual(DEFAULT_CHECKOUT_SETTINGS);
    expect(readCheckoutSettings('[1,2]')).toEqual(DEFAULT_CHECKOUT_SETTINGS);
    expect(readCheckoutSettings('"texto"')).toEqual(DEFAULT_CHECKOUT_SETTINGS);
  });

  it('fills fields missing from an older document, ignores unknown ones, and resets only a broken section', () => {
    const stored = JSON.stringify({
      template: 'hotmart',
      appearance: { primary_color: '#000000', sombra: true },
      header: { text_color: 'azul' },
      footer: { text: 'Rodapé antigo' },
      campo_novo: 1,
    });
    expect(readCheckoutSettings(stored)).toEqual(
      settingsWith({
        template: 'hotmart',
        appearance: { primary_color: '#000000' },
        footer: { text: 'Rodapé antigo' },
      }),
    );
    // A cross-field rule broken in options resets options only.
    const crossed = JSON.stringify({
      steps: 1,
      options: { payment_methods: ['card'], preselected_payment: 'pix' },
    });
    expect(readCheckoutSettings(crossed)).toEqual(settingsWith({ steps: 1 }));
  });

  it('never breaks the checkout: a damaged row in the database reads as the defaults, redirects kept', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    await server.request
      .put('/api/checkout-redirects')
      .set(merchant.auth)
      .send({ store_id: storeId, pix: 'loja.com/pix' })
      .expect(200);
    await rows().update({ storeId }, { settingsJson: '{"template": 42, "steps": "três"' });
    expect(await getCheckoutConfig(server.db.manager, storeId)).toEqual({
      settings: DEFAULT_CHECKOUT_SETTINGS,
      redirects: { card: null, pix: 'https://loja.com/pix', boleto: null },
    });
    const read = await server.request
      .get('/api/checkout-settings')
      .query({ store_id: storeId })
      .set(merchant.auth)
      .expect(200);
    expect(read.body.settings).toEqual(DEFAULT_CHECKOUT_SETTINGS);
  });
});

describe('deleting a store', () => {
  it('deletes its checkout settings and redirects, and no other store’s', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const kept = await merchantWithStore(server);
    await putSettings(merchant.auth, storeId, customSettings()).expect(200);
    await putSettings(kept.merchant.auth, kept.storeId, customSettings()).expect(200);
    await server.request.delete(`/api/stores/${storeId}`).set(merchant.auth).expect(200);
    expect(await rows().countBy({ storeId })).toBe(0);
    expect(await rows().countBy({ storeId: kept.storeId })).toBe(1);
  });
});
