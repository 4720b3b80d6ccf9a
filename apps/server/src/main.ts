import { mkdirSync } from 'node:fs';
import { createApp } from './app.ts';
import { loadCheckoutRenderer } from './checkout/renderer.ts';
import { loadConfig } from './config.ts';
import { createDataSource, Database, sqlitePathIn } from './db/data-source.ts';
import { DEMO_LOGIN, seedDemo } from './db/seed.ts';
import { DomainRecheckWorker } from './domains/domains.ts';
import { liveFeedOf } from './live/feed.ts';
import { createLogger } from './logger.ts';
import { Mailer } from './mail/mailer.ts';
import { CartRecoveryWorker } from './orders/abandoned-carts.ts';
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
  await dataSource.initialize(); // runs the pending migrations
  const db = new Database(dataSource);
  if (await seedDemo(db)) logger.info({ email: DEMO_LOGIN.email }, 'Lojista de demonstração criado');

  const mailer = new Mailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger });
  const checkout = await loadCheckoutRenderer(config.checkoutDistDir);
  const secrets = secretBoxFromConfig(config);
  const app = createApp({ db, config, logger, mailer, checkout, secrets });
  // Automatic recovery e-mails of abandoned carts, and pruning of the live feed: every minute.
  const recovery = new CartRecoveryWorker({ db, mailer, publicUrl: config.publicUrl, logger });
  recovery.start();
  // Verified custom domains are checked again; one whose CNAME vanished goes back to pending.
  const domains = new DomainRecheckWorker({ db, mailer, config, logger });
  domains.start();
  // Webhook and tracking deliveries from the outbox, with retries; safe with several instances.
  const webhooks = new WebhookDeliveryWorker({ db, config, logger, mailer, secrets });
  webhooks.start();
  const server = app.listen(config.port, () => {
    logger.info(
      `Pagora em http://localhost:${config.port} — login de demonstração: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`,
    );
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'Encerrando');
    // Open live streams would keep server.close() waiting: end them and stop polling first.
    liveFeedOf(app)?.close();
    server.close(async () => {
      await Promise.all([recovery.stop(), domains.stop(), webhooks.stop()]);
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
