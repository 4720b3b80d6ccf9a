import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from './shop.ts';
import { baseUrl, launchBrowser, loginViaUi, newPage, queryDb, registerViaApi } from './support.ts';

/*
 * The merchant's bill, end to end in Chromium: a merchant on Profissional sells through Mercado
 * Pago (test-mode orders carry no fee), sees the fees in Extrato, deposits by PIX and gets the 10 %
 * bonus, adds a card that the issuer refuses, and the fees that card could not pay go to
 * Regularização until 'Quitar com PIX' brings the account back to Em dia.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A digital product in a 1-step checkout, sold through the Mercado Pago stand-in. */
async function productOnMercadoPago(token: string, storeId: number, price: string): Promise<string> {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    title: `Curso ${price}`,
    description: 'Curso online gravado.',
    price,
    store_id: String(storeId),
    productType: 'digital',
    status: 'active',
  }))
    form.set(key, value);
  const product = await api<{ checkout_url: string }>(token, 'POST', 'products', form);
  return new URL(product.checkout_url).pathname;
}

/** A buyer paying by card as a page without JavaScript posts it, with a Mercado Pago card token. */
async function sell(checkoutPath: string, n: number) {
  const mercadoPago = inject('mercadoPago');
  const opened = await fetch(`${baseUrl()}${checkoutPath}`);
  const cookie = opened.headers.get('set-cookie')?.split(';')[0] ?? '';
  const html = await opened.text();
  const view = JSON.parse(
    /<script id="checkout-view" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!,
  ).view as { attempt_key: string };
  const tokenResponse = await fetch(
    `${mercadoPago.baseUrl}/v1/card_tokens?public_key=${encodeURIComponent(mercadoPago.publicKey)}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        card_number: '5031433215406351',
        security_code: '123',
        expiration_month: 11,
        expiration_year: 2030,
        cardholder: { name: 'APRO COMPRADOR' },
      }),
    },
  );
  const cardToken = (await tokenResponse.json()) as { id: string };
  const paid = await fetch(`${baseUrl()}${checkoutPath}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      action: 'pay',
      step: 'payment',
      attempt_key: view.attempt_key,
      name: `Comprador ${n} Souza`,
      email: `comprador.${n}.${Date.now()}@exemplo.com.br`,
      phone: '11912345678',
      cpf: '52998224725',
      payment_method: 'card',
      card_holder: 'APRO COMPRADOR',
      installments: '1',
      card_token: cardToken.id,
      card_brand: 'mastercard',
      card_last4: '6351',
      card_payment_method_id: 'master',
      card_issuer_id: '24',
    }),
  });
  expect(paid.status).toBe(303);
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
}

describe('o financeiro do lojista', () => {
  it('taxas no Extrato, depósito com bônus, cartão recusado e Quitar com PIX', async () => {
    const mercadoPago = inject('mercadoPago');
    const merchant = await registerViaApi('financeiro', 'Loja Financeiro');
    const storeId = queryDb<{ id: number }>(
      'SELECT store.id FROM store JOIN user ON user.id = store.user_id WHERE user.email = ?',
      merchant.email,
    )[0]!.id;
    await api(merchant.token, 'PUT', 'gateways/mercadopago', {
      store_id: storeId,
      public_key: mercadoPago.publicKey,
      secret_key: mercadoPago.accessToken,
      webhook_secret: mercadoPago.webhookSecret,
      methods: { card: true, pix: false, boleto: false },
    });
    const course = await productOnMercadoPago(merchant.token, storeId, '100,00');
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
    await loginViaUi(page, merchant);
    await page.waitForURL('**/dashboard');

    // Profissional: 1,5 % + R$ 1,00 per approved order, free.
    await page.goto('/configuracoes?aba=planos');
    await page.getByRole('tab', { name: 'Planos' }).click();
    await page.getByRole('button', { name: 'Selecionar Profissional' }).click();
    await page.getByRole('button', { name: 'Confirmar upgrade' }).click();
    await expect
      .poll(
        () =>
          queryDb<{ plan: string }>(
            'SELECT plan FROM billing_account JOIN user ON user.id = billing_account.user_id WHERE user.email = ?',
            merchant.email,
          )[0]?.plan,
      )
      .toBe('profissional');

    for (const n of [1, 2, 3]) await sell(course, n);

    await page.goto('/financeiro');
    await openTab(page, 'Extrato');
    // Three fees of R$ 2,50 (1,5 % of R$ 100,00 + R$ 1,00).
    const statement = page.getByRole('tabpanel', { name: 'Extrato' });
    await expect.poll(() => statement.getByText(/^Pedido #\d · Loja Financeiro$/).count()).toBe(3);
    expect(await statement.getByText('−R$ 2,50').count()).toBe(3);

    // A PIX deposit of R$ 50,00: the balance grows by the amount and the 10 % bonus.
    await openTab(page, 'Sistema de Cobrança');
    await page.getByLabel('Valor do depósito').fill('50,00');
    await page.getByRole('button', { name: 'Gerar Depósito' }).click();
    await page.getByRole('button', { name: 'Simular pagamento (modo de teste)' }).click();
    // −7,50 + 50,00 + 5,00
    await page.getByRole('region', { name: 'Saldo' }).getByText('R$ 47,50').waitFor({ timeout: 15_000 });

    // A card the issuer refuses becomes the default card.
    await page.getByLabel('Nome impresso no cartão').fill('ANA SOUZA');
    await page.getByLabel('Número do cartão').fill('4000 0000 0000 0002');
    await page.getByLabel('Validade').fill('12/2031');
    await page.getByLabel('CVV').fill('123');
    await page.getByRole('button', { name: 'Cadastrar Cartão' }).click();
    await page
      .getByText(/•••• 0002/)
      .first()
      .waitFor();

    // A big sale: its fee (R$ 151,00) passes the balance and the R$ 100,00 limit, the card is
    // charged and refused, and what is pending goes to Regularização.
    const big = await productOnMercadoPago(merchant.token, storeId, '10.000,00');
    await sell(big, 4);
    await expect
      .poll(
        () =>
          queryDb<{ status: string }>('SELECT status FROM billing_charge ORDER BY id DESC LIMIT 1')[0]
            ?.status,
        {
          timeout: 15_000,
        },
      )
      .toBe('refused');
    await page.reload();
    await openTab(page, 'Regularização');
    const panel = page.getByRole('tabpanel', { name: 'Regularização' });
    await panel.getByText('Pendente', { exact: true }).first().waitFor();
    await panel.getByText('R$ 103,50').first().waitFor();

    await panel.getByRole('button', { name: 'Quitar com PIX' }).click();
    await panel.getByRole('button', { name: 'Simular pagamento (modo de teste)' }).click();
    await panel.getByText('Em dia', { exact: true }).first().waitFor({ timeout: 15_000 });
    await context.close();

    const [account] = queryDb<{ balance_cents: number; plan: string }>(
      'SELECT balance_cents, plan FROM billing_account JOIN user ON user.id = billing_account.user_id WHERE user.email = ?',
      merchant.email,
    );
    expect(account).toEqual({ balance_cents: 0, plan: 'profissional' });
  }, 120_000);
});
