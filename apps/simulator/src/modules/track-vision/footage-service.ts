import { LIST_LIMITS, type ListResponse } from '@armada/contracts/shared';
import {
  TRACK_VISION,
  TRACK_VISION_ERROR_REASONS as R,
  TRACK_VISION_PERMISSIONS as P,
  TV_RETRIABLE_FAILURES,
  type CreateTvFootageRequest,
  type TvFootageListQuery,
  type TvChannel,
  type TvFootageRequest,
} from '@armada/contracts/track-vision';
import type { Vehicle } from '@armada/contracts/fleet';
import type { Clock } from '../../domain/clock';
import type { DocumentStore } from '../../store/document-store';
import { wibClockLabel, overlayPlateOf, type ClipOverlay } from '../../engine/media/clip-overlay';
import type { AuthContext } from '../../services/auth-service';
import { requireAny } from '../../services/permissions';
import { ServiceError } from '../../services/service-error';
import { channelLabelOf, channelsOf, type Cameras } from './cameras';
import { footagePlanOf, footageStateAt } from './footage-plan';
import type { FootageRow, FootageStore } from './footage-store';
import type { MediaStore } from './media-store';
import { fileStampOf, plateForFile, tvMediaUrls } from './media-urls';

const F = TRACK_VISION.footage;

export interface FootageServiceDeps {
  store: FootageStore;
  media: MediaStore;
  cameras: Cameras;
  clock: Clock;
  seed: number;
}

const iso = (epochMs: number) => new Date(epochMs).toISOString();

/**
 * Video history (docs/rules/track-vision.md §2, TV-10 ... TV-14): footage of a vehicle's
 * camera requested from its device, through the device's states, in SQL.
 */
export class FootageService {
  constructor(private readonly deps: FootageServiceDeps) {}

  private now(): number {
    return this.deps.clock.now();
  }

  /** The request as the API answers it, in its state at `now`. */
  wireOf(row: FootageRow, now: number): TvFootageRequest {
    const { state, since } = footageStateAt(row, now);
    const failed = state === 'FAILED';
    return {
      id: row.id,
      vehicle: { id: row.vehicleId, license_plate: row.licensePlate },
      channel: row.channel,
      from: iso(row.from),
      to: iso(row.to),
      seconds: Math.round((row.to - row.from) / 1000),
      state,
      failure_reason: failed ? row.failureReason : null,
      can_retry:
        failed &&
        row.failureReason !== null &&
        TV_RETRIABLE_FAILURES.includes(row.failureReason) &&
        row.attempts < F.maxAttempts,
      attempts: row.attempts,
      requested_at: iso(row.requestedAt),
      state_since: iso(since),
      requested_by: row.requestedBy,
      clip:
        state === 'READY'
          ? {
              mp4_url: tvMediaUrls.footageMp4(row.id),
              hls_url: tvMediaUrls.footageHls(row.id),
              download_name: `${plateForFile(row.licensePlate)}-${row.channel}-${fileStampOf(row.from)}.mp4`,
            }
          : null,
    };
  }

  async list(
    auth: AuthContext,
    query: TvFootageListQuery,
  ): Promise<ListResponse<TvFootageRequest>> {
    requireAny(auth, P.footage, 'see video history');
    const page = query.page ?? 1;
    const limit = query.limit ?? LIST_LIMITS.defaultLimit;
    const now = this.now();
    const { rows, ids } = await this.deps.store.page(
      auth.company.id,
      {
        ...(query.vehicle_id === undefined ? {} : { vehicleId: query.vehicle_id }),
        ...(query.state === undefined ? {} : { state: { name: query.state, now } }),
      },
      limit,
      (page - 1) * limit,
    );
    return {
      data: { paginated_result: rows.map((row) => this.wireOf(row, now)), ids },
      metadata: { page, total_count: ids.length, total_page: Math.ceil(ids.length / limit) },
    };
  }

  private async rowOf(auth: AuthContext, id: number): Promise<FootageRow> {
    const row = await this.deps.store.get(auth.company.id, id);
    if (!row)
      throw ServiceError.notFound(`Footage request ${id} not found.`, {
        reason: R.tvFootageNotFound,
        params: { id },
      });
    return row;
  }

  async get(auth: AuthContext, id: number): Promise<TvFootageRequest> {
    requireAny(auth, P.footage, 'see video history');
    return this.wireOf(await this.rowOf(auth, id), this.now());
  }

  /** TV-10: checks the range: in order, within 10 s ... 10 minutes, not after now. */
  private rangeOf(body: CreateTvFootageRequest, now: number): { from: number; to: number } {
    const from = Date.parse(body.from);
    const to = Date.parse(body.to);
    if (!Number.isFinite(from) || !Number.isFinite(to) || to - from < F.minRangeMs)
      throw ServiceError.validation(
        `body.to must be at least ${F.minRangeMs / 1000} s after body.from.`,
        { reason: R.tvRangeInvalid, params: { min: F.minRangeMs / 1000 }, field: 'body.to' },
      );
    if (to - from > F.maxRangeMs)
      throw ServiceError.validation(
        `body.to: a footage request covers at most ${F.maxRangeMs / 60_000} minutes.`,
        { reason: R.tvRangeTooLong, params: { max: F.maxRangeMs / 60_000 }, field: 'body.to' },
      );
    if (to > now)
      throw ServiceError.validation(
        'body.to: footage can be requested only of a range that has passed.',
        {
          reason: R.tvRangeInFuture,
          field: 'body.to',
        },
      );
    // Whole seconds: the device's files are cut to the second.
    return { from: Math.floor(from / 1000) * 1000, to: Math.floor(to / 1000) * 1000 };
  }

