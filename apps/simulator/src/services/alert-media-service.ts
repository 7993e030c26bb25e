import {
  ALERT_CONSTANTS,
  UPLOAD_MEDIA_STATUS,
  isDeviceFresh,
  type DownloadVideoHistoriesFilter,
  type DownloadVideoHistoriesResult,
  type RequestFileListUpdateInput,
  type SetUploadMediaInput,
  type UploadMediaStatus,
  type VehicleVideoFile,
  type VehicleVideoFileListInput,
} from '@armada/contracts/alerts';
import type { Vehicle } from '@armada/contracts/fleet';
import { GRAPHQL_ERROR_CODES, SERVER_ERROR_REASONS } from '@armada/contracts/shared';
import type { Clock } from '../domain/clock';
import type { MediaRequestRecord } from '../domain/records';
import { toWibIso } from '../domain/wib-time';
import { clipOverlayOf, type ClipOverlay } from '../engine/media/clip-overlay';
import {
  CAMERA_ALERT_CODES,
  MEDIA_TIMING,
  clipArrivalOf,
  channelOf,
  deviceFileOf,
  downloadHistoryOf,
  isCameraAlert,
  mediaPlanOf,
  type MediaAlert,
  type MediaPlan,
} from '../engine/media/media-outcomes';
import type { AlertStore } from '../store/alert-store';
import type { DocumentStore } from '../store/document-store';
import type { AuthContext } from './auth-service';
import { ServiceError } from './service-error';

const SECOND_MS = 1000;

/** A camera alert's clip as the video events report words it (RPT-41). */
export type ClipState =
  'available' | 'uploading' | 'needs-request' | 'requested' | 'not-sent' | 'media-not-found';

export interface AlertMediaOptions {
  store: DocumentStore;
  /** Without it there are no alerts, so no media either. */
  alerts?: AlertStore;
  clock: Clock;
  seed: number;
  /** The platform's last report of a vehicle's device (the live fleet's, ISO), or null. */
  lastReportOf: (auth: AuthContext, vehicleId: number) => string | null;
}

/**
 * Dashcam media of camera alerts (docs/rules/alert-center.md §4 and §7, MEDIA-1..7): download
 * histories, the device's file list, file-list updates and upload requests. What happens to each
 * alert's clip is the engine's seeded plan (engine/media); the user's upload requests are the only
 * state, one `media_requests` record per alert. Per company: another company's vehicle or
 * device is NOT_FOUND.
 */
export class AlertMediaService {
  constructor(private readonly options: AlertMediaOptions) {}

  private now(): number {
    return this.options.clock.now();
  }

  private vehicleOf(auth: AuthContext, vehicleId: number): Vehicle {
    const vehicle = this.options.store.get('vehicles', auth.company.id, vehicleId);
    if (!vehicle)
      throw ServiceError.notFound(`Vehicle ${vehicleId} not found.`, {
        reason: SERVER_ERROR_REASONS.vehicleNotFound,
        params: { id: vehicleId },
      });
    return vehicle;
  }

  private vehicleOfImei(auth: AuthContext, imei: string): Vehicle {
    const vehicle = this.options.store
      .list('vehicles', auth.company.id)
      .find((v) => v.device?.imei === imei);
    if (!vehicle)
      throw ServiceError.notFound(`No vehicle of your company has the device ${imei}.`, {
        reason: SERVER_ERROR_REASONS.vehicleNotFound,
        params: { id: imei },
        field: 'input.imei',
      });
    return vehicle;
  }

  /** MEDIA-5: a device that has not reported within 10 minutes cannot be asked for anything. */
  private ensureReachable(auth: AuthContext, vehicle: Vehicle): void {
    const last = this.options.lastReportOf(auth, vehicle.id);
    if (!isDeviceFresh(last, new Date(this.now())))
      throw new ServiceError(
        409,
        GRAPHQL_ERROR_CODES.deviceUnreachable,
        `The device of ${vehicle.license_plate} has not reported since ${last ?? 'ever'}; ` +
          `media can be requested only from a device that reported within the last ` +
          `${ALERT_CONSTANTS.media.deviceFreshnessMs / 60_000} minutes.`,
      );
  }

