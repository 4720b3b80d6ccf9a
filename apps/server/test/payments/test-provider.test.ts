import { randomUUID } from 'node:crypto';
import { TEST_CARDS } from '@pagora/contract';
import { describe, expect, it } from 'vitest';
import {
  type CardInput,
  type ChargeRequest,
  type ChargeResult,
  hasValidCrc,
  INVALID_CARD_NUMBER_REASON,
  INVALID_TOKEN_REASON,
  MemoryTestChargeBook,
  parseDigitableLine,
  parseEmv,
  TestPaymentProvider,
} from '../../src/payments/index.ts';

const NOW = new Date('2026-03-10T15:00:00Z');
const PIX = { key: 'loja@example.com', merchantName: 'Loja Exemplo', city: 'Sao Paulo' };

function request(overrides: Partial<ChargeRequest> = {}): ChargeRequest {
  return {
    idempotencyKey: randomUUID(),
    amountCents: 4990,
    method: 'card',
    description: 'Curso de fotografia',
    orderNumber: 1042,
    buyer: { name: 'Maria Souza', email: 'maria@example.com', cpf: '52998224725' },
    now: NOW,
    ...overrides,
  };
}

const card = (
  number: string,
  overrides: Partial<Extract<CardInput, { number: string }>> = {},
): CardInput => ({
  number,
  holder: 'MARIA SOUZA',
  expMonth: 12,
  expYear: 2030,
  cvv: '123',
  installments: 1,
  ...overrides,
});

const chargeCard = (number: string, overrides: Partial<Extract<CardInput, { number: string }>> = {}) =>
  new TestPaymentProvider().charge(request({ card: card(number, overrides) }));

function expectApproved(result: ChargeResult) {
  if (result.status !== 'approved') throw new Error(`Esperava aprovado, veio ${JSON.stringify(result)}`);
  return result;
}
function expectRefused(result: ChargeResult) {
  if (result.status !== 'refused') throw new Error(`Esperava recusado, veio ${JSON.stringify(result)}`);
  return result;
}
function expectPending(result: ChargeResult) {
  if (result.status !== 'pending') throw new Error(`Esperava pendente, veio ${JSON.stringify(result)}`);
  return result;
}

describe('test provider: identity', () => {
  it('is the test mode, with every method, partial refunds and cancellation', () => {
    const provider = new TestPaymentProvider();
    expect(provider).toMatchObject({ id: 'test', label: 'Modo de teste', testMode: true });
    expect(provider.capabilities).toMatchObject({
      methods: ['card', 'pix', 'boleto'],
      partialRefunds: true,
      cancelPending: true,
    });
  });
});

