import { formatCents } from '@pagora/contract';
import {
  BadgePercent,
  ChartLine,
  EyeOff,
  LifeBuoy,
  Link2,
  ListOrdered,
  type LucideIcon,
  MousePointerClick,
  PackagePlus,
  Paintbrush,
  ReceiptText,
  ShoppingCart,
  Store,
  TicketPercent,
  Truck,
  Wallet,
  Zap,
} from 'lucide-react';

export interface Feature {
  icon: LucideIcon;
  title: string;
  description: string;
}

/** The header's in-page anchors. */
export const sections = [
  { href: '#solucao', label: 'Solução' },
  { href: '#checkout', label: 'Checkout' },
  { href: '#planos', label: 'Planos' },
  { href: '#faq', label: 'Dúvidas' },
] as const;

export const pillars: Feature[] = [
  {
    icon: Zap,
    title: 'Checkout de alta performance',
    description:
      'Páginas leves, que abrem rápido no celular e pedem só o necessário. Menos atrito entre o clique e o pagamento.',
  },
  {
    icon: Store,
    title: 'Suas lojas em um só painel',
    description:
      'Crie quantas lojas precisar, sincronize produtos da Shopify e acompanhe pedidos, cupons e fretes de cada uma.',
  },
  {
    icon: Wallet,
    title: 'PIX, cartão e boleto',
    description:
      'Receba do jeito que o cliente brasileiro prefere pagar, com um gateway de contingência pronto para assumir se o principal falhar.',
  },
];

/** The nine advertised checkout features. */
export const checkoutFeatures: Feature[] = [
  {
    icon: ListOrdered,
    title: 'Checkout em 1 ou 3 etapas',
    description:
      'Escolha entre uma página única ou três passos curtos (dados, entrega e pagamento) conforme o seu público.',
  },
  {
    icon: ShoppingCart,
    title: 'Recuperação de carrinho abandonado',
    description: 'Veja quem parou no meio da compra e em qual etapa, e traga esse cliente de volta.',
  },
  {
    icon: LifeBuoy,
    title: 'Gateway de contingência',
    description:
      'Se o gateway principal recusar ou ficar fora do ar, o pagamento segue por um gateway reserva automaticamente.',
  },
  {
    icon: PackagePlus,
    title: 'Order bump',
    description: 'Ofereça um item complementar na própria página de pagamento e aumente o ticket médio.',
  },
  {
    icon: MousePointerClick,
    title: 'Upsell de um clique',
    description:
      'Depois do pagamento aprovado, ofereça outro produto que o cliente compra com um único clique.',
  },
  {
    icon: TicketPercent,
    title: 'Cupons de desconto',
    description: 'Crie cupons em valor ou porcentagem, com limite de usos, validade e aplicação automática.',
  },
  {
    icon: Link2,
    title: 'Links diretos',
    description: 'Gere links de pagamento para cada produto e venda por anúncios, redes sociais ou WhatsApp.',
  },
  {
    icon: Paintbrush,
    title: 'Editor completo',
    description:
      'Ajuste cores, banner, avisos, contador de escassez e provas sociais, vendo o resultado em tempo real.',
  },
  {
    icon: ChartLine,
    title: 'Análises em tempo real',
    description:
      'Acompanhe vendas, conversão por forma de pagamento e o funil do checkout enquanto acontecem.',
  },
];

/** The four privacy and operations features. */
export const privacyFeatures: Feature[] = [
  {
    icon: EyeOff,
    title: 'Anonimato',
    description:
      'Nenhum dado que identifique você é exibido ou compartilhado no checkout: o cliente vê apenas a sua marca.',
  },
  {
    icon: BadgePercent,
    title: 'Taxas baixas',
    description: `Você só paga sobre vendas aprovadas, com taxas a partir de 0,75% + ${formatCents(65)} por pedido.`,
  },
  {
    icon: Truck,
    title: 'Rastreio automático',
    description: 'O código de rastreio chega ao cliente sem você precisar enviar mensagem por mensagem.',
  },
  {
    icon: ReceiptText,
    title: 'Notas fiscais automáticas',
    description: 'As notas fiscais das vendas aprovadas são emitidas sem trabalho manual.',
  },
];

export interface Plan {
  name: string;
  rate: string;
  price: string;
  priceNote: string;
  description: string;
  perks: string[];
  highlight?: 'popular' | 'limited';
}

/** Spec section 9: rate per approved order and monthly price. */
export const plans: Plan[] = [
  {
    name: 'Grátis Inicial',
    rate: '2%',
    price: 'Grátis',
    priceNote: 'sem mensalidade',
    description: 'Para validar sua primeira oferta sem custo fixo.',
    perks: ['Todos os recursos do checkout', 'PIX, cartão e boleto', 'Cupons e links diretos'],
  },
  {
    name: 'Profissional',
    rate: `1,5% + ${formatCents(100)}`,
    price: 'Grátis',
    priceNote: 'sem mensalidade',
    description: 'Para quem já vende todo dia e quer a operação no automático.',
    perks: ['Tudo do Grátis Inicial', 'Nota fiscal automática', 'Rastreio automático'],
  },
  {
    name: 'Premium',
    rate: `1% + ${formatCents(80)}`,
    price: formatCents(11_990),
    priceNote: '/mês',
    description: 'Taxa menor para lojas com volume constante de pedidos.',
    perks: ['Tudo do Profissional', 'Taxa menor em cada pedido aprovado', 'Mensalidade fixa e previsível'],
    highlight: 'popular',
  },
  {
    name: 'Escala',
    rate: `0,75% + ${formatCents(65)}`,
    price: formatCents(24_990),
    priceNote: '/mês',
    description: 'A menor taxa da Pagora, para operações de alto volume.',
    perks: ['Tudo do Premium', 'A menor taxa por pedido', 'Vagas limitadas para garantir a capacidade'],
    highlight: 'limited',
  },
];

export const faqs = [
  {
    id: 'como-funciona',
    question: 'Como a Pagora cobra pelo uso?',
    answer:
      'Você paga uma porcentagem (e, conforme o plano, um valor fixo) somente sobre pedidos aprovados. Nos planos Grátis Inicial e Profissional não há mensalidade; Premium e Escala têm mensalidade fixa e taxas menores.',
  },
  {
    id: 'shopify',
    question: 'Funciona com a minha loja Shopify?',
    answer:
      'Sim. Conecte sua loja Shopify no painel, sincronize os produtos e instale o checkout da Pagora no seu tema. Os links diretos também funcionam sem nenhuma plataforma de loja.',
  },
  {
    id: 'dados',
    question: 'Como meus dados e os dos meus clientes ficam protegidos?',
    answer:
      'O checkout não exibe nem compartilha dados que identifiquem você. As senhas são armazenadas de forma irreversível, as chaves dos gateways são cifradas e cada loja só é acessível pela sua conta.',
  },
] as const;
