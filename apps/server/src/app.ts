import Router from '@koa/router';
import Koa, { type Middleware } from 'koa';
import { koaBody } from 'koa-body';
import { z } from 'zod';
import { checkoutSuspension } from './billing/checkout-guard.ts';
import { attachBilling, registerBillingRoutes } from './billing/routes/billing.ts';
import { BillingService } from './billing/service.ts';
import { registerCouponRoutes } from './catalog/routes/coupons.ts';
import { registerCheckoutOfferRoutes } from './catalog/routes/offers.ts';
import { registerProductRoutes } from './catalog/routes/products.ts';
import { registerShippingRoutes } from './catalog/routes/shipping.ts';
import { registerSocialProofRoutes } from './catalog/routes/social-proofs.ts';
import { registerUploadRoutes } from './catalog/routes/uploads.ts';
import { CheckoutConfigCache } from './checkout/config-cache.ts';
import {
  attachCustomHosts,
  CustomHostDirectory,
  customHostCheckout,
  healthCheckHost,
  ownHostsOf,
} from './checkout/custom-host.ts';
import { Freight } from './checkout/freight.ts';
import { checkoutAssets } from './checkout/routes/assets.ts';
import { registerCepRoutes } from './checkout/routes/cep.ts';
import { registerChecklistRoutes } from './checkout/routes/checklist.ts';
import { registerCheckoutRoutes } from './checkout/routes/checkout.ts';
import { checkoutOutagePage } from './checkout/routes/outage.ts';
import { sendCheckoutHtml } from './checkout/routes/respond.ts';
import { registerCheckoutSettingsRoutes } from './checkout/routes/settings.ts';
import type { AppDeps, AppState } from './context.ts';
import { pagoraHostsOf } from './domains/domains.ts';
import { registerDomainRoutes } from './domains/routes/domains.ts';
import { registerInternalTlsRoutes } from './domains/routes/internal-tls.ts';
import { errorHandler } from './http/error-handler.ts';
import { registerHealthRoutes, withHealthFastPath } from './http/health.ts';
import { registerPlatformRoutes } from './http/platform.ts';
import { requestLogger } from './http/request-logger.ts';
import { securityHeaders, securityHeaderValues } from './http/security-headers.ts';
import { staticWeb } from './http/static-web.ts';
import { registerAuthRoutes } from './identity/routes/auth.ts';
import { registerPasswordRoutes } from './identity/routes/password.ts';
import { registerProfileRoutes } from './identity/routes/profile.ts';
import { registerStoreRoutes } from './identity/routes/stores.ts';
import { registerShopifyRoutes } from './integrations/routes/shopify.ts';
import { registerTrackingIntegrationRoutes } from './integrations/routes/tracking.ts';
import { registerWooCommerceRoutes } from './integrations/routes/woocommerce.ts';
import { attachLiveFeed, LiveFeed } from './live/feed.ts';
import { registerLiveRoutes } from './live/routes/live.ts';
import { enableOrderEmails } from './orders/order-emails.ts';
import { registerAbandonedCartRoutes } from './orders/routes/abandoned-carts.ts';
import { registerDashboardRoutes } from './orders/routes/dashboard.ts';
import { registerFollowUpRoutes } from './orders/routes/follow-up.ts';
import { registerOrderRoutes } from './orders/routes/orders.ts';
import { paymentNotifications } from './orders/routes/payment-notifications.ts';
import { registerOrderSettingsRoutes } from './orders/routes/settings.ts';
import { registerGatewayRoutes } from './payments/routes/gateways.ts';
import { registerPixelRoutes } from './pixels/routes/pixels.ts';
import { HttpError, NotFoundError } from './shared/errors.ts';
import { registerShippingSettingsRoutes } from './shipping/routes/shipping-settings.ts';
import { registerWebhookRoutes } from './webhooks/routes/webhooks.ts';

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
  // Behind the proxy (TRUST_PROXY), the client is the address the proxy appended last to
  // X-Forwarded-For: anything before it was sent by the client and would let it pick its own IP for
  // the per-IP login limits.
  const app = new Koa<AppState>({ proxy: deps.config.trustProxy, maxIpsCount: 1 });
  // Errors are answered by errorHandler and logged there; Koa's own logging would repeat them.
  app.silent = true;

  const router = new Router<AppState>();
  registerHealthRoutes(router, deps);
  registerPlatformRoutes(router, deps);
  registerUploadRoutes(router, deps);
  registerAuthRoutes(router, deps);
  registerPasswordRoutes(router, deps);
  registerStoreRoutes(router, deps);
  registerProfileRoutes(router, deps);
  registerProductRoutes(router, deps);
  registerCouponRoutes(router, deps);
  registerShippingRoutes(router, deps);
  // Real freight: CEP lookups (ViaCEP) and Melhor Envio quotes, for /logistica and the checkout.
  const freight = new Freight(deps.config, deps.secrets, deps.logger);
  registerShippingSettingsRoutes(router, deps, freight);
  registerCheckoutSettingsRoutes(router, deps);
  registerSocialProofRoutes(router, deps);
  registerCheckoutOfferRoutes(router, deps);
  // Order e-mails (confirmation, PIX/boleto, 'Nova venda') for every status change on this database.
  enableOrderEmails({ db: deps.db, mailer: deps.mailer, publicUrl: deps.config.publicUrl });
  registerFollowUpRoutes(router, deps);
  registerOrderRoutes(router, deps);
  registerAbandonedCartRoutes(router, deps);
  registerOrderSettingsRoutes(router, deps);
  registerDashboardRoutes(router, deps);
  registerWebhookRoutes(router, deps);
  registerTrackingIntegrationRoutes(router, deps);
  // Ad pixels (Meta, Google, TikTok) and the Conversions API token, sealed.
  registerPixelRoutes(router, deps);
  // Shopify and WooCommerce: credentials, product syncs (run in this process) and the theme checkout.
  registerShopifyRoutes(router, deps);
  registerWooCommerceRoutes(router, deps);
  // Payment gateways: credentials checked with the provider before they are stored, and the routing.
  registerGatewayRoutes(router, deps);
  // Merchants' verified domains: which store a Host serves (cleared here on verify/remove).
  const customHosts = new CustomHostDirectory(deps.db);
  registerDomainRoutes(router, deps, customHosts);
  registerInternalTlsRoutes(router, deps);
  registerChecklistRoutes(router, deps);
  // Pagora's bill to the merchant: plans, the fee ledger, deposits, cards, statement, regularização.
  const billing = new BillingService(deps);
  registerBillingRoutes(router, deps, billing);
  // One poller of the change feed per app, for every open dashboard (closed by main.ts on shutdown).
  const live = new LiveFeed(deps.db, deps.logger);
  registerLiveRoutes(router, deps, live);
  const checkoutConfig = new CheckoutConfigCache();
  registerCepRoutes(router, freight);
  registerCheckoutRoutes(router, deps, checkoutConfig, freight);

  const https = deps.config.publicUrl.startsWith('https:');
  const hosts = {
    ownHosts: ownHostsOf(deps.config),
    machineLocalIsOwn: deps.config.nodeEnv !== 'production',
  };
  app.use(securityHeaders({ https }));
  app.use(requestLogger(deps.logger));
  app.use(errorHandler(deps.logger));
  app.use(
    checkoutOutagePage({
      checkout: deps.checkout,
      logger: deps.logger,
      pagoraHosts: pagoraHostsOf(deps.config),
    }),
  );
  // Before the body parser: a host that is neither Pagora's nor a verified domain gets a plain 404.
  app.use(
    customHostCheckout({
      directory: customHosts,
      ...hosts,
      routes: (method, path) => Boolean(router.match(path, method).route),
      notFound: async (ctx) => sendCheckoutHtml(ctx, deps.checkout.renderUnavailable(), { status: 404 }),
    }),
  );
  // Gateways' notifications are verified over their raw bytes: before the body parser.
  app.use(paymentNotifications(deps));
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
  app.use(checkoutAssets(deps.config.checkoutDistDir));
  app.use(checkoutConfig.invalidateOnWrites());
  // Stores of an account with fees overdue for 15 days stop selling until they are paid.
  app.use(checkoutSuspension(deps.db));
  app.use(router.routes());
  app.use(apiFallback(router));
  const web = staticWeb(deps.config.webDistDir);
  if (web) app.use(web);
  app.use(async () => {
    throw new NotFoundError(ROUTE_NOT_FOUND_MESSAGE);
  });
  withHealthFastPath(app, {
    db: deps.db,
    headers: securityHeaderValues({ https }),
    servesHealthOn: healthCheckHost(hosts),
  });
  attachLiveFeed(app, live);
  attachCustomHosts(app, customHosts);
  attachBilling(app, billing);
  return app;
}
