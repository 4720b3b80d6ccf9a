import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChecklistResponse, Domain as DomainView, OrderResultView, Product } from '@pagora/contract';
import pino from 'pino';
import type { Response } from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customHostsOf } from '../src/checkout/custom-host.ts';
import { CheckoutSession, Domain, Store, User } from '../src/db/entities/index.ts';
import { DomainClaims1764720000000 } from '../src/db/migrations/1764720000000-domain-claims.ts';
import { DomainRecheckWorker } from '../src/domains/domains.ts';
import { isUniqueViolation } from '../src/shared/errors.ts';
import {
  ADDRESS,
  createShop,
  PIX_OPTIONS,
  personalData,
  reachPayment,
  type Shop,
  saveSettings,
} from './checkout-helpers.ts';
import { type DnsStandIn, startDnsStandIn } from './dns-stand-in.ts';
import {
  type Merchant,
  merchantWithStore,
  startTestServer,
  type TestServer,
  viewFromHtml,
} from './helpers.ts';

const CHECKOUT_HOST = 'checkout.pagora.test';
/** The built admin's page, as the test's web dist serves it. */
const ADMIN_HTML = '<!doctype html><title>Pagora admin</title>';

let dns: DnsStandIn;
let server: TestServer;
let webDist: string;
beforeAll(async () => {
  dns = await startDnsStandIn();
  webDist = await mkdtemp(path.join(tmpdir(), 'pagora-web-'));
  await writeFile(path.join(webDist, 'index.html'), ADMIN_HTML);
  server = await startTestServer({ dnsServers: [dns.server], domainRecheckMinutes: 60, webDistDir: webDist });
});
afterAll(async () => {
  await server.close();
  await dns.close();
  await rm(webDist, { recursive: true, force: true });
});
beforeEach(() => {
  dns.records.clear();
});

const domains = () => server.dataSource.getRepository(Domain);
let counter = 0;
/** A registrable domain no other test uses. */
function freshDomain(): string {
  counter += 1;
  return `loja${counter}-${process.pid}.com.br`;
}

async function addDomain(merchant: Merchant, storeId: number, domainName: string) {
  const response = await server.request
    .post('/api/domains')
    .set(merchant.auth)
    .send({ store_id: storeId, domainName })
    .expect(201);
  return response.body.domain as DomainView;
}

function verify(merchant: Merchant, domain: DomainView) {
  return server.request
    .post('/api/domains/verify')
    .set(merchant.auth)
    .send({ domain_id: domain.id, domain_name: domain.domain_name });
}

/** A plain 404: neither the admin, nor the API, nor a checkout page. */
function expectPlain404(response: Pick<Response, 'status' | 'headers' | 'text'>) {
  expect(response.status).toBe(404);
  expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
  expect(response.text).toBe('Página não encontrada.');
}

/** The DNS records a merchant creates for a claim: the CNAME and the claim's TXT record. */
function pointAt(domain: DomainView, cname = `${CHECKOUT_HOST}.`) {
  dns.records.set(domain.domain_name, { cname });
  dns.records.set(domain.txt_record.fqdn, { txt: [domain.txt_record.value] });
}

/** A domain added and verified through the API, its CNAME and TXT records in place. */
async function verifiedDomain(merchant: Merchant, storeId: number, name = `checkout.${freshDomain()}`) {
  const domain = await addDomain(merchant, storeId, name);
  pointAt(domain);
  const response = await verify(merchant, domain).expect(200);
  expect(response.body.verified).toBe(true);
  return response.body.domain as DomainView;
}

