import { useQuery } from '@tanstack/react-query';
import { getWhatsappLinks } from '../../../api/followUp.ts';
import { queryKeys, storeOfKey } from '../../../api/queryKeys.ts';

const NO_LINKS: Readonly<Record<string, string>> = {};

/**
 * The 'Chamar no WhatsApp' links of the rows on screen, read under the list's key (so whatever
 * refreshes the list, a payment or a live change, refreshes them too). The links of the previous
 * answer stay while the next one loads: they are keyed by row, so a row that left the page simply
 * has none shown. A failed request leaves the rows without links; the list's own request reports
 * the failure.
 */
export function useWhatsappLinks(
  which: 'orders' | 'abandoned-carts',
  storeId: number | null,
  page: { items: { id: number }[] } | null,
): Readonly<Record<string, string>> {
  const ids = page?.items.map((item) => item.id) ?? [];
  const query = useQuery({
    queryKey: queryKeys.whatsappLinks(storeId ?? 0, which, ids),
    queryFn: async () => (await getWhatsappLinks(which, storeId ?? 0, ids)).links,
    enabled: storeId != null && ids.length > 0,
    placeholderData: (previous, previousQuery) =>
      previousQuery && storeOfKey(previousQuery.queryKey) === storeId ? previous : undefined,
  });
  return (storeId != null && !query.isError && query.data) || NO_LINKS;
}
