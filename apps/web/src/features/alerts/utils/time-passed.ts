/** How long ago an alert was raised, as whole units for the popup's ticking label. */
export interface TimePassed {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Time from `createdOn` to `now` (never negative: a clock slightly behind shows 0). */
export function timePassed(createdOn: string, now: number): TimePassed {
  const total = Math.max(0, Math.floor((now - new Date(createdOn).getTime()) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/**
 * The label's parts, largest unit first, from the first non-zero unit on (at most three, so a
 * day-old alert reads "1 d 2 h 5 m", a fresh one "12 s").
 */
export function timePassedParts(passed: TimePassed): [keyof TimePassed, number][] {
  const order: (keyof TimePassed)[] = ['days', 'hours', 'minutes', 'seconds'];
  const first = order.findIndex((unit) => passed[unit] > 0);
  if (first === -1) return [['seconds', 0]];
  return order.slice(first, first + 3).map((unit) => [unit, passed[unit]]);
}
