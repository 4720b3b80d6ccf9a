import { PRODUCT_PAGE_SIZE } from '@pagora/contract';
import { AppsScreen, type AppsTab, type ProductCheckoutLink, toast } from '@pagora/ui';
import { useState } from 'react';
import { listProducts } from '../../api/products.ts';
import { invalidate } from '../../api/queryClient.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useShopify, useTracking, useWooCommerce } from './apps/useIntegrations.ts';
import { usePixels } from './apps/usePixels.ts';
import { useProductSync } from './apps/useProductSync.ts';
import { productListError } from './productErrors.ts';
import { useStoreData } from './useStoreData.ts';

const noLinks = { links: [] as ProductCheckoutLink[], total: 0 };

const linksOf = async (storeId: number, page: number, source?: 'shopify') => {
  const { products, total } = await listProducts(storeId, page, source);
  return { links: products.map(({ id, name, checkout_url }) => ({ id, name, checkout_url })), total };
};

/**
 * /apps (Apps Integrados): Shopify and WooCommerce (validated credentials, product sync with progress,
 * the theme checkout, the WordPress plugin), the tracking integrations (NeoRastro, Utmify, Reportana), the ad
 * pixels (Meta with the Conversions API, Google, TikTok) and the products' checkout links. Each tab reads its data when it is first opened.
 */
export default function AppsRoute() {
  const [tab, setTab] = useState<AppsTab>('shopify');
  const [opened, setOpened] = useState<Set<AppsTab>>(() => new Set(['shopify']));
  const [page, setPage] = useState(1);
  const links = useStoreData({
    queryKey: (storeId) => queryKeys.productPage(storeId, { page, links: true }),
    load: (storeId) => linksOf(storeId, page),
    empty: noLinks,
    errorTitle: 'Erro ao buscar produtos',
    describeError: productListError,
    enabled: opened.has('landing-pages'),
  });
  const shopifyProducts = useStoreData({
    queryKey: (storeId) => queryKeys.productPage(storeId, { page: 1, source: 'shopify', links: true }),
    load: (storeId) => linksOf(storeId, 1, 'shopify'),
    empty: noLinks,
    errorTitle: 'Erro ao buscar produtos',
    describeError: productListError,
    enabled: opened.has('shopify'),
  });

  const shopify = useShopify(opened.has('shopify'));
  // A finished sync created or updated products: every list of them reads again.
  const syncDone = (storeId: number) => void invalidate(queryKeys.products(storeId));
  const shopifySync = useProductSync('shopify', shopify.data.storeId, opened.has('shopify'), syncDone);
  const woo = useWooCommerce(opened.has('woocommerce'));
  const wooSync = useProductSync('woocommerce', woo.data.storeId, opened.has('woocommerce'), syncDone);
  const neorastro = useTracking('neorastro', opened.has('neorastro'));
  const utmify = useTracking('utmify', opened.has('utmify'));
  const reportana = useTracking('reportana', opened.has('reportana'));
  const pixels = usePixels(opened.has('pixels'));

  // Another store's links start on page 1.
  const [pageStore, setPageStore] = useState(links.storeId);
  if (pageStore !== links.storeId) {
    setPageStore(links.storeId);
    setPage(1);
  }

  async function copy(url: string, product: ProductCheckoutLink) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success({ title: 'Link copiado!', description: product.name });
    } catch {
      toast.error({ title: 'Não foi possível copiar o link', description: `Copie-o manualmente: ${url}` });
    }
  }

  return (
    <AppsScreen
      selectedTab={tab}
      onTabChange={(next) => {
        setTab(next);
        setOpened((current) => (current.has(next) ? current : new Set([...current, next])));
      }}
      shopify={{
        integration: shopify.integration,
        isLoading: shopify.data.isLoading,
        loadError: shopify.data.error,
        onRetryLoad: shopify.data.storeId == null ? undefined : shopify.data.reload,
        onSave: shopify.onSave,
        isSaving: shopify.save.busy,
        saveError: shopify.save.error,
        onDisconnect: shopify.onDisconnect,
        isDisconnecting: shopify.disconnect.busy,
        checkoutInstalled: shopify.checkoutInstalled,
        isInstalling: shopify.install.busy,
        onInstallCheckout: shopify.onInstall,
        onRemoveCheckout: shopify.onRemoveCheckout,
        isRemovingCheckout: shopify.remove.busy,
        checkoutError: shopify.install.error ?? shopify.remove.error,
        sync: shopifySync.sync,
        onSync: shopifySync.start,
        products: shopifyProducts.data.links,
        isLoadingProducts: shopifyProducts.isLoading,
        productsError: shopifyProducts.error,
        onRetryProducts: shopifyProducts.storeId == null ? undefined : shopifyProducts.reload,
        onCopyLink: copy,
      }}
      woocommerce={{
        integration: woo.integration,
        isLoading: woo.data.isLoading,
        loadError: woo.data.error,
        onRetryLoad: woo.data.storeId == null ? undefined : woo.data.reload,
        onSave: woo.onSave,
        isSaving: woo.save.busy,
        saveError: woo.save.error,
        onDelete: woo.onDelete,
        isDeleting: woo.remove.busy,
        sync: wooSync.sync,
        onSync: wooSync.start,
        onDownloadPlugin: woo.onDownloadPlugin,
        isDownloadingPlugin: woo.plugin.busy,
        pluginError: woo.plugin.error,
      }}
      neorastro={neorastro}
      utmify={utmify}
      reportana={reportana}
      pixels={pixels}
      productLinks={links.data.links}
      isLoadingLinks={links.isLoading}
      linksError={links.error}
      onRetryLinks={links.storeId == null ? undefined : links.reload}
      onCopyLink={copy}
      linksPage={page}
      linksPageCount={Math.max(1, Math.ceil(links.data.total / PRODUCT_PAGE_SIZE))}
      onLinksPageChange={setPage}
    />
  );
}
