/**
 * What each alert code is called, in Indonesian and English: the names the notifications page
 * offers in its alert-type filter (the alerts themselves carry their own descriptions, but a
 * filter must list codes before any alert of them arrives). Spec 02 names the families (value
 * type 8, 13-18, 117; driver monitoring 49-56, 110, 111; driving assistance 90, 91, 92, 96, 113,
 * 134) but not the meaning of each code: the names are the simulator's (its
 * own choice, kept here as data: the simulator (`engine/alerts/alert-codes.ts`) and the web both
 * read them from here.
 */

export type AlertCodeFamily =
  'value' | 'driving' | 'device' | 'driverMonitoring' | 'drivingAssistance' | 'fieldOperation';

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
];

/** The name of a code in a language; null for a code the catalogue does not know. */
export function alertCodeName(code: number, language: 'id' | 'en'): string | null {
  const found = ALERT_CODE_CATALOGUE.find((item) => item.code === code);
  if (!found) return null;
  return language === 'en' ? found.nameEng : found.nameIdn;
}
