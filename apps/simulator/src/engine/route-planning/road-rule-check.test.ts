import { describe, expect, it } from 'vitest';
import type { LatLngTuple } from '../../domain/roads/network-data';
import { profileOfVehicleType } from '../../domain/roads/road-rules';
import { classSpeedsForSteps, roadTravel } from '../motion/road-matrix';
import { bandAt, ruleLeg, vehicleRuleBands } from '../motion/rule-matrix';
import { checkRoadRules } from './road-rule-check';
import { defined } from './test-factories';

/** Epoch ms of a WIB wall-clock time on a date (no real clock is read). */
function wib(date: string, hour: number, minute = 0): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d, hour - 7, minute);
}

// Monday 7 December 2026, an odd date; Bundaran HI to Jl. Medan Merdeka Utara along Thamrin.
const DAY = '2026-12-07';
const HI: LatLngTuple = [-6.195, 106.823];
const MERDEKA: LatLngTuple = [-6.1705, 106.8225];
const evenVan = { profile: profileOfVehicleType('van'), plate: 'B 1234 XYZ' };
const openPath = defined(
  roadTravel().path(HI, MERDEKA, { speedsKmh: classSpeedsForSteps(1), avoidTolls: false }),
);

describe('the road-rule checker (ROADRULE-10)', () => {
  it('rejects a leg that drives an odd-even road with the wrong plate in its hours', () => {
    const violations = checkRoadRules([
      { vehicle: evenVan, plate: 'B 1234 XYZ', departureMs: wib(DAY, 7), path: openPath },
    ]);
    expect(violations.length).toBeGreaterThan(0);
    expect(violations[0]).toMatchObject({
      plate: 'B 1234 XYZ',
      leg: 0,
      reason: 'ganjil_genap',
      road: 'Jl. Jend. Sudirman - Jl. M.H. Thamrin - Jl. Gajah Mada',
    });
  });

  it('accepts the same road outside the hours, and the right plate in them', () => {
    expect(
      checkRoadRules([
        { vehicle: evenVan, plate: 'B 1234 XYZ', departureMs: wib(DAY, 11), path: openPath },
        {
          vehicle: { ...evenVan, plate: 'B 1237 XYZ' },
          plate: 'B 1237 XYZ',
          departureMs: wib(DAY, 7),
          path: openPath,
        },
      ]),
    ).toEqual([]);
  });

  it('times the walk: a leg leaving at 05:59 that reaches the road after 06:00 is caught', () => {
    // Twenty minutes of driving before Thamrin: the leg enters it in the rule's hours.
    const far: LatLngTuple = [-6.2445, 106.8705];
    const path = defined(
      roadTravel().path(far, MERDEKA, { speedsKmh: classSpeedsForSteps(1), avoidTolls: true }),
    );
    const violations = checkRoadRules([
      { vehicle: evenVan, plate: 'B 1234 XYZ', departureMs: wib(DAY, 5, 59), path },
    ]);
    expect(violations.map((v) => v.reason)).toContain('ganjil_genap');
    expect(Math.min(...violations.map((v) => v.atMs))).toBeGreaterThanOrEqual(wib(DAY, 6));
  });

  it('accepts the path the planner gives that leg in its band (side streets beside Thamrin)', () => {
    const bands = vehicleRuleBands(evenVan, wib(DAY, 5), wib(DAY, 22));
    for (const hour of [5, 7, 9, 12, 17, 20]) {
      const leg = defined(ruleLeg(HI, MERDEKA, bandAt(bands, wib(DAY, hour)), false));
      const departureMs = wib(DAY, hour);
      expect(
        checkRoadRules([{ vehicle: evenVan, plate: 'B 1234 XYZ', departureMs, path: leg.path }]),
      ).toEqual([]);
    }
  });
});
