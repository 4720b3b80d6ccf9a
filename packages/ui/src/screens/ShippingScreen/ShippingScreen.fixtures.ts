import type { ShippingOption } from '@pagora/contract';

const base = { store_id: 12, created_at: '2026-03-01T12:00:00.000Z' };

export const freeShipping: ShippingOption = {
  ...base,
  id: 1,
  name: 'Frete grátis',
  price_cents: 0,
  min_days: 5,
  max_days: 12,
};

export const standardShipping: ShippingOption = {
  ...base,
  id: 2,
  name: 'Entrega padrão',
  price_cents: 1990,
  min_days: 3,
  max_days: 7,
};

export const expressShipping: ShippingOption = {
  ...base,
  id: 3,
  name: 'Entrega expressa',
  price_cents: 3450,
  min_days: 2,
  max_days: 2,
};

export const sameDayShipping: ShippingOption = {
  ...base,
  id: 4,
  name: 'Motoboy (mesmo dia)',
  price_cents: 2500,
  min_days: 0,
  max_days: 0,
};

export const shippingOptions: ShippingOption[] = [freeShipping, standardShipping, expressShipping];
