import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KnownDevice, ThrottleAttempt } from '../src/db/entities/index.ts';
import {
  type Merchant,
  registerMerchant,
  registrationPayload,
  startTestServer,
  type TestServer,
  uniqueEmail,
} from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const TOO_MANY_LOGINS = { error: 'Muitas tentativas de login. Tente novamente em alguns minutos.' };
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

let ipSequence = 0;
/** A fresh documentation-range address (TEST-NET), one per call. */
function freshIp(): string {
  ipSequence += 1;
  return `203.0.${Math.floor(ipSequence / 250) + 1}.${(ipSequence % 250) + 1}`;
}

function login(email: string, password: string, ip: string, deviceCookie?: string) {
  const request = server.request.post('/api/login').set('X-Forwarded-For', ip);
  if (deviceCookie) request.set('Cookie', deviceCookie);
  return request.send({ email, password });
}

/** The `pagora_device=…` pair a login answer sets, to send back as a browser would. */
function deviceCookieOf(response: { headers: Record<string, unknown> }): string {
  const cookies = (response.headers['set-cookie'] ?? []) as string[];
  const device = cookies.find((cookie) => cookie.startsWith('pagora_device='));
  if (!device) throw new Error(`Sem cookie de dispositivo: ${cookies.join(' | ')}`);
  return device.split(';')[0]!;
}

const statuses = (responses: { status: number }[]) =>
  responses.reduce<Record<number, number>>((count, { status }) => {
    count[status] = (count[status] ?? 0) + 1;
    return count;
  }, {});

async function loginAttempts(email: string): Promise<number> {
  return server.dataSource.getRepository(ThrottleAttempt).countBy({ scope: 'login', email });
}

/** Ten wrong passwords for the merchant, each from a different IP: the per-e-mail limit. */
async function guessFromManyIps(merchant: Merchant): Promise<void> {
  for (let attempt = 0; attempt < 10; attempt++) {
    await login(merchant.email, `palpite-${attempt}-errado`, freshIp()).expect(401);
  }
}

describe('login limits', () => {
  it('reserves each attempt before the password check: of 30 parallel wrong guesses only 5 are checked', async () => {
    const merchant = await registerMerchant(server);
    const ip = freshIp();
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) => login(merchant.email, `palpite-${attempt}-errado`, ip)),
    );
    expect(statuses(responses)).toEqual({ 401: 5, 429: 25 });
    for (const response of responses.filter(({ status }) => status === 429)) {
      expect(response.body).toEqual(TOO_MANY_LOGINS);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await loginAttempts(merchant.email)).toBe(5);
  });

  it('five wrong passwords from one IP do not lock the owner out from another', async () => {
    const merchant = await registerMerchant(server);
    const attacker = freshIp();
    for (let attempt = 0; attempt < 5; attempt++) {
      await login(merchant.email, `palpite-${attempt}-errado`, attacker).expect(401);
    }
    // That pair waits, even with the right password…
    const blocked = await login(merchant.email, merchant.password, attacker).expect(429);
    expect(blocked.body).toEqual(TOO_MANY_LOGINS);
    // …but the owner, elsewhere and on a browser never used before, gets in.
    await login(merchant.email, merchant.password, freshIp()).expect(200);
  });

  it('caps guessing spread over many IPs at 10 failures per e-mail for unknown devices', async () => {
    const merchant = await registerMerchant(server);
    await guessFromManyIps(merchant);
    const capped = await login(merchant.email, 'mais-um-palpite', freshIp()).expect(429);
    expect(capped.body).toEqual(TOO_MANY_LOGINS);
    const retryAfter = Number(capped.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The right password from an unknown device waits too: nothing tells the attacker it was right.
    await login(merchant.email, merchant.password, freshIp()).expect(429);
    expect(await loginAttempts(merchant.email)).toBe(10);
  });

  it("lets the owner's known device through the per-e-mail cap with the right password", async () => {
    const merchant = await registerMerchant(server);
    const first = await login(merchant.email, merchant.password, freshIp()).expect(200);
    const device = deviceCookieOf(first);
    const setCookie = (first.headers['set-cookie'] as unknown as string[]).find((cookie) =>
      cookie.startsWith('pagora_device='),
    );
    expect(setCookie).toMatch(/; Path=\/api\/login; Max-Age=15552000; HttpOnly; SameSite=Strict$/);
    // Only the value's hash is stored.
    const stored = await server.dataSource.getRepository(KnownDevice).findBy({ userId: merchant.userId });
    expect(stored.map((row) => row.tokenHash)).toContain(sha256(device.split('=')[1]!));

    await guessFromManyIps(merchant);
    await login(merchant.email, merchant.password, freshIp()).expect(429);
    // The owner's browser, even from a new IP: a wrong password is still a failure, the right one gets in.
    const home = freshIp();
    await login(merchant.email, 'engano-do-dono', home, device).expect(401);
    const owner = await login(merchant.email, merchant.password, home, device).expect(200);
    expect(owner.body.session.access_token).toEqual(expect.any(String));
    // The same browser value keeps identifying the device.
    expect(deviceCookieOf(owner)).toBe(device);

    // A device cookie of another account, or a made-up one, does not count as known for this one.
    const other = await registerMerchant(server);
    const otherDevice = deviceCookieOf(await login(other.email, other.password, freshIp()).expect(200));
    await login(merchant.email, merchant.password, freshIp(), otherDevice).expect(429);
    await login(merchant.email, merchant.password, freshIp(), `pagora_device=${'A'.repeat(43)}`).expect(429);
  });

  it('counts the address the proxy appended to X-Forwarded-For, not what the client put before it', async () => {
    const merchant = await registerMerchant(server);
    const client = freshIp();
    for (let attempt = 0; attempt < 5; attempt++) {
      await login(merchant.email, `palpite-${attempt}-errado`, `${freshIp()}, ${client}`).expect(401);
    }
    await login(merchant.email, 'mais-um-palpite', `${freshIp()}, ${client}`).expect(429);
  });

  it('a known device is still held by the limit of its own IP', async () => {
    const merchant = await registerMerchant(server);
    const device = deviceCookieOf(await login(merchant.email, merchant.password, freshIp()).expect(200));
    const ip = freshIp();
    for (let attempt = 0; attempt < 5; attempt++) {
      await login(merchant.email, `palpite-${attempt}-errado`, ip, device).expect(401);
    }
    await login(merchant.email, merchant.password, ip, device).expect(429);
  });
});

