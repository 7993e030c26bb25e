/**
 * What each alert code is called, in Indonesian and English: the names the notifications page
 * offers in its alert-type filter (the alerts themselves carry their own descriptions, but a
 * filter must list codes before any alert of them arrives). docs/rules/alert-center.md names the
 * families (value type 8, 13-18, 117; driver monitoring 49-56, 110, 111; driving assistance 90, 91,
 * 92, 96, 113,
 * 134) but not the meaning of each code: the names are the simulator's (its
 * own choice, kept here as data: the simulator (`engine/alerts/alert-codes.ts`) and the web both
 * read them from here. The geofence and saved-route codes (150-154) and the maintenance codes (160, 161) are ours as well.
 */
import { ALERT_CONSTANTS } from './alert-constants';
import { isValueTypeAlertCode } from './alerts';

export type AlertCodeFamily =
  | 'value'
  | 'driving'
  | 'device'
  | 'driverMonitoring'
  | 'drivingAssistance'
  | 'fieldOperation'
  | 'geofence'
  | 'route'
  | 'maintenance';

export interface AlertCodeName {
  code: number;
  family: AlertCodeFamily;
  nameIdn: string;
  nameEng: string;
}

const entry = (
  code: number,
  family: AlertCodeFamily,
  nameIdn: string,
  nameEng: string,
): AlertCodeName => ({ code, family, nameIdn, nameEng });

/** Every known alert code, ascending. */
export const ALERT_CODE_CATALOGUE: readonly AlertCodeName[] = [
  entry(5, 'driving', 'Akselerasi mendadak', 'Harsh acceleration'),
  entry(6, 'driving', 'Pengereman mendadak', 'Harsh braking'),
  entry(7, 'driving', 'Tikungan tajam', 'Sharp turn'),
  entry(8, 'value', 'Kecepatan berlebih', 'Overspeed'),
  entry(13, 'value', 'Penambahan bahan bakar', 'Fuel gain'),
  entry(14, 'value', 'Kehilangan bahan bakar', 'Fuel loss'),
  entry(15, 'value', 'Mesin menyala diam terlalu lama', 'Idle time exceeded'),
  entry(16, 'value', 'Parkir terlalu lama', 'Parking time exceeded'),
  entry(17, 'value', 'Suhu boks terlalu tinggi', 'Box temperature too high'),
  entry(18, 'value', 'Suhu boks terlalu rendah', 'Box temperature too low'),
  entry(21, 'device', 'Perangkat luring', 'Device offline'),
  entry(49, 'driverMonitoring', 'Pengemudi memejamkan mata', 'Driver eyes closed'),
  entry(50, 'driverMonitoring', 'Pengemudi menguap', 'Driver yawning'),
  entry(51, 'driverMonitoring', 'Pengemudi menelepon', 'Driver on a phone call'),
  entry(52, 'driverMonitoring', 'Pengemudi merokok', 'Driver smoking'),
  entry(53, 'driverMonitoring', 'Pengemudi tidak fokus', 'Driver distracted'),
  entry(54, 'driverMonitoring', 'Wajah pengemudi tidak terdeteksi', 'Driver face missing'),
  entry(55, 'driverMonitoring', 'Sabuk pengaman tidak dipakai', 'Seatbelt not fastened'),
  entry(56, 'driverMonitoring', 'Kamera pengemudi tertutup', 'Driver camera blocked'),
  entry(90, 'drivingAssistance', 'Peringatan tabrakan depan', 'Forward collision warning'),
  entry(91, 'drivingAssistance', 'Keluar jalur', 'Lane departure'),
  entry(92, 'drivingAssistance', 'Jarak terlalu dekat', 'Headway too close'),
  entry(
    96,
    'drivingAssistance',
    'Peringatan tabrakan pejalan kaki',
    'Pedestrian collision warning',
  ),
  entry(110, 'driverMonitoring', 'Pengemudi memainkan ponsel', 'Driver using a phone'),
  entry(111, 'driverMonitoring', 'Kacamata penghalang inframerah', 'Infrared-blocking sunglasses'),
  entry(113, 'drivingAssistance', 'Melebihi rambu batas kecepatan', 'Speed sign exceeded'),
  entry(117, 'value', 'Waktu mengemudi berlebih', 'Driving time exceeded'),
  entry(134, 'drivingAssistance', 'Sering berpindah jalur', 'Frequent lane changes'),
  entry(137, 'fieldOperation', 'Tugas lapangan terlambat dimulai', 'Field task started late'),
  entry(138, 'fieldOperation', 'Check-in di luar lokasi tugas', 'Check-in away from the task site'),
  entry(139, 'fieldOperation', 'Bukti foto tugas tidak lengkap', 'Task photo proof missing'),
  entry(140, 'fieldOperation', 'Tugas ditolak pelanggan', 'Task rejected by the customer'),
  entry(141, 'fieldOperation', 'Tugas dibatalkan pengemudi', 'Task cancelled by the driver'),
  entry(142, 'fieldOperation', 'Waktu di lokasi tugas berlebih', 'Time on the task site exceeded'),
  entry(
    143,
    'fieldOperation',
    'Tugas selesai di luar jadwal',
    'Task finished outside its time window',
  ),
  // Geofences and saved routes (docs/rules/geofences.md GEO-10, docs/rules/saved-routes.md SRT-5).
  entry(150, 'geofence', 'Masuk geofence', 'Geofence entered'),
  entry(151, 'geofence', 'Keluar geofence', 'Geofence exited'),
  entry(152, 'geofence', 'Terlalu lama di geofence', 'Dwell time in geofence exceeded'),
  entry(153, 'route', 'Keluar dari rute', 'Route deviation'),
  entry(154, 'route', 'Kembali ke rute', 'Back on route'),
  // Maintenance (docs/rules/maintenance.md): a service plan falling due on a vehicle.
  entry(160, 'maintenance', 'Servis segera jatuh tempo', 'Service due soon'),
  entry(161, 'maintenance', 'Servis terlambat', 'Service overdue'),
];

