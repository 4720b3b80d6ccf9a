import { toast } from '@pagora/ui';
import { type InvalidateOptions, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { sessionAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { shouldRetry } from './apiError.ts';

/** The toast a failed read shows, once per failure however many screens read the same data. */
export interface ErrorToast {
  title: string;
  describe: (error: unknown) => string;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorToast?: ErrorToast };
  }
}

/**
 * The one query cache of the admin. Answers are fresh for 30 s: a screen opened again within
 * that time shows them at once without asking; after it, or once a change invalidated them, the
 * screen shows them while it asks again (also when the tab regains focus).
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      const errorToast = query.meta?.errorToast;
      if (errorToast) toast.error({ title: errorToast.title, description: errorToast.describe(error) });
    },
  }),
  defaultOptions: {
    queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: true },
    // A change is never sent twice on its own: the screen says it failed and the merchant decides.
    mutations: { retry: false },
  },
});

/** Marks the data under `queryKey` stale and reads again what a screen shows now. */
export function invalidate(queryKey: QueryKey, options?: Pick<InvalidateOptions, 'throwOnError'>) {
  return queryClient.invalidateQueries({ queryKey }, options);
}

// Another session (login, logout, an expired token) never sees the previous one's answers.
let sessionToken = appStore.get(sessionAtom)?.token;
appStore.sub(sessionAtom, () => {
  const token = appStore.get(sessionAtom)?.token;
  if (token === sessionToken) return;
  sessionToken = token;
  queryClient.clear();
});
