import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, queryDb, randomCpf, uniqueEmail } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a new merchant’s first day', () => {
  it('goes from the landing page through cadastro and the first store to the logged-in shell', async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail('primeiro-dia');

    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Ver Planos' }).first().getAttribute('href')).resolves.toBe(
      '#planos',
    );
    await page.getByRole('link', { name: 'Começar Agora' }).first().click();
    await page.waitForURL('**/cadastro');

    // Passwords that do not match are refused in the browser and nothing is sent.
    await page.getByLabel('Nome completo').fill('Ana Lojista');
    await page.getByLabel('CPF ou CNPJ').fill(randomCpf());
    await page.getByLabel('Telefone').fill('(21) 99876-5432');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('minha-senha-forte');
    await page.getByLabel('Confirmar senha').fill('outra-senha-forte');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await page.getByText('As senhas não coincidem.').first().waitFor();
    expect(queryDb('SELECT id FROM user WHERE email = ?', email)).toHaveLength(0);

    await page.getByLabel('Confirmar senha').fill('minha-senha-forte');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await page.getByText('Cadastro realizado!').waitFor();
    await page.waitForURL('**/first-store');
    const [user] = queryDb<{ id: number; full_name: string; password_hash: string }>(
      'SELECT id, full_name, password_hash FROM user WHERE email = ?',
      email,
    );
    expect(user?.full_name).toBe('Ana Lojista');
    expect(user?.password_hash).toMatch(/^\$argon2id\$/);

    // An empty name is refused with its message.
    await page.getByRole('button', { name: 'Criar Loja' }).click();
    await page.getByText('Por favor, digite o nome da loja.').first().waitFor();
    await page.getByLabel('Nome da loja').fill('Empório da Ana');
    await page.getByRole('button', { name: 'Criar Loja' }).click();
    await page.getByText('Loja criada com sucesso!').waitFor();
    await page.waitForURL('**/dashboard');
    expect(queryDb('SELECT name FROM store WHERE user_id = ?', user?.id)).toEqual([
      { name: 'Empório da Ana' },
    ]);

    // The shell shows the real user and the real active store.
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    // The profile loads after the page: wait for the names rather than sampling once.
    await page
      .getByRole('button', { name: /Ana Lojista/ })
      .first()
      .waitFor();
    await page
      .getByRole('button', { name: /Empório da Ana/ })
      .first()
      .waitFor();
    await context.close();
  });

  it('sends visitors without a session to /login and shows the 404 page for unknown paths', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    await page.goto('/meus-dados');
    await page.waitForURL('**/login');
    await page.goto('/nao-existe/mesmo');
    await page.getByText('Oops! Page not found').waitFor();
    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});