describe('domains API', () => {
  it('adds, lists (with the DNS instructions) and removes a domain', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const empty = await server.request.get(`/api/domains?store_id=${storeId}`).set(merchant.auth).expect(200);
    expect(empty.body).toEqual([]);

    const name = `pagamento.${freshDomain()}`;
    const added = await server.request
      .post('/api/domains')
      .set(merchant.auth)
      .send({ store_id: storeId, domainName: name })
      .expect(201);
    expect(added.body.message).toBe('Domínio adicionado. Siga as instruções de DNS para verificação.');
    expect(added.body.domain).toMatchObject({
      store_id: storeId,
      domain_name: name,
      prefix: 'pagamento',
      status: 'pending',
      verified_at: null,
      last_checked_at: null,
      last_error: null,
      txt_record: { name: '_pagora.pagamento', fqdn: `_pagora.${name}` },
    });
    // The claim's own code, and seven days to verify it.
    expect(added.body.domain.txt_record.value).toMatch(/^pagora-verify=[0-9a-f]{32}$/);
    const created = Date.parse(added.body.domain.created_at);
    expect(Date.parse(added.body.domain.expires_at) - created).toBeGreaterThanOrEqual(
      7 * 24 * 3600_000 - 5000,
    );
    expect(Date.parse(added.body.domain.expires_at) - created).toBeLessThanOrEqual(7 * 24 * 3600_000 + 5000);

    const list = await server.request.get(`/api/domains?store_id=${storeId}`).set(merchant.auth).expect(200);
    expect(list.body).toEqual([added.body.domain]);

    const instructions = await server.request
      .get(`/api/domains/dns?store_id=${storeId}`)
      .set(merchant.auth)
      .expect(200);
    expect(instructions.body).toEqual({
      cname_target: CHECKOUT_HOST,
      prefixes: ['pagamento', 'seguro', 'checkout', 'pay'],
      default_prefix: 'checkout',
    });

    const removed = await server.request
      .delete(`/api/domains/${added.body.domain.id}`)
      .set(merchant.auth)
      .expect(200);
    expect(removed.body).toEqual({ message: 'Domínio removido com sucesso.' });
    expect(await domains().countBy({ storeId })).toBe(0);
    await server.request.delete(`/api/domains/${added.body.domain.id}`).set(merchant.auth).expect(404);
  });

  it('normalises names: case, scheme and path, trailing dot, IDN to punycode', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const base = freshDomain();
    expect((await addDomain(merchant, storeId, `  CHECKOUT.${base.toUpperCase()}  `)).domain_name).toBe(
      `checkout.${base}`,
    );
    expect((await addDomain(merchant, storeId, `https://Seguro.${base}/produtos?x=1`)).domain_name).toBe(
      `seguro.${base}`,
    );
    expect((await addDomain(merchant, storeId, `pay.${base}.`)).domain_name).toBe(`pay.${base}`);
    const unicode = `pagamento.café${process.pid}${counter}.com.br`;
    const idn = await addDomain(merchant, storeId, unicode);
    expect(idn.domain_name).toBe(new URL(`http://${unicode}`).hostname);
    expect(idn.domain_name).toMatch(/^pagamento\.xn--caf.*\.com\.br$/);
    expect(idn.domain_name).not.toContain('é');
  });

  it('cleans an address pasted after the prefix (scheme, www., slashes) instead of refusing it', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const base = freshDomain();
    // What the admin sent when a merchant pasted 'https://www.<domain>/' into the field.
    expect((await addDomain(merchant, storeId, `pagamento.https://www.${base}/`)).domain_name).toBe(
      `pagamento.${base}`,
    );
    expect((await addDomain(merchant, storeId, `seguro.www.${base}`)).domain_name).toBe(`seguro.${base}`);
    expect(
      (await addDomain(merchant, storeId, `pay.HTTP://${base.toUpperCase()}:443/x?y=1`)).domain_name,
    ).toBe(`pay.${base}`);
    // What is wrong beyond that is still said exactly.
    const spaced = await server.request
      .post('/api/domains')
      .set(merchant.auth)
      .send({ store_id: storeId, domainName: 'checkout.https://lo ja.com.br/' })
      .expect(422);
    expect(spaced.body.error).toMatch(/^Domínio inválido/);
  });

  it('refuses empty, IP, malformed, too short, wrong-prefix and Pagora names', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const post = (domainName: unknown) =>
      server.request.post('/api/domains').set(merchant.auth).send({ store_id: storeId, domainName });

    for (const empty of ['', '   ', undefined]) {
      const response = await post(empty).expect(400);
      expect(response.body).toEqual({ error: 'Por favor, insira o seu domínio.' });
    }
    for (const ip of ['127.0.0.1', 'http://10.0.0.1/', '[::1]', 'checkout.169.254.169.254', '0x7f.0.0.1']) {
      const response = await post(ip).expect(422);
      expect(response.body.error).toBe('Informe um nome de domínio, não um endereço IP.');
    }
    for (const bad of [
      'checkout..loja.com.br',
      'checkout.-loja.com.br',
      'checkout.lo ja.com.br',
      'user@checkout.loja.com.br',
      `checkout.${'a'.repeat(64)}.com`,
    ]) {
      const response = await post(bad).expect(422);
      expect(response.body.error).toMatch(/^Domínio inválido/);
    }
    const short = await post('minhaloja.com').expect(422);
    expect(short.body.error).toMatch(/prefixo e o domínio completo/);
    const prefix = await post(`www.${freshDomain()}`).expect(422);
    expect(prefix.body.error).toBe(
      'O domínio deve começar com um dos prefixos: pagamento, seguro, checkout, pay (ex.: checkout.minhaloja.com.br).',
    );
    for (const pagora of [CHECKOUT_HOST, `pay.${CHECKOUT_HOST}`, 'checkout.x.pagora.test']) {
      const response = await post(pagora).expect(422);
      expect(response.body.error).toBe('Este domínio pertence ao Pagora: use o domínio da sua loja.');
    }
    expect(await domains().countBy({ storeId })).toBe(0);
  });

  it('keeps a name once per store (409 in the same store, 201 in another) and at most 10 per store', async () => {
    const first = await merchantWithStore(server, 'Primeira');
    const second = await merchantWithStore(server, 'Segunda');
    const name = `checkout.${freshDomain()}`;
    await addDomain(first.merchant, first.storeId, name);
    const again = await server.request
      .post('/api/domains')
      .set(first.merchant.auth)
      .send({ store_id: first.storeId, domainName: name.toUpperCase() })
      .expect(409);
    expect(again.body).toEqual({ error: 'Este domínio já está cadastrado.' });
    await addDomain(second.merchant, second.storeId, name.toUpperCase());

    for (let i = 1; i < 10; i++) await addDomain(first.merchant, first.storeId, `pay.${freshDomain()}`);
    const over = await server.request
      .post('/api/domains')
      .set(first.merchant.auth)
      .send({ store_id: first.storeId, domainName: `pay.${freshDomain()}` })
      .expect(422);
    expect(over.body.error).toMatch(/^Limite de 10 domínios por loja/);
    expect(await domains().countBy({ storeId: first.storeId })).toBe(10);
  });

  it("gives another merchant 403 on the store's list and 404 on its domains", async () => {
    const owner = await merchantWithStore(server, 'Dona');
    const intruder = await merchantWithStore(server, 'Intruso');
    const domain = await addDomain(owner.merchant, owner.storeId, `checkout.${freshDomain()}`);
    pointAt(domain, CHECKOUT_HOST);

    for (const path of [
      `/api/domains?store_id=${owner.storeId}`,
      `/api/domains/dns?store_id=${owner.storeId}`,
    ]) {
      const response = await server.request.get(path).set(intruder.merchant.auth).expect(403);
      expect(response.body).toEqual({ error: 'Acesso não autorizado a esta loja.' });
    }
    await server.request
      .post('/api/domains')
      .set(intruder.merchant.auth)
      .send({ store_id: owner.storeId, domainName: `checkout.${freshDomain()}` })
      .expect(403);
    const verifyOther = await verify(intruder.merchant, domain).expect(404);
    expect(verifyOther.body).toEqual({ error: 'Domínio não encontrado.' });
    await server.request.delete(`/api/domains/${domain.id}`).set(intruder.merchant.auth).expect(404);
    expect(await domains().findOneByOrFail({ id: domain.id })).toMatchObject({ status: 'pending' });
    await server.request.get(`/api/domains?store_id=${owner.storeId}`).expect(401);
  });
});

