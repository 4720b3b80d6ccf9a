import { z } from 'zod';
import { storeId } from './catalog-fields.ts';
import type { PaymentMethod } from './checkout-core.ts';

/*
 * /gateways: the store's payment gateways (Mercado Pago, Pagar.me) and which one charges each
 * payment method. Every store starts in test mode (the built-in gateway, id 'test'); a real gateway
 * charges only once its credentials were validated with the provider and stored (sealed).
 *
 * GET    /api/gateways?store_id=          → GatewaysResponse
 * PUT    /api/gateways/:provider          GatewaySavePayload → GatewaySaveResponse (422 'Credenciais
 *        inválidas.' or 502 when the provider cannot be reached: nothing stored)
 * DELETE /api/gateways/:provider?store_id= → GatewaySaveResponse (methods routed to it go back to
 *        test mode; a contingency on it is cleared)
 * PUT    /api/gateways/routing            GatewayRoutingPayload → GatewaySaveResponse
 */

export const GATEWAY_PROVIDERS = ['mercadopago', 'pagarme'] as const;
/** A real gateway a store can connect. */
export type GatewayProvider = (typeof GATEWAY_PROVIDERS)[number];

/** What charges a payment method: a connected gateway or the built-in test mode. */
export const GATEWAY_CHOICES = ['test', ...GATEWAY_PROVIDERS] as const;
export type GatewayChoice = (typeof GATEWAY_CHOICES)[number];

export const GATEWAY_NAMES: Record<GatewayChoice, string> = {
  mercadopago: 'Mercado Pago',
  pagarme: 'Pagar.me',
  test: 'Modo de teste',
};

/** The methods a gateway may offer, in the order the screen shows them. */
export const GATEWAY_METHODS = ['card', 'pix', 'boleto'] as const satisfies readonly PaymentMethod[];
export type GatewayMethod = (typeof GATEWAY_METHODS)[number];

/** Lowercase, as they read inside a sentence ('não está configurado para boleto'). */
export const GATEWAY_METHOD_NAMES: Record<GatewayMethod, string> = {
  card: 'cartão de crédito',
  pix: 'PIX',
  boleto: 'boleto',
};

/**
 * A card's badge: 'Ativo' = connected (or, for test mode, charging some method); 'Contingência' =
 * connected and only the card contingency; 'Inativo' = not connected (or test mode charging nothing).
 */
export const GATEWAY_STATES = ['Ativo', 'Contingência', 'Inativo'] as const;
export type GatewayState = (typeof GATEWAY_STATES)[number];

export const gatewayMethods = z.object({
  card: z.boolean({ error: 'Forma de pagamento inválida.' }),
  pix: z.boolean({ error: 'Forma de pagamento inválida.' }),
  boleto: z.boolean({ error: 'Forma de pagamento inválida.' }),
});
export type GatewayMethods = z.infer<typeof gatewayMethods>;

/** A new gateway's form: credit card and PIX on, boleto off. */
export const DEFAULT_GATEWAY_METHODS: GatewayMethods = { card: true, pix: true, boleto: false };

export const GATEWAY_PUBLIC_KEY_MESSAGE = 'Informe a chave pública.';
export const GATEWAY_SECRET_KEY_MESSAGE = 'Informe a chave secreta.';
export const GATEWAY_METHODS_MESSAGE = 'Escolha ao menos uma forma de pagamento.';
export const GATEWAY_INVALID_CREDENTIALS_MESSAGE = 'Credenciais inválidas.';
export const GATEWAY_NOT_FOUND_MESSAGE = 'Gateway não encontrado.';
export const GATEWAY_ACTIVATED_MESSAGE = 'Gateway ativado.';
export const GATEWAY_UPDATED_MESSAGE = 'Gateway atualizado.';
export const GATEWAY_DEACTIVATED_MESSAGE = 'Gateway desativado.';
export const GATEWAY_ROUTING_SAVED_MESSAGE = 'Roteamento salvo.';

/** Credentials are printable keys; 500 characters is far above any provider's. */
const credential = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(500, message)
    .refine((value) => !/\s/.test(value), message);

/**
 * PUT /api/gateways/:provider. `secret_key` (Mercado Pago's access token, Pagar.me's secret key)
 * and `webhook_secret` (Mercado Pago's notification signature secret) may be left empty once the
 * gateway was saved: the stored ones are kept (the API never sends them back).
 */
export const gatewaySavePayload = z.object({
  store_id: storeId,
  public_key: credential(GATEWAY_PUBLIC_KEY_MESSAGE).pipe(z.string().min(1, GATEWAY_PUBLIC_KEY_MESSAGE)),
  secret_key: credential(GATEWAY_SECRET_KEY_MESSAGE).optional().default(''),
  webhook_secret: credential('Assinatura secreta do webhook inválida.').optional().default(''),
  methods: gatewayMethods.refine((methods) => methods.card || methods.pix || methods.boleto, {
    message: GATEWAY_METHODS_MESSAGE,
  }),
});
export type GatewaySavePayload = z.input<typeof gatewaySavePayload>;

const choice = z.enum(GATEWAY_CHOICES, { error: 'Gateway inválido.' });

/**
 * PUT /api/gateways/routing: the primary gateway of each method and, for cards only, an optional
 * contingency tried after a soft decline. Each one must be a connected gateway offering that method
 * (or 'test'); the contingency needs a real primary and must differ from it.
 */
export const gatewayRoutingPayload = z.object({
  store_id: storeId,
  pix: choice,
  card: choice,
  boleto: choice,
  card_contingency: z.enum(GATEWAY_PROVIDERS, { error: 'Gateway de contingência inválido.' }).nullable(),
});
export type GatewayRoutingPayload = z.input<typeof gatewayRoutingPayload>;

export interface GatewayRouting {
  pix: GatewayChoice;
  card: GatewayChoice;
  boleto: GatewayChoice;
  card_contingency: GatewayProvider | null;
}

/** A new store: everything in test mode, no contingency. */
export const TEST_MODE_ROUTING: GatewayRouting = {
  pix: 'test',
  card: 'test',
  boleto: 'test',
  card_contingency: null,
};

/** One card of /gateways. Never a secret: `…_hint` is '••••abcd' (empty when none is stored). */
export interface GatewayCard {
  id: GatewayChoice;
  name: string;
  state: GatewayState;
  /** Credentials are stored (active, or deactivated and kept for reactivation). */
  configured: boolean;
  public_key: string;
  secret_key_hint: string;
  webhook_secret_hint: string;
  methods: GatewayMethods;
  /** The methods this gateway charges now (card, pix, boleto order). */
  primary_for: GatewayMethod[];
  /** It is the card contingency. */
  is_contingency: boolean;
  /**
   * Where this store's notifications from the provider must go, for a provider whose webhooks the
   * merchant registers in its own dashboard (Pagar.me): an absolute URL at Pagora. Null when Pagora
   * tells the provider with each payment (Mercado Pago) and for test mode.
   */
  notification_url: string | null;
}

export interface GatewaysResponse {
  /** Mercado Pago, Pagar.me and Modo de teste, in that order. */
  gateways: GatewayCard[];
  routing: GatewayRouting;
}

export interface GatewaySaveResponse extends GatewaysResponse {
  message: string;
}

/** The `:provider` of PUT/DELETE /api/gateways/:provider. */
export const gatewayProviderParam = z.enum(GATEWAY_PROVIDERS, { error: GATEWAY_NOT_FOUND_MESSAGE });
