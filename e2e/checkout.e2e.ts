import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createProduct,
  fillBuyer,
  merchantWithStore,
  oneStepWithPix,
  payByCard,
  stubStoreSite,
} from './shop.ts';
import { launchBrowser, loginViaUi, newPage, queryDb, registerViaApi } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const REDIRECT_CARD = 'https://loja.exemplo.com.br/obrigado-cartao';
const REDIRECT_PIX = 'https://loja.exemplo.com.br/obrigado-pix';

interface Shop {
  token: string;
  storeId: number;
  checkoutPath: string;
}

/**
 * A store selling a R$ 100,00 T-shirt with free shipping, a 10% coupon, a R$ 19,90 order bump,
 * a PIX key, a 1-step checkout and redirects for card and PIX — configured through the API (the
 * admin screens that do the same have their own stories and tests).
 */
async function openShop(prefix: string): Promise<Shop> {
  const { merchant, storeId } = await merchantWithStore(prefix);
  const { token } = merchant;
  const shirt = await createProduct(token, storeId, 'Camiseta Pagora', '100,00');
  const socks = await createProduct(token, storeId, 'Meias Pagora', '39,90');
  await api(token, 'POST', 'shipping', {
    store_id: storeId,
    name: 'Frete grátis',
    price: '0',
    min_days: 3,
    max_days: 7,
  });
  await api(token, 'POST', 'coupons', {
    store_id: storeId,
    name: 'Dez por cento',
    totalUses: 100,
    code: 'DEZ',
    discountType: 'percent',
    discountValue: 10,
  });
  await api(token, 'POST', 'order-bumps', {
    store_id: storeId,
    product_id: socks.id,
    offerPrice: '19,90',
    headline: 'Leve meias por R$ 19,90',
    description: 'Um par de meias combinando com a camiseta.',
    triggerProductIds: [shirt.id],
  });
  await oneStepWithPix(token, storeId);
  await api(token, 'PUT', 'checkout-redirects', {
    store_id: storeId,
    card: REDIRECT_CARD.replace('https://', ''),
    pix: REDIRECT_PIX.replace('https://', ''),
    boleto: '',
  });
  return { token, storeId, checkoutPath: new URL(shirt.checkout_url).pathname };
}

type OrderRow = {
  id: number;
  number: number;
  status: string;
  total_cents: number;
  discount_cents: number;
  bump_cents: number;
  coupon_code: string | null;
  card_last4: string | null;
  payment_method: string;
};
const ordersOf = (storeId: number) =>
  queryDb<OrderRow>(
    'SELECT id, number, status, total_cents, discount_cents, bump_cents, coupon_code, card_last4, payment_method FROM orders WHERE store_id = ? ORDER BY id',
    storeId,
  );

describe.each([
  { javaScript: true, label: 'com JavaScript' },
  { javaScript: false, label: 'sem JavaScript' },
])('checkout do comprador $label', ({ javaScript }) => {
  it('aplica o cupom, leva o order bump, paga com cartão de teste e vai para o redirecionamento da loja', async () => {
    const shop = await openShop(javaScript ? 'cartao-js' : 'cartao-nojs');
    const { context, page } = await newPage(browser, { javaScriptEnabled: javaScript });
    await stubStoreSite(page);
    await page.goto(shop.checkoutPath);
    await expect.poll(() => page.getByText('Modo de teste').first().isVisible()).toBe(true);

    await fillBuyer(page, 'Ana Souza');
    await page.getByLabel('Cupom de desconto').fill('dez');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await page.getByText('Cupom aplicado!').waitFor();
    // What was typed survives the coupon round trip (a full page post without JavaScript).
    expect(await page.getByLabel('Nome completo').inputValue()).toBe('Ana Souza');
    expect(await page.getByLabel('Bairro').inputValue()).toBe('Bela Vista');

    await page.getByRole('checkbox', { name: /Leve meias por R\$ 19,90/ }).check();
    await payByCard(page);

    await page.getByText('Pagamento aprovado!').first().waitFor();
    await page.waitForURL(REDIRECT_CARD, { timeout: 15_000 });
    expect(await page.getByRole('heading', { name: 'Obrigado pela compra!' }).isVisible()).toBe(true);

    const [order] = ordersOf(shop.storeId);
    // (100,00 + 19,90) − 10% = 107,91; free shipping.
    expect(order).toMatchObject({
      number: 1,
      status: 'approved',
      payment_method: 'card',
      bump_cents: 1990,
      discount_cents: 1199,
      total_cents: 10791,
      coupon_code: 'DEZ',
      card_last4: '4242',
    });
    const items = queryDb<{ name: string; kind: string }>(
      'SELECT name, kind FROM order_item WHERE order_id = ? ORDER BY id',
      order!.id,
    );
    expect(items).toEqual([
      { name: 'Camiseta Pagora', kind: 'product' },
      { name: 'Meias Pagora', kind: 'bump' },
    ]);
    await context.close();
  });

  it('paga por PIX e a página se atualiza quando o lojista marca como pago', async () => {
    const shop = await openShop(javaScript ? 'pix-js' : 'pix-nojs');
    const { context, page } = await newPage(browser, { javaScriptEnabled: javaScript });
    await stubStoreSite(page);
    await page.goto(shop.checkoutPath);
    await fillBuyer(page, 'Bruno Lima');
    await page.getByRole('radio', { name: 'PIX' }).check();
    await page.getByRole('button', { name: 'Finalizar compra' }).click();

    await page.getByRole('heading', { name: 'Aguardando pagamento' }).waitFor();
    const code = await page.getByLabel('PIX copia e cola').inputValue();
    expect(code).toMatch(/^000201/);
    expect(code).toContain('br.gov.bcb.pix');
    expect(code).toContain('pix@loja.exemplo.com.br');

    const [order] = ordersOf(shop.storeId);
    expect(order).toMatchObject({ status: 'pending', payment_method: 'pix', total_cents: 10000 });
    await api(shop.token, 'POST', `orders/${order!.id}/mark-paid`);

    // With JavaScript the page polls every 3 s; without it a meta refresh reloads every 10 s.
    await page.getByText('Pagamento aprovado!').first().waitFor({ timeout: 20_000 });
    await page.waitForURL(REDIRECT_PIX, { timeout: 15_000 });
    await context.close();
  });
});

