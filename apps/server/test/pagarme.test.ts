import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hasValidCrc, isValidDigitableLine, parseDigitableLine } from '../src/payments/index.ts';
import {
  JwksKeys,
  PAGARME_CANCEL_NOT_PENDING,
  PAGARME_INVALID_CREDENTIALS,
  PAGARME_REFUND_BOLETO,
  PAGARME_REFUND_NOT_ALLOWED,
  PAGARME_REFUND_TOO_LARGE,
  PAGARME_UNAVAILABLE,
  type PagarmeChargeRequest,
  PagarmeProvider,
  type PagarmeProviderOptions,
  PagarmeUnavailableError,
  pagarmeCents,
  pagarmeOrderCode,
  toPagarmeAmount,
} from '../src/payments/pagarme/index.ts';
import type { ChargeResult, IncomingNotification } from '../src/payments/provider.ts';
import { type PagarmeStandIn, signPagarmeWebhook, startPagarmeStandIn } from './pagarme-stand-in.ts';
import { type Receiver, startReceiver } from './webhook-receiver.ts';

/*
 * The Pagar.me provider against a local stand-in of Pagar.me's core API v5: the simulator's test
 * cards (…0010 paid, …0028 refused, …0036 processing then paid, …0044 processing then failed)
 * tokenized as the browser does, PIX and boleto, refunds, cancel, idempotency, the unknown-outcome
 * failures (timeout, 500, dropped connection), authenticated notifications and the credentials
 * check. Provider-level: no app and no database.
 */

const APPROVED = '4000000000000010';
const REFUSED = '4000000000000028';
const PROCESSING_THEN_PAID = '4000000000000036';
const PROCESSING_THEN_FAILED = '4000000000000044';

let pagarme: PagarmeStandIn;
let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver();
  pagarme = await startPagarmeStandIn({ notificationUrl: receiver.url });
});

afterAll(async () => {
  await pagarme.close();
  await receiver.close();
});

afterEach(() => {
  pagarme.faults.fail500 = 0;
  pagarme.faults.dropAfter = 0;
  pagarme.faults.delayMs = 0;
  pagarme.declineCode = '05';
  pagarme.webhookBasicAuth = null;
});

/** A key cache of the stand-in's JWKS per provider, so tests never share fetched keys. */
const provider = (overrides: Partial<PagarmeProviderOptions> = {}) =>
  new PagarmeProvider({
    baseUrl: pagarme.baseUrl,
    secretKey: pagarme.secretKey,
    webhookKeys: new JwksKeys(pagarme.jwksUrl, { minRefreshMs: 0 }),
    statementDescriptor: 'Loja São João Ltda',
    timeoutMs: 2000,
    ...overrides,
  });

const now = () => new Date(Math.floor(Date.now() / 1000) * 1000);

const ADDRESS = {
  zipCode: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'Conjunto 42',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'sp',
};

function request(overrides: Partial<PagarmeChargeRequest> = {}): PagarmeChargeRequest {
  return {
    idempotencyKey: `pedido-${randomUUID()}:tentativa-1`,
    amountCents: 4990,
    method: 'card',
    description: 'Pedido nº 1042 · Loja Teste',
    orderNumber: 1042,
    buyer: {
      name: 'Maria da Silva',
      email: 'maria@example.com',
      cpf: '123.456.789-09',
      phone: '(11) 98765-4321',
    },
    now: now(),
    ...overrides,
  };
}

/** A card charge whose token the "browser" made from this simulator card number. */
async function cardRequest(number: string, overrides: Partial<PagarmeChargeRequest> = {}, installments = 1) {
  const token = await pagarme.createCardToken(number);
  return request({ card: { token, installments }, ...overrides });
}

function expectStatus<S extends ChargeResult['status']>(result: ChargeResult, status: S) {
  if (result.status !== status) throw new Error(`Esperava ${status}, veio ${JSON.stringify(result)}`);
  return result as Extract<ChargeResult, { status: S }>;
}

