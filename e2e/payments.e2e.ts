import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, createProduct, fillBuyer, oneStepWithPix } from './shop.ts';
import { baseUrl, launchBrowser, loginViaUi, newPage, queryDb, registerViaApi } from './support.ts';

/*
 * Real gateways, end to end in Chromium against the Mercado Pago and Pagar.me stand-ins: the
 * merchant activates both in /gateways (Mercado Pago for card and PIX, Pagar.me as the card's
 * contingency), buyers pay with cards tokenized in the page by the gateways' scripts and with PIX
 * approved by Mercado Pago's notification, and the merchant refunds an order.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface OrderRow {
  id: number;
  number: number;
  status: string;
  gateway: string;
  payment_method: string;
  gateway_reference: string | null;
  card_last4: string | null;
}

const ordersOf = (storeId: number) =>
  queryDb<OrderRow>(
    'SELECT id, number, status, gateway, payment_method, gateway_reference, card_last4 FROM orders WHERE store_id = ? ORDER BY id',
    storeId,
  );

/** Chooses `option` in the react-aria Select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  // The Select's button is named by its value, then its label ('Modo de teste PIX').
  await page
    .getByRole('region', { name: 'Roteamento' })
    .getByRole('button', { name: new RegExp(`${label}$`) })
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function activate(page: Page, gateway: string, keys: Record<string, string>) {
  await page
    .getByRole('button', { name: new RegExp(gateway) })
    .first()
    .click();
  for (const [label, value] of Object.entries(keys))
    await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Ativar Integração' }).click();
  await page.getByText('Gateway ativado').first().waitFor();
  await page.getByRole('button', { name: 'Voltar para gateways' }).click();
}

async function buyWithCard(page: Page, checkoutPath: string, holder: string) {
  await page.goto(checkoutPath);
  await fillBuyer(page, 'Ana Souza');
  await page.getByRole('radio', { name: 'Cartão de crédito' }).check();
  // The gateways' scripts are ready when the card fields can be typed in.
  await page.getByLabel('Número do cartão').fill('4000 0000 0000 0010');
  await page.getByLabel('Nome impresso no cartão').fill(holder);
  await page.getByLabel('Validade (MM/AA)').fill('12/34');
  await page.getByLabel('CVV', { exact: true }).fill('123');
  await page.getByRole('button', { name: 'Finalizar compra' }).click();
  await page.getByText('Pagamento aprovado!').first().waitFor({ timeout: 20_000 });
}

describe('gateways reais no checkout', () => {
  const mercadoPago = inject('mercadoPago');
  const pagarme = inject('pagarme');
  let token: string;
  let storeId: number;
  let checkoutPath: string;

  beforeAll(async () => {
    const merchant = await registerViaApi('gateways', 'Loja Gateways');
    token = merchant.token;
    storeId = queryDb<{ id: number }>(
      'SELECT store.id FROM store JOIN user ON user.id = store.user_id WHERE user.email = ?',
      merchant.email,
    )[0]!.id;
    const shirt = await createProduct(token, storeId, 'Camiseta Gateway', '100,00');
    await api(token, 'POST', 'shipping', {
      store_id: storeId,
      name: 'Frete grátis',
      price: '0',
      min_days: 3,
      max_days: 7,
    });
    await oneStepWithPix(token, storeId);
    checkoutPath = new URL(shirt.checkout_url).pathname;

    // The merchant, in /gateways: Mercado Pago for card and PIX, Pagar.me as the card's contingency.
    const { context, page } = await newPage(browser);
    await loginViaUi(page, merchant);
    await page.waitForURL(/\/dashboard/);
    await page.goto('/gateways');
    await activate(page, 'Mercado Pago', {
      'Chave pública': mercadoPago.publicKey,
      'Chave secreta': mercadoPago.accessToken,
      'Assinatura secreta do webhook': mercadoPago.webhookSecret,
    });
    await activate(page, 'Pagar.me', {
      'Chave pública': pagarme.publicKey,
      'Chave secreta': pagarme.secretKey,
    });
    await choose(page, 'Cartão de crédito', 'Mercado Pago');
    await choose(page, 'PIX', 'Mercado Pago');
    await choose(page, 'Contingência do cartão', 'Pagar.me');
    await page.getByRole('button', { name: 'Salvar roteamento' }).click();
    await page.getByText('Roteamento salvo').first().waitFor();
    await context.close();
    const routing = queryDb<{ card: string; pix: string; card_contingency: string | null }>(
      'SELECT card, pix, card_contingency FROM store_gateway_routing WHERE store_id = ?',
      storeId,
    );
    expect(routing).toEqual([{ card: 'mercadopago', pix: 'mercadopago', card_contingency: 'pagarme' }]);
  }, 60_000);

  it('cobra o cartão no Mercado Pago com o token gerado na página, sem o número passar pelo Pagora', async () => {
    const { context, page } = await newPage(browser);
    const posted: string[] = [];
    // Everything the page sends to Pagora (the gateways' own hosts are the stand-ins' origins).
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().startsWith(baseUrl()))
        posted.push(request.postData() ?? '');
    });
    await buyWithCard(page, checkoutPath, 'APRO MARIA');
    await context.close();
    const order = ordersOf(storeId).at(-1)!;
    expect(order).toMatchObject({
      status: 'approved',
      gateway: 'mercadopago',
      payment_method: 'card',
      card_last4: '0010',
    });
    expect(posted.some((body) => body.includes('4000000000000010') || body.includes('4000+0000'))).toBe(
      false,
    );
  }, 60_000);

  it('aprova o cartão recusado por saldo no Mercado Pago pelo Pagar.me, a contingência', async () => {
    const { context, page } = await newPage(browser);
    await buyWithCard(page, checkoutPath, 'FUND MARIA');
    await context.close();
    const order = ordersOf(storeId).at(-1)!;
    expect(order).toMatchObject({ status: 'approved', gateway: 'pagarme', card_last4: '0010' });
    const attempts = queryDb<{ provider: string; status: string }>(
      'SELECT provider, status FROM payment_attempt WHERE order_id = ? ORDER BY id',
      order.id,
    );
    expect(attempts).toEqual([
      { provider: 'mercadopago', status: 'refused' },
      { provider: 'pagarme', status: 'approved' },
    ]);
  }, 60_000);

  it('gera o PIX no Mercado Pago e a página se atualiza quando a notificação aprova o pagamento', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(checkoutPath);
    await fillBuyer(page, 'Bruno Lima');
    await page.getByRole('radio', { name: 'PIX' }).check();
    await page.getByRole('button', { name: 'Finalizar compra' }).click();
    await page.getByText('PIX copia e cola').first().waitFor({ timeout: 20_000 });
    const order = ordersOf(storeId).at(-1)!;
    expect(order).toMatchObject({ status: 'pending', gateway: 'mercadopago', payment_method: 'pix' });
    // The buyer pays in the bank's app; Mercado Pago notifies Pagora, which looks the payment up.
    const paid = await fetch(`${mercadoPago.baseUrl}/__control/pay/${order.gateway_reference}`, {
      method: 'POST',
    });
    expect(paid.ok).toBe(true);
    await page.getByText('Pagamento aprovado!').first().waitFor({ timeout: 30_000 });
    await context.close();
    expect(ordersOf(storeId).at(-1)!.status).toBe('approved');
  }, 60_000);

  it('reembolsa um pedido pelo detalhe do pedido', async () => {
    const order = ordersOf(storeId).find((row) => row.gateway === 'pagarme')!;
    const merchant = queryDb<{ email: string }>(
      'SELECT user.email FROM user JOIN store ON store.user_id = user.id WHERE store.id = ?',
      storeId,
    )[0]!;
    const { context, page } = await newPage(browser);
    await loginViaUi(page, { name: '', email: merchant.email, password: 'senha-segura-123' });
    await page.waitForURL(/\/dashboard/);
    await page.getByRole('link', { name: 'Pedidos' }).first().click();
    await page.getByRole('button', { name: `Ver detalhes do pedido #${order.number}` }).click();
    const drawer = page.getByRole('dialog', { name: new RegExp(`Pedido #${order.number}`) });
    await drawer.getByRole('button', { name: 'Reembolsar' }).click();
    const dialog = page.getByRole('dialog', { name: `Reembolsar pedido #${order.number}` });
    await dialog.getByRole('button', { name: /^Reembolsar/ }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => ordersOf(storeId).find((row) => row.id === order.id)!.status).toBe('refunded');
    await drawer.getByText('Reembolsado').first().waitFor();
    await context.close();
  }, 60_000);
});

describe('Mercado Pago sem contingência', () => {
  it('cobra o cartão digitado nos Secure Fields (iframes do Mercado Pago)', async () => {
    const mercadoPago = inject('mercadoPago');
    const merchant = await registerViaApi('secure-fields', 'Loja Secure Fields');
    const storeId = queryDb<{ id: number }>(
      'SELECT store.id FROM store JOIN user ON user.id = store.user_id WHERE user.email = ?',
      merchant.email,
    )[0]!.id;
    const shirt = await createProduct(merchant.token, storeId, 'Camiseta Segura', '80,00');
    await api(merchant.token, 'POST', 'shipping', {
      store_id: storeId,
      name: 'Frete grátis',
      price: '0',
      min_days: 3,
      max_days: 7,
    });
    // Activating takes card (and PIX) from test mode.
    await api(merchant.token, 'PUT', 'gateways/mercadopago', {
      store_id: storeId,
      public_key: mercadoPago.publicKey,
      secret_key: mercadoPago.accessToken,
      webhook_secret: mercadoPago.webhookSecret,
      methods: { card: true, pix: false, boleto: false },
    });
    const { settings } = await api<{ settings: Record<string, unknown> }>(
      merchant.token,
      'GET',
      `checkout-settings?store_id=${storeId}`,
    );
    await api(merchant.token, 'PUT', 'checkout-settings', {
      store_id: storeId,
      settings: { ...settings, steps: 1 },
    });

    const { context, page } = await newPage(browser);
    await page.goto(new URL(shirt.checkout_url).pathname);
    await fillBuyer(page, 'Carla Dias');
    await page.getByRole('radio', { name: 'Cartão de crédito' }).check();
    // Each field is an iframe served by Mercado Pago: the page never holds the number.
    const field = (title: string) => page.frameLocator(`iframe[title^="${title}"]`).locator('input');
    await field('Número do cartão').fill('5031 4332 1540 6351');
    await field('Validade').fill('11/30');
    await field('Código de segurança').fill('123');
    await page.getByLabel('Nome impresso no cartão').fill('APRO CARLA');
    await page.getByRole('button', { name: 'Finalizar compra' }).click();
    await page.getByText('Pagamento aprovado!').first().waitFor({ timeout: 20_000 });
    await context.close();
    const [order] = queryDb<{ status: string; gateway: string; card_last4: string }>(
      'SELECT status, gateway, card_last4 FROM orders WHERE store_id = ?',
      storeId,
    );
    expect(order).toEqual({ status: 'approved', gateway: 'mercadopago', card_last4: '6351' });
  }, 60_000);
});
