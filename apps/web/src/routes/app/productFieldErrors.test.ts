import {
  createProductFields,
  IMAGE_DIMENSIONS_MESSAGE,
  PACKAGE_WEIGHT_MESSAGES,
  UNREADABLE_IMAGE_MESSAGE,
} from '@pagora/contract';
import { describe, expect, it } from 'vitest';
import { productFieldErrors } from './productFieldErrors.ts';

/** The message of the server's 422 for these form fields: the contract's own, as the API sends it. */
function refusal(fields: Record<string, string>): string {
  const parsed = createProductFields.safeParse({
    store_id: '1',
    title: 'Caneca',
    description: 'Caneca de cerâmica.',
    price: '39,90',
    ...fields,
  });
  if (parsed.success) throw new Error(`accepted: ${JSON.stringify(fields)}`);
  return parsed.error.issues[0]!.message;
}

describe('productFieldErrors', () => {
  it('puts each weight and size message on its field', () => {
    expect(productFieldErrors(422, refusal({ weight: '0' }))).toEqual({
      weight: 'O peso deve ser maior que zero.',
    });
    expect(productFieldErrors(422, refusal({ weight: 'abc' }))).toEqual({
      weight: 'Peso inválido: use um número positivo, por exemplo 300 ou 1,5.',
    });
    expect(productFieldErrors(422, refusal({ weight: '2', weight_unit: 'lb' }))).toEqual({
      weight: 'Unidade de peso inválida: use g ou kg.',
    });
    expect(productFieldErrors(422, refusal({ height: '0' }))).toEqual({
      height: 'A altura deve ser um número inteiro de centímetros, de 1 a 200.',
    });
    expect(productFieldErrors(422, refusal({ width: '12,5' }))).toEqual({
      width: 'A largura deve ser um número inteiro de centímetros, de 1 a 200.',
    });
    expect(productFieldErrors(422, refusal({ length: '201' }))).toEqual({
      length: 'O comprimento deve ser um número inteiro de centímetros, de 1 a 200.',
    });
    // Checked after parsing (the unit applied), on the server: still the weight's.
    expect(productFieldErrors(422, PACKAGE_WEIGHT_MESSAGES.tooHeavy)).toEqual({
      weight: 'O peso deve ser de no máximo 100 kg.',
    });
    expect(productFieldErrors(422, PACKAGE_WEIGHT_MESSAGES.grams)).toEqual({
      weight: 'Em gramas, informe um número inteiro (ex.: 300).',
    });
  });

  it("puts the photo's refusals under the picker", () => {
    expect(productFieldErrors(413, 'A imagem deve ter no máximo 2 MB.')).toEqual({
      image: 'A imagem deve ter no máximo 2 MB.',
    });
    expect(productFieldErrors(415, 'Formato de imagem não suportado. Envie PNG, JPEG ou WEBP.')).toEqual({
      image: 'Formato de imagem não suportado. Envie PNG, JPEG ou WEBP.',
    });
    expect(productFieldErrors(422, UNREADABLE_IMAGE_MESSAGE)).toEqual({
      image: 'Não foi possível ler a imagem. Envie outro arquivo.',
    });
    expect(productFieldErrors(422, IMAGE_DIMENSIONS_MESSAGE)).toEqual({
      image: 'Imagem grande demais: no máximo 6000 × 6000 pixels.',
    });
  });

  it('leaves other refusals and statuses to the alert and the toast', () => {
    expect(productFieldErrors(422, 'Informe o título do produto.')).toBeUndefined();
    expect(productFieldErrors(500, PACKAGE_WEIGHT_MESSAGES.tooHeavy)).toBeUndefined();
  });
});
