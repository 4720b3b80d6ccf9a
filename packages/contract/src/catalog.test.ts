import { describe, expect, it } from 'vitest';
import { slugify } from './catalog-fields.ts';
import { couponPayload } from './coupons.ts';
import { createProductFields } from './products.ts';
import { shippingPayload } from './shipping.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('slugify', () => {
  it.each([
    ['Camiseta Azul', 'camiseta-azul'],
    ['Café Especial  Moído', 'cafe-especial-moido'],
    ['  Kit 3 peças / Promoção! ', 'kit-3-pecas-promocao'],
    ['Ação & Reação', 'acao-reacao'],
    ['???', 'produto'],
  ])('%j → %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('keeps slugs to 80 characters without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(79)} b`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('product form', () => {
  const valid = { store_id: '3', title: ' Camiseta ', description: 'Algodão', price: '49,90' };

  it('turns the typed price into cents and fills the defaults', () => {
    expect(createProductFields.parse(valid)).toEqual({
      store_id: 3,
      title: 'Camiseta',
      description: 'Algodão',
      price: 4990,
      productType: 'physical',
      status: 'active',
      // Weight and sizes for freight quotes are optional: none typed.
      weight: null,
      weight_unit: 'g',
      height: null,
      width: null,
      length: null,
    });
  });

  it.each([
    [{ price: 'abc' }, 'Informe um preço válido, por exemplo 49,90.'],
    [{ price: '-1' }, 'Informe um preço válido, por exemplo 49,90.'],
    [{ title: '   ' }, 'Informe o título do produto.'],
    [{ productType: 'service' }, 'Tipo de produto inválido.'],
    [{ store_id: 'x' }, 'Nenhuma loja ativa selecionada.'],
    [{ price: '' }, 'Informe o preço do produto.'],
    [{ price: '12.345' }, 'Informe o valor no formato 1.234,56.'],
    [{ price: '1.234' }, 'Informe o valor no formato 1.234,56.'],
    [{ price: '0x10' }, 'Informe um preço válido, por exemplo 49,90.'],
    [{ price: '1e3' }, 'Informe um preço válido, por exemplo 49,90.'],
    [{ store_id: '0x3' }, 'Nenhuma loja ativa selecionada.'],
    [{ store_id: ' 3' }, 'Nenhuma loja ativa selecionada.'],
    [{ store_id: '' }, 'Nenhuma loja ativa selecionada.'],
  ])('refuses %j', (change, message) => {
    expect(firstMessage(createProductFields.safeParse({ ...valid, ...change }))).toBe(message);
  });

  it.each([
    ['49,90', 4990],
    ['49.90', 4990],
    ['1.234,56', 123456],
    ['49', 4900],
  ])('reads the price %j as %d cents', (price, cents) => {
    expect(createProductFields.parse({ ...valid, price }).price).toBe(cents);
  });
});

describe('coupon payload', () => {
  const valid = {
    store_id: 1,
    name: 'Black Friday',
    totalUses: '100',
    startDate: '2026-11-27T03:00:00.000Z',
    endDate: '2026-11-30T03:00:00.000Z',
    code: ' BLACK10 ',
    discountType: 'percent',
    discountValue: 10,
  };

  it('accepts the documented payload and trims the code', () => {
    const coupon = couponPayload.parse(valid);
    expect(coupon).toMatchObject({ code: 'BLACK10', totalUses: 100, isUnique: false, isAutoApply: false });
  });

  it.each([
    [{ discountValue: -1 }, 'O valor do desconto é inválido ou negativo.'],
    [{ discountValue: 'dez' }, 'O valor do desconto é inválido ou negativo.'],
    [{ discountValue: 0 }, 'O percentual deve ser um número inteiro entre 1 e 100.'],
    [{ discountValue: 101 }, 'O percentual deve ser um número inteiro entre 1 e 100.'],
    [{ endDate: '2026-11-20T03:00:00.000Z' }, 'A data de término não pode ser anterior à data de início.'],
    [{ startDate: 'ontem' }, 'Data de início inválida.'],
    [{ code: 'com espaço' }, 'O código deve ter apenas letras, números, hífen ou sublinhado.'],
    [{ totalUses: 0 }, 'O total de usos deve ser pelo menos 1.'],
    [{ totalUses: true }, 'O total de usos deve ser um número inteiro.'],
    [{ totalUses: '0x10' }, 'O total de usos deve ser um número inteiro.'],
    [{ totalUses: '1e3' }, 'O total de usos deve ser um número inteiro.'],
    [{ totalUses: ' 100' }, 'O total de usos deve ser um número inteiro.'],
    [{ totalUses: '' }, 'O total de usos deve ser um número inteiro.'],
    [{ totalUses: null }, 'O total de usos deve ser um número inteiro.'],
    [{ totalUses: 2.5 }, 'O total de usos deve ser um número inteiro.'],
    [{ totalUses: undefined }, 'Informe o total de usos.'],
    [{ discountValue: null }, 'O valor do desconto é inválido ou negativo.'],
    [{ discountValue: true }, 'O valor do desconto é inválido ou negativo.'],
    [{ discountValue: '' }, 'O valor do desconto é inválido ou negativo.'],
    [{ discountValue: '0x10' }, 'O valor do desconto é inválido ou negativo.'],
    [
      { discountType: 'value', discountValue: 0.004 },
      'Informe o valor com no máximo duas casas decimais (centavos).',
    ],
    [{ discountType: 'value', discountValue: '12.345' }, 'Informe o valor no formato 1.234,56.'],
    [{ store_id: true }, 'Nenhuma loja ativa selecionada.'],
  ])('refuses %j', (change, message) => {
    expect(firstMessage(couponPayload.safeParse({ ...valid, ...change }))).toBe(message);
  });

  it('reads a value discount typed as text in the money formats', () => {
    for (const typed of ['19,99', '19.99']) {
      expect(
        couponPayload.parse({ ...valid, discountType: 'value', discountValue: typed }).discountValue,
      ).toBe(19.99);
    }
  });

  it('allows value coupons in reais and open dates', () => {
    const coupon = couponPayload.parse({
      ...valid,
      discountType: 'value',
      discountValue: 12.5,
      startDate: null,
      endDate: null,
    });
    expect(coupon).toMatchObject({ discountValue: 12.5, startDate: null, endDate: null });
  });
});

describe('shipping payload', () => {
  const valid = { store_id: 1, name: 'PAC', price: '12.50', min_days: 3, max_days: 7 };

  it('parses dot or comma prices to cents; 0 is free shipping', () => {
    expect(shippingPayload.parse(valid).price).toBe(1250);
    expect(shippingPayload.parse({ ...valid, price: '12,50' }).price).toBe(1250);
    expect(shippingPayload.parse({ ...valid, price: '0' }).price).toBe(0);
  });

  it.each([
    [{ price: '-5' }, 'O preço do frete deve ser um número não negativo (0 para grátis).'],
    [{ min_days: 8 }, 'O prazo mínimo não pode ser maior que o prazo máximo.'],
    [{ min_days: -1 }, 'O prazo mínimo não pode ser negativo.'],
    [{ max_days: 'sete' }, 'O prazo máximo deve ser um número.'],
    [{ price: 0.004 }, 'Informe o valor com no máximo duas casas decimais (centavos).'],
    [{ price: '12.345' }, 'Informe o valor no formato 1.234,56.'],
    [{ price: '' }, 'Informe o preço do frete.'],
    [{ price: null }, 'O preço do frete deve ser um número não negativo (0 para grátis).'],
    [{ price: false }, 'O preço do frete deve ser um número não negativo (0 para grátis).'],
    [{ min_days: true }, 'O prazo mínimo deve ser um número.'],
    [{ min_days: null }, 'O prazo mínimo deve ser um número.'],
    [{ min_days: '0x3' }, 'O prazo mínimo deve ser um número.'],
    [{ min_days: 2.5 }, 'O prazo mínimo deve ser um número inteiro de dias.'],
    [{ max_days: '7.5' }, 'O prazo máximo deve ser um número inteiro de dias.'],
  ])('refuses %j', (change, message) => {
    expect(firstMessage(shippingPayload.safeParse({ ...valid, ...change }))).toBe(message);
  });
});
