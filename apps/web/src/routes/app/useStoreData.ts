import type { BillingSummary, Profile } from '@pagora/contract';
import { toast } from '@pagora/ui';
import { type QueryKey, skipToken, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { getBillingSummary } from '../../api/billing.ts';
import { ApiError, errorMessage } from '../../api/client.ts';
import { getProfile } from '../../api/profile.ts';
import { invalidate, queryClient } from '../../api/queryClient.ts';
import { queryKeys, storeOfKey } from '../../api/queryKeys.ts';
import { activeStoreIdAtom, sessionAtom, setSessionUserAtom } from '../../state/session.ts';
import { NO_ACTIVE_STORE } from './productErrors.ts';
import { PROFILE_LOAD_FALLBACK, profileErrorTitle, profileErrorToast } from './profileErrors.ts';

/** What every screen receives of the data it reads: the same shape everywhere. */
export interface LoadedData<T> {
  /** The answer, or `empty` before it arrives and after a failure (unless it keeps the last answer). */
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
  /** Title of the error toast, e.g. 'Erro ao buscar Cupons' (or how to title a given failure). */
  errorTitle: string | ((error: unknown) => string);
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
  /**
   * No toast from this screen when a read fails (a reminder such as the overdue banner); a screen
   * that shows the same data without it still announces the failure. @default false
   */
  quiet?: boolean;
  /**
   * Keep the last answer on screen after a failed read again (e.g. the signed-in user in the
   * header) instead of `empty`; `error` still says why it failed. @default false
   */
  keepOnError?: boolean;
}

/**
 * A query's state as screens receive it. While another page or filter of the same store loads, the
 * previous answer stays on screen, marked loading; a retry after a failure shows loading again.
 */
function loaded<T>(
  query: UseQueryResult<T>,
  {
    empty,
    describeError,
    keepOnError = false,
  }: Pick<AccountDataOptions<T>, 'empty' | 'describeError' | 'keepOnError'>,
): Omit<LoadedData<T>, 'reload'> {
  const failed = query.isError && !query.isFetching;
  return {
    data: (failed && !keepOnError) || query.data === undefined ? empty : query.data,
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
  const profile = useProfile();
  // Until the profile is read, the layout may still pick the active store (or send a merchant
  // without stores to /first-store).
  const waitingForStore = storeId == null && !profile.error;
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
 * Data of the signed-in account (the profile and billing are not scoped to a store), read through
 * the query cache: failures show a toast (unless `quiet`); the last answer stays on screen while
 * the next page or filter loads.
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
  quiet = false,
  keepOnError,
}: AccountDataOptions<T>): LoadedData<T> {
  const signedIn = useAtomValue(sessionAtom) != null;
  const query = useQuery({
    queryKey,
    queryFn: load,
    enabled: enabled && signedIn,
    placeholderData: previousOfSameScope(null),
    refetchOnWindowFocus,
    gcTime,
    meta: quiet ? {} : { errorToast: { title: errorTitle, describe: describeError } },
  });
  const { refetch } = query;
  return { ...loaded(query, { empty, describeError, keepOnError }), reload: () => void refetch() };
}

/** Reads the signed-in user's profile into the cache (the layout and the login read it so). */
export async function loadProfile(): Promise<Profile> {
  try {
    return await getProfile();
  } catch (error) {
    // A 401 ends the session, which drops the cache and this read with it before the read fails:
    // the cache's toast never comes, so say here why the merchant is back at /login.
    if (error instanceof ApiError && error.status === 401)
      toast.error(profileErrorToast(error, PROFILE_LOAD_FALLBACK));
    throw error;
  }
}

/**
 * The signed-in user (`GET /api/profile`): name, avatar, stores and plan; null until read. Read once
 * per session by the layout and shared by every screen, so a change shows in the header at once.
 * It ties the session to the user (the id is remembered with the token). After a failed read
 * again, the last answer stays on screen.
 */
export function useProfile(): LoadedData<Profile | null> {
  const profile = useAccountData<Profile | null>({
    queryKey: queryKeys.profile(),
    load: loadProfile,
    empty: null,
    errorTitle: profileErrorTitle,
    describeError: (error) => errorMessage(error, PROFILE_LOAD_FALLBACK),
    keepOnError: true,
  });
  const setSessionUser = useSetAtom(setSessionUserAtom);
  const userId = profile.data?.id;
  useEffect(() => {
    if (userId != null) setSessionUser(userId);
  }, [userId, setSessionUser]);
  return profile;
}

/**
 * Shows a change the merchant just made to the profile (e.g. a store created or deleted) at once
 * in the header, the menus and /meus-dados, then reads the profile again from the server.
 */
export function updateCachedProfile(update: (profile: Profile) => Profile) {
  queryClient.setQueryData<Profile>(queryKeys.profile(), (current) => current && update(current));
  void invalidate(queryKeys.profile());
}

/**
 * The account's billing (`GET /api/billing/summary`): balance, plan, status and the overdue banner;
 * null until read. Shared by the shell (banner), /financeiro, /meus-dados and Planos. `quiet` for a
 * screen where it is only a reminder: /financeiro reports a failure to read it.
 */
export function useBillingSummary({
  quiet = false,
}: {
  quiet?: boolean;
} = {}): LoadedData<BillingSummary | null> {
  return useAccountData<BillingSummary | null>({
    queryKey: queryKeys.billingSummary(),
    load: getBillingSummary,
    empty: null,
    errorTitle: 'Erro ao buscar o saldo',
    describeError: (error) => errorMessage(error, 'Não foi possível carregar o saldo.'),
    quiet,
    keepOnError: true,
  });
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
