import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright';
import { inject } from 'vitest';
import { decodeQuotedPrintable } from '../apps/server/test/smtp-stand-in.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';

export const baseUrl = () => inject('baseUrl');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
    headless: true,
  });
}

export async function newPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number }; javaScriptEnabled?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'pt-BR',
    viewport: options.viewport ?? { width: 1280, height: 800 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  const page = await context.newPage();
  return { context, page };
}

/** Reads the server's database directly: the e2e server runs on a throw-away SQLite file. */
export function queryDb<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(path.join(inject('dataDir'), 'pagora.sqlite'), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** Changes the server's database directly (e.g. to age a cart past the abandonment time). */
export function execDb(sql: string, ...params: unknown[]): number {
  const db = new Database(path.join(inject('dataDir'), 'pagora.sqlite'), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    return db.prepare(sql).run(...params).changes;
  } finally {
    db.close();
  }
}

/** The bodies (quoted-printable decoded) of the e-mails the server delivered to `email`, oldest first. */
export function mailsTo(email: string): string[] {
  const file = inject('mailbox');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string[]; data: string })
    .filter((mail) => mail.to.includes(email))
    .map((mail) => decodeQuotedPrintable(mail.data));
}

let counter = 0;
/** A unique e-mail per test run so tests never collide. */
export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${++counter}@exemplo.com.br`;

/** A random CPF with correct check digits. */
export function randomCpf(): string {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  if (digits.every((d) => d === digits[0])) digits[0] = (digits[0]! + 1) % 10;
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    const rest = sum % 11;
    digits.push(rest < 2 ? 0 : 11 - rest);
  }
  return digits.join('');
}

export interface Merchant {
  name: string;
  email: string;
  password: string;
}

/** Registers through the API (fast path for tests whose subject is elsewhere). */
export async function registerViaApi(
  prefix: string,
  storeName?: string,
): Promise<Merchant & { token: string }> {
  const merchant = { name: `Lojista ${prefix}`, email: uniqueEmail(prefix), password: 'senha-segura-123' };
  const response = await fetch(`${baseUrl()}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      nome: merchant.name,
      documento: randomCpf(),
      email: merchant.email,
      telefone: '(11) 91234-5678',
      senha: merchant.password,
    }),
  });
  if (response.status !== 201)
    throw new Error(`cadastro falhou: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { session: { access_token: string } };
  const token = body.session.access_token;
  if (storeName) {
    const store = await fetch(`${baseUrl()}/api/create-store`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ storeName }),
    });
    if (store.status !== 201) throw new Error(`loja falhou: ${store.status}`);
  }
  return { ...merchant, token };
}

/** Logs in through the real login screen. */
export async function loginViaUi(page: Page, merchant: Merchant, options: { remember?: boolean } = {}) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(merchant.email);
  await page.getByLabel('Senha', { exact: true }).fill(merchant.password);
  if (options.remember)
    await page.getByRole('checkbox', { name: 'Lembrar meus dados' }).check({ force: true });
  await page.getByRole('button', { name: 'Entrar' }).click();
}
