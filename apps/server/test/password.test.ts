import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthSession, PasswordReset } from '../src/db/entities/index.ts';
import { registerMerchant, startTestServer, type TestServer, uniqueEmail } from './helpers.ts';
import { decodeQuotedPrintable, startSmtpStandIn } from './smtp-stand-in.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const FORGOT_MESSAGE = 'Se o e-mail estiver cadastrado, enviaremos um link para redefinir sua senha.';
const INVALID_LINK = 'Link de redefinição inválido ou expirado.';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function tokenFrom(text: string): string {
  const match = /http:\/\/pagora\.test\/redefinir-senha\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`Sem link no e-mail: ${text}`);
  return match[1]!;
}

async function mailsTo(email: string) {
  return (await server.outbox()).filter((mail) => mail.to === email);
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
      .send({ newPassword: 'nova-senha-456' })
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
      .send({ newPassword: '1234567' })
      .expect(422);
    expect(response.body).toEqual({ error: 'A senha deve ter pelo menos 8 caracteres.' });
    await server.request.put('/api/password').send({ newPassword: 'nova-senha-456' }).expect(401);
    expect(await loginStatus(merchant.email, merchant.password)).toBe(200);
  });
});

describe('password recovery', () => {
  it('sends a single-use link by e-mail that sets a new password and ends all sessions', async () => {
    const merchant = await registerMerchant(server, { nome: 'Carla Mendes' });
    const forgot = await server.request
      .post('/api/password/forgot')
      .send({ email: merchant.email })
      .expect(200);
    expect(forgot.body).toEqual({ message: FORGOT_MESSAGE });

    const [mail, ...more] = await mailsTo(merchant.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ subject: 'Redefinição de senha — Pagora', userId: merchant.userId });
    expect(mail!.text).toContain('Olá, Carla!');
    expect(mail!.text).toContain('válido por 1 hora');
    const token = tokenFrom(mail!.text);
    expect(mail!.html).toContain(`redefinir-senha?token=${token}`);

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
    const response = await server.request.post('/api/password/forgot').send({ email }).expect(200);
    expect(response.body).toEqual({ message: FORGOT_MESSAGE });
    expect(await server.outbox()).toHaveLength(before);
  });

  it('refuses an expired link', async () => {
    const merchant = await registerMerchant(server);
    await server.request.post('/api/password/forgot').send({ email: merchant.email }).expect(200);
    const [mail] = await mailsTo(merchant.email);
    await server.dataSource
      .getRepository(PasswordReset)
      .update({ userId: merchant.userId }, { expiresAt: new Date(Date.now() - 1000) });
    const response = await server.request
      .post('/api/password/reset')
      .send({ token: tokenFrom(mail!.text), newPassword: 'tarde-demais-1' })
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
    await server.request.post('/api/password/forgot').send({ email: merchant.email }).expect(200);
    await server.request.post('/api/password/forgot').send({ email: merchant.email }).expect(200);
    const [first, second] = await mailsTo(merchant.email);
    await server.request
      .post('/api/password/reset')
      .send({ token: tokenFrom(second!.text), newPassword: 'segunda-via-1' })
      .expect(200);
    await server.request
      .post('/api/password/reset')
      .send({ token: tokenFrom(first!.text), newPassword: 'primeira-via-1' })
      .expect(400);
    expect(await loginStatus(merchant.email, 'segunda-via-1')).toBe(200);
  });

  it('sends at most 3 links per hour to an account, answering the same', async () => {
    const merchant = await registerMerchant(server);
    for (let i = 0; i < 5; i++) {
      const response = await server.request
        .post('/api/password/forgot')
        .send({ email: merchant.email })
        .expect(200);
      expect(response.body).toEqual({ message: FORGOT_MESSAGE });
    }
    expect(await mailsTo(merchant.email)).toHaveLength(3);
  });

  it('without SMTP, writes the mail with its link to the log and leaves it unsent in the outbox', async () => {
    const merchant = await registerMerchant(server);
    await server.request.post('/api/password/forgot').send({ email: merchant.email }).expect(200);
    const [mail] = await mailsTo(merchant.email);
    expect(mail).toMatchObject({ sentAt: null, error: null });
    const logged = server.logs.find(
      (entry) => (entry.mail as { to?: string } | undefined)?.to === merchant.email,
    ) as { level: number; mail: { subject: string; text: string } } | undefined;
    expect(logged?.level).toBe(30);
    expect(logged?.mail.subject).toBe('Redefinição de senha — Pagora');
    expect(tokenFrom(logged!.mail.text)).toBe(tokenFrom(mail!.text));
  });
});

describe('mail delivery over SMTP', () => {
  it('delivers the reset mail to the SMTP server and records it as sent', async () => {
    const smtp = await startSmtpStandIn();
    const withSmtp = await startTestServer({
      smtpUrl: smtp.url,
      mailFrom: 'Pagora <nao-responda@pagora.test>',
    });
    try {
      const merchant = await registerMerchant(withSmtp);
      await withSmtp.request.post('/api/password/forgot').send({ email: merchant.email }).expect(200);
      const [mail] = await withSmtp.outbox();
      expect(mail!.sentAt).toBeInstanceOf(Date);
      expect(mail!.error).toBeNull();

      expect(smtp.received).toHaveLength(1);
      const [received] = smtp.received;
      expect(received!.from).toBe('nao-responda@pagora.test');
      expect(received!.to).toEqual([merchant.email]);
      expect(received!.data).toMatch(new RegExp(`^To: ${merchant.email.replace(/\./g, '\\.')}`, 'm'));
      const body = decodeQuotedPrintable(received!.data);
      expect(body).toContain(`redefinir-senha?token=${tokenFrom(mail!.text)}`);
      expect(body).toContain('Recebemos um pedido para redefinir a senha da sua conta Pagora.');
    } finally {
      await withSmtp.close();
      await smtp.close();
    }
  });

  it('records the error when the SMTP server cannot be reached', async () => {
    const smtp = await startSmtpStandIn();
    await smtp.close(); // nothing listens on that port any more
    const withSmtp = await startTestServer({ smtpUrl: smtp.url });
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