describe('verification by CNAME and TXT', () => {
  it('verifies a CNAME pointing at the checkout host (any case, trailing dot) with the claim TXT, and refuses a second verify', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const domain = await addDomain(merchant, storeId, `seguro.${freshDomain()}`);
    pointAt(domain, 'Checkout.Pagora.Test.');
    const response = await verify(merchant, domain).expect(200);
    expect(response.body.verified).toBe(true);
    expect(response.body.message).toContain(domain.domain_name);
    expect(response.body.domain).toMatchObject({ status: 'verified', last_error: null, expires_at: null });
    expect(response.body.domain.verified_at).not.toBeNull();
    expect(dns.queries).toContain(domain.domain_name);
    expect(dns.queries).toContain(`_pagora.${domain.domain_name}`);
    expect((await domains().findOneByOrFail({ id: domain.id })).expiresAt).toBeNull();

    const again = await verify(merchant, domain).expect(409);
    expect(again.body).toEqual({ error: 'Este domínio já foi verificado.' });
    const list = await server.request.get(`/api/domains?store_id=${storeId}`).set(merchant.auth).expect(200);
    expect(list.body[0].status).toBe('verified');
  });

  it('explains a missing record, a wrong target and a failing DNS server, and stays pending', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const domain = await addDomain(merchant, storeId, `checkout.${freshDomain()}`);
    const name = domain.domain_name;

    const missing = await verify(merchant, domain).expect(200);
    expect(missing.body).toMatchObject({
      verified: false,
      message: `Nenhum registro CNAME encontrado para ${name}. A propagação pode levar até 48 horas.`,
    });

    dns.records.set(name, 'nodata');
    const noCname = await verify(merchant, domain).expect(200);
    expect(noCname.body.message).toBe(missing.body.message);

    dns.records.set(name, { cname: 'shops.myshopify.com' });
    const wrong = await verify(merchant, domain).expect(200);
    expect(wrong.body).toMatchObject({
      verified: false,
      message: `O CNAME de ${name} aponta para shops.myshopify.com; deve apontar para ${CHECKOUT_HOST}.`,
    });

    dns.records.set(name, 'servfail');
    const failing = await verify(merchant, domain).expect(200);
    expect(failing.body.verified).toBe(false);
    expect(failing.body.message).toBe(
      `Não foi possível consultar o DNS de ${name} agora. Tente novamente em alguns minutos.`,
    );

    const stored = await domains().findOneByOrFail({ id: domain.id });
    expect(stored).toMatchObject({ status: 'pending', verifiedAt: null, lastError: failing.body.message });
    expect(stored.lastCheckedAt).not.toBeNull();
  });

  it('requires the claim TXT record besides the CNAME, and says what is missing or wrong', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const domain = await addDomain(merchant, storeId, `checkout.${freshDomain()}`);
    const name = domain.domain_name;
    const txtName = `_pagora.${name}`;
    const value = domain.txt_record.value;
    dns.records.set(name, { cname: CHECKOUT_HOST });

    const missing = await verify(merchant, domain).expect(200);
    expect(missing.body).toMatchObject({
      verified: false,
      message: `Nenhum registro TXT encontrado em ${txtName}. Crie-o com o valor ${value}. A propagação pode levar até 48 horas.`,
      domain: { status: 'pending' },
    });
    dns.records.set(txtName, 'nodata');
    expect((await verify(merchant, domain).expect(200)).body.message).toBe(missing.body.message);

    // Another claim's code, or an unrelated record (e.g. SPF), is not this store's proof.
    dns.records.set(txtName, { txt: ['v=spf1 -all', 'pagora-verify=0123456789abcdef0123456789abcdef'] });
    const wrong = await verify(merchant, domain).expect(200);
    expect(wrong.body).toMatchObject({
      verified: false,
      message: `O registro TXT de ${txtName} não tem o código desta loja. Ele deve ter o valor ${value}.`,
    });

    dns.records.set(txtName, 'servfail');
    const failing = await verify(merchant, domain).expect(200);
    expect(failing.body.message).toBe(
      `Não foi possível consultar o DNS de ${txtName} agora. Tente novamente em alguns minutos.`,
    );
    expect(await domains().findOneByOrFail({ id: domain.id })).toMatchObject({
      status: 'pending',
      lastError: failing.body.message,
    });

    // The record among others (spaces around it ignored) verifies.
    dns.records.set(txtName, { txt: ['v=spf1 -all', `  ${value}`] });
    const ok = await verify(merchant, domain).expect(200);
    expect(ok.body).toMatchObject({ verified: true, domain: { status: 'verified', last_error: null } });
  });
});

describe('TLS ask', () => {
  it('answers 200 only for verified domains, 404 otherwise, 400 without a domain', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const pending = await addDomain(merchant, storeId, `checkout.${freshDomain()}`);
    const verified = await verifiedDomain(merchant, storeId);
    dns.records.clear();
    dns.queries.length = 0;

    await server.request.get(`/internal/tls/ask?domain=${verified.domain_name}`).expect(200);
    await server.request.get(`/internal/tls/ask?domain=${verified.domain_name.toUpperCase()}.`).expect(200);
    await server.request.get(`/internal/tls/ask?domain=${pending.domain_name}`).expect(404);
    await server.request.get('/internal/tls/ask?domain=checkout.desconhecido.com.br').expect(404);
    await server.request.get('/internal/tls/ask?domain=').expect(400);
    await server.request.get('/internal/tls/ask').expect(400);
    // Answered from the database alone: no DNS lookups.
    expect(dns.queries).toEqual([]);
  });
});

