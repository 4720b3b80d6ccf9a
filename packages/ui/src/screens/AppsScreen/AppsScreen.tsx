import type { Product } from '@pagora/contract';
import {
  ChartNoAxesCombined,
  Copy,
  Link2,
  type LucideIcon,
  MessageCircle,
  PackageSearch,
  Plus,
  ShoppingBag,
  ShoppingCart,
} from 'lucide-react';
import { Button, LinkButton } from '../../components/Button/Button.tsx';
import { Card, CardHeader } from '../../components/Card/Card.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Pagination } from '../../components/Pagination/Pagination.tsx';
import { cx } from '../../components/private/cx.ts';
import { Stack } from '../../components/Stack/Stack.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../components/Tabs/Tabs.tsx';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import * as list from '../private/RecordList.css.ts';
import { RecordListBody } from '../private/RecordListBody.tsx';

export type AppsTab = 'shopify' | 'woocommerce' | 'landing-pages' | 'neorastro' | 'utmify' | 'reportana';

/** A product with the link buyers pay at (from `GET /api/products/:id`). */
export type ProductCheckoutLink = Pick<Product, 'id' | 'name' | 'checkout_url'>;

export interface AppsScreenProps {
  /** The tab shown (controlled), e.g. to load the payment links only when 'Landing Pages' opens. */
  selectedTab?: AppsTab;
  /** The tab shown first (uncontrolled). @default 'shopify' */
  defaultTab?: AppsTab;
  onTabChange?: (tab: AppsTab) => void;
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

interface Integration {
  id: Exclude<AppsTab, 'landing-pages'>;
  label: string;
  icon: LucideIcon;
  title: string;
  description: string;
}

const soon = 'Essa integração chega na etapa de integrações do Pagora.';

/** The integrations a later release connects: an honest notice each, no forms or buttons yet. */
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
];

const tabOrder: { id: AppsTab; label: string }[] = [
  { id: 'shopify', label: 'Shopify' },
  { id: 'woocommerce', label: 'WooCommerce' },
  { id: 'landing-pages', label: 'Landing Pages' },
  { id: 'neorastro', label: 'NeoRastro' },
  { id: 'utmify', label: 'Utmify' },
  { id: 'reportana', label: 'Reportana' },
];

/** /apps (Apps Integrados): the integration tabs; Landing Pages lists each product's checkout link. */
export function AppsScreen({ selectedTab, defaultTab = 'shopify', onTabChange, ...links }: AppsScreenProps) {
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
            <Card>
              <EmptyState icon={<Icon aria-hidden />} title={title} description={description} />
            </Card>
          </TabPanel>
        ))}
        <TabPanel id="landing-pages">
          <PaymentLinks {...links} />
        </TabPanel>
      </Tabs>
    </Stack>
  );
}

type PaymentLinksProps = Omit<AppsScreenProps, 'selectedTab' | 'defaultTab' | 'onTabChange'>;

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
    <Card as="section" aria-labelledby="links-pagamento-titulo">
      <CardHeader
        id="links-pagamento-titulo"
        title="Links de pagamento"
        description="Use o link de checkout de cada produto nas suas landing pages, anúncios e redes sociais."
      />
      <RecordListBody
        isLoading={isLoadingLinks}
        loadingLabel="Carregando links de pagamento…"
        error={linksError}
        errorTitle="Erro ao buscar produtos"
        onRetry={onRetryLinks}
        isEmpty={productLinks.length === 0}
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
      >
        <ul className={list.list} aria-label="Links de pagamento">
          {productLinks.map((product) => (
            <li key={product.id} className={cx(list.row, list.rowCompact)}>
              <div className={list.main}>
                <span className={list.icon}>
                  <Link2 size={18} aria-hidden />
                </span>
                <div className={list.titles}>
                  <p className={list.name}>{product.name}</p>
                  <p className={cx(list.subtitle, list.mono)}>{product.checkout_url}</p>
                </div>
              </div>
              <div className={cx(list.actions, list.actionsWide)}>
                <Button
                  variant="secondary"
                  size="small"
                  fullWidth
                  aria-label={`Copiar Link de ${product.name}`}
                  onPress={() => onCopyLink(product.checkout_url, product)}
                >
                  <Copy size={16} aria-hidden />
                  Copiar Link
                </Button>
              </div>
            </li>
          ))}
        </ul>
        {linksPageCount > 1 && onLinksPageChange && (
          <div className={list.footer}>
            <Pagination
              page={linksPage}
              pageCount={linksPageCount}
              onPageChange={onLinksPageChange}
              isDisabled={isLoadingLinks}
            />
          </div>
        )}
      </RecordListBody>
    </Card>
  );
}
