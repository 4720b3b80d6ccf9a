import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hasValidCrc, isValidDigitableLine } from '../src/payments/index.ts';
import {
  brasiliaTimestamp,
  centsToReais,
  MERCADO_PAGO_CANCEL_NOT_PENDING,
  MERCADO_PAGO_INVALID_CREDENTIALS,
  MERCADO_PAGO_REFUND_NOT_ALLOWED,
  MERCADO_PAGO_REFUND_TOO_LARGE,
  MERCADO_PAGO_UNAVAILABLE,
  type MercadoPagoChargeRequest,
  MercadoPagoProvider,
  type MercadoPagoProviderOptions,
  MercadoPagoUnavailableError,
  mercadoPagoChargeReference,
  reaisToCents,
} from '../src/payments/mercadopago/index.ts';
import type { ChargeResult, IncomingNotification } from '../src/payments/provider.ts';
import {
  type MercadoPagoStandIn,
  signMercadoPagoNotification,
  startMercadoPagoStandIn,
} from './mercadopago-stand-in.ts';
import { type Receiver, startReceiver } from './webhook-receiver.ts';

/*
 * The Mercado Pago provider against a local stand-in of Mercado Pago's API: the card outcomes of
 * its sandbox (cardholder name), PIX and boleto, refunds, cancel, idempotency, the unknown-outcome
 * failures (timeout, 500, dropped connection), signed notifications and the credentials check.
 * Provider-level: no app and no database.
 */

let mp: MercadoPagoStandIn;
let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver();
  mp = await startMercadoPagoStandIn({ notificationUrl: receiver.url });
});

afterAll(async () => {
  await mp.close();
  await receiver.close();
});

afterEach(() => {
  mp.faults.fail500 = 0;
  mp.faults.dropAfter = 0;
  mp.faults.delayMs = 0;
  mp.clock = () => new Date();
});

const provider = (overrides: Partial<MercadoPagoProviderOptions> = {}) =>
  new MercadoPagoProvider({
    baseUrl: mp.baseUrl,
    accessToken: mp.accessToken,
    webhookSecret: mp.webhookSecret,
    timeoutMs: 2000,
    ...overrides,
  });

/** Now, to the second: Mercado Pago's dates carry milliseconds as '.000'. */
const now = () => new Date(Math.floor(Date.now() / 1000) * 1000);

const ADDRESS = {
  zipCode: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'sp',
};

function request(overrides: Partial<MercadoPagoChargeRequest> = {}): MercadoPagoChargeRequest {
  return {
    idempotencyKey: `pedido-${randomUUID()}:tentativa-1`,
    amountCents: 4990,
    method: 'card',
    description: 'Pedido nº 1042 · Loja Teste',
    orderNumber: 1042,
    buyer: { name: 'Maria da Silva', email: 'maria@example.com', cpf: '123.456.789-09' },
    now: now(),
    ...overrides,
  };
}

/** A card charge whose token the "browser" made with this cardholder name (the sandbox's outcome). */
async function cardRequest(
  holder: string,
  overrides: Partial<MercadoPagoChargeRequest> = {},
  installments = 1,
) {
  const token = await mp.createCardToken(holder);
  return request({ card: { token, installments, paymentMethodId: 'master' }, ...overrides });
}

function expectStatus<S extends ChargeResult['status']>(result: ChargeResult, status: S) {
  if (result.status !== status) throw new Error(`Esperava ${status}, veio ${JSON.stringify(result)}`);
  return result as Extract<ChargeResult, { status: S }>;
}

/** What a notification receiver got, as the app would hand it to verifyNotification. */
function incoming(received: {
  path: string;
  headers: Receiver['requests'][number]['headers'];
  body: string;
}) {
  const url = new URL(received.path, 'http://pagora.test');
  return {
    headers: received.headers,
    query: Object.fromEntries(url.searchParams),
    rawBody: received.body,
  } satisfies IncomingNotification;
}

async function control(action: 'pay' | 'expire' | 'chargeback', reference: string) {
  const response = await fetch(`${mp.baseUrl}/__control/${action}/${reference}`, { method: 'POST' });
  expect(response.status).toBe(200);
  return (await response.json()) as { notification: { status: number | null } | null };
}

