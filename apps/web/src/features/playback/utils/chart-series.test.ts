import { describe, expect, it } from 'vitest';
import { makeVehicleTrack, type FixturePoint } from '../testing/track-fixtures';
import { chartSeries } from './chart-series';
import { MAX_GLIDE_GAP_S, prepareTrack } from './track-data';

const FROM_S = Date.parse('2026-11-10T00:00:00+07:00') / 1000;

describe('the chart’s lines (PLAY-10)', () => {
  it('draws speed and ignition always, fuel with a fuel sensor and temperature with a cold box', () => {
    const plain = chartSeries(
      prepareTrack(
        makeVehicleTrack({
          vehicle: { id: 12, license_plate: 'B 1', has_fuel_sensor: false, refrigerated: false },
        }),
      ),
    );
    expect(plain.lines).toEqual(['speed', 'ignition']);
    expect(plain.fuel).toBeNull();
    const cold = chartSeries(
      prepareTrack(
        makeVehicleTrack({
          vehicle: { id: 12, license_plate: 'B 1', has_fuel_sensor: true, refrigerated: true },
        }),
      ),
    );
    expect(cold.lines).toEqual(['speed', 'fuel', 'temperature', 'ignition']);
    expect(cold.x[0]).toBe(FROM_S + 8 * 3600);
    expect(cold.speed.slice(0, 3)).toEqual([0, 60, 60]);
    expect(cold.fuel?.[1]).toBeCloseTo(79.5, 5);
    expect(cold.temperature?.[1]).toBe(4.5);
    expect(cold.ignition[0]).toBe(1);
  });

  it('thins a long track to buckets, keeping the peaks and both ends, in time order', () => {
    const points: FixturePoint[] = Array.from({ length: 10_000 }, (_, i) => ({
      t: i * 5,
      lat: -6.2,
      lng: 106.8,
      speed: i === 4321 ? 140 : 30 + (i % 7),
    }));
    const series = chartSeries(prepareTrack(makeVehicleTrack({ points })), 100);
    expect(series.x.length).toBeLessThanOrEqual(202);
    expect(series.x.length).toBeGreaterThan(100);
    expect(Math.max(...(series.speed as number[]))).toBe(140);
    expect(series.x[0]).toBe(FROM_S);
    expect(series.x.at(-1)).toBe(FROM_S + 9999 * 5);
    expect(series.x.every((x, i) => i === 0 || x > (series.x[i - 1] as number))).toBe(true);
  });

  it('breaks the lines across a blind stretch, not across a thinned one', () => {
    const points: FixturePoint[] = [
      ...Array.from({ length: 500 }, (_, i) => ({ t: i * 400, lat: -6.2, lng: 106.8, speed: 20 })),
      { t: 499 * 400 + MAX_GLIDE_GAP_S + 5, lat: -6.2, lng: 106.8, speed: 0 },
    ];
    const series = chartSeries(prepareTrack(makeVehicleTrack({ points })), 50);
    expect(series.speed.filter((v) => v === null)).toHaveLength(1);
    expect(series.speed.at(-2)).toBeNull();
  });
});
