import { isValidCnpj, isValidCpf, normalizeDocument } from '@pagora/contract';

/*
 * PIX "copia e cola" / QR payload for a static key: the BR Code (EMV QRCPS-MPM) as described by
 * the Banco Central's "Manual do BR Code" and "Manual de Padrões para Iniciação do Pix" (section
 * 1.5, static QR Code). Every field is ID (2 digits) + length (2 digits) + value, values may nest.
 */

/** The Pix arrangement's GUI inside the merchant account information template (Pix manual 1.3). */
export const PIX_GUI = 'br.gov.bcb.pix';
/** Field 62-05 when the merchant has no transaction id: the payer's app must not invent one. */
const NO_TXID = '***';
const MERCHANT_NAME_MAX = 25;
const MERCHANT_CITY_MAX = 15;
const TXID_MAX = 25;
/** Root field 26 holds at most 99 characters: 18 for the GUI, 4 for the key's ID and length. */
const PIX_KEY_MAX = 77;

/** One message for every bad key: the merchant needs to know which forms are accepted, not which check failed. */
export const PIX_KEY_INVALID_MESSAGE =
  'Chave PIX inválida. Use CPF, CNPJ, e-mail, telefone (+55…) ou chave aleatória.';

/** One data object of an EMV payload, in the order it appears. */
export interface EmvField {
  id: string;
  value: string;
}

/**
 * CRC16-CCITT-FALSE (polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR), the
 * checksum the BR Code manual prescribes for field 63. Computed over the UTF-8 bytes, which for a
 * valid payload (ASCII only) are its characters.
 */
export function crc16(text: string): number {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

const crcHex = (text: string) => crc16(text).toString(16).toUpperCase().padStart(4, '0');

/** ID + two-digit length + value; a value over 99 characters cannot be encoded at all. */
function emvField(id: string, value: string): string {
  if (value.length === 0 || value.length > 99) {
    throw new RangeError(`Campo EMV ${id} com tamanho inválido (${value.length}).`);
  }
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/**
 * Reads an EMV TLV string into its data objects (one level; parse a template's value again to go
 * deeper). Throws on a truncated or malformed payload, so a test or a caller can trust what it gets.
 */
export function parseEmv(payload: string): EmvField[] {
  const fields: EmvField[] = [];
  let position = 0;
  while (position < payload.length) {
    const header = payload.slice(position, position + 4);
    if (!/^\d{4}$/.test(header)) throw new Error(`Payload EMV inválido na posição ${position}.`);
    const length = Number(header.slice(2));
    const value = payload.slice(position + 4, position + 4 + length);
    if (value.length !== length) throw new Error(`Payload EMV truncado no campo ${header.slice(0, 2)}.`);
    fields.push({ id: header.slice(0, 2), value });
    position += 4 + length;
  }
  return fields;
}

/** True when field 63 is the last field and matches the CRC of everything before it plus '6304'. */
export function hasValidCrc(payload: string): boolean {
  const match = /^(.*6304)([0-9A-F]{4})$/s.exec(payload);
  return match !== null && crcHex(match[1]!) === match[2];
}

/**
 * Keeps only what a BR Code may carry in a name or city. The manual restricts payloads to the QR
 * alphanumeric set (letters, digits, space and $ % * + - . / :) while the Pix manual's own example
 * keeps lower case ('Fulano de Tal'), so accents are removed, case is kept, apostrophes vanish
 * (D'Ávila → DAvila) and any other symbol becomes a space.
 */
export function brCodeText(text: string, maxLength: number): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’`´]/g, '')
    .replace(/[^A-Za-z0-9 $%*+\-./:]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxLength)
    .trimEnd();
}

const EMAIL_KEY =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/;
const RANDOM_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PHONE_KEY = /^\+55[1-9]{2}9?\d{8}$/;

/**
 * A PIX key in the form the DICT and the BR Code use (Pix manual 1.4): CPF/CNPJ without
 * punctuation, e-mail and random key in lower case, phone as +55DDDNUMBER. Null when the text is
 * none of them, so the settings form can refuse a key that would make every QR Code unpayable.
 * A phone must start with '+': eleven bare digits are read as a CPF.
 */
export function normalizePixKey(key: string): string | null {
  const trimmed = key.trim();
  if (trimmed.length === 0) return null;
  if (trimmed.includes('@')) {
    const email = trimmed.toLowerCase();
    return EMAIL_KEY.test(email) && email.length <= PIX_KEY_MAX ? email : null;
  }
  const lower = trimmed.toLowerCase();
  if (RANDOM_KEY.test(lower)) return lower;
  if (trimmed.startsWith('+')) {
    const phone = trimmed.replace(/[\s().-]/g, '');
    return PHONE_KEY.test(phone) ? phone : null;
  }
  const document = normalizeDocument(trimmed);
  if (isValidCpf(document) || isValidCnpj(document)) return document;
  return null;
}

/** The Portuguese message for a PIX key the store cannot receive with, or null when it is fine. */
export function pixKeyError(key: string): string | null {
  return normalizePixKey(key) === null ? PIX_KEY_INVALID_MESSAGE : null;
}

/** The data of one static PIX charge; `txid` null or empty means "no transaction id" ('***'). */
export interface PixBrCodeInput {
  key: string;
  merchantName: string;
  city: string;
  amountCents: number;
  txid?: string | null;
}

/** 12345 → '123.45': field 54 is a decimal with a dot, built from integer cents (no float rounding). */
function emvAmount(amountCents: number): string {
  const reais = Math.floor(amountCents / 100);
  return `${reais}.${String(amountCents % 100).padStart(2, '0')}`;
}

/**
 * The static PIX BR Code ("copia e cola" text, also what the QR Code encodes), field by field as
 * the Pix manual's static example: 00 '01', 26 {00 GUI, 01 key}, 52 '0000', 53 '986', 54 amount
 * (left out for 0, so the payer types it), 58 'BR', 59 name, 60 city, 62 {05 txid}, 63 CRC16.
 *
 * The payer's app shows the name registered in the DICT for the key and ignores field 59 (Pix manual
 * 1.5.4), so an empty name or city after cleaning falls back to a neutral placeholder instead of
 * making the charge impossible. An invalid key or txid is a caller bug and throws.
 */
export function buildPixBrCode(input: PixBrCodeInput): string {
  const key = normalizePixKey(input.key);
  if (key === null) throw new RangeError(PIX_KEY_INVALID_MESSAGE);
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 0) {
    throw new RangeError(`Valor inválido para o PIX: ${input.amountCents}.`);
  }
  const txid = input.txid ? input.txid : NO_TXID;
  if (txid !== NO_TXID && !new RegExp(`^[A-Za-z0-9]{1,${TXID_MAX}}$`).test(txid)) {
    throw new RangeError('O txid do PIX deve ter de 1 a 25 letras ou números.');
  }
  const name = brCodeText(input.merchantName, MERCHANT_NAME_MAX) || 'Recebedor';
  const city = brCodeText(input.city, MERCHANT_CITY_MAX) || 'Brasil';

  const body = [
    emvField('00', '01'),
    emvField('26', emvField('00', PIX_GUI) + emvField('01', key)),
    emvField('52', '0000'),
    emvField('53', '986'),
    input.amountCents > 0 ? emvField('54', emvAmount(input.amountCents)) : '',
    emvField('58', 'BR'),
    emvField('59', name),
    emvField('60', city),
    emvField('62', emvField('05', txid)),
    '6304',
  ].join('');
  return body + crcHex(body);
}