const lastRequest = (method: string, pathEnd: string) =>
  pagarme.requests.findLast((entry) => entry.method === method && entry.path.endsWith(pathEnd))!;

/** What a notification receiver got, as the app would hand it to verifyNotification. */
function incoming(received: { headers: Record<string, string | string[] | undefined>; body: string }) {
  return { headers: received.headers, query: {}, rawBody: received.body } satisfies IncomingNotification;
}

async function control(action: 'pay' | 'expire' | 'chargeback', reference: string, query = '') {
  const response = await fetch(
    `${new URL(pagarme.baseUrl).origin}/__control/${action}/${reference}${query}`,
    {
      method: 'POST',
    },
  );
  expect(response.status).toBe(200);
  return (await response.json()) as { notification: { status: number | null; body: string } | null };
}

describe('amounts', () => {
  it('keeps integer cents as they are and refuses anything else', () => {
    expect(toPagarmeAmount(4990)).toBe(4990);
    expect(() => toPagarmeAmount(49.9)).toThrow(RangeError);
    expect(() => toPagarmeAmount(0)).toThrow(RangeError);
    expect(pagarmeCents(2990)).toBe(2990);
    expect(pagarmeCents('2990')).toBe(2990);
    expect(() => pagarmeCents(29.9)).toThrow(RangeError);
    expect(() => pagarmeCents('29.90')).toThrow(RangeError);
    expect(() => pagarmeCents(-1)).toThrow(RangeError);
  });
});

