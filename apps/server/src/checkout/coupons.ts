import { type CheckoutFieldValues, type CheckoutSettings, isValidCpf, normalizeCpf } from '@pagora/contract';
import { type EntityManager, In } from 'typeorm';
import { couponCodeKey } from '../catalog/coupons.ts';
import { Coupon, CouponRedemption } from '../db/entities/index.ts';
import { selectRows } from '../db/statements.ts';
import { isUniqueViolation } from '../shared/errors.ts';
import { couponDiscountCents } from './pricing.ts';

/** What the buyer reads about a coupon, one text per reason it cannot be used. */
export const COUPON_MESSAGES = {
  invalid: 'Cupom inválido.',
  notYetValid: 'Este cupom ainda não está válido.',
  expired: 'Este cupom expirou.',
  exhausted: 'Este cupom atingiu o limite de usos.',
  alreadyUsed: 'Você já usou este cupom.',
  applied: 'Cupom aplicado!',
} as const;

/** A coupon could not be used; `message` is one of COUPON_MESSAGES. */
export class CouponRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CouponRefusedError';
  }
}

/** Who is buying, as far as the form tells (either may still be empty or invalid). */
export interface CouponBuyer {
  cpf: string;
  email: string;
}

/** The buyer's CPF (when the store asks for it) and e-mail, as the coupon rules see them. */
export function couponBuyer(
  settings: CheckoutSettings,
  values: Pick<CheckoutFieldValues, 'cpf' | 'email'>,
): CouponBuyer {
  return { cpf: settings.options.cpf === 'disable' ? '' : values.cpf, email: values.email };
}

/**
 * The keys under which a 'unique per customer' coupon remembers a buyer: the CPF (digits) and the
 * e-mail (lower-cased), each only when valid. Either one matching an earlier use refuses the coupon,
 * so a new e-mail with the same CPF (or the reverse) does not get the discount twice.
 */
export function customerKeys(buyer: CouponBuyer): string[] {
  const keys: string[] = [];
  if (isValidCpf(buyer.cpf)) keys.push(`cpf:${normalizeCpf(buyer.cpf)}`);
  const email = buyer.email.trim().toLowerCase();
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) keys.push(`email:${email}`);
  return keys;
}

/**
 * Why the coupon cannot be used now (dates, then uses), or null. Stored timestamps compare
 * directly: the merchant's end date is the instant it stops.
 */
export function couponProblem(coupon: Coupon, now: Date): string | null {
  if (coupon.startDate && now < coupon.startDate) return COUPON_MESSAGES.notYetValid;
  if (coupon.endDate && now > coupon.endDate) return COUPON_MESSAGES.expired;
  if (coupon.usedCount >= coupon.maxUses) return COUPON_MESSAGES.exhausted;
  return null;
}

/** Coupons of `couponIds` that one of `keys` already redeemed. */
async function redeemedCouponIds(
  manager: EntityManager,
  couponIds: number[],
  keys: string[],
): Promise<Set<number>> {
  if (couponIds.length === 0 || keys.length === 0) return new Set();
  const rows = await manager.getRepository(CouponRedemption).find({
    select: { couponId: true },
    where: { couponId: In(couponIds), customerKey: In(keys) },
  });
  return new Set(rows.map((row) => row.couponId));
}

export type CouponEvaluation = { ok: true; coupon: Coupon } | { ok: false; message: string };

/** Whether `coupon` may be used by `buyer` now: every rule except the atomic ones of `redeemCoupon`. */
export async function checkCoupon(
  manager: EntityManager,
  coupon: Coupon,
  buyer: CouponBuyer,
  now: Date,
): Promise<CouponEvaluation> {
  const problem = couponProblem(coupon, now);
  if (problem) return { ok: false, message: problem };
  if (coupon.isUniquePerCustomer) {
    const used = await redeemedCouponIds(manager, [coupon.id], customerKeys(buyer));
    if (used.has(coupon.id)) return { ok: false, message: COUPON_MESSAGES.alreadyUsed };
  }
  return { ok: true, coupon };
}