describe('amounts', () => {
  it('converts cents to reais and back through the decimal text, exactly', () => {
    expect(centsToReais(4990)).toBe(49.9);
    expect(centsToReais(30)).toBe(0.3);
    expect(centsToReais(1)).toBe(0.01);
    expect(centsToReais(100_000_001)).toBe(1_000_000.01);
    expect(JSON.stringify({ transaction_amount: centsToReais(1999) })).toBe('{"transaction_amount":19.99}');
    expect(reaisToCents(0.3)).toBe(30);
    expect(() => reaisToCents(0.1 + 0.2)).toThrow(RangeError);
    expect(reaisToCents(1_000_000.01)).toBe(100_000_001);
    expect(reaisToCents(19.99)).toBe(1999);
    expect(() => reaisToCents(1.005)).toThrow(RangeError);
  });

  it('writes dates in Brasília time, as Mercado Pago takes them', () => {
    expect(brasiliaTimestamp(new Date('2026-03-10T15:30:00.000Z'))).toBe('2026-03-10T12:30:00.000-03:00');
  });
});

describe('cards', () => {
  it('approves an APRO card, sending the amount in reais and keys derived from the idempotency key', async () => {
    const charge = await cardRequest('APRO', { amountCents: 1999 }, 3);
    const result = expectStatus(await provider().charge(charge), 'approved');

    expect(result.reference).toMatch(/^\d+$/);
    expect(result.card).toEqual({ brand: 'mastercard', last4: '6351', installments: 3, token: null });
    const sent = mp.requests.findLast((entry) => entry.method === 'POST' && entry.path === '/v1/payments')!;
    const reference = mercadoPagoChargeReference(charge.idempotencyKey);
    expect(sent.rawBody).toContain('"transaction_amount":19.99');
    expect(sent.headers['x-idempotency-key']).toBe(reference);
    expect(sent.headers.authorization).toBe(`Bearer ${mp.accessToken}`);
    expect(sent.body).toMatchObject({
      external_reference: reference,
      installments: 3,
      payment_method_id: 'master',
      payer: { email: 'maria@example.com', identification: { type: 'CPF', number: '12345678909' } },
    });
    // The lookup by key the reconciler makes finds the same payment.
    expect(await provider().lookup({ idempotencyKey: charge.idempotencyKey })).toMatchObject({
      status: 'approved',
      reference: result.reference,
    });
  });

  it.each([
    ['FUND', 'cc_rejected_insufficient_amount', 'Saldo ou limite insuficiente.'],
    ['SECU', 'cc_rejected_bad_filled_security_code', 'Confira o código de segurança (CVV) do cartão.'],
    [
      'CALL',
      'cc_rejected_call_for_authorize',
      'O banco emissor pede que você autorize este pagamento. Ligue para o banco e tente de novo.',
    ],
    ['EXPI', 'cc_rejected_bad_filled_date', 'Confira a data de validade do cartão.'],
    ['FORM', 'cc_rejected_bad_filled_other', 'Confira os dados do cartão.'],
  ])('refuses a %s card softly with the raw code and a Portuguese reason', async (holder, code, reason) => {
    const result = expectStatus(await provider().charge(await cardRequest(holder)), 'refused');
    expect(result).toMatchObject({ code, class: 'soft', reason });
    expect(result.reference).toMatch(/^\d+$/);
    expect(result.card).toMatchObject({ brand: 'mastercard', last4: '6351' });
  });

  it.each([
    ['LOCK', 'cc_rejected_card_disabled', 'hard'],
    ['BLAC', 'cc_rejected_blacklist', 'hard'],
    ['DUPL', 'cc_rejected_duplicated_payment', 'hard'],
    ['OTHE', 'cc_rejected_other_reason', 'unknown'],
  ])('refuses a %s card as %s (%s)', async (holder, code, declineClass) => {
    const result = expectStatus(await provider().charge(await cardRequest(holder)), 'refused');
    expect(result).toMatchObject({ code, class: declineClass });
  });

  it('classifies the documented codes that the sandbox names cannot produce', () => {
    const classify = (code: string) => provider().classifyDecline(code);
    expect(classify('cc_rejected_high_risk')).toBe('hard');
    expect(classify('cc_rejected_insufficient_amount')).toBe('soft');
    expect(classify('cc_rejected_bad_filled_card_number')).toBe('soft');
    expect(classify('cc_rejected_card_error')).toBe('unknown');
    expect(classify('um_codigo_novo')).toBe('unknown');
  });

  it('leaves a CONT card pending (still processing, no PIX or boleto) until Mercado Pago decides', async () => {
    const charge = await cardRequest('CONT');
    const result = expectStatus(await provider().charge(charge), 'pending');
    expect(result).toMatchObject({ pix: null, boleto: null });
    expect(await provider().lookup({ idempotencyKey: charge.idempotencyKey })).toMatchObject({
      status: 'pending',
    });

    await control('pay', result.reference);
    expect(await provider().lookup({ reference: result.reference })).toMatchObject({
      status: 'approved',
      card: { brand: 'mastercard', last4: '6351' },
    });
  });

  it('refuses a reused card token (a 4xx: nothing created) with a message the buyer can act on', async () => {
    const charge = await cardRequest('APRO');
    expectStatus(await provider().charge(charge), 'approved');
    const again = expectStatus(
      await provider().charge({ ...charge, idempotencyKey: `${charge.idempotencyKey}-2` }),
      'refused',
    );
    expect(again).toEqual({
      status: 'refused',
      reference: '',
      code: 'api_400_3003',
      class: 'soft',
      reason: 'Os dados do cartão expiraram. Digite-os de novo.',
      card: null,
    });
    expect(mp.paymentsWithReference(mercadoPagoChargeReference(`${charge.idempotencyKey}-2`))).toHaveLength(
      0,
    );
  });

  it('refuses before calling Mercado Pago when the card is not a browser token or lacks its brand', async () => {
    const before = mp.requests.length;
    const raw = expectStatus(
      await provider().charge(
        request({
          card: {
            number: '5031433215406351',
            holder: 'APRO',
            expMonth: 11,
            expYear: 2030,
            cvv: '123',
            installments: 1,
          },
        }),
      ),
      'refused',
    );
    expect(raw).toMatchObject({ reference: '', code: 'local_raw_card' });
    const noBrand = expectStatus(
      await provider().charge(request({ card: { token: 'abc', installments: 1 } })),
      'refused',
    );
    expect(noBrand).toMatchObject({ code: 'local_missing_payment_method', class: 'soft' });
    expect(mp.requests.length).toBe(before);
  });
});