describe('cards', () => {
  it('approves the success card, with Basic auth, integer cents and keys derived from the idempotency key', async () => {
    const charge = await cardRequest(APPROVED, { amountCents: 1999 }, 3);
    const result = expectStatus(await provider().charge(charge), 'approved');

    expect(result.reference).toMatch(/^ch_/);
    expect(result.card).toEqual({ brand: 'visa', last4: '0010', installments: 3, token: null });
    const sent = lastRequest('POST', '/core/v5/orders');
    const code = pagarmeOrderCode(charge.idempotencyKey);
    expect(sent.headers['idempotency-key']).toBe(code);
    expect(sent.headers.authorization).toBe(
      `Basic ${Buffer.from(`${pagarme.secretKey}:`).toString('base64')}`,
    );
    expect(sent.body).toMatchObject({
      code,
      closed: true,
      items: [{ amount: 1999, quantity: 1, code: '1042', description: 'Pedido nº 1042 · Loja Teste' }],
      customer: {
        name: 'Maria da Silva',
        email: 'maria@example.com',
        type: 'individual',
        document: '12345678909',
        document_type: 'CPF',
        phones: { mobile_phone: { country_code: '55', area_code: '11', number: '987654321' } },
      },
      payments: [
        {
          payment_method: 'credit_card',
          amount: 1999,
          credit_card: {
            installments: 3,
            operation_type: 'auth_and_capture',
            statement_descriptor: 'Loja Sao Joao',
          },
        },
      ],
    });
    expect(sent.rawBody).toContain('"amount":1999');
    // The lookup by key the reconciler makes finds the same charge.
    expect(await provider().lookup({ idempotencyKey: charge.idempotencyKey })).toMatchObject({
      status: 'approved',
      reference: result.reference,
    });
  });

  it('refuses the failure card softly with the issuer code (ABECS 05) and a Portuguese reason', async () => {
    const result = expectStatus(await provider().charge(await cardRequest(REFUSED)), 'refused');
    expect(result).toMatchObject({
      code: '05',
      class: 'soft',
      reason: 'O banco emissor recusou o pagamento. Use outro cartão ou outra forma de pagamento.',
      card: { brand: 'visa', last4: '0028' },
    });
    expect(result.reference).toMatch(/^ch_/);
  });

  it.each([
    ['51', 'soft', 'Saldo ou limite insuficiente.'],
    ['14', 'hard', 'Número do cartão inválido. Confira o número ou use outro cartão.'],
    ['43', 'hard', 'Este cartão não pode ser usado. Use outro cartão ou outra forma de pagamento.'],
    ['1016', 'soft', 'Saldo ou limite insuficiente.'],
  ])('refuses with issuer code %s as %s', async (code, declineClass, reason) => {
    pagarme.declineCode = code;
    const result = expectStatus(await provider().charge(await cardRequest(REFUSED)), 'refused');
    expect(result).toMatchObject({ code, class: declineClass, reason });
  });

  it('classifies ABECS codes as Normativo 21 does, old four-digit codes alike, unknown ones as unknown', () => {
    const classify = (code: string) => provider().classifyDecline(code);
    for (const code of ['05', '5', '51', '59', '61', '65', '78', '91', '96', '1000'])
      expect(classify(code)).toBe('soft');
    for (const code of ['04', '07', '14', '15', '41', '43', '46', '54', '57', '62', '63', '1011']) {
      expect(classify(code)).toBe('hard');
    }
    expect(classify('antifraud_reproved')).toBe('hard');
    expect(classify('api_401')).toBe('soft');
    expect(classify('99')).toBe('unknown');
    expect(classify('um_codigo_novo')).toBe('unknown');
  });

  it('leaves a processing card pending (no PIX or boleto) and finds it approved on a later lookup', async () => {
    const charge = await cardRequest(PROCESSING_THEN_PAID);
    const result = expectStatus(await provider().charge(charge), 'pending');
    expect(result).toMatchObject({ pix: null, boleto: null });

    const before = receiver.requests.length;
    expect(await provider().lookup({ idempotencyKey: charge.idempotencyKey })).toMatchObject({
      status: 'approved',
      reference: result.reference,
      card: { brand: 'visa', last4: '0036' },
    });
    // The change is announced too, and the notification points to the same charge.
    const notification = receiver.requests[before]!;
    expect(JSON.parse(notification.body)).toMatchObject({
      type: 'charge.paid',
      data: { id: result.reference },
    });
    expect(await provider().verifyNotification(incoming(notification))).toEqual({
      reference: result.reference,
    });
  });

  it('reports a processing card that ends refused as refused on the lookup', async () => {
    pagarme.declineCode = '51';
    const charge = await cardRequest(PROCESSING_THEN_FAILED);
    const result = expectStatus(await provider().charge(charge), 'pending');
    expect(await provider().lookup({ reference: result.reference })).toMatchObject({
      status: 'refused',
      code: '51',
      class: 'soft',
    });
  });

  it('refuses a reused card token (a 4xx: nothing created) with a message the buyer can act on', async () => {
    const charge = await cardRequest(APPROVED);
    expectStatus(await provider().charge(charge), 'approved');
    const again = expectStatus(
      await provider().charge({ ...charge, idempotencyKey: `${charge.idempotencyKey}-2` }),
      'refused',
    );
    expect(again).toEqual({
      status: 'refused',
      reference: '',
      code: 'api_422_card_token',
      class: 'soft',
      reason: 'Os dados do cartão expiraram. Digite-os de novo.',
      card: null,
    });
    expect(pagarme.ordersWithCode(pagarmeOrderCode(`${charge.idempotencyKey}-2`))).toHaveLength(0);
  });

  it('refuses an invalid CPF reported by Pagar.me with a message about the CPF', async () => {
    const charge = await cardRequest(APPROVED, {
      buyer: { name: 'Maria', email: 'maria@example.com', cpf: '111.111.111-12' },
    });
    expect(expectStatus(await provider().charge(charge), 'refused')).toMatchObject({
      reference: '',
      code: 'api_422_document',
      reason: 'CPF inválido. Confira o número.',
    });
  });

  it('refuses before calling Pagar.me when the card is not a browser token or the installments are off', async () => {
    const before = pagarme.requests.length;
    const raw = expectStatus(
      await provider().charge(
        request({
          card: {
            number: APPROVED,
            holder: 'MARIA',
            expMonth: 12,
            expYear: 2030,
            cvv: '123',
            installments: 1,
          },
        }),
      ),
      'refused',
    );
    expect(raw).toMatchObject({ reference: '', code: 'local_raw_card' });
    const installments = expectStatus(
      await provider().charge(request({ card: { token: 'token_abc', installments: 13 } })),
      'refused',
    );
    expect(installments).toMatchObject({ code: 'local_invalid_installments', class: 'soft' });
    expect(pagarme.requests.length).toBe(before);
  });
});

