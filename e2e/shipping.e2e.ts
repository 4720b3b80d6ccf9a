import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MELHORENVIO_TOKEN } from '../apps/server/test/melhorenvio-stand-in.ts';
import { api, createProduct, fillPersonal, merchantWithStore, oneStepWithPix } from './shop.ts';
import { launchBrowser, loginViaUi, newPage, queryDb, type registerViaApi } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const CEP_FOUND = 'Endereço encontrado. Confira e informe o número.';

/*
 * What the stand-ins answer (apps/server/test/viacep-stand-in.ts, melhorenvio-stand-in.ts): a
 * product without weight is quoted at 300 g, so each service costs its base price + R$ 0,30:
 * Correios PAC R$ 22,20 (5 to 8 days), Correios SEDEX R$ 38,80 (1 to 3), Jadlog .Package
 * R$ 25,90 (4 to 6); Jadlog .Com cannot carry it and is not offered.
 */

interface FreightShop {
  merchant: Awaited<ReturnType<typeof registerViaApi>>;
  storeId: number;
  checkoutPath: string;
}

/** A store selling a R$ 100,00 mug (physical, no weight set), with its own 'Retirada na loja' and PIX, on a 1-step checkout. */
async function openFreightShop(prefix: string): Promise<FreightShop> {
  const { merchant, storeId } = await merchantWithStore(prefix);
  const mug = await createProduct(merchant.token, storeId, 'Caneca Pagora', '100,00');
  await api(merchant.token, 'POST', 'shipping', {
    store_id: storeId,
    name: 'Retirada na loja',
    price: '0',
    min_days: 1,
    max_days: 2,
  });
  await oneStepWithPix(merchant.token, storeId);
  return { merchant, storeId, checkoutPath: new URL(mug.checkout_url).pathname };
}

type OrderRow = {
  status: string;
  payment_method: string;
  shipping_option_name: string;
  shipping_carrier: string | null;
  shipping_provider: string | null;
  shipping_service_id: string | null;
  shipping_cents: number;
  shipping_max_days: number;
  total_cents: number;
  address_state: string;
  address_city: string;
};
const ordersOf = (storeId: number) =>
  queryDb<OrderRow>(
    `SELECT status, payment_method, shipping_option_name, shipping_carrier, shipping_provider,
       shipping_service_id, shipping_cents, shipping_max_days, total_cents, address_state, address_city
     FROM orders WHERE store_id = ? ORDER BY id`,
    storeId,
  );

/** The radio card of a shipping choice (its label holds the name, the delivery time and the price). */
const choice = (page: Page, name: RegExp) =>
  page.locator('label').filter({ has: page.getByRole('radio', { name }) });

