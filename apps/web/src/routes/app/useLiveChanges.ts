import type { LiveChange } from '@pagora/contract';
import { useEffect, useRef, useState } from 'react';
import { followStoreChanges, type LiveStatus } from '../../api/live.ts';

/**
 * Follows the active store's changes (new orders, status changes, carts) while the page is open and
 * calls `onChanges` with the batch at most once per `debounceMs`, so a burst of orders refreshes a
 * screen once. Returns the connection's status for the 'Ao vivo' indicator.
 */
export function useLiveChanges(
  storeId: number | null,
  onChanges: (changes: LiveChange[]) => void,
  debounceMs = 750,
): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const latest = useRef(onChanges);
  latest.current = onChanges;

  useEffect(() => {
    if (storeId == null) return;
    let pending: LiveChange[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = followStoreChanges(
      storeId,
      (change) => {
        pending.push(change);
        timer ??= setTimeout(() => {
          const batch = pending;
          pending = [];
          timer = undefined;
          latest.current(batch);
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
