import type Router from '@koa/router';
import type { CheckoutPageView, CheckoutPostResponse, OrderStatusResponse } from '@pagora/contract';
import type { Context } from 'koa';
import { koaBody } from 'koa-body';
import { activeTestimonials } from '../../catalog/social-proofs.ts';
import type { AppDeps, AppState } from '../../context.ts';
import { Store } from '../../db/entities/index.ts';
import { CART_ITEMS_UNAVAILABLE_MESSAGE, mapCart, parseCartItems } from '../../integrations/shopify/cart.ts';
import {
  answerUpsell,
  findOrderByToken,
  ORDER_NOT_FOUND_MESSAGE,
  orderPageView,
} from '../../orders/placement.ts';
import { type CheckoutPixels, checkoutPixelsOf, orderPixelsView, pixelsView } from '../../pixels/browser.ts';
import type { BuyerClient } from '../../pixels/capi.ts';
import { findStorePixels } from '../../pixels/settings.ts';
import { BadRequestError, ConflictError } from '../../shared/errors.ts';
import { BOLETO_NOT_FOUND_MESSAGE, boletoDocument, renderBoletoPrintPage } from '../boleto-print.ts';
import type { CheckoutConfigCache } from '../config-cache.ts';
import type { CheckoutContext } from '../context.ts';
import { storeAutoCoupons } from '../coupons.ts';
import { customHostOf, publicCheckoutPath, viewForHost } from '../custom-host.ts';
import type { Freight } from '../freight.ts';
import {
  checkoutCookieName,
  formField,
  handleCheckoutPost,
  loadCheckoutContext,
  type PostedForm,
  PREVIEW_PAYMENT_DISABLED_MESSAGE,
  parseStep,
  previewPage,
  showCheckout,
  startCartSession,
} from '../sessions.ts';
import { checkoutPath, orderPath } from '../view.ts';
import { sendCheckoutHtml } from './respond.ts';

export const PRODUCT_UNAVAILABLE_MESSAGE = 'Produto indisponível.';
const SESSION_COOKIE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The buyer's side: the checkout page of each product (GET, and its form posts), the order page,
 * its status for the pending page to poll, and the upsell's answer. Public, server-rendered HTML
 * that works without JavaScript; the hydrated page asks for JSON with `Accept: application/json`.
 */
