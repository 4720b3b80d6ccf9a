import {
  Blocks,
  CreditCard,
  LayoutDashboard,
  type LucideIcon,
  Megaphone,
  Package,
  PanelsTopLeft,
  Settings,
  ShoppingBag,
  Truck,
  UserRound,
  Wallet,
} from 'lucide-react';

export interface NavItem {
  href: string;
  label: string;
  icon: LucideIcon;
}

/** The sidebar, in the order a merchant sets a store up and then runs it. */
export const navItems: readonly NavItem[] = [
  { href: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { href: '/pedidos', label: 'Pedidos', icon: ShoppingBag },
  { href: '/produtos', label: 'Produtos', icon: Package },
  { href: '/marketing', label: 'Marketing', icon: Megaphone },
  { href: '/gateways', label: 'Gateways', icon: CreditCard },
  { href: '/configuracao-checkout', label: 'Checkout', icon: PanelsTopLeft },
  { href: '/logistica', label: 'Frete', icon: Truck },
  { href: '/meus-dados', label: 'Dados Pessoais', icon: UserRound },
  { href: '/apps', label: 'Apps Integrados', icon: Blocks },
  { href: '/configuracoes', label: 'Configurações', icon: Settings },
  { href: '/financeiro', label: 'Financeiro', icon: Wallet },
];

/**
 * The item whose path the current path starts with (at a segment boundary, so '/produtos/novo'
 * selects Produtos but '/produtosx' selects nothing). The longest match wins.
 */
export function activeNavHref(currentPath: string): string | undefined {
  let best: string | undefined;
  for (const { href } of navItems) {
    const matches = currentPath === href || currentPath.startsWith(`${href}/`);
    if (matches && (!best || href.length > best.length)) best = href;
  }
  return best;
}
