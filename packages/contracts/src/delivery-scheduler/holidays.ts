/**
 * Indonesia's national public holidays (hari libur nasional) for 2026 and 2027, which a delivery
 * schedule may skip (docs/rules/delivery-scheduler.md SCH-6). Collective leave days (cuti
 * bersama) are working days for most fleets and are not listed.
 *
 * Where the dates come from:
 * - 2026: the joint ministerial decree (SKB) on national holidays and collective leave for 2026,
 *   announced by the Coordinating Ministry for Human Development and Culture on 19 September
 *   2025 (17 holidays).
 * - 2027: no decree yet when this table was written. Fixed-date holidays are certain; Good
 *   Friday and Ascension follow from Easter (28 March 2027); Imlek is the astronomical Chinese
 *   New Year. The Islamic, Saka (Nyepi) and Buddhist (Waisak) dates are estimates from the lunar
 *   calendar, marked `provisional`: replace them with the decree's dates once it is published.
 */
export interface NationalHoliday {
  /** `YYYY-MM-DD`, the calendar day in Indonesia. */
  date: string;
  /** The holiday's Indonesian name. */
  name: string;
  /** An estimate until the year's decree is published. */
  provisional?: true;
}

export const INDONESIAN_NATIONAL_HOLIDAYS: readonly NationalHoliday[] = [
  { date: '2026-01-01', name: 'Tahun Baru Masehi' },
  { date: '2026-01-16', name: "Isra Mi'raj Nabi Muhammad SAW" },
  { date: '2026-02-17', name: 'Tahun Baru Imlek' },
  { date: '2026-03-19', name: 'Hari Suci Nyepi' },
  { date: '2026-03-21', name: 'Idulfitri' },
  { date: '2026-03-22', name: 'Idulfitri' },
  { date: '2026-04-03', name: 'Wafat Yesus Kristus' },
  { date: '2026-04-05', name: 'Kebangkitan Yesus Kristus (Paskah)' },
  { date: '2026-05-01', name: 'Hari Buruh Internasional' },
  { date: '2026-05-14', name: 'Kenaikan Yesus Kristus' },
  { date: '2026-05-27', name: 'Iduladha' },
  { date: '2026-05-31', name: 'Hari Raya Waisak' },
  { date: '2026-06-01', name: 'Hari Lahir Pancasila' },
  { date: '2026-06-16', name: 'Tahun Baru Islam' },
  { date: '2026-08-17', name: 'Hari Kemerdekaan Republik Indonesia' },
  { date: '2026-08-25', name: 'Maulid Nabi Muhammad SAW' },
  { date: '2026-12-25', name: 'Hari Raya Natal' },
  { date: '2027-01-01', name: 'Tahun Baru Masehi' },
  { date: '2027-01-05', name: "Isra Mi'raj Nabi Muhammad SAW", provisional: true },
  { date: '2027-02-06', name: 'Tahun Baru Imlek' },
  { date: '2027-03-09', name: 'Hari Suci Nyepi', provisional: true },
  { date: '2027-03-10', name: 'Idulfitri', provisional: true },
  { date: '2027-03-11', name: 'Idulfitri', provisional: true },
  { date: '2027-03-26', name: 'Wafat Yesus Kristus' },
  { date: '2027-03-28', name: 'Kebangkitan Yesus Kristus (Paskah)' },
  { date: '2027-05-01', name: 'Hari Buruh Internasional' },
  { date: '2027-05-06', name: 'Kenaikan Yesus Kristus' },
  { date: '2027-05-16', name: 'Iduladha', provisional: true },
  { date: '2027-05-20', name: 'Hari Raya Waisak', provisional: true },
  { date: '2027-06-01', name: 'Hari Lahir Pancasila' },
  { date: '2027-06-06', name: 'Tahun Baru Islam', provisional: true },
  { date: '2027-08-14', name: 'Maulid Nabi Muhammad SAW', provisional: true },
  { date: '2027-08-17', name: 'Hari Kemerdekaan Republik Indonesia' },
  { date: '2027-12-25', name: 'Hari Raya Natal' },
];

const BY_DATE: ReadonlyMap<string, NationalHoliday> = new Map(
  INDONESIAN_NATIONAL_HOLIDAYS.map((holiday) => [holiday.date, holiday]),
);

/** The national holiday on `day` (`YYYY-MM-DD`), if any. */
export function nationalHolidayOn(day: string): NationalHoliday | undefined {
  return BY_DATE.get(day);
}
