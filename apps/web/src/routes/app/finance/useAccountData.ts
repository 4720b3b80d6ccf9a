import { toast } from '@pagora/ui';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { sessionAtom } from '../../../state/session.ts';

export interface AccountDataOptions<T> {
  load: () => Promise<T>;
  /** Title of the error toast, e.g. 'Erro ao buscar cartões'. */
  errorTitle: string;
  describeError: (error: unknown) => string;
  /** Load only while true (e.g. while a tab is open). @default true */
  enabled?: boolean;
  /** Another value here loads again (e.g. the statement's page and filters). */
  key?: unknown;
}

/**
 * Data of the signed-in account (billing is not scoped to a store): loads it (again on `reload()`,
 * a new `key` or another session), reports failures with a toast, and keeps the last answer on
 * screen while the next one loads. `set` replaces it with what a change answered.
 */
export function useAccountData<T>({
  load,
  errorTitle,
  describeError,
  enabled = true,
  key,
}: AccountDataOptions<T>) {
  const token = useAtomValue(sessionAtom)?.token ?? null;
  const [state, setState] = useState<{ data: T | null; isLoading: boolean; error: string | null }>({
    data: null,
    isLoading: enabled,
    error: null,
  });
  const [reloads, setReloads] = useState(0);
  const latest = useRef({ load, errorTitle, describeError });
  latest.current = { load, errorTitle, describeError };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads`, `key` and `token` are reload triggers.
  useEffect(() => {
    if (!enabled || !token) return;
    let isCurrent = true;
    const { load, errorTitle, describeError } = latest.current;
    setState((current) => ({ ...current, isLoading: true, error: null }));
    load().then(
      (data) => {
        if (isCurrent) setState({ data, isLoading: false, error: null });
      },
      (error: unknown) => {
        if (!isCurrent) return;
        const description = describeError(error);
        toast.error({ title: errorTitle, description });
        setState((current) => ({ ...current, isLoading: false, error: description }));
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [enabled, token, reloads, key]);

  const reload = useCallback(() => setReloads((count) => count + 1), []);
  const set = useCallback((data: T) => setState({ data, isLoading: false, error: null }), []);
  return { ...state, reload, set };
}
