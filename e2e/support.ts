import path from 'node:path';
import Database from 'better-sqlite3';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright';
import { inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
    headless: true,
  });
}

export async function newPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'pt-BR',
    viewport: options.viewport ?? { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  return { context, page };
}

/** Reads the server's database directly: the e2e server runs on a throw-away SQLite file. */
export function queryDb<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(path.join(inject('dataDir'), 'pagora.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

let counter = 0;
/** A unique e-mail per test run so tests never collide. */
export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${++counter}@exemplo.com.br`;
