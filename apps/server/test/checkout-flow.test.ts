import type { CheckoutPageView } from '@pagora/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutSession, Order } from '../src/db/entities/index.ts';
import {
  ADDRESS,
  cardFields,
  createShop,
  followToOrder,
  openCheckout,
  orderAt,
  pay,
  personalData,
  postForm,
  postJson,
  reachPayment,
  sessionsOf,
} from './checkout-helpers.ts';
import { startTestServer, type TestServer, viewFromHtml } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const SHIPPING = [
  { name: 'Retirada', price: '0', min_days: 0, max_days: 1 },
  { name: 'Sedex', price: '25,00', min_days: 1, max_days: 3 },
];

describe('GET /c/:storeId/:slug', () => {
  it('renders the checkout with the product, a session cookie and no caching', async () => {
    const shop = await createShop(server, { shipping: SHIPPING });
    const buyer = server.agent();
    const { response, view } = await openCheckout(buyer, shop.path);
    expect(response.headers['cache-control']).toBe('no-store');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^pagora_cs_${shop.product.id}=[A-Za-z0-9_-]{43}; `));
    expect(cookie).toContain(`path=/c/${shop.storeId}`);
    expect(cookie).toContain('httponly');
    expect(cookie).toContain('samesite=lax');
    expect(view).toMatchObject({
      kind: 'checkout',
      mode: 'live',
      store_name: 'Loja do Teste',
      test_mode: true,
      action_url: `${shop.path}?step=personal`,
      product: { name: 'Curso de Fotografia', price_cents: 10000, type: 'physical', image_url: null },
      steps: ['personal', 'delivery', 'payment'],
      step: 'personal',
      completed_steps: [],
      errors: {},
      payment_methods: ['pix', 'card', 'boleto'],
      bump: null,
      coupon: null,
      totals: {
        subtotal_cents: 10000,
        bump_cents: 0,
        discount_cents: 0,
        pix_discount_cents: 0,
        shipping_cents: null,
        interest_cents: 0,
        total_cents: 10000,
        installments: null,
      },
      timer_ends_at: null,
      pix_discount: null,
    });
    // Up to 12x without interest (no interest rate by default), R$ 100,00 in 12x de R$ 8,34.
    expect(view.installment_options).toHaveLength(12);
    expect(view.installment_options.at(-1)).toMatchObject({
      count: 12,
      installment_cents: 834,
      interest_free: true,
    });
    // Cheapest first, 0 is free.
    expect(view.shipping_options.map((option) => [option.name, option.price_cents])).toEqual([
      ['Retirada', 0],
      ['Sedex', 2500],
    ]);
    expect(view.attempt_key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(view.values.payment_method).toBe('pix');

    // The same browser resumes its session: no second one.
    await openCheckout(buyer, shop.path);
    expect(await sessionsOf(server, shop.product.id)).toHaveLength(1);
    // Another browser gets its own.
    await openCheckout(server.agent(), shop.path);
    expect(await sessionsOf(server, shop.product.id)).toHaveLength(2);
  });

  it('records the UTM parameters of the link on the new session', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    await openCheckout(
      server.agent(),
      `${shop.path}?utm_source=instagram&utm_medium=stories&utm_campaign=black-friday&utm_term=curso&utm_content=${'x'.repeat(250)}`,
    );
    const [session] = await sessionsOf(server, shop.product.id);
    expect(session).toMatchObject({
      utmSource: 'instagram',
      utmMedium: 'stories',
      utmCampaign: 'black-friday',
      utmTerm: 'curso',
      utmContent: 'x'.repeat(200),
      storeId: shop.storeId,
      lastStep: 'personal',
      personalAt: null,
      completedAt: null,
    });
    expect(session!.viewedAt).toBeInstanceOf(Date);
  });

  it('answers 404 with the "Produto indisponível" page for unknown stores, products and inactive products', async () => {
    const shop = await createShop(server);
    await server.request
      .put(`/api/products/${shop.product.id}`)
      .set(shop.merchant.auth)
      .field('title', 'Curso de Fotografia')
      .field('description', 'Aprenda a fotografar.')
      .field('price', '100,00')
      .field('productType', 'physical')
      .field('status', 'inactive')
      .field('store_id', String(shop.storeId))
      .expect(200);
    for (const path of [shop.path, `/c/${shop.storeId}/nao-existe`, '/c/99999999/curso', '/c/abc/curso']) {
      const response = await server.request.get(path).expect(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.text).toContain('Produto indisponível');
    }
    expect(await sessionsOf(server, shop.product.id)).toHaveLength(0);
  });

  it('offers PIX only when the store has a PIX key, with the preselected method first', async () => {
    const shop = await createShop(server, {
      productType: 'digital',
      settings: {
        options: { pix_key: '', payment_methods: ['pix', 'card', 'boleto'], preselected_payment: 'boleto' },
      },
    });
    const { view } = await openCheckout(server.agent(), shop.path);
    expect(view.payment_methods).toEqual(['boleto', 'card']);
    expect(view.values.payment_method).toBe('boleto');
  });

  it('sets the scarcity timer from when the session began', async () => {
    const shop = await createShop(server, {
      productType: 'digital',
      settings: { scarcity: { minutes: 15 } },
    });
    const buyer = server.agent();
    const { view } = await openCheckout(buyer, shop.path);
    const [session] = await sessionsOf(server, shop.product.id);
    expect(view.timer_ends_at).toBe(new Date(session!.viewedAt.getTime() + 15 * 60_000).toISOString());
    // Reloading does not restart it.
    const again = await openCheckout(buyer, shop.path);
    expect(again.view.timer_ends_at).toBe(view.timer_ends_at);
  });
});

describe('the builder preview (?preview=1)', () => {
  it('renders the real checkout in preview mode, framable by Pagora, and records nothing', async () => {
    const shop = await createShop(server, { shipping: SHIPPING, settings: { scarcity: { minutes: 5 } } });
    const response = await server.request.get(`${shop.path}?preview=1&utm_source=x`).expect(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const view = viewFromHtml<CheckoutPageView>(response.text);
    expect(view).toMatchObject({ mode: 'preview', action_url: `${shop.path}?preview=1`, step: 'personal' });
    expect(view.timer_ends_at).not.toBeNull();
    const step = viewFromHtml<CheckoutPageView>(
      (await server.request.get(`${shop.path}?preview=1&step=payment`).expect(200)).text,
    );
    expect(step.step).toBe('payment');
    expect(await sessionsOf(server, shop.product.id)).toHaveLength(0);
  });

  it('refuses posts in preview with 409 and writes nothing', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    for (const request of [
      server.request.post(`${shop.path}?preview=1`).type('form').send({ action: 'pay' }),
      server.request.post(shop.path).type('form').send({ action: 'pay', preview: '1' }),
    ]) {
      const response = await request.expect(409);
      expect(response.body).toEqual({ error: 'Pré-visualização: pagamentos desativados.' });
    }
    expect(await sessionsOf(server, shop.product.id)).toHaveLength(0);
    expect(await server.dataSource.getRepository(Order).countBy({ storeId: shop.storeId })).toBe(0);
  });
});

describe('the 3-step checkout by form posts', () => {
  it('walks personal → delivery → payment with 303s, records each stage and places the order', async () => {
    const shop = await createShop(server, { shipping: SHIPPING });
    const buyer = server.agent();
    await openCheckout(buyer, shop.path);
    const personal = personalData();

    const toDelivery = await postForm(buyer, shop.path, {
      action: 'next',
      step: 'personal',
      ...personal,
    }).expect(303);
    expect(toDelivery.headers.location).toBe(`${shop.path}?step=delivery`);
    let [session] = await sessionsOf(server, shop.product.id);
    expect(session!.personalAt).toBeInstanceOf(Date);
    expect(session!.deliveryAt).toBeNull();

    const delivery = await openCheckout(buyer, toDelivery.headers.location!);
    expect(delivery.view).toMatchObject({
      step: 'delivery',
      completed_steps: ['personal'],
      values: { name: personal.name, email: personal.email },
    });

    const sedex = String(shop.shipping[1]!.id);
    const toPayment = await postForm(buyer, shop.path, {
      action: 'next',
      step: 'delivery',
      ...ADDRESS,
      shipping_option_id: sedex,
    }).expect(303);
    expect(toPayment.headers.location).toBe(`${shop.path}?step=payment`);
    [session] = await sessionsOf(server, shop.product.id);
    expect(session!.deliveryAt).toBeInstanceOf(Date);
    expect(session!.shippingOptionId).toBe(Number(sedex));

    const payment = await openCheckout(buyer, toPayment.headers.location!);
    expect(payment.view).toMatchObject({
      step: 'payment',
      completed_steps: ['personal', 'delivery'],
      totals: { subtotal_cents: 10000, shipping_cents: 2500, total_cents: 12500 },
    });

    // Back goes back without validating.
    const back = await postForm(buyer, shop.path, { action: 'back', step: 'payment' }).expect(303);
    expect(back.headers.location).toBe(`${shop.path}?step=delivery`);

    const paid = await pay(buyer, shop, payment.view, cardFields()).expect(303);
    expect(paid.headers.location).toMatch(new RegExp(`^/c/${shop.storeId}/pedido/[A-Za-z0-9_-]{43}$`));
    [session] = await sessionsOf(server, shop.product.id);
    expect(session!.paymentStartedAt).toBeInstanceOf(Date);
    expect(session!.completedAt).toBeInstanceOf(Date);

    const order = await orderAt(server, paid.headers.location!);
    expect(order).toMatchObject({
      storeId: shop.storeId,
      number: 1,
      kind: 'main',
      status: 'approved',
      paymentMethod: 'card',
      subtotalCents: 10000,
      shippingCents: 2500,
      totalCents: 12500,
      shippingOptionName: 'Sedex',
      shippingPriceCents: 2500,
      shippingMinDays: 1,
      shippingMaxDays: 3,
      buyerName: 'Maria da Silva',
      buyerEmail: personal.email,
      buyerPhone: '11987654321',
      buyerCpf: personal.cpf,
      addressCep: '01310100',
      addressStreet: 'Avenida Paulista',
      addressNumber: '1000',
      addressComplement: 'Apto 12',
      addressDistrict: 'Bela Vista',
      addressCity: 'São Paulo',
      addressState: 'SP',
      cardBrand: 'visa',
      cardLast4: '4242',
      cardInstallments: 1,
      checkoutSessionId: session!.id,
    });
    expect(order.paidAt).toBeInstanceOf(Date);

    const { view } = await followToOrder(buyer, paid.headers.location!);
    expect(view.order).toMatchObject({
      number: 1,
      status: 'approved',
      payment_method: 'card',
      items: [{ name: 'Curso de Fotografia', quantity: 1, unit_price_cents: 10000, kind: 'product' }],
      totals: { subtotal_cents: 10000, shipping_cents: 2500, total_cents: 12500 },
      card: { brand: 'visa', last4: '4242', installments: 1 },
      buyer_email: personal.email,
      pix: null,
      boleto: null,
      refusal_reason: null,
    });
  });

  it('refuses a step with errors (422), keeping every typed value, and records no stage', async () => {
    const shop = await createShop(server, { shipping: SHIPPING });
    const buyer = server.agent();
    await openCheckout(buyer, shop.path);
    const response = await postForm(buyer, shop.path, {
      action: 'next',
      step: 'personal',
      name: 'Maria',
      email: 'maria@',
      phone: '123',
      cpf: '111.111.111-11',
    }).expect(422);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const view = viewFromHtml<CheckoutPageView>(response.text);
    expect(view.step).toBe('personal');
    expect(view.errors).toEqual({
      name: 'Informe nome e sobrenome.',
      email: 'Informe um e-mail válido.',
      phone: 'Informe um telefone válido com DDD.',
      cpf: 'CPF inválido. Confira os números.',
    });
    expect(view.values).toMatchObject({
      name: 'Maria',
      email: 'maria@',
      phone: '123',
      cpf: '111.111.111-11',
    });
    const [session] = await sessionsOf(server, shop.product.id);
    expect(session!.personalAt).toBeNull();
    // The draft survives a reload.
    const reloaded = await openCheckout(buyer, shop.path);
    expect(reloaded.view.values).toMatchObject({ name: 'Maria', email: 'maria@' });
  });

  it('validates the delivery step: address fields and a shipping option of this store', async () => {
    const shop = await createShop(server, { shipping: SHIPPING });
    const other = await createShop(server, { shipping: SHIPPING });
    const buyer = server.agent();
    await openCheckout(buyer, shop.path);
    await postForm(buyer, shop.path, { action: 'next', step: 'personal', ...personalData() }).expect(303);
    const response = await postForm(buyer, shop.path, {
      action: 'next',
      step: 'delivery',
      cep: '123',
      street: '',
      number: '',
      district: '',
      city: '',
      state: 'XX',
      shipping_option_id: String(other.shipping[0]!.id),
    }).expect(422);
    expect(viewFromHtml<CheckoutPageView>(response.text).errors).toEqual({
      cep: 'CEP inválido. Use 8 números.',
      street: 'Informe o endereço.',
      number: 'Informe o número (ou S/N).',
      district: 'Informe o bairro.',
      city: 'Informe a cidade.',
      state: 'Selecione o estado.',
      shipping_option_id: 'Escolha uma opção de frete.',
    });
  });

  it('shows a later step only when the earlier ones are complete', async () => {
    const shop = await createShop(server, { shipping: SHIPPING });
    const buyer = server.agent();
    expect((await openCheckout(buyer, `${shop.path}?step=payment`)).view.step).toBe('personal');
    await postForm(buyer, shop.path, { action: 'next', step: 'personal', ...personalData() }).expect(303);
    expect((await openCheckout(buyer, `${shop.path}?step=payment`)).view.step).toBe('delivery');
    expect((await openCheckout(buyer, `${shop.path}?step=personal`)).view.step).toBe('personal');
  });

  it('validates the payment step on pay: card fields, and keeps values but never the card number', async () => {
    const shop = await createShop(server, { shipping: SHIPPING });
    const buyer = server.agent();
    const view = await reachPayment(buyer, shop);
    const response = await pay(
      buyer,
      shop,
      view,
      cardFields('4242 4242 4242 4241', { card_expiry: '13/30', card_cvv: '1', card_holder: '' }),
    ).expect(422);
    const refused = viewFromHtml<CheckoutPageView>(response.text);
    expect(refused.step).toBe('payment');
    expect(refused.errors).toEqual({
      card_number: 'Número do cartão inválido.',
      card_holder: 'Informe o nome impresso no cartão.',
      card_expiry: 'Validade inválida. Use MM/AA.',
      card_cvv: 'CVV inválido.',
    });
    expect(refused.values.payment_method).toBe('card');
    expect(response.text).not.toContain('4242 4242 4242 4241');
    expect(await server.dataSource.getRepository(Order).countBy({ storeId: shop.storeId })).toBe(0);
  });

  it('refuses a payment method the store does not offer', async () => {
    const shop = await createShop(server, {
      productType: 'digital',
      settings: { options: { payment_methods: ['card'], preselected_payment: 'card' } },
    });
    const buyer = server.agent();
    const view = await reachPayment(buyer, shop);
    const response = await pay(buyer, shop, view, { payment_method: 'boleto' }).expect(422);
    expect(viewFromHtml<CheckoutPageView>(response.text).errors).toEqual({
      payment_method: 'Escolha a forma de pagamento.',
    });
  });

  it('skips delivery for a digital product and stores no address', async () => {
    const shop = await createShop(server, { productType: 'digital', shipping: SHIPPING });
    const buyer = server.agent();
    const { view } = await openCheckout(buyer, shop.path);
    expect(view.steps).toEqual(['personal', 'payment']);
    expect(view.shipping_options).toEqual([]);
    const next = await postForm(buyer, shop.path, {
      action: 'next',
      step: 'personal',
      ...personalData(),
    }).expect(303);
    expect(next.headers.location).toBe(`${shop.path}?step=payment`);
    const payment = await openCheckout(buyer, next.headers.location!);
    expect(payment.view.totals.shipping_cents).toBeNull();
    const paid = await pay(buyer, shop, payment.view, { payment_method: 'boleto' }).expect(303);
    const order = await orderAt(server, paid.headers.location!);
    expect(order).toMatchObject({
      addressCep: null,
      addressStreet: null,
      shippingOptionName: null,
      shippingCents: 0,
      totalCents: 10000,
    });
    const [session] = await sessionsOf(server, shop.product.id);
    expect(session!.deliveryAt).toBeNull();
    const { view: orderView } = await followToOrder(buyer, paid.headers.location!);
    expect(orderView.order.totals.shipping_cents).toBeNull();
  });

  it('after an order, the product link starts a new session that keeps the buyer’s data', async () => {
    const shop = await createShop(server, { productType: 'digital' });
    const buyer = server.agent();
    const personal = personalData();
    const view = await reachPayment(buyer, shop, personal);
    await pay(buyer, shop, view, { payment_method: 'boleto' }).expect(303);
    const again = await openCheckout(buyer, shop.path);
    expect(again.view.values).toMatchObject({
      name: personal.name,
      email: personal.email,
      cpf: personal.cpf,
    });
    expect(again.view.step).toBe('personal');
    const sessions = await sessionsOf(server, shop.product.id);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]!.completedAt).toBeInstanceOf(Date);
    expect(sessions[1]!.completedAt).toBeNull();
    // A second purchase is a second order.
    const second = await pay(buyer, shop, again.view, { payment_method: 'boleto' }).expect(303);
    expect((await orderAt(server, second.headers.location!)).number).toBe(2);
  });
});

describe('the 1-step checkout', () => {
  it('validates everything on pay and places the order in one post', async () => {
    const shop = await createShop(server, { shipping: SHIPPING, settings: { steps: 1 } });
    const buyer = server.agent();
    const { view } = await openCheckout(buyer, shop.path);
    expect(view.steps).toEqual(['personal', 'delivery', 'payment']);
    expect(view.step).toBe('payment');

    const empty = await pay(buyer, shop, view, { payment_method: 'pix' }).expect(422);
    const errors = viewFromHtml<CheckoutPageView>(empty.text).errors;
    expect(Object.keys(errors).sort()).toEqual(
      [
        'name',
        'email',
        'phone',
        'cpf',
        'cep',
        'street',
        'number',
        'district',
        'city',
        'state',
        'shipping_option_id',
      ].sort(),
    );

    const personal = personalData();
    const paid = await pay(buyer, shop, view, {
      ...personal,
      ...ADDRESS,
      shipping_option_id: String(shop.shipping[0]!.id),
      payment_method: 'pix',
    }).expect(303);
    const order = await orderAt(server, paid.headers.location!);
    expect(order).toMatchObject({
      status: 'pending',
      paymentMethod: 'pix',
      shippingCents: 0,
      totalCents: 10000,
    });
    const [session] = await sessionsOf(server, shop.product.id);
    expect(session!.personalAt).toBeInstanceOf(Date);
    expect(session!.deliveryAt).toBeInstanceOf(Date);
    expect(session!.paymentStartedAt).toBeInstanceOf(Date);
    expect(session!.completedAt).toBeInstanceOf(Date);
  });
});

describe('JSON mode (the hydrated page)', () => {
  it('answers {view} for steps and updates, {redirect} for a placed order', async () => {
    const shop = await createShop(server, { shipping: SHIPPING });
    const buyer = server.agent();
    await openCheckout(buyer, shop.path);

    const invalid = await postJson(buyer, shop.path, {
      action: 'next',
      step: 'personal',
      name: 'Ana',
    }).expect(422);
    expect(invalid.headers['cache-control']).toBe('no-store');
    expect(invalid.body.view.errors.name).toBe('Informe nome e sobrenome.');

    const next = await postJson(buyer, shop.path, {
      action: 'next',
      step: 'personal',
      ...personalData(),
    }).expect(200);
    expect(next.body.view).toMatchObject({
      kind: 'checkout',
      step: 'delivery',
      completed_steps: ['personal'],
    });

    const update = await postJson(buyer, shop.path, {
      action: 'update',
      step: 'delivery',
      shipping_option_id: String(shop.shipping[1]!.id),
    }).expect(200);
    expect(update.body.view.totals).toMatchObject({ shipping_cents: 2500, total_cents: 12500 });
    expect(update.body.view.step).toBe('delivery');

    const payment = await postJson(buyer, shop.path, { action: 'next', step: 'delivery', ...ADDRESS }).expect(
      200,
    );
    expect(payment.body.view.step).toBe('payment');

    const paid = await postJson(buyer, shop.path, {
      action: 'pay',
      step: 'payment',
      attempt_key: payment.body.view.attempt_key,
      ...cardFields(),
    }).expect(200);
    expect(paid.body).toEqual({ redirect: expect.stringMatching(new RegExp(`^/c/${shop.storeId}/pedido/`)) });
  });
});

describe('stage timestamps', () => {
  it('are set once, the first time each stage is reached', async () => {
    const shop = await createShop(server, { shipping: SHIPPING });
    const buyer = server.agent();
    await openCheckout(buyer, shop.path);
    await postForm(buyer, shop.path, { action: 'next', step: 'personal', ...personalData() }).expect(303);
    const first = (
      await server.dataSource.getRepository(CheckoutSession).findOneByOrFail({ productId: shop.product.id })
    ).personalAt;
    await new Promise((resolve) => setTimeout(resolve, 15));
    await postForm(buyer, shop.path, { action: 'back', step: 'delivery' }).expect(303);
    await postForm(buyer, shop.path, { action: 'next', step: 'personal', name: 'Maria Souza' }).expect(303);
    const session = await server.dataSource
      .getRepository(CheckoutSession)
      .findOneByOrFail({ productId: shop.product.id });
    expect(session.personalAt?.getTime()).toBe(first?.getTime());
    expect(session.lastStep).toBe('delivery');
  });
});
