import { describe, expect, it } from 'vitest';
import {
  buildPixBrCode,
  crc16,
  hasValidCrc,
  normalizePixKey,
  PIX_KEY_INVALID_MESSAGE,
  parseEmv,
  pixKeyError,
} from '../../src/payments/index.ts';

/** Field id → value of one EMV level (ids are unique within a level). */
const fieldsOf = (payload: string) => new Map(parseEmv(payload).map((field) => [field.id, field.value]));

/** Writes parsed fields back as TLV: equal to the input only if every length header was right. */
const serialize = (payload: string) =>
  parseEmv(payload)
    .map(({ id, value }) => `${id}${String(value.length).padStart(2, '0')}${value}`)
    .join('');

// Manual de Padrões para Iniciação do Pix, 1.5.4 "Exemplo de QR Code estático".
const PIX_MANUAL_STATIC_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000' +
  '5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
// Manual de Padrões para Iniciação do Pix, 1.6.7 "Exemplo de QR Code Dinâmico" (URL instead of key).
const PIX_MANUAL_DYNAMIC_EXAMPLE =
  '00020101021226730014br.gov.bcb.pix2551pix.example.com/v2/8b3da2f39a4140d1a91abd93113bd441' +
  '5204000053039865406123.455802BR5913Fulano de Tal6008BRASILIA62190515RP12345678-201963047309';
// Manual do BR Code, 2.2 "Exemplo de um BR Code" (card, PIX and another arrangement, fields 61, 80, 81).
const BR_CODE_MANUAL_EXAMPLE =
  '00020104141234567890123426660014BR.GOV.BCB.PIX014466756C616E6F32303139406578616D706C652E636F6D' +
  '27300012BR.COM.OUTRO011001234567895204000053039865406123.455802BR5915NOMEDORECEBEDOR6008BRASILIA' +
  '61087007490062530515RP12345678-201950300017BR.GOV.BCB.BRCODE01051.0.080450014BR.GOV.BCB.PIX' +
  '0123PADRAO.URL.PIX/0123ABCD81390012BR.COM.OUTRO01190123.ABCD.3456.WXYZ6304EB76';

const KEY = '123e4567-e12b-12d1-a456-426655440000';

describe('crc16', () => {
  it('is CRC-16/CCITT-FALSE: the standard check value of "123456789" is 0x29B1', () => {
    expect(crc16('123456789')).toBe(0x29b1);
  });

  it("gives the manuals' published field 63 values", () => {
    for (const [payload, expected] of [
      [PIX_MANUAL_STATIC_EXAMPLE, 0x1d3d],
      [PIX_MANUAL_DYNAMIC_EXAMPLE, 0x7309],
      [BR_CODE_MANUAL_EXAMPLE, 0xeb76],
    ] as const) {
      expect(crc16(payload.slice(0, -4))).toBe(expected);
      expect(hasValidCrc(payload)).toBe(true);
    }
  });

  it('notices a changed character or a missing CRC field', () => {
    expect(hasValidCrc(PIX_MANUAL_STATIC_EXAMPLE.replace('Fulano', 'Fulana'))).toBe(false);
    expect(hasValidCrc(PIX_MANUAL_STATIC_EXAMPLE.slice(0, -8))).toBe(false);
  });
});

