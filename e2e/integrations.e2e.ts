import { request } from 'node:http';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { type DnsStandIn, startDnsStandIn } from '../apps/server/test/dns-stand-in.ts';
import { type ShopifyStandIn, startShopifyStandIn } from '../apps/server/test/shopify-stand-in.ts';
import { type Receiver, startReceiver, verifySignature } from '../apps/server/test/webhook-receiver.ts';
import { E2E_CHECKOUT_HOST } from './global-setup.ts';
import { createProduct } from './shop.ts';
import { baseUrl, launchBrowser, loginViaUi, newPage, queryDb, registerViaApi } from './support.ts';

let browser: Browser;
let dns: DnsStandIn;
let shopify: ShopifyStandIn;
let receiver: Receiver;
beforeAll(async () => {
  [browser, dns, shopify, receiver] = await Promise.all([
    launchBrowser(),
    startDnsStandIn({}, inject('dnsPort')),
    startShopifyStandIn({ port: inject('shopifyPort') }),
    startReceiver(),
  ]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), dns?.close(), shopify?.close(), receiver?.close()]);
});

const storeOf = (email: string) =>
  queryDb<{ id: number }>(
    'SELECT store.id FROM store JOIN user ON user.id = store.user_id WHERE user.email = ?',
    email,
  )[0]!.id;

