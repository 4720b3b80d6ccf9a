import { QueryFailedError } from 'typeorm';

/*
 * The typed errors of every domain module. A route or service throws one; the HTTP layer's error
 * handler turns it into its status and `{ "error": message }`. Kept apart from the middleware so
 * domain code never depends on Koa.
 */

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

/** Out of service for a while (the database, say): the client should try again after Retry-After. */
export class ServiceUnavailableError extends HttpError {
  constructor(message: string, retryAfterSeconds: number) {
    super(503, message, { 'Retry-After': String(Math.ceil(retryAfterSeconds)) });
  }
}

/** True for a unique-constraint violation on SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string } | undefined;
  return driverError?.code === '23505' || driverError?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}
