import { NotFoundError } from '../shared/errors.ts';

/** A numeric id from the URL; anything else is a 404 with `notFoundMessage`. */
export function parseId(value: string | undefined, notFoundMessage: string): number {
  if (!value || !/^[1-9]\d{0,14}$/.test(value)) throw new NotFoundError(notFoundMessage);
  return Number(value);
}
