import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { asDatabaseUnavailable } from '../db/outage.ts';
import { BadRequestError, HttpError } from '../shared/errors.ts';

export const INTERNAL_ERROR_MESSAGE = 'Erro interno do servidor. Tente novamente.';

/** Messages for errors raised by the body parser and Koa itself (http-errors with `expose`). */
const exposedMessages: Record<number, string> = {
  400: 'Requisição inválida.',
  404: 'Rota não encontrada.',
  405: 'Método não permitido.',
  411: 'Informe o tamanho do conteúdo.',
  413: 'O conteúdo enviado é grande demais.',
  415: 'Tipo de conteúdo não suportado.',
};

interface ParserError {
  status?: unknown;
  statusCode?: unknown;
  expose?: unknown;
  type?: unknown;
}

/** Maps what is not one of our errors to one, or undefined when it is unexpected (a bug). */
function fromLibraryError(error: unknown): HttpError | undefined {
  if (error instanceof SyntaxError && (error as ParserError).status === 400) {
    return new BadRequestError('JSON inválido.');
  }
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, statusCode, expose, type } = error as ParserError;
  const code = typeof status === 'number' ? status : typeof statusCode === 'number' ? statusCode : undefined;
  if (code === undefined || code < 400 || code >= 500) return undefined;
  if (type === 'entity.parse.failed') return new BadRequestError('JSON inválido.');
  if (expose === false) return undefined;
  return new HttpError(code, exposedMessages[code] ?? 'Requisição inválida.');
}

/**
 * The one error middleware: every failure becomes `{ "error": "<mensagem>" }` with its status.
 * Database outages become 503 with Retry-After; unexpected errors are logged and answered with a
 * generic 500; no stack trace ever leaves.
 */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (caught) {
      // A database outage (no space, read-only, connection lost) from anywhere: 503, try again soon.
      const outage = asDatabaseUnavailable(caught);
      if (outage) {
        logger.error(
          { err: outage.cause ?? outage, outage: outage.kind, method: ctx.method, path: ctx.path },
          'Banco de dados indisponível',
        );
      }
      const error = outage ?? (caught instanceof HttpError ? caught : fromLibraryError(caught));
      if (error) {
        ctx.status = error.status;
        ctx.set(error.headers);
        ctx.body = { error: error.message };
        return;
      }
      logger.error({ err: caught, method: ctx.method, path: ctx.path }, 'Erro inesperado');
      ctx.status = 500;
      ctx.body = { error: INTERNAL_ERROR_MESSAGE };
    }
  };
}
