import { PACKAGE_SIDE_MESSAGES, PACKAGE_SIDES, PACKAGE_WEIGHT_MESSAGES } from '@pagora/contract';
import type { ProductFieldErrors } from '@pagora/ui';

const WEIGHT_MESSAGES: readonly string[] = Object.values(PACKAGE_WEIGHT_MESSAGES);

/**
 * A refused product save's message on its field, for the weight and the sizes: the server answers
 * 422 `{error}` with one of the contract's messages. Undefined for any other status or message
 * (those show above the form and in the toast only).
 */
export function productFieldErrors(status: number, message: string): ProductFieldErrors | undefined {
  if (status !== 422) return undefined;
  if (WEIGHT_MESSAGES.includes(message)) return { weight: message };
  const side = PACKAGE_SIDES.find((name) => PACKAGE_SIDE_MESSAGES[name] === message);
  return side ? { [side]: message } : undefined;
}
