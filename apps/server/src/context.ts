import type { RouterContext } from '@koa/router';
import type { Logger } from 'pino';
import type { CheckoutRenderer } from './checkout/renderer.ts';
import type { Config } from './config.ts';
import type { Database } from './db/data-source.ts';
import type { AuthSession, User } from './db/entities/index.ts';
import type { Mailer } from './mail/mailer.ts';
import type { PaymentGateways } from './payments/gateways.ts';
import type { SecretBox } from './shared/secret-box.ts';

/** What the routes need from the outside world; built by main.ts, or by the tests. */
export interface AppDeps {
  db: Database;
  config: Config;
  logger: Logger;
  mailer: Mailer;
  /** Renders the customer-facing checkout's pages. */
  checkout: CheckoutRenderer;
  /** Seals and opens integration credentials stored in the database. */
  secrets: SecretBox;
  /** The payment providers, and which one charges each store. */
  gateways: PaymentGateways;
}

export interface AppState {
  /** Set by `requireAuth`. */
  auth?: { user: User; session: AuthSession };
}

export type AppContext = RouterContext<AppState>;
