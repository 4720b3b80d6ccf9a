import type Router from '@koa/router';
import type { PlatformResponse } from '@pagora/contract';
import type { AppDeps, AppState } from '../context.ts';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

/** Whether an address only this machine can open (localhost, loopback). */
export function isLocalUrl(url: string): boolean {
  try {
    const host = new URL(url).hostname.toLowerCase();
    return LOCAL_HOSTS.has(host) || host.endsWith('.localhost') || host.startsWith('127.');
  } catch {
    return false;
  }
}

/** GET /api/platform: the public address merchants' links carry, and whether it is only local. */
export function registerPlatformRoutes(router: Router<AppState>, { config }: AppDeps): void {
  const body: PlatformResponse = {
    public_url: config.publicUrl,
    public_url_local: config.nodeEnv !== 'production' && isLocalUrl(config.publicUrl),
  };
  router.get('/api/platform', (ctx) => {
    ctx.body = body;
  });
}