describe('checkout on a verified domain', () => {
  async function shopWithDomain(): Promise<{ shop: Shop; host: string }> {
    const shop = await createShop(server, {
      productType: 'physical',
      shipping: [{ name: 'PAC', price: '10,00', min_days: 3, max_days: 8 }],
    });
    const domain = await verifiedDomain(shop.merchant, shop.storeId);
    return { shop, host: domain.domain_name };
  }

  it('serves the store checkout at /<slug> and the whole purchase on that host', async () => {
    const { shop, host } = await shopWithDomain();
    const slug = shop.product.slug;
    const buyer = server.agent();
    const page = await buyer.get(`/${slug}`).set('Host', `${host.toUpperCase()}:443`).expect(200);
    const view = viewFromHtml(page.text);
    expect(view.kind).toBe('checkout');
    if (view.kind !== 'checkout') return;
    expect(view.product.name).toBe('Curso de Fotografia');
    expect(view.action_url).toBe(`/${slug}?step=personal`);
    expect(String(page.headers['set-cookie'])).toMatch(/path=\/;/i);

    const personal = await buyer
      .post(`/${slug}`)
      .set('Host', host)
      .type('form')
      .send({ action: 'next', step: 'personal', ...personalData() })
      .redirects(0)
      .expect(303);
    expect(personal.headers.location).toBe(`/${slug}?step=delivery`);
    await buyer
      .post(`/${slug}`)
      .set('Host', host)
      .type('form')
      .send({
        action: 'next',
        step: 'delivery',
        ...ADDRESS,
        shipping_option_id: String(shop.shipping[0]!.id),
      })
      .redirects(0)
      .expect(303);
    const paymentPage = await buyer.get(`/${slug}?step=payment`).set('Host', host).expect(200);
    const payment = viewFromHtml(paymentPage.text);
    if (payment.kind !== 'checkout') throw new Error('esperava o checkout');
    expect(payment.step).toBe('payment');

    const paid = await buyer
      .post(`/${slug}`)
      .set('Host', host)
      .type('form')
      .send({ action: 'pay', step: 'payment', attempt_key: payment.attempt_key, payment_method: 'pix' })
      .redirects(0)
      .expect(303);
    const location = paid.headers.location!;
    expect(location).toMatch(/^\/pedido\/[\w-]+$/);
    const orderPage = await buyer.get(location).set('Host', host).expect(200);
    const order = viewFromHtml<OrderResultView>(orderPage.text);
    expect(order.kind).toBe('order');
    expect(order.status_url).toBe(`${location}/status`);
    expect(order.retry_url.startsWith('/c/')).toBe(false);
    const status = await buyer.get(order.status_url).set('Host', host).set('Accept', 'application/json');
    expect(status.status).toBe(200);
    expect(status.body).toEqual({ status: order.order.status });

    // The same pages still answer on Pagora's own host.
    await server.agent().get(shop.path).expect(200);
  });

  it("keeps the boleto's print/PDF link on the store's domain", async () => {
    const { shop, host } = await shopWithDomain();
    const slug = shop.product.slug;
    const buyer = server.agent();
    await buyer.get(`/${slug}`).set('Host', host).expect(200);
    await buyer
      .post(`/${slug}`)
      .set('Host', host)
      .type('form')
      .send({ action: 'next', step: 'personal', ...personalData() })
      .expect(303);
    await buyer
      .post(`/${slug}`)
      .set('Host', host)
      .type('form')
      .send({
        action: 'next',
        step: 'delivery',
        ...ADDRESS,
        shipping_option_id: String(shop.shipping[0]!.id),
      })
      .expect(303);
    const payment = viewFromHtml(
      (await buyer.get(`/${slug}?step=payment`).set('Host', host).expect(200)).text,
    );
    if (payment.kind !== 'checkout') throw new Error('esperava o checkout');
    const paid = await buyer
      .post(`/${slug}`)
      .set('Host', host)
      .type('form')
      .send({ action: 'pay', step: 'payment', attempt_key: payment.attempt_key, payment_method: 'boleto' })
      .redirects(0)
      .expect(303);
    const location = paid.headers.location!;
    const order = viewFromHtml<OrderResultView>(
      (await buyer.get(location).set('Host', host).expect(200)).text,
    );
    expect(order.order.boleto?.print_url).toBe(`${location}/boleto`);
    const print = await buyer.get(order.order.boleto!.print_url).set('Host', host).expect(200);
    expect(print.text).toContain(order.order.boleto!.digitable_line);
    expect(print.text).toContain(`href="${location}"`);
  });

  it('serves nothing but the checkout there, and nothing for a pending or unknown domain', async () => {
    const { shop, host } = await shopWithDomain();
    const api = await server.request
      .get(`/api/products?store_id=${shop.storeId}`)
      .set('Host', host)
      .set(shop.merchant.auth)
      .expect(404);
    expect(api.headers['content-type']).toMatch(/text\/html/);
    await server.request.get('/').set('Host', host).expect(404);
    const other = await createShop(server);
    await server.request.get(other.path).set('Host', host).expect(404);

    const pendingShop = await createShop(server);
    const pending = await addDomain(pendingShop.merchant, pendingShop.storeId, `checkout.${freshDomain()}`);
    const notServed = await server.request
      .get(`/${pendingShop.product.slug}`)
      .set('Host', pending.domain_name);
    expectPlain404(notServed);
    expectPlain404(
      await server.request.get(`/${shop.product.slug}`).set('Host', 'checkout.desconhecido.com.br'),
    );
  });

  it('switches product checkout links to the domain, and back once it is removed', async () => {
    const { shop, host } = await shopWithDomain();
    const list = async () => {
      const response = await server.request
        .get(`/api/products?store_id=${shop.storeId}`)
        .set(shop.merchant.auth)
        .expect(200);
      return response.body as Product[];
    };
    expect((await list())[0]!.checkout_url).toBe(`https://${host}/${shop.product.slug}`);
    const single = await server.request
      .get(`/api/products/${shop.product.id}`)
      .set(shop.merchant.auth)
      .expect(200);
    expect(single.body.checkout_url).toBe(`https://${host}/${shop.product.slug}`);

    // A recovery e-mail sends the buyer back to the checkout on the domain too.
    const buyer = server.agent();
    const personal = personalData({ email: `recupera.${host}@exemplo.com.br` });
    await reachPayment(buyer, shop, personal);
    const [cart] = await server.dataSource
      .getRepository(CheckoutSession)
      .find({ where: { productId: shop.product.id }, order: { id: 'DESC' }, take: 1 });
    await server.dataSource
      .getRepository(CheckoutSession)
      .update(cart!.id, { lastActivityAt: new Date(Date.now() - 60 * 60 * 1000) });
    await server.request.post(`/api/abandoned-carts/${cart!.id}/recover`).set(shop.merchant.auth).expect(200);
    const token = (await server.dataSource.getRepository(CheckoutSession).findOneByOrFail({ id: cart!.id }))
      .recoveryToken;
    const mail = (await server.outbox()).find((sent) => sent.to === personal.email.toLowerCase());
    expect(mail!.text).toContain(`https://${host}/${shop.product.slug}?recuperar=${token}`);

    const domain = await domains().findOneByOrFail({ domainName: host });
    await server.request.delete(`/api/domains/${domain.id}`).set(shop.merchant.auth).expect(200);
    expect((await list())[0]!.checkout_url).toBe(`http://pagora.test/c/${shop.storeId}/${shop.product.slug}`);
    // Removed: the host serves nothing any more (this instance forgot it at once).
    await server.request.get(`/${shop.product.slug}`).set('Host', host).expect(404);
  });
});

