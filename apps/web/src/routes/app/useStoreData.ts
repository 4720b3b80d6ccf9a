import { toast } from '@pagora/ui';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { profileLoadAtom } from '../../state/profile.ts';
import { activeStoreIdAtom } from '../../state/session.ts';
import { NO_ACTIVE_STORE } from './productErrors.ts';

export interface StoreDataOptions<T> {
  /** Reads the data of a store. */
  load: (storeId: number) => Promise<T>;
  /** What there is before anything loaded (e.g. an empty list). */
  empty: T;
  /** Title of the error toast, e.g. 'Erro ao buscar Cupons'. */
  errorTitle: string;
  /** The toast's (and the screen's) description of a failure. */
  describeError: (error: unknown) => string;
  /** Load only while true (e.g. while a tab is open). @default true */
  enabled?: boolean;
  /** Another value here loads again (e.g. the page number). */
  key?: unknown;
}

/** The key of data not loaded yet: stale whatever the caller's key. */
const NOT_LOADED = Symbol('not loaded');

interface State<T> {
  /** The store the data belongs to: another store's data is never shown while the next loads. */
  storeId: number | null;
  /** The `key` the data was loaded for. */
  key: unknown;
  data: T;
  isLoading: boolean;
  error: string | null;
}

/**
 * Data scoped to the active store: loads it (again when the store changes, on `reload()` and on a new
 * `key`), reports failures with a toast, and waits while the layout is still choosing the active
 * store. Without any active store it says so ('Erro' / 'Nenhuma loja ativa selecionada.').
 */
export function useStoreData<T>({
  load,
  empty,
  errorTitle,
  describeError,
  enabled = true,
  key,
}: StoreDataOptions<T>) {
  const storeId = useAtomValue(activeStoreIdAtom);
  const profileLoad = useAtomValue(profileLoadAtom);
  const [state, setState] = useState<State<T>>({
    storeId,
    key: NOT_LOADED,
    data: empty,
    isLoading: false,
    error: null,
  });
  const [reloads, setReloads] = useState(0);
  const toastedNoStore = useRef(false);
  // The latest callbacks, so a new function identity on each render does not reload.
  const latest = useRef({ load, empty, errorTitle, describeError });
  latest.current = { load, empty, errorTitle, describeError };

  // Until the profile is read, the layout may still pick the active store (or send a merchant
  // without stores to /first-store).
  const waitingForStore = storeId == null && !profileLoad.error;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` and `key` are reload triggers.
  useEffect(() => {
    if (!enabled) return;
    const { load, empty, errorTitle, describeError } = latest.current;
    if (storeId == null) {
      if (waitingForStore) return;
      setState({ storeId, key, data: empty, isLoading: false, error: NO_ACTIVE_STORE });
      if (!toastedNoStore.current) toast.error({ title: 'Erro', description: NO_ACTIVE_STORE });
      toastedNoStore.current = true;
      return;
    }
    toastedNoStore.current = false;

    let isCurrent = true;
    setState((current) =>
      current.storeId === storeId
        ? { ...current, isLoading: true, error: null }
        : { storeId, key, data: empty, isLoading: true, error: null },
    );
    load(storeId).then(
      (data) => {
        if (isCurrent) setState({ storeId, key, data, isLoading: false, error: null });
      },
      (error: unknown) => {
        if (!isCurrent) return;
        const description = describeError(error);
        toast.error({ title: errorTitle, description });
        setState({ storeId, key, data: empty, isLoading: false, error: description });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [storeId, waitingForStore, enabled, reloads, key]);

  const reload = useCallback(() => setReloads((count) => count + 1), []);
  // Between a change (store, key, enabling) and its answer: loading. Another store's data goes at
  // once; the same store's (e.g. the previous page) stays on screen meanwhile.
  const otherStore = state.storeId !== storeId;
  const isStale = otherStore || !Object.is(state.key, key);

  return {
    storeId,
    data: otherStore ? empty : state.data,
    isLoading: waitingForStore || state.isLoading || (isStale && storeId != null),
    error: isStale ? null : state.error,
    reload,
  };
}

/**
 * The active store for an action, or null after the toast ('Erro' / 'Nenhuma loja ativa
 * selecionada.').
 */
export function requireStore(storeId: number | null): number | null {
  if (storeId == null) toast.error({ title: 'Erro', description: NO_ACTIVE_STORE });
  return storeId;
}

/**
 * Which form field a server message is about, from its wording, e.g. 'Já existe um cupom com este
 * código…' → 'code'. The first rule whose pattern matches wins.
 */
export function fieldOfMessage<K extends string>(message: string, rules: [RegExp, K][]): K | null {
  for (const [pattern, field] of rules) if (pattern.test(message)) return field;
  return null;
}