  /** The camera alerts of a vehicle created in [from, to], as the media engine reads them. */
  private async cameraAlerts(
    auth: AuthContext,
    vehicle: Vehicle,
    from: number,
    to: number,
  ): Promise<MediaAlert[]> {
    const { alerts } = this.options;
    if (!alerts || !vehicle.device?.has_camera) return [];
    const page = await alerts.listAlerts({
      companyId: auth.company.id,
      vehicleIds: [vehicle.id],
      codes: CAMERA_ALERT_CODES,
      from,
      to: to + 1,
      limit: 1000,
    });
    const device = vehicle.device;
    return page.alerts
      .map((row) => ({
        rawAlertId: String(row.id),
        vehicleId: row.vehicleId,
        code: row.code,
        createdAt: row.createdAt,
        deviceType: device.type,
        imei: device.imei,
      }))
      .sort((a, b) => a.createdAt - b.createdAt || Number(a.rawAlertId) - Number(b.rawAlertId));
  }

  private requestOf(
    auth: AuthContext,
    alert: Pick<MediaAlert, 'rawAlertId'>,
  ): MediaRequestRecord | undefined {
    return this.options.store.get('media_requests', auth.company.id, Number(alert.rawAlertId));
  }

  /** The alert's media plan: seeded (MEDIA-1), or the outcome the controls set (MEDIA-9). */
  private planOf(auth: AuthContext, alert: MediaAlert): MediaPlan {
    const forced = this.options.store.get(
      'media_overrides',
      auth.company.id,
      Number(alert.rawAlertId),
    );
    return mediaPlanOf(this.options.seed, alert, forced);
  }

  /**
   * What became of a camera alert's clip at the clock's time (the video events report, RPT-41):
   * the plan's outcome, whether it is there (and since when), or asked for and not yet.
   */
  clipStateOf(
    companyId: number,
    alert: MediaAlert,
  ): { state: ClipState; arrivedAt: number | null } {
    const forced = this.options.store.get('media_overrides', companyId, Number(alert.rawAlertId));
    const plan = mediaPlanOf(this.options.seed, alert, forced);
    const request = this.options.store.get('media_requests', companyId, Number(alert.rawAlertId));
    const requestedAt = request ? Date.parse(request.requested_on) : null;
    const arrival = clipArrivalOf(plan, requestedAt);
    if (arrival !== null && this.now() >= arrival)
      return { state: 'available', arrivedAt: arrival };
    if (plan.outcome === 'ready') return { state: 'uploading', arrivedAt: null };
    if (plan.outcome === 'needs-request')
      return { state: requestedAt === null ? 'needs-request' : 'requested', arrivedAt: null };
    return { state: plan.outcome, arrivedAt: null };
  }

  /** When the user asked for the alert's clip (epoch ms), or null. */
  requestedAt(auth: AuthContext, alert: Pick<MediaAlert, 'rawAlertId'>): number | null {
    const request = this.requestOf(auth, alert);
    return request ? Date.parse(request.requested_on) : null;
  }

  /**
   * MEDIA-10: what the clip of a camera alert of the caller's company burns in (its plate,
   * channel and time, from the stored alert); null for an unknown id, another company's alert or
   * one without a camera.
   */
  async clipOverlay(auth: AuthContext, rawAlertId: string): Promise<ClipOverlay | null> {
    const { alerts } = this.options;
    if (!alerts || !/^[1-9]\d{0,15}$/.test(rawAlertId)) return null;
    const page = await alerts.listAlerts({
      companyId: auth.company.id,
      ids: [Number(rawAlertId)],
      limit: 1,
    });
    const row = page.alerts[0];
    if (!row || !isCameraAlert(row.code)) return null;
    return clipOverlayOf({
      licensePlate: row.raw.vehicle.licensePlate,
      code: row.code,
      createdAt: row.createdAt,
    });
  }

  /** MEDIA-2, MEDIA-3: the histories whose window holds `startTime`, as they are now. */
  async downloadHistories(
    auth: AuthContext,
    filter: DownloadVideoHistoriesFilter,
  ): Promise<Pick<DownloadVideoHistoriesResult, 'list' | 'pagination'>> {
    const vehicle = this.vehicleOf(auth, filter.vehicleId);
    const at = Date.parse(filter.startTime);
    const half = ALERT_CONSTANTS.media.uploadWindowS * SECOND_MS;
    const now = this.now();
    const histories = (await this.cameraAlerts(auth, vehicle, at - half, at + half)).flatMap(
      (alert) => {
        const history = downloadHistoryOf(
          this.planOf(auth, alert),
          alert,
          this.requestedAt(auth, alert),
          now,
        );
        return history ? [history] : [];
      },
    );
    const page = filter.pagination?.page ?? ALERT_CONSTANTS.media.downloadHistoryPage.page;
    const show = filter.pagination?.show ?? ALERT_CONSTANTS.media.downloadHistoryPage.show;
    return {
      list: histories.slice((page - 1) * show, page * show),
      pagination: { page, show, total: histories.length },
    };
  }

