import { PRODUCT_PAGE_SIZE, type ProductListItem } from '@pagora/contract';
import { ProductsScreen, toast } from '@pagora/ui';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { deleteProduct, listProducts } from '../../api/products.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useAction } from '../../api/useAction.ts';
import { activeStoreIdAtom } from '../../state/session.ts';
import { productListError } from './productErrors.ts';
import { useStoreData } from './useStoreData.ts';

/** The page and the search live in the URL (`/produtos?busca=caneca&pagina=2`), so reloads, links and Back keep them. */
const PAGE_PARAM = 'pagina';
const SEARCH_PARAM = 'busca';

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get(PAGE_PARAM));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

const noProducts = { products: [] as ProductListItem[], total: 0 };

const pageCountOf = (total: number) => Math.max(1, Math.ceil(total / PRODUCT_PAGE_SIZE));

/** /produtos: the active store's products, a page of 50 at a time, with delete. */
export default function ProductsRoute() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const search = params.get(SEARCH_PARAM)?.trim() ?? '';
  // Another store's list starts on page 1: the page it was on is not read for the new store.
  const storeId = useAtomValue(activeStoreIdAtom);
  const [pageStore, setPageStore] = useState(storeId);
  const isNewStore = pageStore != null && storeId != null && pageStore !== storeId;
  const products = useStoreData({
    queryKey: (storeId) => queryKeys.productPage(storeId, { page, search }),
    load: (storeId) => listProducts(storeId, page, undefined, { q: search, withPrice: true }),
    empty: noProducts,
    errorTitle: 'Erro ao buscar produtos',
    describeError: productListError,
    enabled: !(isNewStore && page !== 1),
  });
  useEffect(() => {
    if (storeId == null || storeId === pageStore) return;
    if (pageStore != null && page !== 1)
      setParams(
        (current) => {
          current.delete(PAGE_PARAM);
          return current;
        },
        { replace: true },
      );
    setPageStore(storeId);
  }, [storeId, pageStore, page, setParams]);

  // Past the last page (e.g. its last product was deleted): show the last page instead.
  const lastPage = pageCountOf(products.data.total);
  const isPastEnd = !products.isLoading && products.data.products.length === 0 && page > lastPage;
  useEffect(() => {
    if (!isPastEnd) return;
    setParams(
      (current) => {
        if (lastPage > 1) current.set(PAGE_PARAM, String(lastPage));
        else current.delete(PAGE_PARAM);
        return current;
      },
      { replace: true },
    );
  }, [isPastEnd, lastPage, setParams]);

  // A new search starts on its first page.
  const changeSearch = useCallback(
    (q: string) => {
      setParams((current) => {
        if (q) current.set(SEARCH_PARAM, q);
        else current.delete(SEARCH_PARAM);
        current.delete(PAGE_PARAM);
        return current;
      });
    },
    [setParams],
  );

  function changePage(next: number) {
    setParams((current) => {
      if (next > 1) current.set(PAGE_PARAM, String(next));
      else current.delete(PAGE_PARAM);
      return current;
    });
  }

  const remove = useAction({
    run: (product: ProductListItem) => deleteProduct(product.id),
    // Every list of the store's products (here, offers, checkout links) reads again.
    invalidates: () => (storeId == null ? [] : [queryKeys.products(storeId)]),
    onSuccess: ({ message }) => toast.success({ title: message }),
    onError: (error) =>
      toast.error({
        title: 'Erro ao excluir',
        description: errorMessage(error, 'Não foi possível excluir o produto.'),
      }),
  });

  // A refusal rejects, which keeps the confirmation open.
  async function handleDelete(product: ProductListItem) {
    await remove.mutateAsync(product);
  }

  return (
    <ProductsScreen
      products={isPastEnd ? [] : products.data.products}
      total={products.data.total}
      page={page}
      pageCount={lastPage}
      isLoading={products.isLoading || isPastEnd}
      error={products.error}
      onRetry={storeId == null ? undefined : products.reload}
      onPageChange={changePage}
      onDelete={handleDelete}
      search={search}
      onSearch={changeSearch}
    />
  );
}
