import {
  type CheckoutSettingsResponse,
  DEFAULT_CHECKOUT_SETTINGS,
  mergeCheckoutSettings,
  SUPPORT_WHATSAPP_INVALID_MESSAGE,
} from '@pagora/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutSettingsRecord } from '../src/db/entities/index.ts';
import { createShop, openCheckout, PIX_OPTIONS, type Shop, saveSettings } from './checkout-helpers.ts';
import { startTestServer, type TestServer } from './helpers.ts';

/*
 * 'Fale conosco no WhatsApp': the store's WhatsApp, set in the checkout builder (Rodapé), and the
 * fixed plain link it puts on the buyer's checkout.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const settingsWith = (support_whatsapp: string) =>
  mergeCheckoutSettings(DEFAULT_CHECKOUT_SETTINGS, { options: PIX_OPTIONS, footer: { support_whatsapp } });

function putWhatsapp(shop: Shop, support_whatsapp: string) {
  return server.request
    .put('/api/checkout-settings')
    .set(shop.merchant.auth)
    .send({ store_id: shop.storeId, settings: settingsWith(support_whatsapp) });
}

const storedSettings = async (storeId: number) =>
  JSON.parse(
    (await server.db.manager.getRepository(CheckoutSettingsRecord).findOneByOrFail({ storeId })).settingsJson,
  ) as { footer: { support_whatsapp?: string } };

/** The expected link: the store's mobile, and a message naming the product and the store. */
const EXPECTED_URL = `https://wa.me/5511987654321?text=${encodeURIComponent(
  'Olá! Tenho uma dúvida sobre Curso de Fotografia, da loja Loja do Teste.',
)}`;

describe('the store’s WhatsApp in the checkout settings', () => {
  it('is empty until set, then stored and answered as typed', async () => {
    const shop = await createShop(server);
    const before = await server.request
      .get('/api/checkout-settings')
      .query({ store_id: shop.storeId })
      .set(shop.merchant.auth)
      .expect(200);
    expect((before.body as CheckoutSettingsResponse).settings.footer.support_whatsapp).toBe('');

    const saved = await putWhatsapp(shop, '(11) 98765-4321').expect(200);
    expect((saved.body as CheckoutSettingsResponse).settings.footer.support_whatsapp).toBe('(11) 98765-4321');
    expect((await storedSettings(shop.storeId)).footer.support_whatsapp).toBe('(11) 98765-4321');

    // Cleared again: stored empty.
    await putWhatsapp(shop, '  ').expect(200);
    expect((await storedSettings(shop.storeId)).footer.support_whatsapp).toBe('');
  });

  it.each([
    ['a landline', '(11) 3456-7890'],
    ['a number without DDD', '98765-4321'],
    ['an invalid DDD', '(01) 98765-4321'],
    ['letters', 'whatsapp da loja'],
    ['a foreign number', '+1 415 555 2671'],
  ])('refuses %s with a Portuguese message and keeps what was stored', async (_, typed) => {
    const shop = await createShop(server);
    await putWhatsapp(shop, '11987654321').expect(200);
    const response = await putWhatsapp(shop, typed).expect(422);
    expect(response.body).toEqual({ error: SUPPORT_WHATSAPP_INVALID_MESSAGE });
    expect((await storedSettings(shop.storeId)).footer.support_whatsapp).toBe('11987654321');
  });

  it('accepts the country code and the usual ways of typing a mobile', async () => {
    const shop = await createShop(server);
    for (const typed of ['+55 (11) 98765-4321', '5511987654321', '011 98765 4321', '11 9 8765-4321']) {
      await putWhatsapp(shop, typed).expect(200);
      const { view } = await openCheckout(server.agent(), shop.path);
      expect(view.support_whatsapp_url).toBe(EXPECTED_URL);
    }
  });
});

describe('the checkout’s “Fale conosco no WhatsApp”', () => {
  it('is a plain link in the server-rendered page, with the store’s number and a message about the product', async () => {
    const shop = await createShop(server, { settings: { footer: { support_whatsapp: '(11) 98765-4321' } } });
    const { response, view } = await openCheckout(server.agent(), shop.path);
    expect(view.support_whatsapp_url).toBe(EXPECTED_URL);
    const link = /<a [^>]*href="https:\/\/wa\.me\/[^"]*"[^>]*>[^<]*<\/a>/.exec(response.text)?.[0];
    expect(link).toBeDefined();
    // React escapes '&' in attributes; the URL has none.
    expect(link).toContain(`href="${EXPECTED_URL}"`);
    expect(link).toContain('target="_blank"');
    expect(link).toContain('rel="noopener noreferrer"');
    expect(link).toMatch(/>Fale conosco no WhatsApp<\/a>$/);
  });

  it('shows even with the footer hidden, in the checkout’s language', async () => {
    const shop = await createShop(server, {
      settings: {
        footer: { enabled: false, support_whatsapp: '11987654321' },
        options: { ...PIX_OPTIONS, language: 'en' },
      },
    });
    const { response } = await openCheckout(server.agent(), shop.path);
    expect(response.text).toContain('>Chat with us on WhatsApp</a>');
  });

  it('is not on the page at all when the store has no WhatsApp, and adds only a few hundred bytes when it has', async () => {
    const shop = await createShop(server);
    const without = await openCheckout(server.agent(), shop.path);
    expect(without.response.text).not.toContain('wa.me');
    expect(without.response.text).not.toContain('WhatsApp');
    expect(without.view).not.toHaveProperty('support_whatsapp_url');

    await saveSettings(server, shop, { footer: { support_whatsapp: '(11) 98765-4321' } });
    const withLink = await openCheckout(server.agent(), shop.path);
    expect(withLink.view.support_whatsapp_url).toBe(EXPECTED_URL);
    const added = Buffer.byteLength(withLink.response.text) - Buffer.byteLength(without.response.text);
    // The link in the markup, its URL in the embedded view, and the number in the settings.
    expect(added).toBeGreaterThan(0);
    expect(added).toBeLessThan(800);
  });
});
