import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32 } from 'node:zlib';
import type { CheckoutPageView } from '@pagora/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLUGIN_SOURCE_DIR } from '../src/integrations/woocommerce/plugin.ts';
import { merchantWithStore, startTestServer, type TestServer, viewFromHtml } from './helpers.ts';
import { startWooStandIn, type WooStandIn } from './woocommerce-stand-in.ts';

/**
 * The 'Pagora Checkout' WordPress plugin: downloaded from /api/woocommerce/plugin as a .zip with
 * the store's settings, checked with PHP (`php -l` on every file and the PHP tests in
 * test/wordpress/, run against the downloaded copy with stand-ins of the WordPress and WooCommerce
 * functions it calls), and followed end to end: the address the plugin sends a cart to opens the
 * Pagora checkout with those products. PHP comes from Debian's php-cli (installed by .ci/run).
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const PHP_TESTS = path.join(here, 'wordpress');

let server: TestServer;
let woo: WooStandIn;
let work: string;

beforeAll(async () => {
  woo = await startWooStandIn(4);
  server = await startTestServer({ webhookAllowNetworks: ['127.0.0.0/8'] });
  work = await mkdtemp(path.join(tmpdir(), 'pagora-plugin-'));
});

afterAll(async () => {
  await server?.close();
  await woo?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

/** Runs PHP's command-line interpreter; a clear failure when it is not installed. */
function php(args: string[], cwd = work) {
  const result = spawnSync('php', args, { cwd, encoding: 'utf8', timeout: 60_000 });
  if (result.error) {
    throw new Error(
      `Não foi possível executar o PHP (${result.error.message}). Instale-o com: apt-get install -y php-cli`,
    );
  }
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

interface ZipFile {
  name: string;
  data: Buffer;
  mode: number;
}

/**
 * Reads a ZIP the way an unzip tool does — end record, central directory, then each local header
 * — and checks that both headers agree and that every entry's CRC-32 matches its bytes.
 */
function readZip(zip: Buffer): ZipFile[] {
  const endAt = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(endAt).toBe(zip.length - 22);
  const count = zip.readUInt16LE(endAt + 10);
  const directorySize = zip.readUInt32LE(endAt + 12);
  let at = zip.readUInt32LE(endAt + 16);
  expect(at + directorySize).toBe(endAt);
  const files: ZipFile[] = [];
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const mode = zip.readUInt32LE(at + 38) >>> 16;
    const localAt = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;

    expect(zip.readUInt32LE(localAt)).toBe(0x04034b50);
    expect(zip.readUInt16LE(localAt + 8)).toBe(method);
    expect(zip.readUInt32LE(localAt + 14)).toBe(crc);
    expect(zip.readUInt32LE(localAt + 18)).toBe(size);
    const localNameLength = zip.readUInt16LE(localAt + 26);
    expect(zip.toString('utf8', localAt + 30, localAt + 30 + localNameLength)).toBe(name);
    const dataAt = localAt + 30 + localNameLength + zip.readUInt16LE(localAt + 28);
    const data = zip.subarray(dataAt, dataAt + size);
    expect(method).toBe(0);
    expect({ name, crc: crc32(data) }).toEqual({ name, crc });
    files.push({ name, data, mode });
  }
  return files;
}

async function extract(files: ZipFile[], into: string): Promise<void> {
  for (const file of files) {
    const target = path.join(into, file.name);
    if (file.name.endsWith('/')) await mkdir(target, { recursive: true });
    else await writeFile(target, file.data);
  }
}

async function phpFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.php'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

async function connectedStore(skipCart: boolean) {
  const shop = await merchantWithStore(server, 'Loja Woo');
  await server.request
    .post('/api/integrations/woocommerce')
    .set(shop.merchant.auth)
    .send({
      store_id: shop.storeId,
      storeUrl: woo.url,
      consumerKey: woo.consumerKey,
      consumerSecret: woo.consumerSecret,
      skipCart,
    })
    .expect(200);
  return shop;
}

async function download(shop: Awaited<ReturnType<typeof connectedStore>>) {
  return server.request
    .get(`/api/woocommerce/plugin?store_id=${shop.storeId}`)
    .set(shop.merchant.auth)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    })
    .expect(200);
}

