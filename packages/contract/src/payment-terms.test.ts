import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkoutSettingsSchema } from './checkout-admin.ts';
import { DEFAULT_CHECKOUT_SETTINGS, mergeCheckoutSettings } from './checkout-core.ts';
import {
  applyPaymentTerms,
  INTEREST_FREE_ABOVE_MAX_MESSAGE,
  type InstallmentOption,
  installmentOption,
  installmentOptions,
  installmentSchedule,
  MONTHLY_INTEREST_DECIMALS_MESSAGE,
  offeredInstallmentCount,
  type PaymentTerms,
  PIX_DISCOUNT_RANGE_MESSAGE,
  parsePercent,
  paymentTermsErrors,
  pixDiscountCents,
  priceInstallmentCents,
  pricePayment,
  type TotalsBeforeTerms,
  totalsBeforeTerms,
} from './payment-terms.ts';

const terms = (overrides: Partial<PaymentTerms> = {}): PaymentTerms => ({
  max_installments: 12,
  interest_free_installments: 1,
  monthly_interest_percent: 0,
  min_installment_cents: 0,
  pix_discount_percent: 0,
  ...overrides,
});

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Any valid store policy: counts 1..12, rates and PIX discounts with up to two decimals. */
const arbitraryTerms = fc
  .record({
    max: fc.integer({ min: 1, max: 12 }),
    free: fc.integer({ min: 1, max: 12 }),
    rate: fc.integer({ min: 0, max: 2000 }),
    minimum: fc.integer({ min: 0, max: 100_000 }),
    pix: fc.integer({ min: 0, max: 5000 }),
  })
  .map(
    ({ max, free, rate, minimum, pix }): PaymentTerms => ({
      max_installments: max,
      interest_free_installments: Math.min(free, max),
      monthly_interest_percent: rate / 100,
      min_installment_cents: minimum,
      pix_discount_percent: pix / 100,
    }),
  );
/** Up to R$ 1 million, in cents. */
const arbitraryAmount = fc.integer({ min: 0, max: 100_000_000 });

describe('installments without interest', () => {
  it('shows the first installment, which carries the leftover cents, and totals exactly the amount', () => {
    const [one, , three] = installmentOptions(
      10_000,
      terms({ max_installments: 3, interest_free_installments: 3 }),
    );
    expect(one).toEqual({
      count: 1,
      installment_cents: 10_000,
      total_cents: 10_000,
      interest_cents: 0,
      interest_free: true,
    });
    expect(three).toEqual({
      count: 3,
      installment_cents: 3334,
      total_cents: 10_000,
      interest_cents: 0,
      interest_free: true,
    });
    expect(installmentSchedule(three!)).toEqual([3334, 3333, 3333]);
    // R$ 116,80 in 12x: four installments of 9,74 and eight of 9,73.
    const twelve = installmentOption(11_680, terms(), 12)!;
    expect(twelve.installment_cents).toBe(974);
    expect(installmentSchedule(twelve)).toEqual([974, 974, 974, 974, 973, 973, 973, 973, 973, 973, 973, 973]);
  });

  it('property: every interest-free option totals exactly the amount, its installments differ by at most a cent', () => {
    fc.assert(
      fc.property(arbitraryAmount, arbitraryTerms, (amount, policy) => {
        for (const option of installmentOptions(amount, policy)) {
          if (!option.interest_free) continue;
          const schedule = installmentSchedule(option);
          expect(option.total_cents).toBe(amount);
          expect(option.interest_cents).toBe(0);
          expect(sum(schedule)).toBe(amount);
          expect(schedule[0]).toBe(option.installment_cents);
          expect(Math.max(...schedule) - Math.min(...schedule)).toBeLessThanOrEqual(1);
        }
      }),
    );
  });
});