describe('PIX and boleto', () => {
  it('creates a PIX, is paid through Mercado Pago, and the signed notification leads to the payment', async () => {
    const charge = request({ method: 'pix', expiresAt: new Date(now().getTime() + 45 * 60_000) });
    const result = expectStatus(await provider().charge(charge), 'pending');
    const stored = mp.payments.get(result.reference)!.json as {
      point_of_interaction: { transaction_data: { qr_code: string } };
    };
    expect(result.pix?.payload).toBe(stored.point_of_interaction.transaction_data.qr_code);
    expect(hasValidCrc(result.pix!.payload)).toBe(true);
    expect(result.pix?.expiresAt.toISOString()).toBe(charge.expiresAt!.toISOString());
    expect(result.boleto).toBeNull();
    expect(mp.requests.at(-1)?.body).toMatchObject({ payment_method_id: 'pix', transaction_amount: 49.9 });
    expect(await provider().lookup({ idempotencyKey: charge.idempotencyKey })).toMatchObject({
      status: 'pending',
      reference: result.reference,
    });

    const before = receiver.requests.length;
    const paid = await control('pay', result.reference);
    expect(paid.notification?.status).toBe(200);
    const notification = receiver.requests[before]!;
    const hint = await provider().verifyNotification(incoming(notification));
    expect(hint).toEqual({ reference: result.reference });
    expect(await provider().lookup({ reference: hint!.reference })).toMatchObject({
      status: 'approved',
      reference: result.reference,
      card: null,
    });
  });

  it('keeps a PIX validity inside what Mercado Pago accepts (at least 30 minutes)', async () => {
    const charge = request({ method: 'pix', expiresAt: new Date(now().getTime() + 5 * 60_000) });
    const result = expectStatus(await provider().charge(charge), 'pending');
    expect(result.pix!.expiresAt.getTime()).toBe(charge.now.getTime() + 30 * 60_000);
  });

  it('creates a Bradesco boleto with its digitable line, barcode and due date', async () => {
    const charge = request({
      method: 'boleto',
      buyer: { name: 'Maria da Silva', email: 'maria@example.com', cpf: '12345678909', address: ADDRESS },
    });
    const result = expectStatus(await provider().charge(charge), 'pending');
    expect(result.pix).toBeNull();
    expect(result.boleto?.barcode).toMatch(/^237\d{41}$/);
    expect(isValidDigitableLine(result.boleto!.digitableLine)).toBe(true);
    expect(result.boleto?.dueDate.getTime()).toBe(charge.now.getTime() + 3 * 86_400_000);
    // The printable boleto: transaction_details.external_resource_url.
    expect(result.boleto?.pdfUrl).toBe(`${mp.baseUrl}/boletos/${result.reference}.pdf`);
    expect(mp.requests.at(-1)?.body).toMatchObject({
      payment_method_id: 'bolbradesco',
      payer: {
        first_name: 'Maria',
        last_name: 'da Silva',
        address: { zip_code: '01310100', street_number: '1000', federal_unit: 'SP' },
      },
    });
  });

  it('asks for the CPF and the address a boleto needs, without calling Mercado Pago', async () => {
    const before = mp.requests.length;
    const noAddress = expectStatus(await provider().charge(request({ method: 'boleto' })), 'refused');
    expect(noAddress).toMatchObject({
      code: 'local_boleto_address',
      reason:
        'Para pagar com boleto, informe seu endereço completo (CEP, rua, número, bairro, cidade e estado).',
    });
    const noCpf = expectStatus(
      await provider().charge(
        request({
          method: 'boleto',
          buyer: { name: 'Maria', email: 'maria@example.com', cpf: null, address: ADDRESS },
        }),
      ),
      'refused',
    );
    expect(noCpf).toMatchObject({
      code: 'local_boleto_cpf',
      reason: 'Para pagar com boleto, informe seu CPF.',
    });
    expect(mp.requests.length).toBe(before);
  });

  it('cancels a pending PIX; cancelling it again is harmless; an approved card cannot be cancelled', async () => {
    const pix = expectStatus(await provider().charge(request({ method: 'pix' })), 'pending');
    const cancel = (reference: string) =>
      provider().cancel({ reference, idempotencyKey: randomUUID(), now: now() });

    expect(await cancel(pix.reference)).toEqual({ status: 'cancelled' });
    expect(mp.requests.at(-1)).toMatchObject({ method: 'PUT', body: { status: 'cancelled' } });
    expect(await provider().lookup({ reference: pix.reference })).toEqual({
      status: 'cancelled',
      reference: pix.reference,
    });
    expect(await cancel(pix.reference)).toEqual({ status: 'cancelled' });

    const card = expectStatus(await provider().charge(await cardRequest('APRO')), 'approved');
    expect(await cancel(card.reference)).toEqual({
      status: 'failed',
      reason: MERCADO_PAGO_CANCEL_NOT_PENDING,
    });
  });

  it('reports an unpaid PIX that Mercado Pago expired', async () => {
    const pix = expectStatus(await provider().charge(request({ method: 'pix' })), 'pending');
    await control('expire', pix.reference);
    expect(await provider().lookup({ reference: pix.reference })).toEqual({
      status: 'expired',
      reference: pix.reference,
    });
  });
});

