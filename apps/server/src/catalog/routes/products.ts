import type Router from '@koa/router';
import {
  createProductFields,
  MAX_IMAGE_BYTES,
  type MessageResponse,
  type Product,
  type ProductListItem,
  productFormFields,
  productListQuery,
  TOTAL_COUNT_HEADER,
} from '@pagora/contract';
import type { AppDeps, AppState } from '../../context.ts';
import { ReadCache } from '../../db/read-cache.ts';
import { currentAuth, requireAuth } from '../../http/auth.ts';
import { sendJsonText } from '../../http/json.ts';
import { readMultipartForm } from '../../http/multipart.ts';
import { parseId } from '../../http/params.ts';
import { validate, validateQuery } from '../../http/validate.ts';
import { requireOwnedStore } from '../../identity/stores.ts';
import {
  createProduct,
  deleteProduct,
  PRODUCT_NOT_FOUND_MESSAGE,
  ProductReads,
  prepareProductImage,
  productInputFromFields,
  productView,
  updateProduct,
} from '../products.ts';
import { imageTooLargeMessage } from '../uploads.ts';
import { registerProductPlaceholderRoute } from './product-placeholder.ts';

export const PRODUCT_DELETED_MESSAGE = 'Produto excluído com sucesso.';

/** The product form: text fields plus an optional photo in the `image` part. */
const productForm = {
  fileField: 'image',
  maxBytes: MAX_IMAGE_BYTES,
  tooLargeMessage: imageTooLargeMessage(),
};

export function registerProductRoutes(router: Router<AppState>, { db, config }: AppDeps): void {
  const auth = requireAuth(db);
  const reads = new ProductReads(db);
  // The answers of /produtos' two reads, as JSON, while the database is unchanged (see ReadCache):
  // at most 1,000 lists and 5,000 products, and 4 MB of JSON each.
  const listCache = new ReadCache<string, { json: string; total: number }>(db, {
    maxEntries: 1_000,
    maxWeight: 4 * 1024 * 1024,
    weigh: ({ json }) => json.length,
  });
  const productCache = new ReadCache<string, string>(db, {
    maxEntries: 5_000,
    maxWeight: 4 * 1024 * 1024,
    weigh: (json) => json.length,
  });
  registerProductPlaceholderRoute(router);

  /**
   * All the store's products, newest first, or one page of PRODUCT_PAGE_SIZE with `page`; `q` narrows
   * to names containing it, `include=price` adds prices.
   */
  router.get('/api/products', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const query = validateQuery(ctx, productListQuery);
    const price = query.include === 'price';
    // The user is part of the key, so a kept answer is only ever given to the merchant it was
    // checked for (another one's store is refused by the read itself, and refusals are not kept).
    const key = `${user.id}|${query.store_id}|${query.page ?? ''}|${query.source ?? ''}|${price}|${query.q ?? ''}`;
    const { json, total } = await listCache.through(key, async () => {
      const { items, total } = await reads.list(
        user.id,
        query.store_id,
        config.publicUrl,
        query.page,
        query.source,
        {
          q: query.q,
          price,
        },
      );
      return { json: JSON.stringify(items satisfies ProductListItem[]), total };
    });
    ctx.set(TOTAL_COUNT_HEADER, String(total));
    sendJsonText(ctx, json);
  });

  router.get('/api/products/:id', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const productId = parseId(ctx.params.id, PRODUCT_NOT_FOUND_MESSAGE);
    const json = await productCache.through(`${user.id}|${productId}`, async () =>
      JSON.stringify((await reads.read(user.id, productId, config.publicUrl)) satisfies Product),
    );
    sendJsonText(ctx, json);
  });

  router.post('/api/products', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const form = await readMultipartForm(ctx, productForm);
    const input = validate(createProductFields, form.fields);
    const image = form.file ? await prepareProductImage(form.file) : undefined;
    const { product, imageKey } = await db.transaction(async (manager) => {
      const store = await requireOwnedStore(manager, user.id, input.store_id);
      return createProduct(manager, store, productInputFromFields(input), image);
    });
    ctx.status = 201;
    ctx.body = productView(product, imageKey, config.publicUrl) satisfies Product;
  });

  /** Saves the changes; a new `image` replaces the photo, none keeps it. The slug never changes. */
  router.put('/api/products/:id', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const productId = parseId(ctx.params.id, PRODUCT_NOT_FOUND_MESSAGE);
    const form = await readMultipartForm(ctx, productForm);
    const input = validate(productFormFields, form.fields);
    const image = form.file ? await prepareProductImage(form.file) : undefined;
    const { product, imageKey } = await db.transaction((manager) =>
      updateProduct(manager, user.id, productId, productInputFromFields(input), image),
    );
    ctx.body = productView(product, imageKey, config.publicUrl) satisfies Product;
  });

  router.delete('/api/products/:id', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const productId = parseId(ctx.params.id, PRODUCT_NOT_FOUND_MESSAGE);
    await db.transaction((manager) => deleteProduct(manager, user.id, productId));
    ctx.body = { message: PRODUCT_DELETED_MESSAGE } satisfies MessageResponse;
  });
}
