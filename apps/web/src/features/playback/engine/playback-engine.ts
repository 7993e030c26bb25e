import {
  emptySample,
  positionsSpan,
  sampleTrack,
  type PreparedTrack,
  type TrackSample,
} from '../utils/track-data';

/** PLAY-6: the speeds a track plays at, track seconds per real second. */
export const PLAYBACK_SPEEDS = [1, 2, 5, 10, 30, 60, 120, 300] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];
export const DEFAULT_SPEED: PlaybackSpeed = 60;

/**
 * A frame longer than this (a tab in the background, a long task) moves the track by this much
 * real time only, so coming back to the page does not jump hours ahead.
 */
export const MAX_FRAME_MS = 250;

/** What React shows of the player: changes a few times per playback, never per frame. */
export interface PlayerState {
  playing: boolean;
  speed: PlaybackSpeed;
  /** The map keeps the vehicle in its middle (PLAY-7). */
  follow: boolean;
  /** Played to the last position; play starts again from the first. */
  ended: boolean;
}

/** Called with every moment drawn: seconds on the period's clock and where the vehicle is. */
export type FrameSink = (t: number, sample: TrackSample) => void;

export interface EngineTiming {
  requestFrame: (callback: (now: number) => void) => number;
  cancelFrame: (handle: number) => void;
}

const browserTiming: EngineTiming = {
  requestFrame: (callback) => requestAnimationFrame(callback),
  cancelFrame: (handle) => cancelAnimationFrame(handle),
};

/**
 * The playback clock (PLAY-6): the moment shown, played forward by animation frames at the chosen
 * speed, and handed each frame to the sinks (the map's marker, the slider, the playheads, the
 * readouts), which update the page themselves: a frame runs no React render. React hears only of
 * the coarse state (playing, speed, following, ended). Paused, no frame is requested at all.
 */
export class PlaybackEngine {
  readonly track: PreparedTrack;
  /** The first and last positions (the whole period without any). */
  readonly first: number;
  readonly last: number;
  /** Where the player opens, and where play after the end starts again. */
  readonly start: number;
  private t: number;
  private state: PlayerState;
  private readonly sample = emptySample();
  private readonly sinks = new Set<FrameSink>();
  private readonly listeners = new Set<() => void>();
  private readonly timing: EngineTiming;
  private frame: number | null = null;
  private lastNow: number | null = null;

  constructor(
    track: PreparedTrack,
    {
      timing = browserTiming,
      speed = DEFAULT_SPEED,
      startAt,
    }: {
      timing?: EngineTiming;
      speed?: PlaybackSpeed;
      /** Where to open (the first trip's start); the first position by default. */
      startAt?: number | undefined;
    } = {},
  ) {
    this.track = track;
    this.timing = timing;
    const span = positionsSpan(track);
    this.first = span?.first ?? 0;
    this.last = span?.last ?? track.durationS;
    this.start = Math.min(this.last, Math.max(this.first, startAt ?? this.first));
    this.t = this.start;
    this.state = { playing: false, speed, follow: true, ended: false };
    sampleTrack(track, this.t, this.sample);
  }

  /** Seconds on the period's clock of the moment shown. */
  get time(): number {
    return this.t;
  }

  /** Where the vehicle is at the moment shown (the object is reused: copy what you keep). */
  get current(): TrackSample {
    return this.sample;
  }

  getState = (): PlayerState => this.state;

  /** React's subscription (useSyncExternalStore) to the coarse state. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** A sink drawn on every frame; called once at once with the moment shown. */
  addFrameSink(sink: FrameSink): () => void {
    this.sinks.add(sink);
    sink(this.t, this.sample);
    return () => this.sinks.delete(sink);
  }

  play(): void {
    if (this.state.playing || this.track.count === 0) return;
    // PLAY-6: play after the end starts again from where the player opened.
    if (this.state.ended || this.t >= this.last) this.moveTo(this.start);
    this.setState({ playing: true, ended: false });
    this.lastNow = null;
    this.frame = this.timing.requestFrame(this.tick);
  }

  pause(): void {
    if (!this.state.playing) return;
    this.stopFrames();
    this.setState({ playing: false });
  }

  toggle(): void {
    if (this.state.playing) this.pause();
    else this.play();
  }

  /** PLAY-8: shows moment `t` (kept within the period); playing goes on from there. */
  seek(t: number): void {
    const clamped = Math.min(this.track.durationS, Math.max(0, t));
    if (this.state.ended && clamped < this.last) this.setState({ ended: false });
    this.moveTo(clamped);
  }

  /** Seeks by `seconds` from the moment shown. */
  seekBy(seconds: number): void {
    this.seek(this.t + seconds);
  }

  setSpeed(speed: PlaybackSpeed): void {
    if (speed !== this.state.speed) this.setState({ speed });
  }

  /** PLAY-9: one step up or down the speeds, staying at the ends. */
  stepSpeed(direction: 1 | -1): void {
    const index = PLAYBACK_SPEEDS.indexOf(this.state.speed);
    const next =
      PLAYBACK_SPEEDS[Math.min(PLAYBACK_SPEEDS.length - 1, Math.max(0, index + direction))];
    if (next !== undefined) this.setSpeed(next);
  }

  setFollow(follow: boolean): void {
    if (follow !== this.state.follow) this.setState({ follow });
  }

  /** Stops playing and forgets every sink and listener (the player left the page). */
  destroy(): void {
    this.stopFrames();
    this.state = { ...this.state, playing: false };
    this.sinks.clear();
    this.listeners.clear();
  }

  private readonly tick = (now: number) => {
    this.frame = null;
    if (!this.state.playing) return;
    const elapsed =
      this.lastNow === null ? 0 : Math.min(MAX_FRAME_MS, Math.max(0, now - this.lastNow));
    this.lastNow = now;
    const next = this.t + (elapsed / 1000) * this.state.speed;
    if (next >= this.last) {
      this.moveTo(this.last);
      this.setState({ playing: false, ended: true });
      return;
    }
    this.moveTo(next);
    this.frame = this.timing.requestFrame(this.tick);
  };

  private moveTo(t: number): void {
    this.t = t;
    sampleTrack(this.track, t, this.sample);
    for (const sink of this.sinks) sink(t, this.sample);
  }

  private stopFrames(): void {
    if (this.frame !== null) this.timing.cancelFrame(this.frame);
    this.frame = null;
    this.lastNow = null;
  }

  private setState(change: Partial<PlayerState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }
}
