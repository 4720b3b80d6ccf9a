import {
  CHECKLIST_KEYS,
  CHECKLIST_LABELS,
  type ChecklistItem,
  type ChecklistKey,
  type ChecklistResponse,
} from '@pagora/contract';
import { type EntityManager, IsNull, Not } from 'typeorm';
import {
  CheckoutSettingsRecord,
  Domain,
  ShippingOption,
  StoreGateway,
  StoreShipping,
} from '../db/entities/index.ts';
import { readCheckoutSettings } from './settings.ts';

/** What each item needs, in the merchant's words (the definitions are in the contract's checklist). */
const HINTS: Record<ChecklistKey, { done: string; pending: string }> = {
  domain: {
    done: 'Seu checkout responde no seu domínio.',
    pending: 'Adicione um domínio e clique em Verificar em Configurações › Domínios.',
  },
  shipping: {
    done: 'Seus produtos físicos já têm opções de frete.',
    pending: 'Cadastre uma opção em Frete.',
  },
  gateway: {
    done: 'Gateway de pagamento configurado.',
    pending: 'Ative o Mercado Pago ou o Pagar.me em Gateways: até lá o checkout funciona em modo de teste.',
  },
  origin: {
    done: 'Origem dos envios configurada.',
    pending: 'Informe o CEP de origem dos envios em Frete.',
  },
  payment: {
    done: 'Métodos de pagamento do checkout configurados.',
    pending: 'Escolha os métodos de pagamento e informe a chave PIX nas configurações do Checkout.',
  },
};

/** Items Pagora offers no way to complete yet. */
const UNAVAILABLE: ReadonlySet<ChecklistKey> = new Set([]);

/**
 * The payment configuration is done once the merchant saved the checkout's settings and every
 * method chosen there can be offered: PIX needs its key (without it the checkout hides PIX).
 */
function paymentConfigured(row: CheckoutSettingsRecord | null): boolean {
  if (!row) return false;
  const { options } = readCheckoutSettings(row.settingsJson);
  if (options.payment_methods.length === 0) return false;
  return !options.payment_methods.includes('pix') || options.pix_key.trim() !== '';
}

/** The store's setup checklist, every item read from the store's data. */
export async function storeChecklist(manager: EntityManager, storeId: number): Promise<ChecklistResponse> {
  const [domain, shipping, gateway, settings, origin] = await Promise.all([
    manager.getRepository(Domain).exists({ where: { storeId, status: 'verified' } }),
    manager.getRepository(ShippingOption).exists({ where: { storeId } }),
    manager.getRepository(StoreGateway).exists({ where: { storeId, status: 'active' } }),
    manager.getRepository(CheckoutSettingsRecord).findOne({ where: { storeId } }),
    manager.getRepository(StoreShipping).exists({ where: { storeId, originCep: Not(IsNull()) } }),
  ]);
  const done: Record<ChecklistKey, boolean> = {
    domain,
    shipping,
    gateway,
    origin,
    payment: paymentConfigured(settings),
  };
  const items: ChecklistItem[] = CHECKLIST_KEYS.map((key) => ({
    key,
    label: CHECKLIST_LABELS[key],
    done: done[key],
    hint: done[key] ? HINTS[key].done : HINTS[key].pending,
    available: !UNAVAILABLE.has(key),
  }));
  const count = items.filter((item) => item.done).length;
  return { items, done: count, total: items.length, percent: Math.round((count / items.length) * 100) };
}
