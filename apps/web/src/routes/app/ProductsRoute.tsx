import { PRODUCT_PAGE_SIZE, type ProductListItem } from '@pagora/contract';
import { ProductsScreen, toast } from '@pagora/ui';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { deleteProduct, listProducts } from '../../api/products.ts';
import { profileLoadAtom } from '../../state/profile.ts';
import { activeStoreIdAtom } from '../../state/session.ts';
import { NO_ACTIVE_STORE, productListError } from './productErrors.ts';

/** The page and the search live in the URL (`/produtos?busca=caneca&pagina=2`), so reloads, links and Back keep them. */
const PAGE_PARAM = 'pagina';
const SEARCH_PARAM = 'busca';

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get(PAGE_PARAM));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

interface ListState {
  /** The store these rows belong to (another store's rows are never shown while the next loads). */
  storeId: number | null;
  products: ProductListItem[];
  total: number;
  isLoading: boolean;
  error: string | null;
}

/** /produtos: the active store's products, a page of 50 at a time, with delete. */
export default function ProductsRoute() {
  const storeId = useAtomValue(activeStoreIdAtom);
  const profileLoad = useAtomValue(profileLoadAtom);
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const search = params.get(SEARCH_PARAM)?.trim() ?? '';
  const [list, setList] = useState<ListState>({
    storeId,
    products: [],
    total: 0,
    isLoading: true,
    error: null,
  });
  const [reloads, setReloads] = useState(0);
  const lastStoreId = useRef(storeId);
  const toastedNoStore = useRef(false);

  // Without a valid active store the layout picks one (or sends a merchant without stores to
  // /first-store) once the profile is read: wait for that, unless the profile cannot be read.
  const waitingForStore = storeId == null && !profileLoad.error;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` is the retry/after-delete trigger.
  useEffect(() => {
    if (storeId == null) {
      if (waitingForStore) return;
      setList({ storeId, products: [], total: 0, isLoading: false, error: NO_ACTIVE_STORE });
      if (!toastedNoStore.current) toast.error({ title: 'Erro', description: NO_ACTIVE_STORE });
      toastedNoStore.current = true;
      return;
    }
    toastedNoStore.current = false;

    // Another store: its list starts on page 1.
    const previousStoreId = lastStoreId.current;
    lastStoreId.current = storeId;
    if (previousStoreId != null && previousStoreId !== storeId && page !== 1) {
      setParams(
        (current) => {
          current.delete(PAGE_PARAM);
          return current;
        },
        { replace: true },
      );
      return;
    }

    let isCurrent = true;
    setList((state) =>
      state.storeId === storeId
        ? { ...state, isLoading: true, error: null }
        : { storeId, products: [], total: 0, isLoading: true, error: null },
    );
    listProducts(storeId, page, undefined, { q: search, withPrice: true }).then(
      ({ products, total }) => {
        if (!isCurrent) return;
        // Past the last page (e.g. its last product was deleted): show the last page instead.
        const lastPage = Math.max(1, Math.ceil(total / PRODUCT_PAGE_SIZE));
        if (products.length === 0 && page > lastPage) {
          setParams(
            (current) => {
              if (lastPage > 1) current.set(PAGE_PARAM, String(lastPage));
              else current.delete(PAGE_PARAM);
              return current;
            },
            { replace: true },
          );
          return;
        }
        setList({ storeId, products, total, isLoading: false, error: null });
      },
      (error: unknown) => {
        if (!isCurrent) return;
        const description = productListError(error);
        toast.error({ title: 'Erro ao buscar produtos', description });
        setList({ storeId, products: [], total: 0, isLoading: false, error: description });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [storeId, page, search, reloads, waitingForStore, setParams]);

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

  async function handleDelete(product: ProductListItem) {
    let message: string;
    try {
      ({ message } = await deleteProduct(product.id));
    } catch (error) {
      toast.error({
        title: 'Erro ao excluir',
        description: errorMessage(error, 'Não foi possível excluir o produto.'),
      });
      throw error; // keeps the confirmation open
    }
    toast.success({ title: message });
    setReloads((count) => count + 1);
  }

  return (
    <ProductsScreen
      products={list.products}
      total={list.total}
      page={page}
      pageCount={Math.max(1, Math.ceil(list.total / PRODUCT_PAGE_SIZE))}
      isLoading={waitingForStore || list.isLoading}
      error={list.error}
      onRetry={storeId == null ? undefined : () => setReloads((count) => count + 1)}
      onPageChange={changePage}
      onDelete={handleDelete}
      search={search}
      onSearch={changeSearch}
    />
  );
}
