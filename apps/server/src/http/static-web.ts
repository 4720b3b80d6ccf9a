import { createReadStream, existsSync, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Middleware } from 'koa';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Paths the admin never serves: the API, uploads and the health check. */
const isServerPath = (pathname: string) => /^\/(api|uploads)(\/|$)/.test(pathname) || pathname === '/healthz';

async function fileStats(file: string): Promise<Stats | undefined> {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Serves the built admin (Vite's dist): hashed `assets/*` cached for a year, everything else
 * revalidated; any other GET that is not for the API gets `index.html` (the SPA routes it and
 * shows its own 404 page). Does nothing when the folder does not exist.
 */
export function staticWeb(rootDir: string): Middleware | undefined {
  const root = path.resolve(rootDir);
  if (!existsSync(path.join(root, 'index.html'))) return undefined;

  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isServerPath(ctx.path)) return next();

    let relative: string;
    try {
      relative = decodeURIComponent(ctx.path);
    } catch {
      return next();
    }
    const candidate = path.resolve(root, `.${path.posix.normalize(relative)}`);
    const insideRoot = candidate.startsWith(root + path.sep);
    const isAsset = relative.startsWith('/assets/');
    let file = insideRoot && !relative.includes('\0') ? candidate : undefined;
    let stats = file ? await fileStats(file) : undefined;
    if (!stats) {
      if (isAsset) return next(); // a missing hashed asset is a 404, not the SPA
      file = path.join(root, 'index.html');
      stats = await fileStats(file);
      if (!stats) return next();
    }

    ctx.status = 200;
    ctx.type = path.extname(file!) || 'application/octet-stream';
    ctx.length = stats.size;
    ctx.lastModified = stats.mtime;
    ctx.etag = `W/"${stats.size.toString(16)}-${stats.mtimeMs.toString(16)}"`;
    ctx.set('Cache-Control', isAsset ? IMMUTABLE : 'no-cache');
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    if (ctx.method === 'GET') ctx.body = createReadStream(file!);
  };
}
