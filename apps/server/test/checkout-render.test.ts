import type { CheckoutPageView } from '@pagora/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop, openCheckout, personalData, postForm } from './checkout-helpers.ts';
import { startTestServer, type TestServer, viewFromHtml } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const hiddenAttemptKey = (html: string) => /name="attempt_key" value="([^"]*)"/.exec(html)?.[1];

describe('rendered checkout pages', () => {
  it('each first view carries its own attempt key in the form and in the embedded view', async () => {
    const shop = await createShop(server, { settings: { scarcity: { minutes: 10 } } });
    const pages = await Promise.all([1, 2, 3].map(() => openCheckout(server.agent(), shop.path)));
    const keys = pages.map(({ response, view }) => {
      expect(hiddenAttemptKey(response.text)).toBe(view.attempt_key);
      expect(response.text).toContain('10:00');
      return view.attempt_key;
    });
    expect(new Set(keys).size).toBe(3);
  });

  it('a page with what the buyer typed shows it (never another buyer’s page)', async () => {
    const shop = await createShop(server);
    const first = server.agent();
    await openCheckout(first, shop.path);
    await postForm(first, shop.path, { action: 'next', ...personalData({ name: 'Maria Typed' }) }).expect(
      303,
    );
    const mine = await first.get(`${shop.path}?step=personal`).expect(200);
    expect(mine.text).toContain('value="Maria Typed"');
    const other = await openCheckout(server.agent(), shop.path);
    expect(other.response.text).not.toContain('Maria Typed');
  });

  it('a first view compressed from its kept template reads the same as the page sent uncompressed', async () => {
    const shop = await createShop(server, { settings: { scarcity: { minutes: 10 } } });
    const open = (encoding: string) =>
      server.agent().get(shop.path).set('Accept-Encoding', encoding).expect(200);
    // The first view renders and keeps the template; the next ones are filled from it.
    const pages = [await open('gzip'), await open('gzip'), await open('identity'), await open('gzip')];
    expect(pages.map((page) => page.headers['content-encoding'] ?? 'none')).toEqual([
      'gzip',
      'gzip',
      'none',
      'gzip',
    ]);
    const normalised = pages.map(({ text }) => {
      const view = viewFromHtml<CheckoutPageView>(text);
      const { now } = JSON.parse(
        /<script id="checkout-view" type="application\/json">([^<]*)<\/script>/.exec(text)![1]!,
      ) as {
        now: string;
      };
      expect(hiddenAttemptKey(text)).toBe(view.attempt_key);
      expect(view.timer_ends_at).not.toBeNull();
      return text
        .replaceAll(view.attempt_key, 'KEY')
        .replaceAll(JSON.stringify(now), '"NOW"')
        .replaceAll(JSON.stringify(view.timer_ends_at), '"ENDS"');
    });
    expect(new Set(pages.map(({ text }) => hiddenAttemptKey(text))).size).toBe(4);
    expect(new Set(normalised).size).toBe(1);
  });
});
