import { createReadStream, existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Middleware } from 'koa';
import { CHECKOUT_ASSETS_PREFIX } from '../renderer.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const ENCODINGS = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const;

async function isFile(file: string): Promise<number | undefined> {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats.size : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Serves the checkout's hashed browser files (`/_checkout/assets/*`) for a year, in the
 * precompressed variant (brotli, else gzip) the browser accepts: the checkout's weight budget is
 * counted compressed, and compressing at build time costs nothing per request.
 */
export function checkoutAssets(distDir: string): Middleware {
  const root = path.join(distDir, 'client/assets');
  const prefix = `${CHECKOUT_ASSETS_PREFIX}assets/`;
  return async (ctx, next) => {
    if (!ctx.path.startsWith(prefix) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const name = ctx.path.slice(prefix.length);
    if (!/^[\w.-]+$/.test(name) || !existsSync(root)) return next();
    const file = path.join(root, name);
    const size = await isFile(file);
    if (size === undefined) return next();

    ctx.type = path.extname(name);
    ctx.vary('Accept-Encoding');
    ctx.set('Cache-Control', IMMUTABLE);
    let servedFile = file;
    let servedSize = size;
    const accepted = ctx.acceptsEncodings() as string[];
    for (const encoding of ENCODINGS) {
      if (!accepted.includes(encoding.name)) continue;
      const compressedSize = await isFile(file + encoding.extension);
      if (compressedSize === undefined) continue;
      servedFile = file + encoding.extension;
      servedSize = compressedSize;
      ctx.set('Content-Encoding', encoding.name);
      break;
    }
    ctx.length = servedSize;
    if (ctx.method === 'GET') ctx.body = createReadStream(servedFile);
  };
}
