import type { Middleware } from 'koa';
import type { AppDeps } from '../../context.ts';
import { Order } from '../../db/entities/index.ts';
import { followProviderState } from '../provider-state.ts';

/*
 * POST /api/payments/<provider>/notifications?store=<id>: where Mercado Pago and Pagar.me announce
 * changes to a store's charges. A notification is only a hint: its signature is checked over the
 * raw bytes (so this runs before the JSON body parser), then the charge is looked up with the
 * provider using the store's credentials, and the order follows what the provider says through the
 * lifecycle. Answering 200 to a notification about a charge Pagora does not know stops the
 * provider's retries; 401 tells it the signature is wrong.
 */

const PATH = /^\/api\/payments\/(mercadopago|pagarme)\/notifications$/;
const MAX_BODY_BYTES = 64 * 1024;

export const NOTIFICATION_UNAUTHENTIC_MESSAGE = 'Notificação não autenticada.';
export const NOTIFICATION_STORE_MESSAGE = 'Loja da notificação inválida.';

async function readRawBody(stream: NodeJS.ReadableStream): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function paymentNotifications({ db, gateways, logger }: AppDeps): Middleware {
  return async (ctx, next) => {
    const match = PATH.exec(ctx.path);
    if (!match || ctx.method !== 'POST') return next();
    const providerId = match[1]!;
    const storeId = Number(ctx.query.store);
    if (!Number.isSafeInteger(storeId) || storeId <= 0) {
      ctx.status = 400;
      ctx.body = { error: NOTIFICATION_STORE_MESSAGE };
      return;
    }
    const rawBody = await readRawBody(ctx.req);
    if (rawBody === null) {
      ctx.status = 413;
      ctx.body = { error: 'O conteúdo enviado é grande demais.' };
      return;
    }
    const provider = await gateways.byId(db.manager, storeId, providerId);
    const hint = provider
      ? await provider.verifyNotification({ headers: ctx.headers, query: ctx.query, rawBody })
      : null;
    if (!provider || !hint) {
      ctx.status = 401;
      ctx.body = { error: NOTIFICATION_UNAUTHENTIC_MESSAGE };
      return;
    }
    // Throws (→ 5xx) when the provider cannot answer: the provider sends the notification again.
    const state = await provider.lookup({ reference: hint.reference });
    if (state) {
      const now = new Date();
      const changed = await db.transaction(async (manager) => {
        const order = await manager.getRepository(Order).findOne({
          where: { storeId, gateway: providerId, gatewayReference: state.reference },
        });
        return order ? followProviderState(manager, order, state, now) : null;
      });
      if (changed)
        logger.info({ orderId: changed.id, status: changed.status }, 'Pedido atualizado pelo gateway');
    }
    ctx.status = 200;
    ctx.body = { ok: true };
  };
}
