import type { PixelSettingsView } from '@pagora/contract';
import { type PixelsPanelProps, type PixelsValues, toast } from '@pagora/ui';
import { useMutation } from '@tanstack/react-query';
import { ApiError, errorMessage } from '../../../api/client.ts';
import { getPixels, savePixels } from '../../../api/pixels.ts';
import { queryClient } from '../../../api/queryClient.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { requireStore, useStoreData } from '../useStoreData.ts';

const FETCH_FORBIDDEN = 'Acesso não autorizado para buscar a integração desta loja.';

const saveFailure = (error: unknown) => errorMessage(error, 'Falha ao salvar os pixels.');

/** /apps › Pixels: the stored pixels and their save, as the panel's props. */
export function usePixels(enabled: boolean): PixelsPanelProps {
  const data = useStoreData<PixelSettingsView | null>({
    queryKey: queryKeys.pixels,
    load: getPixels,
    empty: null,
    errorTitle: 'Erro',
    describeError: (error) =>
      error instanceof ApiError && error.status === 403
        ? FETCH_FORBIDDEN
        : errorMessage(error, 'Falha ao buscar os pixels.'),
    enabled,
  });
  const saving = useMutation({
    mutationFn: ({ storeId, values }: { storeId: number; values: PixelsValues }) =>
      savePixels(storeId, {
        meta_pixel_id: values.metaPixelId,
        meta_capi_token: values.metaCapiToken,
        remove_meta_capi_token: values.removeMetaCapiToken,
        ga4_id: values.ga4Id,
        google_ads_id: values.googleAdsId,
        google_ads_label: values.googleAdsLabel,
        tiktok_pixel_id: values.tiktokPixelId,
      }),
    // What the save answered is what the store has now: the panel shows it without reading again.
    onSuccess: (done, { storeId }) => {
      queryClient.setQueryData(queryKeys.pixels(storeId), done.pixels);
      toast.success({ title: done.message, description: 'O checkout já usa os pixels salvos.' });
    },
    onError: (error) => toast.error({ title: 'Erro ao salvar os pixels', description: saveFailure(error) }),
  });

  return {
    pixels: data.data,
    isLoading: data.isLoading,
    loadError: data.error,
    onRetryLoad: data.storeId == null ? undefined : data.reload,
    onSave(values) {
      const storeId = requireStore(data.storeId);
      if (storeId != null) saving.mutate({ storeId, values });
    },
    isSaving: saving.isPending,
    saveError: saving.error ? saveFailure(saving.error) : null,
  };
}
