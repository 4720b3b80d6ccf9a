/*
 * Mercado Pago takes and returns amounts in reais as JSON numbers with up to two decimals
 * (`transaction_amount: 49.9`, https://www.mercadopago.com.br/developers/en/reference/online-payments/checkout-api-payments/create-payment/post);
 * Pagora keeps integer cents. Both directions go through the decimal text, never through a
 * multiplication or division of floats, so R$ 0,10 + R$ 0,20 never becomes 0.30000000000000004.
 */

/** 4990 → 49.9: the number whose shortest JSON text is exactly the amount in reais. */
export function centsToReais(cents: number): number {
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw new RangeError(`Valor em centavos inválido: ${cents}.`);
  const reais = Math.floor(cents / 100);
  const rest = cents - reais * 100;
  return Number(`${reais}.${String(rest).padStart(2, '0')}`);
}

/**
 * 49.9 → 4990, read from the number's decimal text (JSON.parse gave the double nearest to what
 * Mercado Pago wrote, and its shortest text is that same decimal). More than two decimals is
 * not an amount in reais: rejected rather than rounded.
 */
export function reaisToCents(reais: number): number {
  if (typeof reais !== 'number' || !Number.isFinite(reais) || reais < 0) {
    throw new RangeError(`Valor em reais inválido: ${reais}.`);
  }
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(reais));
  if (!match) throw new RangeError(`Valor em reais com mais de dois decimais: ${reais}.`);
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Valor em reais grande demais: ${reais}.`);
  return cents;
}