/** The coupon a buyer typed, checked; codes are case-insensitive like in the admin. */
export async function evaluateCouponCode(
  manager: EntityManager,
  storeId: number,
  code: string,
  buyer: CouponBuyer,
  now: Date,
): Promise<CouponEvaluation> {
  const trimmed = code.trim();
  if (!trimmed || trimmed.length > 40) return { ok: false, message: COUPON_MESSAGES.invalid };
  const coupon = await manager
    .getRepository(Coupon)
    .findOne({ where: { storeId, codeKey: couponCodeKey(trimmed) } });
  if (!coupon) return { ok: false, message: COUPON_MESSAGES.invalid };
  return checkCoupon(manager, coupon, buyer, now);
}

/**
 * The auto-apply coupon that saves the buyer the most on `baseCents` (the lowest id on a tie),
 * among those usable now by this buyer; null when none is.
 */
/** The store's automatic coupons, oldest first. */
export function storeAutoCoupons(manager: EntityManager, storeId: number): Promise<Coupon[]> {
  return selectRows(manager, Coupon, { storeId, isAutoApply: true }, { orderBy: [['id', 'ASC']] });
}

export async function bestAutoCoupon(
  manager: EntityManager,
  storeId: number,
  buyer: CouponBuyer,
  baseCents: number,
  now: Date,
  /** The store's automatic coupons when the caller already has them (page views' config cache). */
  autoCoupons?: Coupon[],
): Promise<Coupon | null> {
  const candidates = (autoCoupons ?? (await storeAutoCoupons(manager, storeId))).filter(
    (coupon) => couponProblem(coupon, now) === null,
  );
  if (candidates.length === 0) return null;
  const used = await redeemedCouponIds(
    manager,
    candidates.filter((coupon) => coupon.isUniquePerCustomer).map((coupon) => coupon.id),
    customerKeys(buyer),
  );
  let best: Coupon | null = null;
  let bestDiscount = -1;
  for (const coupon of candidates) {
    if (used.has(coupon.id)) continue;
    const discount = couponDiscountCents(coupon, baseCents);
    if (discount > bestDiscount) {
      best = coupon;
      bestDiscount = discount;
    }
  }
  return best;
}

/**
 * Uses the coupon for `orderId`, inside the order's transaction. The use count is taken by one
 * conditional UPDATE (two buyers racing for the last use: one gets it, the other 0 rows), and a
 * 'unique per customer' coupon records the buyer's keys under UNIQUE(coupon_id, customer_key).
 * Either failure throws CouponRefusedError, which rolls the whole order back.
 */
export async function redeemCoupon(
  manager: EntityManager,
  coupon: Coupon,
  orderId: number,
  buyer: CouponBuyer,
): Promise<void> {
  const taken = await manager
    .createQueryBuilder()
    .update(Coupon)
    .set({ usedCount: () => 'used_count + 1' })
    .where('id = :id AND used_count < max_uses', { id: coupon.id })
    .execute();
  if (!taken.affected) throw new CouponRefusedError(COUPON_MESSAGES.exhausted);
  if (!coupon.isUniquePerCustomer) return;
  const redemptions = manager.getRepository(CouponRedemption);
  try {
    await redemptions.insert(
      customerKeys(buyer).map((customerKey) => ({ couponId: coupon.id, orderId, customerKey })),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new CouponRefusedError(COUPON_MESSAGES.alreadyUsed);
    throw error;
  }
}

/** Gives back the use an order took (its coupon changed before a retried payment). */
export async function releaseCoupon(
  manager: EntityManager,
  couponId: number,
  orderId: number,
): Promise<void> {
  await manager
    .createQueryBuilder()
    .update(Coupon)
    .set({ usedCount: () => 'used_count - 1' })
    .where('id = :id AND used_count > 0', { id: couponId })
    .execute();
  await manager.getRepository(CouponRedemption).delete({ couponId, orderId });
}
