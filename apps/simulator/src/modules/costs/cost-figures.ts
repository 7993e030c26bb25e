import type { CostFigures, CostKind } from '@armada/contracts/costs';

/** What one vehicle (or the fleet) spent and did in one month, before the ratios. */
export interface MonthFacts {
  fuel: number;
  toll: number;
  maintenance: number;
  other: number;
  km: number;
  deliveries: number;
}

export const noFacts = (): MonthFacts => ({
  fuel: 0,
  toll: 0,
  maintenance: 0,
  other: 0,
  km: 0,
  deliveries: 0,
});

/** The field of MonthFacts each kind of entry adds to. */
export const FACT_OF_KIND: Record<CostKind, 'fuel' | 'toll' | 'other'> = {
  FUEL: 'fuel',
  TOLL: 'toll',
  OTHER: 'other',
};

/**
 * COST-7: a month's figures: the total of the four kinds, and Rupiah per kilometre and per
 * delivered order, rounded to whole Rupiah; null when nothing was driven or delivered (never
 * a division by zero, never an infinite cost).
 */
export function figuresOf(month: string, facts: MonthFacts): CostFigures {
  const total = facts.fuel + facts.toll + facts.maintenance + facts.other;
  const km = Math.round(facts.km * 10) / 10;
  return {
    month,
    fuel: facts.fuel,
    toll: facts.toll,
    maintenance: facts.maintenance,
    other: facts.other,
    total,
    km,
    deliveries: facts.deliveries,
    cost_per_km: km > 0 ? Math.round(total / km) : null,
    cost_per_delivery: facts.deliveries > 0 ? Math.round(total / facts.deliveries) : null,
  };
}

/** COST-8: the months from `from` to `until`, both included (`YYYY-MM`). */
export function monthsBetween(from: string, until: string): string[] {
  const [fy, fm] = from.split('-').map(Number);
  const [uy, um] = until.split('-').map(Number);
  const start = (fy ?? 0) * 12 + (fm ?? 1) - 1;
  const end = (uy ?? 0) * 12 + (um ?? 1) - 1;
  const months: string[] = [];
  for (let m = start; m <= end; m++) {
    months.push(`${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`);
  }
  return months;
}

/** The last day of a month `YYYY-MM`, as `YYYY-MM-DD`. */
export function lastDayOf(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, m ?? 1, 0)).toISOString().slice(0, 10);
}
