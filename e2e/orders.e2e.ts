import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  api,
  changeCheckoutSettings,
  createProduct,
  fillBuyer,
  fillDelivery,
  fillPersonal,
  merchantWithStore,
  payByCard,
} from './shop.ts';
import { execDb, launchBrowser, loginViaUi, newPage, queryDb } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A store selling a R$ 100,00 T-shirt with free shipping and a PIX key, in 1 or 3 steps. */
async function openShop(prefix: string, steps: 1 | 3) {
  const { merchant, storeId } = await merchantWithStore(prefix);
  const shirt = await createProduct(merchant.token, storeId, 'Camiseta Pagora', '100,00');
  await api(merchant.token, 'POST', 'shipping', {
    store_id: storeId,
    name: 'Frete grátis',
    price: '0',
    min_days: 3,
    max_days: 7,
  });
  await changeCheckoutSettings(merchant.token, storeId, (settings) => ({
    ...settings,
    steps,
    options: { ...settings.options, pix_key: 'pix@loja.exemplo.com.br' },
  }));
  return { merchant, storeId, checkoutPath: new URL(shirt.checkout_url).pathname };
}

/** Marks the document so a later check can tell the page was never reloaded. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { pagoraSameDocument: boolean }).pagoraSameDocument = true;
  });
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { pagoraSameDocument?: boolean }).pagoraSameDocument === true);

it('o lojista vê os pedidos chegarem ao vivo no dashboard e em /pedidos, e marca um PIX como pago', async () => {
  const shop = await openShop('ao-vivo', 1);
  const admin = await newPage(browser);
  await loginViaUi(admin.page, shop.merchant);
  await admin.page.waitForURL('**/dashboard');
  // An empty store: honest zeros and the hint to share a checkout link.
  await admin.page.getByText(/Compartilhe o link de checkout/).waitFor();
  await markDocument(admin.page);

  // A buyer pays R$ 100,00 by card: the open dashboard shows it without a reload.
  const buyer = await newPage(browser);
  await buyer.page.goto(shop.checkoutPath);
  await fillBuyer(buyer.page, 'Ana Souza');
  await payByCard(buyer.page);
  await buyer.page.getByText('Pagamento aprovado!').first().waitFor();
  await admin.page.getByText('R$ 100,00').first().waitFor({ timeout: 15_000 });
  expect(await sameDocument(admin.page)).toBe(true);

  // /pedidos lists it; a second buyer's PIX order appears live, pending.
  await admin.page.getByRole('link', { name: 'Pedidos' }).first().click();
  await admin.page.waitForURL('**/pedidos');
  const table = admin.page.getByRole('grid', { name: 'Pedidos' });
  await table.getByRole('rowheader', { name: /#1\b/ }).waitFor();
  await expect.poll(() => table.getByText('Aprovado').count()).toBe(1);
  await markDocument(admin.page);

  const second = await newPage(browser);
  await second.page.goto(shop.checkoutPath);
  await fillBuyer(second.page, 'Bruno Lima');
  await second.page.getByRole('radio', { name: 'PIX' }).check();
  await second.page.getByRole('button', { name: 'Finalizar compra' }).click();
  await second.page.getByRole('heading', { name: 'Aguardando pagamento' }).waitFor();
  await table.getByRole('rowheader', { name: /#2\b/ }).waitFor({ timeout: 15_000 });
  await expect.poll(() => table.getByText('Pendente').count()).toBe(1);
  expect(await sameDocument(admin.page)).toBe(true);

  // Its detail: items, timeline, and 'Marcar como pago' (test mode) after confirming.
  await admin.page.getByRole('button', { name: 'Ver detalhes do pedido #2' }).click();
  const drawer = admin.page.getByRole('dialog', { name: /Pedido #2/ });
  await drawer.getByText('Camiseta Pagora').first().waitFor();
  await drawer.getByText('PIX gerado').waitFor();
  await drawer.getByRole('button', { name: 'Marcar como pago' }).click();
  await admin.page
    .getByRole('alertdialog')
    .getByRole('button', { name: /Marcar como pago/ })
    .click();
  await drawer.getByText('Marcado como pago pelo lojista (modo de teste)').waitFor();
  expect(
    queryDb<{ status: string }>('SELECT status FROM orders WHERE store_id = ? ORDER BY number', shop.storeId),
  ).toEqual([{ status: 'approved' }, { status: 'approved' }]);
  // The buyer's PIX page sees the payment too.
  await second.page.getByText('Pagamento aprovado!').first().waitFor({ timeout: 20_000 });

  await Promise.all([admin.context.close(), buyer.context.close(), second.context.close()]);
});

it('um checkout abandonado aparece em Carrinhos Abandonados e o link de recuperação restaura o carrinho', async () => {
  const shop = await openShop('abandono', 3);
  const email = `carla.${Date.now()}@exemplo.com.br`;

  // The buyer types the personal data, goes on to delivery, and leaves.
  const buyer = await newPage(browser);
  await buyer.page.goto(shop.checkoutPath);
  await fillPersonal(buyer.page, 'Carla Dias', email);
  await buyer.page.getByRole('button', { name: 'Continuar' }).click();
  await buyer.page.getByLabel('CEP').waitFor();
  await buyer.context.close();
  // Two hours later (the store counts a cart as abandoned after 30 minutes).
  const aged = execDb(
    "UPDATE checkout_session SET last_activity_at = datetime('now', '-2 hours') WHERE store_id = ? AND buyer_email = ?",
    shop.storeId,
    email,
  );
  expect(aged).toBe(1);

  const admin = await newPage(browser);
  await loginViaUi(admin.page, shop.merchant);
  await admin.page.waitForURL('**/dashboard');
  await admin.page.goto('/pedidos?aba=carrinhos');
  const table = admin.page.getByRole('grid', { name: 'Carrinhos abandonados' });
  await table.getByText('Carla Dias').waitFor();
  await table.getByText('Dados de Entrega').waitFor();
  await table.getByRole('button', { name: /Recuperar carrinho/ }).click();
  await admin.page.getByText('E-mail de recuperação enviado.').first().waitFor();

  // The e-mail went to the buyer with a link back to the checkout.
  const [mail] = queryDb<{ to: string; text: string }>(
    'SELECT "to", text FROM outbound_email WHERE "to" = ? ORDER BY id DESC',
    email,
  );
  const link = /https?:\/\/\S+\?recuperar=[\w-]+/.exec(mail?.text ?? '')?.[0];
  expect(link).toBeTruthy();

  // On another device (no cookie), the link reopens the cart with the data typed.
  const back = await newPage(browser);
  await back.page.goto(new URL(link!).pathname + new URL(link!).search);
  await back.page.getByLabel('CEP').waitFor();
  await back.page.getByRole('button', { name: 'Voltar' }).first().click();
  await back.page.getByLabel('Nome completo').waitFor();
  expect(await back.page.getByLabel('Nome completo').inputValue()).toBe('Carla Dias');
  expect(await back.page.getByLabel('E-mail').inputValue()).toBe(email);
  await back.page.getByRole('button', { name: 'Continuar' }).click();
  await back.page.getByLabel('CEP').waitFor();
  await fillDelivery(back.page);
  await back.page.getByRole('button', { name: 'Continuar' }).click();
  await back.page.getByRole('radio', { name: 'PIX' }).check();
  await back.page.getByRole('button', { name: 'Finalizar compra' }).click();
  await back.page.getByRole('heading', { name: 'Aguardando pagamento' }).waitFor();

  // The cart became an order: recovered.
  const [cart] = queryDb<{ recovered_at: string | null; completed_at: string | null }>(
    'SELECT recovered_at, completed_at FROM checkout_session WHERE store_id = ? AND buyer_email = ?',
    shop.storeId,
    email,
  );
  expect(cart?.completed_at).toBeTruthy();
  expect(cart?.recovered_at).toBeTruthy();
  await admin.page.reload();
  await table
    .getByText(/Recuperado/)
    .first()
    .waitFor({ timeout: 15_000 });
  await Promise.all([admin.context.close(), back.context.close()]);
});
