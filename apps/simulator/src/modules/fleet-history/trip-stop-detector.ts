import type { HistoryStopKind } from '@armada/contracts/history';
import { HISTORY_RULES } from './history-rules';

/** Status codes of a sample (MOTION_STATUS_CODES' order); offline samples are never pushed. */
export const SAMPLE_STATUS = { moving: 0, idle: 1, parked: 2, offline: 3 } as const;

/** One kept position of a vehicle, as the detectors read it. */
export interface HistorySample {
  /** Epoch ms. */
  t: number;
  lat: number;
  lng: number;
  speedKmh: number;
  /** SAMPLE_STATUS. */
  status: number;
  ignition: boolean;
  /** Metres from the vehicle's previous sample. */
  stepM: number;
}

export interface TripState {
  startedAt: number;
  endedAt: number;
  ongoing: boolean;
  startLat: number;
  startLng: number;
  endLat: number;
  endLng: number;
  distanceM: number;
  movingMs: number;
  idleMs: number;
  maxKmh: number;
}

export interface StopState {
  startedAt: number;
  endedAt: number;
  ongoing: boolean;
  kind: HistoryStopKind;
  lat: number;
  lng: number;
}

/** A stretch of standing with one ignition state. */
interface Segment {
  parked: boolean;
  start: number;
  end: number;
}

/** Standing still, from `since` on. */
interface Episode {
  since: number;
  lat: number;
  lng: number;
  segments: Segment[];
  /** It lasted long enough, or the engine went off: it ended the trip (HIST-9). */
  isStop: boolean;
}

export interface DetectorState {
  last: HistorySample | null;
  trip: TripState | null;
  episode: Episode | null;
}

export interface DetectorSink {
  /** A trip opened, grew or closed (`ongoing` false once closed); `opened` on its first call. */
  trip(trip: TripState, opened: boolean): void;
  /** A stop opened, changed or closed. */
  stop(stop: StopState): void;
}

export interface DetectorRules {
  stopMinMs: number;
  stopSegmentMinMs: number;
}

const DEFAULT_RULES: DetectorRules = {
  stopMinMs: HISTORY_RULES.stopMinMs,
  stopSegmentMinMs: HISTORY_RULES.stopSegmentMinMs,
};

/**
 * HIST-11: the stops of a standing episode from its ignition segments. A segment shorter than
 * the minimum is part of the stop before it; a first stop shorter than the minimum takes the
 * kind of a long segment that follows it. Segments only grow, so a stop once made is never
 * taken back: its start is its key.
 */
export function stopsOfSegments(
  segments: readonly Segment[],
  minMs: number,
): { kind: HistoryStopKind; start: number; end: number }[] {
  const out: { kind: HistoryStopKind; start: number; end: number }[] = [];
  for (const segment of segments) {
    const kind: HistoryStopKind = segment.parked ? 'PARKED' : 'IDLE';
    const last = out[out.length - 1];
    if (!last) {
      out.push({ kind, start: segment.start, end: segment.end });
    } else if (last.kind === kind || segment.end - segment.start < minMs) {
      last.end = segment.end;
    } else if (out.length === 1 && last.end - last.start < minMs) {
      last.kind = kind;
      last.end = segment.end;
    } else {
      out.push({ kind, start: segment.start, end: segment.end });
    }
  }
  return out;
}

/**
 * HIST-9 ... HIST-12: trips and stops of one vehicle from its samples in time order, found as
 * they arrive. Decisions are made on the samples' times, so a sparse stream that samples every
 * change (the seeded past) and a dense one (the live fleet) give the same trips and stops.
 * The state is plain JSON, saved and restored across restarts.
 */
export class TripStopDetector {
  state: DetectorState = { last: null, trip: null, episode: null };

  constructor(
    private readonly sink: DetectorSink,
    private readonly rules: DetectorRules = DEFAULT_RULES,
  ) {}

  push(s: HistorySample): void {
    const st = this.state;
    const last = st.last;
    const trip = st.trip;
    if (last && trip && !st.episode?.isStop) {
      trip.distanceM += s.stepM;
      if (last.status === SAMPLE_STATUS.moving) trip.movingMs += s.t - last.t;
      trip.endedAt = s.t;
      trip.endLat = s.lat;
      trip.endLng = s.lng;
    }
    if (s.status === SAMPLE_STATUS.moving) this.moving(s);
    else this.standing(s);
    // The last sample is kept as a copy of its own, rewritten in place from then on: the
    // caller's sample is not held (one object less per kept position that lives to the next).
    if (last) {
      last.t = s.t;
      last.lat = s.lat;
      last.lng = s.lng;
      last.speedKmh = s.speedKmh;
      last.status = s.status;
      last.ignition = s.ignition;
      last.stepM = s.stepM;
    } else {
      st.last = {
        t: s.t,
        lat: s.lat,
        lng: s.lng,
        speedKmh: s.speedKmh,
        status: s.status,
        ignition: s.ignition,
        stepM: s.stepM,
      };
    }
  }

