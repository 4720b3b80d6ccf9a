import {
  PRODUCT_NOT_FOUND,
  type ProductFieldErrors,
  ProductFormScreen,
  type ProductFormValues,
  toast,
} from '@pagora/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../api/client.ts';
import { getProduct, updateProduct } from '../../api/products.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useAction } from '../../api/useAction.ts';
import { activeStoreIdAtom } from '../../state/session.ts';
import { productRefusal } from './productRefusal.ts';

/** /produtos/editar/:id: loads the product, saves changes (photo included) and copies its checkout link. */
export default function ProductEditRoute() {
  const { id: rawId } = useParams();
  const id = Number(rawId);
  const storeId = useAtomValue(activeStoreIdAtom);
  const navigate = useNavigate();
  const isValidId = Number.isSafeInteger(id) && id > 0;
  const product = useQuery({
    queryKey: queryKeys.product(storeId ?? 0, id),
    queryFn: () => getProduct(id),
    enabled: isValidId,
    // The form is a draft of this answer: a new one would replace what is being typed, and each
    // visit starts from what is stored now.
    refetchOnWindowFocus: false,
    gcTime: 0,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<ProductFieldErrors | undefined>();
  const loadFailed = product.isError && !product.isFetching;
  // Another merchant's product answers 404 as well: the server never reveals it exists.
  const missing =
    !isValidId ||
    (loadFailed && product.error instanceof ApiError && [403, 404].includes(product.error.status));
  const loadError = missing
    ? PRODUCT_NOT_FOUND
    : loadFailed
      ? errorMessage(product.error, PRODUCT_NOT_FOUND)
      : null;

  // Switching to another store leaves this store's product for the new store's list.
  const firstStoreId = useRef(storeId);
  useEffect(() => {
    if (firstStoreId.current != null && storeId !== firstStoreId.current)
      navigate('/produtos', { replace: true });
  }, [storeId, navigate]);

  const update = useAction({
    run: (values: ProductFormValues) => updateProduct(id, values),
    invalidates: () => (storeId == null ? [] : [queryKeys.products(storeId)]),
    onSuccess: () => {
      toast.success({ title: 'Produto atualizado!', description: 'As alterações foram salvas.' });
      navigate('/produtos');
    },
    onError: (error) => {
      const refusal = productRefusal(error, 'Não foi possível salvar as alterações.');
      toast.error({ title: 'Erro ao atualizar produto', description: refusal.toast });
      setFailure(refusal.alert);
      setFieldErrors(refusal.fields);
    },
  });

  async function handleSubmit(values: ProductFormValues) {
    setFailure(null);
    setFieldErrors(undefined);
    // A refusal rejects: the form keeps the changes, ready to try again.
    await update.mutateAsync(values);
  }

  return (
    <ProductFormScreen
      mode="edit"
      product={loadError == null ? (product.data ?? null) : null}
      isLoading={isValidId && (product.isPending || product.isFetching) && loadError == null}
      loadError={loadError}
      onRetry={loadFailed && !missing ? () => void product.refetch() : undefined}
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
