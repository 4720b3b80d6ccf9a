import { PRODUCT_PAGE_SIZE } from '@pagora/contract';
import { AppsScreen, type AppsTab, type ProductCheckoutLink, toast } from '@pagora/ui';
import { useState } from 'react';
import { listProducts } from '../../api/products.ts';
import { productListError } from './productErrors.ts';
import { useStoreData } from './useStoreData.ts';

const noLinks = { links: [] as ProductCheckoutLink[], total: 0 };

/** /apps (Apps Integrados): the integration tabs; Landing Pages lists the products' checkout links. */
export default function AppsRoute() {
  const [tab, setTab] = useState<AppsTab>('shopify');
  const [page, setPage] = useState(1);
  // The links are read only once the Landing Pages tab is opened.
  const [linksWanted, setLinksWanted] = useState(false);
  const links = useStoreData({
    load: async (storeId) => {
      const { products, total } = await listProducts(storeId, page);
      return { links: products.map(({ id, name, checkout_url }) => ({ id, name, checkout_url })), total };
    },
    empty: noLinks,
    errorTitle: 'Erro ao buscar produtos',
    describeError: productListError,
    enabled: linksWanted,
    key: page,
  });

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
        if (next === 'landing-pages') setLinksWanted(true);
      }}
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
