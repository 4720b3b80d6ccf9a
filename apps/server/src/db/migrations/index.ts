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
];