/** GET on the app's port with another Host header (what a buyer's browser sends on a custom domain). */
function getWithHost(path: string, host: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(baseUrl());
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

it('o lojista aponta o domínio, verifica pelo DNS e o checkout passa a responder nele', async () => {
  const merchant = await registerViaApi('dominio', 'Loja Domínio');
  const storeId = storeOf(merchant.email);
  const product = await createProduct(merchant.token, storeId, 'Caneca Pagora', '49,90');
  const name = `seguro.loja-${storeId}.exemplo.com.br`;

  const { page } = await newPage(browser);
  await loginViaUi(page, merchant);
  await page.waitForURL('**/dashboard');
  await page.goto('/configuracoes');
  await page.getByRole('heading', { name: 'Configurações Gerais' }).waitFor();
  // The DNS box names Pagora's checkout host.
  await page.getByText(E2E_CHECKOUT_HOST).first().waitFor();

  await page.getByRole('radio', { name: 'seguro' }).click({ force: true });
  await page.getByLabel('Seu domínio').fill(`loja-${storeId}.exemplo.com.br`);
  await page.getByRole('button', { name: 'Adicionar Domínio' }).click();
  await page.getByText('Domínio Adicionado!').waitFor();
  const row = page.getByRole('listitem').filter({ hasText: name });
  await row.getByText('Aguardando verificação').waitFor();
  expect(await page.getByLabel('Seu domínio').inputValue()).toBe('');

  // No CNAME yet: verification fails with the server's reason, and the domain stays pending.
  await page.getByRole('button', { name: `Verificar ${name}` }).click();
  await page.getByText('Verificação Falhou').waitFor();
  await page
    .getByText(/Nenhum registro CNAME encontrado/)
    .first()
    .waitFor();
  expect((await getWithHost(`/${product.checkout_url.split('/').pop()}`, name)).body).not.toContain(
    'Caneca Pagora',
  );

  // The CNAME points the name at Pagora; the TXT record with this claim's code, shown in its row,
  // proves the name is meant for this store.
  dns.records.set(name, { cname: E2E_CHECKOUT_HOST });
  const code = (await row.getByText(/^pagora-verify=/).textContent())!.trim();
  await row.getByText(`_pagora.seguro`).waitFor();
  dns.records.set(`_pagora.${name}`, { txt: [code] });
  // The failure toast sits over the row's buttons at this size: press it from the keyboard.
  await page.getByRole('button', { name: `Verificar ${name}` }).focus();
  await page.keyboard.press('Enter');
  await row.getByText('Verificado', { exact: true }).waitFor();
  await expect
    .poll(async () => page.getByRole('button', { name: `Verificar ${name}` }).isDisabled())
    .toBe(true);

  // The buyer's browser asks the merchant's domain: the store's checkout answers there.
  const slug = new URL(product.checkout_url).pathname.split('/').pop()!;
  const served = await getWithHost(`/${slug}`, name);
  expect(served.status).toBe(200);
  expect(served.body).toContain('Caneca Pagora');
  // Caddy's on-demand TLS may issue a certificate for it now, and for nothing else.
  expect((await fetch(`${baseUrl()}/internal/tls/ask?domain=${name}`)).status).toBe(200);
  expect((await fetch(`${baseUrl()}/internal/tls/ask?domain=outro.exemplo.com.br`)).status).toBe(404);

  // The checklist counts the verified domain.
  await page.getByRole('tab', { name: 'Checklist' }).click();
  const domainItem = page.getByRole('listitem').filter({ hasText: 'Domínio verificado' });
  await domainItem.getByText('Concluído').waitFor();
});

it('o lojista cria um webhook, guarda o segredo e recebe um evento de teste assinado', async () => {
  const merchant = await registerViaApi('webhook', 'Loja Webhook');
  const { page } = await newPage(browser);
  await loginViaUi(page, merchant);
  await page.waitForURL('**/dashboard');
  await page.goto('/configuracoes');
  await page.getByRole('tab', { name: 'Webhooks' }).click();

  await page.getByLabel('Nome').fill('ERP da loja');
  await page.getByLabel('URL').fill(`http://127.0.0.1:${receiver.port}/pagora`);
  await page.getByRole('checkbox', { name: 'Pedido aprovado' }).check({ force: true });
  await page.getByRole('button', { name: 'Criar Webhook' }).click();
  const dialog = page.getByRole('dialog', { name: 'Guarde este segredo' });
  await dialog.waitFor();
  const secret = (await dialog.getByText(/^whsec_/).textContent())!.trim();
  await dialog.getByRole('button', { name: 'Já guardei o segredo' }).click();

  const item = page.getByRole('listitem').filter({ hasText: 'ERP da loja' });
  await item.waitFor();
  await item.getByRole('button', { name: /Testar/ }).click();
  await page.getByText('Evento de teste enviado.').waitFor();
  await expect.poll(() => receiver.requests.length, { timeout: 15_000 }).toBeGreaterThan(0);
  const delivered = receiver.requests[0]!;
  expect(verifySignature(secret, delivered)).toBe(true);
  expect(JSON.parse(delivered.body)).toMatchObject({ type: 'order.created', test: true });

  // The delivery log shows it delivered with the receiver's answer.
  await item.getByRole('button', { name: /Ver entregas/ }).click();
  await page.getByText('Entregue').first().waitFor();
});

it('o lojista conecta a Shopify, sincroniza os produtos com progresso e instala o checkout no tema', async () => {
  const merchant = await registerViaApi('shopify', 'Loja Shopify');
  const { page } = await newPage(browser);
  await loginViaUi(page, merchant);
  await page.waitForURL('**/dashboard');
  await page.goto('/apps');
  await page.getByText('Não Conectado').waitFor();

  await page.getByLabel('Nome da loja').fill(shopify.shop);
  await page.getByLabel('Token de acesso da Admin API').fill('token-errado');
  await page.getByLabel('Chave da API').fill('chave-da-api');
  await page.getByLabel('Chave secreta da API').fill('segredo-da-api');
  await page.getByRole('button', { name: 'Salvar e Validar Integração' }).click();
  await page
    .getByText(/verifique o token de acesso/)
    .first()
    .waitFor();

  await page.getByLabel('Token de acesso da Admin API').fill(shopify.token);
  await page.getByRole('button', { name: 'Salvar e Validar Integração' }).click();
  await page.getByText('Integração salva!').waitFor();
  await page.getByText('Conectado', { exact: true }).first().waitFor();

  await page.getByRole('button', { name: 'Sincronizar produtos' }).click();
  await page.getByText('Sincronização Concluída!').first().waitFor({ timeout: 60_000 });
  await page
    .getByText(/120 produtos criados/)
    .first()
    .waitFor();
  // The tab lists the synced products with their checkout links.
  await page.getByText(shopify.products[0]!.title).first().waitFor();

  await page.getByRole('button', { name: 'Instalar Checkout no Tema' }).click();
  await page
    .getByText(/Checkout instalado no tema/)
    .first()
    .waitFor();
  expect(shopify.files.get('layout/theme.liquid')).toContain("{% render 'pagora-checkout' %}");
});
