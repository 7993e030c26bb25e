import { FUEL_MATCH_WINDOW, type FuelMatchState } from '@armada/contracts/costs';

/** A fuel purchase as the matcher reads it. */
export interface PurchaseFact {
  id: number;
  vehicleId: number;
  at: number;
  litres: number;
}

/** A refill read from the tank level (HIST-13). */
export interface RefillFact {
  id: number;
  vehicleId: number;
  at: number;
  litres: number;
}

export interface MatchPair<P extends PurchaseFact, F extends RefillFact> {
  state: FuelMatchState;
  purchase: P | null;
  refill: F | null;
}

const WINDOW_MS = FUEL_MATCH_WINDOW.hours * 3_600_000;

/** COST-9: the refill's litres are close enough to the purchase's (the gauge reads roughly). */
export function litresAgree(purchased: number, refilled: number): boolean {
  return Math.abs(purchased - refilled) <= purchased * FUEL_MATCH_WINDOW.litresTolerance;
}

/**
 * COST-9: each purchase takes the nearest-in-time refill of the same vehicle within the window
 * whose litres agree, purchases in time order, each refill used once. What is left on either
 * side is flagged: a purchase no refill shows (fuel paid for and not seen in the tank), a refill
 * no purchase paid (fuel from elsewhere, or a purchase not entered). Pure.
 */
export function matchFuel<P extends PurchaseFact, F extends RefillFact>(
  purchases: readonly P[],
  refills: readonly F[],
): MatchPair<P, F>[] {
  const free = new Set(refills);
  const pairs: MatchPair<P, F>[] = [];
  const byTime = [...purchases].sort((a, b) => a.at - b.at || a.id - b.id);
  for (const purchase of byTime) {
    let best: F | null = null;
    for (const refill of free) {
      if (refill.vehicleId !== purchase.vehicleId) continue;
      const gap = Math.abs(refill.at - purchase.at);
      if (gap > WINDOW_MS || !litresAgree(purchase.litres, refill.litres)) continue;
      if (!best || gap < Math.abs(best.at - purchase.at)) best = refill;
    }
    if (best) {
      free.delete(best);
      pairs.push({ state: 'MATCHED', purchase, refill: best });
    } else {
      pairs.push({ state: 'PURCHASE_WITHOUT_REFILL', purchase, refill: null });
    }
  }
  for (const refill of free)
    pairs.push({ state: 'REFILL_WITHOUT_PURCHASE', purchase: null, refill });
  const rank: Record<FuelMatchState, number> = {
    PURCHASE_WITHOUT_REFILL: 0,
    REFILL_WITHOUT_PURCHASE: 1,
    MATCHED: 2,
  };
  const atOf = (pair: MatchPair<P, F>) => pair.purchase?.at ?? pair.refill?.at ?? 0;
  return pairs.sort((a, b) => rank[a.state] - rank[b.state] || atOf(a) - atOf(b));
}
