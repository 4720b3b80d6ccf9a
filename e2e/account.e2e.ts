import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, loginViaUi, newPage, queryDb, registerViaApi } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const userId = (email: string) =>
  queryDb<{ id: number }>('SELECT id FROM user WHERE email = ?', email)[0]?.id;
const activeStoreId = (page: Page) => page.evaluate(() => localStorage.getItem('activeStoreId'));

describe('sessions', () => {
  it("keeps the session across a browser restart only with 'Lembrar meus dados'", async () => {
    const merchant = await registerViaApi('lembrar', 'Loja Lembrada');
    for (const remember of [false, true]) {
      const first = await newPage(browser);
      await loginViaUi(first.page, merchant, { remember });
      await first.page.waitForURL('**/dashboard');
      // A browser restart keeps localStorage and cookies, not sessionStorage.
      const saved = await first.context.storageState();
      await first.context.close();
      const second = await browser.newContext({ baseURL: first.page.url(), storageState: saved });
      const page = await second.newPage();
      await page.goto('/dashboard');
      if (remember) {
        await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      } else {
        await page.waitForURL('**/login');
      }
      await second.close();
    }
  });

  it('logs out from the account menu and the server revokes the token', async () => {
    const merchant = await registerViaApi('sair', 'Loja Sair');
    const { context, page } = await newPage(browser);
    await loginViaUi(page, merchant);
    await page.waitForURL('**/dashboard');
    const token = await page.evaluate(() => sessionStorage.getItem('pagora.token'));
    expect(token).toBeTruthy();

    await page.getByRole('button', { name: new RegExp(merchant.name) }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.waitForURL('**/login');
    const answer = await fetch(new URL('/api/profile', page.url()), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(401);
    await context.close();
  });
});

describe('a merchant already signed in', () => {
  it('goes from /login to the dashboard, and the admin loads without router warnings', async () => {
    const merchant = await registerViaApi('ja-logado', 'Loja Logada');
    const { context, page } = await newPage(browser);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    // A quoted preference saved by an earlier version is read once and stored plain.
    await page.addInitScript(() => {
      if (!localStorage.getItem('theme')) localStorage.setItem('theme', '"light"');
    });
    await loginViaUi(page, merchant);
    await page.waitForURL('**/dashboard');
    await page.goto('/login');
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    expect(warnings.filter((text) => /HydrateFallback/.test(text))).toEqual([]);
    await context.close();
  });
});

describe('the logged-in shell', () => {
  it('switches theme and adds, switches and deletes stores from the store menu', async () => {
    const merchant = await registerViaApi('lojas', 'Primeira Loja');
    const { context, page } = await newPage(browser);
    await loginViaUi(page, merchant);
    await page.waitForURL('**/dashboard');

    await page.getByRole('button', { name: /^Tema/ }).click();
    await page
      .getByRole('menuitemradio', { name: 'Claro' })
      .or(page.getByRole('menuitem', { name: 'Claro' }))
      .click();
    // The plain word, as the key has always been documented (not JSON-quoted).
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

    const storeMenu = () => page.getByRole('button', { name: /Gerenciar Lojas/ });
    await storeMenu().click();
    await page.getByRole('menuitem', { name: 'Adicionar Loja' }).click();
    await page.getByRole('dialog').getByLabel('Nome da loja').fill('Segunda Loja');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Criar|Adicionar/ })
      .click();
    await page.getByText('Loja criada com sucesso!').waitFor();
    await storeMenu().filter({ hasText: 'Segunda Loja' }).waitFor();
    const stores = queryDb<{ id: number; name: string }>(
      'SELECT id, name FROM store WHERE user_id = ? ORDER BY id',
      userId(merchant.email),
    );
    expect(stores.map((store) => store.name)).toEqual(['Primeira Loja', 'Segunda Loja']);
    expect(await activeStoreId(page)).toBe(String(stores[1]!.id));

    await storeMenu().click();
    await page.getByRole('menuitem', { name: 'Trocar Loja' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Primeira Loja/ })
      .click();
    await storeMenu().filter({ hasText: 'Primeira Loja' }).waitFor();
    expect(await activeStoreId(page)).toBe(String(stores[0]!.id));

    await storeMenu().click();
    await page.getByRole('menuitem', { name: 'Excluir Loja' }).click();
    await page.getByRole('alertdialog').getByText('Primeira Loja').first().waitFor();
    await page.getByLabel('Digite o nome da loja para confirmar').fill('Primeira Loja');
    await page.getByRole('button', { name: 'Sim, excluir' }).click();
    await page.getByText('Loja excluída com sucesso.').waitFor();
    await storeMenu().filter({ hasText: 'Segunda Loja' }).waitFor();
    expect(queryDb('SELECT name FROM store WHERE user_id = ?', userId(merchant.email))).toEqual([
      { name: 'Segunda Loja' },
    ]);
    await context.close();
  });
});