describe('test provider: cards', () => {
  it('gives each TEST_CARD the outcome the contract promises, with its reason', async () => {
    const reasons: Record<string, string | null> = {
      '4242 4242 4242 4242': null,
      '5555 5555 5555 4444': null,
      '4000 0000 0000 0002': 'Cartão recusado pelo emissor.',
      '4000 0000 0000 9995': 'Saldo insuficiente.',
      '4000 0000 0000 0069': 'Cartão vencido.',
    };
    expect(Object.keys(reasons)).toEqual(TEST_CARDS.map((test) => test.number));
    for (const test of TEST_CARDS) {
      const result = await chargeCard(test.number, { installments: 3 });
      const digits = test.number.replace(/\s/g, '');
      expect(result.status).toBe(test.outcome === 'approved' ? 'approved' : 'refused');
      expect(result.status === 'refused' ? result.reason : null).toBe(reasons[test.number]);
      expect(result).toMatchObject({ card: { brand: test.brand, last4: digits.slice(-4), installments: 3 } });
      expect(result.reference).toMatch(/^test_[0-9a-f]{24}$/);
      expect(JSON.stringify(result)).not.toContain(digits);
    }
  });

  it('approves with a reusable token that carries no more than brand and last four', async () => {
    const result = expectApproved(await chargeCard('4242424242424242'));
    expect(result.card?.token).toMatch(/^tok_test_approve_visa_4242_[0-9a-f]{16}$/);
    const refusedResult = expectRefused(await chargeCard('4000000000000002'));
    expect(refusedResult.card?.token).toBeNull();
  });

  it('declines any other valid number as not accepted in test mode', async () => {
    const result = expectRefused(await chargeCard('4111 1111 1111 1111'));
    expect(result.reason).toBe('Cartão não aceito no modo de teste.');
    expect(result.card).toEqual({ brand: 'visa', last4: '1111', installments: 1, token: null });
  });

  it('refuses an invalid number, a past expiry, a bad CVV and impossible installments', async () => {
    const invalid = expectRefused(await chargeCard('4242 4242 4242 4241'));
    expect(invalid.reason).toBe(INVALID_CARD_NUMBER_REASON);
    expect(invalid.card).toBeNull();
    expect(expectRefused(await chargeCard('4242424242424242', { expMonth: 2, expYear: 2026 })).reason).toBe(
      'Cartão vencido.',
    );
    expect(expectApproved(await chargeCard('4242424242424242', { expMonth: 3, expYear: 2026 })).status).toBe(
      'approved',
    );
    expect(expectRefused(await chargeCard('4242424242424242', { cvv: '12' })).reason).toBe('CVV inválido.');
    expect(expectRefused(await chargeCard('4242424242424242', { installments: 13 })).reason).toBe(
      'Parcelamento inválido.',
    );
  });

  it('charges the token again for the upsell, even on another server instance', async () => {
    const first = expectApproved(await chargeCard('5555 5555 5555 4444', { installments: 2 }));
    const token = first.card!.token!;
    const otherInstance = new TestPaymentProvider();
    const upsell = expectApproved(
      await otherInstance.charge(request({ amountCents: 1990, card: { token, installments: 1 } })),
    );
    expect(upsell.card).toEqual({ brand: 'mastercard', last4: '4444', installments: 1, token });
    expect(upsell.reference).not.toBe(first.reference);
  });

  it('declines a token that encodes a decline, and an unknown token', async () => {
    const provider = new TestPaymentProvider();
    const declined = expectRefused(
      await provider.charge(
        request({ card: { token: 'tok_test_funds_visa_9995_0123456789abcdef', installments: 1 } }),
      ),
    );
    expect(declined.reason).toBe('Saldo insuficiente.');
    expect(declined.card).toEqual({ brand: 'visa', last4: '9995', installments: 1, token: null });

    const unknown = expectRefused(
      await provider.charge(request({ card: { token: 'tok_live_abc', installments: 1 } })),
    );
    expect(unknown.reason).toBe(INVALID_TOKEN_REASON);
    expect(unknown.card).toBeNull();
  });

  it('throws on a card charge without card data and on a non-positive amount', async () => {
    const provider = new TestPaymentProvider();
    await expect(provider.charge(request())).rejects.toThrow(/cartão/);
    await expect(
      provider.charge(request({ amountCents: 0, card: card('4242424242424242') })),
    ).rejects.toThrow(RangeError);
  });
});

describe('test provider: idempotency', () => {
  it('returns the same result object for the same key, never a second charge', async () => {
    const provider = new TestPaymentProvider();
    const first = request({ card: card('4242424242424242') });
    const result = await provider.charge(first);
    expect(await provider.charge(first)).toBe(result);
    expect(await provider.charge({ ...first, card: card('4000000000000002') })).toBe(result);
    const other = await provider.charge(request({ card: card('4242424242424242') }));
    expect(other.reference).not.toBe(result.reference);
  });

  it('forgets the least recently used key beyond its bound', async () => {
    const provider = new TestPaymentProvider({ book: new MemoryTestChargeBook(2) });
    const [a, b, c] = ['a', 'b', 'c'].map((key) =>
      request({ idempotencyKey: key, card: card('4242424242424242') }),
    );
    const resultA = await provider.charge(a!);
    const resultB = await provider.charge(b!);
    expect(await provider.charge(a!)).toBe(resultA); // a is now the most recent
    await provider.charge(c!); // evicts b
    expect(await provider.charge(a!)).toBe(resultA);
    expect((await provider.charge(b!)).reference).not.toBe(resultB.reference);
  });
});

