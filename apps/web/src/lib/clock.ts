/**
 * The web app's one time source. Every time-based rule (the survey schedule, its 23:59 expiry,
 * the banner's weekday) reads the time through `clock.now()`, so unit tests can fix it with
 * `setClock` and browser tests with Playwright's `page.clock` (which replaces `Date.now`).
 */
export interface Clock {
  /** Milliseconds since the epoch, like `Date.now()`. */
  now(): number;
}

const systemClock: Clock = { now: () => Date.now() };

let current: Clock = systemClock;

/** The current time source; read it at call time, never cache `now()` across a rule. */
export const clock: Clock = { now: () => current.now() };

/** The current time as a `Date`. */
export function nowDate(): Date {
  return new Date(clock.now());
}

/** Replaces the time source (unit tests); `resetClock` restores the system clock. */
export function setClock(next: Clock | number | Date): void {
  if (typeof next === 'number' || next instanceof Date) {
    const fixed = typeof next === 'number' ? next : next.getTime();
    current = { now: () => fixed };
  } else {
    current = next;
  }
}

export function resetClock(): void {
  current = systemClock;
}
