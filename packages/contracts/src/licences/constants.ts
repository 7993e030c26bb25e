// Licences and documents (docs/rules/licences.md) as plain values, apart from the schemas: the
// web's pages and the simulator read them, and a module without TypeBox calls costs the web
// nothing to import (docs/adr/0005).

/** LIC-1: whose document it is. */
export const LICENCE_HOLDER_TYPES = ['VEHICLE', 'DRIVER'] as const;
export type LicenceHolderType = (typeof LICENCE_HOLDER_TYPES)[number];

/**
 * LIC-1: the kinds of document. A vehicle's: the STNK's yearly tax validation (pajak tahunan),
 * the STNK's five-yearly renewal (ganti pelat), the KIR roadworthiness test (uji berkala, every
 * six months for goods vehicles), the insurance policy and an operating permit (izin usaha
 * angkutan, trayek). A driver's: the SIM.
 */
export const VEHICLE_DOCUMENT_KINDS = [
  'STNK_TAX',
  'STNK_RENEWAL',
  'KIR',
  'INSURANCE',
  'PERMIT',
] as const;
export const DRIVER_DOCUMENT_KINDS = ['SIM'] as const;
export const LICENCE_DOCUMENT_KINDS = [
  ...VEHICLE_DOCUMENT_KINDS,
  ...DRIVER_DOCUMENT_KINDS,
] as const;
export type VehicleDocumentKind = (typeof VEHICLE_DOCUMENT_KINDS)[number];
export type DriverDocumentKind = (typeof DRIVER_DOCUMENT_KINDS)[number];
export type LicenceDocumentKind = (typeof LICENCE_DOCUMENT_KINDS)[number];

/** LIC-2: the holder type of each kind. */
export function holderTypeOf(kind: LicenceDocumentKind): LicenceHolderType {
  return (DRIVER_DOCUMENT_KINDS as readonly string[]).includes(kind) ? 'DRIVER' : 'VEHICLE';
}

/**
 * LIC-3: the SIM classes of Perpol 5/2021: A (cars up to 3,500 kg), B I (above 3,500 kg),
 * B II (heavy equipment, trailers and tractor heads), their Umum variants for public and goods
 * transport, C, C I and C II (motorbikes by engine size) and D, D I (for people with
 * disabilities).
 */
export const SIM_CLASSES = [
  'A',
  'A_UMUM',
  'B1',
  'B1_UMUM',
  'B2',
  'B2_UMUM',
  'C',
  'CI',
  'CII',
  'D',
  'DI',
] as const;
export type SimClass = (typeof SIM_CLASSES)[number];

/** How each class is written on the card ("SIM B1 Umum" on a driver record). */
export const SIM_CLASS_LABELS: Record<SimClass, string> = {
  A: 'SIM A',
  A_UMUM: 'SIM A Umum',
  B1: 'SIM B1',
  B1_UMUM: 'SIM B1 Umum',
  B2: 'SIM B2',
  B2_UMUM: 'SIM B2 Umum',
  C: 'SIM C',
  CI: 'SIM C I',
  CII: 'SIM C II',
  D: 'SIM D',
  DI: 'SIM D I',
};

/**
 * LIC-4: the months a document of each kind usually runs from its issue date, the expiry the
 * form and the server propose when none is given; null: no usual term (permits differ).
 */
export const LICENCE_TERM_MONTHS: Record<LicenceDocumentKind, number | null> = {
  STNK_TAX: 12,
  STNK_RENEWAL: 60,
  KIR: 6,
  INSURANCE: 12,
  PERMIT: null,
  SIM: 60,
};

/**
 * LIC-6: a document's expiry status on a day: EXPIRED after its expiry date, DAYS_1 on its last
 * day and the day before, DAYS_7 within a week, DAYS_30 within thirty days, VALID beyond.
 */
export const LICENCE_EXPIRY_STATUSES = ['EXPIRED', 'DAYS_1', 'DAYS_7', 'DAYS_30', 'VALID'] as const;
export type LicenceExpiryStatus = (typeof LICENCE_EXPIRY_STATUSES)[number];

/** LIC-7: the list's expiry windows, each holding the ones inside it (30 holds 7 and 1). */
export const LICENCE_EXPIRY_WINDOWS = ['EXPIRED', 'DAYS_1', 'DAYS_7', 'DAYS_30', 'VALID'] as const;
export type LicenceExpiryWindow = (typeof LICENCE_EXPIRY_WINDOWS)[number];

/** LIC-6: the days left at most for each status (below 0: expired). */
export const LICENCE_WINDOW_DAYS = { DAYS_1: 1, DAYS_7: 7, DAYS_30: 30 } as const;

