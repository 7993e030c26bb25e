/**
 * docs/rules/alert-center.md §3: the browser's push registration token, when one was registered.
 */
export const PUSH_TOKEN_KEY = 'fcmToken';

/**
 * AC-65, as `ALERT_CONSTANTS.logoutRedirectDelayMs`
 * has it (sign-out.test.ts keeps them equal). Importing the constants module here split it into a
 * file of its own on every signed-in page (the 160 KB budget).
 */
export const LOGOUT_REDIRECT_DELAY_MS = 500;

/**
 * A sign-out never waits longer than this for its calls before leaving the page (leaving cancels
 * them). 5 s was too short on a loaded server: the session outlived the sign-out, and the sign-in
 * page sent the user back to the dashboard. Half the calls' own 30 s timeout.
 */
export const SIGN_OUT_CALLS_CAP_MS = 15_000;

export interface SignOutSteps {
  /** The stored push token (`fcmToken`), or null. */
  readToken: () => string | null;
  clearToken: () => void;
  unregisterPushToken: (token: string) => Promise<unknown>;
  /** Ends the session (`POST /auth/logout`). */
  endSession: () => Promise<unknown>;
  /** Resolves after `ms` milliseconds. */
  wait: (ms: number) => Promise<void>;
  /** Leaves the page for `path` (a full load, so nothing of this user stays in memory). */
  leave: (path: string) => void;
  log: (message: string, error: unknown) => void;
}

/**
 * Logout (docs/rules/alert-center.md §2, §7, §8 and §9): the push token is unregistered (platform
 * web) and the session ended; the page moves on `delayMs` (about 500 ms) after the start, or when
 * the calls settle if they take longer (leaving earlier would cancel them), but at most
 * `SIGN_OUT_CALLS_CAP_MS` after the start. A failed call is only logged: the redirect happens
 * anyway.
 */
export async function signOut(
  steps: SignOutSteps,
  { to, delayMs = LOGOUT_REDIRECT_DELAY_MS }: { to: string; delayMs?: number },
): Promise<void> {
  const token = steps.readToken();
  const unregister = token
    ? steps
        .unregisterPushToken(token)
        .catch((error: unknown) => steps.log('Unregistering the push token failed', error))
        .finally(() => steps.clearToken())
    : Promise.resolve();
  const endSession = steps
    .endSession()
    .catch((error: unknown) => steps.log('Sign-out failed', error));
  const calls = Promise.all([unregister, endSession]);
  await Promise.all([
    steps.wait(delayMs),
    Promise.race([calls, steps.wait(Math.max(delayMs, SIGN_OUT_CALLS_CAP_MS))]),
  ]);
  steps.leave(to);
}
