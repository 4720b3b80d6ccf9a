import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { QueryFailedError } from 'typeorm';

/** An error whose message a person may read: answered as `{ "error": message }` with `status`. */
export class HttpError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;
  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = new.target.name;
    this.status = status;
    this.headers = headers;
  }
}

export class BadRequestError extends HttpError {
  constructor(message = 'Requisição inválida.') {
    super(400, message);
  }
}
export class UnauthorizedError extends HttpError {
  constructor(message = 'Sessão expirada. Faça login novamente.') {
    super(401, message);
  }
}
export class ForbiddenError extends HttpError {
  constructor(message = 'Acesso não autorizado.') {
    super(403, message);
  }
}
export class NotFoundError extends HttpError {
  constructor(message = 'Não encontrado.') {
    super(404, message);
  }
}
export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}
export class PayloadTooLargeError extends HttpError {
  constructor(message = 'O conteúdo enviado é grande demais.') {
    super(413, message);
  }
}
export class UnsupportedMediaTypeError extends HttpError {
  constructor(message = 'Tipo de conteúdo não suportado.') {
    super(415, message);
  }
}
export class ValidationError extends HttpError {
  constructor(message: string) {
    super(422, message);
  }
}
export class TooManyRequestsError extends HttpError {
  constructor(message: string, retryAfterSeconds?: number) {
    super(429, message, retryAfterSeconds ? { 'Retry-After': String(Math.ceil(retryAfterSeconds)) } : {});
  }
}

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

/** True for a unique-constraint violation on SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string } | undefined;
  return driverError?.code === '23505' || driverError?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * The one error middleware: every failure becomes `{ "error": "<mensagem>" }` with its status.
 * Unexpected errors are logged and answered with a generic 500; no stack trace ever leaves.
 */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (caught) {
      const error = caught instanceof HttpError ? caught : fromLibraryError(caught);
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
