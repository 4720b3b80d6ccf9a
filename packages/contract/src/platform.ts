import { z } from 'zod';

/**
 * GET /api/platform: what the admin needs to know about this Pagora server. `public_url_local`
 * is true outside production while PUBLIC_URL is unset or points at this machine: every checkout
 * link, e-mail and DNS instruction then carries an address only this machine can open. (In
 * production the server refuses to start without PUBLIC_URL.)
 */
export const platformResponse = z.object({
  public_url: z.string(),
  public_url_local: z.boolean(),
});
export type PlatformResponse = z.infer<typeof platformResponse>;
