import type { z } from 'zod';
import { ValidationError } from '../shared/errors.ts';

/** Parses `input` with a contract schema; a failure is a 422 with the first issue's (Portuguese) message. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new ValidationError(result.error.issues[0]?.message ?? 'Dados inválidos.');
  }
  return result.data;
}

interface HasRequest {
  request: { body?: unknown; query: unknown };
}

/** The parsed JSON body, validated. A missing body counts as `{}`. */
export function validateBody<S extends z.ZodType>(ctx: HasRequest, schema: S): z.output<S> {
  return validate(schema, ctx.request.body ?? {});
}

/** The query string, validated. */
export function validateQuery<S extends z.ZodType>(ctx: HasRequest, schema: S): z.output<S> {
  return validate(schema, ctx.request.query);
}
