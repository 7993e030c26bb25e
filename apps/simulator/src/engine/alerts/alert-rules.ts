/**
 * Each company's alert rules (ALERT-3): which codes it watches and at which level. The contracts
 * know rules only by id (SubscribedAlertRules: urgent, important, auto-popup); a rule here is
 * the smallest record that gives those ids and the `alertRuleIds` of a raw alert. The world
 * generator seeds none, so the engine seeds them from the seed and the company ids.
 */
import type { SubscribedAlertRules } from '@armada/contracts/alerts';
import { Rng } from '../../domain/rng';
import { ALERT_CODES, SIMULATED_ALERT_CODES } from './alert-codes';

export type AlertRuleLevel = 'urgent' | 'important' | 'normal';

export interface AlertRule {
  id: number;
  companyId: number;
  nameIdn: string;
  nameEng: string;
  level: AlertRuleLevel;
  /**
   * Opens a popup as soon as an alert of it arrives (counts as important,
   * docs/rules/alert-center.md §4).
   */
  autoPopup: boolean;
  alertCodes: readonly number[];
}

const C = ALERT_CODES;

/** Always urgent: a driver asleep, on the phone, or about to hit something. */
const URGENT_CORE = [C.eyesClosed.code, C.forwardCollision.code, C.pedestrian.code];
/** Urgent for some companies (seeded), important otherwise. */
const URGENT_OPTIONAL = [C.phoneCall.code, C.temperatureHigh.code, C.fuelLoss.code];
const IMPORTANT_CORE = [
  C.overspeed.code,
  C.temperatureLow.code,
  C.drivingTime.code,
  C.yawning.code,
  C.phoneUse.code,
  C.missingFace.code,
  C.cameraBlocked.code,
  C.headway.code,
  C.taskRejected.code,
  C.taskCancelled.code,
  // ALERT-12: a geofence entered or overstayed, a route left; exit and return stay normal.
  C.geofenceEnter.code,
  C.geofenceDwell.code,
  C.routeDeviation.code,
];

/**
 * A company's rules, ids from `firstId` on: one urgent rule, one important rule (auto popup for
 * some companies, seeded), and one normal rule holding every other simulated code, so every
 * alert the engine raises matches at least one rule.
 */
function companyRules(seed: number, companyId: number, firstId: number): AlertRule[] {
  const rng = new Rng(seed).fork('alert-rules').fork(String(companyId));
  const urgentExtra = URGENT_OPTIONAL.filter(() => rng.chance(0.5));
  const urgent = [...URGENT_CORE, ...urgentExtra].sort((a, b) => a - b);
  const important = [
    ...IMPORTANT_CORE,
    ...URGENT_OPTIONAL.filter((code) => !urgentExtra.includes(code)),
  ].sort((a, b) => a - b);
  const normal = SIMULATED_ALERT_CODES.filter(
    (code) => !urgent.includes(code) && !important.includes(code),
  );
  return [
    {
      id: firstId,
      companyId,
      nameIdn: 'Keselamatan kritis',
      nameEng: 'Critical safety',
      level: 'urgent',
      autoPopup: true,
      alertCodes: urgent,
    },
    {
      id: firstId + 1,
      companyId,
      nameIdn: 'Perilaku dan muatan',
      nameEng: 'Behaviour and cargo',
      level: 'important',
      autoPopup: rng.chance(0.5),
      alertCodes: important,
    },
    {
      id: firstId + 2,
      companyId,
      nameIdn: 'Pemantauan armada',
      nameEng: 'Fleet monitoring',
      level: 'normal',
      autoPopup: false,
      alertCodes: normal,
    },
  ];
}

/** ALERT-3: the rules of every company, ids 1.. in ascending company order; pure in the seed. */
export function seedAlertRules(options: {
  seed: number;
  companyIds: readonly number[];
}): AlertRule[] {
  const companies = [...new Set(options.companyIds)].sort((a, b) => a - b);
  return companies.flatMap((companyId, i) => companyRules(options.seed, companyId, 1 + i * 3));
}

/** The rule ids per level of one company (the `payload` query's subscribedAlertRules). */
export function subscribedAlertRulesOf(
  rules: readonly AlertRule[],
  companyId: number,
): SubscribedAlertRules {
  const own = rules.filter((rule) => rule.companyId === companyId);
  return {
    urgentAlertRules: own.filter((r) => r.level === 'urgent').map((r) => r.id),
    importantAlertRules: own.filter((r) => r.level === 'important').map((r) => r.id),
    autoPopupAlertRules: own.filter((r) => r.autoPopup).map((r) => r.id),
  };
}

export interface RuleMatch {
  alertRuleIds: number[];
  isUrgent: boolean;
  /** Important or auto-popup, and not urgent: an alert counts under one urgency type. */
  isImportant: boolean;
}

/** Looks up, per company and code, the rules an alert matches. */
export function ruleMatcher(
  rules: readonly AlertRule[],
): (companyId: number, code: number) => RuleMatch | null {
  const byKey = new Map<string, RuleMatch>();
  for (const rule of rules) {
    for (const code of rule.alertCodes) {
      const key = `${rule.companyId}:${code}`;
      const match = byKey.get(key) ?? { alertRuleIds: [], isUrgent: false, isImportant: false };
      match.alertRuleIds.push(rule.id);
      match.isUrgent ||= rule.level === 'urgent';
      match.isImportant ||= rule.level === 'important' || rule.autoPopup;
      byKey.set(key, match);
    }
  }
  for (const match of byKey.values()) match.isImportant &&= !match.isUrgent;
  return (companyId, code) => byKey.get(`${companyId}:${code}`) ?? null;
}
