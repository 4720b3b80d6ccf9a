import { addCardPayload, BILLING_RAW_CARD_FIELDS } from '@pagora/contract';
import { describe, expect, it } from 'vitest';
import { CardTokenizeError, tokenizeCard } from './cardTokenizer.ts';

const testMode = { provider: 'test', public_key: null, script_url: null } as const;
const card = { holder: 'Maria Souza', number: '4242 4242 4242 4242', expiry: '08/2030', cvv: '123' };

describe('tokenizeCard in test mode', () => {
  it('posts only a token the server accepts, the brand, the last four digits and the expiry', async () => {
    const payload = await tokenizeCard(testMode, card);
    expect(addCardPayload.safeParse(payload).success).toBe(true);
    expect(payload).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 8, exp_year: 2030 });
    expect(payload.token).toMatch(/^tok_test_approve_visa_4242_[0-9a-f]{16}$/);
    const body = JSON.stringify(payload);
    expect(body).not.toContain('4242424242424242');
    expect(body).not.toContain('"123"');
    for (const field of BILLING_RAW_CARD_FIELDS) expect(payload).not.toHaveProperty(field);
    expect(payload).not.toHaveProperty('holder');
  });

  it('carries the test card outcome in the token (a refused card stays refusable)', async () => {
    const payload = await tokenizeCard(testMode, { ...card, number: '4000000000000002' });
    expect(payload.token).toMatch(/^tok_test_declined_visa_0002_/);
  });

  it('refuses an unreadable expiry before anything is tokenized', async () => {
    const failure = await tokenizeCard(testMode, { ...card, expiry: '13/2030' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(CardTokenizeError);
    expect(failure).toMatchObject({ field: 'expiry', message: 'Validade inválida. Use MM/AAAA.' });
  });
});
