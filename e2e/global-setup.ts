import { type ChildProcess, spawn } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { appendFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startMelhorEnvioStandIn } from '../apps/server/test/melhorenvio-stand-in.ts';
import { startMercadoPagoStandIn } from '../apps/server/test/mercadopago-stand-in.ts';
import { startMetaGraphStandIn } from '../apps/server/test/meta-graph-stand-in.ts';
import { startPagarmeStandIn } from '../apps/server/test/pagarme-stand-in.ts';
import { startSmtpStandIn } from '../apps/server/test/smtp-stand-in.ts';
import { startViaCepStandIn } from '../apps/server/test/viacep-stand-in.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** UDP port the server asks for DNS (an e2e test runs its DNS stand-in there). */
    dnsPort: number;
    /** Port of the Shopify Admin API stand-in an e2e test starts. */
    shopifyPort: number;
    /** The mails the server sent (one JSON `ReceivedMail` per line), as the SMTP stand-in got them. */
    mailbox: string;
    /** The gateways' stand-ins (their sandbox keys, and the test-only control endpoints). */
    mercadoPago: { baseUrl: string; publicKey: string; accessToken: string; webhookSecret: string };
    pagarme: { baseUrl: string; publicKey: string; secretKey: string };
    /** Meta's stand-in (Graph API and fbevents.js), with a pixel and the token it accepts for it. */
    metaGraph: { baseUrl: string; pixelId: string; token: string };
  }
}

/** The host merchants point their CNAME records at, in e2e. */
export const E2E_CHECKOUT_HOST = 'checkout.pagora.e2e';

const root = path.resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** A UDP port free now (the DNS stand-in binds it later). */
function freeUdpPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = createSocket('udp4');
    socket.on('error', reject);
    socket.bind(0, '127.0.0.1', () => {
      const { port } = socket.address();
      socket.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`O servidor terminou (código ${child.exitCode}):\n${log()}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`O servidor não respondeu em ${url}/healthz:\n${log()}`);
}

/** Starts the built app (admin + API) on a free port with a throw-away SQLite database. */
export default async function setup(project: TestProject) {
  const main = path.join(root, 'apps/server/dist/main.js');
  const web = path.join(root, 'apps/web/dist/index.html');
  if (!existsSync(main) || !existsSync(web)) {
    throw new Error('Build ausente: rode `npm test` (que compila antes) ou `npx turbo run build`.');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pagora-e2e-'));
  const port = await freePort();
  const [dnsPort, shopifyPort] = await Promise.all([freeUdpPort(), freePort()]);
  const baseUrl = `http://127.0.0.1:${port}`;
  // Mail goes to a local SMTP stand-in: a reset link exists only in the e-mail itself (never in the
  // outbox table nor, in production, in the log), so the tests read it where a merchant would.
  const mailbox = path.join(dataDir, 'mailbox.jsonl');
  const smtp = await startSmtpStandIn({
    onMail: (mail) => appendFileSync(mailbox, `${JSON.stringify(mail)}\n`),
  });
  // Mercado Pago and Pagar.me as their sandboxes behave; the server reaches them over loopback and
  // the buyer's page loads their browser scripts from them.
  const mercadoPago = await startMercadoPagoStandIn();
  const pagarme = await startPagarmeStandIn();
  // Meta: the Conversions API and the pixel's browser script, both from one stand-in.
  const metaGraph = await startMetaGraphStandIn();
  const metaPixel = { pixelId: '1234567890123456', token: 'EAAGm0PX4ZCpsBAe2e_conversions_token' };
  metaGraph.allowToken(metaPixel.pixelId, metaPixel.token);
  // The buyer's address from the CEP (ViaCEP's protocol) and the carriers' quotes (Melhor Envio's):
  // the stand-ins know a few CEPs and accept MELHORENVIO_TOKEN.
  const viaCep = await startViaCepStandIn();
  const melhorEnvio = await startMelhorEnvioStandIn();
  let output = '';
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      DATABASE_URL: '',
      SMTP_URL: smtp.url,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // Production requires the key that seals integration credentials.
      SECRETS_KEY: Buffer.alloc(32, 9).toString('base64'),
      SECRETS_KEY_ID: 'e2e',
      // Local stand-ins for DNS and Shopify, and loopback webhook receivers over plain http.
      CHECKOUT_HOST: E2E_CHECKOUT_HOST,
      DNS_SERVERS: `127.0.0.1:${dnsPort}`,
      SHOPIFY_BASE_URL: `http://127.0.0.1:${shopifyPort}/{shop}`,
      WEBHOOK_ALLOW_NETWORKS: '127.0.0.1/32',
      WEBHOOK_REQUIRE_HTTPS: 'false',
      MERCADOPAGO_BASE_URL: mercadoPago.baseUrl,
      MERCADOPAGO_SCRIPT_URL: mercadoPago.scriptUrl,
      PAGARME_BASE_URL: pagarme.baseUrl,
      PAGARME_SCRIPT_URL: pagarme.scriptUrl,
      PAGARME_WEBHOOK_JWKS_URL: pagarme.jwksUrl,
      META_GRAPH_BASE_URL: metaGraph.url,
      META_PIXEL_SCRIPT_URL: metaGraph.scriptUrl,
      VIACEP_BASE_URL: viaCep.baseUrl,
      MELHORENVIO_BASE_URL: melhorEnvio.baseUrl,
      // The recovery e-mails per payment method are looked for every second, not every minute.
      RECOVERY_WORKER_INTERVAL_MS: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  await waitForHealth(baseUrl, child, () => output);
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('dnsPort', dnsPort);
  project.provide('shopifyPort', shopifyPort);
  project.provide('mailbox', mailbox);
  project.provide('mercadoPago', {
    baseUrl: mercadoPago.baseUrl,
    publicKey: mercadoPago.publicKey,
    accessToken: mercadoPago.accessToken,
    webhookSecret: mercadoPago.webhookSecret,
  });
  project.provide('pagarme', {
    baseUrl: pagarme.baseUrl,
    publicKey: pagarme.publicKey,
    secretKey: pagarme.secretKey,
  });
  project.provide('metaGraph', { baseUrl: metaGraph.url, ...metaPixel });
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await smtp.close();
    await mercadoPago.close();
    await pagarme.close();
    await metaGraph.close();
    await viaCep.close();
    await melhorEnvio.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