describe('GET /api/woocommerce/plugin', () => {
  it('is only for the store owner, once the store is connected', async () => {
    const { merchant, storeId } = await merchantWithStore(server);
    await server.request.get(`/api/woocommerce/plugin?store_id=${storeId}`).expect(401);
    const notConnected = await server.request
      .get(`/api/woocommerce/plugin?store_id=${storeId}`)
      .set(merchant.auth)
      .expect(422);
    expect(notConnected.body).toEqual({ error: 'Conecte sua loja WooCommerce antes de continuar.' });
    const shop = await connectedStore(false);
    await server.request
      .get(`/api/woocommerce/plugin?store_id=${shop.storeId}`)
      .set(merchant.auth)
      .expect(403);
  });

  it("answers the plugin folder as a .zip, with the store's checkout address and 'Pular carrinho'", async () => {
    const shop = await connectedStore(true);
    const response = await download(shop);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe('attachment; filename="pagora-checkout.zip"');
    expect(response.headers['cache-control']).toBe('no-store');

    const files = readZip(response.body as Buffer);
    expect(files.map((file) => file.name)).toEqual([
      'pagora-checkout/',
      'pagora-checkout/includes/',
      'pagora-checkout/includes/admin.php',
      'pagora-checkout/includes/redirect.php',
      'pagora-checkout/includes/settings.php',
      'pagora-checkout/pagora-checkout.php',
      'pagora-checkout/readme.txt',
      'pagora-checkout/uninstall.php',
      'pagora-checkout/pagora-config.php',
    ]);
    expect(files.map((file) => file.mode.toString(8))).toEqual([
      '40755',
      '40755',
      ...Array.from({ length: 7 }, () => '100644'),
    ]);
    // The plugin's own files as they are in the repository.
    const main = files.find((file) => file.name === 'pagora-checkout/pagora-checkout.php')!;
    expect(main.data.equals(await readFile(path.join(PLUGIN_SOURCE_DIR, 'pagora-checkout.php')))).toBe(true);
    const config = files
      .find((file) => file.name === 'pagora-checkout/pagora-config.php')!
      .data.toString('utf8');
    expect(config).toContain(`'store_id'     => ${shop.storeId},`);
    expect(config).toContain(`'checkout_url' => 'http://pagora.test/c/${shop.storeId}/carrinho',`);
    expect(config).toContain(`'skip_cart'    => true,`);
    expect(config).toMatch(/'generated_at' => '\d{4}-\d\d-\d\dT[\d:.]+Z',/);
  });

  it('passes php -l on every PHP file, in the repository and in the download', async () => {
    const shop = await connectedStore(false);
    const into = path.join(work, 'lint');
    await extract(readZip((await download(shop)).body as Buffer), into);
    const files = [
      ...(await phpFiles(PLUGIN_SOURCE_DIR)),
      ...(await phpFiles(into)),
      ...(await phpFiles(PHP_TESTS)),
    ];
    expect(files.length).toBeGreaterThanOrEqual(15);
    for (const file of files) {
      const lint = php(['-l', file]);
      expect({ file, status: lint.status, output: lint.stdout.trim() }).toEqual({
        file,
        status: 0,
        output: `No syntax errors detected in ${file}`,
      });
    }
  });

  it.each([true, false])(
    "the downloaded plugin's redirect logic passes its PHP tests (Pular carrinho: %s)",
    async (skipCart) => {
      const shop = await connectedStore(skipCart);
      const into = path.join(work, `tests-${skipCart}`);
      await extract(readZip((await download(shop)).body as Buffer), into);
      const run = php([
        path.join(PHP_TESTS, 'plugin-test.php'),
        path.join(into, 'pagora-checkout'),
        `http://pagora.test/c/${shop.storeId}/carrinho`,
        skipCart ? '1' : '0',
      ]);
      const lines = run.stdout.split('\n').filter((line) => /^(not )?ok \d+/.test(line));
      expect(lines.filter((line) => line.startsWith('not ok'))).toEqual([]);
      expect(lines.length).toBe(14);
      expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    },
  );

  it('does nothing when its files are requested directly, outside WordPress', async () => {
    for (const file of [
      'pagora-checkout.php',
      'uninstall.php',
      'includes/redirect.php',
      'pagora-config.php',
    ]) {
      const run = php([path.join(PLUGIN_SOURCE_DIR, file)]);
      expect({ file, ...run }).toEqual({ file, status: 0, stdout: '', stderr: '' });
    }
  });

  it('hands a WooCommerce cart to the Pagora checkout, which sells those products in their quantities', async () => {
    const shop = await connectedStore(false);
    await server.request
      .post('/api/woocommerce/sync-products')
      .set(shop.merchant.auth)
      .send({ store_id: shop.storeId })
      .expect(202);
    for (let i = 0; i < 500; i++) {
      const job = await server.request
        .get(`/api/woocommerce/sync-products?store_id=${shop.storeId}`)
        .set(shop.merchant.auth)
        .expect(200);
      if (job.body.status !== 'running') {
        expect(job.body).toMatchObject({ status: 'done', created: 4 });
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const into = path.join(work, 'end-to-end');
    await extract(readZip((await download(shop)).body as Buffer), into);
    // Product 500 twice; two variations of product 501 (the cart names the parent and the variation).
    const cart = {
      a: { product_id: 500, variation_id: 0, quantity: 2 },
      b: { product_id: 501, variation_id: 9001, quantity: 1 },
      c: { product_id: 501, variation_id: 9002, quantity: 2 },
    };
    const run = php([
      path.join(PHP_TESTS, 'checkout-redirect.php'),
      path.join(into, 'pagora-checkout'),
      JSON.stringify(cart),
    ]);
    expect(run.status).toBe(0);
    const target = new URL(run.stdout);
    expect(`${target.origin}${target.pathname}`).toBe(`http://pagora.test/c/${shop.storeId}/carrinho`);
    expect(target.searchParams.get('itens')).toBe('woo:500:2,woo:501:3');

    const buyer = server.agent();
    const handed = await buyer.get(`${target.pathname}${target.search}`).redirects(0).expect(303);
    expect(handed.headers.location).toBe(`/c/${shop.storeId}/produto-woo-1`);
    const page = await buyer.get(handed.headers.location!).expect(200);
    const lines = viewFromHtml<CheckoutPageView>(page.text).lines ?? [];
    expect(lines.map(({ name, quantity }) => ({ name, quantity }))).toEqual([
      { name: 'Produto Woo 1', quantity: 2 },
      { name: 'Produto Woo 2', quantity: 3 },
    ]);
  });
});
