import { z } from 'zod';
import { storeId } from './catalog-fields.ts';
import { integerField, reaisField } from './number-fields.ts';
import { plainText } from './text.ts';

export const discountType = z.enum(['value', 'percent'], { error: 'Tipo de desconto inválido.' });
export type DiscountType = z.infer<typeof discountType>;

const optionalDate = (label: string) =>
  z
    .string({ error: `${label} inválida.` })
    .nullable()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null || value === '') return null;
      const time = Date.parse(value);
      if (Number.isNaN(time)) {
        ctx.addIssue({ code: 'custom', message: `${label} inválida.` });
        return z.NEVER;
      }
      return new Date(time).toISOString();
    });

/**
 * POST /api/coupons and PUT /api/coupons/:id. discountValue is reais (e.g. 10.5 = R$ 10,50) for
 * 'value' coupons and a whole percentage (1–100) for 'percent' ones: a JSON number with at most two
 * decimals, or text in the money formats of `parseReais` ("10,50", "10.50"). totalUses is a whole
 * number (JSON number or decimal digits). The code is kept as typed (trimmed) and is unique per
 * store regardless of case.
 */
export const couponPayload = z
  .object({
    store_id: storeId,
    name: z
      .string({ error: 'Informe o nome do cupom.' })
      .trim()
      .min(1, 'Informe o nome do cupom.')
      .max(80, 'O nome deve ter no máximo 80 caracteres.')
      .check(plainText),
    totalUses: integerField({
      missing: 'Informe o total de usos.',
      invalid: 'O total de usos deve ser um número inteiro.',
    }).pipe(
      z
        .number()
        .min(1, 'O total de usos deve ser pelo menos 1.')
        .max(10_000_000, 'Total de usos grande demais.'),
    ),
    startDate: optionalDate('Data de início'),
    endDate: optionalDate('Data de término'),
    code: z
      .string({ error: 'Informe o código do cupom.' })
      .trim()
      .min(1, 'Informe o código do cupom.')
      .max(40, 'O código deve ter no máximo 40 caracteres.')
      .check(plainText)
      .regex(/^[\p{L}\p{N}_-]+$/u, 'O código deve ter apenas letras, números, hífen ou sublinhado.'),
    discountType,
    // Read as an amount (at most two decimals, never rounded), handed on as the number it is:
    // reais for 'value', a percentage for 'percent' (checked below).
    discountValue: reaisField({
      missing: 'O valor do desconto é inválido ou negativo.',
      invalid: 'O valor do desconto é inválido ou negativo.',
    }).transform((cents) => cents / 100),
    isUnique: z.boolean().optional().default(false),
    isAutoApply: z.boolean().optional().default(false),
  })
  .superRefine((coupon, ctx) => {
    if (coupon.discountType === 'percent') {
      if (!Number.isInteger(coupon.discountValue) || coupon.discountValue < 1 || coupon.discountValue > 100) {
        ctx.addIssue({
          code: 'custom',
          path: ['discountValue'],
          message: 'O percentual deve ser um número inteiro entre 1 e 100.',
        });
      }
    } else if (Math.round(coupon.discountValue * 100) > 100_000_000) {
      ctx.addIssue({ code: 'custom', path: ['discountValue'], message: 'Valor de desconto grande demais.' });
    }
    if (coupon.startDate && coupon.endDate && coupon.endDate < coupon.startDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'A data de término não pode ser anterior à data de início.',
      });
    }
  });
export type CouponPayload = z.input<typeof couponPayload>;

/** A coupon as GET /api/coupons lists it. discount_value: cents for 'value', plain number for 'percent'. */
export const couponResponse = z.object({
  id: z.number().int(),
  store_id: z.number().int(),
  name: z.string(),
  code: z.string(),
  max_uses: z.number().int(),
  /** Orders that used it so far (an unpaid order that ended gave its use back). */
  used_count: z.number().int(),
  discount_type: discountType,
  discount_value: z.number(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  is_unique_per_customer: z.boolean(),
  is_auto_apply: z.boolean(),
  created_at: z.string(),
});
export type Coupon = z.infer<typeof couponResponse>;
export const couponListResponse = z.array(couponResponse);