describe('DomainRecheckWorker', () => {
  const worker = () =>
    new DomainRecheckWorker({
      db: server.db,
      mailer: server.mailer,
      config: server.config,
      logger: pino({ level: 'silent' }),
    });

  /** Makes the domain's last check `minutes` old. */
  async function checkedAgo(domain: DomainView, minutes: number, now: Date) {
    await domains().update({ id: domain.id }, { lastCheckedAt: new Date(now.getTime() - minutes * 60_000) });
  }

  it('demotes a domain whose record vanished, e-mails the owner, and leaves fresh or healthy ones', async () => {
    const now = new Date(Date.now() + 24 * 3600_000);
    const { merchant, storeId } = await merchantWithStore(server, 'Loja Recheck');
    const vanished = await verifiedDomain(merchant, storeId);
    const healthy = await verifiedDomain(merchant, storeId);
    const repointed = await verifiedDomain(merchant, storeId);
    const fresh = await verifiedDomain(merchant, storeId);
    await checkedAgo(vanished, 120, now);
    await checkedAgo(healthy, 120, now);
    await checkedAgo(repointed, 120, now);
    await checkedAgo(fresh, 10, now);
    dns.records.delete(vanished.domain_name);
    dns.records.set(repointed.domain_name, { cname: 'outro.exemplo.com' });
    dns.records.delete(fresh.domain_name);
    await domains()
      .createQueryBuilder()
      .update()
      .set({ lastCheckedAt: now })
      .where('store_id != :storeId', { storeId })
      .execute();
    const mailsBefore = (await server.outbox()).length;

    const result = await worker().runOnce(now);
    expect(result.demoted).toBe(2);

    const byName = async (d: DomainView) => domains().findOneByOrFail({ id: d.id });
    expect(await byName(vanished)).toMatchObject({
      status: 'pending',
      verifiedAt: null,
      lastError: `Nenhum registro CNAME encontrado para ${vanished.domain_name}. A propagação pode levar até 48 horas.`,
      // Seven days to be verified again before the claim is removed.
      expiresAt: new Date(now.getTime() + 7 * 24 * 3600_000),
    });
    expect((await byName(repointed)).status).toBe('pending');
    expect(await byName(healthy)).toMatchObject({ status: 'verified', lastError: null });
    expect((await byName(healthy)).lastCheckedAt?.getTime()).toBe(now.getTime());
    expect((await byName(fresh)).status).toBe('verified');

    const owner = await server.dataSource.getRepository(User).findOneByOrFail({
      id: (await server.dataSource.getRepository(Store).findOneByOrFail({ id: storeId })).userId,
    });
    const mails = (await server.outbox()).slice(mailsBefore).filter((mail) => mail.to === owner.email);
    expect(mails).toHaveLength(2);
    const mail = mails.find((m) => m.subject.includes(vanished.domain_name))!;
    expect(mail.subject).toBe(`O domínio ${vanished.domain_name} deixou de apontar para o Pagora`);
    expect(mail.text).toContain('os links de checkout da loja voltaram a usar o endereço do Pagora');
    expect(mail.text).toContain(`http://pagora.test/c/${storeId}/`);
    expect(mail.text).toContain('Se ele não for verificado de novo em 7 dias, será removido da loja.');

    // Demoted: the TLS ask and the Host stop serving it (after the cache's short TTL on other instances).
    await server.request.get(`/internal/tls/ask?domain=${vanished.domain_name}`).expect(404);
  });

  it('keeps the domain when the DNS server fails, and two workers never check the same domain twice', async () => {
    const now = new Date(Date.now() + 48 * 3600_000);
    const { merchant, storeId } = await merchantWithStore(server);
    const domain = await verifiedDomain(merchant, storeId);
    await domains()
      .createQueryBuilder()
      .update()
      .set({ lastCheckedAt: now })
      .where('status = :verified', { verified: 'verified' })
      .execute();
    await checkedAgo(domain, 120, now);
    dns.records.set(domain.domain_name, 'servfail');

    const [first, second] = await Promise.all([worker().runOnce(now), worker().runOnce(now)]);
    expect(first.checked + second.checked).toBe(1);
    expect(first.unavailable + second.unavailable).toBe(1);
    const stored = await domains().findOneByOrFail({ id: domain.id });
    expect(stored.status).toBe('verified');
    expect(stored.lastError).toMatch(/^Não foi possível consultar o DNS/);
  });
});

