/**
 * The cameras of the company's vehicles (TV-2): which channels are fitted and whether a device
 * can be asked for anything now. Shared by live streaming, footage requests and the gallery.
 */
import { isDeviceFresh } from '@armada/contracts/alerts';
import type { Vehicle } from '@armada/contracts/fleet';
import { SERVER_ERROR_REASONS } from '@armada/contracts/shared';
import {
  TRACK_VISION_ERROR_REASONS as R,
  TV_CHANNELS,
  TV_CHANNEL_NUMBERS,
  type TvCamera,
  type TvChannel,
} from '@armada/contracts/track-vision';
import { ALERT_CONSTANTS } from '@armada/contracts/alerts';
import type { Clock } from '../../domain/clock';
import type { AuthContext } from '../../services/auth-service';
import { ServiceError } from '../../services/service-error';
import type { DocumentStore } from '../../store/document-store';

export interface CameraDeps {
  store: DocumentStore;
  clock: Clock;
  /** The platform's last report of a vehicle's device (the live fleet's, ISO), or null. */
  lastReportOf: (auth: AuthContext, vehicleId: number) => string | null;
}

/** TV-1: the channels a vehicle's camera has: its fitted channels, or both on a dashcam. */
export function channelsOf(vehicle: Vehicle): TvChannel[] {
  const device = vehicle.device;
  if (!device?.has_camera) return [];
  const fitted = device.camera_channels;
  if (!fitted) return [...TV_CHANNELS];
  return TV_CHANNELS.filter((channel) => fitted.includes(TV_CHANNEL_NUMBERS[channel]));
}

/** What the overlay calls a channel, as the BSJ devices name their cameras. */
export function channelLabelOf(channel: TvChannel): string {
  const { bsjChannels } = ALERT_CONSTANTS.media;
  return channel === 'road' ? `${bsjChannels.adas} ADAS` : `${bsjChannels.dms} DMS`;
}

export class Cameras {
  constructor(private readonly deps: CameraDeps) {}

  /** The company's vehicle, or 404 like an unknown one (another company's included). */
  vehicleOf(auth: AuthContext, vehicleId: number, field = 'body.vehicle_id'): Vehicle {
    const vehicle = this.deps.store.get('vehicles', auth.company.id, vehicleId);
    if (!vehicle)
      throw ServiceError.notFound(`Vehicle ${vehicleId} not found.`, {
        reason: SERVER_ERROR_REASONS.vehicleNotFound,
        params: { id: vehicleId },
        field,
      });
    return vehicle;
  }

  /** TV-11: the device reported within the last 10 minutes. */
  isFresh(auth: AuthContext, vehicle: Vehicle): boolean {
    if (!vehicle.device) return false;
    return isDeviceFresh(this.deps.lastReportOf(auth, vehicle.id), new Date(this.deps.clock.now()));
  }

  /** TV-2: refuses a vehicle without a camera on `channel` (409). */
  requireChannel(vehicle: Vehicle, channel: TvChannel): void {
    if (!channelsOf(vehicle).includes(channel))
      throw ServiceError.conflict(`${vehicle.license_plate} has no ${channel} camera.`, {
        reason: R.tvNoCamera,
        params: { plate: vehicle.license_plate, channel },
      });
  }

  /** TV-2: refuses a device that has not reported within 10 minutes (409). */
  requireFresh(auth: AuthContext, vehicle: Vehicle): void {
    if (!this.isFresh(auth, vehicle))
      throw ServiceError.conflict(
        `The device of ${vehicle.license_plate} has not reported within the last ` +
          `${ALERT_CONSTANTS.media.deviceFreshnessMs / 60_000} minutes.`,
        { reason: R.tvDeviceOffline, params: { plate: vehicle.license_plate } },
      );
  }

  /** TV-2: every active vehicle of the company with its cameras, by plate. */
  list(auth: AuthContext): TvCamera[] {
    return this.deps.store
      .list('vehicles', auth.company.id)
      .filter((vehicle) => vehicle.is_active !== false)
      .map((vehicle): TvCamera => {
        const channels = channelsOf(vehicle);
        const last = vehicle.device ? this.deps.lastReportOf(auth, vehicle.id) : null;
        return {
          id: vehicle.id,
          license_plate: vehicle.license_plate,
          driver_name: vehicle.driver?.fullname ?? null,
          driver_id: vehicle.driver?.id ?? null,
          channels,
          state:
            channels.length === 0 ? 'noCamera' : this.isFresh(auth, vehicle) ? 'ready' : 'offline',
          last_report_on: last === null ? null : new Date(Date.parse(last)).toISOString(),
        };
      })
      .sort((a, b) => a.license_plate.localeCompare(b.license_plate) || a.id - b.id);
  }
}
