import type { GatewayCard, GatewayRouting, GatewaysResponse } from '@pagora/contract';

// What GET /api/gateways answers in each situation of the stories.

/** Where Pagar.me must post this store's notifications (registered in Pagar.me's dashboard). */
export const PAGARME_NOTIFICATION_URL = 'https://pagora.com.br/api/payments/pagarme/notifications?store=42';

const mercadoPagoNew: GatewayCard = {
  id: 'mercadopago',
  name: 'Mercado Pago',
  state: 'Inativo',
  configured: false,
  public_key: '',
  secret_key_hint: '',
  webhook_secret_hint: '',
  methods: { card: true, pix: true, boleto: false },
  primary_for: [],
  is_contingency: false,
  notification_url: null,
};

const pagarmeNew: GatewayCard = {
  id: 'pagarme',
  name: 'Pagar.me',
  state: 'Inativo',
  configured: false,
  public_key: '',
  secret_key_hint: '',
  webhook_secret_hint: '',
  methods: { card: true, pix: true, boleto: false },
  primary_for: [],
  is_contingency: false,
  notification_url: PAGARME_NOTIFICATION_URL,
};

const testMode = (primaryFor: GatewayCard['primary_for']): GatewayCard => ({
  id: 'test',
  name: 'Modo de teste',
  state: primaryFor.length > 0 ? 'Ativo' : 'Inativo',
  configured: true,
  public_key: '',
  secret_key_hint: '',
  webhook_secret_hint: '',
  methods: { card: true, pix: true, boleto: true },
  primary_for: primaryFor,
  is_contingency: false,
  notification_url: null,
});

const testRouting: GatewayRouting = { pix: 'test', card: 'test', boleto: 'test', card_contingency: null };

/** A new store: nothing connected, everything in test mode. */
export const allInactive: GatewaysResponse = {
  gateways: [mercadoPagoNew, pagarmeNew, testMode(['card', 'pix', 'boleto'])],
  routing: testRouting,
};

export const mercadoPagoActive: GatewayCard = {
  ...mercadoPagoNew,
  state: 'Ativo',
  configured: true,
  public_key: 'APP_USR-7f3c2a10-5b8e-4d21-9c6f-0e1a2b3c4d5e',
  secret_key_hint: '••••8812',
  webhook_secret_hint: '••••f09a',
  primary_for: ['card', 'pix'],
};

/** Mercado Pago connected (card and PIX); boleto still in test mode. */
export const oneActive: GatewaysResponse = {
  gateways: [mercadoPagoActive, pagarmeNew, testMode(['boleto'])],
  routing: { pix: 'mercadopago', card: 'mercadopago', boleto: 'test', card_contingency: null },
};

export const pagarmeContingency: GatewayCard = {
  ...pagarmeNew,
  state: 'Contingência',
  configured: true,
  public_key: 'pk_test_Zx81LmQa0pRt4uVw',
  secret_key_hint: '••••c3d4',
  methods: { card: true, pix: false, boleto: true },
  is_contingency: true,
};

/** Mercado Pago charges everything it offers, Pagar.me is the card contingency. */
export const withContingency: GatewaysResponse = {
  gateways: [
    {
      ...mercadoPagoActive,
      methods: { card: true, pix: true, boleto: true },
      primary_for: ['card', 'pix', 'boleto'],
    },
    pagarmeContingency,
    testMode([]),
  ],
  routing: { pix: 'mercadopago', card: 'mercadopago', boleto: 'mercadopago', card_contingency: 'pagarme' },
};

/** Mercado Pago deactivated (its credentials kept): Inativo, reactivation without retyping the secret. */
export const mercadoPagoDeactivated: GatewayCard = {
  ...mercadoPagoActive,
  state: 'Inativo',
  primary_for: [],
};
