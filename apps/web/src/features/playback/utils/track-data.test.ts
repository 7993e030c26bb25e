import { describe, expect, it } from 'vitest';
import { makeTrip, makeVehicleTrack, type FixturePoint } from '../testing/track-fixtures';
import {
  MAX_GLIDE_GAP_S,
  emptySample,
  headingDelta,
  indexAt,
  nearestIndex,
  prepareTrack,
  sampleTrack,
} from './track-data';
import { projectX, projectY } from './mercator';

const line = (points: FixturePoint[]) => prepareTrack(makeVehicleTrack({ points }));

describe('prepareTrack (PLAY-4)', () => {
  it('turns the columns into arrays on the period’s clock, with the trips, stops and alerts placed', () => {
    const track = prepareTrack(makeVehicleTrack());
    expect(track.count).toBe(11);
    expect(track.durationS).toBe(86_400);
    expect(track.time[0]).toBe(8 * 3600);
    expect(track.x[3]).toBeCloseTo(projectX(106.83), 12);
    expect(track.y[3]).toBeCloseTo(projectY(-6.2), 12);
    expect(track.fuel?.[2]).toBeCloseTo(79, 5);
    expect(track.temperature).toBeNull();
    expect(track.trips[0]).toMatchObject({ startS: 8 * 3600, endS: 8 * 3600 + 600 });
    expect(track.stops[0]).toMatchObject({ startS: 8 * 3600 + 600, endS: 9 * 3600 });
    expect(track.alerts[0]?.atS).toBe(8 * 3600 + 300);
    expect(track.bounds).toEqual({ south: -6.2, west: 106.8, north: -6.2, east: 106.9 });
  });

  it('keeps a trip that began before the period inside it, and reads a missing reading as none', () => {
    const raw = makeVehicleTrack();
    raw.trips = [makeTrip({ started_on: '2026-11-09T23:30:00+07:00' })];
    raw.positions.fuel_level_pct?.splice(4, 1, null);
    const track = prepareTrack(raw);
    expect(track.trips[0]?.startS).toBe(0);
    expect(Number.isNaN(track.fuel?.[4])).toBe(true);
  });

  it('has no bounds and nothing to sample without positions', () => {
    const track = line([]);
    expect(track.bounds).toBeNull();
    expect(sampleTrack(track, 100, emptySample())).toMatchObject({ index: -1, gliding: false });
  });
});

describe('indexAt', () => {
  const time = Float64Array.from([10, 20, 20, 40]);
  it('finds the last position at or before a moment', () => {
    expect(indexAt(time, 4, 5)).toBe(-1);
    expect(indexAt(time, 4, 10)).toBe(0);
    expect(indexAt(time, 4, 19.9)).toBe(0);
    expect(indexAt(time, 4, 20)).toBe(2);
    expect(indexAt(time, 4, 39)).toBe(2);
    expect(indexAt(time, 4, 1e9)).toBe(3);
    expect(indexAt(time, 0, 10)).toBe(-1);
  });
});

describe('sampleTrack (PLAY-5)', () => {
  const track = line([
    { t: 100, lat: -6.2, lng: 106.8, speed: 40, heading: 350 },
    { t: 200, lat: -6.3, lng: 106.9, speed: 60, heading: 10 },
    // A blind stretch of more than MAX_GLIDE_GAP_S.
    { t: 200 + MAX_GLIDE_GAP_S + 1, lat: -7, lng: 107, speed: 0, heading: 90 },
  ]);
  const out = emptySample();

  it('moves in a straight line between two positions, at the pace of their times', () => {
    sampleTrack(track, 125, out);
    expect(out.index).toBe(0);
    expect(out.gliding).toBe(true);
    expect(out.lat).toBeCloseTo(-6.225, 10);
    expect(out.lng).toBeCloseTo(106.825, 10);
    expect(out.speedKmh).toBeCloseTo(45, 5);
    expect(out.x).toBeCloseTo(projectX(106.8) + (projectX(106.9) - projectX(106.8)) / 4, 12);
  });

  it('turns the short way round, through north', () => {
    sampleTrack(track, 150, out);
    expect(out.heading).toBeCloseTo(0, 5);
    sampleTrack(track, 125, out);
    expect(out.heading).toBeCloseTo(355, 5);
  });

  it('waits at the first position before it and at the last after it', () => {
    sampleTrack(track, 0, out);
    expect(out).toMatchObject({ index: -1, lat: -6.2, lng: 106.8, speedKmh: 0, gliding: false });
    sampleTrack(track, 1e6, out);
    expect(out).toMatchObject({ index: 2, lat: -7, lng: 107, gliding: false });
  });

  it('does not glide across a blind stretch: it waits at the earlier position', () => {
    sampleTrack(track, 300, out);
    expect(out).toMatchObject({ index: 1, lat: -6.3, lng: 106.9, gliding: false });
  });

  it('headingDelta is the short way round', () => {
    expect(headingDelta(350, 10)).toBe(20);
    expect(headingDelta(10, 350)).toBe(-20);
    expect(headingDelta(0, 180)).toBe(180);
  });
});

describe('nearestIndex (PLAY-8)', () => {
  it('finds the position nearest a click within the radius, or none', () => {
    const track = line([
      { t: 0, lat: -6.2, lng: 106.8 },
      { t: 60, lat: -6.2, lng: 106.81 },
      { t: 120, lat: -6.2, lng: 106.82 },
    ]);
    const x = projectX(106.8105);
    const y = projectY(-6.2);
    expect(nearestIndex(track, x, y, 0.0001)).toBe(1);
    expect(nearestIndex(track, x, y + 0.001, 0.0001)).toBe(-1);
  });
});
