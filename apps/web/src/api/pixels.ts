import type { PixelSettingsPayload, PixelSettingsSaved, PixelSettingsView } from '@pagora/contract';
import { api } from './client.ts';

const store = (storeId: number) => ({ searchParams: { store_id: storeId } });

/** GET /api/pixels: the store's ad pixels (the Conversions API token only as "set or not"). */
export const getPixels = (storeId: number) => api.get('pixels', store(storeId)).json<PixelSettingsView>();

/** PUT /api/pixels: an empty id turns a platform off; an empty token keeps the stored one. */
export const savePixels = (storeId: number, body: PixelSettingsPayload) =>
  api.put('pixels', { ...store(storeId), json: body }).json<PixelSettingsSaved>();
