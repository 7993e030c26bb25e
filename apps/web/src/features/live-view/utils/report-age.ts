/** How long ago a report was, in the unit the card shows. */
export type ReportAge =
  | { unit: 'seconds'; count: number }
  | { unit: 'minutes'; count: number }
  | { unit: 'hours'; count: number };

/**
 * Seconds since a device's report, counted from what the server said then (`ageAtMessage`, its
 * own clock) plus the time since the message arrived (the browser's clock): neither clock needs
 * to agree with the other.
 */
export function secondsSinceReport(ageAtMessage: number, receivedAt: number, now: number): number {
  return Math.max(0, Math.floor(ageAtMessage + (now - receivedAt) / 1000));
}

export function reportAge(seconds: number): ReportAge {
  if (seconds < 60) return { unit: 'seconds', count: seconds };
  if (seconds < 3600) return { unit: 'minutes', count: Math.floor(seconds / 60) };
  return { unit: 'hours', count: Math.floor(seconds / 3600) };
}