describe('PIX and boleto', () => {
  it('creates a PIX, is paid through Pagar.me, and the signed notification leads to the charge', async () => {
    const charge = request({ method: 'pix', expiresAt: new Date(now().getTime() + 45 * 60_000) });
    const result = expectStatus(await provider().charge(charge), 'pending');
    const stored = pagarme.charge(result.reference) as { last_transaction: { qr_code: string } };
    expect(result.pix?.payload).toBe(stored.last_transaction.qr_code);
    expect(hasValidCrc(result.pix!.payload)).toBe(true);
    expect(result.pix?.expiresAt.toISOString()).toBe(charge.expiresAt!.toISOString());
    expect(result.boleto).toBeNull();
    expect(lastRequest('POST', '/orders').body).toMatchObject({
      payments: [{ payment_method: 'pix', amount: 4990, pix: { expires_in: 2700 } }],
    });
    expect(await provider().lookup({ idempotencyKey: charge.idempotencyKey })).toMatchObject({
      status: 'pending',
      reference: result.reference,
    });

    const before = receiver.requests.length;
    const paid = await control('pay', result.reference);
    expect(paid.notification?.status).toBe(200);
    const notification = receiver.requests[before]!;
    expect(notification.headers['x-webhook-asymmetric-signature']).toMatch(/^alg=RS256; kid=\w+; signature=/);
    const hint = await provider().verifyNotification(incoming(notification));
    expect(hint).toEqual({ reference: result.reference });
    expect(await provider().lookup({ reference: hint!.reference })).toMatchObject({
      status: 'approved',
      reference: result.reference,
      card: null,
    });
  });

  it('creates a boleto with its digitable line, the barcode read from it, and the due date', async () => {
    const charge = request({
      method: 'boleto',
      buyer: { name: 'Maria da Silva', email: 'maria@example.com', cpf: '12345678909', address: ADDRESS },
    });
    const result = expectStatus(await provider().charge(charge), 'pending');
    expect(result.pix).toBeNull();
    const stored = pagarme.charge(result.reference) as { last_transaction: { line: string } };
    expect(result.boleto?.digitableLine).toBe(stored.last_transaction.line);
    expect(isValidDigitableLine(result.boleto!.digitableLine)).toBe(true);
    expect(result.boleto?.barcode).toBe(parseDigitableLine(stored.last_transaction.line)!.barcode);
    expect(result.boleto?.barcode).toMatch(/^197\d{41}$/);
    expect(result.boleto?.dueDate.getTime()).toBe(charge.now.getTime() + 3 * 86_400_000);
    // The printable boleto: last_transaction.pdf.
    expect(result.boleto?.pdfUrl).toBe((stored.last_transaction as { pdf?: string }).pdf);
    expect(result.boleto?.pdfUrl).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/core\/v5\/transactions\/tran_\w+\/pdf$/,
    );
    expect(lastRequest('POST', '/orders').body).toMatchObject({
      customer: {
        document: '12345678909',
        address: {
          line_1: '1000, Avenida Paulista, Bela Vista',
          line_2: 'Conjunto 42',
          zip_code: '01310100',
          city: 'São Paulo',
          state: 'SP',
          country: 'BR',
        },
      },
      payments: [
        {
          payment_method: 'boleto',
          boleto: { due_at: new Date(charge.now.getTime() + 3 * 86_400_000).toISOString() },
        },
      ],
    });
  });

  it('asks for the CPF and the address a boleto needs, without calling Pagar.me', async () => {
    const before = pagarme.requests.length;
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
    expect(pagarme.requests.length).toBe(before);
  });

  it('cancels a pending PIX; cancelling it again is harmless; a paid card is never refunded by a cancel', async () => {
    const pix = expectStatus(await provider().charge(request({ method: 'pix' })), 'pending');
    const cancel = (reference: string) =>
      provider().cancel({ reference, idempotencyKey: randomUUID(), now: now() });

    expect(await cancel(pix.reference)).toEqual({ status: 'cancelled' });
    const sent = lastRequest('DELETE', `/charges/${pix.reference}`);
    expect(sent.body).toBeNull();
    expect(sent.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await provider().lookup({ reference: pix.reference })).toEqual({
      status: 'cancelled',
      reference: pix.reference,
    });
    expect(await cancel(pix.reference)).toEqual({ status: 'cancelled' });

    const card = expectStatus(await provider().charge(await cardRequest(APPROVED)), 'approved');
    expect(await cancel(card.reference)).toEqual({ status: 'failed', reason: PAGARME_CANCEL_NOT_PENDING });
    expect(pagarme.charge(card.reference)).toMatchObject({ status: 'paid', canceled_amount: null });
  });

  it('reports an unpaid PIX that Pagar.me expired', async () => {
    const pix = expectStatus(await provider().charge(request({ method: 'pix' })), 'pending');
    await control('expire', pix.reference);
    expect(await provider().lookup({ reference: pix.reference })).toEqual({
      status: 'expired',
      reference: pix.reference,
    });
  });

  it('keeps an underpaid boleto unapproved and takes an overpaid one as paid', async () => {
    const boleto = () =>
      provider().charge(
        request({
          method: 'boleto',
          buyer: { name: 'Maria', email: 'maria@example.com', cpf: '12345678909', address: ADDRESS },
        }),
      );
    const under = expectStatus(await boleto(), 'pending');
    await control('pay', under.reference, '?amount=4000');
    expect(await provider().lookup({ reference: under.reference })).toEqual({
      status: 'pending',
      reference: under.reference,
      pix: null,
      boleto: null,
    });
    const over = expectStatus(await boleto(), 'pending');
    await control('pay', over.reference, '?amount=5000');
    expect(await provider().lookup({ reference: over.reference })).toMatchObject({
      status: 'approved',
      reference: over.reference,
    });
  });
});

