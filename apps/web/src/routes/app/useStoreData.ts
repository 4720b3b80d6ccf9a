import { toast } from '@pagora/ui';
import { type QueryKey, skipToken, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { storeOfKey } from '../../api/queryKeys.ts';
import { profileLoadAtom } from '../../state/profile.ts';
import { activeStoreIdAtom, sessionAtom } from '../../state/session.ts';
import { NO_ACTIVE_STORE } from './productErrors.ts';

/** What every screen receives of the data it reads: the same shape everywhere. */
export interface LoadedData<T> {
  /** The answer, or `empty` before it arrives and after a failure. */
  data: T;
  /** The first answer (or the one for a new page, filter or store) is on its way. */
  isLoading: boolean;
  /** Why the last read failed (the toast's description), cleared while reading again. */
  error: string | null;
  /** Reads again now (the 'Tentar novamente' of an error). */
  reload: () => void;
}

export interface StoreData<T> extends LoadedData<T> {
  /** The active store the data belongs to; null when there is none (yet). */
  storeId: number | null;
}

interface ReadOptions<T> {
  /** What there is before anything loaded (e.g. an empty list). */
  empty: T;
  /** Title of the error toast, e.g. 'Erro ao buscar Cupons'. */
  errorTitle: string;
  /** The toast's (and the screen's) description of a failure. */
  describeError: (error: unknown) => string;
  /** Read only while true (e.g. while a tab is open). @default true */
  enabled?: boolean;
  /**
   * Read again when the browser tab regains focus (once the answer is 30 s old). Off for data a
   * screen edits as a draft, which a new answer would replace. @default true
   */
  refetchOnWindowFocus?: boolean;
  /**
   * How long the answer stays cached once no screen shows it (ms). 0 for data a screen edits as a
   * draft: every visit then starts from what the server has now, never from an older copy.
   * @default 5 minutes
   */
  gcTime?: number;
}

export interface StoreDataOptions<T> extends ReadOptions<T> {
  /** The data's key in the cache for a store (from `queryKeys`); it names the page, filters, etc. */
  queryKey: (storeId: number) => QueryKey;
  /** Reads the data of a store. */
  load: (storeId: number) => Promise<T>;
}

export interface AccountDataOptions<T> extends ReadOptions<T> {
  /** The data's key in the cache (from `queryKeys`). */
  queryKey: QueryKey;
  load: () => Promise<T>;
}

/**
 * A query's state as screens receive it. While another page or filter of the same store loads, the
 * previous answer stays on screen, marked loading; a retry after a failure shows loading again.
 */
function loaded<T>(
  query: UseQueryResult<T>,
  { empty, describeError }: Pick<ReadOptions<T>, 'empty' | 'describeError'>,
): Omit<LoadedData<T>, 'reload'> {
  const failed = query.isError && !query.isFetching;
  return {
    data: failed || query.data === undefined ? empty : query.data,
    isLoading: query.isPending || query.isPlaceholderData || (query.isError && query.isFetching),
    error: failed ? describeError(query.error) : null,
  };
}

/** Keeps the previous answer of the same store (null: the account) while the next key (page, filter) loads. */
const previousOfSameScope =
  (storeId: number | null) =>
  <T>(previous: T | undefined, previousQuery: { queryKey: QueryKey } | undefined): T | undefined =>
    previousQuery && storeOfKey(previousQuery.queryKey) === storeId ? previous : undefined;

/**
 * Data scoped to the active store, read through the query cache under its store's key: read again
 * when the store changes, on `reload()`, on a new key and when a change invalidates it. Failures
 * show a toast, and it waits while the layout is still choosing the active store. Without any
 * active store it says so ('Erro' / 'Nenhuma loja ativa selecionada.').
 */
export function useStoreData<T>({
  queryKey,
  load,
  empty,
  errorTitle,
  describeError,
  enabled = true,
  refetchOnWindowFocus,
  gcTime,
}: StoreDataOptions<T>): StoreData<T> {
  const storeId = useAtomValue(activeStoreIdAtom);
  const profileLoad = useAtomValue(profileLoadAtom);
  // Until the profile is read, the layout may still pick the active store (or send a merchant
  // without stores to /first-store).
  const waitingForStore = storeId == null && !profileLoad.error;
  const noStore = enabled && storeId == null && !waitingForStore;

  // Said once while there is no store, again if it happens after a store was chosen.
  const toastedNoStore = useRef(false);
  useEffect(() => {
    if (!noStore) {
      toastedNoStore.current = false;
      return;
    }
    if (!toastedNoStore.current) toast.error({ title: 'Erro', description: NO_ACTIVE_STORE });
    toastedNoStore.current = true;
  }, [noStore]);

  const query = useQuery({
    queryKey: storeId == null ? NO_STORE_KEY : queryKey(storeId),
    queryFn: storeId == null ? skipToken : () => load(storeId),
    enabled,
    placeholderData: previousOfSameScope(storeId),
    refetchOnWindowFocus,
    gcTime,
    meta: { errorToast: { title: errorTitle, describe: describeError } },
  });
  const { refetch } = query;

  if (storeId == null) {
    return {
      storeId,
      data: empty,
      isLoading: waitingForStore,
      error: noStore ? NO_ACTIVE_STORE : null,
      reload: () => undefined,
    };
  }
  return { storeId, ...loaded(query, { empty, describeError }), reload: () => void refetch() };
}

/** The key of nothing: a disabled read while no store is active. */
const NO_STORE_KEY = ['no-store'] as const;

/**
 * Data of the signed-in account (billing is not scoped to a store), read through the query cache:
 * failures show a toast; the last answer stays on screen while the next page or filter loads.
 */
export function useAccountData<T>({
  queryKey,
  load,
  empty,
  errorTitle,
  describeError,
  enabled = true,
  refetchOnWindowFocus,
  gcTime,
}: AccountDataOptions<T>): LoadedData<T> {
  const signedIn = useAtomValue(sessionAtom) != null;
  const query = useQuery({
    queryKey,
    queryFn: load,
    enabled: enabled && signedIn,
    placeholderData: previousOfSameScope(null),
    refetchOnWindowFocus,
    gcTime,
    meta: { errorToast: { title: errorTitle, describe: describeError } },
  });
  const { refetch } = query;
  return { ...loaded(query, { empty, describeError }), reload: () => void refetch() };
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