/** The name of a code in a language; null for a code the catalogue does not know. */
export function alertCodeName(code: number, language: 'id' | 'en'): string | null {
  const found = ALERT_CODE_CATALOGUE.find((item) => item.code === code);
  if (!found) return null;
  return language === 'en' ? found.nameEng : found.nameIdn;
}

// ---------------------------------------------------------------------------------------------
// Values and their units (docs/rules/alert-center.md AC-67)
// ---------------------------------------------------------------------------------------------

/** The two languages an alert value is written in; anything but English reads as Indonesian. */
export type AlertValueLanguage = 'id' | 'en';

export function alertValueLanguage(language: string | undefined): AlertValueLanguage {
  return language === 'en' || language?.startsWith('en-') ? 'en' : 'id';
}

interface AlertUnit {
  id: string;
  en: string;
}

/** Unit words of the value-type codes, keyed by the unit `ALERT_CONSTANTS.valueTypeUnits` names. */
const VALUE_TYPE_UNIT_WORDS: Readonly<Record<string, AlertUnit>> = {
  'km/h': { id: 'km/jam', en: 'km/h' },
  '%': { id: '%', en: '%' },
  minutes: { id: 'menit', en: 'minutes' },
  '°C': { id: '°C', en: '°C' },
  hours: { id: 'jam', en: 'hours' },
};

/** Units of the codes outside the value-type family that carry a number. */
const OTHER_UNITS: Readonly<Record<number, AlertUnit>> = {
  5: { id: 'g', en: 'g' },
  6: { id: 'g', en: 'g' },
  7: { id: 'g', en: 'g' },
  21: { id: 'menit', en: 'minutes' },
  152: { id: 'menit', en: 'minutes' },
  153: { id: 'm', en: 'm' },
};

function unitOfCode(code: number): AlertUnit | null {
  const valueTypeUnits = ALERT_CONSTANTS.valueTypeUnits as Readonly<Record<number, string>>;
  const key = valueTypeUnits[code];
  if (key !== undefined) return VALUE_TYPE_UNIT_WORDS[key] ?? { id: key, en: key };
  return OTHER_UNITS[code] ?? null;
}

/** The unit of a code's value in a language ("km/jam", "g"); null for a code without one. */
export function alertValueUnit(code: number, language: string | undefined): string | null {
  const unit = unitOfCode(code);
  return unit ? unit[alertValueLanguage(language)] : null;
}

const NUMBER_TEXT = /^-?\d+(?:\.\d+)?$/;

function numberOf(value: string | number): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim();
  return NUMBER_TEXT.test(text) ? Number(text) : null;
}

// Built once per language: alert lists format a value per row.
const valueFormatters = new Map<AlertValueLanguage, Intl.NumberFormat>();

function valueFormatter(language: AlertValueLanguage): Intl.NumberFormat {
  let formatter = valueFormatters.get(language);
  if (!formatter) {
    // The same grouping and decimal marks as the web's number formatter (lib/format-number.ts).
    formatter = new Intl.NumberFormat(language === 'en' ? 'en-US' : 'id-ID', {
      maximumFractionDigits: 2,
      signDisplay: 'negative',
    });
    valueFormatters.set(language, formatter);
  }
  return formatter;
}

/**
 * An alert's value (or trigger) with its code's unit, as every alert screen and the alert's own
 * description write it (AC-67): "75,9 km/jam", "0,51 g", "12%" in Indonesian and "75.9 km/h",
 * "0.51 g" in English, at most two decimals. A value-type code's empty or 0.00 value is '-'
 * (AC-38); any other empty value is '-' too, and a value that is not a number (or of a code
 * without a unit) is shown as it came.
 */
export function formatAlertValue(
  code: number,
  value: string | number | null | undefined,
  language: string | undefined,
): string {
  if (value === null || value === undefined || value === '') return '-';
  const numeric = numberOf(value);
  if (isValueTypeAlertCode(code) && (numeric === null || numeric.toFixed(2) === '0.00')) return '-';
  const unit = alertValueUnit(code, language);
  if (numeric === null || unit === null) return String(value);
  const number = valueFormatter(alertValueLanguage(language)).format(numeric);
  return unit === '%' ? `${number}${unit}` : `${number} ${unit}`;
}
