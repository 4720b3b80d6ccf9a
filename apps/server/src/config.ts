import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server package folder: one level up from both `src/config.ts` and the bundled `dist/main.js`. */
export const serverPackageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(serverPackageDir, '../..');

export interface Config {
  port: number;
  /** The address to listen on (HOST); every interface when undefined. */
  host: string | undefined;
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
  /**
   * Create the demo merchant on an empty database even in production (SEED_DEMO=true). Outside
   * production it is always created on an empty database.
   */
  seedDemo: boolean;
  /** Trust X-Forwarded-For (only behind a reverse proxy that sets it). */
  trustProxy: boolean;
  /**
   * The host merchants point their domains' CNAME records at (CHECKOUT_HOST); defaults to the host
   * of PUBLIC_URL.
   */
  checkoutHost: string;
  /**
   * DNS servers used to verify domains (DNS_SERVERS, comma-separated `ip` or `ip:port`); the
   * system's resolvers when empty. Tests point it at a local DNS server.
   */
  dnsServers: string[];
  /** How often verified domains are checked again (DOMAIN_RECHECK_MINUTES, default 360). */
  domainRecheckMinutes: number;
  /**
   * Keys that encrypt integration credentials at rest (AES-256-GCM). SECRETS_KEY is 32 bytes in
   * base64 or hex, SECRETS_KEY_ID names it (stored with every secret); SECRETS_PREVIOUS_KEYS
   * (`id:key,id:key`) still decrypt what older keys encrypted, for rotation. Without SECRETS_KEY
   * outside production a key is generated once in DATA_DIR/secrets.key.
   */
  secretsKey: string | undefined;
  secretsKeyId: string;
  secretsPreviousKeys: string | undefined;
  /**
   * Where a shop's Admin API lives (SHOPIFY_BASE_URL, `{shop}` replaced by the shop name);
   * https://{shop}.myshopify.com by default. Tests point it at a local stand-in.
   */
  shopifyBaseUrl: string;
  /** The Shopify Admin API version (SHOPIFY_API_VERSION). */
  shopifyApiVersion: string;
  /**
   * Networks outgoing webhooks may reach although private or loopback (WEBHOOK_ALLOW_NETWORKS,
   * comma-separated CIDRs). Empty in production; tests allow their loopback receivers this way.
   */
  webhookAllowNetworks: string[];
  /** Webhook URLs must be https:// (WEBHOOK_REQUIRE_HTTPS; by default everywhere but development and test). */
  webhookRequireHttps: boolean;
  /** Where Reportana receives orders and where saved credentials are checked (REPORTANA_API_URL; tests point it at a stand-in). */
  reportanaApiUrl: string;
  /** Mercado Pago's REST API (MERCADOPAGO_BASE_URL); tests point it at a local stand-in. */
  mercadopagoBaseUrl: string;
  /** Pagar.me's API v5, `/core/v5` included (PAGARME_BASE_URL); tests point it at a local stand-in. */
  pagarmeBaseUrl: string;
  /** Where Pagar.me publishes its webhook signing keys (PAGARME_WEBHOOK_JWKS_URL; tests: the stand-in). */
  pagarmeWebhookJwksUrl: string | undefined;
  /** MercadoPago.js v2, loaded by checkouts whose card gateway is Mercado Pago (MERCADOPAGO_SCRIPT_URL). */
  mercadopagoScriptUrl: string;
  /** Pagar.me's tokenizecard.js, loaded by checkouts whose card gateway is Pagar.me (PAGARME_SCRIPT_URL). */
  pagarmeScriptUrl: string;
  /**
   * The ad platforms' browser scripts, loaded only by checkouts of stores that set that platform's
   * id: Meta's fbevents.js (META_PIXEL_SCRIPT_URL), Google's gtag.js (GTAG_SCRIPT_URL, `?id=` is
   * added) and TikTok's events.js (TIKTOK_PIXEL_SCRIPT_URL, `?sdkid=…&lib=ttq` is added). Tests
   * point them at a local stand-in.
   */
  metaPixelScriptUrl: string;
  gtagScriptUrl: string;
  tiktokPixelScriptUrl: string;
  /** Meta's Graph API, where the Conversions API receives events (META_GRAPH_BASE_URL; tests: a stand-in). */
  metaGraphBaseUrl: string;
  /** The ViaCEP-protocol address service (VIACEP_BASE_URL, `/ws/{cep}/json/` below it); tests: a stand-in. */
  viacepBaseUrl: string;
  /** How long a CEP lookup may take before the buyer types the address (VIACEP_TIMEOUT_MS, default 2000). */
  viacepTimeoutMs: number;
  /** Melhor Envio (MELHORENVIO_BASE_URL; sandbox https://sandbox.melhorenvio.com.br); tests: a stand-in. */
  melhorenvioBaseUrl: string;
  /** How long a freight quote may take before the checkout shows only the store's options (MELHORENVIO_TIMEOUT_MS, default 2500). */
  melhorenvioTimeoutMs: number;
  /**
   * The contact in the User-Agent Melhor Envio requires (`Pagora (<e-mail>)`; MELHORENVIO_CONTACT_EMAIL);
   * defaults to the address of MAIL_FROM.
   */
  melhorenvioContactEmail: string;
  /**
   * How often the recovery e-mails per payment method are looked for (RECOVERY_WORKER_INTERVAL_MS,
   * default a minute). The end-to-end tests run it every second.
   */
  recoveryWorkerIntervalMs: number;
  /**
   * Who may ask /internal/tls/ask (TLS_ASK_ALLOW_NETWORKS, comma-separated CIDRs): the address of
   * the connection itself, never X-Forwarded-For. Loopback by default (Caddy on the same machine).
   */
  tlsAskAllowNetworks: string[];
  /**
   * How Pagora charges merchants (deposits, cards on file): BILLING_PROVIDER 'test' (default: the
   * built-in test mode), 'mercadopago' or 'pagarme' with Pagora's own credentials
   * (BILLING_PUBLIC_KEY, BILLING_SECRET_KEY, BILLING_WEBHOOK_SECRET).
   */
  billing: BillingConfig;
}

