import { UNREADABLE_IMAGE_MESSAGE } from '@pagora/contract';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, loginViaUi, newPage, queryDb, registerViaApi } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const storeOf = (email: string) =>
  queryDb<{ id: number }>(
    'SELECT store.id FROM store JOIN user ON user.id = store.user_id WHERE user.email = ?',
    email,
  )[0]!.id;

async function createProduct(page: Page, product: { title: string; price: string; withPhoto?: boolean }) {
  await page.goto('/produtos');
  await page.getByRole('link', { name: 'Criar Produto' }).first().click();
  await page.waitForURL('**/produtos/novo');
  await page.getByLabel('Título').fill(product.title);
  await page.getByLabel('Descrição').fill(`${product.title} de algodão, feita no Brasil.`);
  await page.getByLabel('Preço').fill(product.price);
  if (product.withPhoto) {
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG_1X1 });
  }
  await page.getByRole('button', { name: 'Salvar Produto' }).click();
  await page.getByText('Produto criado!').waitFor();
  await page.waitForURL((url) => url.pathname === '/produtos');
}

async function createCoupon(
  page: Page,
  coupon: { name: string; code: string; uses: string; value: string; type: 'R$' | '%' },
) {
  await page.getByLabel('Nome', { exact: true }).fill(coupon.name);
  await page.getByLabel('Código').fill(coupon.code);
  await page.getByLabel('Total de usos').fill(coupon.uses);
  await page.getByLabel('Valor do desconto').fill(coupon.value);
  await page
    .getByRole('radio', { name: coupon.type === 'R$' ? 'Valor fixo (R$)' : 'Percentual (%)' })
    .or(page.getByRole('button', { name: coupon.type === 'R$' ? 'Valor fixo (R$)' : 'Percentual (%)' }))
    .click();
  await page.getByRole('button', { name: 'Criar Cupom' }).click();
}

