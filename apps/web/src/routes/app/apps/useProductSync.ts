import type { SyncJob } from '@pagora/contract';
import { type SyncState, toast } from '@pagora/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../../api/client.ts';
import { getSync, type SyncSource, startSync } from '../../../api/integrations.ts';

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
 * ends, a toast says how it went and `onDone` reloads what depends on the products.
 */
export function useProductSync(
  source: SyncSource,
  storeId: number | null,
  enabled: boolean,
  onDone: () => void,
) {
  const [job, setJob] = useState<SyncJob | null>(null);
  const latestDone = useRef(onDone);
  latestDone.current = onDone;

  // The latest job when the tab opens (or the store changes).
  useEffect(() => {
    setJob(null);
    if (!enabled || storeId == null) return;
    let current = true;
    getSync(source, storeId).then(
      (found) => current && setJob(found),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [source, storeId, enabled]);

  const running = job?.status === 'running';
  const jobId = job?.id;
  useEffect(() => {
    if (!running || storeId == null) return;
    let current = true;
    const timer = setInterval(() => {
      getSync(source, storeId).then(
        (found) => {
          if (!current || !found || found.id !== jobId) return;
          setJob(found);
          if (found.status === 'done') {
            toast.success({ title: 'Sincronização Concluída!', description: found.message ?? undefined });
            latestDone.current();
          } else if (found.status === 'failed') {
            toast.error({
              title: 'Erro na Sincronização',
              description: found.error ?? 'Falha na sincronização.',
            });
          }
        },
        () => undefined,
      );
    }, POLL_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [source, storeId, running, jobId]);

  const start = useCallback(async () => {
    if (storeId == null) {
      toast.error({ title: 'Erro', description: 'Nenhuma loja ativa selecionada para sincronizar.' });
      return;
    }
    try {
      const started = await startSync(source, storeId);
      setJob(started.job);
    } catch (error) {
      // 409: a sync is already running; follow that one.
      if (error instanceof ApiError && error.status === 409) {
        const found = await getSync(source, storeId).catch(() => null);
        if (found) setJob(found);
      }
      toast.error({
        title: 'Erro na Sincronização',
        description: errorMessage(error, 'Falha na sincronização.'),
      });
    }
  }, [source, storeId]);

  return { sync: toState(job), start };
}