describe('claims on the same name', () => {
  const post = (who: { merchant: Merchant; storeId: number }, domainName: string) =>
    server.request.post('/api/domains').set(who.merchant.auth).send({ store_id: who.storeId, domainName });
  const listOf = async (who: { merchant: Merchant; storeId: number }) =>
    (await server.request.get(`/api/domains?store_id=${who.storeId}`).set(who.merchant.auth).expect(200))
      .body as DomainView[];

  it('lets several stores claim a name, and adding answers the same whether or not another store claims it', async () => {
    const squatter = await merchantWithStore(server, 'Posseira');
    const owner = await merchantWithStore(server, 'Dona');
    const claimedName = `checkout.${freshDomain()}`;
    const freeName = `checkout.${freshDomain()}`;
    await post(squatter, claimedName).expect(201);

    const claimed = await post(owner, claimedName).expect(201);
    const free = await post(owner, freeName).expect(201);
    /** What may differ between two answers: the name itself, ids, the claim's code and times. */
    const shape = (body: { message: string; domain: DomainView }, name: string) => {
      const { id, store_id, txt_record, created_at, expires_at, ...rest } = body.domain;
      return JSON.parse(
        JSON.stringify({
          message: body.message,
          ...rest,
          txt_record: { ...txt_record, value: '…' },
        }).replaceAll(name, 'NOME'),
      );
    };
    expect(shape(claimed.body, claimedName)).toEqual(shape(free.body, freeName));
    expect(claimed.body.domain).toMatchObject({
      status: 'pending',
      last_error: null,
      store_id: owner.storeId,
    });
    expect(Object.keys(claimed.body.domain).sort()).toEqual(Object.keys(free.body.domain).sort());
    expect(Object.keys(claimed.headers).sort()).toEqual(Object.keys(free.headers).sort());

    // Each claim has its own code; the lists show each store its own claims, nothing of the other.
    const [squatterClaim] = await listOf(squatter);
    expect(squatterClaim!.txt_record.value).not.toBe(claimed.body.domain.txt_record.value);
    expect((await listOf(owner)).map((domain) => [domain.domain_name, domain.status])).toEqual([
      [claimedName, 'pending'],
      [freeName, 'pending'],
    ]);
    expect(await domains().countBy({ domainName: claimedName })).toBe(2);
  });

  it('verifies only the claim whose TXT code is in the DNS; then the other store cannot verify and sees why', async () => {
    const first = await merchantWithStore(server, 'Primeira');
    const second = await merchantWithStore(server, 'Segunda');
    const name = `pagamento.${freshDomain()}`;
    const a = await addDomain(first.merchant, first.storeId, name);
    const b = await addDomain(second.merchant, second.storeId, name);
    // The DNS owner meant the second store: the CNAME is the same for every claim, the TXT code is not.
    pointAt(b);

    const wrongStore = await verify(first.merchant, a).expect(200);
    expect(wrongStore.body).toMatchObject({
      verified: false,
      message: `O registro TXT de _pagora.${name} não tem o código desta loja. Ele deve ter o valor ${a.txt_record.value}.`,
      domain: { status: 'pending' },
    });
    const right = await verify(second.merchant, b).expect(200);
    expect(right.body).toMatchObject({ verified: true, domain: { status: 'verified' } });

    const again = await verify(first.merchant, a).expect(200);
    expect(again.body).toMatchObject({ verified: false, domain: { status: 'taken', verified_at: null } });
    expect((await listOf(first))[0]).toMatchObject({ id: a.id, status: 'taken' });
    expect((await listOf(second))[0]).toMatchObject({ id: b.id, status: 'verified', expires_at: null });
    expect(await domains().findBy({ domainName: name, status: 'verified' })).toMatchObject([
      { id: b.id, storeId: second.storeId },
    ]);
    await server.request.get(`/internal/tls/ask?domain=${name}`).expect(200);
  });

  it('moves the name to a store that proves control later, e-mails the store that had it, and serves the new one', async () => {
    const before = await createShop(server, { price: '100,00' });
    const after = await createShop(server, { price: '250,00' });
    const name = `seguro.${freshDomain()}`;
    const old = await verifiedDomain(before.merchant, before.storeId, name);
    const priceOnHost = async () =>
      viewFromHtml(
        (await server.request.get(`/${before.product.slug}`).set('Host', name).expect(200)).text,
      ) as { product: { price_cents: number } };
    expect((await priceOnHost()).product.price_cents).toBe(10_000);

    // The domain changed hands: its new owner claims it and puts the new store's code in the TXT.
    const claim = await addDomain(after.merchant, after.storeId, name);
    expect(claim.status).toBe('taken');
    pointAt(claim);
    const mailsBefore = (await server.outbox()).length;
    const moved = await verify(after.merchant, claim).expect(200);
    expect(moved.body).toMatchObject({ verified: true, domain: { status: 'verified' } });
    expect(after.product.slug).toBe(before.product.slug);
    expect((await priceOnHost()).product.price_cents).toBe(25_000);

    const demoted = await domains().findOneByOrFail({ id: old.id });
    expect(demoted).toMatchObject({
      status: 'pending',
      verifiedAt: null,
      lastError: `Outra loja comprovou o controle de ${name} com o próprio registro TXT e passou a usá-lo no checkout.`,
    });
    expect(demoted.expiresAt).not.toBeNull();
    const [view] = (
      await server.request
        .get(`/api/domains?store_id=${before.storeId}`)
        .set(before.merchant.auth)
        .expect(200)
    ).body as DomainView[];
    expect(view).toMatchObject({ status: 'taken', last_error: demoted.lastError });
    const mails = (await server.outbox())
      .slice(mailsBefore)
      .filter((mail) => mail.to === before.merchant.email);
    expect(mails.map((mail) => mail.subject)).toEqual([`O domínio ${name} foi verificado por outra loja`]);
    expect(mails[0]!.text).toContain(demoted.lastError!);
  });

  it('keeps at most one verified row per name in the database itself', async () => {
    const first = await merchantWithStore(server);
    const second = await merchantWithStore(server);
    const name = `pay.${freshDomain()}`;
    await verifiedDomain(first.merchant, first.storeId, name);
    const other = await addDomain(second.merchant, second.storeId, name);
    const failure = await domains()
      .update({ id: other.id }, { status: 'verified' })
      .then(() => null)
      .catch((error: unknown) => error);
    expect(isUniqueViolation(failure)).toBe(true);
    expect(await domains().countBy({ domainName: name, status: 'verified' })).toBe(1);
  });
});

