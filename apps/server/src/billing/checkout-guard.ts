import { CHECKOUT_SUSPENDED_TEXT, CHECKOUT_SUSPENDED_TITLE, OVERDUE_SUSPENSION_DAYS } from '@pagora/contract';
import type { Middleware } from 'koa';
import { sendCheckoutHtml } from '../checkout/routes/respond.ts';
import type { Database } from '../db/data-source.ts';
import { BillingAccount, Store } from '../db/entities/index.ts';
import { PreparedRead } from '../db/prepared.ts';
import { escapeHtml } from '../mail/templates.ts';
import { dbTime } from '../shared/zoned-time.ts';

/*
 * A store whose account has fees overdue for 15 days stops selling: its checkout pages, their
 * form posts and the one-click upsell answer an honest 'Checkout temporariamente indisponível'
 * (503) and nothing is charged. Order pages and their status stay reachable (a buyer who already
 * paid still sees the order). Selling resumes the moment the pending fees are paid: the check
 * reads the account on every request, there is nothing to switch back on.
 */

const DAY_MS = 86_400_000;
/** A product's checkout (GET, form post) or its cart hand-off; not the order pages. */
const SELLING_PATH = /^\/c\/(\d+)\/(?!pedido(?:\/|$))[^/]+\/?$/;
/** The one-click upsell charges a card again. */
const UPSELL_PATH = /^\/c\/(\d+)\/pedido\/[^/]+\/upsell\/?$/;

function suspendedPage(): string {
  return `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${escapeHtml(CHECKOUT_SUSPENDED_TITLE)}</title>
  </head>
  <body>
    <main>
      <h1>${escapeHtml(CHECKOUT_SUSPENDED_TITLE)}</h1>
      <p>${escapeHtml(CHECKOUT_SUSPENDED_TEXT)}</p>
    </main>
  </body>
</html>`;
}

const suspensionReads = new WeakMap<Database, PreparedRead>();

/**
 * Whether the store's account is suspended now (fees overdue for 15 days or more). Asked on every
 * checkout view and payment, so a prepared statement, with the owner read as a subquery (SQLite
 * spent several times longer on the same two rows joined).
 */
export async function storeSuspended(db: Database, storeId: number, now: Date): Promise<boolean> {
  let read = suspensionReads.get(db);
  if (!read) {
    read = new PreparedRead(
      db,
      (sql) => `SELECT 1 AS "suspended" FROM ${sql.table(BillingAccount)} a
        WHERE a."user_id" = (SELECT s."user_id" FROM ${sql.table(Store)} s WHERE s."id" = ${sql.param(1)})
          AND a."balance_cents" < 0 AND a."overdue_since" <= ${sql.param(2)}`,
    );
    suspensionReads.set(db, read);
  }
  const since = dbTime(db.kind, new Date(now.getTime() - OVERDUE_SUSPENSION_DAYS * DAY_MS));
  return (await read.first(db.manager, [storeId, since])) !== undefined;
}

/** Placed after the custom-domain rewrite (paths are /c/<store>/… by then) and before the router. */
export function checkoutSuspension(db: Database): Middleware {
  return async (ctx, next) => {
    const match = SELLING_PATH.exec(ctx.path) ?? (ctx.method === 'POST' ? UPSELL_PATH.exec(ctx.path) : null);
    if (!match || (ctx.method !== 'GET' && ctx.method !== 'POST')) return next();
    if (!(await storeSuspended(db, Number(match[1]), new Date()))) return next();
    if (ctx.accepts('html', 'json') === 'json') {
      ctx.status = 503;
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { error: CHECKOUT_SUSPENDED_TITLE };
      return;
    }
    sendCheckoutHtml(ctx, suspendedPage(), { status: 503 });
  };
}
