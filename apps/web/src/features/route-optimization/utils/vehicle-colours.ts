/**
 * One colour per vehicle route, in the order of the result's routes: distinct hues that stay
 * readable on the light map and in the lists (WCAG 3:1 against white for lines and markers).
 * After the palette runs out the colours repeat with a dashed line (see `vehicleLineDash`).
 */
export const VEHICLE_PALETTE = [
  '#1d4ed8',
  '#c2410c',
  '#15803d',
  '#9333ea',
  '#b91c1c',
  '#0e7490',
  '#a16207',
  '#be185d',
  '#4d7c0f',
  '#4338ca',
  '#0f766e',
  '#7c2d12',
] as const;

export function vehicleColour(index: number): string {
  const i = ((index % VEHICLE_PALETTE.length) + VEHICLE_PALETTE.length) % VEHICLE_PALETTE.length;
  return VEHICLE_PALETTE[i] ?? VEHICLE_PALETTE[0];
}

/** Solid for the first round of colours, dashed when a colour is used a second time. */
export function vehicleLineDash(index: number): string | undefined {
  return Math.floor(index / VEHICLE_PALETTE.length) % 2 === 1 ? '8 6' : undefined;
}