export function registerCheckoutRoutes(
  router: Router<AppState>,
  { db, logger, checkout, gateways, config }: AppDeps,
  configCache: CheckoutConfigCache,
  freight?: Freight,
): void {
  // Only these routes take form posts, and small ones: a checkout form is a few hundred bytes.
  const form = koaBody({ json: false, urlencoded: true, multipart: false, text: false, formLimit: '32kb' });
  const wantsJson = (ctx: Context) => ctx.accepts('html', 'json') === 'json';

  const sendJson = (ctx: Context, status: number, body: unknown) => {
    ctx.status = status;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  };
  const seeOther = (ctx: Context, location: string) => {
    ctx.redirect(publicCheckoutPath(ctx, location));
    ctx.status = 303;
    ctx.set('Cache-Control', 'no-store');
  };
  const notFound = (ctx: Context, message: string) => {
    if (wantsJson(ctx)) sendJson(ctx, 404, { error: message });
    else sendCheckoutHtml(ctx, checkout.renderUnavailable(), { status: 404 });
  };
  const sendPage = (
    ctx: Context,
    view: CheckoutPageView,
    status: number,
    now: Date,
    pixels?: CheckoutPixels | null,
  ) => {
    if (wantsJson(ctx))
      sendJson(ctx, status, { view: viewForHost(ctx, view) } satisfies CheckoutPostResponse);
    else {
      // The pixels go only into the HTML: the loader reads them once, from the page it was linked in.
      const shown: CheckoutPageView = pixels
        ? {
            ...view,
            pixels: pixelsView(pixels, config, {
              content: { name: view.product.name, value_cents: view.totals.total_cents },
            }),
          }
        : view;
      sendCheckoutHtml(ctx, checkout.renderParts(viewForHost(ctx, shown), now), {
        status,
        cardTokenizer: view.card_tokenizer,
        pixels: shown.pixels,
      });
    }
  };
  /** What the pay post's request says about the buyer, for the Conversions API. */
  const buyerClient = (ctx: Context): BuyerClient => ({
    ip: ctx.ip || null,
    userAgent: ctx.get('User-Agent') || null,
    fbp: ctx.cookies.get('_fbp') ?? null,
    fbc: ctx.cookies.get('_fbc') ?? null,
    url: ctx.get('Referer') || ctx.href,
  });
  const rememberSession = (ctx: Context, checkoutCtx: CheckoutContext, token: string | null) => {
    if (!token) return;
    ctx.cookies.set(checkoutCookieName(checkoutCtx.product.id), token, {
      httpOnly: true,
      sameSite: 'lax',
      // On the store's own domain the checkout lives at the root.
      path: customHostOf(ctx) ? '/' : `/c/${checkoutCtx.store.id}`,
      secure: ctx.secure,
      overwrite: true,
      maxAge: SESSION_COOKIE_MAX_AGE_MS,
    });
  };
  const sessionToken = (ctx: Context, checkoutCtx: CheckoutContext) =>
    ctx.cookies.get(checkoutCookieName(checkoutCtx.product.id));

  /**
   * The cart hand-off from a store's theme (the snippet installed by /api/shopify/install-checkout,
   * or WooCommerce's): `?itens=<product id>:<qty>,…` starts a fresh checkout session that sells
   * every item synced as an active product of the store, with its quantity (1..99, at most 50
   * lines), and goes (303) to the checkout of the first of them with that session's cookie set,
   * keeping utm_* parameters. Without `itens` this is an ordinary product slug.
   */
  router.get('/c/:storeId/carrinho', async (ctx, next) => {
    if (ctx.query.itens === undefined) return next();
    const now = new Date();
    const storeId = Number(ctx.params.storeId);
    const cart = Number.isSafeInteger(storeId)
      ? await mapCart(db.manager, storeId, parseCartItems(ctx.query.itens))
      : null;
    const checkoutCtx = cart
      ? await loadCheckoutContext(db.manager, gateways, String(storeId), cart.slug)
      : null;
    if (!cart || !checkoutCtx) return notFound(ctx, CART_ITEMS_UNAVAILABLE_MESSAGE);
    const session = await startCartSession(db, checkoutCtx, {
      quantity: cart.quantity,
      items: cart.items,
      query: ctx.query,
      now,
    });
    rememberSession(ctx, checkoutCtx, session.token);
    const utm = new URLSearchParams();
    for (const [key, value] of Object.entries(ctx.query)) {
      if (key.startsWith('utm_') && typeof value === 'string') utm.set(key, value);
    }
    const query = utm.toString();
    seeOther(ctx, `${checkoutPath(storeId, cart.slug)}${query ? `?${query}` : ''}`);
  });

  router.get('/c/:storeId/:slug', async (ctx) => {
    const now = new Date();
    const storeId = ctx.params.storeId ?? '';
    const slug = ctx.params.slug ?? '';
    const checkoutCtx = await configCache.get(`${storeId}/${slug}`, async () => {
      const loaded = await loadCheckoutContext(db.manager, gateways, storeId, slug);
      if (!loaded) return null;
      const [testimonials, autoCoupons] = await Promise.all([
        activeTestimonials(db.manager, loaded.store.id),
        storeAutoCoupons(db.manager, loaded.store.id),
      ]);
      return { ...loaded, testimonials, autoCoupons };
    });
    if (!checkoutCtx) return notFound(ctx, PRODUCT_UNAVAILABLE_MESSAGE);
    if (ctx.query.preview === '1') {
      const view = await previewPage(db.manager, checkoutCtx, parseStep(ctx.query.step), now);
      sendCheckoutHtml(ctx, checkout.renderParts(viewForHost(ctx, view), now), { framable: true });
      return;
    }
    const page = await showCheckout(db, checkoutCtx, {
      token: sessionToken(ctx, checkoutCtx),
      query: ctx.query,
      now,
      freight,
    });
    rememberSession(ctx, checkoutCtx, page.newSessionToken);
    sendPage(ctx, page.view, 200, now, checkoutCtx.pixels);
  });

  router.post('/c/:storeId/:slug', form, async (ctx) => {
    const now = new Date();
    const body = (ctx.request.body ?? {}) as PostedForm;
    if (ctx.query.preview === '1' || formField(body, 'preview') === '1') {
      throw new ConflictError(PREVIEW_PAYMENT_DISABLED_MESSAGE);
    }
    const checkoutCtx = await loadCheckoutContext(
      db.manager,
      gateways,
      ctx.params.storeId ?? '',
      ctx.params.slug ?? '',
    );
    if (!checkoutCtx) return notFound(ctx, PRODUCT_UNAVAILABLE_MESSAGE);
    const outcome = await handleCheckoutPost(db, logger, checkoutCtx, {
      token: sessionToken(ctx, checkoutCtx),
      body,
      query: ctx.query,
      now,
      freight,
      client: checkoutCtx.pixels?.metaCapi ? buyerClient(ctx) : null,
    });
    rememberSession(ctx, checkoutCtx, outcome.newSessionToken);
    switch (outcome.kind) {
      case 'view':
        return sendPage(ctx, outcome.view, outcome.status, now, checkoutCtx.pixels);
      case 'step':
        if (wantsJson(ctx)) return sendPage(ctx, await outcome.view(), 200, now);
        return seeOther(
          ctx,
          `${checkoutPath(checkoutCtx.store.id, checkoutCtx.product.slug)}?step=${outcome.step}`,
        );
      case 'redirect':
        if (wantsJson(ctx))
          return sendJson(ctx, 200, {
            redirect: publicCheckoutPath(ctx, outcome.location),
          } satisfies CheckoutPostResponse);
        return seeOther(ctx, outcome.location);
    }
  });

  router.get('/c/:storeId/pedido/:token', async (ctx) => {
    const order = await findOrderByToken(db.manager, ctx.params.storeId ?? '', ctx.params.token ?? '');
    if (!order) return notFound(ctx, ORDER_NOT_FOUND_MESSAGE);
    const now = new Date();
    const [view, storePixels] = await Promise.all([
      orderPageView(db.manager, gateways, order),
      findStorePixels(db.manager, order.storeId),
    ]);
    const pixels = checkoutPixelsOf(storePixels);
    const shown = pixels ? { ...view, pixels: orderPixelsView(pixels, config, order) } : view;
    sendCheckoutHtml(ctx, checkout.renderParts(viewForHost(ctx, shown), now), { pixels: shown.pixels });
  });

  router.get('/c/:storeId/pedido/:token/status', async (ctx) => {
    const order = await findOrderByToken(db.manager, ctx.params.storeId ?? '', ctx.params.token ?? '');
    if (!order) return sendJson(ctx, 404, { error: ORDER_NOT_FOUND_MESSAGE });
    sendJson(ctx, 200, { status: order.status } satisfies OrderStatusResponse);
  });

  /**
   * The boleto's print/PDF button: the provider's PDF when it gives one (asked now, then a 303 to
   * it), else Pagora's printable page. A boleto no longer pending goes back to its order page.
   */
  router.get('/c/:storeId/pedido/:token/boleto', async (ctx) => {
    const order = await findOrderByToken(db.manager, ctx.params.storeId ?? '', ctx.params.token ?? '');
    if (order?.paymentMethod !== 'boleto' || !order.boletoLine)
      return notFound(ctx, BOLETO_NOT_FOUND_MESSAGE);
    const page = orderPath(order.storeId, order.publicToken);
    if (order.status !== 'pending') return seeOther(ctx, page);
    const { pdfUrl, testMode } = await boletoDocument(db.manager, gateways, logger, order);
    if (pdfUrl) {
      ctx.redirect(pdfUrl);
      ctx.status = 303;
      ctx.set('Cache-Control', 'no-store');
      return;
    }
    const store = await db.manager.getRepository(Store).findOneByOrFail({ id: order.storeId });
    sendCheckoutHtml(
      ctx,
      renderBoletoPrintPage({
        order,
        storeName: store.name,
        timeZone: store.timeZone,
        testMode,
        orderUrl: publicCheckoutPath(ctx, page),
      }),
    );
  });

  router.post('/c/:storeId/pedido/:token/upsell', form, async (ctx) => {
    const order = await findOrderByToken(db.manager, ctx.params.storeId ?? '', ctx.params.token ?? '');
    if (!order) return notFound(ctx, ORDER_NOT_FOUND_MESSAGE);
    const action = formField((ctx.request.body ?? {}) as PostedForm, 'action');
    if (action !== 'accept' && action !== 'decline')
      throw new BadRequestError('Escolha aceitar ou recusar a oferta.');
    const location = await answerUpsell(db, gateways, logger, order, action === 'accept', new Date());
    if (wantsJson(ctx))
      return sendJson(ctx, 200, {
        redirect: publicCheckoutPath(ctx, location),
      } satisfies CheckoutPostResponse);
    seeOther(ctx, location);
  });
}
