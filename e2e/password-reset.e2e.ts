import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, loginViaUi, mailsTo, newPage, queryDb, registerViaApi } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('password recovery', () => {
  it('e-mails a single-use link that sets a new password', async () => {
    const merchant = await registerViaApi('recuperar', 'Loja Recuperada');
    const { context, page } = await newPage(browser);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Esqueceu sua senha?' }).click();
    await page.waitForURL('**/recuperar-senha');
    await page.getByLabel('E-mail').fill(merchant.email);
    await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
    await page.getByText('E-mail enviado!').first().waitFor();

    // The e-mail carries the link; the outbox keeps the mail with the token blanked out.
    await expect.poll(() => mailsTo(merchant.email).length).toBe(1);
    const link = /(https?:\/\/\S+\/redefinir-senha\?token=[\w-]+)/.exec(mailsTo(merchant.email)[0]!)?.[1];
    expect(link).toBeDefined();
    const stored = queryDb<{ text: string }>(
      'SELECT text FROM outbound_email WHERE "to" = ?',
      merchant.email,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.text).toContain('/redefinir-senha?token=…');
    expect(stored[0]!.text).not.toContain(new URL(link!).searchParams.get('token')!);

    await page.goto(link!);
    await page.getByLabel('Nova senha', { exact: true }).fill('nova-senha-secreta');
    await page.getByLabel('Confirmar nova senha').fill('nova-senha-secreta');
    await page.getByRole('button', { name: 'Redefinir senha' }).click();
    await page.getByText('Senha redefinida com sucesso.').first().waitFor();

    // The link works once.
    await page.goto(link!);
    await page.getByLabel('Nova senha', { exact: true }).fill('outra-senha-secreta');
    await page.getByLabel('Confirmar nova senha').fill('outra-senha-secreta');
    await page.getByRole('button', { name: 'Redefinir senha' }).click();
    await page.getByText('Link de redefinição inválido ou expirado.').first().waitFor();

    await loginViaUi(page, { ...merchant, password: 'nova-senha-secreta' });
    await page.getByText('Login realizado com sucesso!').waitFor();
    await page.waitForURL('**/dashboard');
    await context.close();
  });

  it('answers the same for an e-mail nobody registered and sends nothing', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/recuperar-senha');
    await page.getByLabel('E-mail').fill('ninguem.cadastrado@exemplo.com.br');
    await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
    await page.getByText('E-mail enviado!').first().waitFor();
    expect(
      queryDb('SELECT id FROM outbound_email WHERE "to" = ?', 'ninguem.cadastrado@exemplo.com.br'),
    ).toEqual([]);
    expect(mailsTo('ninguem.cadastrado@exemplo.com.br')).toEqual([]);
    await context.close();
  });
});