describe('hosts that are neither Pagora nor a verified domain', () => {
  it('answers a plain 404 everywhere on a domain that lost its verification, while Pagora keeps its admin', async () => {
    const shop = await createShop(server);
    const { domain_name: host, id } = await verifiedDomain(shop.merchant, shop.storeId);
    await server.request.get(`/${shop.product.slug}`).set('Host', host).expect(200);

    // The periodic re-check finds the CNAME gone (the DNS no longer answers for it).
    const now = new Date(Date.now() + 72 * 3600_000);
    await domains().createQueryBuilder().update().set({ lastCheckedAt: now }).execute();
    await domains().update({ id }, { lastCheckedAt: new Date(now.getTime() - 120 * 60_000) });
    dns.records.clear();
    const worker = new DomainRecheckWorker({
      db: server.db,
      mailer: server.mailer,
      config: server.config,
      logger: pino({ level: 'silent' }),
      onChange: (names) => customHostsOf(server.app)?.invalidate(names),
    });
    expect((await worker.runOnce(now)).demoted).toBe(1);
    expect((await domains().findOneByOrFail({ id })).status).toBe('pending');

    for (const path of [
      '/',
      '/dashboard',
      `/${shop.product.slug}`,
      `/api/products?store_id=${shop.storeId}`,
    ]) {
      expectPlain404(await server.request.get(path).set('Host', host).set(shop.merchant.auth));
    }
    expectPlain404(await server.request.get('/api/profile').set('Host', `${host.toUpperCase()}.:443`));
    expectPlain404(await server.request.post('/api/login').set('Host', host).type('json').send('{ nem json'));
    expectPlain404(await server.request.get(`/internal/tls/ask?domain=${host}`).set('Host', host));
    // A name nobody registered, pointed at Pagora, is treated the same.
    expectPlain404(await server.request.get('/').set('Host', 'checkout.desconhecido.com.br'));
    expectPlain404(await server.request.get('/').set('Host', 'intranet'));

    // Pagora's own hosts: PUBLIC_URL's, CHECKOUT_HOST and, in development, loopback.
    for (const own of ['pagora.test', 'PAGORA.TEST:8080', CHECKOUT_HOST, 'localhost:3000', '[::1]:3000']) {
      const admin = await server.request.get('/dashboard').set('Host', own).expect(200);
      expect(admin.text).toBe(ADMIN_HTML);
    }
    expect((await server.request.get('/').expect(200)).text).toBe(ADMIN_HTML);
    await server.request.get('/api/profile').set('Host', 'pagora.test').set(shop.merchant.auth).expect(200);
    await server.request.get(shop.path).set('Host', CHECKOUT_HOST).expect(200);
  });

  it('in production answers loopback and other addresses only for the TLS ask and the health check', async () => {
    const production = await startTestServer({
      nodeEnv: 'production',
      publicUrl: 'https://pagora.test',
      webDistDir: webDist,
      dnsServers: [dns.server],
    });
    try {
      // Caddy asks on 127.0.0.1 (see the README); a local health probe too.
      const ask = await production.request.get('/internal/tls/ask').expect(400);
      expect(ask.body).toEqual({ error: 'Informe o domínio.' });
      await production.request
        .get('/internal/tls/ask?domain=checkout.desconhecido.com.br')
        .expect(404, 'not found');
      await production.request.get('/healthz').expect(200);
      // A probe or TLS server on another machine reaches the app by its address.
      await production.request.get('/healthz').set('Host', '10.0.0.5:3000').expect(200);
      expectPlain404(await production.request.get('/'));
      expectPlain404(await production.request.get('/dashboard').set('Host', '10.0.0.5:3000'));
      expectPlain404(await production.request.get('/api/profile').set('Host', 'localhost'));
      const admin = await production.request.get('/').set('Host', 'pagora.test').expect(200);
      expect(admin.text).toBe(ADMIN_HTML);
    } finally {
      await production.close();
    }
  });
});

