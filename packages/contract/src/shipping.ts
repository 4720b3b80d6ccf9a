import { z } from 'zod';
import { storeId } from './catalog-fields.ts';
import { integerField, reaisField } from './number-fields.ts';
import { plainText } from './text.ts';

const days = (label: string) =>
  integerField({
    invalid: `${label} deve ser um número.`,
    fraction: `${label} deve ser um número inteiro de dias.`,
  }).pipe(
    z.number().min(0, `${label} não pode ser negativo.`).max(365, `${label} deve ser de no máximo 365 dias.`),
  );

/**
 * POST /api/shipping and PUT /api/shipping/:id. price is reais as a decimal string with a dot
 * ("12.50"; the other formats of `parseReais` such as "12,50" are accepted too) or a JSON number
 * with at most two decimals; 0 means free shipping. The days are whole numbers.
 */
export const shippingPayload = z
  .object({
    store_id: storeId,
    name: z
      .string({ error: 'Informe o nome do frete.' })
      .trim()
      .min(1, 'Informe o nome do frete.')
      .max(80, 'O nome deve ter no máximo 80 caracteres.')
      .check(plainText),
    price: reaisField({
      missing: 'Informe o preço do frete.',
      invalid: 'O preço do frete deve ser um número não negativo (0 para grátis).',
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