  /**
   * The stream ends at `at` (the seeded past hands over): an open trip or stop is closed
   * there, as it stands.
   */
  finish(at: number): void {
    const st = this.state;
    if (st.episode) {
      if (st.episode.isStop) this.emitStops(at, false);
      else if (st.trip) {
        st.trip.ongoing = false;
        this.sink.trip(st.trip, false);
      }
    } else if (st.trip) {
      st.trip.ongoing = false;
      this.sink.trip(st.trip, false);
    }
    st.trip = null;
    st.episode = null;
  }

  private moving(s: HistorySample): void {
    const st = this.state;
    const episode = st.episode;
    let startLat = s.lat;
    let startLng = s.lng;
    if (episode) {
      if (!episode.isStop && s.t - episode.since >= this.rules.stopMinMs) this.becomeStop(s.t);
      if (episode.isStop) {
        this.emitStops(s.t, false);
        startLat = episode.lat;
        startLng = episode.lng;
      } else if (st.trip) {
        st.trip.idleMs += s.t - episode.since;
      }
      st.episode = null;
    }
    if (!st.trip) {
      st.trip = {
        startedAt: s.t,
        endedAt: s.t,
        ongoing: true,
        startLat,
        startLng,
        endLat: s.lat,
        endLng: s.lng,
        distanceM: episode ? s.stepM : 0,
        movingMs: 0,
        idleMs: 0,
        maxKmh: s.speedKmh,
      };
      this.sink.trip(st.trip, true);
      return;
    }
    st.trip.maxKmh = Math.max(st.trip.maxKmh, s.speedKmh);
    this.sink.trip(st.trip, false);
  }

  private standing(s: HistorySample): void {
    const st = this.state;
    const parked = !s.ignition;
    let episode = st.episode;
    if (!episode) {
      episode = {
        since: s.t,
        lat: s.lat,
        lng: s.lng,
        segments: [{ parked, start: s.t, end: s.t }],
        // The first sample ever shows the vehicle standing: a stop, of unknown start.
        isStop: st.trip === null,
      };
      st.episode = episode;
    } else {
      const segment = episode.segments[episode.segments.length - 1];
      if (segment) segment.end = s.t;
      if (!segment || segment.parked !== parked)
        episode.segments.push({ parked, start: s.t, end: s.t });
    }
    if (
      !episode.isStop &&
      (parked ||
        episode.segments.some((segment) => segment.parked) ||
        s.t - episode.since >= this.rules.stopMinMs)
    ) {
      this.becomeStop(s.t);
    }
    if (episode.isStop) this.emitStops(s.t, true);
    else if (st.trip) this.sink.trip(st.trip, false);
  }

  /** The standing episode ends the trip where it began (HIST-9). */
  private becomeStop(at: number): void {
    const st = this.state;
    const episode = st.episode;
    if (!episode) return;
    episode.isStop = true;
    const segment = episode.segments[episode.segments.length - 1];
    if (segment && segment.end < at) segment.end = at;
    const trip = st.trip;
    if (trip) {
      trip.endedAt = Math.max(trip.startedAt, episode.since);
      trip.endLat = episode.lat;
      trip.endLng = episode.lng;
      trip.ongoing = false;
      this.sink.trip(trip, false);
      st.trip = null;
    }
  }

  /** The episode's stops as they stand at `at`; the last one is ongoing while `open`. */
  private emitStops(at: number, open: boolean): void {
    const episode = this.state.episode;
    if (!episode) return;
    const segment = episode.segments[episode.segments.length - 1];
    if (segment && segment.end < at) segment.end = at;
    const stops = stopsOfSegments(episode.segments, this.rules.stopSegmentMinMs);
    stops.forEach((stop, i) => {
      this.sink.stop({
        startedAt: stop.start,
        endedAt: stop.end,
        ongoing: open && i === stops.length - 1,
        kind: stop.kind,
        lat: episode.lat,
        lng: episode.lng,
      });
    });
  }
}
