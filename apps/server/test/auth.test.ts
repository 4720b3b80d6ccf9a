import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthSession, ThrottleAttempt, User } from '../src/db/entities/index.ts';
import {
  completeCnpj,
  createStoreFor,
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

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('POST /api/register', () => {
  it('creates the account and answers 201 with a session and the user id', async () => {
    const payload = registrationPayload({
      email: '  Nova.Lojista@Exemplo.com.BR ',
      documento: '529.982.247-25',
    });
    const response = await server.request.post('/api/register').send(payload).expect(201);

    expect(response.body).toEqual({
      session: { access_token: expect.any(String), expires_at: expect.any(String) },
      userId: expect.any(Number),
    });
    expect(response.body.session.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const user = await server.dataSource.getRepository(User).findOneByOrFail({ id: response.body.userId });
    expect(user).toMatchObject({
      fullName: 'Ana Lojista',
      email: 'nova.lojista@exemplo.com.br',
      documento: '52998224725',
      phone: '(11) 91234-5678',
    });
    expect(user.passwordHash).toMatch(
      /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/,
    );
    expect(user.passwordHash).not.toContain(payload.senha);

    // The token it returned works.
    await server.request
      .get('/api/profile')
      .set('Authorization', `Bearer ${response.body.session.access_token}`)
      .expect(200);
  });

  it('refuses an e-mail already registered, whatever its case, with 409', async () => {
    const email = uniqueEmail();
    await server.request.post('/api/register').send(registrationPayload({ email })).expect(201);
    const response = await server.request
      .post('/api/register')
      .send(registrationPayload({ email: email.toUpperCase() }))
      .expect(409);
    expect(response.body).toEqual({ error: 'Este e-mail já está cadastrado.' });
    expect(await server.dataSource.getRepository(User).countBy({ email })).toBe(1);
  });

  it.each([
    ['a CPF with a wrong check digit', '529.982.247-26'],
    ['a repeated-digit CPF', '111.111.111-11'],
    ['a CNPJ with a wrong check digit', '11.222.333/0001-82'],
    ['text', 'não é documento'],
  ])('refuses %s with 422', async (_label, documento) => {
    const email = uniqueEmail();
    const response = await server.request
      .post('/api/register')
      .send(registrationPayload({ documento, email }))
      .expect(422);
    expect(response.body).toEqual({ error: 'Informe um CPF ou CNPJ válido.' });
    expect(await server.dataSource.getRepository(User).countBy({ email })).toBe(0);
  });

  it('accepts a numeric CNPJ and an alphanumeric CNPJ, stored normalised', async () => {
    const numeric = await server.request
      .post('/api/register')
      .send(registrationPayload({ documento: '11.222.333/0001-81' }))
      .expect(201);
    const alphanumeric = completeCnpj('12ABC34501DE');
    const formatted = `${alphanumeric.slice(0, 2)}.${alphanumeric.slice(2, 5)}.${alphanumeric.slice(5, 8)}/${alphanumeric.slice(8, 12)}-${alphanumeric.slice(12)}`;
    const alpha = await server.request
      .post('/api/register')
      .send(registrationPayload({ documento: formatted.toLowerCase() }))
      .expect(201);

    const users = server.dataSource.getRepository(User);
    expect((await users.findOneByOrFail({ id: numeric.body.userId })).documento).toBe('11222333000181');
    expect((await users.findOneByOrFail({ id: alpha.body.userId })).documento).toBe(alphanumeric);
  });

  it('answers 422 with the first field message for missing or invalid fields', async () => {
    const missing = await server.request.post('/api/register').send({}).expect(422);
    expect(missing.body).toEqual({ error: 'Informe o nome.' });
    const shortPassword = await server.request
      .post('/api/register')
      .send(registrationPayload({ senha: 'curta' }))
      .expect(422);
    expect(shortPassword.body).toEqual({ error: 'A senha deve ter pelo menos 8 caracteres.' });
    const badEmail = await server.request
      .post('/api/register')
      .send(registrationPayload({ email: 'sem-arroba' }))
      .expect(422);
    expect(badEmail.body).toEqual({ error: 'Informe um e-mail válido.' });
  });
});

describe('POST /api/login', () => {
  it('answers a session and hasStore false before the first store, true after', async () => {
    const merchant = await registerMerchant(server);
    const before = await server.request
      .post('/api/login')
      .send({ email: merchant.email, password: merchant.password })
      .expect(200);
    expect(before.body).toEqual({
      session: { access_token: expect.any(String), expires_at: expect.any(String) },
      hasStore: false,
    });

    await createStoreFor(server, merchant);
    const after = await server.request
      .post('/api/login')
      .send({ email: merchant.email.toUpperCase(), password: merchant.password })
      .expect(200);
    expect(after.body.hasStore).toBe(true);
    // A new token per login.
    expect(after.body.session.access_token).not.toBe(before.body.session.access_token);
    expect(after.body.session.access_token).not.toBe(merchant.token);
  });

  it('gives a 12-hour session by default and a 30-day one with remember', async () => {
    const merchant = await registerMerchant(server);
    const hour = 60 * 60 * 1000;
    const now = Date.now();
    const standard = await server.request
      .post('/api/login')
      .send({ email: merchant.email, password: merchant.password })
      .expect(200);
    const remembered = await server.request
      .post('/api/login')
      .send({ email: merchant.email, password: merchant.password, remember: true })
      .expect(200);
    const standardExpiry = Date.parse(standard.body.session.expires_at) - now;
    const rememberedExpiry = Date.parse(remembered.body.session.expires_at) - now;
    expect(standardExpiry).toBeGreaterThan(12 * hour - 60_000);
    expect(standardExpiry).toBeLessThan(12 * hour + 60_000);
    expect(rememberedExpiry).toBeGreaterThan(30 * 24 * hour - 60_000);
    expect(rememberedExpiry).toBeLessThan(30 * 24 * hour + 60_000);
    const stored = await server.dataSource
      .getRepository(AuthSession)
      .findOneByOrFail({ tokenHash: sha256(remembered.body.session.access_token) });
    expect(stored.remember).toBe(true);
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const merchant = await registerMerchant(server);
    const wrongPassword = await server.request
      .post('/api/login')
      .set('X-Forwarded-For', '203.0.113.10')
      .send({ email: merchant.email, password: 'senha-errada-123' })
      .expect(401);
    const unknownEmail = await server.request
      .post('/api/login')
      .set('X-Forwarded-For', '203.0.113.10')
      .send({ email: uniqueEmail('ninguem'), password: 'senha-errada-123' })
      .expect(401);
    expect(wrongPassword.body).toEqual({ error: 'E-mail ou senha inválidos.' });
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it('throttles an e-mail from one IP after 5 failures with 429, even for the right password', async () => {
    const merchant = await registerMerchant(server);
    const ip = '198.51.100.7';
    for (let attempt = 1; attempt <= 5; attempt++) {
      await server.request
        .post('/api/login')
        .set('X-Forwarded-For', ip)
        .send({ email: merchant.email, password: 'senha-errada-123' })
        .expect(401);
    }
    const blocked = await server.request
      .post('/api/login')
      .set('X-Forwarded-For', ip)
      .send({ email: merchant.email, password: merchant.password })
      .expect(429);
    expect(blocked.body).toEqual({ error: 'Muitas tentativas de login. Tente novamente em alguns minutos.' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

    // Once the failures are older than 15 minutes, the right password works again and they are cleared.
    const attempts = server.dataSource.getRepository(ThrottleAttempt);
    await attempts.update(
      { scope: 'login', email: merchant.email },
      { createdAt: new Date(Date.now() - 16 * 60 * 1000) },
    );
    await server.request
      .post('/api/login')
      .set('X-Forwarded-For', ip)
      .send({ email: merchant.email, password: merchant.password })
      .expect(200);
    expect(
      await attempts
        .createQueryBuilder('attempt')
        .where('attempt.email = :email AND attempt.createdAt > :since', {
          email: merchant.email,
          since: new Date(Date.now() - 15 * 60 * 1000),
        })
        .getCount(),
    ).toBe(0);
  });

  it('throttles an IP after 20 failures across e-mails', async () => {
    const ip = '192.0.2.77';
    for (let attempt = 0; attempt < 20; attempt++) {
      await server.request
        .post('/api/login')
        .set('X-Forwarded-For', ip)
        .send({ email: uniqueEmail('adivinha'), password: 'senha-errada-123' })
        .expect(401);
    }
    const merchant = await registerMerchant(server);
    await server.request
      .post('/api/login')
      .set('X-Forwarded-For', ip)
      .send({ email: merchant.email, password: merchant.password })
      .expect(429);
    await server.request
      .post('/api/login')
      .set('X-Forwarded-For', '192.0.2.78')
      .send({ email: merchant.email, password: merchant.password })
      .expect(200);
  });
});

describe('sessions', () => {
  it('stores only the SHA-256 of the token', async () => {
    const merchant = await registerMerchant(server);
    const sessions = await server.dataSource.getRepository(AuthSession).findBy({ userId: merchant.userId });
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.tokenHash).toBe(sha256(merchant.token));
    const rows = await server.dataSource.query('SELECT * FROM auth_session');
    expect(JSON.stringify(rows)).not.toContain(merchant.token);
  });

  it('refuses calls without a token, with a malformed or unknown one', async () => {
    const none = await server.request.get('/api/profile').expect(401);
    expect(none.body).toEqual({ error: 'Faça login para continuar.' });
    const unknown = await server.request
      .get('/api/profile')
      .set('Authorization', 'Bearer nao-existe')
      .expect(401);
    expect(unknown.body).toEqual({ error: 'Sessão expirada. Faça login novamente.' });
    await server.request.get('/api/profile').set('Authorization', 'Basic abc').expect(401);
  });

  it('honours the expiry', async () => {
    const merchant = await registerMerchant(server);
    await server.request.get('/api/profile').set(merchant.auth).expect(200);
    await server.dataSource
      .getRepository(AuthSession)
      .update({ tokenHash: sha256(merchant.token) }, { expiresAt: new Date(Date.now() - 1000) });
    const expired = await server.request.get('/api/profile').set(merchant.auth).expect(401);
    expect(expired.body).toEqual({ error: 'Sessão expirada. Faça login novamente.' });
  });

  it('POST /api/logout revokes the token server-side (204) and leaves other sessions alone', async () => {
    const merchant = await registerMerchant(server);
    const other = await server.request
      .post('/api/login')
      .send({ email: merchant.email, password: merchant.password })
      .expect(200);

    const response = await server.request.post('/api/logout').set(merchant.auth).expect(204);
    expect(response.text).toBe('');
    await server.request.get('/api/profile').set(merchant.auth).expect(401);
    await server.request.post('/api/logout').set(merchant.auth).expect(401);
    const stored = await server.dataSource
      .getRepository(AuthSession)
      .findOneByOrFail({ tokenHash: sha256(merchant.token) });
    expect(stored.revokedAt).toBeInstanceOf(Date);

    await server.request
      .get('/api/profile')
      .set('Authorization', `Bearer ${other.body.session.access_token}`)
      .expect(200);
  });
});
