import { createHash } from 'node:crypto';
import type Router from '@koa/router';
import { PRODUCT_PLACEHOLDER_IMAGE_URL } from '@pagora/contract';
import type { AppState } from '../../context.ts';

/** A neutral square with a crossed-out picture: what a product without a photo shows. */
export const PRODUCT_PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="Produto sem foto">
  <title>Produto sem foto</title>
  <rect width="400" height="400" fill="#3f3f46"/>
  <g fill="none" stroke="#a1a1aa" stroke-width="12" stroke-linecap="round" stroke-linejoin="round">
    <rect x="110" y="120" width="180" height="160" rx="16"/>
    <circle cx="160" cy="170" r="18"/>
    <path d="M290 240l-50-50-110 90"/>
    <path d="M90 100l220 200"/>
  </g>
</svg>
`;

const ETAG = `"${createHash('sha256').update(PRODUCT_PLACEHOLDER_SVG).digest('hex').slice(0, 32)}"`;

/** GET /produto-sem-foto.svg (PRODUCT_PLACEHOLDER_IMAGE_URL), cached for a week. */
export function registerProductPlaceholderRoute(router: Router<AppState>): void {
  router.get(PRODUCT_PLACEHOLDER_IMAGE_URL, (ctx) => {
    ctx.status = 200;
    ctx.type = 'image/svg+xml';
    ctx.etag = ETAG;
    ctx.set('Cache-Control', 'public, max-age=604800');
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.body = PRODUCT_PLACEHOLDER_SVG;
  });
}
