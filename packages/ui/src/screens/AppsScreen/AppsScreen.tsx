import {
  ChartNoAxesCombined,
  Link2,
  type LucideIcon,
  Megaphone,
  MessageCircle,
  PackageSearch,
  Plus,
  ShoppingBag,
  ShoppingCart,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { LinkButton } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Stack } from '../../components/Stack/Stack.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../components/Tabs/Tabs.tsx';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { PixelsPanel, type PixelsPanelProps } from './PixelsPanel.tsx';
import { type ProductCheckoutLink, ProductLinkList } from './ProductLinkList.tsx';
import { ShopifyPanel, type ShopifyPanelProps } from './ShopifyPanel.tsx';
import { TrackingPanel, type TrackingPanelProps } from './TrackingPanel.tsx';
import { WooCommercePanel, type WooCommercePanelProps } from './WooCommercePanel.tsx';

export type { ProductCheckoutLink } from './ProductLinkList.tsx';

export type AppsTab =
  | 'shopify'
  | 'woocommerce'
  | 'landing-pages'
  | 'neorastro'
  | 'utmify'
  | 'reportana'
  | 'pixels';

export interface AppsScreenProps {
  /** The tab shown (controlled), e.g. to load the payment links only when 'Landing Pages' opens. */
  selectedTab?: AppsTab;
  /** The tab shown first (uncontrolled). @default 'shopify' */
  defaultTab?: AppsTab;
  onTabChange?: (tab: AppsTab) => void;
  /** The Shopify tab (without it the tab only says that the integration is on its way). */
  shopify?: ShopifyPanelProps;
  /** The WooCommerce tab (without it, a notice). */
  woocommerce?: WooCommercePanelProps;
  /** The NeoRastro tab (without it, a notice). */
  neorastro?: TrackingTabProps;
  /** The Utmify tab (without it, a notice). */
  utmify?: TrackingTabProps;
  /** The Reportana tab (without it, a notice). */
  reportana?: TrackingTabProps;
  /** The ad pixels tab (Meta, Google, TikTok; without it, a notice). */
  pixels?: PixelsPanelProps;
  /** Landing Pages: the active store's products with their checkout links. */
  productLinks: ProductCheckoutLink[];
  /** The links are loading: a spinner until the first answer. */
  isLoadingLinks?: boolean;
  /** Why the links could not be loaded. */
  linksError?: string | null;
  onRetryLinks?: () => void;
  /** 'Copiar Link': the caller copies `url` to the clipboard and confirms. */
  onCopyLink: (url: string, product: ProductCheckoutLink) => void;
  /** The page of products shown, from 1 (the pager shows with more than one page). */
  linksPage?: number;
  linksPageCount?: number;
  onLinksPageChange?: (page: number) => void;
}

/** A tracking tab's props (the service is given by the tab). */
export type TrackingTabProps = Omit<TrackingPanelProps, 'service'>;

interface Integration {
  id: Exclude<AppsTab, 'landing-pages'>;
  label: string;
  icon: LucideIcon;
  title: string;
  description: string;
}

const soon = 'Essa integração chega na etapa de integrações do Pagora.';

/** An integration tab whose props the app does not give yet: an honest notice, no forms or buttons. */
const integrations: Integration[] = [
  {
    id: 'shopify',
    label: 'Shopify',
    icon: ShoppingBag,
    title: 'A integração com a Shopify está sendo conectada',
    description: `Você poderá conectar sua loja Shopify, sincronizar os produtos e instalar o checkout do Pagora no seu tema. ${soon}`,
  },
  {
    id: 'woocommerce',
    label: 'WooCommerce',
    icon: ShoppingCart,
    title: 'A integração com o WooCommerce está sendo conectada',
    description: `Você poderá conectar sua loja WooCommerce com a URL da loja e as chaves da API e sincronizar os produtos. ${soon}`,
  },
  {
    id: 'neorastro',
    label: 'NeoRastro',
    icon: PackageSearch,
    title: 'A integração com o NeoRastro está sendo conectada',
    description: `Os eventos dos seus pedidos serão enviados ao NeoRastro para o rastreio automático das entregas. ${soon}`,
  },
  {
    id: 'utmify',
    label: 'Utmify',
    icon: ChartNoAxesCombined,
    title: 'A integração com a Utmify está sendo conectada',
    description: `Os eventos dos seus pedidos serão enviados à Utmify para você acompanhar a origem das suas vendas. ${soon}`,
  },
  {
    id: 'reportana',
    label: 'Reportana',
    icon: MessageCircle,
    title: 'A integração com a Reportana está sendo conectada',
    description: `Os pedidos e carrinhos abandonados serão enviados à Reportana para as suas automações de recuperação. ${soon}`,
  },
  {
    id: 'pixels',
    label: 'Pixels',
    icon: Megaphone,
    title: 'Os pixels de anúncios estão sendo conectados',
    description: `Você poderá informar os pixels da Meta, do Google e do TikTok para medir as suas campanhas. ${soon}`,
  },
];