describe('installments with interest (Price table)', () => {
  it('rounds each installment half-up to the cent and charges installment × n', () => {
    // R$ 100,00 at 3,30 % a.m.: 12x de R$ 10,23 (total R$ 122,76).
    expect(installmentOption(10_000, terms({ monthly_interest_percent: 3.3 }), 12)).toEqual({
      count: 12,
      installment_cents: 1023,
      total_cents: 12_276,
      interest_cents: 2276,
      interest_free: false,
    });
    // 2,99 % a.m.: 100 × 0,0299 / (1 − 1,0299^−12) = 10,0403… → 10,04.
    expect(priceInstallmentCents(10_000, 299, 12)).toBe(1004);
    // Half-up: 1000 × 0,01 / (1 − 1,01^−2) = 5,0751 → 5,08; 1 cent at 50 % in 1x… is just 1x.
    expect(priceInstallmentCents(1000, 100, 2)).toBe(508);
    expect(priceInstallmentCents(0, 299, 12)).toBe(0);
  });

  it('keeps the interest-free count without interest and the rest with it', () => {
    const options = installmentOptions(
      10_000,
      terms({ interest_free_installments: 3, monthly_interest_percent: 2.99 }),
    );
    expect(options.map((option) => option.interest_free)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(options[2]).toMatchObject({ installment_cents: 3334, total_cents: 10_000 });
    expect(options[3]).toMatchObject({ count: 4, total_cents: options[3]!.installment_cents * 4 });
  });

  it('never lets rounding make the total smaller than the amount', () => {
    // 0,01 % a.m. on R$ 10,01 in 10x: the Price installment rounds to 1,00 (total 10,00); it is raised to 1,01.
    const option = installmentOption(1001, terms({ monthly_interest_percent: 0.01 }), 10)!;
    expect(option).toMatchObject({ installment_cents: 101, total_cents: 1010, interest_cents: 9 });
  });

  it('property: the installment × n is the total with interest, exactly, and never below the amount', () => {
    fc.assert(
      fc.property(arbitraryAmount, arbitraryTerms, (amount, policy) => {
        for (const option of installmentOptions(amount, policy)) {
          const schedule = installmentSchedule(option);
          expect(sum(schedule)).toBe(option.total_cents);
          expect(option.total_cents - amount).toBe(option.interest_cents);
          expect(option.interest_cents).toBeGreaterThanOrEqual(0);
          if (!option.interest_free) {
            expect(option.total_cents).toBe(option.installment_cents * option.count);
            const exact =
              (amount * (policy.monthly_interest_percent / 100)) /
              (1 - (1 + policy.monthly_interest_percent / 100) ** -option.count);
            // The exact fraction, rounded half-up (or raised to ⌈P/n⌉): within a cent of the float formula.
            expect(option.installment_cents).toBeGreaterThanOrEqual(Math.floor(exact - 0.5 - 1e-6));
            expect(option.installment_cents).toBeLessThanOrEqual(
              Math.max(Math.ceil(exact + 0.5), Math.ceil(amount / option.count)),
            );
          }
        }
      }),
    );
  });
});

describe('the minimum installment', () => {
  it('leaves out the options whose installments would fall below it, but never 1x', () => {
    // R$ 30,00 with R$ 5,00 minimum: up to 6x.
    expect(
      installmentOptions(3000, terms({ min_installment_cents: 500 })).map((option) => option.count),
    ).toEqual([1, 2, 3, 4, 5, 6]);
    expect(
      installmentOptions(300, terms({ min_installment_cents: 500 })).map((option) => option.count),
    ).toEqual([1]);
    expect(installmentOptions(0, terms()).map((option) => option.count)).toEqual([1]);
  });

  it('property: no installment of any offered option is below the minimum (1x aside), nor above the maximum count', () => {
    fc.assert(
      fc.property(arbitraryAmount, arbitraryTerms, (amount, policy) => {
        const options = installmentOptions(amount, policy);
        expect(options[0]?.count).toBe(1);
        for (const option of options) {
          expect(option.count).toBeLessThanOrEqual(policy.max_installments);
          if (option.count === 1) continue;
          for (const installment of installmentSchedule(option)) {
            expect(installment).toBeGreaterThanOrEqual(Math.max(1, policy.min_installment_cents));
          }
        }
      }),
    );
  });

  it('brings a count no longer offered down to the largest offered below it', () => {
    const options = installmentOptions(3000, terms({ min_installment_cents: 500 }));
    expect(offeredInstallmentCount(options, 12)).toBe(6);
    expect(offeredInstallmentCount(options, 4)).toBe(4);
    expect(offeredInstallmentCount(options, 0)).toBe(1);
  });
});

describe('the PIX discount', () => {
  const before: TotalsBeforeTerms = {
    subtotal_cents: 10_000,
    bump_cents: 1990,
    discount_cents: 1199,
    shipping_cents: 2500,
  };

  it('takes the percentage of products + bump after the coupon, half-up, and never of shipping', () => {
    // 5 % of (100,00 + 19,90 − 11,99) = 5 % of 107,91 = 5,3955 → 5,40.
    const totals = applyPaymentTerms(
      before,
      { method: 'pix', installments: 1 },
      terms({ pix_discount_percent: 5 }),
    );
    expect(totals).toEqual({
      subtotal_cents: 10_000,
      bump_cents: 1990,
      discount_cents: 1199 + 540,
      pix_discount_cents: 540,
      shipping_cents: 2500,
      interest_cents: 0,
      total_cents: 10_791 - 540 + 2500,
      installments: null,
    });
    expect(totalsBeforeTerms(totals)).toEqual(before);
    // Not by card or boleto.
    for (const method of ['card', 'boleto'] as const) {
      expect(
        applyPaymentTerms(before, { method, installments: 1 }, terms({ pix_discount_percent: 5 }))
          .pix_discount_cents,
      ).toBe(0);
    }
    expect(pixDiscountCents(999, 2.5)).toBe(25); // 24,975 → 25
    expect(pixDiscountCents(10_000, 0)).toBe(0);
  });

  it('property: never makes a total negative and never touches shipping', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 20_000_000 }),
        fc.option(fc.integer({ min: 0, max: 1_000_000 })),
        arbitraryTerms,
        (subtotal, bump, coupon, shipping, policy) => {
          const base: TotalsBeforeTerms = {
            subtotal_cents: subtotal,
            bump_cents: bump,
            // A coupon never takes more than products + bump (couponDiscountCents caps it).
            discount_cents: Math.min(coupon, subtotal + bump),
            shipping_cents: shipping,
          };
          const totals = applyPaymentTerms(base, { method: 'pix', installments: 1 }, policy);
          const goods = subtotal + bump - base.discount_cents;
          expect(totals.total_cents).toBeGreaterThanOrEqual(shipping ?? 0);
          expect(totals.pix_discount_cents).toBeLessThanOrEqual(goods);
          expect(totals.pix_discount_cents).toBeGreaterThanOrEqual(0);
          expect(totals.shipping_cents).toBe(shipping);
          expect(totals.total_cents).toBe(goods - totals.pix_discount_cents + (shipping ?? 0));
          expect(totals.total_cents).toBe(
            totals.subtotal_cents +
              totals.bump_cents -
              totals.discount_cents +
              (totals.shipping_cents ?? 0) +
              totals.interest_cents,
          );
        },
      ),
    );
  });
});

