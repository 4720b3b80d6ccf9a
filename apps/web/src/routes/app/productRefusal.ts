import type { ProductFieldErrors } from '@pagora/ui';
import { ApiError, errorMessage } from '../../api/client.ts';
import { productFieldErrors } from './productFieldErrors.ts';

/** Where a refused product save's message shows; `fields` set means `alert` is null. */
export interface ProductRefusal {
  /** The toast's description: absent when the message shows on its field instead. */
  toast?: string;
  /** The alert above the form. */
  alert: string | null;
  fields?: ProductFieldErrors;
}

/**
 * A refused save says why once: on its field (the photo's message is announced under the picker,
 * and the toast only says the save failed), or else above the form and in the toast.
 */
export function productRefusal(error: unknown, fallback: string): ProductRefusal {
  const message = errorMessage(error, fallback);
  const fields = error instanceof ApiError ? productFieldErrors(error.status, error.message) : undefined;
  return fields ? { alert: null, fields } : { toast: message, alert: message };
}
