/** The hours a dispatcher picks from (TRK-2: 1 hour to 7 days). */
export const EXPIRY_CHOICES = [1, 4, 8, 24, 72, 168] as const;
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number];