describe('/meus-dados', () => {
  it('edits the profile, the password and the avatar, switches store and deletes the account', async () => {
    const merchant = await registerViaApi('perfil', 'Loja Perfil A');
    const { context, page } = await newPage(browser);
    await loginViaUi(page, merchant);
    await page.waitForURL('**/dashboard');
    const id = userId(merchant.email);

    await page.goto('/meus-dados');
    await page.getByLabel('Nome completo').waitFor();
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.getByText('Nenhuma alteração detectada').first().waitFor();

    await page.getByLabel('Nome completo').fill('Beatriz Perfil');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.getByText('Dados atualizados com sucesso!').waitFor();
    expect(queryDb('SELECT full_name FROM user WHERE id = ?', id)).toEqual([{ full_name: 'Beatriz Perfil' }]);
    await page
      .getByRole('button', { name: /Beatriz Perfil/ })
      .first()
      .waitFor();

    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await page.getByText('Avatar atualizado com sucesso!').waitFor();
    const [avatar] = queryDb<{ content_type: string }>(
      'SELECT u.content_type FROM upload u JOIN user ON user.avatar_upload_id = u.id WHERE user.id = ?',
      id,
    );
    expect(avatar?.content_type).toBe('image/png');

    await page.getByRole('tab', { name: 'Segurança' }).click();
    await page.getByLabel('Senha atual').fill(merchant.password);
    await page.getByLabel('Nova senha', { exact: true }).fill('senha-nova-123');
    await page.getByLabel('Confirmar nova senha').fill('senha-diferente');
    await page
      .getByRole('tabpanel')
      .getByRole('button', { name: /Salvar|Atualizar/ })
      .click();
    await page.getByText('As novas senhas não coincidem.').first().waitFor();
    await page.getByLabel('Confirmar nova senha').fill('senha-nova-123');
    await page
      .getByRole('tabpanel')
      .getByRole('button', { name: /Salvar|Atualizar/ })
      .click();
    await page.getByText('Senha atualizada com sucesso!').waitFor();

    // Changing the password revoked the merchant's other sessions: only this browser's token still works.
    const browserToken = await page.evaluate(() => sessionStorage.getItem('pagora.token'));
    expect(
      (
        await fetch(new URL('/api/profile', page.url()), {
          headers: { authorization: `Bearer ${merchant.token}` },
        })
      ).status,
    ).toBe(401);
    const created = await fetch(new URL('/api/create-store', page.url()), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${browserToken}` },
      body: JSON.stringify({ storeName: 'Loja Perfil B' }),
    });
    expect(created.status).toBe(201);
    await page.reload();
    await page.getByRole('tab', { name: 'Loja' }).click();
    await page.getByText('Loja Ativa').first().waitFor();
    await page.getByRole('button', { name: 'Mudar para esta loja: Loja Perfil B' }).click();
    const [storeB] = queryDb<{ id: number }>('SELECT id FROM store WHERE name = ?', 'Loja Perfil B');
    await expect.poll(() => activeStoreId(page)).toBe(String(storeB!.id));

    await page.getByRole('button', { name: 'Excluir Conta' }).click();
    // The account's password (just changed above) confirms the deletion.
    await page.getByLabel('Sua senha').fill('senha-segura-errada');
    await page.getByRole('button', { name: 'Sim, excluir' }).click();
    await page.getByText('Senha incorreta.').first().waitFor();
    expect(queryDb('SELECT id FROM user WHERE id = ?', id)).toEqual([{ id }]);
    await page.getByLabel('Sua senha').fill('senha-nova-123');
    await page.getByRole('button', { name: 'Sim, excluir' }).click();
    await page.getByText('Conta excluída com sucesso.').waitFor();
    await page.waitForURL('**/login');
    expect(queryDb('SELECT id FROM user WHERE id = ?', id)).toEqual([]);
    expect(queryDb('SELECT id FROM store WHERE user_id = ?', id)).toEqual([]);
    await context.close();
  });
});
