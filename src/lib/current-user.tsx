import { createContext, useContext } from 'react';
import type { Me } from '../../contracts/me.schema';
import { ANONYMOUS_ME } from '../../contracts/anonymous-me';

/** Nobody signed in (re-exported so features take it from the current-user module). */
export { ANONYMOUS_ME };

/**
 * The signed-in user as every screen sees it. The app fills it from the `/api/me` query, so
 * features read the user without importing the auth feature.
 */
export interface CurrentUser {
  me: Me;
  signedIn: boolean;
  /** Local update after a change the server already accepted (e.g. the language). */
  updateMe: (patch: Partial<Me>) => void;
  /** Refetch `/api/me` (after onboarding creates the company, for instance). */
  refresh: () => Promise<void>;
}

export function isSignedIn(me: Me | undefined): me is Me {
  return !!me && me.ID !== 0;
}

export const CurrentUserContext = createContext<CurrentUser>({
  me: ANONYMOUS_ME,
  signedIn: false,
  updateMe: () => {},
  refresh: async () => {},
});

export function useCurrentUser(): CurrentUser {
  return useContext(CurrentUserContext);
}

export function displayName(me: Pick<Me, 'first_name' | 'last_name' | 'email'>): string {
  return [me.first_name, me.last_name].filter(Boolean).join(' ') || me.email;
}
