import type {
  ShopifyIntegration,
  SyncState,
  TrackingIntegration,
  WooCommerceIntegration,
} from './integrations.ts';
import type { ProductCheckoutLink } from './ProductLinkList.tsx';

export const productLinks: ProductCheckoutLink[] = [
  {
    id: 31,
    name: 'Camiseta Básica Azul',
    checkout_url: 'https://checkout.lojadaana.com.br/camiseta-basica-azul',
  },
  {
    id: 30,
    name: 'Curso de Bordado Livre',
    checkout_url: 'https://pagora.app/c/12/curso-de-bordado-livre',
  },
  {
    id: 28,
    name: 'Kit Presente Dia das Mães com Caneca Personalizada e Cartão',
    checkout_url: 'https://pagora.app/c/12/kit-presente-dia-das-maes-com-caneca-personalizada-e-cartao',
  },
];

export const shopifyConnected: ShopifyIntegration = {
  shop_name: 'lojadaana',
  api_key: '7f3c2a91d4b84e0f9a61c5e2b7d03f18',
  admin_api_token: '••••a9c2',
  api_secret: '••••4e1b',
  skip_cart: true,
  import_coupons: false,
  is_active: true,
};

/** Products imported from the Shopify shop, with their Pagora checkout links. */
export const syncedProducts: ProductCheckoutLink[] = [
  { id: 41, name: 'Vestido Midi Floral', checkout_url: 'https://pagora.app/c/12/vestido-midi-floral' },
  {
    id: 42,
    name: 'Bolsa de Couro Caramelo',
    checkout_url: 'https://pagora.app/c/12/bolsa-de-couro-caramelo',
  },
  {
    id: 43,
    name: 'Sandália Rasteira Dourada',
    checkout_url: 'https://pagora.app/c/12/sandalia-rasteira-dourada',
  },
];

export const syncRunning: SyncState = {
  status: 'running',
  processed: 50,
  total: 120,
  created: 38,
  updated: 12,
  message: null,
  error: null,
};

export const syncStarting: SyncState = { ...syncRunning, processed: 0, total: null, created: 0, updated: 0 };

export const syncDone: SyncState = {
  status: 'done',
  processed: 120,
  total: 120,
  created: 98,
  updated: 22,
  message: '120 produtos sincronizados.',
  error: null,
};

export const syncFailed: SyncState = {
  status: 'failed',
  processed: 50,
  total: 120,
  created: 38,
  updated: 12,
  message: null,
  error: 'A Shopify recusou o token de acesso. Confira as credenciais e tente de novo.',
};

export const wooConnected: WooCommerceIntegration = {
  store_url: 'https://lojadaana.com.br',
  consumer_key: 'ck_5b1e7c0f2d9a4e6b8c3f1a0d7e9b2c4f6a8d0e1b',
  consumer_secret: '••••7d1e',
  skip_cart: true,
};

export const utmifyConfigured: TrackingIntegration = {
  webhook_url: 'https://api.utmify.com.br/webhooks/pagora/8f2d1c7a',
};

export const neorastroConfigured: TrackingIntegration = {
  webhook_url: 'https://hooks.neorastro.com.br/v1/pedidos/4b7e2a',
};

export const reportanaConfigured: TrackingIntegration = {
  client_id: 'rp_client_51823',
  client_secret: '••••e41b',
};
