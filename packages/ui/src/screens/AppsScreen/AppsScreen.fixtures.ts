import type { ProductCheckoutLink } from './AppsScreen.tsx';

export const productLinks: ProductCheckoutLink[] = [
  {
    id: 31,
    name: 'Camiseta Básica Azul',
    checkout_url: 'https://checkout.lojadaana.com.br/camiseta-basica-azul',
  },
  {
    id: 30,
    name: 'Curso de Bordado Livre',
    checkout_url: 'https://pagora.app/c/12/curso-de-bordado-livre',
  },
  {
    id: 28,
    name: 'Kit Presente Dia das Mães com Caneca Personalizada e Cartão',
    checkout_url: 'https://pagora.app/c/12/kit-presente-dia-das-maes-com-caneca-personalizada-e-cartao',
  },
];
