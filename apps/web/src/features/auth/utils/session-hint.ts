import { readStorage, writeStorage } from '@/lib/local-storage';

/**
 * What this browser last learned about its session: signed in, or signed out (after a sign-out
 * or a refused whoami). The session cookie itself is out of reach of scripts (httpOnly); this
 * hint lets the sign-in page skip asking the server "who am I?" when the answer is known to be
 * "nobody". Unknown (a first visit, storage blocked) means ask.
 */
export const SESSION_HINT_KEY = 'armada.session';

export type SessionHint = 'signed-in' | 'signed-out';

export function readSessionHint(): SessionHint | null {
  const value = readStorage(SESSION_HINT_KEY);
  return value === 'signed-in' || value === 'signed-out' ? value : null;
}

export function writeSessionHint(hint: SessionHint): void {
  writeStorage(SESSION_HINT_KEY, hint);
}
