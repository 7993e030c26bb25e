import { describe, expect, it } from 'vitest';
import { makeVehicleTrack, type FixturePoint } from '../testing/track-fixtures';
import { prepareTrack } from '../utils/track-data';
import { MAX_FRAME_MS, PLAYBACK_SPEEDS, PlaybackEngine } from './playback-engine';

/** Animation frames run by hand: `step(ms)` runs the pending frame `ms` after the last one. */
function manualFrames() {
  let pending: ((now: number) => void) | null = null;
  let now = 1000;
  return {
    timing: {
      requestFrame: (callback: (now: number) => void) => {
        pending = callback;
        return 1;
      },
      cancelFrame: () => {
        pending = null;
      },
    },
    step(ms: number) {
      now += ms;
      const callback = pending;
      pending = null;
      callback?.(now);
    },
    get waiting() {
      return pending !== null;
    },
  };
}

const POINTS: FixturePoint[] = [
  { t: 1000, lat: -6.2, lng: 106.8, speed: 30 },
  { t: 1600, lat: -6.2, lng: 106.9, speed: 30 },
  { t: 2200, lat: -6.3, lng: 106.9, speed: 0 },
];

function engine(speed: (typeof PLAYBACK_SPEEDS)[number] = 60) {
  const frames = manualFrames();
  const player = new PlaybackEngine(prepareTrack(makeVehicleTrack({ points: POINTS })), {
    timing: frames.timing,
    speed,
  });
  return { frames, player };
}

describe('the playback clock (PLAY-6)', () => {
  it('starts at the first position and plays the track forward at its speed', () => {
    const { frames, player } = engine(60);
    expect(player.time).toBe(1000);
    const seen: number[] = [];
    player.addFrameSink((t) => seen.push(t));
    player.play();
    frames.step(16); // the first frame only takes the time
    frames.step(100); // 0.1 s at 60x: 6 s of track
    expect(player.time).toBeCloseTo(1006, 6);
    frames.step(1000 / 60);
    expect(player.time).toBeCloseTo(1007, 6);
    expect(seen.at(-1)).toBe(player.time);
    expect(player.current.lng).toBeCloseTo(106.8 + (0.1 * 7) / 600, 8);
  });

  it('moves a long frame (a tab in the background) by MAX_FRAME_MS only', () => {
    const { frames, player } = engine(300);
    player.play();
    frames.step(16);
    frames.step(60_000);
    expect(player.time).toBeCloseTo(1000 + (MAX_FRAME_MS / 1000) * 300, 6);
  });

  it('stops at the last position, and play after the end starts again from the first', () => {
    const { frames, player } = engine(300);
    const states: string[] = [];
    player.subscribe(() =>
      states.push(
        `${player.getState().playing ? 'playing' : 'paused'}${player.getState().ended ? ', ended' : ''}`,
      ),
    );
    player.play();
    frames.step(16);
    for (let i = 0; i < 30 && frames.waiting; i++) frames.step(MAX_FRAME_MS);
    expect(player.time).toBe(2200);
    expect(frames.waiting).toBe(false);
    expect(states).toEqual(['playing', 'paused, ended']);
    player.play();
    expect(player.time).toBe(1000);
    expect(player.getState()).toMatchObject({ playing: true, ended: false });
  });

  it('opens at the first trip’s start when asked, and starts again there after the end', () => {
    const frames = manualFrames();
    const player = new PlaybackEngine(prepareTrack(makeVehicleTrack({ points: POINTS })), {
      timing: frames.timing,
      speed: 300,
      startAt: 1500,
    });
    expect(player.time).toBe(1500);
    player.seek(2150);
    player.play();
    frames.step(16);
    frames.step(MAX_FRAME_MS);
    expect(player.getState().ended).toBe(true);
    expect(player.time).toBe(2200);
    player.play();
    expect(player.time).toBe(1500);
    // Never before the first position nor after the last.
    expect(
      new PlaybackEngine(prepareTrack(makeVehicleTrack({ points: POINTS })), { startAt: 5 }).time,
    ).toBe(1000);
  });

  it('asks for no frame while paused', () => {
    const { frames, player } = engine();
    player.play();
    expect(frames.waiting).toBe(true);
    player.pause();
    expect(frames.waiting).toBe(false);
    player.toggle();
    expect(player.getState().playing).toBe(true);
  });

  it('plays nothing without positions', () => {
    const frames = manualFrames();
    const player = new PlaybackEngine(prepareTrack(makeVehicleTrack({ points: [] })), {
      timing: frames.timing,
    });
    player.play();
    expect(player.getState().playing).toBe(false);
    expect(frames.waiting).toBe(false);
  });
});

describe('seeking (PLAY-8) and speeds (PLAY-9)', () => {
  it('seeks within the period and draws the new moment at once', () => {
    const { player } = engine();
    const seen: number[] = [];
    player.addFrameSink((t) => seen.push(t));
    player.seek(1300);
    expect(seen.at(-1)).toBe(1300);
    expect(player.current.lng).toBeCloseTo(106.85, 8);
    player.seek(-50);
    expect(player.time).toBe(0);
    player.seek(1e9);
    expect(player.time).toBe(86_400);
    player.seek(1600);
    player.seekBy(-60);
    expect(player.time).toBe(1540);
  });

  it('keeps playing from where it was sought', () => {
    const { frames, player } = engine(10);
    player.play();
    frames.step(16);
    player.seek(2000);
    frames.step(100);
    expect(player.time).toBeCloseTo(2001, 6);
  });

  it('steps through the speeds from 1x to 300x and stays at the ends', () => {
    const { player } = engine(1);
    player.stepSpeed(-1);
    expect(player.getState().speed).toBe(1);
    const seen: number[] = [];
    for (let i = 0; i < PLAYBACK_SPEEDS.length + 2; i++) {
      player.stepSpeed(1);
      seen.push(player.getState().speed);
    }
    expect(seen).toEqual([2, 5, 10, 30, 60, 120, 300, 300, 300, 300]);
  });

  it('hands React a new state object only when something changed', () => {
    const { player } = engine();
    const before = player.getState();
    player.setFollow(true);
    player.setSpeed(60);
    expect(player.getState()).toBe(before);
    player.setFollow(false);
    expect(player.getState()).not.toBe(before);
    expect(player.getState().follow).toBe(false);
  });
});
