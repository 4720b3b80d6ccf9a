import { describe, expect, it } from 'vitest';
import { formatDocument, isValidCnpj, isValidCpf, isValidCpfOrCnpj, normalizeDocument } from './documents.ts';

describe('CPF', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35', '000.000.001-91'])('accepts %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it.each([
    ['a wrong first check digit', '529.982.247-35'],
    ['a wrong second check digit', '529.982.247-24'],
    ['one repeated digit', '111.111.111-11'],
    ['too few digits', '5299822472'],
    ['letters', '52998224A25'],
    ['nothing', ''],
  ])('refuses %s', (_, cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });
});

describe('CNPJ', () => {
  it.each(['11.222.333/0001-81', '11222333000181', '45.997.418/0001-53'])(
    'accepts the numeric %s',
    (cnpj) => {
      expect(isValidCnpj(cnpj)).toBe(true);
    },
  );

  it('accepts the alphanumeric CNPJ of the Receita Federal example (characters count as ASCII − 48)', () => {
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12abc34501de35')).toBe(true);
  });

  it.each([
    ['a wrong check digit', '11.222.333/0001-82'],
    ['a wrong alphanumeric check digit', '12.ABC.345/01DE-36'],
    ['letters in the check digits', '12.ABC.345/01DE-3A'],
    ['one repeated digit', '00.000.000/0000-00'],
    ['symbols', '12.AB#.345/01DE-35'],
  ])('refuses %s', (_, cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });

  it('is accepted as a documento alongside CPFs', () => {
    expect(isValidCpfOrCnpj('52998224725')).toBe(true);
    expect(isValidCpfOrCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCpfOrCnpj('123')).toBe(false);
  });
});

describe('formatting', () => {
  it('normalises and formats both kinds', () => {
    expect(normalizeDocument(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
    expect(formatDocument('52998224725')).toBe('529.982.247-25');
    expect(formatDocument('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });
});
