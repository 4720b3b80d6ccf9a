import type { Page } from 'playwright';
import { baseUrl, queryDb, randomCpf, registerViaApi } from './support.ts';

/* What the checkout and orders journeys share: API calls as a merchant, products, and a buyer's typing. */

export async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body instanceof FormData || body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} /api/${path} → ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** A new merchant (registered through the API, with one store named after the prefix) and its store. */
export async function merchantWithStore(prefix: string) {
  const merchant = await registerViaApi(prefix, `Loja ${prefix}`);
  const storeId = queryDb<{ id: number }>(
    'SELECT store.id FROM store JOIN user ON user.id = store.user_id WHERE user.email = ?',
    merchant.email,
  )[0]!.id;
  return { merchant, storeId };
}

type CheckoutSettingsDocument = Record<string, Record<string, unknown>> & { steps?: unknown };

/** Reads the store's checkout settings and saves what `change` makes of them. */
export async function changeCheckoutSettings(
  token: string,
  storeId: number,
  change: (settings: CheckoutSettingsDocument) => Record<string, unknown>,
) {
  const { settings } = await api<{ settings: CheckoutSettingsDocument }>(
    token,
    'GET',
    `checkout-settings?store_id=${storeId}`,
  );
  await api(token, 'PUT', 'checkout-settings', { store_id: storeId, settings: change(settings) });
}

/** The whole checkout on one step, with PIX offered (the checkout offers it only with a PIX key). */
export function oneStepWithPix(token: string, storeId: number) {
  return changeCheckoutSettings(token, storeId, (settings) => ({
    ...settings,
    steps: 1,
    options: {
      ...settings.options,
      pix_key: 'pix@loja.exemplo.com.br',
      pix_merchant_name: 'Loja Exemplo',
      pix_city: 'Sao Paulo',
    },
  }));
}

/** A physical product, active, through the API. */
export function createProduct(token: string, storeId: number, title: string, price: string) {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    title,
    description: `${title} de algodão orgânico.`,
    price,
    store_id: String(storeId),
    productType: 'physical',
    status: 'active',
  }))
    form.set(key, value);
  return api<{ id: number; checkout_url: string }>(token, 'POST', 'products', form);
}

/** The store's thank-you pages live on another site: answer them locally. */
export async function stubStoreSite(page: Page) {
  await page.route('https://loja.exemplo.com.br/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Obrigado pela compra!</h1>' }),
  );
}

/** The personal-data step: name, e-mail (unique unless given), phone and CPF. */
export async function fillPersonal(page: Page, name: string, email?: string) {
  await page.getByLabel('Nome completo').fill(name);
  await page
    .getByLabel('E-mail')
    .fill(email ?? `${name.split(' ')[0]!.toLowerCase()}.${Date.now()}@exemplo.com.br`);
  await page.getByLabel('Celular').fill('(11) 91234-5678');
  await page.getByLabel('CPF', { exact: true }).fill(randomCpf());
}

/** The delivery step: an address on Avenida Paulista and free shipping. */
export async function fillDelivery(page: Page) {
  await page.getByLabel('CEP').fill('01310-100');
  await page.getByLabel('Endereço').fill('Avenida Paulista');
  await page.getByLabel('Número', { exact: true }).fill('1000');
  await page.getByLabel('Bairro').fill('Bela Vista');
  await page.getByLabel('Cidade').fill('São Paulo');
  await page.getByLabel('Estado').selectOption('SP');
  await page.getByRole('radio', { name: /Frete grátis/ }).check();
}

/** Both, on a 1-step checkout. */
export async function fillBuyer(page: Page, name: string) {
  await fillPersonal(page, name);
  await fillDelivery(page);
}

export async function payByCard(page: Page) {
  await page.getByRole('radio', { name: 'Cartão de crédito' }).check();
  await page.getByLabel('Número do cartão').fill('4242 4242 4242 4242');
  await page.getByLabel('Nome impresso no cartão').fill('ANA SOUZA');
  await page.getByLabel('Validade (MM/AA)').fill('12/34');
  await page.getByLabel('CVV', { exact: true }).fill('123');
  await page.getByRole('button', { name: 'Finalizar compra' }).click();
}
