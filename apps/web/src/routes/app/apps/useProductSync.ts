import type { SyncJob } from '@pagora/contract';
import { type SyncState, toast } from '@pagora/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiError, errorMessage } from '../../../api/client.ts';
import { getSync, type SyncSource, startSync } from '../../../api/integrations.ts';
import { queryClient } from '../../../api/queryClient.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

/** How often a running sync's progress is read. */
const POLL_MS = 1000;

const toState = (job: SyncJob | null): SyncState | null =>
  job && {
    status: job.status,
    processed: job.processed,
    total: job.total,
    created: job.created,
    updated: job.updated,
    message: job.message,
    error: job.error,
  };

/**
 * A shop's product sync: 'Sincronizar produtos' starts it on the server, and while it runs its
 * progress is read every second (also when the page opens on a sync another tab started). When it
 * ends, a toast says how it went and `onDone` invalidates what depends on the products.
 */
export function useProductSync(
  source: SyncSource,
  storeId: number | null,
  enabled: boolean,
  onDone: (storeId: number) => void,
) {
  const queryKey = queryKeys.productSync(storeId ?? 0, source);
  // The latest job when the tab opens (or the store changes), then every second while it runs.
  // A failed read leaves the last progress on screen; the next tick asks again.
  const job = useQuery({
    queryKey,
    queryFn: () => getSync(source, storeId ?? 0),
    enabled: enabled && storeId != null,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? POLL_MS : false),
    refetchIntervalInBackground: true,
  });
  const current = enabled && storeId != null ? (job.data ?? null) : null;

  // The end of a run followed here: announced once.
  const followed = useRef<SyncJob | null>(null);
  const latestDone = useRef(onDone);
  latestDone.current = onDone;
  useEffect(() => {
    const before = followed.current;
    followed.current = current;
    if (!current || before?.id !== current.id || before.status !== 'running' || storeId == null) return;
    if (current.status === 'done') {
      toast.success({ title: 'Sincronização Concluída!', description: current.message ?? undefined });
      latestDone.current(storeId);
    } else if (current.status === 'failed') {
      toast.error({
        title: 'Erro na Sincronização',
        description: current.error ?? 'Falha na sincronização.',
      });
    }
  }, [current, storeId]);

  const start = useMutation({
    mutationFn: (store: number) => startSync(source, store),
    onSuccess: (started, store) => {
      queryClient.setQueryData(queryKeys.productSync(store, source), started.job);
    },
    onError: async (error, store) => {
      // 409: a sync is already running; follow that one.
      if (error instanceof ApiError && error.status === 409)
        await queryClient.invalidateQueries({ queryKey: queryKeys.productSync(store, source) });
      toast.error({
        title: 'Erro na Sincronização',
        description: errorMessage(error, 'Falha na sincronização.'),
      });
    },
  });

  return {
    sync: toState(current),
    start: () => {
      if (storeId == null) {
        toast.error({ title: 'Erro', description: 'Nenhuma loja ativa selecionada para sincronizar.' });
        return;
      }
      start.mutate(storeId);
    },
  };
}
