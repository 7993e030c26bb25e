/* eslint-disable @typescript-eslint/no-non-null-assertion -- test data known to be present */
import { describe, expect, it } from 'vitest';
import type { LatLngTuple } from '../../domain/roads/network-data';
import { profileOfVehicleType, type RuledVehicle } from '../../domain/roads/road-rules';
import { classSpeedsForSteps, corridorIndexOf, roadTravel, type RoadPath } from './road-matrix';
import { bandAt, ruleLeg, ruleMatrices, vehicleRuleBands } from './rule-matrix';

/** Epoch ms of a WIB wall-clock time on a date (no real clock is read). */
function wib(date: string, hour: number, minute = 0): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d, hour - 7, minute);
}

// Monday 7 December 2026: an odd date, so even plates keep off the odd-even roads in its hours.
const DAY = '2026-12-07';
const evenVan: RuledVehicle = { profile: profileOfVehicleType('van'), plate: 'B 1234 XYZ' };
const oddVan: RuledVehicle = { profile: profileOfVehicleType('van'), plate: 'B 1237 XYZ' };
const fuso: RuledVehicle = { profile: profileOfVehicleType('fuso'), plate: 'B 9003 UX' };

// Bundaran HI and Jl. Medan Merdeka Utara: Jl. M.H. Thamrin is the straight way between them.
const THAMRIN: LatLngTuple = [-6.195, 106.823];
const SUDIRMAN: LatLngTuple = [-6.1705, 106.8225];
const SUDIRMAN_INDEX = corridorIndexOf('jkt-sudirman-thamrin');

/** Whether a path drives Sudirman-Thamrin itself (not the side streets beside it). */
const usesSudirman = (path: RoadPath) =>
  (path.segmentCorridor ?? []).some((c, i) => c === SUDIRMAN_INDEX && !path.sideStreet?.[i]);

describe('rule matrices (ROADRULE-7, ROADRULE-8)', () => {
  it('the even plate detours around Sudirman at 07:00 on an odd date, not at 11:00', () => {
    const bands = vehicleRuleBands(evenVan, wib(DAY, 5), wib(DAY, 23));
    const at7 = ruleLeg(THAMRIN, SUDIRMAN, bandAt(bands, wib(DAY, 7)), false);
    const at11 = ruleLeg(THAMRIN, SUDIRMAN, bandAt(bands, wib(DAY, 11)), false);
    expect(at7 && usesSudirman(at7.path)).toBe(false);
    expect(at7?.detour).toEqual({
      reason: 'ganjil_genap',
      road: 'Jl. Jend. Sudirman - Jl. M.H. Thamrin - Jl. Gajah Mada',
    });
    expect(at11 && usesSudirman(at11.path)).toBe(true);
    expect(at11?.detour).toBeNull();
    // The odd plate drives Sudirman at 07:00.
    const oddBands = vehicleRuleBands(oddVan, wib(DAY, 5), wib(DAY, 23));
    const odd7 = ruleLeg(THAMRIN, SUDIRMAN, bandAt(oddBands, wib(DAY, 7)), false);
    expect(odd7 && usesSudirman(odd7.path)).toBe(true);
    expect(odd7!.path.durationS).toBeLessThan(at7!.path.durationS);
  });

  it('a band closes what closes within its look-ahead: leaving at 05:30 already avoids Sudirman', () => {
    const bands = vehicleRuleBands(evenVan, wib(DAY, 0), wib(DAY, 23));
    expect(bandAt(bands, wib(DAY, 5, 30)).closed[SUDIRMAN_INDEX]).toBe(1);
    expect(bandAt(bands, wib(DAY, 2)).closed[SUDIRMAN_INDEX]).toBe(0);
    expect(bandAt(bands, wib(DAY, 22, 30)).closed[SUDIRMAN_INDEX]).toBe(0);
  });

  it('per-vehicle matrices: the even van pays the detour at 07:00, the odd van does not, and both agree at 11:00', () => {
    const points = [THAMRIN, SUDIRMAN];
    const rm = ruleMatrices(points, [evenVan, oddVan], wib(DAY, 6), wib(DAY, 18), false);
    const durationAt = (v: number, atMs: number) => {
      const bands = rm.vehicles[v]!;
      let k = 0;
      for (let i = 0; i < bands.startMs.length; i++) if (bands.startMs[i]! <= atMs) k = i;
      return rm.matrices[bands.matrix[k]!]!.duration[1]!;
    };
    expect(durationAt(0, wib(DAY, 7))).toBeGreaterThan(durationAt(1, wib(DAY, 7)));
    expect(durationAt(0, wib(DAY, 11))).toBe(durationAt(1, wib(DAY, 11)));
    // Shared bands share matrices: two vans need fewer matrices than they have bands.
    const bandCount = rm.vehicles.reduce((sum, v) => sum + v.matrix.length, 0);
    expect(rm.matrices.length).toBeLessThan(bandCount);
  });

  it('a truck of three axles keeps off the inner city by day and pays toll by its class', () => {
    const bands = vehicleRuleBands(fuso, wib(DAY, 5), wib(DAY, 23));
    const leg = ruleLeg(THAMRIN, SUDIRMAN, bandAt(bands, wib(DAY, 12)), false);
    expect(leg && usesSudirman(leg.path)).toBe(false);
    expect(leg?.detour?.reason).toBe('truck_ban');
  });

  it('toll metres come with a toll-road path and are zero when tolls are avoided', () => {
    // Cawang to Tomang: the inner toll ring is the fast way.
    const cawang: LatLngTuple = [-6.2445, 106.8705];
    const tomang: LatLngTuple = [-6.178, 106.793];
    const speedsKmh = classSpeedsForSteps(1);
    const withTolls = roadTravel().matrix([cawang, tomang], {
      speedsKmh,
      avoidTolls: false,
      withToll: true,
    });
    const free = roadTravel().matrix([cawang, tomang], {
      speedsKmh,
      avoidTolls: true,
      withToll: true,
    });
    expect(withTolls.tollMetres![1]).toBeGreaterThan(0);
    expect(free.tollMetres![1]).toBe(0);
    const path = roadTravel().path(cawang, tomang, {
      speedsKmh: new Float64Array([70, 55, 45, 25]),
      avoidTolls: false,
    });
    expect(path!.tollM).toBeGreaterThan(0);
  });
});