describe('refunds', () => {
  it('refunds part, then the rest; a repeated refund key refunds nothing more', async () => {
    const charge = expectStatus(
      await provider().charge(await cardRequest('APRO', { amountCents: 10_000 })),
      'approved',
    );
    const firstKey = randomUUID();
    const first = await provider().refund({
      reference: charge.reference,
      amountCents: 2_550,
      idempotencyKey: firstKey,
      now: now(),
    });
    expect(first).toMatchObject({ status: 'refunded', refundedCents: 2_550, remainingCents: 7_450 });
    expect(mp.requests.at(-2)?.rawBody).toBe('{"amount":25.5}');
    expect(await provider().lookup({ reference: charge.reference })).toEqual({
      status: 'partially_refunded',
      reference: charge.reference,
      amountCents: 10_000,
      refundedCents: 2_550,
    });

    const repeated = await provider().refund({
      reference: charge.reference,
      amountCents: 2_550,
      idempotencyKey: firstKey,
      now: now(),
    });
    expect(repeated).toMatchObject({
      status: 'refunded',
      reference: (first as { reference: string }).reference,
      refundedCents: 2_550,
    });

    expect(
      await provider().refund({
        reference: charge.reference,
        amountCents: 7_451,
        idempotencyKey: randomUUID(),
        now: now(),
      }),
    ).toEqual({ status: 'failed', reason: MERCADO_PAGO_REFUND_TOO_LARGE });

    const rest = await provider().refund({
      reference: charge.reference,
      amountCents: 7_450,
      idempotencyKey: randomUUID(),
      now: now(),
    });
    expect(rest).toMatchObject({ status: 'refunded', refundedCents: 10_000, remainingCents: 0 });
    expect(await provider().lookup({ reference: charge.reference })).toEqual({
      status: 'refunded',
      reference: charge.reference,
      amountCents: 10_000,
      refundedCents: 10_000,
    });
    expect((mp.payments.get(charge.reference)!.json.refunds as unknown[]).length).toBe(2);

    expect(
      await provider().refund({
        reference: charge.reference,
        amountCents: 1,
        idempotencyKey: randomUUID(),
        now: now(),
      }),
    ).toEqual({ status: 'failed', reason: MERCADO_PAGO_REFUND_NOT_ALLOWED });
  });

  it('reports a chargeback', async () => {
    const charge = expectStatus(await provider().charge(await cardRequest('APRO')), 'approved');
    await control('chargeback', charge.reference);
    expect(await provider().lookup({ reference: charge.reference })).toMatchObject({
      status: 'chargeback',
      amountCents: 4990,
    });
  });
});

