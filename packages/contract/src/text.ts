import type { core } from 'zod';

/*
 * Text a person types into a name (their own, a store's, a product's, a coupon's…) is shown back to
 * other people: in the admin, on the checkout, in e-mails, in exports. Control characters and the
 * Unicode bidi overrides have no place in a name and are used to hide or reorder what a reader sees
 * ('fatura\u202Efdp.exe' reads as 'faturaexe.pdf'), so they are refused where the text comes in.
 *
 * Only types come from zod here: the buyer's checkout, which ships without zod, uses the plain check.
 */

export const CONTROL_CHARACTERS_MESSAGE = 'Remova caracteres de controle do texto.';

/**
 * C0 controls (U+0000–U+001F, tab and line breaks included: a name is one line), DEL, C1 controls
 * (U+0080–U+009F), the bidi embeddings and overrides (U+202A–U+202E) and the bidi isolates
 * (U+2066–U+2069).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;

/** True when `text` holds a character that no single-line name may contain. */
export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

/**
 * The refinement every person-typed name goes through, added last to its string schema (after the
 * trim, so surrounding line breaks are simply dropped): `z.string().trim().max(80).check(plainText)`.
 */
export const plainText: core.CheckFn<string> = (payload) => {
  if (hasControlCharacters(payload.value)) {
    payload.issues.push({ code: 'custom', message: CONTROL_CHARACTERS_MESSAGE, input: payload.value });
  }
};
