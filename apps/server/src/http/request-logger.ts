import type { Middleware } from 'koa';
import type { Logger } from 'pino';

/** One log line per request: method, path, status and duration. */
export function requestLogger(logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const entry = {
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        ms: Math.round(performance.now() - started),
      };
      if (ctx.path === '/healthz') logger.debug(entry, 'request');
      else logger.info(entry, 'request');
    }
  };
}
