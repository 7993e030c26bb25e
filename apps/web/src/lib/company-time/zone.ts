import { useEffect, useSyncExternalStore } from 'react';
import {
  COMPANY_TIME_ZONE_INFO,
  DEFAULT_COMPANY_TIME_ZONE,
  isCompanyTimeZone,
  type CompanyTimeZone,
} from '@armada/contracts/company';

/**
 * The signed-in company's time zone (docs/rules/shell.md SHELL-75), held once for the whole app:
 * the shell applies it from the identity (`useApplyCompanyTimeZone`), every formatter and parser
 * of company-time.ts reads it when no zone is passed. Before sign-in, and for a company whose
 * backend sends none, it is WIB.
 */
let current: CompanyTimeZone = DEFAULT_COMPANY_TIME_ZONE;
const listeners = new Set<() => void>();

/** The company zone in force now (IANA name). */
export function companyTimeZone(): CompanyTimeZone {
  return current;
}

/** One of the three zones; anything else (none sent, an unknown name) is WIB. */
function zoneOrDefault(next: string | null | undefined): CompanyTimeZone {
  return isCompanyTimeZone(next) ? next : DEFAULT_COMPANY_TIME_ZONE;
}

/** Sets the company zone (tests, the shell); anything but the three zones falls back to WIB. */
export function setCompanyTimeZone(next: string | null | undefined): void {
  const zone = zoneOrDefault(next);
  if (zone === current) return;
  current = zone;
  for (const listener of listeners) listener();
}

/** Back to WIB (tests). */
export function resetCompanyTimeZone(): void {
  setCompanyTimeZone(DEFAULT_COMPANY_TIME_ZONE);
}

/** WIB, WITA or WIT: the label shown beside a time. */
export function zoneLabel(zone: CompanyTimeZone = current): string {
  return COMPANY_TIME_ZONE_INFO[zone].label;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The company zone, re-rendering the component when it changes (a settings save). */
export function useCompanyTimeZone(): CompanyTimeZone {
  return useSyncExternalStore(subscribe, companyTimeZone, companyTimeZone);
}

/**
 * Applies the identity's zone. It is set during the render already, so the pages rendered in the
 * same pass format in the right zone; subscribers hear of a change after the commit.
 */
export function useApplyCompanyTimeZone(next: string | null | undefined): void {
  const zone = zoneOrDefault(next);
  if (zone !== current) current = zone;
  useEffect(() => {
    current = zone;
    for (const listener of listeners) listener();
  }, [zone]);
}
