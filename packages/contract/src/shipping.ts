import { z } from 'zod';
import { storeId } from './catalog-fields.ts';
import { parseMoneyToCents } from './money.ts';

const days = (label: string) =>
  z.coerce
    .number({ error: `${label} deve ser um número.` })
    .int(`${label} deve ser um número inteiro de dias.`)
    .min(0, `${label} não pode ser negativo.`)
    .max(365, `${label} deve ser de no máximo 365 dias.`);

/**
 * POST /api/shipping and PUT /api/shipping/:id. price is reais as a decimal string with a dot
 * ("12.50"; a comma is accepted too); 0 means free shipping.
 */
export const shippingPayload = z
  .object({
    store_id: storeId,
    name: z
      .string({ error: 'Informe o nome do frete.' })
      .trim()
      .min(1, 'Informe o nome do frete.')
      .max(80, 'O nome deve ter no máximo 80 caracteres.'),
    price: z
      .union([z.string(), z.number()], { error: 'Informe o preço do frete.' })
      .transform((value, ctx) => {
        const cents = parseMoneyToCents(typeof value === 'string' ? value.trim() : value);
        if (cents === null) {
          ctx.addIssue({
            code: 'custom',
            message: 'O preço do frete deve ser um número não negativo (0 para grátis).',
          });
          return z.NEVER;
        }
        return cents;
      }),
    min_days: days('O prazo mínimo'),
    max_days: days('O prazo máximo'),
  })
  .refine((option) => option.min_days <= option.max_days, {
    path: ['min_days'],
    message: 'O prazo mínimo não pode ser maior que o prazo máximo.',
  });
export type ShippingPayload = z.input<typeof shippingPayload>;

export const shippingOptionResponse = z.object({
  id: z.number().int(),
  store_id: z.number().int(),
  name: z.string(),
  price_cents: z.number().int(),
  min_days: z.number().int(),
  max_days: z.number().int(),
  created_at: z.string(),
});
export type ShippingOption = z.infer<typeof shippingOptionResponse>;
export const shippingListResponse = z.array(shippingOptionResponse);
