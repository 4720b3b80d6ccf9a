import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

export interface SessionState {
  token: string;
  userId: number | null;
}

const TOKEN_KEY = 'pagora.token';
const USER_KEY = 'pagora.userId';

function readSession(): SessionState | null {
  // 'Lembrar meus dados' keeps the token in localStorage (survives browser restarts);
  // otherwise it lives in sessionStorage and ends with the browser.
  for (const storage of [localStorage, sessionStorage]) {
    const token = storage.getItem(TOKEN_KEY);
    if (token) {
      const userId = Number(storage.getItem(USER_KEY));
      return { token, userId: Number.isInteger(userId) && userId > 0 ? userId : null };
    }
  }
  return null;
}

function clearStoredSession() {
  for (const storage of [localStorage, sessionStorage]) {
    storage.removeItem(TOKEN_KEY);
    storage.removeItem(USER_KEY);
  }
}

const baseSessionAtom = atom<SessionState | null>(typeof window === 'undefined' ? null : readSession());

/** The signed-in session, or null when logged out. */
export const sessionAtom = atom((get) => get(baseSessionAtom));

/** The store the merchant is working on; nearly everything is scoped to it. */
export const activeStoreIdAtom = atomWithStorage<number | null>(
  'activeStoreId',
  null,
  createJSONStorage(() => localStorage),
  { getOnInit: true },
);

export const startSessionAtom = atom(
  null,
  (get, set, input: { token: string; userId?: number | null; remember: boolean }) => {
    clearStoredSession();
    const storage = input.remember ? localStorage : sessionStorage;
    storage.setItem(TOKEN_KEY, input.token);
    const userId = input.userId ?? get(baseSessionAtom)?.userId ?? null;
    if (userId) storage.setItem(USER_KEY, String(userId));
    set(baseSessionAtom, { token: input.token, userId });
  },
);

/** Records the user id when it is learnt after the token (e.g. from the profile). */
export const setSessionUserAtom = atom(null, (get, set, userId: number) => {
  const current = get(baseSessionAtom);
  if (!current || current.userId === userId) return;
  const storage = localStorage.getItem(TOKEN_KEY) ? localStorage : sessionStorage;
  storage.setItem(USER_KEY, String(userId));
  set(baseSessionAtom, { ...current, userId });
});

export const endSessionAtom = atom(null, (_get, set) => {
  clearStoredSession();
  set(baseSessionAtom, null);
  set(activeStoreIdAtom, null);
});
