import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthSession, OutboundEmail, PasswordReset } from '../src/db/entities/index.ts';
import {
  registerMerchant,
  registrationPayload,
  startTestServer,
  TEST_SECRETS_KEY,
  type TestServer,
  uniqueClientIp,
  uniqueEmail,
} from './helpers.ts';
import { decodeQuotedPrintable, type ReceivedMail, startSmtpStandIn } from './smtp-stand-in.ts';

// Reset links travel only in the e-mail itself: the tests read them where a merchant would, in the
// mail an SMTP server received.
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
let server: TestServer;
beforeAll(async () => {
  smtp = await startSmtpStandIn();
  server = await startTestServer({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const FORGOT_MESSAGE = 'Se o e-mail estiver cadastrado, enviaremos um link para redefinir sua senha.';
const INVALID_LINK = 'Link de redefinição inválido ou expirado.';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function tokenFrom(text: string): string {
  const match = /http:\/\/pagora\.test\/redefinir-senha\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`Sem link no e-mail: ${text}`);
  return match[1]!;
}

/** What the SMTP server received for `email`, decoded, oldest first. */
async function deliveredTo(email: string, received: ReceivedMail[] = smtp.received): Promise<string[]> {
  await server.mailer.idle();
  return received.filter((mail) => mail.to.includes(email)).map((mail) => decodeQuotedPrintable(mail.data));
}

/** The reset-link tokens e-mailed to `email`, oldest first. */
async function tokensSentTo(email: string): Promise<string[]> {
  return (await deliveredTo(email)).map(tokenFrom);
}

async function mailsTo(email: string) {
  return (await server.outbox()).filter((mail) => mail.to === email);
}

/** Asks for a reset link, each time from an address of its own (recovery is limited per IP). */
function forgot(email: string) {
  return server.request.post('/api/password/forgot').set('X-Forwarded-For', uniqueClientIp()).send({ email });
}

async function loginStatus(email: string, password: string): Promise<number> {
  const response = await server.request.post('/api/login').send({ email, password });
  return response.status;
}

describe('PUT /api/password', () => {
  it('changes the password and ends every other session, keeping the current one', async () => {
    const merchant = await registerMerchant(server);
    const other = await server.request
      .post('/api/login')
      .send({ email: merchant.email, password: merchant.password })
      .expect(200);

    const response = await server.request
      .put('/api/password')
      .set(merchant.auth)
      .send({ currentPassword: merchant.password, newPassword: 'nova-senha-456' })
      .expect(200);
    expect(response.body).toEqual({ message: 'Senha atualizada com sucesso!' });

    await server.request.get('/api/profile').set(merchant.auth).expect(200);
    await server.request
      .get('/api/profile')
      .set('Authorization', `Bearer ${other.body.session.access_token}`)
      .expect(401);
    expect(await loginStatus(merchant.email, merchant.password)).toBe(401);
    expect(await loginStatus(merchant.email, 'nova-senha-456')).toBe(200);
  });

  it('refuses a short password with 422 and requires a session', async () => {
    const merchant = await registerMerchant(server);
    const response = await server.request
      .put('/api/password')
      .set(merchant.auth)
      .send({ currentPassword: merchant.password, newPassword: '1234567' })
      .expect(422);
    expect(response.body).toEqual({ error: 'A senha deve ter pelo menos 8 caracteres.' });
    await server.request
      .put('/api/password')
      .send({ currentPassword: merchant.password, newPassword: 'nova-senha-456' })
      .expect(401);
    expect(await loginStatus(merchant.email, merchant.password)).toBe(200);
  });

  it('requires the current password: a session token alone cannot change it', async () => {
    const merchant = await registerMerchant(server);
    const other = await server.request
      .post('/api/login')
      .send({ email: merchant.email, password: merchant.password })
      .expect(200);

    const missing = await server.request
      .put('/api/password')
      .set(merchant.auth)
      .send({ newPassword: 'tomada-de-conta-1' })
      .expect(422);
    expect(missing.body).toEqual({ error: 'Informe a senha atual.' });
    const wrong = await server.request
      .put('/api/password')
      .set(merchant.auth)
      .send({ currentPassword: 'palpite-errado-1', newPassword: 'tomada-de-conta-1' })
      .expect(422);
    expect(wrong.body).toEqual({ error: 'Senha atual incorreta.' });

    // Nothing changed: the old password still works, and no session was ended.
    expect(await loginStatus(merchant.email, 'tomada-de-conta-1')).toBe(401);
    expect(await loginStatus(merchant.email, merchant.password)).toBe(200);
    await server.request
      .get('/api/profile')
      .set('Authorization', `Bearer ${other.body.session.access_token}`)
      .expect(200);
  });
});

describe('password recovery', () => {
  it('sends a single-use link by e-mail that sets a new password and ends all sessions', async () => {
    const merchant = await registerMerchant(server, { nome: 'Carla Mendes' });
    const asked = await forgot(merchant.email).expect(200);
    expect(asked.body).toEqual({ message: FORGOT_MESSAGE });

    const [delivered, ...more] = await deliveredTo(merchant.email);
    expect(more).toEqual([]);
    expect(delivered).toContain('Olá, Carla!');
    expect(delivered).toContain('válido por 1 hora');
    const token = tokenFrom(delivered!);
    expect(delivered).toContain(`href="http://pagora.test/redefinir-senha?token=${token}"`);
    const [mail] = await mailsTo(merchant.email);
    expect(mail).toMatchObject({ subject: 'Redefinição de senha — Pagora', userId: merchant.userId });

    // Only the hash of the token is stored, with a one-hour expiry.
    const reset = await server.dataSource
      .getRepository(PasswordReset)
      .findOneByOrFail({ userId: merchant.userId });
    expect(reset.tokenHash).toBe(sha256(token));
    expect(reset.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(reset.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);

    const done = await server.request
      .post('/api/password/reset')
      .send({ token, newPassword: 'recuperada-789' })
      .expect(200);
    expect(done.body).toEqual({ message: 'Senha redefinida com sucesso.' });

    await server.request.get('/api/profile').set(merchant.auth).expect(401);
    const live = await server.dataSource
      .getRepository(AuthSession)
      .createQueryBuilder('s')
      .where('s.userId = :userId AND s.revokedAt IS NULL', { userId: merchant.userId })
      .getCount();
    expect(live).toBe(0);
    expect(await loginStatus(merchant.email, merchant.password)).toBe(401);
    expect(await loginStatus(merchant.email, 'recuperada-789')).toBe(200);

    // Single use.
    const again = await server.request
      .post('/api/password/reset')
      .send({ token, newPassword: 'outra-senha-000' })
      .expect(400);
    expect(again.body).toEqual({ error: INVALID_LINK });
    expect(await loginStatus(merchant.email, 'recuperada-789')).toBe(200);
  });

  it('answers an unknown e-mail exactly the same and sends nothing', async () => {
    const before = (await server.outbox()).length;
    const email = uniqueEmail('desconhecido');
    const response = await forgot(email).expect(200);
    expect(response.body).toEqual({ message: FORGOT_MESSAGE });
    expect(await server.outbox()).toHaveLength(before);
    expect(await deliveredTo(email)).toEqual([]);
  });

  it('refuses an expired link', async () => {
    const merchant = await registerMerchant(server);
    await forgot(merchant.email).expect(200);
    const [token] = await tokensSentTo(merchant.email);
    await server.dataSource
      .getRepository(PasswordReset)
      .update({ userId: merchant.userId }, { expiresAt: new Date(Date.now() - 1000) });
    const response = await server.request
      .post('/api/password/reset')
      .send({ token, newPassword: 'tarde-demais-1' })
      .expect(400);
    expect(response.body).toEqual({ error: INVALID_LINK });
    expect(await loginStatus(merchant.email, merchant.password)).toBe(200);
  });

  it('refuses an unknown token (400) and a missing one (422)', async () => {
    const unknown = await server.request
      .post('/api/password/reset')
      .send({ token: 'inventado', newPassword: 'qualquer-senha-1' })
      .expect(400);
    expect(unknown.body).toEqual({ error: INVALID_LINK });
    const missing = await server.request
      .post('/api/password/reset')
      .send({ newPassword: 'qualquer-senha-1' })
      .expect(422);
    expect(missing.body).toEqual({ error: 'Link de redefinição inválido.' });
  });

  it('spends every open link of the account when one is used', async () => {
    const merchant = await registerMerchant(server);
    await forgot(merchant.email).expect(200);
    await forgot(merchant.email).expect(200);
    const [first, second] = await tokensSentTo(merchant.email);
    await server.request
      .post('/api/password/reset')
      .send({ token: second, newPassword: 'segunda-via-1' })
      .expect(200);
    await server.request
      .post('/api/password/reset')
      .send({ token: first, newPassword: 'primeira-via-1' })
      .expect(400);
    expect(await loginStatus(merchant.email, 'segunda-via-1')).toBe(200);
  });

  it('keeps no usable link in the outbox: the stored mail has the token blanked out', async () => {
    const merchant = await registerMerchant(server);
    await forgot(merchant.email).expect(200);
    const [token] = await tokensSentTo(merchant.email);
    const [mail] = await mailsTo(merchant.email);
    expect(mail!.sentAt).toBeInstanceOf(Date);
    expect(mail!.text).toContain('http://pagora.test/redefinir-senha?token=…');
    expect(mail!.html).toContain('href="http://pagora.test/redefinir-senha?token=…"');
    const rows = await server.dataSource.getRepository(OutboundEmail).findBy({ to: merchant.email });
    expect(JSON.stringify(rows)).not.toContain(token);
    // Nothing the server logged holds it either.
    expect(JSON.stringify(server.logs)).not.toContain(token);
  });
});

describe('the reset mail without SMTP', () => {
  async function loggedResetMail(nodeEnv: string) {
    const withoutSmtp = await startTestServer({ nodeEnv, secretsKey: TEST_SECRETS_KEY });
    try {
      // Production serves only its own host name (PUBLIC_URL's), not whatever reaches the port.
      const host = new URL(withoutSmtp.config.publicUrl).host;
      const registration = registrationPayload();
      const registered = await withoutSmtp.request
        .post('/api/register')
        .set('Host', host)
        .send(registration)
        .expect(201);
      const merchant = { userId: registered.body.userId as number, email: registration.email };
      await withoutSmtp.request
        .post('/api/password/forgot')
        .set('Host', host)
        .send({ email: merchant.email })
        .expect(200);
      const [mail] = await withoutSmtp.outbox();
      const logged = withoutSmtp.logs.find(
        (entry) => (entry.mail as { to?: string } | undefined)?.to === merchant.email,
      ) as { level: number; mail: { subject: string; text: string } } | undefined;
      const reset = await withoutSmtp.dataSource
        .getRepository(PasswordReset)
        .findOneByOrFail({ userId: merchant.userId });
      return { mail: mail!, logged, reset, logs: JSON.stringify(withoutSmtp.logs) };
    } finally {
      await withoutSmtp.close();
    }
  }

  it('in development, writes the link to the log (how a developer follows it) but not to the outbox', async () => {
    const { mail, logged, reset } = await loggedResetMail('development');
    expect(mail).toMatchObject({ sentAt: null, error: null });
    expect(mail.text).toContain('redefinir-senha?token=…');
    expect(logged?.level).toBe(30);
    expect(logged?.mail.subject).toBe('Redefinição de senha — Pagora');
    expect(sha256(tokenFrom(logged!.mail.text))).toBe(reset.tokenHash);
  });

  it('in production, logs the mail with the link blanked out', async () => {
    const { mail, logged, logs } = await loggedResetMail('production');
    expect(mail.text).toContain('redefinir-senha?token=…');
    expect(logged?.mail.subject).toBe('Redefinição de senha — Pagora');
    expect(logged?.mail.text).toContain('http://pagora.test/redefinir-senha?token=…');
    expect(logs).not.toMatch(/redefinir-senha\?token=[A-Za-z0-9_-]/);
  });
});

describe('mail delivery over SMTP', () => {
  it('delivers the reset mail to the SMTP server and records it as sent', async () => {
    const ownSmtp = await startSmtpStandIn();
    const withSmtp = await startTestServer({
      smtpUrl: ownSmtp.url,
      mailFrom: 'Pagora <nao-responda@pagora.test>',
    });
    try {
      const merchant = await registerMerchant(withSmtp);
      await withSmtp.request.post('/api/password/forgot').send({ email: merchant.email }).expect(200);
      const [mail] = await withSmtp.outbox();
      expect(mail!.sentAt).toBeInstanceOf(Date);
      expect(mail!.error).toBeNull();

      expect(ownSmtp.received).toHaveLength(1);
      const [received] = ownSmtp.received;
      expect(received!.from).toBe('nao-responda@pagora.test');
      expect(received!.to).toEqual([merchant.email]);
      expect(received!.data).toMatch(new RegExp(`^To: ${merchant.email.replace(/\./g, '\\.')}`, 'm'));
      const body = decodeQuotedPrintable(received!.data);
      const token = tokenFrom(body);
      const reset = await withSmtp.dataSource
        .getRepository(PasswordReset)
        .findOneByOrFail({ userId: merchant.userId });
      expect(sha256(token)).toBe(reset.tokenHash);
      expect(body).toContain('Recebemos um pedido para redefinir a senha da sua conta Pagora.');
    } finally {
      await withSmtp.close();
      await ownSmtp.close();
    }
  });

  it('records the error when the SMTP server cannot be reached', async () => {
    const closed = await startSmtpStandIn();
    await closed.close(); // nothing listens on that port any more
    const withSmtp = await startTestServer({ smtpUrl: closed.url });
    try {
      const merchant = await registerMerchant(withSmtp);
      const response = await withSmtp.request.post('/api/password/forgot').send({ email: merchant.email });
      expect(response.status).toBe(200);
      const [mail] = await withSmtp.outbox();
      expect(mail!.sentAt).toBeNull();
      expect(mail!.error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await withSmtp.close();
    }
  });
});
