import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, createProduct, fillBuyer, payByCard } from './shop.ts';
import { launchBrowser, newPage, queryDb, registerViaApi } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Received {
  serverEvents: { pixelId: string; accessToken: string; event: Record<string, unknown> }[];
  browserCalls: { command: string; args: unknown[] }[];
}

/** What Meta's stand-in received so far (from the server's Conversions API and from fbevents.js). */
async function received(): Promise<Received> {
  const response = await fetch(`${inject('metaGraph').baseUrl}/__control/received`);
  return (await response.json()) as Received;
}

describe('pixel da Meta com a API de Conversões', () => {
  it('a compra chega uma vez do navegador e uma vez do servidor, com o mesmo event id', async () => {
    const { pixelId, token: capiToken } = inject('metaGraph');
    const merchant = await registerViaApi('pixels', 'Loja Pixels');
    const storeId = queryDb<{ id: number }>(
      'SELECT store.id FROM store JOIN user ON user.id = store.user_id WHERE user.email = ?',
      merchant.email,
    )[0]!.id;
    const shirt = await createProduct(merchant.token, storeId, 'Camiseta Pixel', '100,00');
    await api(merchant.token, 'POST', 'shipping', {
      store_id: storeId,
      name: 'Frete grátis',
      price: '0',
      min_days: 3,
      max_days: 7,
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
    await api(merchant.token, 'PUT', `pixels?store_id=${storeId}`, {
      meta_pixel_id: pixelId,
      meta_capi_token: capiToken,
    });

    const { context, page } = await newPage(browser);
    await page.goto(`${new URL(shirt.checkout_url).pathname}?utm_source=instagram&utm_campaign=lancamento`);
    await fillBuyer(page, 'Bia Pixel');
    await payByCard(page);
    await page.getByText('Pagamento aprovado!').first().waitFor();

    const [order] = queryDb<{ id: number; number: number; total_cents: number }>(
      'SELECT id, number, total_cents FROM orders WHERE store_id = ?',
      storeId,
    );
    const eventId = `purchase-${order!.id}`;
    const purchases = (calls: Received) => ({
      browser: calls.browserCalls.filter(
        (call) =>
          call.command === 'track' &&
          call.args[0] === 'Purchase' &&
          (call.args[2] as { eventID?: string } | undefined)?.eventID === eventId,
      ),
      server: calls.serverEvents.filter((event) => event.event.event_id === eventId),
    });
    await expect
      .poll(
        async () => {
          const found = purchases(await received());
          return [found.browser.length, found.server.length];
        },
        { timeout: 20_000 },
      )
      .toEqual([1, 1]);

    const calls = await received();
    const {
      browser: [fromBrowser],
      server: [fromServer],
    } = purchases(calls);
    expect(fromBrowser!.args[1]).toMatchObject({
      value: order!.total_cents / 100,
      currency: 'BRL',
      utm_source: 'instagram',
      utm_campaign: 'lancamento',
    });
    expect(fromServer!.pixelId).toBe(pixelId);
    expect(fromServer!.event).toMatchObject({
      event_name: 'Purchase',
      action_source: 'website',
      custom_data: { currency: 'BRL', value: order!.total_cents / 100, order_id: String(order!.number) },
    });
    // The browser cookie the pixel set is what the server sent along.
    const cookies = await context.cookies();
    const fbp = cookies.find((cookie) => cookie.name === '_fbp')?.value;
    expect(fbp).toMatch(/^fb\.1\./);
    expect((fromServer!.event.user_data as Record<string, unknown>).fbp).toBe(fbp);
    // The checkout page reported its own events before the purchase.
    expect(calls.browserCalls.some((call) => call.command === 'init' && call.args[0] === pixelId)).toBe(true);
    expect(calls.browserCalls.some((call) => call.args[0] === 'InitiateCheckout')).toBe(true);
    expect(calls.browserCalls.some((call) => call.args[0] === 'AddPaymentInfo')).toBe(true);

    // Reloading the thank-you page reports nothing again; the server never sends it twice.
    await page.reload();
    await page.getByText('Pagamento aprovado!').first().waitFor();
    await page.waitForLoadState('load');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const again = purchases(await received());
    expect([again.browser.length, again.server.length]).toEqual([1, 1]);
    await context.close();
  });
});