describe('the catalog of a new merchant', () => {
  it('creates, edits and deletes products, coupons and shipping options that another merchant cannot reach', async () => {
    const merchant = await registerViaApi('catalogo', 'Loja do Catálogo');
    const storeId = storeOf(merchant.email);
    const { context, page } = await newPage(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await loginViaUi(page, merchant);
    await page.waitForURL('**/dashboard');

    // Products
    await page.goto('/produtos');
    await page.getByText('Nenhum produto encontrado para esta loja.').first().waitFor();
    await createProduct(page, { title: 'Camiseta Básica', price: '49,90', withPhoto: true });
    await createProduct(page, { title: 'Boné Azul', price: '29,90' });
    await page.getByText('2 produtos').first().waitFor();
    const [shirt] = queryDb<{
      id: number;
      slug: string;
      price_cents: number;
      image_upload_id: number | null;
    }>(
      'SELECT id, slug, price_cents, image_upload_id FROM product WHERE store_id = ? AND name = ?',
      storeId,
      'Camiseta Básica',
    );
    expect(shirt).toMatchObject({ slug: 'camiseta-basica', price_cents: 4990 });
    expect(shirt?.image_upload_id).not.toBeNull();

    await page.getByRole('link', { name: 'Editar Camiseta Básica' }).click();
    await page.waitForURL(`**/produtos/editar/${shirt!.id}`);
    await expect(page.getByLabel('Link do checkout').inputValue()).resolves.toBe(
      `${baseUrl()}/c/${storeId}/camiseta-basica`,
    );
    await expect(page.getByLabel('Preço').inputValue()).resolves.toBe('49,90');
    await page.getByLabel('Título').fill('Camiseta Premium');
    await page.getByLabel('Preço').fill('59,90');
    await page.getByRole('button', { name: 'Atualizar' }).click();
    await page.getByText('Produto atualizado!').waitFor();
    await page.waitForURL((url) => url.pathname === '/produtos');
    expect(queryDb('SELECT name, slug, price_cents FROM product WHERE id = ?', shirt!.id)).toEqual([
      { name: 'Camiseta Premium', slug: 'camiseta-basica', price_cents: 5990 },
    ]);

    await page.getByRole('button', { name: 'Excluir Boné Azul' }).click();
    await page
      .getByRole('alertdialog')
      .getByText(/Boné Azul/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Sim, excluir' }).click();
    await page.getByText('Produto excluído com sucesso.').waitFor();
    await page.getByText('1 produto').first().waitFor();
    expect(queryDb('SELECT name FROM product WHERE store_id = ?', storeId)).toEqual([
      { name: 'Camiseta Premium' },
    ]);

    // The Landing Pages tab lists the real product with its checkout link.
    await page.goto('/apps');
    await page.getByRole('tab', { name: 'Landing Pages' }).click();
    await page.getByText(`${baseUrl()}/c/${storeId}/camiseta-basica`).first().waitFor();
    await page
      .getByRole('button', { name: /Copiar Link/ })
      .first()
      .click();
    await page.getByText('Link copiado!').first().waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(
      `${baseUrl()}/c/${storeId}/camiseta-basica`,
    );

    // Coupons: one percent, one value; a negative value is refused.
    await page.goto('/marketing');
    await page.getByText('Nenhum cupom cadastrado para esta loja.').first().waitFor();
    await createCoupon(page, { name: 'Negativo', code: 'NEG', uses: '10', value: '-3', type: '%' });
    await page.getByText('O valor do desconto é inválido ou negativo.').first().waitFor();
    await page.reload();
    await createCoupon(page, { name: 'Dez por cento', code: 'DEZ10', uses: '100', value: '10', type: '%' });
    await page.getByText('Cupom salvo com sucesso!').first().waitFor();
    await page.getByText('10%').first().waitFor();
    await createCoupon(page, {
      name: 'Cinco e cinquenta',
      code: 'CINCO',
      uses: '50',
      value: '5,50',
      type: 'R$',
    });
    await page.getByText('R$ 5,50').first().waitFor();
    expect(
      queryDb(
        'SELECT code, discount_type, discount_value, max_uses FROM coupon WHERE store_id = ? ORDER BY id',
        storeId,
      ),
    ).toEqual([
      { code: 'DEZ10', discount_type: 'percent', discount_value: 10, max_uses: 100 },
      { code: 'CINCO', discount_type: 'value', discount_value: 550, max_uses: 50 },
    ]);

    // Shipping: a paid option and a free one.
    await page.goto('/logistica');
    await page.getByText('Nenhum frete cadastrado para esta loja.').first().waitFor();
    for (const option of [
      { name: 'PAC', price: '12,50', min: '3', max: '7' },
      { name: 'Retirada na loja', price: '0', min: '0', max: '1' },
    ]) {
      await page.getByLabel('Nome', { exact: true }).fill(option.name);
      await page.getByLabel('Preço').fill(option.price);
      await page.getByLabel(/Prazo mínimo/).fill(option.min);
      await page.getByLabel(/Prazo máximo/).fill(option.max);
      await page.getByRole('button', { name: 'Salvar Frete' }).click();
      await page.getByText('Frete salvo com sucesso!').first().waitFor();
      await page.getByText(option.name, { exact: true }).first().waitFor();
    }
    await page.getByText('Grátis').first().waitFor();
    expect(
      queryDb(
        'SELECT name, price_cents, min_days, max_days FROM shipping_option WHERE store_id = ? ORDER BY id',
        storeId,
      ),
    ).toEqual([
      { name: 'PAC', price_cents: 1250, min_days: 3, max_days: 7 },
      { name: 'Retirada na loja', price_cents: 0, min_days: 0, max_days: 1 },
    ]);
    await context.close();

    // Another merchant can neither see nor touch any of it.
    const intruder = await registerViaApi('intruso', 'Loja do Intruso');
    const call = (method: string, path: string, body?: unknown) =>
      fetch(`${baseUrl()}${path}`, {
        method,
        headers: { authorization: `Bearer ${intruder.token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }).then((response) => response.status);
    const [coupon] = queryDb<{ id: number }>('SELECT id FROM coupon WHERE store_id = ?', storeId);
    const [shipping] = queryDb<{ id: number }>('SELECT id FROM shipping_option WHERE store_id = ?', storeId);
    expect(await call('GET', `/api/products?store_id=${storeId}`)).toBe(403);
    expect(await call('GET', `/api/products/${shirt!.id}`)).toBe(404);
    expect(await call('DELETE', `/api/products/${shirt!.id}`)).toBe(404);
    expect(await call('GET', `/api/coupons?store_id=${storeId}`)).toBe(403);
    expect(await call('DELETE', `/api/coupons/${coupon!.id}`)).toBe(404);
    expect(await call('GET', `/api/shipping?store_id=${storeId}`)).toBe(403);
    expect(
      await call('PUT', `/api/shipping/${shipping!.id}`, {
        store_id: storeId,
        name: 'Roubado',
        price: '0',
        min_days: 1,
        max_days: 2,
      }),
    ).toBe(404);
    expect(queryDb('SELECT COUNT(*) AS n FROM product WHERE store_id = ?', storeId)).toEqual([{ n: 1 }]);
    expect(queryDb('SELECT COUNT(*) AS n FROM coupon WHERE store_id = ?', storeId)).toEqual([{ n: 2 }]);
    expect(queryDb('SELECT name FROM shipping_option WHERE id = ?', shipping!.id)).toEqual([{ name: 'PAC' }]);

    const other = await newPage(browser);
    await loginViaUi(other.page, intruder);
    await other.page.waitForURL('**/dashboard');
    await other.page.goto('/produtos');
    await other.page.getByText('Nenhum produto encontrado para esta loja.').first().waitFor();
    await other.page.goto(`/produtos/editar/${shirt!.id}`);
    await other.page.getByText('Produto não encontrado.').first().waitFor();
    await other.context.close();
  });

  it('shows a refused photo once, under the picker', async () => {
    const merchant = await registerViaApi('foto-recusada', 'Loja da Foto');
    const storeId = storeOf(merchant.email);
    const { context, page } = await newPage(browser);
    await loginViaUi(page, merchant);
    await page.waitForURL('**/dashboard');
    const photo = page.getByRole('region', { name: 'Imagem' });
    /** The refusal is announced by exactly one alert, the one under the picker. */
    const expectShownOnce = async (message: string, title: string) => {
      await photo.getByText(message).waitFor();
      await page.getByText(title).first().waitFor();
      expect(await page.getByRole('alert').filter({ hasText: message }).count()).toBe(1);
      expect(await photo.getByRole('alert').filter({ hasText: message }).count()).toBe(1);
      expect(await page.getByText(message).count()).toBe(1);
    };

    // A text file named like a PNG: the server sniffs the bytes and refuses it (415).
    await page.goto('/produtos/novo');
    await page.getByLabel('Título').fill('Caneca Esmaltada');
    await page.getByLabel('Descrição').fill('Caneca esmaltada, feita no Brasil.');
    await page.getByLabel('Preço').fill('39,90');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('não sou uma imagem') });
    await page.getByRole('button', { name: 'Salvar Produto' }).click();
    await expectShownOnce(
      'Formato de imagem não suportado. Envie PNG, JPEG ou WEBP.',
      'Erro ao criar produto',
    );
    expect(queryDb('SELECT COUNT(*) AS n FROM product WHERE store_id = ?', storeId)).toEqual([{ n: 0 }]);

    // Without the photo it saves.
    await photo.getByRole('button', { name: 'Remover' }).click();
    await page.getByRole('button', { name: 'Salvar Produto' }).click();
    await page.getByText('Produto criado!').waitFor();
    await page.waitForURL((url) => url.pathname === '/produtos');

    // A PNG signature over bytes that are not a picture: the server cannot read it (422).
    await page.getByRole('link', { name: 'Editar Caneca Esmaltada' }).click();
    await page.waitForURL('**/produtos/editar/*');
    await page.locator('input[type=file]').setInputFiles({
      name: 'foto.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([PNG_1X1.subarray(0, 8), Buffer.from('corrompida'.repeat(10))]),
    });
    await page.getByRole('button', { name: 'Atualizar' }).click();
    await expectShownOnce(UNREADABLE_IMAGE_MESSAGE, 'Erro ao atualizar produto');
    expect(queryDb('SELECT image_upload_id FROM product WHERE store_id = ?', storeId)).toEqual([
      { image_upload_id: null },
    ]);
    await context.close();
  });
});
