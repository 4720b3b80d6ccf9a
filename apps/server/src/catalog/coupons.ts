import {
  type Coupon as CouponResponse,
  type couponPayload,
  type DiscountType,
  discountType,
} from '@pagora/contract';
import { type EntityManager, Not } from 'typeorm';
import type { z } from 'zod';
import { Coupon, type Store } from '../db/entities/index.ts';
import { findInOwnedStore } from '../identity/stores.ts';
import { ConflictError, NotFoundError, ValidationError } from '../shared/errors.ts';

export const COUPON_NOT_FOUND_MESSAGE = 'Cupom não encontrado.';
export const COUPON_CODE_TAKEN_MESSAGE = 'Já existe um cupom com este código nesta loja.';
const INVALID_DISCOUNT_MESSAGE = 'O valor do desconto é inválido ou negativo.';
/** R$ 1.000.000,00, the largest discount of a 'value' coupon (as the contract). */
export const MAX_DISCOUNT_CENTS = 100_000_000;

/** What a merchant sets on a coupon; discountValue is cents for 'value', a percentage for 'percent'. */
export interface CouponInput {
  name: string;
  code: string;
  maxUses: number;
  discountType: DiscountType;
  discountValue: number;
  startDate: Date | null;
  endDate: Date | null;
  isUniquePerCustomer: boolean;
  isAutoApply: boolean;
}

/**
 * The payload as the contract parsed it, in the service's terms: reais become cents. The contract
 * refuses amounts with fractions of a cent, so the rounding only undoes binary floating point
 * (10.5 * 100 may be 1049.9999…), never a real fraction.
 */
export function couponInputFromPayload(payload: z.output<typeof couponPayload>): CouponInput {
  return {
    name: payload.name,
    code: payload.code,
    maxUses: payload.totalUses,
    discountType: payload.discountType,
    discountValue:
      payload.discountType === 'value' ? Math.round(payload.discountValue * 100) : payload.discountValue,
    startDate: payload.startDate ? new Date(payload.startDate) : null,
    endDate: payload.endDate ? new Date(payload.endDate) : null,
    isUniquePerCustomer: payload.isUnique,
    isAutoApply: payload.isAutoApply,
  };
}

/** The key that makes codes unique per store regardless of case and surrounding spaces. */
export function couponCodeKey(code: string): string {
  return code.trim().toUpperCase();
}

/** The service does not trust its callers: the contract's rules, checked again. */
function assertCouponInput(input: CouponInput): void {
  const name = input.name.trim();
  if (name.length === 0) throw new ValidationError('Informe o nome do cupom.');
  if (name.length > 80) throw new ValidationError('O nome deve ter no máximo 80 caracteres.');
  const code = input.code.trim();
  if (code.length === 0) throw new ValidationError('Informe o código do cupom.');
  if (code.length > 40) throw new ValidationError('O código deve ter no máximo 40 caracteres.');
  if (!/^[\p{L}\p{N}_-]+$/u.test(code)) {
    throw new ValidationError('O código deve ter apenas letras, números, hífen ou sublinhado.');
  }
  if (!Number.isInteger(input.maxUses) || input.maxUses < 1) {
    throw new ValidationError('O total de usos deve ser pelo menos 1.');
  }
  if (input.maxUses > 10_000_000) throw new ValidationError('Total de usos grande demais.');
  if (!discountType.safeParse(input.discountType).success) {
    throw new ValidationError('Tipo de desconto inválido.');
  }
  if (!Number.isInteger(input.discountValue) || input.discountValue < 0) {
    throw new ValidationError(INVALID_DISCOUNT_MESSAGE);
  }
  if (input.discountType === 'percent' && (input.discountValue < 1 || input.discountValue > 100)) {
    throw new ValidationError('O percentual deve ser um número inteiro entre 1 e 100.');
  }
  if (input.discountType === 'value' && input.discountValue > MAX_DISCOUNT_CENTS) {
    throw new ValidationError('Valor de desconto grande demais.');
  }
  for (const date of [input.startDate, input.endDate]) {
    if (date && Number.isNaN(date.getTime())) throw new ValidationError('Data inválida.');
  }
  if (input.startDate && input.endDate && input.endDate < input.startDate) {
    throw new ValidationError('A data de término não pode ser anterior à data de início.');
  }
}