  async create(auth: AuthContext, body: CreateTvFootageRequest): Promise<TvFootageRequest> {
    requireAny(auth, P.footage, 'request footage');
    const { cameras, seed } = this.deps;
    const vehicle = cameras.vehicleOf(auth, body.vehicle_id);
    cameras.requireChannel(vehicle, body.channel);
    const now = this.now();
    const range = this.rangeOf(body, now);
    const plan = footagePlanOf({
      seed,
      vehicleId: vehicle.id,
      ...range,
      attempt: 1,
      at: now,
      deviceFresh: cameras.isFresh(auth, vehicle),
    });
    const row = await this.deps.store.insert({
      companyId: auth.company.id,
      vehicleId: vehicle.id,
      licensePlate: vehicle.license_plate,
      channel: body.channel,
      ...range,
      attempts: 1,
      requestedAt: now,
      attemptAt: now,
      ...plan,
      requestedBy: { id: auth.user.id, name: auth.user.fullname },
    });
    await this.deps.media.noteFootage(row, vehicle.driver);
    return this.wireOf(row, now);
  }

  /** TV-12: a failed request whose reason allows it, within its tries, is sent again. */
  async retry(auth: AuthContext, id: number): Promise<TvFootageRequest> {
    requireAny(auth, P.footage, 'request footage');
    const row = await this.rowOf(auth, id);
    const now = this.now();
    const wire = this.wireOf(row, now);
    if (!wire.can_retry)
      throw ServiceError.conflict(
        wire.state !== 'FAILED'
          ? `Footage request ${id} is ${wire.state}, not failed.`
          : `Footage request ${id} cannot be retried (${row.failureReason}, try ${row.attempts} of ${F.maxAttempts}).`,
        { reason: R.tvRetryRefused, params: { max: F.maxAttempts } },
      );
    const vehicle = this.deps.cameras.vehicleOf(auth, row.vehicleId);
    const plan = footagePlanOf({
      seed: this.deps.seed,
      vehicleId: row.vehicleId,
      from: row.from,
      to: row.to,
      attempt: row.attempts + 1,
      at: now,
      deviceFresh: this.deps.cameras.isFresh(auth, vehicle),
    });
    const updated = await this.deps.store.retry(auth.company.id, id, row.attempts, now, plan);
    if (!updated)
      throw ServiceError.conflict(`Footage request ${id} was retried meanwhile.`, {
        reason: R.tvRetryRefused,
        params: { max: F.maxAttempts },
      });
    await this.deps.media.noteFootage(updated, vehicle.driver);
    return this.wireOf(updated, now);
  }

  /** TV-14: what a ready request's clip burns in; null when it is not (yet) there. */
  async clipOverlay(auth: AuthContext, id: number): Promise<ClipOverlay | null> {
    if (![...P.footage, ...P.media].some((p) => auth.user.accessRight.includes(p))) return null;
    const row = await this.deps.store.get(auth.company.id, id);
    if (!row || footageStateAt(row, this.now()).state !== 'READY') return null;
    return {
      plate: overlayPlateOf(row.licensePlate),
      channel: channelLabelOf(row.channel),
      startsAt: row.from,
      startLabel: wibClockLabel(row.from),
      seconds: Math.round((row.to - row.from) / 1000),
    };
  }

  /**
   * TV-15: a fresh world's companies start with a few requests of their first camera vehicles
   * (ready ones, and one of footage the device no longer has), so video history and the gallery
   * show something. Pure in the store's contents and the clock.
   */
  async seed(documents: DocumentStore): Promise<number> {
    const now = this.now();
    const companies = [...new Set(documents.entries('vehicles').map((e) => e.companyId))].sort(
      (a, b) => a - b,
    );
    let added = 0;
    for (const companyId of companies) {
      const cameras = documents
        .list('vehicles', companyId)
        .filter((v) => v.is_active !== false && channelsOf(v).length === 2)
        .sort((a, b) => a.id - b.id)
        .slice(0, 2);
      const [first, second] = cameras;
      if (!first || !(await this.deps.store.markSeeded(companyId))) continue;
      const HOUR = 3_600_000;
      const asks: [Vehicle, TvChannel, number, number, number][] = [
        // vehicle, channel, range start (ms before now), length, asked (ms before now)
        [first, 'road', 3 * HOUR, 5 * 60_000, 2.5 * HOUR],
        [second ?? first, 'cabin', 26 * HOUR, 2 * 60_000, 25 * HOUR],
        [first, 'cabin', 4 * 24 * HOUR, 60_000, 1 * HOUR],
      ];
      for (const [vehicle, channel, ago, length, askedAgo] of asks) {
        const from = Math.floor((now - ago) / 60_000) * 60_000;
        const at = now - askedAgo;
        const plan = footagePlanOf({
          seed: this.deps.seed,
          vehicleId: vehicle.id,
          from,
          to: from + length,
          attempt: 1,
          at,
          deviceFresh: true,
        });
        const row = await this.deps.store.insert({
          companyId,
          vehicleId: vehicle.id,
          licensePlate: vehicle.license_plate,
          channel,
          from,
          to: from + length,
          attempts: 1,
          requestedAt: at,
          attemptAt: at,
          ...plan,
          requestedBy: null,
        });
        await this.deps.media.noteFootage(row, vehicle.driver);
        added++;
      }
    }
    return added;
  }
}
