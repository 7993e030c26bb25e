import { describe, expect, it, vi } from 'vitest';
import { ALERT_CONSTANTS } from '@armada/contracts/alerts';
import {
  LOGOUT_REDIRECT_DELAY_MS,
  SIGN_OUT_CALLS_CAP_MS,
  signOut,
  type SignOutSteps,
} from './sign-out';

/** Steps whose waits and calls the test settles by hand, recording what happened in order. */
function harness({ token = 'fcm-123' as string | null } = {}) {
  const events: string[] = [];
  const waits = new Map<number, () => void>();
  let unregisterSettle: { resolve: () => void; reject: (e: unknown) => void } | undefined;
  let sessionSettle: { resolve: () => void; reject: (e: unknown) => void } | undefined;
  const steps: SignOutSteps = {
    readToken: () => token,
    clearToken: () => events.push('clear-token'),
    unregisterPushToken: (value) => {
      events.push(`unregister:${value}`);
      return new Promise<void>((resolve, reject) => (unregisterSettle = { resolve, reject }));
    },
    endSession: () => {
      events.push('end-session');
      return new Promise<void>((resolve, reject) => (sessionSettle = { resolve, reject }));
    },
    wait: (ms) => new Promise<void>((resolve) => waits.set(ms, resolve)),
    leave: (path) => events.push(`leave:${path}`),
    log: vi.fn(),
  };
  return {
    steps,
    events,
    elapse: async (ms: number) => {
      waits.get(ms)?.();
      await flush();
    },
    unregister: () => settled(unregisterSettle),
    session: () => settled(sessionSettle),
  };
}

function settled<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('the call was not made');
  return value;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('logout (docs/rules/alert-center.md §2, §7, §8, §9)', () => {
  it('waits the spec constant', () => {
    expect(LOGOUT_REDIRECT_DELAY_MS).toBe(ALERT_CONSTANTS.logoutRedirectDelayMs);
  });

  it('unregisters the stored push token, ends the session, and leaves at 500 ms', async () => {
    const h = harness();
    const done = signOut(h.steps, { to: '/logout' });
    expect(h.events).toEqual(['unregister:fcm-123', 'end-session']);
    h.unregister().resolve();
    h.session().resolve();
    await flush();
    expect(h.events).toContain('clear-token');
    expect(h.events).not.toContain('leave:/logout');
    await h.elapse(500);
    await done;
    expect(h.events.at(-1)).toBe('leave:/logout');
  });

  it('still leaves when both calls fail, and only logs the failures', async () => {
    const h = harness();
    const done = signOut(h.steps, { to: '/logout' });
    h.unregister().reject(new Error('network'));
    h.session().reject(new Error('500'));
    await h.elapse(500);
    await done;
    expect(h.events.at(-1)).toBe('leave:/logout');
    expect(h.steps.log).toHaveBeenCalledTimes(2);
  });

  it('without a stored token, only ends the session', async () => {
    const h = harness({ token: null });
    const done = signOut(h.steps, { to: '/logout' });
    expect(h.events).toEqual(['end-session']);
    h.session().resolve();
    await h.elapse(500);
    await done;
    expect(h.events).toEqual(['end-session', 'leave:/logout']);
  });

  it('waits for slow calls past 500 ms, but not past the cap', async () => {
    const h = harness();
    const done = signOut(h.steps, { to: '/logout' });
    await h.elapse(500);
    expect(h.events).not.toContain('leave:/logout');
    await h.elapse(SIGN_OUT_CALLS_CAP_MS);
    await done;
    expect(h.events.at(-1)).toBe('leave:/logout');
  });
});
