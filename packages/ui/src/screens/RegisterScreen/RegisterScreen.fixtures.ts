import type { RegisterRequest } from '@pagora/contract';

/** A valid registration (the CPF passes the check digits). */
export const validRegistration = {
  nome: 'Ana Souza',
  documento: '529.982.247-25',
  email: 'ana@lojadaana.com.br',
  telefone: '(11) 91234-5678',
  senha: 'segredo-forte-123',
} satisfies RegisterRequest;

/** A valid alphanumeric CNPJ (Receita Federal, from July 2026). */
export const alphanumericCnpj = '12.ABC.345/01DE-35';
