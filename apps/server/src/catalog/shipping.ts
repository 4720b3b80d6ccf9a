import { isCents, type ShippingOption as ShippingOptionResponse } from '@pagora/contract';
import type { EntityManager } from 'typeorm';
import { ShippingOption, type Store } from '../db/entities/index.ts';
import { findInOwnedStore } from '../identity/stores.ts';
import { NotFoundError, ValidationError } from '../shared/errors.ts';

export const SHIPPING_NOT_FOUND_MESSAGE = 'Frete não encontrado.';
/** R$ 1.000.000,00: above this a shipping price is a typing mistake. */
export const MAX_SHIPPING_PRICE_CENTS = 100_000_000;
const MAX_DAYS = 365;

/** What a merchant sets on a shipping option; price in cents (0 is free shipping). */
export interface ShippingInput {
  name: string;
  priceCents: number;
  minDays: number;
  maxDays: number;
}

/** The service does not trust its callers: the contract's rules, checked again. */
function assertShippingInput(input: ShippingInput): void {
  const name = input.name.trim();
  if (name.length === 0) throw new ValidationError('Informe o nome do frete.');
  if (name.length > 80) throw new ValidationError('O nome deve ter no máximo 80 caracteres.');
  if (!isCents(input.priceCents)) {
    throw new ValidationError('O preço do frete deve ser um número não negativo (0 para grátis).');
  }
  if (input.priceCents > MAX_SHIPPING_PRICE_CENTS) throw new ValidationError('Preço do frete grande demais.');
  for (const [label, days] of [
    ['O prazo mínimo', input.minDays],
    ['O prazo máximo', input.maxDays],
  ] as const) {
    if (!Number.isInteger(days)) throw new ValidationError(`${label} deve ser um número inteiro de dias.`);
    if (days < 0) throw new ValidationError(`${label} não pode ser negativo.`);
    if (days > MAX_DAYS) throw new ValidationError(`${label} deve ser de no máximo ${MAX_DAYS} dias.`);
  }
  if (input.minDays > input.maxDays) {
    throw new ValidationError('O prazo mínimo não pode ser maior que o prazo máximo.');
  }
}

function columnsOf(input: ShippingInput) {
  return {
    name: input.name.trim(),
    priceCents: input.priceCents,
    minDays: input.minDays,
    maxDays: input.maxDays,
  };
}

export function shippingOptionView(option: ShippingOption): ShippingOptionResponse {
  return {
    id: option.id,
    store_id: option.storeId,
    name: option.name,
    price_cents: option.priceCents,
    min_days: option.minDays,
    max_days: option.maxDays,
    created_at: option.createdAt.toISOString(),
  };
}

/** The store's shipping options, newest first. */
export function listShippingOptions(manager: EntityManager, storeId: number): Promise<ShippingOption[]> {
  return manager.getRepository(ShippingOption).find({ where: { storeId }, order: { id: 'DESC' } });
}

/** Creates a shipping option in `store` (whose ownership the caller checked). */
export function createShippingOption(
  manager: EntityManager,
  store: Store,
  input: ShippingInput,
): Promise<ShippingOption> {
  assertShippingInput(input);
  const options = manager.getRepository(ShippingOption);
  return options.save(options.create({ storeId: store.id, ...columnsOf(input) }));
}

/** The shipping option when it belongs to one of the user's stores; 404 otherwise. */
export async function requireOwnedShippingOption(
  manager: EntityManager,
  userId: number,
  optionId: number,
  options: { forUpdate?: boolean } = {},
): Promise<ShippingOption> {
  const option = await findInOwnedStore(manager, ShippingOption, userId, optionId, options);
  if (!option) throw new NotFoundError(SHIPPING_NOT_FOUND_MESSAGE);
  return option;
}

/** Saves the merchant's changes; the option stays in its store. */
export async function updateShippingOption(
  manager: EntityManager,
  userId: number,
  optionId: number,
  input: ShippingInput,
): Promise<ShippingOption> {
  const option = await requireOwnedShippingOption(manager, userId, optionId, { forUpdate: true });
  assertShippingInput(input);
  const repo = manager.getRepository(ShippingOption);
  await repo.update(option.id, columnsOf(input));
  return repo.findOneByOrFail({ id: option.id });
}

export async function deleteShippingOption(
  manager: EntityManager,
  userId: number,
  optionId: number,
): Promise<void> {
  const option = await requireOwnedShippingOption(manager, userId, optionId);
  await manager.getRepository(ShippingOption).delete({ id: option.id });
}
