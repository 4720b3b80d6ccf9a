import { type ProductFieldErrors, ProductFormScreen, type ProductFormValues, toast } from '@pagora/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../api/client.ts';
import { createProduct } from '../../api/products.ts';
import { invalidate } from '../../api/queryClient.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { activeStoreIdAtom } from '../../state/session.ts';
import { NO_ACTIVE_STORE } from './productErrors.ts';
import { productFieldErrors } from './productFieldErrors.ts';

/** /produtos/novo: creates a product in the active store, then back to the list. */
export default function ProductNewRoute() {
  const storeId = useAtomValue(activeStoreIdAtom);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<ProductFieldErrors | undefined>();

  async function handleSubmit(values: ProductFormValues) {
    if (storeId == null) {
      toast.error({ title: 'Erro', description: NO_ACTIVE_STORE });
      setFailure(NO_ACTIVE_STORE);
      return;
    }
    setFailure(null);
    setFieldErrors(undefined);
    try {
      await createProduct(storeId, values);
    } catch (error) {
      const message = errorMessage(error, 'Não foi possível criar o produto.');
      toast.error({ title: 'Erro ao criar produto', description: message });
      setFailure(message);
      if (error instanceof ApiError) setFieldErrors(productFieldErrors(error.status, error.message));
      throw error; // the form stays as it is, ready to try again
    }
    toast.success({ title: 'Produto criado!', description: 'O produto foi cadastrado com sucesso.' });
    void invalidate(queryKeys.products(storeId));
    navigate('/produtos');
  }

  return (
    <ProductFormScreen
      mode="create"
      errorMessage={failure}
      fieldErrors={fieldErrors}
      onSubmit={handleSubmit}
    />
  );
}