/** LIC-10: the reminders, by days left at most; AT_EXPIRY on the last day and after. */
export const LICENCE_REMINDER_STEPS = ['DAYS_30', 'DAYS_7', 'DAYS_1', 'AT_EXPIRY'] as const;
export type LicenceReminderStep = (typeof LICENCE_REMINDER_STEPS)[number];
export const LICENCE_REMINDER_DAYS: Record<LicenceReminderStep, number> = {
  DAYS_30: 30,
  DAYS_7: 7,
  DAYS_1: 1,
  AT_EXPIRY: 0,
};

export const LICENCE_LIMITS = {
  numberMax: 40,
  notesMax: 1000,
  /** LIC-8: a scan (PDF, JPEG or PNG, told by its first bytes). */
  scanMaxBytes: 5 * 1024 * 1024,
  scansPerDocument: 5,
  fileNameMax: 120,
  /** Ids in one `vehicle_ids` of the flags query (a page of the wizard's vehicle table). */
  maxFlagVehicleIds: 200,
  /** The earliest and latest years a date may be in. */
  minYear: 1990,
  maxYear: 2100,
} as const;

/** LIC-8: the scan types, told by their first bytes. */
export const LICENCE_SCAN_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type LicenceScanType = (typeof LICENCE_SCAN_TYPES)[number];

/** What the file picker offers. */
export const LICENCE_SCAN_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

// ---- calendar days (`YYYY-MM-DD`), read as UTC midnights ------------------------------------

const DAY_MS = 86_400_000;

function dayMs(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/** Whether a text is a real calendar day `YYYY-MM-DD` (2026-02-30 is not). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const ms = dayMs(text);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === text;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayMs(to) - dayMs(from)) / DAY_MS);
}

/** `day` plus a number of days. */
export function addDays(day: string, days: number): string {
  return new Date(dayMs(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * `day` plus a number of months; a day the month lacks is its last day (31 August plus six
 * months is 28 or 29 February).
 */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(d, last))).toISOString().slice(0, 10);
}

/** LIC-4: the usual expiry of a document issued on `issuedOn`; null for a kind without a term. */
export function proposedExpiry(kind: LicenceDocumentKind, issuedOn: string): string | null {
  const months = LICENCE_TERM_MONTHS[kind];
  return months === null ? null : addMonths(issuedOn, months);
}

/** LIC-6: the status of a document expiring on `expiresOn`, seen on `today`. */
export function expiryStatus(expiresOn: string, today: string): LicenceExpiryStatus {
  const left = daysBetween(today, expiresOn);
  if (left < 0) return 'EXPIRED';
  if (left <= LICENCE_WINDOW_DAYS.DAYS_1) return 'DAYS_1';
  if (left <= LICENCE_WINDOW_DAYS.DAYS_7) return 'DAYS_7';
  if (left <= LICENCE_WINDOW_DAYS.DAYS_30) return 'DAYS_30';
  return 'VALID';
}

/**
 * LIC-7: the expiry dates a window holds on `today`, as an inclusive range (null: no bound).
 * EXPIRED: before today; DAYS_n: today to today + n; VALID: after today + 30.
 */
export function windowRange(
  window: LicenceExpiryWindow,
  today: string,
): { from: string | null; to: string | null } {
  switch (window) {
    case 'EXPIRED':
      return { from: null, to: addDays(today, -1) };
    case 'VALID':
      return { from: addDays(today, LICENCE_WINDOW_DAYS.DAYS_30 + 1), to: null };
    default:
      return { from: today, to: addDays(today, LICENCE_WINDOW_DAYS[window]) };
  }
}

/**
 * LIC-10: the most urgent reminder due for a document with `daysLeft` days left (negative:
 * expired), or null when none is due yet.
 */
export function reminderStepDue(daysLeft: number): LicenceReminderStep | null {
  let due: LicenceReminderStep | null = null;
  for (const step of LICENCE_REMINDER_STEPS)
    if (daysLeft <= LICENCE_REMINDER_DAYS[step]) due = step;
  return due;
}

/** LIC-10: the steps at or before `step` (a later step also settles the earlier ones). */
export function stepsUpTo(step: LicenceReminderStep): LicenceReminderStep[] {
  return LICENCE_REMINDER_STEPS.slice(0, LICENCE_REMINDER_STEPS.indexOf(step) + 1);
}

/** LIC-11: the kinds whose expiry flags a vehicle (KIR) or its driver (SIM) in route planning. */
export const LICENCE_FLAG_KINDS = ['KIR', 'SIM'] as const satisfies readonly LicenceDocumentKind[];