describe('idempotency and unknown outcomes', () => {
  it('answers a repeated key with the same payment and creates only one', async () => {
    const charge = await cardRequest('APRO');
    const first = expectStatus(await provider().charge(charge), 'approved');
    const second = expectStatus(await provider().charge(charge), 'approved');
    expect(second.reference).toBe(first.reference);
    expect(mp.paymentsWithReference(mercadoPagoChargeReference(charge.idempotencyKey))).toHaveLength(1);
  });

  it('throws on a timeout (the payment may exist) and the lookup by key finds it', async () => {
    const charge = await cardRequest('APRO');
    mp.faults.delayMs = 1500;
    await expect(provider({ timeoutMs: 200 }).charge(charge)).rejects.toBeInstanceOf(
      MercadoPagoUnavailableError,
    );
    mp.faults.delayMs = 0;
    expect(await provider().lookup({ idempotencyKey: charge.idempotencyKey })).toMatchObject({
      status: 'approved',
    });
  });

  it('throws on a dropped connection, and the payment it made is found by key', async () => {
    const charge = await cardRequest('APRO');
    mp.faults.dropAfter = 1;
    await expect(provider().charge(charge)).rejects.toBeInstanceOf(MercadoPagoUnavailableError);
    expect(await provider().lookup({ idempotencyKey: charge.idempotencyKey })).toMatchObject({
      status: 'approved',
    });
    // Sending it again with the same key returns that payment instead of charging twice.
    expect(expectStatus(await provider().charge(charge), 'approved').reference).toBe(
      String(mp.paymentsWithReference(mercadoPagoChargeReference(charge.idempotencyKey))[0]!.id),
    );
    expect(mp.paymentsWithReference(mercadoPagoChargeReference(charge.idempotencyKey))).toHaveLength(1);
  });

  it('throws on a 500 rather than calling it a refusal; nothing was created', async () => {
    const charge = await cardRequest('APRO');
    mp.faults.fail500 = 1;
    const failure = await provider()
      .charge(charge)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MercadoPagoUnavailableError);
    expect((failure as MercadoPagoUnavailableError).status).toBe(500);
    expect(await provider().lookup({ idempotencyKey: charge.idempotencyKey })).toBeNull();
    mp.faults.fail500 = 1;
    await expect(provider().lookup({ idempotencyKey: charge.idempotencyKey })).rejects.toBeInstanceOf(
      MercadoPagoUnavailableError,
    );
  });

  it('finds nothing for a key Mercado Pago never received, or a refusal made before any payment', async () => {
    expect(await provider().lookup({ idempotencyKey: randomUUID() })).toBeNull();
    expect(await provider().lookup({ reference: '' })).toBeNull();
    expect(await provider().lookup({ reference: '999999' })).toBeNull();
  });
});

