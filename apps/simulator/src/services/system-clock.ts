import type { Clock } from '../domain/clock';

/**
 * The wall clock; the only place outside tests that reads real time. Given `startAt` (the
 * server's ARMADA_CLOCK_START), it starts at that instant and runs on at real speed, so a
 * browser test whose page clock is pinned to the same instant sees a server that agrees about
 * the day (banners' weekdays and dates, the survey's month, sessions' expiry).
 */
export class SystemClock implements Clock {
  private readonly offsetMs: number;

  constructor(startAt?: number) {
    this.offsetMs = startAt === undefined ? 0 : startAt - Date.now();
  }

  now(): number {
    return Date.now() + this.offsetMs;
  }
}
