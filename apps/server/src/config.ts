import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server package folder: one level up from both `src/config.ts` and the bundled `dist/main.js`. */
export const serverPackageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(serverPackageDir, '../..');

export interface Config {
  port: number;
  /** Where the embedded SQLite database lives (unused when `databaseUrl` is set). */
  dataDir: string;
  /** PostgreSQL connection string; SQLite is used when absent. */
  databaseUrl: string | undefined;
  /** e.g. smtp://user:pass@host:587; without it mails only go to the outbox and the log. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Absolute origin used in links sent by e-mail, without a trailing slash. */
  publicUrl: string;
  /** Built admin (apps/web/dist); served with an SPA fallback when the folder exists. */
  webDistDir: string;
  /** Built customer-facing checkout (apps/checkout/dist: client/ and server/render.js). */
  checkoutDistDir: string;
  logLevel: string;
  nodeEnv: string;
  /** Trust X-Forwarded-For (only behind a reverse proxy that sets it). */
  trustProxy: boolean;
}

type Env = Record<string, string | undefined>;

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export function loadConfig(env: Env = process.env): Config {
  const port = Number(nonEmpty(env.PORT) ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT inválida: ${env.PORT}`);
  }
  const dataDir = nonEmpty(env.DATA_DIR);
  const webDistDir = nonEmpty(env.WEB_DIST_DIR);
  const checkoutDistDir = nonEmpty(env.CHECKOUT_DIST_DIR);
  return {
    port,
    dataDir: dataDir ? path.resolve(dataDir) : path.join(repoRoot, 'data'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'Pagora <nao-responda@pagora.com.br>',
    publicUrl: (nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    webDistDir: webDistDir ? path.resolve(webDistDir) : path.resolve(serverPackageDir, '../web/dist'),
    checkoutDistDir: checkoutDistDir
      ? path.resolve(checkoutDistDir)
      : path.resolve(serverPackageDir, '../checkout/dist'),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    nodeEnv: nonEmpty(env.NODE_ENV) ?? 'development',
    trustProxy: ['1', 'true', 'yes'].includes((nonEmpty(env.TRUST_PROXY) ?? '').toLowerCase()),
  };
}