describe('frete com CEP e Melhor Envio', () => {
  it('o lojista conecta o Melhor Envio em /logistica e o comprador digita o CEP, escolhe o SEDEX e paga por PIX', async () => {
    const shop = await openFreightShop('frete-js');
    const admin = await newPage(browser);
    await loginViaUi(admin.page, shop.merchant);
    await admin.page.waitForURL('**/dashboard');
    await admin.page.goto('/logistica');
    await admin.page.getByLabel('CEP de origem').fill('01310-100');
    await admin.page.getByRole('button', { name: 'Salvar origem e regras' }).click();
    await admin.page.getByText('Origem e regras de frete salvas!').first().waitFor();
    await admin.page.getByLabel('Token do Melhor Envio').fill(MELHORENVIO_TOKEN);
    await admin.page.getByRole('button', { name: 'Conectar Melhor Envio' }).click();
    await admin.page.getByText('Melhor Envio conectado!').first().waitFor();
    await admin.page.getByText('Conectado', { exact: true }).waitFor();
    expect(await admin.page.getByText(/Token terminado em cdef\./).isVisible()).toBe(true);
    await admin.context.close();

    const { context, page } = await newPage(browser);
    await page.goto(shop.checkoutPath);
    await fillPersonal(page, 'Ana Frete');
    // Typing the CEP looks it up: the address fills and the carriers' quotes join the store's option.
    await page.getByLabel('CEP').pressSequentially('20040002');
    await page.getByText(CEP_FOUND).waitFor();
    await expect.poll(() => page.getByLabel('Endereço').inputValue()).toBe('Rua da Assembleia');
    expect(await page.getByLabel('Bairro').inputValue()).toBe('Centro');
    expect(await page.getByLabel('Cidade').inputValue()).toBe('Rio de Janeiro');
    expect(await page.getByLabel('Estado').inputValue()).toBe('RJ');
    const sedex = choice(page, /Correios · SEDEX/);
    await sedex.waitFor();
    expect(await sedex.innerText()).toMatch(/até 3 dias úteis[\s\S]*R\$\s38,80/);
    expect(await choice(page, /Correios · PAC/).innerText()).toMatch(/até 8 dias úteis[\s\S]*R\$\s22,20/);
    expect(await choice(page, /Jadlog · \.Package/).innerText()).toMatch(/até 6 dias úteis[\s\S]*R\$\s25,90/);
    expect(await choice(page, /Retirada na loja/).innerText()).toMatch(/1 a 2 dias úteis[\s\S]*Grátis/);
    expect(await page.getByRole('radio', { name: /\.Com/ }).count()).toBe(0);

    // 'Buscar CEP' later is answered by the server, and its answer is what shows (not the typed lookup's).
    await page.getByLabel('CEP').fill('2004000');
    await page.getByRole('button', { name: 'Buscar CEP' }).click();
    await page.getByText('CEP inválido. Use 8 números.').waitFor();
    expect(await page.getByText(CEP_FOUND).count()).toBe(0);
    await page.getByLabel('CEP').fill('20040-002');
    await page.getByRole('button', { name: 'Buscar CEP' }).click();
    await page.getByText(CEP_FOUND).waitFor();
    await sedex.waitFor();

    await page.getByLabel('Número', { exact: true }).fill('10');
    await sedex.click();
    // R$ 100,00 + SEDEX R$ 38,80.
    await expect
      .poll(() => page.getByText('Total', { exact: true }).locator('xpath=..').innerText())
      .toMatch(/R\$\s138,80/);
    await page.getByRole('radio', { name: 'PIX' }).check();
    await page.getByRole('button', { name: 'Finalizar compra' }).click();
    await page.getByRole('heading', { name: 'Aguardando pagamento' }).waitFor();

    expect(ordersOf(shop.storeId)).toEqual([
      {
        status: 'pending',
        payment_method: 'pix',
        shipping_option_name: 'Correios SEDEX',
        shipping_carrier: 'Correios',
        shipping_provider: 'melhorenvio',
        shipping_service_id: '2',
        shipping_cents: 3880,
        shipping_max_days: 3,
        total_cents: 13880,
        address_state: 'RJ',
        address_city: 'Rio de Janeiro',
      },
    ]);
    await context.close();
  });

  it("sem JavaScript, 'Buscar CEP' preenche o endereço e traz as cotações", async () => {
    const shop = await openFreightShop('frete-nojs');
    await api(shop.merchant.token, 'PUT', 'shipping-settings', {
      store_id: shop.storeId,
      origin_cep: '01310-100',
    });
    await api(shop.merchant.token, 'PUT', 'shipping-settings/melhorenvio', {
      store_id: shop.storeId,
      token: MELHORENVIO_TOKEN,
    });

    const { context, page } = await newPage(browser, { javaScriptEnabled: false });
    await page.goto(shop.checkoutPath);
    await fillPersonal(page, 'Bruno Frete');
    // Before a CEP, only the store's own option.
    expect(await page.getByRole('radio', { name: /Correios/ }).count()).toBe(0);
    await page.getByLabel('CEP').fill('30130010');
    await page.getByRole('button', { name: 'Buscar CEP' }).click();
    await page.getByText(CEP_FOUND).waitFor();
    expect(await page.getByLabel('CEP').inputValue()).toBe('30130-010');
    expect(await page.getByLabel('Endereço').inputValue()).toBe('Praça Sete de Setembro');
    expect(await page.getByLabel('Bairro').inputValue()).toBe('Centro');
    expect(await page.getByLabel('Cidade').inputValue()).toBe('Belo Horizonte');
    expect(await page.getByLabel('Estado').inputValue()).toBe('MG');
    // What was typed before survives the round trip.
    expect(await page.getByLabel('Nome completo').inputValue()).toBe('Bruno Frete');
    const pac = choice(page, /Correios · PAC/);
    expect(await pac.innerText()).toMatch(/até 8 dias úteis[\s\S]*R\$\s22,20/);

    await page.getByLabel('Número', { exact: true }).fill('500');
    await page.getByRole('radio', { name: /Correios · PAC/ }).check();
    await page.getByRole('radio', { name: 'PIX' }).check();
    await page.getByRole('button', { name: 'Finalizar compra' }).click();
    await page.getByRole('heading', { name: 'Aguardando pagamento' }).waitFor();
    expect(ordersOf(shop.storeId)).toEqual([
      expect.objectContaining({
        shipping_option_name: 'Correios PAC',
        shipping_carrier: 'Correios',
        shipping_provider: 'melhorenvio',
        shipping_service_id: '1',
        shipping_cents: 2220,
        total_cents: 12220,
        address_state: 'MG',
        address_city: 'Belo Horizonte',
      }),
    ]);
    await context.close();
  });
});
