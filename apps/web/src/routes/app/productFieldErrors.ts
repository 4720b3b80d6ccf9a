import {
  IMAGE_REFUSAL_MESSAGES,
  PACKAGE_SIDE_MESSAGES,
  PACKAGE_SIDES,
  PACKAGE_WEIGHT_MESSAGES,
} from '@pagora/contract';
import type { ProductFieldErrors } from '@pagora/ui';

const WEIGHT_MESSAGES: readonly string[] = Object.values(PACKAGE_WEIGHT_MESSAGES);

/**
 * A refused product save's message on its field: the photo, the weight and the sizes. The photo is
 * the form's only file, so a 413 (too large) or 415 (not an accepted image) is always about it, and
 * so are the contract's 422 image refusals (unreadable, too many pixels, empty); the weight and the
 * sizes answer 422 `{error}` with one of the contract's messages. Undefined for any other status or
 * message (those show above the form and in the toast).
 */
export function productFieldErrors(status: number, message: string): ProductFieldErrors | undefined {
  if (status === 413 || status === 415) return { image: message };
  if (status !== 422) return undefined;
  if (IMAGE_REFUSAL_MESSAGES.includes(message)) return { image: message };
  if (WEIGHT_MESSAGES.includes(message)) return { weight: message };
  const side = PACKAGE_SIDES.find((name) => PACKAGE_SIDE_MESSAGES[name] === message);
  return side ? { [side]: message } : undefined;
}