function columnsOf(input: CouponInput) {
  return {
    name: input.name.trim(),
    code: input.code.trim(),
    codeKey: couponCodeKey(input.code),
    maxUses: input.maxUses,
    discountType: input.discountType,
    discountValue: input.discountValue,
    startDate: input.startDate,
    endDate: input.endDate,
    isUniquePerCustomer: input.isUniquePerCustomer,
    isAutoApply: input.isAutoApply,
  };
}

/** A coupon as the API answers it. */
export function couponView(coupon: Coupon): CouponResponse {
  return {
    id: coupon.id,
    store_id: coupon.storeId,
    name: coupon.name,
    code: coupon.code,
    max_uses: coupon.maxUses,
    used_count: coupon.usedCount,
    discount_type: coupon.discountType,
    discount_value: coupon.discountValue,
    start_date: coupon.startDate?.toISOString() ?? null,
    end_date: coupon.endDate?.toISOString() ?? null,
    is_unique_per_customer: coupon.isUniquePerCustomer,
    is_auto_apply: coupon.isAutoApply,
    created_at: coupon.createdAt.toISOString(),
  };
}

/** The store's coupons, newest first. */
export function listCoupons(manager: EntityManager, storeId: number): Promise<Coupon[]> {
  return manager.getRepository(Coupon).find({ where: { storeId }, order: { id: 'DESC' } });
}

async function assertCodeFree(
  manager: EntityManager,
  storeId: number,
  code: string,
  exceptId?: number,
): Promise<void> {
  const taken = await manager.getRepository(Coupon).exists({
    where: {
      storeId,
      codeKey: couponCodeKey(code),
      ...(exceptId === undefined ? {} : { id: Not(exceptId) }),
    },
  });
  if (taken) throw new ConflictError(COUPON_CODE_TAKEN_MESSAGE);
}

/**
 * Creates a coupon in `store` (whose ownership the caller checked). A code already used in the
 * store, in any case, is a 409; a race past this check is caught by UNIQUE(store_id, code_key).
 */
export async function createCoupon(
  manager: EntityManager,
  store: Store,
  input: CouponInput,
): Promise<Coupon> {
  assertCouponInput(input);
  await assertCodeFree(manager, store.id, input.code);
  const coupons = manager.getRepository(Coupon);
  return coupons.save(coupons.create({ storeId: store.id, usedCount: 0, ...columnsOf(input) }));
}

/** The coupon when it belongs to one of the user's stores; 404 otherwise. */
export async function requireOwnedCoupon(
  manager: EntityManager,
  userId: number,
  couponId: number,
  options: { forUpdate?: boolean } = {},
): Promise<Coupon> {
  const coupon = await findInOwnedStore(manager, Coupon, userId, couponId, options);
  if (!coupon) throw new NotFoundError(COUPON_NOT_FOUND_MESSAGE);
  return coupon;
}

/** Saves the merchant's changes; the coupon stays in its store and keeps its use count. */
export async function updateCoupon(
  manager: EntityManager,
  userId: number,
  couponId: number,
  input: CouponInput,
): Promise<Coupon> {
  const coupon = await requireOwnedCoupon(manager, userId, couponId, { forUpdate: true });
  assertCouponInput(input);
  await assertCodeFree(manager, coupon.storeId, input.code, coupon.id);
  const coupons = manager.getRepository(Coupon);
  await coupons.update(coupon.id, columnsOf(input));
  return coupons.findOneByOrFail({ id: coupon.id });
}

export async function deleteCoupon(manager: EntityManager, userId: number, couponId: number): Promise<void> {
  const coupon = await requireOwnedCoupon(manager, userId, couponId);
  await manager.getRepository(Coupon).delete({ id: coupon.id });
}