it('um cartão recusado mostra o motivo, mantém os dados e a nova tentativa usa o mesmo pedido', async () => {
  const shop = await openShop('recusado');
  const { context, page } = await newPage(browser);
  await stubStoreSite(page);
  await page.goto(shop.checkoutPath);
  await fillBuyer(page, 'Carla Dias');
  await page.getByRole('radio', { name: 'Cartão de crédito' }).check();
  await page.getByLabel('Número do cartão').fill('4000 0000 0000 9995');
  await page.getByLabel('Nome impresso no cartão').fill('CARLA DIAS');
  await page.getByLabel('Validade (MM/AA)').fill('12/34');
  await page.getByLabel('CVV', { exact: true }).fill('123');
  await page.getByRole('button', { name: 'Finalizar compra' }).click();
  await page.getByText('Pagamento recusado: Saldo insuficiente.').waitFor();
  expect(await page.getByLabel('Nome completo').inputValue()).toBe('Carla Dias');

  await payByCard(page);
  await page.waitForURL(REDIRECT_CARD, { timeout: 15_000 });
  const orders = ordersOf(shop.storeId);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ number: 1, status: 'approved', card_last4: '4242' });
  await context.close();
});

it('o lojista configura pelo admin um checkout de 1 etapa com order bump, cupom e redirecionamento, e o comprador usa tudo', async () => {
  const merchant = await registerViaApi('admin-checkout', 'Loja do Admin');
  const storeId = queryDb<{ id: number }>(
    'SELECT store.id FROM store JOIN user ON user.id = store.user_id WHERE user.email = ?',
    merchant.email,
  )[0]!.id;
  await createProduct(merchant.token, storeId, 'Meias Pagora', '39,90');
  const shirt = await createProduct(merchant.token, storeId, 'Camiseta Pagora', '100,00');
  await api(merchant.token, 'POST', 'shipping', {
    store_id: storeId,
    name: 'Frete grátis',
    price: '0',
    min_days: 3,
    max_days: 7,
  });

  const { context, page } = await newPage(browser);
  await loginViaUi(page, merchant);
  await page.waitForURL('**/dashboard');

  // The builder: one step, saved.
  await page.goto('/configuracao-checkout');
  await page.getByRole('radio', { name: '1 etapa' }).click();
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await page.getByText('Checkout salvo').first().waitFor();
  // Redirect after a card payment.
  await page.getByRole('tab', { name: 'Redirecionamento' }).click();
  await page.getByLabel('Cartão de crédito').fill('loja.exemplo.com.br/obrigado-cartao');
  await page.getByRole('button', { name: 'Salvar Redirecionamentos' }).click();
  await page.getByText('Redirecionamentos salvos').first().waitFor();

  // The order bump and the coupon in /marketing.
  await page.goto('/marketing');
  await page.getByLabel('Nome', { exact: true }).fill('Dez por cento');
  await page.getByLabel('Código').fill('DEZ');
  await page.getByLabel('Total de usos').fill('100');
  await page.getByLabel('Valor do desconto').fill('10');
  await page.getByRole('button', { name: 'Criar Cupom' }).click();
  await page.getByText('Cupom salvo com sucesso!').first().waitFor();
  await page.getByRole('tab', { name: 'Order Bump' }).click();
  await page.getByRole('button', { name: /Produto ofertado/ }).click();
  await page.getByRole('option', { name: /Meias Pagora/ }).click();
  await page.getByLabel('Preço da oferta').fill('19,90');
  await page.getByLabel('Título').fill('Leve meias por R$ 19,90');
  await page.getByRole('button', { name: 'Criar Order Bump' }).click();
  await page.getByText('Order bump salvo!').first().waitFor();
  expect(queryDb('SELECT offer_price_cents, kind FROM checkout_offer WHERE store_id = ?', storeId)).toEqual([
    { offer_price_cents: 1990, kind: 'bump' },
  ]);

  // A buyer on the product link.
  const buyer = await newPage(browser);
  await stubStoreSite(buyer.page);
  await buyer.page.goto(new URL(shirt.checkout_url).pathname);
  await fillBuyer(buyer.page, 'Davi Rocha');
  await buyer.page.getByLabel('Cupom de desconto').fill('DEZ');
  await buyer.page.getByRole('button', { name: 'Aplicar' }).click();
  await buyer.page.getByText('Cupom aplicado!').waitFor();
  await buyer.page.getByRole('checkbox', { name: /Leve meias por R\$ 19,90/ }).check();
  await payByCard(buyer.page);
  await buyer.page.waitForURL(REDIRECT_CARD, { timeout: 15_000 });
  expect(ordersOf(storeId)[0]).toMatchObject({ status: 'approved', total_cents: 10791, coupon_code: 'DEZ' });
  await buyer.context.close();
  await context.close();
});
