/** A failed API call, carrying the server's Portuguese `error` text as its message. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** How many times a read is tried again after its first failure. */
const MAX_RETRIES = 2;

/**
 * Whether a failed read is worth another try: a dropped connection or a server error may pass; a
 * refusal (4xx: no access, not found, invalid) answers the same every time, and a timeout already
 * waited long enough.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (error instanceof ApiError) return error.status >= 500;
  return error instanceof TypeError;
}
