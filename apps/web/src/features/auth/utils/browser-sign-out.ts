import { paths } from '@/config/paths';
import { readStorage, writeStorage } from '@/lib/local-storage';
import { logout } from '../api/logout';
import { unregisterPushToken } from '../api/unregister-push-token';
import { writeSessionHint } from './session-hint';
import { PUSH_TOKEN_KEY, signOut } from './sign-out';

// A second click while signing out joins the first sign-out.
let running: Promise<void> | null = null;

/**
 * `signOut` with this browser's storage, calls and navigation. Loaded on first use (the
 * logout button), so the shell does not carry the GraphQL call.
 */
export function signOutInBrowser({
  to,
  delayMs,
  leave = (path) => window.location.replace(path),
}: {
  to: string;
  delayMs?: number;
  leave?: (path: string) => void;
}): Promise<void> {
  running ??= signOut(
    {
      readToken: () => readStorage(PUSH_TOKEN_KEY),
      clearToken: () => writeStorage(PUSH_TOKEN_KEY, null),
      unregisterPushToken,
      endSession: logout,
      wait: (ms) => new Promise((resolve) => window.setTimeout(resolve, ms)),
      // SHELL-80: the sign-in page asks nobody after a sign-out. A whoami answered while the
      // sign-out waited (the session not ended yet) has written "signed in" meanwhile.
      leave: (path) => {
        writeSessionHint('signed-out');
        leave(path);
      },
      log: (message, error) => console.error(message, error),
    },
    delayMs === undefined ? { to } : { to, delayMs },
  ).finally(() => {
    running = null;
  });
  return running;
}

/**
 * The top bar's logout: /logout (in the app, no reload yet) about 500 ms after the start; the
 * /logout page then loads the sign-in page afresh.
 */
export function signOutFromShell(navigate: (path: string, options: { replace: true }) => void) {
  return signOutInBrowser({
    to: paths.logout.getHref(),
    leave: (path) => navigate(path, { replace: true }),
  });
}