  /**
   * MEDIA-4: the device's files in a window (none for an alert without one). Asked with
   * `fileListOnly` (as the web does, always on channel 1) the device answers its whole list, every
   * camera's files; otherwise only the asked channel's.
   */
  async fileList(auth: AuthContext, input: VehicleVideoFileListInput): Promise<VehicleVideoFile[]> {
    const vehicle = this.vehicleOf(auth, input.vehicleId);
    const from = Date.parse(input.startTime);
    const to = Date.parse(input.endTime);
    if (to < from)
      throw ServiceError.invalidField(
        'input.endTime',
        'input.endTime must not be before input.startTime',
      );
    if (to - from > MEDIA_TIMING.maxFileListWindowMs)
      throw ServiceError.invalidField(
        'input.endTime',
        `input.endTime must be within ${MEDIA_TIMING.maxFileListWindowMs / 86_400_000} days of input.startTime`,
      );
    const now = this.now();
    return (await this.cameraAlerts(auth, vehicle, from, to))
      .filter((alert) => input.fileListOnly || channelOf(alert.code) === input.channel)
      .flatMap((alert) => {
        const file = deviceFileOf(
          this.planOf(auth, alert),
          alert,
          this.requestedAt(auth, alert),
          now,
        );
        return file ? [file] : [];
      });
  }

  /** MEDIA-5: the device is asked to refresh its file list; answered at once. */
  requestFileListUpdate(auth: AuthContext, input: RequestFileListUpdateInput): string {
    const vehicle = this.vehicleOf(auth, input.vehicleId);
    if (vehicle.device?.imei !== input.imei)
      throw ServiceError.invalidField(
        'input.imei',
        `input.imei ${input.imei} is not the device of vehicle ${vehicle.id}`,
      );
    this.ensureReachable(auth, vehicle);
    return toWibIso(this.now());
  }

  /**
   * MEDIA-3, MEDIA-6: the device is asked to upload the clip of the camera alert at the given
   * time. 'Sent' when it has one (the clip then arrives within seconds, or is there already);
   * 'Not Sent(No video downloaded)' when the device has no video of that moment.
   */
  async setUploadMedia(auth: AuthContext, input: SetUploadMediaInput): Promise<UploadMediaStatus> {
    const vehicle = this.vehicleOfImei(auth, input.imei);
    this.ensureReachable(auth, vehicle);
    const { channels, bsjChannels } = ALERT_CONSTANTS.media;
    let at: number;
    let channel: number;
    if ('bsjInput' in input) {
      at = Date.parse(input.bsjInput.createdOnRawAlert);
      channel = input.bsjInput.channel === bsjChannels.dms ? channels.dms : channels.adas;
    } else {
      at = Date.parse(input.rawAlertInput.rawAlertCreatedOn);
      channel = input.rawAlertInput.cameraPosition === 2 ? channels.dms : channels.adas;
    }
    // The alert's own second (createdOn carries no milliseconds), of the asked camera first.
    const near = await this.cameraAlerts(auth, vehicle, at - SECOND_MS, at + SECOND_MS);
    const alert = near.find((a) => channelOf(a.code) === channel) ?? near[0];
    if (!alert) return UPLOAD_MEDIA_STATUS.notSent;
    const plan = this.planOf(auth, alert);
    if (plan.outcome === 'not-sent' || plan.outcome === 'media-not-found')
      return UPLOAD_MEDIA_STATUS.notSent;
    if (plan.outcome === 'needs-request' && !this.requestOf(auth, alert)) {
      const record: MediaRequestRecord = {
        id: Number(alert.rawAlertId),
        vehicle_id: vehicle.id,
        channel: plan.channel,
        user_id: auth.user.id,
        requested_on: new Date(this.now()).toISOString(),
      };
      await this.options.store.write((batch) => {
        batch.put('media_requests', auth.company.id, record);
      });
    }
    return UPLOAD_MEDIA_STATUS.sent;
  }
}
