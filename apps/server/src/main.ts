import { mkdirSync } from 'node:fs';
import { createApp } from './app.ts';
import { billingOf } from './billing/routes/billing.ts';
import { BillingWorker } from './billing/worker.ts';
import { customHostsOf } from './checkout/custom-host.ts';
import { loadCheckoutRenderer } from './checkout/renderer.ts';
import { loadConfig } from './config.ts';
import { createDataSource, Database, sqlitePathIn } from './db/data-source.ts';
import { DEMO_LOGIN, demoLoginHint, seedDemo } from './db/seed.ts';
import { DomainRecheckWorker } from './domains/domains.ts';
import { liveFeedOf } from './live/feed.ts';
import { createLogger } from './logger.ts';
import { Mailer } from './mail/mailer.ts';
import { CartRecoveryWorker } from './orders/abandoned-carts.ts';
import { PaymentRecoveryWorker } from './orders/payment-recovery.ts';
import { PaymentReconciler } from './orders/reconciler.ts';
import { PaymentGateways } from './payments/gateways.ts';
import { MetaCapiWorker } from './pixels/worker.ts';
import { IdleMemoryRelease } from './shared/idle-memory.ts';
import { secretBoxFromConfig } from './shared/secret-box.ts';
import { WebhookDeliveryWorker } from './webhooks/delivery.ts';

const config = loadConfig();
const logger = createLogger(config.logLevel);

async function main(): Promise<void> {
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const dataSource = createDataSource({
    databaseUrl: config.databaseUrl,
    sqlitePath: sqlitePathIn(config.dataDir),
  });
  await dataSource.initialize(); // runs the pending migrations, one instance at a time
  const db = new Database(dataSource);
  const demoHint = demoLoginHint(config);
  if (await seedDemo(db, config)) {
    if (demoHint) logger.info({ email: DEMO_LOGIN.email }, 'Lojista de demonstração criado');
    else {
      logger.warn(
        { email: DEMO_LOGIN.email },
        'Lojista de demonstração criado em produção (SEED_DEMO): a senha é pública; troque-a ou exclua a conta',
      );
    }
  }

  // Without SMTP a developer follows reset links from the log; production logs never show them.
  const mailer = new Mailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    logger,
    logSecrets: config.nodeEnv !== 'production',
  });
  const checkout = await loadCheckoutRenderer(config.checkoutDistDir);
  const secrets = secretBoxFromConfig(config);
  const gateways = new PaymentGateways(db, { endpoints: config, secrets });
  const app = createApp({ db, config, logger, mailer, checkout, secrets, gateways });
  // Automatic recovery e-mails of abandoned carts, and pruning of the live feed: every minute.
  const recovery = new CartRecoveryWorker({ db, mailer, publicUrl: config.publicUrl, logger });
  recovery.start();
  // Recovery per payment method (PIX unpaid, boleto due or overdue, card declined): every minute
  // unless RECOVERY_WORKER_INTERVAL_MS says otherwise.
  const paymentRecovery = new PaymentRecoveryWorker({
    db,
    mailer,
    publicUrl: config.publicUrl,
    logger,
    intervalMs: config.recoveryWorkerIntervalMs,
  });
  paymentRecovery.start();
  // Verified custom domains are checked again; one whose CNAME vanished goes back to pending (and
  // stops being served here at once; other instances follow within the Host cache's few seconds).
  // Unverified claims past their expiry are deleted.
  const domains = new DomainRecheckWorker({
    db,
    mailer,
    config,
    logger,
    onChange: (names) => customHostsOf(app)?.invalidate(names),
  });
  domains.start();
  // Webhook and tracking deliveries from the outbox, with retries; safe with several instances.
  const webhooks = new WebhookDeliveryWorker({ db, config, logger, mailer, secrets });
  webhooks.start();
  // Charges left without a result (a crash, a timeout) and unpaid PIX/boleto past their expiry
  // are settled by asking the gateway.
  const payments = new PaymentReconciler({ db, gateways, logger });
  payments.start();
  // Purchases for Meta's Conversions API, from the outbox written with each approval; with retries.
  const metaCapi = new MetaCapiWorker({ db, config, logger, secrets });
  metaCapi.start();
  // Pagora's bill: month renewals, card charges of pending fees, overdue e-mails, deposits looked up.
  const billingService = billingOf(app);
  const billing = billingService ? new BillingWorker({ db, billing: billingService, logger }) : null;
  billing?.start();
  // HOST binds one interface (e.g. 127.0.0.1 behind a proxy on the same machine); every one without it.
  const server = app.listen({ port: config.port, host: config.host }, () => {
    logger.info(
      `Pagora em http://${config.host ?? 'localhost'}:${config.port}${demoHint ? ` — ${demoHint}` : ''}`,
    );
  });
  // After a load, once the server has been quiet for a few seconds, V8 gives back the heap the load
  // grew (see IdleMemoryRelease); it needs --expose-gc, which scripts/pagora.sh passes.
  const idleMemory = new IdleMemoryRelease({ logger, gc: globalThis.gc });
  idleMemory.start();

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'Encerrando');
    // Open live streams would keep server.close() waiting: end them and stop polling first.
    liveFeedOf(app)?.close();
    idleMemory.stop();
    server.close(async () => {
      await Promise.all([
        recovery.stop(),
        paymentRecovery.stop(),
        domains.stop(),
        webhooks.stop(),
        payments.stop(),
        metaCapi.stop(),
        billing?.stop(),
      ]);
      await mailer.idle();
      mailer.close();
      await dataSource.destroy();
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, 'Falha ao iniciar o servidor');
  process.exit(1);
});
