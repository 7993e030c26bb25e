/**
 * How long a test waits on a condition (findBy, waitFor, vi.waitFor) before calling it a hang.
 * A passing test never waits this long; a busy machine takes seconds where a quiet one takes
 * milliseconds: 1 s (vi.waitFor's default), 5, 20 and 30 s have each failed tests that pass
 * alone while the browser tests ran beside them (docs/adr/0018, 0027). A test's own bound is 60 s.
 */
export const WAIT_BOUND = { timeout: 45_000 } as const;
