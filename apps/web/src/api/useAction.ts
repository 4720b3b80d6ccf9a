import { type QueryKey, useMutation } from '@tanstack/react-query';
import { invalidate } from './queryClient.ts';

export interface ActionOptions<TVariables, TData> {
  /** The request that makes the change. */
  run: (variables: TVariables) => Promise<TData>;
  /** What the change makes stale: these keys are read again once it is stored. */
  invalidates?: (variables: TVariables, data: TData) => readonly QueryKey[];
  /**
   * Settle the action only once the screens show the stored change (e.g. a row's spinner stays
   * until the row is read again); otherwise the keys are read again in the background.
   */
  awaitRefresh?: boolean;
  /** The success toast and whatever else the screen does after the change is stored. */
  onSuccess?: (data: TData, variables: TVariables) => void;
  /** The failure toast and the field errors: the screen's own mapping of what the server said. */
  onError?: (error: unknown, variables: TVariables) => void;
}

/**
 * The admin's one way to change something on the server: a mutation whose pending state drives the
 * screen's buttons, that marks the data it changed stale, and whose outcome the screen announces.
 * `mutate` for a fire-and-forget button; `mutateAsync` where a form waits for the outcome (it
 * rejects on failure, after `onError`, so the form keeps what was typed).
 */
export function useAction<TVariables = void, TData = unknown>(options: ActionOptions<TVariables, TData>) {
  const { run, invalidates, awaitRefresh = false, onSuccess, onError } = options;
  return useMutation<TData, unknown, TVariables>({
    mutationFn: run,
    onSuccess: async (data, variables) => {
      const refreshes = (invalidates?.(variables, data) ?? []).map((key) => invalidate(key));
      onSuccess?.(data, variables);
      if (awaitRefresh) await Promise.all(refreshes);
    },
    onError: (error, variables) => onError?.(error, variables),
  });
}