describe('refunds', () => {
  it('refunds part, then the rest; a repeated refund key refunds nothing more', async () => {
    const charge = expectStatus(
      await provider().charge(await cardRequest(APPROVED, { amountCents: 10_000 })),
      'approved',
    );
    const refund = (amountCents: number, idempotencyKey: string = randomUUID()) =>
      provider().refund({ reference: charge.reference, amountCents, idempotencyKey, now: now() });

    const firstKey = randomUUID();
    const first = await refund(2_550, firstKey);
    expect(first).toMatchObject({ status: 'refunded', refundedCents: 2_550, remainingCents: 7_450 });
    const sent = lastRequest('DELETE', `/charges/${charge.reference}`);
    expect(sent.body).toMatchObject({ amount: 2_550 });
    expect(sent.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await provider().lookup({ reference: charge.reference })).toEqual({
      status: 'partially_refunded',
      reference: charge.reference,
      amountCents: 10_000,
      refundedCents: 2_550,
    });

    const repeated = await refund(2_550, firstKey);
    expect(repeated).toEqual(first);
    expect(pagarme.charge(charge.reference)).toMatchObject({ canceled_amount: 2_550 });

    expect(await refund(7_451)).toEqual({ status: 'failed', reason: PAGARME_REFUND_TOO_LARGE });

    const rest = await refund(7_450);
    expect(rest).toMatchObject({ status: 'refunded', refundedCents: 10_000, remainingCents: 0 });
    expect(await provider().lookup({ reference: charge.reference })).toEqual({
      status: 'refunded',
      reference: charge.reference,
      amountCents: 10_000,
      refundedCents: 10_000,
    });
    expect(await refund(1)).toEqual({ status: 'failed', reason: PAGARME_REFUND_NOT_ALLOWED });
  });

  it('never refunds (and so never cancels) an unpaid PIX, and leaves boleto refunds to the dashboard', async () => {
    const pix = expectStatus(await provider().charge(request({ method: 'pix' })), 'pending');
    const deletes = pagarme.requests.filter((entry) => entry.method === 'DELETE').length;
    expect(
      await provider().refund({
        reference: pix.reference,
        amountCents: 100,
        idempotencyKey: randomUUID(),
        now: now(),
      }),
    ).toEqual({ status: 'failed', reason: PAGARME_REFUND_NOT_ALLOWED });
    expect(pagarme.charge(pix.reference)).toMatchObject({ status: 'pending' });

    const boleto = expectStatus(
      await provider().charge(
        request({
          method: 'boleto',
          buyer: { name: 'Maria', email: 'maria@example.com', cpf: '12345678909', address: ADDRESS },
        }),
      ),
      'pending',
    );
    await control('pay', boleto.reference);
    expect(
      await provider().refund({
        reference: boleto.reference,
        amountCents: 100,
        idempotencyKey: randomUUID(),
        now: now(),
      }),
    ).toEqual({ status: 'failed', reason: PAGARME_REFUND_BOLETO });
    expect(pagarme.requests.filter((entry) => entry.method === 'DELETE').length).toBe(deletes);
  });

  it('reports a chargeback', async () => {
    const charge = expectStatus(await provider().charge(await cardRequest(APPROVED)), 'approved');
    await control('chargeback', charge.reference);
    expect(await provider().lookup({ reference: charge.reference })).toMatchObject({
      status: 'chargeback',
      amountCents: 4990,
    });
  });
});

