import type { Product } from '@pagora/contract';
import {
  PRODUCT_NOT_FOUND,
  type ProductFieldErrors,
  ProductFormScreen,
  type ProductFormValues,
  toast,
} from '@pagora/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../api/client.ts';
import { getProduct, updateProduct } from '../../api/products.ts';
import { activeStoreIdAtom } from '../../state/session.ts';
import { productFieldErrors } from './productFieldErrors.ts';

interface LoadState {
  product: Product | null;
  isLoading: boolean;
  error: string | null;
  /** A failure worth retrying (network, server), unlike a product that does not exist. */
  canRetry: boolean;
}

/** /produtos/editar/:id: loads the product, saves changes (photo included) and copies its checkout link. */
export default function ProductEditRoute() {
  const { id: rawId } = useParams();
  const id = Number(rawId);
  const storeId = useAtomValue(activeStoreIdAtom);
  const navigate = useNavigate();
  const [load, setLoad] = useState<LoadState>({
    product: null,
    isLoading: true,
    error: null,
    canRetry: false,
  });
  const [reloads, setReloads] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<ProductFieldErrors | undefined>();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` is the retry trigger.
  useEffect(() => {
    if (!Number.isSafeInteger(id) || id <= 0) {
      setLoad({ product: null, isLoading: false, error: PRODUCT_NOT_FOUND, canRetry: false });
      return;
    }
    let isCurrent = true;
    setLoad((state) => ({ ...state, isLoading: true, error: null }));
    getProduct(id).then(
      (product) => {
        if (isCurrent) setLoad({ product, isLoading: false, error: null, canRetry: false });
      },
      (error: unknown) => {
        if (!isCurrent) return;
        // Another merchant's product answers 404 as well: the server never reveals it exists.
        const missing = error instanceof ApiError && (error.status === 404 || error.status === 403);
        setLoad({
          product: null,
          isLoading: false,
          error: missing ? PRODUCT_NOT_FOUND : errorMessage(error, PRODUCT_NOT_FOUND),
          canRetry: !missing,
        });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [id, reloads]);

  // Switching to another store leaves this store's product for the new store's list.
  const firstStoreId = useRef(storeId);
  useEffect(() => {
    if (firstStoreId.current != null && storeId !== firstStoreId.current)
      navigate('/produtos', { replace: true });
  }, [storeId, navigate]);

  async function handleSubmit(values: ProductFormValues) {
    setFailure(null);
    setFieldErrors(undefined);
    try {
      await updateProduct(id, values);
    } catch (error) {
      const message = errorMessage(error, 'Não foi possível salvar as alterações.');
      toast.error({ title: 'Erro ao atualizar produto', description: message });
      setFailure(message);
      if (error instanceof ApiError) setFieldErrors(productFieldErrors(error.status, error.message));
      throw error; // the form keeps the changes, ready to try again
    }
    toast.success({ title: 'Produto atualizado!', description: 'As alterações foram salvas.' });
    navigate('/produtos');
  }

  return (
    <ProductFormScreen
      mode="edit"
      product={load.product}
      isLoading={load.isLoading}
      loadError={load.error}
      onRetry={load.canRetry ? () => setReloads((count) => count + 1) : undefined}
      errorMessage={failure}
      fieldErrors={fieldErrors}
      onSubmit={handleSubmit}
      onCopyLink={() =>
        toast.success({
          title: 'Link copiado!',
          description: 'O link do checkout foi copiado para a área de transferência.',
        })
      }
    />
  );
}
