// The compiled check of the track's answer, imported by get-vehicle-track.ts with a query of its
// own: to the bundler a module apart from the one lib/contract reaches (which the first page's
// shared chunk takes in), so it loads with the playback route only. Typed as the generated one.
declare module '@/lib/contract/checks/getVehicleTrack.generated.js?playback' {
  import type { getVehicleTrack as Check } from '@/lib/contract/checks.generated.js';

  export const getVehicleTrack: typeof Check;
}
