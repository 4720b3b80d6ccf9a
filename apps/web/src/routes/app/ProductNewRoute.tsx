import { type ProductFieldErrors, ProductFormScreen, type ProductFormValues, toast } from '@pagora/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { createProduct } from '../../api/products.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useAction } from '../../api/useAction.ts';
import { activeStoreIdAtom } from '../../state/session.ts';
import { NO_ACTIVE_STORE } from './productErrors.ts';
import { productRefusal } from './productRefusal.ts';

/** /produtos/novo: creates a product in the active store, then back to the list. */
export default function ProductNewRoute() {
  const storeId = useAtomValue(activeStoreIdAtom);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<ProductFieldErrors | undefined>();

  const create = useAction({
    run: ({ storeId, values }: { storeId: number; values: ProductFormValues }) =>
      createProduct(storeId, values),
    invalidates: ({ storeId }) => [queryKeys.products(storeId)],
    onSuccess: () => {
      toast.success({ title: 'Produto criado!', description: 'O produto foi cadastrado com sucesso.' });
      navigate('/produtos');
    },
    onError: (error) => {
      const refusal = productRefusal(error, 'Não foi possível criar o produto.');
      toast.error({ title: 'Erro ao criar produto', description: refusal.toast });
      setFailure(refusal.alert);
      setFieldErrors(refusal.fields);
    },
  });

  async function handleSubmit(values: ProductFormValues) {
    if (storeId == null) {
      toast.error({ title: 'Erro', description: NO_ACTIVE_STORE });
      setFailure(NO_ACTIVE_STORE);
      return;
    }
    setFailure(null);
    setFieldErrors(undefined);
    // A refusal rejects: the form stays as it is, ready to try again.
    await create.mutateAsync({ storeId, values });
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
