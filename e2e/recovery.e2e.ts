import type { Browser } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, changeCheckoutSettings, createProduct, fillBuyer, merchantWithStore } from './shop.ts';
import { execDb, launchBrowser, loginViaUi, mailsTo, newPage, queryDb } from './support.ts';

/*
 * After the sale: the PIX reminder (recovery per payment method), 'Chamar no WhatsApp', the
 * store's 'Fale conosco no WhatsApp' on the checkout, and the tracking code e-mailed to the buyer.
 * The e2e server looks for due reminders every second (RECOVERY_WORKER_INTERVAL_MS).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A store selling a R$ 100,00 T-shirt with free shipping, a PIX key and its WhatsApp, in 1 step. */
async function openShop(prefix: string) {
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
    steps: 1,
    options: { ...settings.options, pix_key: 'pix@loja.exemplo.com.br' },
    footer: { ...settings.footer, support_whatsapp: '(11) 98765-4321' },
  }));
  return { merchant, storeId, checkoutPath: new URL(shirt.checkout_url).pathname };
}

it('o lembrete do PIX não pago leva ao QR Code, e o código de rastreio chega ao comprador', async () => {
  const shop = await openShop('recuperacao');
  const email = `renata.${Date.now()}@exemplo.com.br`;

  // The merchant turns the PIX reminder on in /pedidos, one minute after the PIX is generated.
  const admin = await newPage(browser);
  await loginViaUi(admin.page, shop.merchant);
  await admin.page.waitForURL('**/dashboard');
  await admin.page.goto('/pedidos?aba=carrinhos');
  await admin.page.getByRole('button', { name: /Recuperação por forma de pagamento/ }).click();
  const methods = admin.page.getByRole('form', { name: 'Recuperação por forma de pagamento' });
  const pix = methods.getByRole('group', { name: 'PIX gerado e não pago' });
  await pix.getByRole('switch', { name: 'Enviar e-mail: PIX gerado e não pago' }).check({ force: true });
  // More than the PIX lasts is refused beside the field, and nothing is saved.
  await pix.getByRole('textbox', { name: 'Enviar após (minutos)' }).fill('45');
  await methods.getByRole('button', { name: 'Salvar' }).click();
  await pix.getByText(/precisa sair antes de o PIX expirar/).waitFor();
  await pix.getByRole('textbox', { name: 'Enviar após (minutos)' }).fill('1');
  await methods.getByRole('button', { name: 'Salvar' }).click();
  await admin.page.getByText('Recuperação por forma de pagamento salva.').first().waitFor();
  const saved = await api<{ methods: { pix_pending: { enabled: boolean; delay_minutes: number } } }>(
    shop.merchant.token,
    'GET',
    `recovery-settings?store_id=${shop.storeId}`,
  );
  expect(saved.methods.pix_pending).toMatchObject({ enabled: true, delay_minutes: 1 });

  // The store's WhatsApp is a plain link on the checkout, there without JavaScript too.
  const plain = await newPage(browser, { javaScriptEnabled: false });
  await plain.page.goto(shop.checkoutPath);
  expect(
    await plain.page.getByRole('link', { name: 'Fale conosco no WhatsApp' }).getAttribute('href'),
  ).toMatch(/^https:\/\/wa\.me\/5511987654321\?text=.*Camiseta%20Pagora/);
  await plain.context.close();

  // The buyer sees it on the checkout, generates a PIX and does not pay.
  const buyer = await newPage(browser);
  await buyer.page.goto(shop.checkoutPath);
  const talk = buyer.page.getByRole('link', { name: 'Fale conosco no WhatsApp' });
  expect(await talk.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5511987654321\?text=/);
  expect(await talk.getAttribute('target')).toBe('_blank');
  await fillBuyer(buyer.page, 'Renata Alves');
  await buyer.page.getByLabel('E-mail').fill(email);
  await buyer.page.getByRole('radio', { name: 'PIX' }).check();
  await buyer.page.getByRole('button', { name: 'Finalizar compra' }).click();
  await buyer.page.getByRole('heading', { name: 'Aguardando pagamento' }).waitFor();
  await buyer.context.close();

  // In Vendas, the pending PIX has 'Chamar no WhatsApp' to the buyer's phone, in a new tab.
  await admin.page.getByRole('tab', { name: 'Vendas' }).click();
  const table = admin.page.getByRole('grid', { name: 'Pedidos' });
  const call = table.getByRole('link', { name: 'Chamar no WhatsApp: pedido #1' });
  await call.waitFor({ timeout: 15_000 });
  expect(await call.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5511912345678\?text=/);
  expect(await call.getAttribute('target')).toBe('_blank');
  expect(await call.getAttribute('rel')).toBe('noopener noreferrer');

  // Two minutes later (the reminder waits one): the worker sends it within a few seconds.
  const [order] = queryDb<{ id: number; pix_payload: string }>(
    'SELECT id, pix_payload FROM orders WHERE store_id = ?',
    shop.storeId,
  );
  expect(execDb("UPDATE orders SET updated_at = datetime('now', '-2 minutes') WHERE id = ?", order!.id)).toBe(
    1,
  );
  await expect
    .poll(() => mailsTo(email).filter((mail) => mail.includes('Pagar com PIX')).length, { timeout: 20_000 })
    .toBe(1);
  const reminder = mailsTo(email).find((mail) => mail.includes('Pagar com PIX'))!;
  expect(reminder).toContain('ainda não foi pago');
  const link = /https?:\/\/\S+?\/c\/\d+\/pedido\/[\w-]+/.exec(reminder)?.[0];
  expect(link).toBeDefined();

  // Its link opens the order's payment page: the QR Code and the PIX copia e cola.
  const back = await newPage(browser);
  await back.page.goto(new URL(link!).pathname);
  await back.page.getByRole('heading', { name: 'Aguardando pagamento' }).waitFor();
  await back.page.getByRole('img', { name: 'QR Code PIX' }).waitFor();
  expect(await back.page.getByLabel('PIX copia e cola').inputValue()).toBe(order!.pix_payload);
  await back.context.close();

  // Paid (test mode), the order gets its tracking code in the drawer; the buyer is e-mailed.
  await table.getByRole('button', { name: 'Ver detalhes do pedido #1' }).click();
  const drawer = admin.page.getByRole('dialog', { name: /Pedido #1/ });
  await drawer.getByRole('link', { name: 'Chamar no WhatsApp' }).waitFor();
  await drawer.getByRole('button', { name: 'Marcar como pago' }).click();
  await admin.page
    .getByRole('alertdialog')
    .getByRole('button', { name: /Marcar como pago/ })
    .click();
  const tracking = drawer.getByRole('region', { name: 'Rastreio' });
  await tracking.getByRole('textbox', { name: /Código de rastreio/ }).fill('12345');
  await tracking.getByRole('button', { name: 'Salvar código' }).click();
  await tracking.getByText('Código dos Correios inválido. Use o formato AA123456789BR.').waitFor();
  await tracking.getByRole('textbox', { name: /Código de rastreio/ }).fill('qb123456789br');
  await tracking.getByRole('button', { name: 'Salvar código' }).click();
  await admin.page.getByText('Código de rastreio salvo. O cliente foi avisado por e-mail.').first().waitFor();
  await tracking.getByRole('button', { name: 'Atualizar código' }).waitFor();
  await drawer.getByText('Código de rastreio adicionado: Correios QB123456789BR').waitFor();
  expect(
    queryDb<{ tracking_carrier: string; tracking_code: string }>(
      'SELECT tracking_carrier, tracking_code FROM orders WHERE id = ?',
      order!.id,
    ),
  ).toEqual([{ tracking_carrier: 'correios', tracking_code: 'QB123456789BR' }]);
  await expect
    .poll(() => mailsTo(email).filter((mail) => mail.includes('QB123456789BR')).length, { timeout: 15_000 })
    .toBe(1);
  const shipped = mailsTo(email).find((mail) => mail.includes('QB123456789BR'))!;
  expect(shipped).toContain('Transportadora: Correios');
  expect(shipped).toContain('https://rastreamento.correios.com.br/app/index.php?objetos=QB123456789BR');

  await admin.context.close();
});
