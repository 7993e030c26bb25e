// The company's time zones as plain values, apart from the company schemas: the first page
// reads them (lib/company-time in the web), and a module with TypeBox calls would bring TypeBox
// with it (docs/adr/0005). company.ts re-exports them beside its schema of the zone.
/**
 * The company's time zone (docs/rules/shell.md SHELL-75): every date and time of the product is
 * typed and shown in it. Stored and sent as the IANA name; the short Indonesian label (WIB, WITA,
 * WIT) is derived from it with COMPANY_TIME_ZONE_LABELS, never sent. The three zones keep no
 * daylight-saving time, so each has one fixed offset from UTC (`utcOffsetMinutes`).
 */
export const COMPANY_TIME_ZONES = ['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'] as const;
export type CompanyTimeZone = (typeof COMPANY_TIME_ZONES)[number];

/** A company that has not chosen one is on WIB. */
export const DEFAULT_COMPANY_TIME_ZONE: CompanyTimeZone = 'Asia/Jakarta';
export const COMPANY_TIME_ZONE_INFO: Record<
  CompanyTimeZone,
  { label: 'WIB' | 'WITA' | 'WIT'; utcOffsetMinutes: number }
> = {
  'Asia/Jakarta': { label: 'WIB', utcOffsetMinutes: 7 * 60 },
  'Asia/Makassar': { label: 'WITA', utcOffsetMinutes: 8 * 60 },
  'Asia/Jayapura': { label: 'WIT', utcOffsetMinutes: 9 * 60 },
};

/** Whether a text is one of the three company time zones. */
export function isCompanyTimeZone(value: unknown): value is CompanyTimeZone {
  return typeof value === 'string' && (COMPANY_TIME_ZONES as readonly string[]).includes(value);
}
