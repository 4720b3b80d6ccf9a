/*
 * Pagar.me's core API v5 takes and returns amounts as integer cents, as Pagora does: the official
 * SDK documents `amount` as "The amount of the payment, in cents" (pagarme/pagarme-nodejs-sdk:
 * src/models/createPaymentRequest.ts), and the boleto guide's example order (create order,
 * https://docs.pagar.me/v5/reference#criar-pedido-2) has an item of `"amount": 2990` for R$ 29,90.
 * Nothing is converted; these helpers only refuse what is not a whole, non-negative number of
 * cents, so a malformed answer can never turn into a wrong amount. Some fields come as text (the
 * boleto transaction's `paid_amount` is a string in the SDK's schema,
 * src/models/getBoletoTransactionResponse.ts), so digits-only text is read too.
 */

/** An amount Pagora sends: positive integer cents, as they are. */
export function toPagarmeAmount(cents: number): number {
  if (!Number.isSafeInteger(cents) || cents <= 0)
    throw new RangeError(`Valor em centavos inválido: ${cents}.`);
  return cents;
}

/**
 * An amount Pagar.me returned → cents. Integer numbers and digit-only text are taken; a fraction,
 * a negative value or anything else is not an amount in cents and throws.
 */
export function pagarmeCents(value: unknown): number {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value)) return Number(value);
  throw new RangeError(`Valor em centavos inválido na resposta do Pagar.me: ${JSON.stringify(value)}.`);
}

/** Like pagarmeCents, but an absent amount (null/undefined) is zero. */
export function optionalPagarmeCents(value: unknown): number {
  return value === null || value === undefined ? 0 : pagarmeCents(value);
}
