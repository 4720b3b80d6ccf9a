import Router from '@koa/router';
import Koa, { type Middleware } from 'koa';
import { koaBody } from 'koa-body';
import { z } from 'zod';
import { CheckoutConfigCache } from './checkout/config-cache.ts';
import { CustomHostDirectory, customHostCheckout } from './checkout/custom-host.ts';
import { sendCheckoutHtml } from './checkout/respond.ts';
import type { AppDeps, AppState } from './context.ts';
import { attachLiveFeed, LiveFeed } from './live/feed.ts';
import { registerLiveRoutes } from './live/routes.ts';
import { checkoutAssets } from './middleware/checkout-assets.ts';
import { errorHandler, HttpError, NotFoundError } from './middleware/errors.ts';
import { requestLogger } from './middleware/request-logger.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { staticWeb } from './middleware/static-web.ts';
import { registerAbandonedCartRoutes } from './routes/abandoned-carts.ts';
import { registerAuthRoutes } from './routes/auth.ts';
import { registerChecklistRoutes } from './routes/checklist.ts';
import { registerCheckoutRoutes } from './routes/checkout.ts';
import { registerCheckoutOfferRoutes } from './routes/checkout-offers.ts';
import { registerCheckoutSettingsRoutes } from './routes/checkout-settings.ts';
import { registerCouponRoutes } from './routes/coupons.ts';
import { registerDashboardRoutes } from './routes/dashboard.ts';
import { registerDomainRoutes } from './routes/domains.ts';
import { registerHealthRoutes } from './routes/health.ts';
import { registerInternalTlsRoutes } from './routes/internal-tls.ts';
import { registerOrderSettingsRoutes } from './routes/order-settings.ts';
import { registerOrderRoutes } from './routes/orders.ts';
import { registerPasswordRoutes } from './routes/password.ts';
import { registerProductRoutes } from './routes/products.ts';
import { registerProfileRoutes } from './routes/profile.ts';
import { registerShippingRoutes } from './routes/shipping.ts';
import { registerShopifyRoutes } from './routes/shopify.ts';
import { registerSocialProofRoutes } from './routes/social-proofs.ts';
import { registerStoreRoutes } from './routes/stores.ts';
import { registerTrackingIntegrationRoutes } from './routes/tracking-integrations.ts';
import { registerUploadRoutes } from './routes/uploads.ts';
import { registerWebhookRoutes } from './routes/webhooks.ts';
import { registerWooCommerceRoutes } from './routes/woocommerce.ts';
import { pagoraHostsOf } from './services/domains.ts';

// zod's own messages (for inputs the contract gives no message for) in Brazilian Portuguese.
z.config(z.locales.ptBR());

export const ROUTE_NOT_FOUND_MESSAGE = 'Rota não encontrada.';

/**
 * After the router: a path the router knows with another method is a 405 (with Allow);
 * anything else under /api is a 404.
 */
function apiFallback(router: Router<AppState>): Middleware {
  return async (ctx, next) => {
    if (!/^\/api(\/|$)/.test(ctx.path)) return next();
    const match = router.match(ctx.path, ctx.method);
    if (match.path.length > 0 && !match.route) {
      const allowed = [...new Set(match.path.flatMap((layer) => layer.methods))];
      throw new HttpError(405, 'Método não permitido.', { Allow: allowed.join(', ') });
    }
    throw new NotFoundError(ROUTE_NOT_FOUND_MESSAGE);
  };
}

/** The Koa app (API, uploads, health check and, when built, the admin), not listening. */
export function createApp(deps: AppDeps): Koa {
  const app = new Koa<AppState>({ proxy: deps.config.trustProxy });
  // Errors are answered by errorHandler and logged there; Koa's own logging would repeat them.
  app.silent = true;

  const router = new Router<AppState>();
  registerHealthRoutes(router, deps);
  registerUploadRoutes(router, deps);
  registerAuthRoutes(router, deps);
  registerPasswordRoutes(router, deps);
  registerStoreRoutes(router, deps);
  registerProfileRoutes(router, deps);
  registerProductRoutes(router, deps);
  registerCouponRoutes(router, deps);
  registerShippingRoutes(router, deps);
  registerCheckoutSettingsRoutes(router, deps);
  registerSocialProofRoutes(router, deps);
  registerCheckoutOfferRoutes(router, deps);
  registerOrderRoutes(router, deps);
  registerAbandonedCartRoutes(router, deps);
  registerOrderSettingsRoutes(router, deps);
  registerDashboardRoutes(router, deps);
  registerWebhookRoutes(router, deps);
  registerTrackingIntegrationRoutes(router, deps);
  // Shopify and WooCommerce: credentials, product syncs (run in this process) and the theme checkout.
  registerShopifyRoutes(router, deps);
  registerWooCommerceRoutes(router, deps);
  // Merchants' verified domains: which store a Host serves (cleared here on verify/remove).
  const customHosts = new CustomHostDirectory(deps.db);
  registerDomainRoutes(router, deps, customHosts);
  registerInternalTlsRoutes(router, deps);
  registerChecklistRoutes(router, deps);
  // One poller of the change feed per app, for every open dashboard (closed by main.ts on shutdown).
  const live = new LiveFeed(deps.db, deps.logger);
  registerLiveRoutes(router, deps, live);
  const checkoutConfig = new CheckoutConfigCache();
  registerCheckoutRoutes(router, deps, checkoutConfig);

  app.use(securityHeaders({ https: deps.config.publicUrl.startsWith('https:') }));
  app.use(requestLogger(deps.logger));
  app.use(errorHandler(deps.logger));
  app.use(
    koaBody({
      json: true,
      jsonStrict: true,
      jsonLimit: '100kb',
      multipart: false,
      urlencoded: false,
      text: false,
    }),
  );
  app.use(
    customHostCheckout({
      directory: customHosts,
      skipHosts: pagoraHostsOf(deps.config),
      routes: (method, path) => Boolean(router.match(path, method).route),
      notFound: async (ctx) => sendCheckoutHtml(ctx, deps.checkout.renderUnavailable(), { status: 404 }),
    }),
  );
  app.use(checkoutAssets(deps.config.checkoutDistDir));
  app.use(checkoutConfig.invalidateOnWrites());
  app.use(router.routes());
  app.use(apiFallback(router));
  const web = staticWeb(deps.config.webDistDir);
  if (web) app.use(web);
  app.use(async () => {
    throw new NotFoundError(ROUTE_NOT_FOUND_MESSAGE);
  });
  attachLiveFeed(app, live);
  return app;
}
