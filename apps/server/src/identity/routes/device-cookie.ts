import type { AppContext } from '../../context.ts';
import { DEVICE_COOKIE, DEVICE_TTL_MS } from '../devices.ts';

/** The device cookie's value sent with the request, if any. */
export function deviceCookie(ctx: Pick<AppContext, 'cookies'>): string | undefined {
  return ctx.cookies.get(DEVICE_COOKIE) || undefined;
}

/**
 * Sets the device cookie: HttpOnly (no script reads it), SameSite=Strict, sent only to /api/login,
 * Secure when Pagora is served over https. Written by hand rather than with `ctx.cookies.set`, which
 * refuses a Secure cookie when TLS ends at a proxy that Koa is not told to trust.
 */
export function setDeviceCookie(ctx: Pick<AppContext, 'append'>, value: string, https: boolean): void {
  const attributes = [
    `${DEVICE_COOKIE}=${value}`,
    'Path=/api/login',
    `Max-Age=${Math.floor(DEVICE_TTL_MS / 1000)}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (https) attributes.push('Secure');
  ctx.append('Set-Cookie', attributes.join('; '));
}
