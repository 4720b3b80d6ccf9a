import { digitsOnly } from '@pagora/contract/checkout-core';

/** Groups of digits joined by separators: group('12345678901', [3,3,3,2], ['.', '.', '-']). */
function group(digits: string, sizes: number[], separators: string[]): string {
  let out = '';
  let index = 0;
  sizes.forEach((length, i) => {
    if (index >= digits.length) return;
    if (i > 0) out += separators[i - 1] ?? '';
    out += digits.slice(index, index + length);
    index += length;
  });
  return out;
}

const MASKS: Partial<Record<string, (value: string) => string>> = {
  cpf: (value) => group(digitsOnly(value).slice(0, 11), [3, 3, 3, 2], ['.', '.', '-']),
  cep: (value) => group(digitsOnly(value).slice(0, 8), [5, 3], ['-']),
  phone: (value) => {
    const digits = digitsOnly(value).slice(0, 11);
    if (digits.length <= 2) return digits.length ? `(${digits}` : '';
    const local = digits.slice(2);
    const head = local.length > 8 ? 5 : 4;
    return `(${digits.slice(0, 2)}) ${group(local, [head, 4], ['-'])}`;
  },
  card_number: (value) => group(digitsOnly(value).slice(0, 19), [4, 4, 4, 4, 3], [' ', ' ', ' ', ' ']),
  card_expiry: (value) => {
    const digits = digitsOnly(value).slice(0, 4);
    return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
  },
  card_cvv: (value) => digitsOnly(value).slice(0, 4),
};

/**
 * Formats what the buyer types in masked fields (CPF, CEP, phone, card) as they type. Only when
 * the caret is at the end, so editing in the middle never jumps; deleting never re-adds separators.
 * Inputs without a name (a gateway's card fields, never posted) say which mask in `data-mask`.
 */
export function applyMask(input: HTMLInputElement, deleting: boolean): void {
  const mask = MASKS[input.name || (input.dataset.mask ?? '')];
  if (!mask || deleting || input.selectionStart !== input.value.length) return;
  const masked = mask(input.value);
  if (masked !== input.value) input.value = masked;
}
