import type { Clock } from '../domain/clock';

/**
 * The wall clock; the only place outside tests that reads real time. Given `startAt` (the
 * server's ARMADA_CLOCK_START), it starts at that instant and runs on at real speed, so a
 * browser test whose page clock is pinned to the same instant sees a server that agrees about
 * the day (banners' weekdays and dates, the survey's month, sessions' expiry). Given `speed`
 * (ARMADA_SIM_SPEED, for demos) simulated time runs that many times faster than real time.
 */
export class SystemClock implements Clock {
  private readonly startReal: number;
  private readonly startAt: number;

  constructor(
    startAt?: number,
    private readonly speed = 1,
  ) {
    if (!(speed > 0)) throw new RangeError('speed must be positive');
    this.startReal = Date.now();
    this.startAt = startAt ?? this.startReal;
  }

  now(): number {
    return Math.round(this.startAt + (Date.now() - this.startReal) * this.speed);
  }
}
