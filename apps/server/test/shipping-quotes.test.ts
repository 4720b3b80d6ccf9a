import type { ChecklistResponse, CheckoutPageView, ShippingSettingsResponse } from '@pagora/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CheckoutSession, Product, StoreShipping } from '../src/db/entities/index.ts';
import {
  ADDRESS,
  type Buyer,
  createShop,
  openCheckout,
  orderAt,
  pay,
  personalData,
  postForm,
  postJson,
  type Shop,
} from './checkout-helpers.ts';
import { merchantWithStore, startTestServer, type TestServer } from './helpers.ts';
import {
  MELHORENVIO_TOKEN,
  type MelhorEnvioStandIn,
  startMelhorEnvioStandIn,
} from './melhorenvio-stand-in.ts';
import { startViaCepStandIn, type ViaCepStandIn } from './viacep-stand-in.ts';

let server: TestServer;
let viacep: ViaCepStandIn;
let melhorenvio: MelhorEnvioStandIn;
beforeAll(async () => {
  viacep = await startViaCepStandIn();
  melhorenvio = await startMelhorEnvioStandIn();
  server = await startTestServer({
    viacepBaseUrl: viacep.baseUrl,
    viacepTimeoutMs: 400,
    melhorenvioBaseUrl: melhorenvio.baseUrl,
    melhorenvioTimeoutMs: 400,
    melhorenvioContactEmail: 'tecnologia@pagora.test',
  });
});
afterAll(async () => {
  await server.close();
  await viacep.close();
  await melhorenvio.close();
});
beforeEach(() => {
  viacep.mode = 'ok';
  melhorenvio.mode = 'ok';
});

/** The stand-in's price for the default package (300 g: 21,90 + 0,30). */
const PAC_DEFAULT_CENTS = 2190 + 30;
const JADLOG_DEFAULT_CENTS = 2560 + 30;
const SEDEX_DEFAULT_CENTS = 3850 + 30;

async function saveFreightSettings(
  shop: Pick<Shop, 'merchant' | 'storeId'>,
  overrides: Record<string, unknown> = {},
) {
  const response = await server.request
    .put('/api/shipping-settings')
    .set(shop.merchant.auth)
    .send({ store_id: shop.storeId, origin_cep: '01001-000', ...overrides });
  return response;
}

function connect(shop: Pick<Shop, 'merchant' | 'storeId'>, token = MELHORENVIO_TOKEN) {
  return server.request
    .put('/api/shipping-settings/melhorenvio')
    .set(shop.merchant.auth)
    .send({ store_id: shop.storeId, token });
}

/** A physical product's shop with one flat option (R$ 15,00), an origin CEP and Melhor Envio connected. */
async function quotingShop(settings: Record<string, unknown> = {}) {
  const shop = await createShop(server, {
    shipping: [{ name: 'Entrega local', price: '15.00', min_days: 2, max_days: 4 }],
  });
  expect((await saveFreightSettings(shop, settings)).status).toBe(200);
  await connect(shop).expect(200);
  return shop;
}

/** Personal step done, then the delivery step posted (JSON) with `cep`: the view it answers. */
async function deliveryView(buyer: Buyer, shop: Shop, fields: Record<string, string> = {}) {
  await openCheckout(buyer, shop.path);
  await postForm(buyer, shop.path, { action: 'next', step: 'personal', ...personalData() }).expect(303);
  const response = await postJson(buyer, shop.path, {
    action: 'update',
    step: 'delivery',
    ...ADDRESS,
    ...fields,
  }).expect(200);
  return response.body.view as CheckoutPageView;
}