describe('notifications', () => {
  const signed = (
    parts: { dataId?: string; requestId?: string; ts: number },
    query: Record<string, string> = {},
  ) => ({
    headers: {
      'x-signature': signMercadoPagoNotification(mp.webhookSecret, parts),
      ...(parts.requestId ? { 'x-request-id': parts.requestId } : {}),
    },
    query: { ...(parts.dataId ? { 'data.id': parts.dataId } : {}), type: 'payment', ...query },
    rawBody: JSON.stringify({ type: 'payment', action: 'payment.updated', data: { id: parts.dataId } }),
  });
  const nowTs = () => Math.floor(Date.now() / 1000);

  it('accepts a signed, recent one and points to the payment', async () => {
    const notification = signed({ dataId: '1320000099', requestId: randomUUID(), ts: nowTs() });
    expect(await provider().verifyNotification(notification)).toEqual({ reference: '1320000099' });
  });

  it('signs an alphanumeric data.id in lower case and leaves out an absent x-request-id, as documented', async () => {
    const upper = signed({ dataId: 'ABC123', requestId: randomUUID(), ts: nowTs() });
    expect(await provider().verifyNotification(upper)).toEqual({ reference: 'ABC123' });
    const noRequestId = signed({ dataId: '1320000099', ts: nowTs() });
    expect(await provider().verifyNotification(noRequestId)).toEqual({ reference: '1320000099' });
  });

  it('refuses a missing, malformed or wrong signature', async () => {
    const good = signed({ dataId: '1320000099', requestId: randomUUID(), ts: nowTs() });
    const { 'x-signature': signature, ...withoutSignature } = good.headers;
    expect(await provider().verifyNotification({ ...good, headers: withoutSignature })).toBeNull();
    expect(
      await provider().verifyNotification({ ...good, headers: { ...good.headers, 'x-signature': 'v1=abc' } }),
    ).toBeNull();
    const flipped = signature.replace(/v1=(.)/, (_, c: string) => `v1=${c === '0' ? '1' : '0'}`);
    expect(
      await provider().verifyNotification({ ...good, headers: { ...good.headers, 'x-signature': flipped } }),
    ).toBeNull();
    // Another payment's id under this signature.
    expect(
      await provider().verifyNotification({ ...good, query: { ...good.query, 'data.id': '1320000098' } }),
    ).toBeNull();
    expect(await provider({ webhookSecret: 'outro-segredo' }).verifyNotification(good)).toBeNull();
  });

  it('refuses a replay older than five minutes by the provider clock', async () => {
    const ts = nowTs();
    const notification = signed({ dataId: '1320000099', requestId: randomUUID(), ts });
    const at = (minutes: number) => provider({ clock: () => new Date((ts + minutes * 60) * 1000) });
    expect(await at(4).verifyNotification(notification)).toEqual({ reference: '1320000099' });
    expect(await at(6).verifyNotification(notification)).toBeNull();
  });

  it('refuses topics other than payments', async () => {
    const chargeback = signed(
      { dataId: '55', requestId: randomUUID(), ts: nowTs() },
      { type: 'topic_chargebacks_wh' },
    );
    expect(await provider().verifyNotification(chargeback)).toBeNull();
  });
});

describe('credentials', () => {
  it('accepts a working access token', async () => {
    expect(await provider().validateCredentials()).toEqual({
      ok: true,
      userId: '123456789',
      nickname: 'TESTUSER123456789',
      email: 'test_user_123456789@testuser.com',
    });
  });

  it('says the credentials are invalid when Mercado Pago refuses the token', async () => {
    expect(await provider({ accessToken: 'APP_USR-errado' }).validateCredentials()).toEqual({
      ok: false,
      error: MERCADO_PAGO_INVALID_CREDENTIALS,
    });
    // The same refusal on a charge reaches no issuer: a refusal another gateway may retry.
    expect(
      expectStatus(
        await provider({ accessToken: 'APP_USR-errado' }).charge(request({ method: 'pix' })),
        'refused',
      ),
    ).toMatchObject({ code: 'api_401', class: 'soft', reference: '' });
  });

  it('says Mercado Pago is unavailable when it cannot be reached or fails', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await provider({ baseUrl: `http://127.0.0.1:${port}` }).validateCredentials()).toEqual({
      ok: false,
      error: MERCADO_PAGO_UNAVAILABLE,
    });
    mp.faults.fail500 = 1;
    expect(await provider().validateCredentials()).toEqual({ ok: false, error: MERCADO_PAGO_UNAVAILABLE });
  });
});
