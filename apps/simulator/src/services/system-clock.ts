import type { Clock } from '../domain/clock';

/** The wall clock; the only place outside tests that reads real time. */
export class SystemClock implements Clock {
  now(): number {
    return Date.now();
  }
}
