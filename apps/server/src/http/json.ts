import type { Context } from 'koa';

/**
 * Answers with JSON already serialised (a kept answer, see ReadCache): the same bytes and headers
 * Koa sends for an object body, without serialising it again.
 */
export function sendJsonText(ctx: Pick<Context, 'type' | 'body'>, json: string): void {
  // The type first: a string body set before it would be sent as text/plain.
  ctx.type = 'application/json';
  ctx.body = json;
}