const tabOrder: { id: AppsTab; label: string }[] = [
  { id: 'shopify', label: 'Shopify' },
  { id: 'woocommerce', label: 'WooCommerce' },
  { id: 'landing-pages', label: 'Landing Pages' },
  { id: 'neorastro', label: 'NeoRastro' },
  { id: 'utmify', label: 'Utmify' },
  { id: 'reportana', label: 'Reportana' },
  { id: 'pixels', label: 'Pixels' },
];

/** /apps (Apps Integrados): the integration tabs (default Shopify); Landing Pages lists each product's checkout link. */
export function AppsScreen({
  selectedTab,
  defaultTab = 'shopify',
  onTabChange,
  shopify,
  woocommerce,
  neorastro,
  utmify,
  reportana,
  pixels,
  ...links
}: AppsScreenProps) {
  const panels: Record<Integration['id'], ReactNode> = {
    shopify: shopify && <ShopifyPanel {...shopify} />,
    woocommerce: woocommerce && <WooCommercePanel {...woocommerce} />,
    neorastro: neorastro && <TrackingPanel service="neorastro" {...neorastro} />,
    utmify: utmify && <TrackingPanel service="utmify" {...utmify} />,
    reportana: reportana && <TrackingPanel service="reportana" {...reportana} />,
    pixels: pixels && <PixelsPanel {...pixels} />,
  };
  return (
    <Stack gap="xlarge">
      <PageHeader
        title="Apps Integrados"
        description="Conecte sua loja a outras plataformas e use os links de pagamento dos seus produtos."
      />
      <Tabs
        {...(selectedTab !== undefined ? { selectedKey: selectedTab } : { defaultSelectedKey: defaultTab })}
        onSelectionChange={(key) => onTabChange?.(String(key) as AppsTab)}
      >
        <TabList aria-label="Integrações">
          {tabOrder.map((tab) => (
            <Tab key={tab.id} id={tab.id}>
              {tab.label}
            </Tab>
          ))}
        </TabList>
        {integrations.map(({ id, icon: Icon, title, description }) => (
          <TabPanel key={id} id={id}>
            {panels[id] ?? (
              <Card>
                <EmptyState icon={<Icon aria-hidden />} title={title} description={description} />
              </Card>
            )}
          </TabPanel>
        ))}
        <TabPanel id="landing-pages">
          <PaymentLinks {...links} />
        </TabPanel>
      </Tabs>
    </Stack>
  );
}

type PaymentLinksProps = Omit<
  AppsScreenProps,
  | 'selectedTab'
  | 'defaultTab'
  | 'onTabChange'
  | 'shopify'
  | 'woocommerce'
  | 'neorastro'
  | 'utmify'
  | 'reportana'
  | 'pixels'
>;

function PaymentLinks({
  productLinks,
  isLoadingLinks = false,
  linksError,
  onRetryLinks,
  onCopyLink,
  linksPage = 1,
  linksPageCount = 1,
  onLinksPageChange,
}: PaymentLinksProps) {
  return (
    <ProductLinkList
      title="Links de pagamento"
      description="Use o link de checkout de cada produto nas suas landing pages, anúncios e redes sociais."
      loadingLabel="Carregando links de pagamento…"
      empty={
        <EmptyState
          icon={<Link2 aria-hidden />}
          title="Nenhum produto nesta loja ainda."
          description="Cada produto que você criar ganha um link de pagamento para usar aqui."
          action={
            <LinkButton href="/produtos/novo">
              <Plus size={16} aria-hidden />
              Criar Produto
            </LinkButton>
          }
        />
      }
      links={productLinks}
      isLoading={isLoadingLinks}
      error={linksError}
      onRetry={onRetryLinks}
      onCopyLink={onCopyLink}
      page={linksPage}
      pageCount={linksPageCount}
      onPageChange={onLinksPageChange}
    />
  );
}
