import {
  CHECKLIST_KEYS,
  CHECKLIST_LABELS,
  type ChecklistItem,
  type ChecklistKey,
  type ChecklistResponse,
} from '@pagora/contract';
import type { EntityManager } from 'typeorm';
import { CheckoutSettingsRecord, Domain, ShippingOption } from '../db/entities/index.ts';
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
    pending:
      'Os gateways de pagamento ainda não estão disponíveis no Pagora: por enquanto o checkout funciona em modo de teste.',
  },
  origin: {
    done: 'Origem dos envios configurada.',
    pending: 'A origem dos envios (CEP de origem) ainda não pode ser configurada no Pagora.',
  },
  payment: {
    done: 'Métodos de pagamento do checkout configurados.',
    pending: 'Escolha os métodos de pagamento e informe a chave PIX nas configurações do Checkout.',
  },
};

/** Items Pagora offers no way to complete yet. */
const UNAVAILABLE: ReadonlySet<ChecklistKey> = new Set(['gateway', 'origin']);

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
  const [domain, shipping, settings] = await Promise.all([
    manager.getRepository(Domain).exists({ where: { storeId, status: 'verified' } }),
    manager.getRepository(ShippingOption).exists({ where: { storeId } }),
    manager.getRepository(CheckoutSettingsRecord).findOne({ where: { storeId } }),
  ]);
  const done: Record<ChecklistKey, boolean> = {
    domain,
    shipping,
    // No real gateway and no shipping origin exist in Pagora yet (see the contract).
    gateway: false,
    origin: false,
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