describe('registration limits', () => {
  it('allows 30 registrations per hour from one IP, even sent at once', async () => {
    const ip = freshIp();
    const responses = await Promise.all(
      Array.from({ length: 34 }, () =>
        server.request.post('/api/register').set('X-Forwarded-For', ip).send(registrationPayload()),
      ),
    );
    expect(statuses(responses)).toEqual({ 201: 30, 429: 4 });
    const refused = responses.find(({ status }) => status === 429)!;
    expect(refused.body).toEqual({
      error: 'Muitos cadastros feitos desta rede. Tente novamente mais tarde.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60 * 60);
    // Another network is not affected.
    await server.request
      .post('/api/register')
      .set('X-Forwarded-For', freshIp())
      .send(registrationPayload())
      .expect(201);
  });
});

describe('password recovery limits', () => {
  const TOO_MANY_RECOVERIES = {
    error: 'Muitos pedidos de redefinição de senha. Tente novamente mais tarde.',
  };
  const forgot = (email: string, ip: string) =>
    server.request.post('/api/password/forgot').set('X-Forwarded-For', ip).send({ email });

  it('allows 3 requests per hour per e-mail, registered or not, even sent at once from many IPs', async () => {
    const merchant = await registerMerchant(server);
    const nobody = uniqueEmail('ninguem');
    for (const email of [merchant.email, nobody]) {
      const responses = await Promise.all(Array.from({ length: 8 }, () => forgot(email, freshIp())));
      expect(statuses(responses)).toEqual({ 200: 3, 429: 5 });
      const refused = responses.find(({ status }) => status === 429)!;
      expect(refused.body).toEqual(TOO_MANY_RECOVERIES);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    const mails = (await server.outbox()).filter((mail) => mail.to === merchant.email);
    expect(mails).toHaveLength(3);
  });

  it('allows 10 requests per hour from one IP, whatever the e-mails', async () => {
    const ip = freshIp();
    for (let request = 0; request < 10; request++) await forgot(uniqueEmail('varredura'), ip).expect(200);
    const refused = await forgot(uniqueEmail('varredura'), ip).expect(429);
    expect(refused.body).toEqual(TOO_MANY_RECOVERIES);
    await forgot(uniqueEmail('varredura'), freshIp()).expect(200);
  });
});

describe('current-password confirmation limits', () => {
  it('checks at most 5 wrong current passwords per account in 15 minutes, even sent at once', async () => {
    const merchant = await registerMerchant(server);
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, attempt) =>
        server.request
          .put('/api/password')
          .set(merchant.auth)
          .set('X-Forwarded-For', freshIp())
          .send({ currentPassword: `palpite-${attempt}-errado`, newPassword: 'tomada-de-conta-1' }),
      ),
    );
    expect(statuses(responses)).toEqual({ 422: 5, 429: 7 });
    const refused = responses.find(({ status }) => status === 429)!;
    expect(refused.body).toEqual({
      error: 'Muitas tentativas com a senha atual. Tente novamente em alguns minutos.',
    });
    // Deleting the account asks the same password and is held by the same limit.
    await server.request
      .delete('/api/profile')
      .set(merchant.auth)
      .send({ password: merchant.password })
      .expect(429);
    await server.request.get('/api/profile').set(merchant.auth).expect(200);
  });
});
