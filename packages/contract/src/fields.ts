import { z } from 'zod';
import { plainText } from './text.ts';

export const PASSWORD_MIN_LENGTH = 8;

export const email = z
  .string({ error: 'Informe o e-mail.' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Informe um e-mail válido.' }).max(254, 'E-mail longo demais.'));

export const password = z
  .string({ error: 'Informe a senha.' })
  .min(PASSWORD_MIN_LENGTH, `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`)
  .max(200, 'A senha deve ter no máximo 200 caracteres.');

export const phone = z
  .string({ error: 'Informe o telefone.' })
  .trim()
  .refine((value) => /^\+?[\d\s().-]{10,20}$/.test(value) && value.replace(/\D/g, '').length >= 10, {
    error: 'Informe um telefone válido com DDD.',
  });

export const personName = z
  .string({ error: 'Informe o nome.' })
  .trim()
  .min(2, 'Informe o nome completo.')
  .max(120, 'O nome deve ter no máximo 120 caracteres.')
  .check(plainText);
