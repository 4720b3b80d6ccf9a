import type Router from '@koa/router';
import type { AppDeps, AppState } from '../../context.ts';
import { NotFoundError } from '../../shared/errors.ts';
import { findUploadByKey } from '../uploads.ts';

/** Public uploads (avatars, product images). A URL never changes content, so it is cached for a year. */
export function registerUploadRoutes(router: Router<AppState>, { db }: AppDeps): void {
  router.get('/uploads/:key', async (ctx) => {
    const upload = await findUploadByKey(db.manager, ctx.params.key ?? '');
    if (!upload) throw new NotFoundError('Arquivo não encontrado.');
    ctx.status = 200;
    ctx.type = upload.contentType;
    ctx.etag = upload.sha256;
    ctx.lastModified = upload.createdAt;
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.set('X-Content-Type-Options', 'nosniff');
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.body = Buffer.from(upload.data);
  });
}