describe('test provider: PIX', () => {
  it('is pending with a BR Code for the amount and a txid from the idempotency key, for 30 minutes', async () => {
    const charge = request({ method: 'pix', pix: PIX, amountCents: 4990, idempotencyKey: 'pedido-1042-1' });
    const result = expectPending(await new TestPaymentProvider().charge(charge));
    expect(result.boleto).toBeNull();
    expect(result.pix?.expiresAt.toISOString()).toBe('2026-03-10T15:30:00.000Z');

    const payload = result.pix!.payload;
    expect(hasValidCrc(payload)).toBe(true);
    const root = new Map(parseEmv(payload).map((field) => [field.id, field.value]));
    expect(parseEmv(root.get('26')!)).toEqual([
      { id: '00', value: 'br.gov.bcb.pix' },
      { id: '01', value: 'loja@example.com' },
    ]);
    expect(root.get('54')).toBe('49.90');
    expect(root.get('59')).toBe('Loja Exemplo');
    expect(root.get('60')).toBe('Sao Paulo');
    const txid = parseEmv(root.get('62')!)[0]!;
    expect(txid.id).toBe('05');
    expect(txid.value).toMatch(/^[A-Za-z0-9]{1,25}$/);

    // Another instance (or a retry after a restart) shows the buyer the same code.
    const again = expectPending(await new TestPaymentProvider().charge(charge));
    expect(again.pix?.payload).toBe(payload);
    const otherOrder = expectPending(
      await new TestPaymentProvider().charge({ ...charge, idempotencyKey: 'pedido-1043-1' }),
    );
    expect(otherOrder.pix?.payload).not.toBe(payload);
  });

  it('throws a clear error when the store has no PIX key', async () => {
    await expect(new TestPaymentProvider().charge(request({ method: 'pix' }))).rejects.toThrow(/chave PIX/);
  });
});

describe('test provider: boleto', () => {
  it('is pending with a valid line and barcode, due in 3 days', async () => {
    const result = expectPending(
      await new TestPaymentProvider().charge(request({ method: 'boleto', amountCents: 19_990 })),
    );
    expect(result.pix).toBeNull();
    const boleto = result.boleto!;
    expect(boleto.dueDate.toISOString()).toBe('2026-03-13T15:00:00.000Z');
    expect(boleto.barcode).toMatch(/^\d{44}$/);
    expect(boleto.digitableLine).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    const parsed = parseDigitableLine(boleto.digitableLine);
    expect(parsed).toMatchObject({
      bankCode: '000',
      barcode: boleto.barcode,
      amountCents: 19_990,
      dueDate: new Date('2026-03-13T00:00:00Z'),
    });
    expect(parsed?.freeField.slice(0, 10)).toBe('0000001042');
  });
});

