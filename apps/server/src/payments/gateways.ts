import type { PaymentMethod } from '@pagora/contract';
import type { EntityManager } from 'typeorm';
import type { Database } from '../db/data-source.ts';
import type { SecretBox } from '../shared/secret-box.ts';
import {
  type GatewayCredentials,
  gatewayCredentials,
  notificationPath,
  type RoutedGateway,
  storeRouting,
} from './gateway-config.ts';
import { MercadoPagoProvider } from './mercadopago/index.ts';
import { PagarmeProvider } from './pagarme/index.ts';
import type { PaymentProvider } from './provider.ts';
import { DatabaseTestChargeBook } from './test-charge-book.ts';
import { TEST_PROVIDER_ID, TestPaymentProvider } from './test-provider.ts';

/** Where the providers live and where they send their notifications (from the server's config). */
export interface GatewayEndpoints {
  publicUrl: string;
  mercadopagoBaseUrl: string;
  pagarmeBaseUrl: string;
  /** Pagar.me's published webhook signing keys; tests point it at the stand-in. */
  pagarmeWebhookJwksUrl?: string | undefined;
  /** The providers' browser scripts that tokenize a card in the buyer's page. */
  mercadopagoScriptUrl: string;
  pagarmeScriptUrl: string;
}

export interface PaymentGatewaysOptions {
  /** Needed for the stores' own gateways; without them every store sells in test mode. */
  endpoints?: GatewayEndpoints;
  secrets?: SecretBox;
  clock?: () => Date;
}

/** The providers that charge one store's checkout, per method. */
export interface StoreGateways {
  forMethod(method: PaymentMethod): PaymentProvider;
  /** Tried once for a card after a soft decline (or a refused connection) of the primary. */
  cardContingency: PaymentProvider | null;
  /** The card's gateway when it tokenizes in the buyer's browser (null: test mode's own form). */
  card: GatewayCredentials | null;
  /** The browser script of `card`'s provider. */
  cardScriptUrl: string | null;
  /**
   * The contingency's credentials and script: a browser token is valid only at the gateway that
   * made it, so the buyer's page tokenizes the card at the contingency too.
   */
  contingency: { credentials: GatewayCredentials; scriptUrl: string } | null;
}

/**
 * The payment providers of this server, and which one charges a store. Every store sells in test
 * mode until its merchant activates a gateway in /gateways; a provider is built per use from the
 * store's sealed credentials (cheap objects: the HTTP connections are pooled by the runtime).
 */
export class PaymentGateways {
  readonly test: TestPaymentProvider;
  readonly #options: PaymentGatewaysOptions;

  constructor(db: Database, options: PaymentGatewaysOptions = {}) {
    this.#options = options;
    this.test = new TestPaymentProvider({
      book: new DatabaseTestChargeBook(db),
      ...(options.clock ? { clock: options.clock } : {}),
    });
  }

  /** A connected gateway's provider for a store, with its credentials. */
  provider(storeId: number, credentials: GatewayCredentials, storeName = ''): PaymentProvider {
    const endpoints = this.#options.endpoints;
    if (!endpoints) return this.test;
    const clock = this.#options.clock ? { clock: this.#options.clock } : {};
    if (credentials.id === 'mercadopago') {
      return new MercadoPagoProvider({
        baseUrl: endpoints.mercadopagoBaseUrl,
        accessToken: credentials.secretKey,
        webhookSecret: credentials.webhookSecret ?? '',
        notificationUrl: `${endpoints.publicUrl}${notificationPath('mercadopago', storeId)}`,
        ...clock,
      });
    }
    return new PagarmeProvider({
      baseUrl: endpoints.pagarmeBaseUrl,
      secretKey: credentials.secretKey,
      statementDescriptor: storeName.replace(/[^A-Za-z0-9]/g, '').slice(0, 13) || null,
      ...(endpoints.pagarmeWebhookJwksUrl ? { webhookJwksUrl: endpoints.pagarmeWebhookJwksUrl } : {}),
    });
  }

  /** What charges each method of a store's checkout now. */
  async forStore(manager: EntityManager, storeId: number, storeName = ''): Promise<StoreGateways> {
    const { secrets, endpoints } = this.#options;
    if (!secrets || !endpoints) {
      return {
        forMethod: () => this.test,
        cardContingency: null,
        card: null,
        cardScriptUrl: null,
        contingency: null,
      };
    }
    const routing = await storeRouting(manager, secrets, storeId);
    const build = (routed: RoutedGateway) =>
      routed === 'test' ? this.test : this.provider(storeId, routed, storeName);
    const providers = { card: build(routing.card), pix: build(routing.pix), boleto: build(routing.boleto) };
    const scriptOf = (credentials: GatewayCredentials) =>
      credentials.id === 'mercadopago' ? endpoints.mercadopagoScriptUrl : endpoints.pagarmeScriptUrl;
    return {
      forMethod: (method) => providers[method],
      cardContingency: routing.cardContingency
        ? this.provider(storeId, routing.cardContingency, storeName)
        : null,
      card: routing.card === 'test' ? null : routing.card,
      cardScriptUrl: routing.card === 'test' ? null : scriptOf(routing.card),
      contingency: routing.cardContingency
        ? { credentials: routing.cardContingency, scriptUrl: scriptOf(routing.cardContingency) }
        : null,
    };
  }

  /**
   * The provider an order or attempt was made with (its `gateway`/`provider` column), whatever
   * the gateway's status now: refunds, look-ups and notifications of past charges still need it.
   * Null when the store no longer has that gateway's credentials.
   */
  async byId(manager: EntityManager, storeId: number, id: string): Promise<PaymentProvider | null> {
    if (id === TEST_PROVIDER_ID) return this.test;
    const { secrets } = this.#options;
    if (!secrets || (id !== 'mercadopago' && id !== 'pagarme')) return null;
    const credentials = await gatewayCredentials(manager, secrets, storeId, id);
    return credentials ? this.provider(storeId, credentials) : null;
  }
}
