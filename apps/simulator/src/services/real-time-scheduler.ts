import type { TickScheduler } from '../engine/tick-loop';

/**
 * The tick loop's waits in real time, with Node's timers (beside SystemClock, the other place
 * outside tests that touches real time). Unref'd: a pending tick never keeps the process alive.
 */
export const realTimeScheduler: TickScheduler = {
  schedule(callback, delayMs) {
    const timer = setTimeout(callback, Math.max(0, delayMs));
    timer.unref();
    return () => clearTimeout(timer);
  },
};
