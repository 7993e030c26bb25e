/**
 * The road-rule checker (ROADRULE-10): walks every leg of a plan segment by segment from its
 * departure, at the moving fleet's expected speed for each hour, and asks the rules table
 * whether the vehicle may be on that road at that moment. It shares the rules table with the
 * planner, but none of the bands, matrices or searches that chose the paths, so a planner that
 * closed the wrong roads or the wrong hours is caught. Pure.
 */
import { corridorAt, classSpeedsAtTime, SIDE_STREET_FACTOR } from '../motion/road-matrix';
import { EDGE_CLASS_INDEX } from '../motion/traffic';
import { haversineM } from '../../domain/roads/geodesy';
import {
  restrictionOn,
  type RoadRestriction,
  type RuledVehicle,
} from '../../domain/roads/road-rules';
import type { RoadPath } from '../motion/road-matrix';

/** One leg as driven: who drives it, when it leaves, and its road path. */
export interface DrivenRoadLeg {
  readonly vehicle: RuledVehicle;
  /** For messages. */
  readonly plate: string;
  readonly departureMs: number;
  readonly path: RoadPath;
}

export interface RoadRuleViolation {
  readonly plate: string;
  /** Index of the leg in the checked list. */
  readonly leg: number;
  readonly road: string;
  readonly reason: RoadRestriction;
  /** When the vehicle enters the road. */
  readonly atMs: number;
}

/** Every time a leg drives a road the rules close to its vehicle at that moment. */
export function checkRoadRules(legs: readonly DrivenRoadLeg[]): RoadRuleViolation[] {
  const violations: RoadRuleViolation[] = [];
  legs.forEach((leg, index) => {
    const { path } = leg;
    let t = leg.departureMs;
    for (let s = 0; s + 1 < path.points.length; s++) {
      const corridor = corridorAt(path.segmentCorridor?.[s] ?? -1);
      const side = path.sideStreet?.[s] === true;
      if (corridor && !side) {
        const reason = restrictionOn(corridor.id, leg.vehicle, t);
        if (reason)
          violations.push({ plate: leg.plate, leg: index, road: corridor.name, reason, atMs: t });
      }
      const a = path.points[s];
      const b = path.points[s + 1];
      if (!a || !b) continue;
      const cls = side
        ? EDGE_CLASS_INDEX.access
        : (path.segmentClass[s] ?? EDGE_CLASS_INDEX.access);
      const metres = haversineM(a, b) * (side ? SIDE_STREET_FACTOR : 1);
      const kmh = classSpeedsAtTime(t)[cls] ?? 20;
      t += (metres / kmh) * 3600;
    }
  });
  return violations;
}