describe('GET /c/:storeId/cep/:cep', () => {
  it('answers the address of a known CEP, typed with or without the hyphen', async () => {
    const response = await server.request.get('/c/1/cep/01310-100').expect(200);
    expect(response.body).toEqual({
      cep: '01310100',
      street: 'Avenida Paulista',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    });
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('says an unknown CEP was not found (erro: true and erro: "true")', async () => {
    viacep.stringErrors.add('99999998');
    for (const cep of ['99999999', '99999998']) {
      const response = await server.request.get(`/c/1/cep/${cep}`).expect(404);
      expect(response.body).toEqual({
        error: 'CEP não encontrado. Confira os números ou preencha o endereço.',
      });
    }
  });

  it('refuses a malformed CEP without asking the service', async () => {
    const before = viacep.requests.length;
    for (const cep of ['0131010', '013101000', 'abcdefgh']) {
      const response = await server.request.get(`/c/1/cep/${cep}`).expect(400);
      expect(response.body).toEqual({ error: 'CEP inválido. Use 8 números.' });
    }
    expect(viacep.requests.length).toBe(before);
  });

  it('answers 503 when the service fails or is slow, so the buyer types the address', async () => {
    viacep.mode = 'error';
    const failed = await server.request.get('/c/1/cep/20040002').expect(503);
    expect(failed.body.error).toBe(
      'Não foi possível buscar o endereço agora. Preencha os campos abaixo para continuar.',
    );
    viacep.mode = 'hang';
    const started = Date.now();
    await server.request.get('/c/1/cep/20040002').expect(503);
    expect(Date.now() - started).toBeLessThan(3000);
    // A failure is not remembered: the next buyer gets the address once the service is back.
    viacep.mode = 'ok';
    expect((await server.request.get('/c/1/cep/20040002').expect(200)).body.city).toBe('Rio de Janeiro');
  });

  it('asks the service once per CEP (the answer is cached)', async () => {
    const asked = () => viacep.requests.filter((cep) => cep === '30130010').length;
    await server.request.get('/c/1/cep/30130010').expect(200);
    await server.request.get('/c/1/cep/30130-010').expect(200);
    await server.request.get('/c/2/cep/30130010').expect(200);
    expect(asked()).toBe(1);
  });
});

describe('the no-JavaScript "Buscar CEP"', () => {
  it('fills street, district, city and state, keeping the number and complement typed', async () => {
    const shop = await createShop(server, {
      shipping: [{ name: 'PAC', price: '10.00', min_days: 1, max_days: 5 }],
    });
    const buyer = server.agent();
    await openCheckout(buyer, shop.path);
    await postForm(buyer, shop.path, { action: 'next', step: 'personal', ...personalData() }).expect(303);
    const response = await postForm(buyer, shop.path, {
      action: 'lookup_cep',
      step: 'delivery',
      cep: '20040002',
      street: '',
      number: '45',
      complement: 'Sala 3',
      district: '',
      city: '',
      state: '',
    }).expect(200);
    expect(response.text).toContain('Rua da Assembleia');
    const { view } = await openCheckout(buyer, `${shop.path}?step=delivery`);
    expect(view.values).toMatchObject({
      cep: '20040-002',
      street: 'Rua da Assembleia',
      number: '45',
      complement: 'Sala 3',
      district: 'Centro',
      city: 'Rio de Janeiro',
      state: 'RJ',
    });
  });

  it('says so for an unknown CEP and leaves the fields as typed', async () => {
    const shop = await createShop(server, {
      shipping: [{ name: 'PAC', price: '10.00', min_days: 1, max_days: 5 }],
    });
    const buyer = server.agent();
    await openCheckout(buyer, shop.path);
    await postForm(buyer, shop.path, { action: 'next', step: 'personal', ...personalData() }).expect(303);
    const response = await postJson(buyer, shop.path, {
      action: 'lookup_cep',
      step: 'delivery',
      cep: '99999-999',
      street: 'Rua Nova',
    }).expect(200);
    const view = response.body.view as CheckoutPageView;
    expect(view.cep_status).toBe('not_found');
    expect(view.values.street).toBe('Rua Nova');
    const malformed = await postJson(buyer, shop.path, {
      action: 'lookup_cep',
      step: 'delivery',
      cep: '123',
    });
    expect(malformed.status).toBe(422);
    expect(malformed.body.view.errors.cep).toBe('CEP inválido. Use 8 números.');
  });
});

describe('origin CEP and the checklist', () => {
  it('stores the origin CEP and marks "Origem configurada" done', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const origin = async () =>
      (
        (await server.request.get(`/api/checklist?store_id=${storeId}`).set(merchant.auth).expect(200))
          .body as ChecklistResponse
      ).items.find((item) => item.key === 'origin')!;
    expect(await origin()).toMatchObject({
      done: false,
      available: true,
      hint: 'Informe o CEP de origem dos envios em Frete.',
    });

    const saved = await saveFreightSettings({ merchant, storeId }, { margin_type: 'value', margin: '2,50' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      store_id: storeId,
      origin_cep: '01001000',
      margin_type: 'value',
      margin_value: 250,
      free_shipping_from_cents: null,
      melhorenvio: { connected: false, token_hint: null, connected_at: null },
    } satisfies ShippingSettingsResponse);
    expect(await origin()).toMatchObject({ done: true, hint: 'Origem dos envios configurada.' });
    const row = await server.dataSource.getRepository(StoreShipping).findOneByOrFail({ storeId });
    expect(row).toMatchObject({ originCep: '01001000', marginValue: 250, freeShippingFromCents: null });
  });

  it('refuses a bad CEP, margin or free-shipping value with Portuguese messages', async () => {
    const shop = await merchantWithStore(server);
    const cases: [Record<string, unknown>, string][] = [
      [{ origin_cep: '1234' }, 'CEP de origem inválido. Use 8 números.'],
      [{ origin_cep: '' }, 'Informe o CEP de origem.'],
      [{ margin_type: 'percent', margin: '12,5' }, 'A margem em % deve ser um número inteiro de 0 a 300.'],
      [{ margin_type: 'percent', margin: '301' }, 'A margem em % deve ser um número inteiro de 0 a 300.'],
      [
        { margin_type: 'value', margin: '-3' },
        'A margem deve ser um valor em reais não negativo, por exemplo 2,50.',
      ],
      [{ margin_type: 'value', margin: '1500' }, 'A margem deve ser de no máximo R$ 1.000,00 por envio.'],
      [{ free_shipping_from: 'abc' }, 'O valor para frete grátis deve ser em reais, por exemplo 199,90.'],
    ];
    for (const [overrides, message] of cases) {
      const response = await saveFreightSettings(shop, overrides);
      expect(response.status).toBe(422);
      expect(response.body).toEqual({ error: message });
    }
    expect(await server.dataSource.getRepository(StoreShipping).countBy({ storeId: shop.storeId })).toBe(0);
  });
});

describe('the Melhor Envio connection', () => {
  it('needs the origin first, refuses a token Melhor Envio refuses and stores a good one sealed', async () => {
    const shop = await merchantWithStore(server);
    const early = await connect(shop);
    expect(early.status).toBe(422);
    expect(early.body).toEqual({ error: 'Salve o CEP de origem antes de conectar o Melhor Envio.' });

    await saveFreightSettings(shop);
    const refused = await connect(shop, 'token-que-nao-existe-123');
    expect(refused.status).toBe(422);
    expect(refused.body.error).toContain('O Melhor Envio recusou este token.');
    let row = await server.dataSource.getRepository(StoreShipping).findOneByOrFail({ storeId: shop.storeId });
    expect(row.melhorenvioTokenSealed).toBeNull();

    const asked = melhorenvio.requests.length;
    const connected = await connect(shop).expect(200);
    expect(connected.body.melhorenvio).toEqual({
      connected: true,
      token_hint: MELHORENVIO_TOKEN.slice(-4),
      connected_at: expect.any(String),
    });
    expect(JSON.stringify(connected.body)).not.toContain(MELHORENVIO_TOKEN);
    // Checked with a quote from the origin to itself, sent as Melhor Envio requires.
    const check = melhorenvio.requests[asked]!;
    expect(check.body).toMatchObject({ from: { postal_code: '01001000' }, to: { postal_code: '01001000' } });
    expect(check.userAgent).toBe('Pagora (tecnologia@pagora.test)');
    expect(check.accept).toBe('application/json');

    row = await server.dataSource.getRepository(StoreShipping).findOneByOrFail({ storeId: shop.storeId });
    expect(row.melhorenvioTokenSealed).toMatch(/^v1\.test-1\./);
    expect(row.melhorenvioTokenSealed).not.toContain(MELHORENVIO_TOKEN);

    const read = await server.request
      .get(`/api/shipping-settings?store_id=${shop.storeId}`)
      .set(shop.merchant.auth)
      .expect(200);
    expect(read.body.melhorenvio.connected).toBe(true);

    const disconnected = await server.request
      .delete(`/api/shipping-settings/melhorenvio?store_id=${shop.storeId}`)
      .set(shop.merchant.auth)
      .expect(200);
    expect(disconnected.body.melhorenvio).toEqual({ connected: false, token_hint: null, connected_at: null });
    row = await server.dataSource.getRepository(StoreShipping).findOneByOrFail({ storeId: shop.storeId });
    expect(row.melhorenvioTokenSealed).toBeNull();
  });

  it("does not let another merchant read or change a store's settings", async () => {
    const shop = await merchantWithStore(server);
    const other = await merchantWithStore(server);
    await server.request
      .get(`/api/shipping-settings?store_id=${shop.storeId}`)
      .set(other.merchant.auth)
      .expect(403);
    const response = await saveFreightSettings({ merchant: other.merchant, storeId: shop.storeId });
    expect(response.status).toBe(403);
  });
});

describe('quotes in the checkout', () => {
  it("shows each carrier's service next to the store's option, skipping services with an error", async () => {
    const shop = await quotingShop();
    const view = await deliveryView(server.agent(), shop);
    expect(view.shipping_options).toEqual([
      {
        id: String(shop.shipping[0]!.id),
        name: 'Entrega local',
        price_cents: 1500,
        min_days: 2,
        max_days: 4,
      },
      {
        id: 'me:1',
        name: 'PAC',
        carrier: 'Correios',
        price_cents: PAC_DEFAULT_CENTS,
        min_days: 5,
        max_days: 8,
      },
      {
        id: 'me:3',
        name: '.Package',
        carrier: 'Jadlog',
        price_cents: JADLOG_DEFAULT_CENTS,
        min_days: 4,
        max_days: 6,
      },
      {
        id: 'me:2',
        name: 'SEDEX',
        carrier: 'Correios',
        price_cents: SEDEX_DEFAULT_CENTS,
        min_days: 1,
        max_days: 3,
      },
    ]);
    const request = melhorenvio.requests.at(-1)!;
    expect(request.authorization).toBe(`Bearer ${MELHORENVIO_TOKEN}`);
    expect(request.body).toEqual({
      from: { postal_code: '01001000' },
      to: { postal_code: '01310100' },
      products: [
        {
          id: String(shop.product.id),
          width: 11,
          height: 2,
          length: 16,
          weight: 0.3,
          insurance_value: 100,
          quantity: 1,
        },
      ],
    });
  });

  it('stores the chosen service on the order with the server-side price, paid by PIX', async () => {
    const shop = await quotingShop();
    const buyer = server.agent();
    await deliveryView(buyer, shop);
    const asked = melhorenvio.requests.length;
    await postForm(buyer, shop.path, {
      action: 'next',
      step: 'delivery',
      ...ADDRESS,
      shipping_option_id: 'me:2',
      // Whatever a tampered form says about prices, the server uses the quote it received.
      shipping_price: '0.01',
      price_cents: '1',
    }).expect(303);
    const { view } = await openCheckout(buyer, `${shop.path}?step=payment`);
    expect(view.totals.shipping_cents).toBe(SEDEX_DEFAULT_CENTS);
    const paid = await pay(buyer, shop, view, { payment_method: 'pix' }).expect(303);
    const order = await orderAt(server, paid.headers.location!);
    expect(order).toMatchObject({
      shippingProvider: 'melhorenvio',
      shippingServiceId: '2',
      shippingCarrier: 'Correios',
      shippingOptionName: 'Correios SEDEX',
      shippingCents: SEDEX_DEFAULT_CENTS,
      shippingPriceCents: SEDEX_DEFAULT_CENTS,
      shippingMinDays: 1,
      shippingMaxDays: 3,
      totalCents: 10_000 + SEDEX_DEFAULT_CENTS,
    });
    // The session's quote served every step: Melhor Envio was asked once for this CEP and cart.
    expect(melhorenvio.requests.length).toBe(asked);
    const admin = await server.request.get(`/api/orders/${order.id}`).set(shop.merchant.auth).expect(200);
    expect(admin.body.shipping).toMatchObject({
      name: 'Correios SEDEX',
      price_cents: SEDEX_DEFAULT_CENTS,
      max_days: 3,
    });
  });

  it('refuses a quoted service that was not quoted for this session', async () => {
    const shop = await quotingShop();
    const buyer = server.agent();
    await deliveryView(buyer, shop);
    const response = await postJson(buyer, shop.path, {
      action: 'next',
      step: 'delivery',
      ...ADDRESS,
      shipping_option_id: 'me:4',
    });
    expect(response.status).toBe(422);
    expect(response.body.view.errors.shipping_option_id).toBe('Escolha uma opção de frete.');
  });

  it("falls back to the store's options, without an error, when Melhor Envio is slow or fails", async () => {
    const shop = await quotingShop();
    for (const mode of ['hang', 'error'] as const) {
      melhorenvio.mode = mode;
      const started = Date.now();
      const view = await deliveryView(server.agent(), shop);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(view.shipping_options.map((option) => option.name)).toEqual(['Entrega local']);
      expect(view.message).toBeNull();
      expect(view.errors).toEqual({});
    }
  });

  it('adds the margin to each quote and makes the cheapest free from the threshold', async () => {
    const percent = await quotingShop({ margin_type: 'percent', margin: '10' });
    const withPercent = await deliveryView(server.agent(), percent);
    expect(withPercent.shipping_options.find((option) => option.id === 'me:1')!.price_cents).toBe(
      PAC_DEFAULT_CENTS + Math.floor((PAC_DEFAULT_CENTS * 10 + 50) / 100),
    );
    const value = await quotingShop({ margin_type: 'value', margin: '3,00', free_shipping_from: '100,00' });
    const free = await deliveryView(server.agent(), value);
    const prices = Object.fromEntries(free.shipping_options.map((option) => [option.id, option.price_cents]));
    // Products worth R$ 100,00 reach the threshold: PAC (the cheapest) is free, the others carry the margin.
    expect(prices['me:1']).toBe(0);
    expect(prices['me:3']).toBe(JADLOG_DEFAULT_CENTS + 300);
    expect(prices['me:2']).toBe(SEDEX_DEFAULT_CENTS + 300);
    const below = await quotingShop({ free_shipping_from: '100,01' });
    const paying = await deliveryView(server.agent(), below);
    expect(paying.shipping_options.find((option) => option.id === 'me:1')!.price_cents).toBe(
      PAC_DEFAULT_CENTS,
    );
  });

  it("quotes with the product's weight and sizes", async () => {
    const shop = await quotingShop();
    await server.dataSource
      .getRepository(Product)
      .update(shop.product.id, { weightGrams: 1500, heightCm: 10, widthCm: 20, lengthCm: 30 });
    const view = await deliveryView(server.agent(), shop);
    expect(melhorenvio.requests.at(-1)!.body.products).toEqual([
      {
        id: String(shop.product.id),
        width: 20,
        height: 10,
        length: 30,
        weight: 1.5,
        insurance_value: 100,
        quantity: 1,
      },
    ]);
    expect(view.shipping_options.find((option) => option.id === 'me:1')!.price_cents).toBe(2190 + 150);
    const session = await server.dataSource
      .getRepository(CheckoutSession)
      .findOneOrFail({ where: { productId: shop.product.id }, order: { id: 'DESC' } });
    expect(JSON.parse(session.shippingQuotes!)).toMatchObject({
      ok: true,
      key: expect.stringContaining('01001000>01310100'),
    });
  });
});

describe('product weight and dimensions', () => {
  it('stores weight in grams (typed in g or kg) and sizes in cm, and validates them', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const post = (fields: Record<string, string>) => {
      let request = server.request.post('/api/products').set(merchant.auth);
      for (const [name, value] of Object.entries({
        title: 'Caneca',
        description: 'Caneca de cerâmica.',
        price: '39,90',
        productType: 'physical',
        store_id: String(storeId),
        ...fields,
      }))
        request = request.field(name, value);
      return request;
    };
    const created = await post({
      weight: '1,25',
      weight_unit: 'kg',
      height: '12',
      width: '10',
      length: '10',
    }).expect(201);
    expect(created.body.package).toEqual({ weight_grams: 1250, height_cm: 12, width_cm: 10, length_cm: 10 });
    const read = await server.request.get(`/api/products/${created.body.id}`).set(merchant.auth).expect(200);
    expect(read.body.package).toEqual({ weight_grams: 1250, height_cm: 12, width_cm: 10, length_cm: 10 });
    const bare = await post({}).expect(201);
    expect(bare.body.package).toBeUndefined();

    const cases: [Record<string, string>, string][] = [
      [{ weight: '0' }, 'O peso deve ser maior que zero.'],
      [{ weight: '-2' }, 'Peso inválido: use um número positivo, por exemplo 300 ou 1,5.'],
      [{ weight: '2,5', weight_unit: 'g' }, 'Em gramas, informe um número inteiro (ex.: 300).'],
      [{ weight: '101', weight_unit: 'kg' }, 'O peso deve ser de no máximo 100 kg.'],
      [{ height: '0' }, 'A altura deve ser um número inteiro de centímetros, de 1 a 200.'],
      [{ width: '12,5' }, 'A largura deve ser um número inteiro de centímetros, de 1 a 200.'],
      [{ length: '201' }, 'O comprimento deve ser um número inteiro de centímetros, de 1 a 200.'],
      [{ weight_unit: 'lb', weight: '2' }, 'Unidade de peso inválida: use g ou kg.'],
    ];
    for (const [fields, message] of cases) {
      const response = await post(fields);
      expect(response.status, JSON.stringify(fields)).toBe(422);
      expect(response.body).toEqual({ error: message });
    }
  });
});
