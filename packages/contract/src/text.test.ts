import { describe, expect, it } from 'vitest';
import { registerRequest } from './auth.ts';
import { checkoutSettingsSchema, socialProofFields } from './checkout-admin.ts';
import { checkoutFieldError, DEFAULT_CHECKOUT_SETTINGS } from './checkout-core.ts';
import { couponPayload } from './coupons.ts';
import { personName } from './fields.ts';
import { createProductFields } from './products.ts';
import { shippingPayload } from './shipping.ts';
import { storeName } from './stores.ts';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from './text.ts';
import { webhookPayload } from './webhooks.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('control characters in names', () => {
  it.each([
    ['a null byte', 'Ana\u0000 Souza'],
    ['a tab inside', 'Ana\tSouza'],
    ['a line break inside', 'Ana\nSouza'],
    ['DEL', 'Ana\u007f Souza'],
    ['a C1 control', 'Ana\u0085 Souza'],
    ['a right-to-left override', 'Ana \u202eazuoS'],
    ['a left-to-right embedding', 'Ana \u202aSouza'],
    ['a bidi isolate', 'Ana \u2066Souza\u2069'],
  ])('%s is found', (_label, text) => {
    expect(hasControlCharacters(text)).toBe(true);
  });

  it.each(['Ana Souza', 'José da Conceição', "D'Ávila-Müller", 'محمد علي', 'שרה כהן', 'Loja 😀 Oficial'])(
    '%j is a plain name',
    (text) => {
      expect(hasControlCharacters(text)).toBe(false);
    },
  );

  it('refuses them in every person-typed name, with the same message', () => {
    const bad = 'Loja \u202eadsoJ';
    expect(firstMessage(personName.safeParse(bad))).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(firstMessage(storeName.safeParse(bad))).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(
      firstMessage(
        registerRequest.safeParse({
          nome: 'Ana\u0000Souza',
          documento: '52998224725',
          email: 'ana@exemplo.com.br',
          telefone: '(11) 91234-5678',
          senha: 'senha-segura-123',
        }),
      ),
    ).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(
      firstMessage(
        createProductFields.safeParse({ store_id: '1', title: bad, description: 'x', price: '1' }),
      ),
    ).toBe(CONTROL_CHARACTERS_MESSAGE);
    const coupon = {
      store_id: 1,
      name: 'Cupom',
      code: 'PROMO',
      totalUses: 10,
      discountType: 'percent',
      discountValue: 10,
    };
    expect(firstMessage(couponPayload.safeParse({ ...coupon, name: bad }))).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(firstMessage(couponPayload.safeParse({ ...coupon, code: 'PROMO\u202e01' }))).toBe(
      CONTROL_CHARACTERS_MESSAGE,
    );
    expect(
      firstMessage(
        shippingPayload.safeParse({ store_id: 1, name: bad, price: '0', min_days: 1, max_days: 2 }),
      ),
    ).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(firstMessage(socialProofFields.safeParse({ store_id: '1', name: bad, text: 'Ótimo!' }))).toBe(
      CONTROL_CHARACTERS_MESSAGE,
    );
    expect(
      firstMessage(
        webhookPayload.safeParse({
          store_id: 1,
          name: bad,
          url: 'https://exemplo.com.br/h',
          events: ['order.created'],
        }),
      ),
    ).toBe(CONTROL_CHARACTERS_MESSAGE);
    const settings = structuredClone(DEFAULT_CHECKOUT_SETTINGS);
    settings.options.pix_merchant_name = 'Loja\u0000';
    expect(firstMessage(checkoutSettingsSchema.safeParse(settings))).toBe(CONTROL_CHARACTERS_MESSAGE);
    // The buyer's name on the checkout (checked without zod, in the browser and on the server).
    expect(checkoutFieldError('name', 'Ana \u202eazuoS', { cpf: 'yes' })).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(checkoutFieldError('name', 'Ana Souza', { cpf: 'yes' })).toBeNull();
  });

  it('drops line breaks around a name (trimmed) and keeps it', () => {
    expect(personName.parse('\n Ana Souza \r\n')).toBe('Ana Souza');
    expect(storeName.parse('\tLoja da Ana\n')).toBe('Loja da Ana');
  });
});