describe('test provider: lookup, refunds and cancellation', () => {
  it('looks a charge up by idempotency key or reference, and knows nothing of a key it never got', async () => {
    const provider = new TestPaymentProvider();
    const charge = request({ card: card('4242424242424242') });
    const result = expectApproved(await provider.charge(charge));
    expect(await provider.lookup({ idempotencyKey: charge.idempotencyKey })).toEqual(result);
    expect(await provider.lookup({ reference: result.reference })).toEqual(result);
    expect(await provider.lookup({ idempotencyKey: 'nunca-enviada' })).toBeNull();
  });

  it('refunds in parts up to the amount, each key once, and never beyond what was paid', async () => {
    const provider = new TestPaymentProvider();
    const { reference } = expectApproved(
      await provider.charge(request({ amountCents: 10_000, card: card('4242424242424242') })),
    );
    const first = await provider.refund({ reference, amountCents: 3_000, idempotencyKey: 'r1', now: NOW });
    expect(first).toMatchObject({ status: 'refunded', refundedCents: 3_000, remainingCents: 7_000 });
    // The same key again is the same refund, not a second one.
    expect(await provider.refund({ reference, amountCents: 3_000, idempotencyKey: 'r1', now: NOW })).toEqual(
      first,
    );
    expect(await provider.lookup({ reference })).toMatchObject({
      status: 'partially_refunded',
      refundedCents: 3_000,
    });
    expect(await provider.refund({ reference, amountCents: 8_000, idempotencyKey: 'r2', now: NOW })).toEqual({
      status: 'failed',
      reason: 'O valor do reembolso é maior que o saldo a reembolsar.',
    });
    expect(
      await provider.refund({ reference, amountCents: 7_000, idempotencyKey: 'r3', now: NOW }),
    ).toMatchObject({
      status: 'refunded',
      refundedCents: 10_000,
      remainingCents: 0,
    });
    expect(await provider.lookup({ reference })).toMatchObject({ status: 'refunded', refundedCents: 10_000 });
  });

  it('refunds only approved charges', async () => {
    const provider = new TestPaymentProvider();
    const declined = expectRefused(await provider.charge(request({ card: card('4000000000000002') })));
    expect(
      await provider.refund({
        reference: declined.reference,
        amountCents: 100,
        idempotencyKey: 'x',
        now: NOW,
      }),
    ).toEqual({
      status: 'failed',
      reason: 'Só pagamentos aprovados podem ser reembolsados.',
    });
  });

  it('cancels a pending PIX so it can no longer be paid, but not a paid one', async () => {
    const provider = new TestPaymentProvider();
    const pix = expectPending(await provider.charge(request({ method: 'pix', pix: PIX })));
    expect(await provider.cancel({ reference: pix.reference, idempotencyKey: 'c1', now: NOW })).toEqual({
      status: 'cancelled',
    });
    expect(await provider.lookup({ reference: pix.reference })).toMatchObject({ status: 'cancelled' });
    expect(await provider.simulatePayment(pix.reference, NOW)).toMatchObject({ status: 'cancelled' });

    const paid = expectApproved(await provider.charge(request({ card: card('4242424242424242') })));
    expect(await provider.cancel({ reference: paid.reference, idempotencyKey: 'c2', now: NOW })).toEqual({
      status: 'failed',
      reason: 'Só pagamentos pendentes podem ser cancelados.',
    });
  });

  it('calls an unpaid PIX expired after its expiry, as the gateway sees it', async () => {
    let now = NOW;
    const provider = new TestPaymentProvider({ clock: () => now });
    const pix = expectPending(await provider.charge(request({ method: 'pix', pix: PIX })));
    expect((await provider.lookup({ reference: pix.reference }))?.status).toBe('pending');
    now = new Date(NOW.getTime() + 31 * 60_000);
    expect((await provider.lookup({ reference: pix.reference }))?.status).toBe('expired');
  });

  it('classifies declines: 05 and 51 may be retried, 14 and 54 never', async () => {
    const provider = new TestPaymentProvider();
    const cases: [string, string, string][] = [
      ['4000000000000002', '05', 'soft'],
      ['4000000000009995', '51', 'soft'],
      ['4000000000000069', '54', 'hard'],
      ['4242424242424241', '14', 'hard'],
    ];
    for (const [number, code, decline] of cases) {
      const result = expectRefused(await provider.charge(request({ card: card(number) })));
      expect({ code: result.code, class: result.class }).toEqual({ code, class: decline });
      expect(provider.classifyDecline(code)).toBe(decline);
    }
    expect(provider.classifyDecline('XYZ')).toBe('unknown');
  });
});
