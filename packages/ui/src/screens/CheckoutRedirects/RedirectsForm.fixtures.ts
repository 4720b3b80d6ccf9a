import type { CheckoutRedirects } from '@pagora/contract';

export const noRedirects: CheckoutRedirects = { card: null, pix: null, boleto: null };

/** Card and PIX go to the store's thank-you pages; boleto has none. */
export const someRedirects: CheckoutRedirects = {
  card: 'https://lojadaana.com.br/obrigado',
  pix: 'https://lojadaana.com.br/obrigado-pix?origem=checkout',
  boleto: null,
};