export interface BillingConfig {
  provider: 'test' | 'mercadopago' | 'pagarme';
  publicKey: string | undefined;
  secretKey: string | undefined;
  webhookSecret: string | undefined;
  /** Spots of the Escala plan (BILLING_ESCALA_SPOTS, default 50). */
  escalaSpots: number;
  /** Pagora's PIX receiving data for test mode's codes (BILLING_PIX_KEY, BILLING_PIX_NAME, BILLING_PIX_CITY). */
  pixKey: string;
  pixName: string;
  pixCity: string;
}

function billingConfig(env: Env): BillingConfig {
  const provider = nonEmpty(env.BILLING_PROVIDER)?.toLowerCase() ?? 'test';
  if (provider !== 'test' && provider !== 'mercadopago' && provider !== 'pagarme') {
    throw new Error(`BILLING_PROVIDER inválido: ${env.BILLING_PROVIDER}`);
  }
  const secretKey = nonEmpty(env.BILLING_SECRET_KEY);
  if (provider !== 'test' && !secretKey)
    throw new Error('BILLING_SECRET_KEY é obrigatório fora do modo de teste.');
  const spots = nonEmpty(env.BILLING_ESCALA_SPOTS);
  const escalaSpots = spots === undefined ? 50 : Number(spots);
  if (!Number.isInteger(escalaSpots) || escalaSpots < 0) {
    throw new Error(`BILLING_ESCALA_SPOTS inválido: ${env.BILLING_ESCALA_SPOTS}`);
  }
  return {
    provider,
    publicKey: nonEmpty(env.BILLING_PUBLIC_KEY),
    secretKey,
    webhookSecret: nonEmpty(env.BILLING_WEBHOOK_SECRET),
    escalaSpots,
    pixKey: nonEmpty(env.BILLING_PIX_KEY) ?? 'financeiro@pagora.com.br',
    pixName: nonEmpty(env.BILLING_PIX_NAME) ?? 'Pagora',
    pixCity: nonEmpty(env.BILLING_PIX_CITY) ?? 'Sao Paulo',
  };
}

type Env = Record<string, string | undefined>;

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function flag(value: string | undefined): boolean | undefined {
  const given = nonEmpty(value)?.toLowerCase();
  if (given === undefined) return undefined;
  return ['1', 'true', 'yes'].includes(given);
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function positive(value: string | undefined, fallback: number, name: string): number {
  const given = nonEmpty(value);
  if (given === undefined) return fallback;
  const number = Number(given);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`${name} inválido: ${value}`);
  return number;
}

export const PUBLIC_URL_REQUIRED_MESSAGE =
  'PUBLIC_URL é obrigatório em produção: o endereço público do Pagora (ex.: https://pagora.com.br), usado nos links de checkout, nos e-mails e nas instruções de DNS.';

