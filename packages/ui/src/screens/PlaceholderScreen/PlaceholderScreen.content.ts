import {
  Blocks,
  CreditCard,
  LayoutDashboard,
  type LucideIcon,
  Megaphone,
  Package,
  PackagePlus,
  Settings,
  ShoppingBag,
  SquarePen,
  Truck,
  Wallet,
} from 'lucide-react';

export interface PlaceholderPage {
  /** The page's real title. */
  title: string;
  /** The page's subtitle. */
  description: string;
  /** What will appear here for the active store. */
  emptyTitle: string;
  /** That this area is being prepared, and what the merchant will do here. */
  emptyDescription: string;
  icon: LucideIcon;
  /** A working way out of the page (e.g. back to the product list); never a dead button. */
  back?: { href: string; label: string };
}

export type PlaceholderRoute =
  | 'dashboard'
  | 'orders'
  | 'products'
  | 'productNew'
  | 'productEdit'
  | 'marketing'
  | 'gateways'
  | 'shipping'
  | 'apps'
  | 'settings'
  | 'finance';

const soon = 'Esta área está sendo preparada.';

/** Title, subtitle and honest empty state of each admin page that a later release builds. */
export const placeholderPages: Record<PlaceholderRoute, PlaceholderPage> = {
  dashboard: {
    title: 'Dashboard',
    description: 'Acompanhe as vendas, o faturamento e a conversão da sua loja.',
    emptyTitle: 'Os números da sua loja aparecerão aqui',
    emptyDescription: `${soon} Vendas realizadas e aprovadas, faturamento, conversão por forma de pagamento, funil do checkout, ticket médio e produtos vendidos serão calculados a partir dos pedidos reais da loja ativa.`,
    icon: LayoutDashboard,
  },
  orders: {
    title: 'Pedidos',
    description: 'Acompanhe as vendas e os carrinhos abandonados da sua loja.',
    emptyTitle: 'Os pedidos da sua loja aparecerão aqui',
    emptyDescription: `${soon} As vendas e os carrinhos abandonados da loja ativa serão listados aqui, com filtros e a recuperação de carrinhos.`,
    icon: ShoppingBag,
  },
  products: {
    title: 'Produtos',
    description: 'Gerencie os produtos da sua loja.',
    emptyTitle: 'Os produtos da sua loja aparecerão aqui',
    emptyDescription: `${soon} Você poderá criar e editar os produtos da loja ativa e sincronizá-los com a sua loja Shopify.`,
    icon: Package,
  },
  productNew: {
    title: 'Criar Produto',
    description: 'Cadastre um novo produto na sua loja.',
    emptyTitle: 'O cadastro de produtos ficará aqui',
    emptyDescription: `${soon} Você poderá informar título, descrição, tipo, imagem, preço e status do produto da loja ativa.`,
    icon: PackagePlus,
    back: { href: '/produtos', label: 'Voltar para Produtos' },
  },
  productEdit: {
    title: 'Editar Produto',
    description: 'Altere os dados e o link de checkout do produto.',
    emptyTitle: 'A edição de produtos ficará aqui',
    emptyDescription: `${soon} Você poderá alterar nome, preço, descrição e foto do produto e copiar o link de checkout dele.`,
    icon: SquarePen,
    back: { href: '/produtos', label: 'Voltar para Produtos' },
  },
  marketing: {
    title: 'Marketing',
    description: 'Crie cupons de desconto, order bumps e upsells para vender mais.',
    emptyTitle: 'Cupons, order bumps e upsells aparecerão aqui',
    emptyDescription: `${soon} Você poderá criar cupons de desconto e configurar as ofertas de order bump e upsell exibidas no checkout da loja ativa.`,
    icon: Megaphone,
  },
  gateways: {
    title: 'Gateways de Pagamento',
    description: 'Configure os gateways que processam os pagamentos da sua loja.',
    emptyTitle: 'Os gateways da sua loja aparecerão aqui',
    emptyDescription: `${soon} Você poderá conectar gateways de pagamento, escolher as formas de pagamento aceitas e definir um gateway de contingência para a loja ativa.`,
    icon: CreditCard,
  },
  shipping: {
    title: 'Frete',
    description: 'Cadastre as opções de frete oferecidas no checkout.',
    emptyTitle: 'As opções de frete aparecerão aqui',
    emptyDescription: `${soon} Você poderá cadastrar as opções de frete da loja ativa, com preço e prazo de entrega.`,
    icon: Truck,
  },
  apps: {
    title: 'Apps Integrados',
    description: 'Conecte sua loja à Shopify, WooCommerce e outras ferramentas.',
    emptyTitle: 'Suas integrações aparecerão aqui',
    emptyDescription: `${soon} Você poderá conectar a loja ativa à Shopify, WooCommerce, NeoRastro, Utmify e Reportana e gerar links de pagamento para landing pages.`,
    icon: Blocks,
  },
  settings: {
    title: 'Configurações Gerais',
    description: 'Domínios, planos, webhooks e checklist da sua loja.',
    emptyTitle: 'As configurações da sua loja aparecerão aqui',
    emptyDescription: `${soon} Você poderá adicionar e verificar domínios próprios, escolher seu plano, cadastrar webhooks e acompanhar o checklist da loja ativa.`,
    icon: Settings,
  },
  finance: {
    title: 'Financeiro',
    description: 'Saldo, depósitos, cartões, extrato e regularização de taxas.',
    emptyTitle: 'O financeiro da sua loja aparecerá aqui',
    emptyDescription: `${soon} Você poderá acompanhar o saldo, fazer depósitos via PIX, cadastrar cartões, consultar o extrato e regularizar taxas pendentes.`,
    icon: Wallet,
  },
};
