import type { PixelSettingsView } from '@pagora/contract';
import { type PixelsPanelProps, type PixelsValues, toast } from '@pagora/ui';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../api/client.ts';
import { getPixels, savePixels } from '../../../api/pixels.ts';
import { requireStore, useStoreData } from '../useStoreData.ts';

const FETCH_FORBIDDEN = 'Acesso não autorizado para buscar a integração desta loja.';

/** /apps › Pixels: the stored pixels and their save, as the panel's props. */
export function usePixels(enabled: boolean): PixelsPanelProps {
  const data = useStoreData<PixelSettingsView | null>({
    load: getPixels,
    empty: null,
    errorTitle: 'Erro',
    describeError: (error) =>
      error instanceof ApiError && error.status === 403
        ? FETCH_FORBIDDEN
        : errorMessage(error, 'Falha ao buscar os pixels.'),
    enabled,
  });
  const [saved, setSaved] = useState<PixelSettingsView | null>(null);
  const [isSaving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  async function onSave(values: PixelsValues) {
    const storeId = requireStore(data.storeId);
    if (storeId == null) return;
    setSaving(true);
    setSaveError(null);
    try {
      const done = await savePixels(storeId, {
        meta_pixel_id: values.metaPixelId,
        meta_capi_token: values.metaCapiToken,
        remove_meta_capi_token: values.removeMetaCapiToken,
        ga4_id: values.ga4Id,
        google_ads_id: values.googleAdsId,
        google_ads_label: values.googleAdsLabel,
        tiktok_pixel_id: values.tiktokPixelId,
      });
      setSaved(done.pixels);
      toast.success({ title: done.message, description: 'O checkout já usa os pixels salvos.' });
    } catch (caught) {
      const description = errorMessage(caught, 'Falha ao salvar os pixels.');
      setSaveError(description);
      toast.error({ title: 'Erro ao salvar os pixels', description });
    } finally {
      setSaving(false);
    }
  }

  // What the last save answered wins over the first read, until the store changes.
  const [savedFor, setSavedFor] = useState(data.storeId);
  if (savedFor !== data.storeId) {
    setSavedFor(data.storeId);
    setSaved(null);
  }
  return {
    pixels: saved ?? data.data,
    isLoading: data.isLoading,
    loadError: data.error,
    onRetryLoad: data.storeId == null ? undefined : data.reload,
    onSave,
    isSaving,
    saveError,
  };
}
