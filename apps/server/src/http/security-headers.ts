import type { Middleware } from 'koa';

/** Origins a page may use beyond its own, per directive (a payment gateway's script, say). */
export interface PolicySources {
  script?: readonly string[];
  frame?: readonly string[];
  connect?: readonly string[];
  /** Images (an ad pixel's fallback beacon). */
  img?: readonly string[];
  /** Who may frame the page: 'none' (default) or 'self' (the builder's preview). */
  frameAncestors?: "'none'" | "'self'";
}

/**
 * The Content-Security-Policy: everything from the page's own origin, plus what `extra` allows.
 * Frames fall back to default-src unless some other origin may be framed.
 */
export function contentSecurityPolicy(extra: PolicySources = {}): string {
  const list = (own: string, more: readonly string[] = []) => [own, ...new Set(more)].join(' ');
  return [
    "default-src 'self'",
    `img-src ${list("'self' data: blob:", extra.img)}`,
    "style-src 'self' 'unsafe-inline'",
    `script-src ${list("'self'", extra.script)}`,
    "font-src 'self' data:",
    `connect-src ${list("'self'", extra.connect)}`,
    ...(extra.frame?.length ? [`frame-src ${list("'self'", extra.frame)}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${extra.frameAncestors ?? "'none'"}`,
  ].join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** The headers of securityHeaders, for an answer given before Koa (see withHealthFastPath). */
export function securityHeaderValues(options: { https: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  if (options.https) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/** Headers set on every response, errors included. HSTS only when the public URL is https. */
export function securityHeaders(options: { https: boolean }): Middleware {
  const headers = securityHeaderValues(options);
  return async (ctx, next) => {
    ctx.set(headers);
    await next();
  };
}
