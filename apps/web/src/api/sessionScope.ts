import type { QueryClient } from '@tanstack/react-query';
import type { createStore } from 'jotai';
import { sessionAtom } from '../state/session.ts';

type JotaiStore = ReturnType<typeof createStore>;

/**
 * Drops every answer of `client` whenever the signed-in session changes (login, logout, an expired
 * token), reads still under way included: another user never sees the previous one's profile,
 * balance or stores. Learning the user id of the same session keeps the cache.
 */
export function scopeCacheToSession(client: QueryClient, store: JotaiStore): () => void {
  let token = store.get(sessionAtom)?.token;
  return store.sub(sessionAtom, () => {
    const next = store.get(sessionAtom)?.token;
    if (next === token) return;
    token = next;
    client.clear();
  });
}
