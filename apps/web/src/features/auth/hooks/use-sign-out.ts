import { useCallback } from 'react';
import { paths } from '@/config/paths';
import { useLogout } from '../api/logout';

/**
 * Ends the session, then loads the sign-in page afresh: a full page load drops every cached
 * answer, open connection and in-memory state, so the next user of this browser sees nothing
 * of the last one's data.
 */
export function useSignOut() {
  const logout = useLogout();
  const { mutateAsync } = logout;

  const signOut = useCallback(async () => {
    try {
      await mutateAsync();
    } catch {
      return; // The mutation's error state tells the user; they stay signed in.
    }
    window.location.replace(paths.login.getHref());
  }, [mutateAsync]);

  return { signOut, isPending: logout.isPending, isError: logout.isError };
}