describe('claim expiry', () => {
  it('deletes claims left unverified for 7 days (also claims on a name another store verified), and keeps the rest', async () => {
    const { merchant, storeId } = await merchantWithStore(server, 'Loja Expira');
    const other = await merchantWithStore(server);
    const stale = await addDomain(merchant, storeId, `checkout.${freshDomain()}`);
    const young = await addDomain(merchant, storeId, `pagamento.${freshDomain()}`);
    const verified = await verifiedDomain(merchant, storeId);
    const takenName = `seguro.${freshDomain()}`;
    const taken = await addDomain(merchant, storeId, takenName);
    await verifiedDomain(other.merchant, other.storeId, takenName);
    const expiresAt = new Date(stale.expires_at!);
    // Eight days on: the stale claims are past their expiry, the young one was added 6 days later.
    const now = new Date(expiresAt.getTime() + 24 * 3600_000);
    await domains().update({ id: young.id }, { expiresAt: new Date(now.getTime() + 5 * 24 * 3600_000) });
    await domains().update({ id: taken.id }, { expiresAt });
    await domains().createQueryBuilder().update().set({ lastCheckedAt: now }).execute();

    const result = await new DomainRecheckWorker({
      db: server.db,
      mailer: server.mailer,
      config: server.config,
      logger: pino({ level: 'silent' }),
    }).runOnce(now);
    expect(result.expired).toBeGreaterThanOrEqual(2);
    const left = (await server.request.get(`/api/domains?store_id=${storeId}`).set(merchant.auth).expect(200))
      .body as DomainView[];
    expect(left.map((domain) => [domain.id, domain.status])).toEqual([
      [young.id, 'pending'],
      [verified.id, 'verified'],
    ]);
    // The name can be claimed again at once.
    await addDomain(merchant, storeId, stale.domain_name);
  });
});

describe('migration to claims', () => {
  it('gives existing domains their own TXT code, and the unverified ones 7 days from the migration', async () => {
    const fresh = await startTestServer();
    const runner = fresh.dataSource.createQueryRunner();
    try {
      const { storeId } = await merchantWithStore(fresh);
      const migration = new DomainClaims1764720000000();
      await migration.down(runner);
      const param = (index: number) => (fresh.db.kind === 'postgres' ? `$${index}` : '?');
      for (const [prefix, status] of [
        ['checkout', 'verified'],
        ['pay', 'pending'],
      ] as const) {
        await runner.query(
          `INSERT INTO domain (store_id, domain_name, prefix, status) VALUES (${param(1)}, ${param(2)}, ${param(3)}, ${param(4)})`,
          [storeId, `${prefix}.antiga.com.br`, prefix, status],
        );
      }
      const before = Date.now();
      await migration.up(runner);

      const [verified, pending] = await fresh.dataSource
        .getRepository(Domain)
        .find({ where: { storeId }, order: { id: 'ASC' } });
      expect(verified).toMatchObject({
        domainName: 'checkout.antiga.com.br',
        status: 'verified',
        expiresAt: null,
      });
      expect(pending).toMatchObject({ domainName: 'pay.antiga.com.br', status: 'pending' });
      for (const domain of [verified!, pending!]) expect(domain.verificationToken).toMatch(/^[0-9a-f]{32}$/);
      expect(verified!.verificationToken).not.toBe(pending!.verificationToken);
      const week = 7 * 24 * 3600_000;
      expect(pending!.expiresAt!.getTime()).toBeGreaterThanOrEqual(before + week - 1000);
      expect(pending!.expiresAt!.getTime()).toBeLessThanOrEqual(Date.now() + week);
    } finally {
      await runner.release();
      await fresh.close();
    }
  });
});

describe('checklist', () => {
  it('computes the five items from the store data', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    const checklist = async () => {
      const response = await server.request
        .get(`/api/checklist?store_id=${storeId}`)
        .set(merchant.auth)
        .expect(200);
      return response.body as ChecklistResponse;
    };
    const done = (body: ChecklistResponse) =>
      Object.fromEntries(body.items.map((item) => [item.key, item.done]));

    const empty = await checklist();
    expect(empty.items.map((item) => [item.key, item.label])).toEqual([
      ['domain', 'Domínio verificado'],
      ['shipping', 'Frete cadastrado'],
      ['gateway', 'Gateway cadastrado'],
      ['origin', 'Origem configurada'],
      ['payment', 'Configuração de pagamento'],
    ]);
    expect(empty).toMatchObject({ done: 0, total: 5, percent: 0 });
    expect(empty.items.find((item) => item.key === 'shipping')!.hint).toBe('Cadastre uma opção em Frete.');
    expect(empty.items.find((item) => item.key === 'gateway')).toMatchObject({
      done: false,
      available: true,
    });

    await server.request
      .post('/api/shipping')
      .set(merchant.auth)
      .send({ store_id: storeId, name: 'PAC', price: '10.00', min_days: 1, max_days: 5 })
      .expect(201);
    // PIX chosen without a key: the payment configuration is not complete.
    await saveSettings(server, { merchant, storeId }, { options: { pix_key: '' } });
    expect(done(await checklist())).toEqual({
      domain: false,
      shipping: true,
      gateway: false,
      origin: false,
      payment: false,
    });

    await saveSettings(server, { merchant, storeId }, { options: { ...PIX_OPTIONS } });
    const pendingDomain = await addDomain(merchant, storeId, `checkout.${freshDomain()}`);
    expect(done(await checklist()).domain).toBe(false);
    pointAt(pendingDomain, CHECKOUT_HOST);
    await verify(merchant, pendingDomain).expect(200);

    const full = await checklist();
    expect(done(full)).toEqual({
      domain: true,
      shipping: true,
      gateway: false,
      origin: false,
      payment: true,
    });
    expect(full).toMatchObject({ done: 3, total: 5, percent: 60 });

    const intruder = await merchantWithStore(server);
    await server.request.get(`/api/checklist?store_id=${storeId}`).set(intruder.merchant.auth).expect(403);
  });
});