describe('idempotency and unknown outcomes', () => {
  it('answers a repeated key with the same charge and creates only one order', async () => {
    const charge = await cardRequest(APPROVED);
    const first = expectStatus(await provider().charge(charge), 'approved');
    const second = expectStatus(await provider().charge(charge), 'approved');
    expect(second.reference).toBe(first.reference);
    expect(pagarme.ordersWithCode(pagarmeOrderCode(charge.idempotencyKey))).toHaveLength(1);
  });

  it('throws on a timeout (the order may exist) and the lookup by key finds it', async () => {
    const charge = await cardRequest(APPROVED);
    pagarme.faults.delayMs = 1500;
    await expect(provider({ timeoutMs: 200 }).charge(charge)).rejects.toBeInstanceOf(PagarmeUnavailableError);
    pagarme.faults.delayMs = 0;
    expect(await provider().lookup({ idempotencyKey: charge.idempotencyKey })).toMatchObject({
      status: 'approved',
    });
  });

  it('throws on a dropped connection, and the order it made is found by key and not made twice', async () => {
    const charge = await cardRequest(APPROVED);
    pagarme.faults.dropAfter = 1;
    await expect(provider().charge(charge)).rejects.toBeInstanceOf(PagarmeUnavailableError);
    const found = await provider().lookup({ idempotencyKey: charge.idempotencyKey });
    expect(found).toMatchObject({ status: 'approved' });
    // Sending it again with the same key returns that charge instead of charging twice.
    expect(expectStatus(await provider().charge(charge), 'approved').reference).toBe(
      (found as { reference: string }).reference,
    );
    expect(pagarme.ordersWithCode(pagarmeOrderCode(charge.idempotencyKey))).toHaveLength(1);
  });

  it('throws on a 500 rather than calling it a refusal; nothing was created', async () => {
    const charge = await cardRequest(APPROVED);
    pagarme.faults.fail500 = 1;
    const failure = await provider()
      .charge(charge)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PagarmeUnavailableError);
    expect((failure as PagarmeUnavailableError).status).toBe(500);
    expect(await provider().lookup({ idempotencyKey: charge.idempotencyKey })).toBeNull();
    pagarme.faults.fail500 = 1;
    await expect(provider().lookup({ idempotencyKey: charge.idempotencyKey })).rejects.toBeInstanceOf(
      PagarmeUnavailableError,
    );
  });

  it('finds nothing for a key Pagar.me never received, or a refusal made before any order', async () => {
    expect(await provider().lookup({ idempotencyKey: randomUUID() })).toBeNull();
    expect(await provider().lookup({ reference: '' })).toBeNull();
    expect(await provider().lookup({ reference: 'ch_naoexiste0000001' })).toBeNull();
    expect(await provider().lookup({ reference: '../orders' })).toBeNull();
  });
});