describe('pricing the payment step', () => {
  it('charges the card plan with interest on everything, shipping included', () => {
    const before: TotalsBeforeTerms = {
      subtotal_cents: 7500,
      bump_cents: 0,
      discount_cents: 0,
      shipping_cents: 2500,
    };
    const priced = pricePayment(
      before,
      { method: 'card', installments: 12 },
      terms({ monthly_interest_percent: 3.3 }),
    );
    expect(priced.installments).toBe(12);
    expect(priced.totals).toMatchObject({
      interest_cents: 2276,
      total_cents: 12_276,
      installments: { count: 12, installment_cents: 1023 },
    });
    expect(priced.pix_discount).toBeNull();
    const option: InstallmentOption | undefined = priced.installment_options.at(-1);
    expect(option?.total_cents).toBe(12_276);
  });

  it('gives the PIX price beside the card plans when the store gives a PIX discount', () => {
    const before: TotalsBeforeTerms = {
      subtotal_cents: 10_000,
      bump_cents: 0,
      discount_cents: 0,
      shipping_cents: null,
    };
    const priced = pricePayment(
      before,
      { method: 'card', installments: 1 },
      terms({ pix_discount_percent: 5 }),
    );
    expect(priced.pix_discount).toEqual({ percent: 5, total_cents: 9500 });
    expect(priced.totals.total_cents).toBe(10_000);
  });

  it('prices a card count that is not offered as 1x, with no plan, so placement can refuse it', () => {
    const before: TotalsBeforeTerms = {
      subtotal_cents: 3000,
      bump_cents: 0,
      discount_cents: 0,
      shipping_cents: null,
    };
    const totals = applyPaymentTerms(
      before,
      { method: 'card', installments: 12 },
      terms({ min_installment_cents: 500 }),
    );
    expect(totals).toMatchObject({ total_cents: 3000, installments: null, interest_cents: 0 });
  });
});

describe('the settings', () => {
  it('checks ranges, decimals and the interest-free count against the maximum', () => {
    expect(paymentTermsErrors(terms())).toEqual({});
    expect(paymentTermsErrors(terms({ max_installments: 6, interest_free_installments: 7 }))).toEqual({
      interest_free_installments: INTEREST_FREE_ABOVE_MAX_MESSAGE,
    });
    expect(paymentTermsErrors(terms({ monthly_interest_percent: 2.999 }))).toEqual({
      monthly_interest_percent: MONTHLY_INTEREST_DECIMALS_MESSAGE,
    });
    expect(paymentTermsErrors(terms({ pix_discount_percent: 50.01 }))).toEqual({
      pix_discount_percent: PIX_DISCOUNT_RANGE_MESSAGE,
    });
    expect(
      Object.keys(paymentTermsErrors(terms({ min_installment_cents: 1.5, monthly_interest_percent: -1 }))),
    ).toEqual(['monthly_interest_percent', 'min_installment_cents']);
  });

  it('refuses out-of-range terms in the settings schema, beside their fields', () => {
    const result = checkoutSettingsSchema.safeParse(
      mergeCheckoutSettings(DEFAULT_CHECKOUT_SETTINGS, {
        options: { max_installments: 6, interest_free_installments: 7, pix_discount_percent: 60 },
      }),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['options.interest_free_installments', INTEREST_FREE_ABOVE_MAX_MESSAGE],
      ['options.pix_discount_percent', PIX_DISCOUNT_RANGE_MESSAGE],
    ]);
    expect(checkoutSettingsSchema.safeParse(DEFAULT_CHECKOUT_SETTINGS).success).toBe(true);
  });

  it('reads percentages as people type them', () => {
    expect(parsePercent('2,99')).toBe(2.99);
    expect(parsePercent('2.99')).toBe(2.99);
    expect(parsePercent(' 5 % ')).toBe(5);
    expect(parsePercent('')).toBeNull();
    expect(parsePercent('-1')).toBeNull();
    expect(parsePercent('1e2')).toBeNull();
  });
});
