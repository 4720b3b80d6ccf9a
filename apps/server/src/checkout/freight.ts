import { DEFAULT_PACKAGE, normalizeCep } from '@pagora/contract';
import type { Logger } from 'pino';
import { In } from 'typeorm';
import type { Config } from '../config.ts';
import type { Database } from '../db/data-source.ts';
import { CheckoutSession, Product } from '../db/entities/index.ts';
import type { SecretBox } from '../shared/secret-box.ts';
import {
  MelhorEnvioClient,
  MelhorEnvioUnauthorizedError,
  type QuoteProduct,
} from '../shipping/melhorenvio.ts';
import { pricedChoices, quoteKey, readStoredQuotes, type StoredQuotes } from '../shipping/quote-pricing.ts';
import { readStoreShipping } from '../shipping/settings.ts';
import { CepDirectory } from '../shipping/viacep.ts';
import type { CheckoutContext } from './context.ts';

/** The outside services the checkout's delivery step uses: the CEP directory and Melhor Envio. */
export class Freight {
  readonly cep: CepDirectory;
  readonly melhorenvio: MelhorEnvioClient;

  constructor(
    config: Pick<
      Config,
      | 'viacepBaseUrl'
      | 'viacepTimeoutMs'
      | 'melhorenvioBaseUrl'
      | 'melhorenvioTimeoutMs'
      | 'melhorenvioContactEmail'
    >,
    readonly secrets: SecretBox,
    readonly logger: Logger,
  ) {
    this.cep = new CepDirectory({ baseUrl: config.viacepBaseUrl, timeoutMs: config.viacepTimeoutMs, logger });
    this.melhorenvio = new MelhorEnvioClient({
      baseUrl: config.melhorenvioBaseUrl,
      timeoutMs: config.melhorenvioTimeoutMs,
      contactEmail: config.melhorenvioContactEmail,
      logger,
    });
  }
}

/**
 * What Melhor Envio gets for the cart's physical lines. A product without weight or a size is
 * sent with DEFAULT_PACKAGE's value for it (a small box of 300 g), so a store that has not filled
 * them in still gets quotes; the /logistica screen tells the merchant so.
 */
async function quoteProducts(db: Database, ctx: CheckoutContext): Promise<QuoteProduct[]> {
  const physical = ctx.lines.filter((line) => line.productType === 'physical');
  const ids = physical.map((line) => line.productId);
  const products = await db.manager.getRepository(Product).find({
    where: { id: In(ids), storeId: ctx.store.id },
    select: { id: true, weightGrams: true, heightCm: true, widthCm: true, lengthCm: true },
  });
  const byId = new Map(products.map((product) => [product.id, product]));
  return physical.map((line) => {
    const product = byId.get(line.productId);
    return {
      id: String(line.productId),
      width: product?.widthCm ?? DEFAULT_PACKAGE.width_cm,
      height: product?.heightCm ?? DEFAULT_PACKAGE.height_cm,
      length: product?.lengthCm ?? DEFAULT_PACKAGE.length_cm,
      weight: (product?.weightGrams ?? DEFAULT_PACKAGE.weight_grams) / 1000,
      insurance_value: line.unitCents / 100,
      quantity: line.quantity,
    };
  });
}

/**
 * The checkout with Melhor Envio's services for the buyer's CEP (`ctx.freight`), when the store
 * has an origin and a token and something ships. The session keeps the last answer for its CEP
 * and cart (QUOTE_TTL_MS; a failure for FAILED_QUOTE_TTL_MS), so steps, totals and the order read
 * the same prices without asking again. A slow or failing Melhor Envio leaves the store's own
 * options only: the buyer sees no error.
 */
export async function withFreightQuotes(
  db: Database,
  freight: Freight,
  ctx: CheckoutContext,
  session: Pick<CheckoutSession, 'id' | 'shippingQuotes'>,
  cepValue: string,
  now: Date,
): Promise<CheckoutContext> {
  if (!ctx.steps.includes('delivery')) return ctx;
  const cep = normalizeCep(cepValue);
  if (!cep) return ctx;
  const settings = await readStoreShipping(db.manager, ctx.store.id);
  if (!settings?.originCep || !settings.melhorenvioTokenSealed) return ctx;
  const key = quoteKey(settings.originCep, cep, ctx.lines);
  let stored = readStoredQuotes(session.shippingQuotes, key, now);
  if (!stored) {
    stored = { key, at: now.toISOString(), ok: false, services: [] };
    try {
      const token = freight.secrets.open(settings.melhorenvioTokenSealed);
      const services = await freight.melhorenvio.calculate(token, {
        fromCep: settings.originCep,
        toCep: cep,
        products: await quoteProducts(db, ctx),
      });
      stored = { ...stored, ok: true, services } satisfies StoredQuotes;
    } catch (error) {
      if (error instanceof MelhorEnvioUnauthorizedError) {
        freight.logger.warn({ storeId: ctx.store.id }, 'Melhor Envio recusou o token da loja');
      } else if (!(error instanceof Error && error.name === 'MelhorEnvioUnavailableError')) {
        freight.logger.warn({ err: error, storeId: ctx.store.id }, 'Melhor Envio: cotação falhou');
      }
    }
    const data = JSON.stringify(stored);
    await db.transaction((manager) =>
      manager.getRepository(CheckoutSession).update(session.id, { shippingQuotes: data }),
    );
    session.shippingQuotes = data;
  }
  return {
    ...ctx,
    freight: {
      choices: pricedChoices(stored.services, settings.marginType, settings.marginValue),
      freeFromCents: settings.freeShippingFromCents,
    },
  };
}
