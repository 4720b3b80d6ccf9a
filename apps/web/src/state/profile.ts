import type { Profile } from '@pagora/contract';
import { atom } from 'jotai';
import { errorMessage } from '../api/client.ts';
import { getProfile } from '../api/profile.ts';
import { sessionAtom, setSessionUserAtom } from './session.ts';

/** The profile, remembered with the token it was read with: another session never sees it. */
const profileEntryAtom = atom<{ token: string; profile: Profile } | null>(null);

/** The signed-in user's profile (`GET /api/profile`): name, avatar and stores; null until loaded. */
export const profileAtom = atom(
  (get) => {
    const entry = get(profileEntryAtom);
    return entry && entry.token === get(sessionAtom)?.token ? entry.profile : null;
  },
  (get, set, update: Profile | null | ((profile: Profile) => Profile)) => {
    const token = get(sessionAtom)?.token;
    const current = get(profileAtom);
    const next = typeof update === 'function' ? (current ? update(current) : null) : update;
    set(profileEntryAtom, token && next ? { token, profile: next } : null);
  },
);

/** What the account menu shows when the profile cannot be read. */
export const PROFILE_LOAD_FALLBACK = 'Não foi possível carregar os dados do perfil';

export interface ProfileLoadState {
  isLoading: boolean;
  /** Why the last load failed (cleared by the next load). */
  error: string | null;
}

export const profileLoadAtom = atom<ProfileLoadState>({ isLoading: false, error: null });

/**
 * Reads the profile from the server into `profileAtom` and returns it. Failures are recorded in
 * `profileLoadAtom` (for the screens) and rethrown (for the caller's toast).
 */
export const refreshProfileAtom = atom(null, async (_get, set) => {
  set(profileLoadAtom, (state) => ({ ...state, isLoading: true }));
  try {
    const profile = await getProfile();
    set(profileAtom, profile);
    set(setSessionUserAtom, profile.id);
    set(profileLoadAtom, { isLoading: false, error: null });
    return profile;
  } catch (error) {
    set(profileLoadAtom, { isLoading: false, error: errorMessage(error, PROFILE_LOAD_FALLBACK) });
    throw error;
  }
});