describe('notifications', () => {
  const chargeEvent = (id = 'ch_K2rJ5nlHwTE4qRDP', type = 'charge.paid') =>
    JSON.stringify({
      id: 'hook_RyEKQO789TRpZjv5',
      account: { id: 'acc_1', name: 'Loja' },
      type,
      data: { id, status: 'paid' },
    });
  const signed = (body: string, headers: Record<string, string> = {}) => ({
    headers: {
      'x-webhook-asymmetric-signature': signPagarmeWebhook(
        pagarme.signingKey.privateKey,
        pagarme.signingKey.kid,
        body,
      ),
      ...headers,
    },
    query: {},
    rawBody: body,
  });

  it('accepts a body signed with the published key and points to the charge', async () => {
    expect(await provider().verifyNotification(signed(chargeEvent()))).toEqual({
      reference: 'ch_K2rJ5nlHwTE4qRDP',
    });
  });

  it('points an order event to its first charge', async () => {
    const body = JSON.stringify({
      id: 'hook_1',
      type: 'order.paid',
      data: { id: 'or_ZdnB5BBCmYhk534R', charges: [{ id: 'ch_d22356Jf4WuGr8no' }] },
    });
    expect(await provider().verifyNotification(signed(body))).toEqual({ reference: 'ch_d22356Jf4WuGr8no' });
  });

  it('refuses a missing, malformed, tampered or foreign signature', async () => {
    const good = signed(chargeEvent());
    expect(await provider().verifyNotification({ ...good, headers: {} })).toBeNull();
    expect(
      await provider().verifyNotification({
        ...good,
        headers: { 'x-webhook-asymmetric-signature': 'alg=RS256; kid=abc' },
      }),
    ).toBeNull();
    // Another charge's id under this signature.
    expect(
      await provider().verifyNotification({ ...good, rawBody: chargeEvent('ch_OutraCobranca000') }),
    ).toBeNull();
    // Signed by someone else's key under Pagar.me's key id.
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = signPagarmeWebhook(privateKey, pagarme.signingKey.kid, chargeEvent());
    expect(
      await provider().verifyNotification({ ...good, headers: { 'x-webhook-asymmetric-signature': forged } }),
    ).toBeNull();
    // A key id the key set does not publish, and an algorithm other than RS256.
    const header = good.headers['x-webhook-asymmetric-signature'];
    expect(
      await provider().verifyNotification({
        ...good,
        headers: { 'x-webhook-asymmetric-signature': header.replace(/kid=\w+/, 'kid=desconhecido') },
      }),
    ).toBeNull();
    expect(
      await provider().verifyNotification({
        ...good,
        headers: { 'x-webhook-asymmetric-signature': header.replace('alg=RS256', 'alg=HS256') },
      }),
    ).toBeNull();
  });

  it('refuses everything when the key set cannot be fetched', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const offline = provider({
      webhookKeys: new JwksKeys(`http://127.0.0.1:${port}/jwks.json`, { minRefreshMs: 0 }),
    });
    expect(await offline.verifyNotification(signed(chargeEvent()))).toBeNull();
  });

  it('follows a key rotation: a new key id fetches the key set again', async () => {
    const keys = new JwksKeys(pagarme.jwksUrl, { minRefreshMs: 0 });
    expect(await provider({ webhookKeys: keys }).verifyNotification(signed(chargeEvent()))).not.toBeNull();
    pagarme.rotateKey();
    expect(await provider({ webhookKeys: keys }).verifyNotification(signed(chargeEvent()))).toEqual({
      reference: 'ch_K2rJ5nlHwTE4qRDP',
    });
  });

  it('requires the dashboard credentials when they are configured, on top of the signature', async () => {
    const credentials = { username: 'pagora', password: 'senha-do-webhook' };
    const basic = (user: string, password: string) =>
      `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
    const withAuth = provider({ webhookBasicAuth: credentials });
    expect(
      await withAuth.verifyNotification(
        signed(chargeEvent(), { authorization: basic('pagora', 'senha-do-webhook') }),
      ),
    ).toEqual({ reference: 'ch_K2rJ5nlHwTE4qRDP' });
    expect(
      await withAuth.verifyNotification(signed(chargeEvent(), { authorization: basic('pagora', 'errada') })),
    ).toBeNull();
    expect(
      await withAuth.verifyNotification(
        signed(chargeEvent(), { authorization: basic('outro', 'senha-do-webhook') }),
      ),
    ).toBeNull();
    expect(await withAuth.verifyNotification(signed(chargeEvent()))).toBeNull();

    // Credentials alone, when the signature check is turned off.
    const basicOnly = provider({ webhookBasicAuth: credentials, webhookSignature: false });
    const unsigned = {
      headers: { authorization: basic('pagora', 'senha-do-webhook') },
      query: {},
      rawBody: chargeEvent(),
    };
    expect(await basicOnly.verifyNotification(unsigned)).toEqual({ reference: 'ch_K2rJ5nlHwTE4qRDP' });
    expect(await basicOnly.verifyNotification({ ...unsigned, headers: {} })).toBeNull();
    // Nothing configured authenticates nothing.
    expect(await provider({ webhookSignature: false }).verifyNotification(signed(chargeEvent()))).toBeNull();
  });

  it('delivers real notifications with the dashboard credentials the provider checks', async () => {
    pagarme.webhookBasicAuth = { username: 'pagora', password: 'senha-do-webhook' };
    const pix = expectStatus(await provider().charge(request({ method: 'pix' })), 'pending');
    const before = receiver.requests.length;
    await control('pay', pix.reference);
    const notification = receiver.requests[before]!;
    expect(
      await provider({
        webhookBasicAuth: { username: 'pagora', password: 'senha-do-webhook' },
      }).verifyNotification(incoming(notification)),
    ).toEqual({ reference: pix.reference });
  });

  it('refuses events that are not about a charge or an order', async () => {
    const body = JSON.stringify({
      id: 'hook_2',
      type: 'customer.created',
      data: { id: 'cus_x4nz0P4SbOTA0KBZ' },
    });
    expect(await provider().verifyNotification(signed(body))).toBeNull();
  });
});

describe('credentials', () => {
  it('accepts a working secret key', async () => {
    expect(await provider().validateCredentials()).toEqual({ ok: true });
    const sent = lastRequest('GET', '/core/v5/orders');
    expect(sent.query).toEqual({ page: '1', size: '1' });
  });

  it('says the credentials are invalid when Pagar.me refuses the key', async () => {
    expect(await provider({ secretKey: 'sk_test_errada' }).validateCredentials()).toEqual({
      ok: false,
      error: PAGARME_INVALID_CREDENTIALS,
    });
    // The same refusal on a charge reaches no issuer: a refusal another gateway may retry.
    expect(
      expectStatus(
        await provider({ secretKey: 'sk_test_errada' }).charge(request({ method: 'pix' })),
        'refused',
      ),
    ).toMatchObject({ code: 'api_401', class: 'soft', reference: '' });
  });

  it('says Pagar.me is unavailable when it cannot be reached or fails', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await provider({ baseUrl: `http://127.0.0.1:${port}/core/v5` }).validateCredentials()).toEqual({
      ok: false,
      error: PAGARME_UNAVAILABLE,
    });
    pagarme.faults.fail500 = 1;
    expect(await provider().validateCredentials()).toEqual({ ok: false, error: PAGARME_UNAVAILABLE });
  });

  it('knows test keys from production ones and states its capabilities', () => {
    expect(provider().testMode).toBe(true);
    expect(provider({ secretKey: 'sk_0f1e2d3c4b5a6978' }).testMode).toBe(false);
    expect(provider().capabilities).toEqual({
      methods: ['card', 'pix', 'boleto'],
      maxInstallments: 12,
      partialRefunds: true,
      cancelPending: true,
      notifications: true,
      browserCardTokens: true,
    });
  });
});