export function loadConfig(env: Env = process.env): Config {
  const port = Number(nonEmpty(env.PORT) ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT inválida: ${env.PORT}`);
  }
  const dataDir = nonEmpty(env.DATA_DIR);
  const webDistDir = nonEmpty(env.WEB_DIST_DIR);
  const checkoutDistDir = nonEmpty(env.CHECKOUT_DIST_DIR);
  const nodeEnv = nonEmpty(env.NODE_ENV) ?? 'development';
  // Every checkout link, e-mail and DNS instruction carries this address: in production a default
  // of localhost would hand merchants links that work nowhere.
  if (nodeEnv === 'production' && !nonEmpty(env.PUBLIC_URL)) throw new Error(PUBLIC_URL_REQUIRED_MESSAGE);
  const publicUrl = (nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    host: nonEmpty(env.HOST),
    dataDir: dataDir ? path.resolve(dataDir) : path.join(repoRoot, 'data'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'Pagora <nao-responda@pagora.com.br>',
    publicUrl,
    webDistDir: webDistDir ? path.resolve(webDistDir) : path.resolve(serverPackageDir, '../web/dist'),
    checkoutDistDir: checkoutDistDir
      ? path.resolve(checkoutDistDir)
      : path.resolve(serverPackageDir, '../checkout/dist'),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    nodeEnv,
    seedDemo: flag(env.SEED_DEMO) ?? false,
    trustProxy: ['1', 'true', 'yes'].includes((nonEmpty(env.TRUST_PROXY) ?? '').toLowerCase()),
    checkoutHost: (nonEmpty(env.CHECKOUT_HOST) ?? new URL(publicUrl).hostname).toLowerCase(),
    dnsServers: list(env.DNS_SERVERS),
    domainRecheckMinutes: positive(env.DOMAIN_RECHECK_MINUTES, 360, 'DOMAIN_RECHECK_MINUTES'),
    secretsKey: nonEmpty(env.SECRETS_KEY),
    secretsKeyId: nonEmpty(env.SECRETS_KEY_ID) ?? 'k1',
    secretsPreviousKeys: nonEmpty(env.SECRETS_PREVIOUS_KEYS),
    shopifyBaseUrl: (nonEmpty(env.SHOPIFY_BASE_URL) ?? 'https://{shop}.myshopify.com').replace(/\/+$/, ''),
    shopifyApiVersion: nonEmpty(env.SHOPIFY_API_VERSION) ?? '2025-10',
    webhookAllowNetworks: list(env.WEBHOOK_ALLOW_NETWORKS),
    webhookRequireHttps: flag(env.WEBHOOK_REQUIRE_HTTPS) ?? !['development', 'test'].includes(nodeEnv),
    reportanaApiUrl: nonEmpty(env.REPORTANA_API_URL) ?? 'https://api.reportana.com/2022-05/orders',
    mercadopagoBaseUrl: (nonEmpty(env.MERCADOPAGO_BASE_URL) ?? 'https://api.mercadopago.com').replace(
      /\/+$/,
      '',
    ),
    pagarmeBaseUrl: (nonEmpty(env.PAGARME_BASE_URL) ?? 'https://api.pagar.me/core/v5').replace(/\/+$/, ''),
    pagarmeWebhookJwksUrl: nonEmpty(env.PAGARME_WEBHOOK_JWKS_URL),
    mercadopagoScriptUrl: nonEmpty(env.MERCADOPAGO_SCRIPT_URL) ?? 'https://sdk.mercadopago.com/js/v2',
    pagarmeScriptUrl: nonEmpty(env.PAGARME_SCRIPT_URL) ?? 'https://checkout.pagar.me/v1/tokenizecard.js',
    metaPixelScriptUrl:
      nonEmpty(env.META_PIXEL_SCRIPT_URL) ?? 'https://connect.facebook.net/en_US/fbevents.js',
    gtagScriptUrl: nonEmpty(env.GTAG_SCRIPT_URL) ?? 'https://www.googletagmanager.com/gtag/js',
    tiktokPixelScriptUrl:
      nonEmpty(env.TIKTOK_PIXEL_SCRIPT_URL) ?? 'https://analytics.tiktok.com/i18n/pixel/events.js',
    metaGraphBaseUrl: (nonEmpty(env.META_GRAPH_BASE_URL) ?? 'https://graph.facebook.com').replace(/\/+$/, ''),
    viacepBaseUrl: (nonEmpty(env.VIACEP_BASE_URL) ?? 'https://viacep.com.br').replace(/\/+$/, ''),
    viacepTimeoutMs: positive(env.VIACEP_TIMEOUT_MS, 2000, 'VIACEP_TIMEOUT_MS'),
    melhorenvioBaseUrl: (nonEmpty(env.MELHORENVIO_BASE_URL) ?? 'https://www.melhorenvio.com.br').replace(
      /\/+$/,
      '',
    ),
    melhorenvioTimeoutMs: positive(env.MELHORENVIO_TIMEOUT_MS, 2500, 'MELHORENVIO_TIMEOUT_MS'),
    melhorenvioContactEmail:
      nonEmpty(env.MELHORENVIO_CONTACT_EMAIL) ??
      /<([^>]+)>/.exec(nonEmpty(env.MAIL_FROM) ?? '')?.[1] ??
      nonEmpty(env.MAIL_FROM) ??
      'nao-responda@pagora.com.br',
    recoveryWorkerIntervalMs: positive(
      env.RECOVERY_WORKER_INTERVAL_MS,
      60_000,
      'RECOVERY_WORKER_INTERVAL_MS',
    ),
    tlsAskAllowNetworks: env.TLS_ASK_ALLOW_NETWORKS?.trim()
      ? list(env.TLS_ASK_ALLOW_NETWORKS)
      : ['127.0.0.0/8', '::1/128'],
    billing: billingConfig(env),
  };
}
