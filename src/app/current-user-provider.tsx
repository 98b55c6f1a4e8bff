import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import type { Me } from '../../contracts/me.schema';
import { meQueryOptions } from '../features/auth/api/get-me';
import { ANONYMOUS_ME, CurrentUserContext, isSignedIn, type CurrentUser } from '../lib/current-user';

/**
 * Exposes the `/api/me` query to every screen. It only observes the cache: the route guard is what
 * fetches, so /servicerate never asks for a user.
 */
export function CurrentUserProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data } = useQuery({ ...meQueryOptions(), enabled: false });

  const value = useMemo<CurrentUser>(() => {
    const { queryKey } = meQueryOptions();
    return {
      me: data ?? ANONYMOUS_ME,
      signedIn: isSignedIn(data),
      updateMe: (patch) => queryClient.setQueryData<Me>(queryKey, (old) => (old ? { ...old, ...patch } : old)),
      refresh: async () => {
        await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
      },
    };
  }, [data, queryClient]);

  return <CurrentUserContext.Provider value={value}>{children}</CurrentUserContext.Provider>;
}
