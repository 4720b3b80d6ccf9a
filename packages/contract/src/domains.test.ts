import { describe, expect, it } from 'vitest';
import { cleanDomainInput } from './domains.ts';

describe('cleanDomainInput', () => {
  it('keeps the bare host of a pasted address', () => {
    expect(cleanDomainInput('https://www.loja.com.br/')).toBe('loja.com.br');
    expect(cleanDomainInput('  HTTP://WWW.Loja.com.br:8080/produtos?x=1#topo ')).toBe('Loja.com.br');
    expect(cleanDomainInput('//loja.com.br/')).toBe('loja.com.br');
    expect(cleanDomainInput('loja.com.br.')).toBe('loja.com.br');
    expect(cleanDomainInput('loja.com.br')).toBe('loja.com.br');
  });

  it('leaves what is not an address part for the server to judge', () => {
    expect(cleanDomainInput('lo ja.com.br')).toBe('lo ja.com.br');
    expect(cleanDomainInput('ana@loja.com.br')).toBe('ana@loja.com.br');
    expect(cleanDomainInput('https://')).toBe('');
    // Only a leading www. is a web address habit; one inside the name is kept.
    expect(cleanDomainInput('loja.www.com.br')).toBe('loja.www.com.br');
  });
});
