import { applyCheckoutTemplate, DEFAULT_CHECKOUT_SETTINGS } from '@pagora/contract';
import type { EntityManager } from 'typeorm';
import { createCoupon } from '../catalog/coupons.ts';
import { createOffer } from '../catalog/offers.ts';
import { createProduct } from '../catalog/products.ts';
import { createShippingOption } from '../catalog/shipping.ts';
import { createSocialProof } from '../catalog/social-proofs.ts';
import { saveCheckoutSettings } from '../checkout/settings.ts';
import type { Config } from '../config.ts';
import { hashPassword } from '../shared/crypto.ts';
import type { Database } from './data-source.ts';
import { Store, User } from './entities/index.ts';

export const DEMO_LOGIN = { email: 'demo@pagora.com.br', password: 'pagora-demo' } as const;

type DemoConfig = Pick<Config, 'nodeEnv' | 'seedDemo'>;

/**
 * The demo merchant's password is public (README): in production it would be an open door, so there
 * it is created only when asked for with SEED_DEMO=true.
 */
export function wantsDemo(config: DemoConfig): boolean {
  return config.nodeEnv !== 'production' || config.seedDemo;
}

/**
 * The demo login for the start-up log, outside production only: production logs never carry a
 * password, not even a public one.
 */
export function demoLoginHint(config: Pick<Config, 'nodeEnv'>): string | null {
  return config.nodeEnv === 'production'
    ? null
    : `login de demonstração: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`;
}

/**
 * The demo store sells for real in test mode: two products, free and paid shipping, a coupon, an
 * order bump, testimonials, and a PIX key, so a first `npm start` shows a working
 * checkout (test cards in the page's 'Modo de teste' notice).
 */
async function seedDemoCatalog(manager: EntityManager, store: Store): Promise<void> {
  const product = (
    name: string,
    description: string,
    priceCents: number,
    productType: 'physical' | 'digital',
  ) =>
    createProduct(
      manager,
      store,
      { name, description, priceCents, productType, status: 'active' },
      undefined,
    );
  const { product: shirt } = await product(
    'Camiseta Básica Algodão',
    'Camiseta 100% algodão, modelagem reta, produzida no Brasil.',
    7990,
    'physical',
  );
  const { product: socks } = await product(
    'Kit 3 Pares de Meias',
    'Meias de algodão penteado, tamanho único.',
    3990,
    'physical',
  );
  await product('Curso Online de Estampas', 'Aulas gravadas com acesso por um ano.', 19700, 'digital');
  await createShippingOption(manager, store, { name: 'Frete grátis', priceCents: 0, minDays: 5, maxDays: 9 });
  await createShippingOption(manager, store, { name: 'Expresso', priceCents: 1990, minDays: 1, maxDays: 3 });
  await createCoupon(manager, store, {
    name: 'Boas-vindas',
    code: 'BEMVINDO10',
    maxUses: 1000,
    discountType: 'percent',
    discountValue: 10,
    startDate: null,
    endDate: null,
    isUniquePerCustomer: true,
    isAutoApply: false,
  });
  await createOffer(manager, store, 'bump', {
    productId: socks.id,
    offerPriceCents: 2490,
    headline: 'Leve também o kit de meias por R$ 24,90',
    description: 'Só nesta compra: os três pares de meias por R$ 24,90.',
    triggerProductIds: [shirt.id],
    isActive: true,
  });
  for (const [name, text] of [
    ['Ana Souza', 'Chegou antes do prazo e o tecido é ótimo. Já comprei mais duas!'],
    ['Carlos Lima', 'Pagamento por PIX aprovado na hora. Recomendo a loja.'],
  ] as const) {
    await createSocialProof(manager, store, { name, text, isActive: true, removePhoto: false }, undefined);
  }
  const settings = applyCheckoutTemplate(DEFAULT_CHECKOUT_SETTINGS, 'model-01');
  await saveCheckoutSettings(manager, store.id, {
    ...settings,
    scarcity: { ...settings.scarcity, minutes: 15 },
    options: {
      ...settings.options,
      pix_key: 'pix@pagora.com.br',
      pix_merchant_name: 'Loja Demo',
      pix_city: 'Sao Paulo',
    },
    footer: { ...settings.footer, support_email: 'atendimento@pagora.com.br' },
  });
}

/**
 * On first run (no users at all) and when wanted (see `wantsDemo`), creates the demo merchant, its
 * store and the store's catalog and checkout configuration. Returns true when it seeded.
 */
export async function seedDemo(db: Database, config: DemoConfig): Promise<boolean> {
  if (!wantsDemo(config)) return false;
  if ((await db.manager.getRepository(User).count()) > 0) return false;
  const passwordHash = await hashPassword(DEMO_LOGIN.password);
  return db.transaction(async (manager) => {
    const users = manager.getRepository(User);
    if ((await users.count()) > 0) return false;
    const user = await users.save(
      users.create({
        fullName: 'Maria Demo',
        email: DEMO_LOGIN.email,
        phone: '(11) 98765-4321',
        documento: '52998224725',
        passwordHash,
        avatarUploadId: null,
      }),
    );
    const stores = manager.getRepository(Store);
    const store = await stores.save(stores.create({ userId: user.id, name: 'Loja Demo' }));
    await seedDemoCatalog(manager, store);
    return true;
  });
}
