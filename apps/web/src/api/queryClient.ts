import { toast } from '@pagora/ui';
import { type InvalidateOptions, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { appStore } from '../state/store.ts';
import { shouldRetry } from './apiError.ts';
import { scopeCacheToSession } from './sessionScope.ts';

/** The toast a failed read shows, once per failure however many screens read the same data. */
export interface ErrorToast {
  /** The title, or how to title a given failure (e.g. 'Erro de Permissão' on a 403). */
  title: string | ((error: unknown) => string);
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
      // The screens showing the data say whether a failure is announced: one that only reminds
      // (the overdue banner) reads quietly, and the toast comes while a screen that reports the
      // failure shows the data. A read no screen shows keeps the toast it was started with.
      const errorToast =
        query.observers.length > 0
          ? query.observers.map((observer) => observer.options.meta?.errorToast).find(Boolean)
          : query.meta?.errorToast;
      if (!errorToast) return;
      const { title, describe } = errorToast;
      toast.error({
        title: typeof title === 'function' ? title(error) : title,
        description: describe(error),
      });
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
scopeCacheToSession(queryClient, appStore);
