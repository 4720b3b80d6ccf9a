import { Initial1763800000000 } from './1763800000000-initial.ts';
import { Catalog1764000000000 } from './1764000000000-catalog.ts';
import { CheckoutAdmin1764100000000 } from './1764100000000-checkout-admin.ts';
import { CheckoutOrders1764200000000 } from './1764200000000-checkout-orders.ts';
import { OrdersDashboard1764300000000 } from './1764300000000-orders-dashboard.ts';
import { OrderStats1764400000000 } from './1764400000000-order-stats.ts';
import { OrderSearch1764500000000 } from './1764500000000-order-search.ts';
import { Domains1764600000000 } from './1764600000000-domains.ts';
import { Webhooks1764610000000 } from './1764610000000-webhooks.ts';
import { StoreIntegrations1764620000000 } from './1764620000000-store-integrations.ts';
import { CheckoutCart1764630000000 } from './1764630000000-checkout-cart.ts';
import { WebhookRetention1764640000000 } from './1764640000000-webhook-retention.ts';
import { LoginSecurity1764700000000 } from './1764700000000-login-security.ts';
import { WebhookFairness1764710000000 } from './1764710000000-webhook-fairness.ts';
import { DomainClaims1764720000000 } from './1764720000000-domain-claims.ts';
import { PaymentAttempts1764730000000 } from './1764730000000-payment-attempts.ts';
import { HealthProbe1764739000000 } from './1764739000000-health-probe.ts';
import { Gateways1764760000000 } from './1764760000000-gateways.ts';
import { OrderNotifications1764765000000 } from './1764765000000-order-notifications.ts';
import { PaymentTerms1764770000000 } from './1764770000000-payment-terms.ts';
import { Billing1764780000000 } from './1764780000000-billing.ts';
import { BillingSavedCards1764790000000 } from './1764790000000-billing-saved-cards.ts';
import { ShippingQuotes1764800000000 } from './1764800000000-shipping-quotes.ts';
import { TrackingRecovery1764810000000 } from './1764810000000-tracking-recovery.ts';
import { AdPixels1764820000000 } from './1764820000000-ad-pixels.ts';

/** Every migration, oldest first. Imported as classes because the server is bundled (no globs). */
export const migrations = [
  Initial1763800000000,
  Catalog1764000000000,
  CheckoutAdmin1764100000000,
  CheckoutOrders1764200000000,
  OrdersDashboard1764300000000,
  OrderStats1764400000000,
  OrderSearch1764500000000,
  Domains1764600000000,
  Webhooks1764610000000,
  StoreIntegrations1764620000000,
  CheckoutCart1764630000000,
  WebhookRetention1764640000000,
  LoginSecurity1764700000000,
  WebhookFairness1764710000000,
  DomainClaims1764720000000,
  PaymentAttempts1764730000000,
  HealthProbe1764739000000,
  OrderNotifications1764765000000,
  Gateways1764760000000,
  PaymentTerms1764770000000,
  Billing1764780000000,
  BillingSavedCards1764790000000,
  ShippingQuotes1764800000000,
  TrackingRecovery1764810000000,
  AdPixels1764820000000,
];
