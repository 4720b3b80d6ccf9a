import { useEffect, useState } from 'react';
import { getWhatsappLinks } from '../../../api/followUp.ts';

const NO_LINKS: Readonly<Record<string, string>> = {};

/**
 * The 'Chamar no WhatsApp' links of the rows on screen, asked for again with every new page object
 * (another page, a filter, a reload after a payment). The links of the previous answer stay while
 * the next one loads: they are keyed by row, so a row that left the page simply has none shown.
 * A failed request leaves the rows without links; the list's own request reports the failure.
 */
export function useWhatsappLinks(
  which: 'orders' | 'abandoned-carts',
  storeId: number | null,
  page: { items: { id: number }[] } | null,
): Readonly<Record<string, string>> {
  const [links, setLinks] = useState<{ storeId: number | null; links: Readonly<Record<string, string>> }>({
    storeId: null,
    links: NO_LINKS,
  });
  useEffect(() => {
    const ids = page?.items.map((item) => item.id) ?? [];
    if (storeId == null || ids.length === 0) return;
    let isCurrent = true;
    getWhatsappLinks(which, storeId, ids).then(
      (answer) => {
        if (isCurrent) setLinks({ storeId, links: answer.links });
      },
      () => {
        if (isCurrent) setLinks({ storeId, links: NO_LINKS });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [which, storeId, page]);
  return links.storeId === storeId ? links.links : NO_LINKS;
}
