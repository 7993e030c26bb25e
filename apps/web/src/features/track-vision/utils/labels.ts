import type { TvCamera, TvChannel } from '@armada/contracts/track-vision';

/** A camera as a choice: its plate, and its driver when there is one. */
export function cameraLabel(camera: TvCamera): string {
  return camera.driver_name
    ? `${camera.license_plate} · ${camera.driver_name}`
    : camera.license_plate;
}

/** The first channel a camera has, or road. */
export function firstChannel(camera: TvCamera | undefined): TvChannel {
  return camera?.channels[0] ?? 'road';
}