describe('buildPixBrCode', () => {
  it("reproduces the Pix manual's static example byte for byte (no amount, no txid)", () => {
    expect(
      buildPixBrCode({
        key: KEY,
        merchantName: 'Fulano de Tal',
        city: 'BRASILIA',
        amountCents: 0,
        txid: null,
      }),
    ).toBe(PIX_MANUAL_STATIC_EXAMPLE);
  });

  it('adds the amount (field 54) and the txid (62-05), with every length header right', () => {
    const payload = buildPixBrCode({
      key: 'Loja@Example.com',
      merchantName: 'Loja Exemplo',
      city: 'Sao Paulo',
      amountCents: 12345,
      txid: 'PEDIDO42abc',
    });

    expect(serialize(payload)).toBe(payload);
    expect(parseEmv(payload).map((field) => field.id)).toEqual([
      '00',
      '26',
      '52',
      '53',
      '54',
      '58',
      '59',
      '60',
      '62',
      '63',
    ]);
    const root = fieldsOf(payload);
    expect(root.get('00')).toBe('01');
    expect(parseEmv(root.get('26')!)).toEqual([
      { id: '00', value: 'br.gov.bcb.pix' },
      { id: '01', value: 'loja@example.com' },
    ]);
    expect(root.get('52')).toBe('0000');
    expect(root.get('53')).toBe('986');
    expect(root.get('54')).toBe('123.45');
    expect(root.get('58')).toBe('BR');
    expect(root.get('59')).toBe('Loja Exemplo');
    expect(root.get('60')).toBe('Sao Paulo');
    expect(parseEmv(root.get('62')!)).toEqual([{ id: '05', value: 'PEDIDO42abc' }]);
    expect(root.get('63')).toBe(crc16(payload.slice(0, -4)).toString(16).toUpperCase().padStart(4, '0'));
    expect(hasValidCrc(payload)).toBe(true);
  });

  it('writes amounts from integer cents with two decimals and a dot', () => {
    const amountOf = (amountCents: number) =>
      fieldsOf(buildPixBrCode({ key: KEY, merchantName: 'Loja', city: 'Recife', amountCents })).get('54');
    expect(amountOf(1)).toBe('0.01');
    expect(amountOf(100)).toBe('1.00');
    expect(amountOf(4990)).toBe('49.90');
    expect(amountOf(123_456_789)).toBe('1234567.89');
    expect(amountOf(0)).toBeUndefined();
  });

  it('removes accents and symbols and cuts the name at 25 and the city at 15 characters', () => {
    const payload = buildPixBrCode({
      key: KEY,
      merchantName: "Padaria São João & D'Ávila Comércio Ltda",
      city: 'São José dos Campos',
      amountCents: 1000,
    });
    const root = fieldsOf(payload);
    expect(root.get('59')).toBe('Padaria Sao Joao DAvila C');
    expect(root.get('59')).toHaveLength(25);
    expect(root.get('60')).toBe('Sao Jose dos Ca');
    expect(payload).toMatch(/^[A-Za-z0-9 $%*+\-./:@]+$/);
    expect(hasValidCrc(payload)).toBe(true);
  });

  it('does not leave a trailing space where the cut falls after a word', () => {
    const root = fieldsOf(
      buildPixBrCode({
        key: KEY,
        merchantName: 'Armazém do Zé Boa Vistas Ltda',
        city: 'Rio',
        amountCents: 1,
      }),
    );
    expect(root.get('59')).toBe('Armazem do Ze Boa Vistas');
  });

  it('uses neutral placeholders when nothing is left of the name or city', () => {
    const root = fieldsOf(buildPixBrCode({ key: KEY, merchantName: '   ', city: '★', amountCents: 1 }));
    expect(root.get('59')).toBe('Recebedor');
    expect(root.get('60')).toBe('Brasil');
  });

  it('refuses an invalid key, txid or amount', () => {
    const base = { key: KEY, merchantName: 'Loja', city: 'Natal', amountCents: 100 };
    expect(() => buildPixBrCode({ ...base, key: 'not a key' })).toThrow(PIX_KEY_INVALID_MESSAGE);
    expect(() => buildPixBrCode({ ...base, txid: 'com-hifen' })).toThrow(/txid/);
    expect(() => buildPixBrCode({ ...base, txid: 'A'.repeat(26) })).toThrow(/txid/);
    expect(() => buildPixBrCode({ ...base, amountCents: -1 })).toThrow(RangeError);
    expect(() => buildPixBrCode({ ...base, amountCents: 1.5 })).toThrow(RangeError);
  });
});

describe('parseEmv', () => {
  it("reads the BR Code manual's example into its root fields and nested templates", () => {
    const root = parseEmv(BR_CODE_MANUAL_EXAMPLE);
    expect(root.map((field) => field.id)).toEqual([
      '00',
      '04',
      '26',
      '27',
      '52',
      '53',
      '54',
      '58',
      '59',
      '60',
      '61',
      '62',
      '80',
      '81',
      '63',
    ]);
    const additional = parseEmv(root.find((field) => field.id === '62')!.value);
    expect(additional[0]).toEqual({ id: '05', value: 'RP12345678-2019' });
    expect(parseEmv(additional[1]!.value)).toEqual([
      { id: '00', value: 'BR.GOV.BCB.BRCODE' },
      { id: '01', value: '1.0.0' },
    ]);
    expect(serialize(BR_CODE_MANUAL_EXAMPLE)).toBe(BR_CODE_MANUAL_EXAMPLE);
  });

  it('throws on a truncated or malformed payload', () => {
    expect(() => parseEmv(PIX_MANUAL_STATIC_EXAMPLE.slice(0, -2))).toThrow(/truncado/);
    expect(() => parseEmv('00AB01')).toThrow(/inválido/);
  });
});

describe('normalizePixKey / pixKeyError', () => {
  it('accepts the five kinds of key in the form the DICT uses', () => {
    expect(normalizePixKey('529.982.247-25')).toBe('52998224725');
    expect(normalizePixKey('00.038.166/0001-05')).toBe('00038166000105');
    expect(normalizePixKey(' Fulano_da_Silva.Recebedor@Example.com ')).toBe(
      'fulano_da_silva.recebedor@example.com',
    );
    expect(normalizePixKey('+55 (61) 91234-5678')).toBe('+5561912345678');
    expect(normalizePixKey('123E4567-E12B-12D1-A456-426655440000')).toBe(KEY);
    for (const key of ['52998224725', 'loja@example.com', '+5561912345678', KEY]) {
      expect(pixKeyError(key)).toBeNull();
    }
  });

  it('refuses anything else with the Portuguese message', () => {
    for (const key of [
      '',
      'qualquer coisa',
      '12345678900', // the manual's illustrative CPF: wrong check digits
      '61912345678', // a phone without +55 reads as a (wrong) CPF
      '+1 415 555 2671',
      'sem-arroba.example.com',
      `${'a'.repeat(70)}@example.com`,
    ]) {
      expect(normalizePixKey(key)).toBeNull();
      expect(pixKeyError(key)).toBe(
        'Chave PIX inválida. Use CPF, CNPJ, e-mail, telefone (+55…) ou chave aleatória.',
      );
    }
  });
});
