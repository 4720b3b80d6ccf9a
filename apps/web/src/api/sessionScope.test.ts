import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSessionAtom, setSessionUserAtom, startSessionAtom } from '../state/session.ts';
import { queryKeys } from './queryKeys.ts';
import { scopeCacheToSession } from './sessionScope.ts';

// The session lives in the browser's storage, read as the session module loads: in memory here.
vi.hoisted(() => {
  class MemoryStorage implements Storage {
    #items = new Map<string, string>();
    get length() {
      return this.#items.size;
    }
    clear() {
      this.#items.clear();
    }
    getItem(key: string) {
      return this.#items.get(key) ?? null;
    }
    key(index: number) {
      return [...this.#items.keys()][index] ?? null;
    }
    removeItem(key: string) {
      this.#items.delete(key);
    }
    setItem(key: string, value: string) {
      this.#items.set(key, value);
    }
  }
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('sessionStorage', new MemoryStorage());
});

const ana = { id: 1, full_name: 'Ana Lojista', stores: [{ id: 10, name: 'Loja da Ana' }] };
const anaBilling = { balance_cents: 4_750, banner: null };

let client: QueryClient;
let store: ReturnType<typeof createStore>;
let unsubscribe: () => void;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  store = createStore();
  store.set(startSessionAtom, { token: 'token-da-ana', remember: false });
  unsubscribe = scopeCacheToSession(client, store);
  client.setQueryData(queryKeys.profile(), ana);
  client.setQueryData(queryKeys.billingSummary(), anaBilling);
  client.setQueryData(queryKeys.orders(10), []);
});

afterEach(() => {
  unsubscribe();
  client.clear();
});

describe('scopeCacheToSession', () => {
  it("never shows another user the previous one's profile, balance or stores", () => {
    store.set(startSessionAtom, { token: 'token-do-bruno', remember: true });
    expect(client.getQueryData(queryKeys.profile())).toBeUndefined();
    expect(client.getQueryData(queryKeys.billingSummary())).toBeUndefined();
    expect(client.getQueryData(queryKeys.orders(10))).toBeUndefined();
  });

  it('drops them on logout (or when the server ends an expired session)', () => {
    store.set(endSessionAtom);
    expect(client.getQueryData(queryKeys.profile())).toBeUndefined();
    expect(client.getQueryData(queryKeys.billingSummary())).toBeUndefined();
  });

  it('keeps them when the same session learns its user from the profile', () => {
    store.set(setSessionUserAtom, ana.id);
    expect(client.getQueryData(queryKeys.profile())).toEqual(ana);
    expect(client.getQueryData(queryKeys.billingSummary())).toEqual(anaBilling);
  });

  it('never stores an answer read for the previous session', async () => {
    client.removeQueries({ queryKey: queryKeys.profile() });
    let answer: (profile: typeof ana) => void = () => undefined;
    const reading = client.fetchQuery({
      queryKey: queryKeys.profile(),
      queryFn: () => new Promise<typeof ana>((resolve) => (answer = resolve)),
    });
    store.set(startSessionAtom, { token: 'token-do-bruno', remember: false });
    answer(ana);
    await expect(reading).rejects.toThrow();
    expect(client.getQueryData(queryKeys.profile())).toBeUndefined();
  });
});
