import { useEffect, useState } from 'react';
import { followStoreChanges, type LiveStatus } from '../../api/live.ts';
import { invalidate } from '../../api/queryClient.ts';
import { queryKeys } from '../../api/queryKeys.ts';

/**
 * Follows the active store's changes (new orders, status changes, carts) while the page is open and
 * invalidates what they touch (orders with the open one, carts, the dashboard) at most once per
 * `debounceMs`, so a burst of orders refreshes a screen once. Returns the connection's status for
 * the 'Ao vivo' indicator.
 */
export function useLiveChanges(storeId: number | null, debounceMs = 750): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>('connecting');

  useEffect(() => {
    if (storeId == null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = followStoreChanges(
      storeId,
      () => {
        timer ??= setTimeout(() => {
          timer = undefined;
          void invalidate(queryKeys.orders(storeId));
          void invalidate(queryKeys.carts(storeId));
          void invalidate(queryKeys.dashboard(storeId));
        }, debounceMs);
      },
      setStatus,
    );
    return () => {
      stop();
      if (timer) clearTimeout(timer);
    };
  }, [storeId, debounceMs]);

  return status;
}
