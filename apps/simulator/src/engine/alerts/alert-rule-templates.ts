/**
 * The onboarding's recommended alert rule templates (docs/rules/alert-center.md §3 and §4;
 * ALERTRULE-2, ALERTRULE-5). docs/rules/alert-center.md names the fields and the category
 * (Recommendation) but not the templates: these are our choice, grouped by the alert code families,
 * each with the codes a new customer should watch ticked by default and the rest offered. A
 * template also says at which level the rule made from it watches its codes: the safety-critical
 * ones urgent (driver fatigue and distraction with an auto popup, collision avoidance without), the
 * rest important.
 */
import { ALERT_CONSTANTS } from '@armada/contracts/alerts';
import type { AlertRuleLevel } from './alert-rules';
import { ALERT_CODES } from './alert-codes';

export interface AlertRuleTemplateDef {
  templateId: number;
  category: string;
  nameIdn: string;
  nameEng: string;
  descriptionIdn: string;
  descriptionEng: string;
  defaultAlertCodes: readonly number[];
  additionalAlertCodes: readonly number[];
  /** ALERTRULE-5: the level of the rule created from this template. */
  level: AlertRuleLevel;
  autoPopup: boolean;
}

const C = ALERT_CODES;
const RECOMMENDATION = ALERT_CONSTANTS.alertRuleTemplates.category;

export const ALERT_RULE_TEMPLATES: readonly AlertRuleTemplateDef[] = [
  {
    templateId: 1,
    category: RECOMMENDATION,
    nameIdn: 'Kelelahan dan gangguan pengemudi',
    nameEng: 'Driver fatigue and distraction',
    descriptionIdn:
      'Kamera kabin memberi tahu saat pengemudi mengantuk, menelepon atau tidak fokus ke jalan.',
    descriptionEng:
      'The cabin camera warns when a driver is drowsy, on the phone or not watching the road.',
    defaultAlertCodes: [C.eyesClosed.code, C.phoneCall.code, C.distraction.code, C.phoneUse.code],
    additionalAlertCodes: [
      C.yawning.code,
      C.smoking.code,
      C.missingFace.code,
      C.noSeatbelt.code,
      C.cameraBlocked.code,
      C.sunglasses.code,
    ],
    level: 'urgent',
    autoPopup: true,
  },
  {
    templateId: 2,
    category: RECOMMENDATION,
    nameIdn: 'Pencegahan tabrakan',
    nameEng: 'Collision avoidance',
    descriptionIdn: 'Kamera depan memberi tahu risiko tabrakan dan pelanggaran jalur.',
    descriptionEng: 'The road camera warns of collision risks and lane violations.',
    defaultAlertCodes: [C.forwardCollision.code, C.pedestrian.code, C.headway.code],
    additionalAlertCodes: [C.laneDeparture.code, C.speedSign.code, C.laneChange.code],
    level: 'urgent',
    autoPopup: false,
  },
  {
    templateId: 3,
    category: RECOMMENDATION,
    nameIdn: 'Kecepatan dan gaya mengemudi',
    nameEng: 'Speed and driving style',
    descriptionIdn: 'Kecepatan berlebih, pengereman mendadak dan jam mengemudi yang terlalu lama.',
    descriptionEng: 'Overspeed, harsh braking and driving for too long.',
    defaultAlertCodes: [C.overspeed.code, C.harshBraking.code, C.drivingTime.code],
    additionalAlertCodes: [C.harshAcceleration.code, C.sharpTurn.code],
    level: 'important',
    autoPopup: false,
  },
  {
    templateId: 4,
    category: RECOMMENDATION,
    nameIdn: 'Bahan bakar dan muatan',
    nameEng: 'Fuel and cargo',
    descriptionIdn: 'Kehilangan bahan bakar dan suhu boks di luar batas.',
    descriptionEng: 'Fuel loss and box temperature out of range.',
    defaultAlertCodes: [C.fuelLoss.code, C.temperatureHigh.code, C.temperatureLow.code],
    additionalAlertCodes: [C.fuelGain.code],
    level: 'important',
    autoPopup: false,
  },
  {
    templateId: 5,
    category: RECOMMENDATION,
    nameIdn: 'Operasional armada',
    nameEng: 'Fleet operations',
    descriptionIdn: 'Perangkat yang tidak melapor dan kendaraan yang diam terlalu lama.',
    descriptionEng: 'Devices that stop reporting and vehicles standing too long.',
    defaultAlertCodes: [C.deviceOffline.code, C.idle.code],
    additionalAlertCodes: [C.parking.code],
    level: 'important',
    autoPopup: false,
  },
  {
    templateId: 6,
    category: RECOMMENDATION,
    nameIdn: 'Tugas lapangan',
    nameEng: 'Field operations',
    descriptionIdn: 'Tugas yang ditolak, dibatalkan atau terlambat.',
    descriptionEng: 'Tasks that are rejected, cancelled or late.',
    defaultAlertCodes: [C.taskRejected.code, C.taskCancelled.code, C.fieldTaskLate.code],
    additionalAlertCodes: [
      C.checkInAway.code,
      C.proofMissing.code,
      C.onSiteTooLong.code,
      C.taskOutsideWindow.code,
    ],
    level: 'important',
    autoPopup: false,
  },
  {
    templateId: 7,
    category: RECOMMENDATION,
    nameIdn: 'Geofence dan rute',
    nameEng: 'Geofences and routes',
    descriptionIdn:
      'Kendaraan yang masuk area yang ditandai, terlalu lama di sana, atau keluar dari rutenya.',
    descriptionEng:
      'Vehicles entering a marked area, staying there too long, or leaving their route.',
    defaultAlertCodes: [C.geofenceEnter.code, C.geofenceDwell.code, C.routeDeviation.code],
    additionalAlertCodes: [C.geofenceExit.code, C.routeReturn.code],
    level: 'important',
    autoPopup: false,
  },
];

/** What each code of the templates means, longer than its name (the detail page's text). */
export const ALERT_CODE_FULL_DESCRIPTIONS: Readonly<Record<number, readonly [string, string]>> = {
  [C.harshAcceleration.code]: [
    'Kendaraan berakselerasi jauh lebih cepat dari biasanya.',
    'The vehicle accelerates much harder than usual.',
  ],
  [C.harshBraking.code]: [
    'Kendaraan mengerem mendadak dengan perlambatan tinggi.',
    'The vehicle brakes suddenly with high deceleration.',
  ],
  [C.sharpTurn.code]: [
    'Kendaraan menikung tajam pada kecepatan tinggi.',
    'The vehicle takes a sharp turn at speed.',
  ],
  [C.overspeed.code]: [
    'Kecepatan kendaraan melewati batas yang ditetapkan perusahaan (Km/jam).',
    "The vehicle's speed exceeds the company's limit (km/h).",
  ],
  [C.fuelGain.code]: [
    'Isi tangki bertambah di luar pengisian yang tercatat.',
    'The tank level rises outside a recorded refuelling.',
  ],
  [C.fuelLoss.code]: [
    'Isi tangki turun mendadak, bisa karena kebocoran atau pencurian.',
    'The tank level drops suddenly, which may be a leak or theft.',
  ],
  [C.idle.code]: [
    'Mesin menyala tetapi kendaraan diam lebih lama dari batas perusahaan.',
    "The engine runs while the vehicle stands longer than the company's limit.",
  ],
  [C.parking.code]: [
    'Kendaraan diparkir lebih lama dari batas perusahaan.',
    "The vehicle stays parked longer than the company's limit.",
  ],
  [C.temperatureHigh.code]: [
    'Suhu boks berpendingin naik di atas batas (°C).',
    'The refrigerated box rises above its limit (°C).',
  ],
  [C.temperatureLow.code]: [
    'Suhu boks berpendingin turun di bawah batas (°C).',
    'The refrigerated box falls below its limit (°C).',
  ],
  [C.drivingTime.code]: [
    'Pengemudi mengemudi tanpa istirahat lebih dari 4 jam.',
    'The driver has driven for more than 4 hours without a break.',
  ],
  [C.deviceOffline.code]: ['Perangkat GPS berhenti melapor.', 'The GPS device stops reporting.'],
  [C.eyesClosed.code]: [
    'Kamera kabin melihat mata pengemudi terpejam saat berkendara.',
    "The cabin camera sees the driver's eyes closed while driving.",
  ],
  [C.yawning.code]: [
    'Pengemudi menguap berulang kali, tanda mengantuk.',
    'The driver yawns repeatedly, a sign of drowsiness.',
  ],
  [C.phoneCall.code]: [
    'Pengemudi menelepon sambil mengemudi.',
    'The driver makes a phone call while driving.',
  ],
  [C.smoking.code]: ['Pengemudi merokok di kabin.', 'The driver smokes in the cabin.'],
  [C.distraction.code]: [
    'Pengemudi tidak melihat ke jalan selama beberapa detik.',
    'The driver looks away from the road for several seconds.',
  ],
  [C.missingFace.code]: [
    'Kamera kabin tidak menemukan wajah pengemudi.',
    "The cabin camera cannot find the driver's face.",
  ],
  [C.noSeatbelt.code]: [
    'Pengemudi berkendara tanpa sabuk pengaman.',
    'The driver drives without a seatbelt.',
  ],
  [C.cameraBlocked.code]: [
    'Lensa kamera kabin tertutup atau terhalang.',
    'The cabin camera lens is covered or blocked.',
  ],
  [C.phoneUse.code]: [
    'Pengemudi memainkan ponsel sambil mengemudi.',
    'The driver handles a phone while driving.',
  ],
  [C.sunglasses.code]: [
    'Kacamata pengemudi menghalangi kamera inframerah.',
    "The driver's glasses block the infrared camera.",
  ],
  [C.forwardCollision.code]: [
    'Kendaraan terlalu cepat mendekati kendaraan di depan.',
    'The vehicle closes in on the vehicle ahead too fast.',
  ],
  [C.laneDeparture.code]: [
    'Kendaraan keluar jalur tanpa lampu sein.',
    'The vehicle leaves its lane without signalling.',
  ],
  [C.headway.code]: [
    'Jarak ke kendaraan di depan kurang dari batas aman.',
    'The gap to the vehicle ahead is below the safe distance.',
  ],
  [C.pedestrian.code]: [
    'Ada pejalan kaki di jalur kendaraan.',
    "A pedestrian is in the vehicle's path.",
  ],
  [C.speedSign.code]: [
    'Kecepatan melebihi rambu batas kecepatan yang terbaca kamera.',
    'The speed exceeds the limit sign the camera read.',
  ],
  [C.laneChange.code]: [
    'Kendaraan berpindah jalur secara berbahaya.',
    'The vehicle changes lanes dangerously.',
  ],
  [C.fieldTaskLate.code]: [
    'Tugas lapangan belum dimulai saat waktunya lewat.',
    'A field task has not started when its time has passed.',
  ],
  [C.checkInAway.code]: [
    'Pengemudi check-in jauh dari lokasi tugas.',
    "The driver checks in far from the task's location.",
  ],
  [C.proofMissing.code]: [
    'Tugas diselesaikan tanpa bukti foto.',
    'A task is completed without photo proof.',
  ],
  [C.taskRejected.code]: ['Pengemudi menolak tugas.', 'The driver rejects a task.'],
  [C.taskCancelled.code]: ['Tugas dibatalkan di lapangan.', 'A task is cancelled in the field.'],
  [C.onSiteTooLong.code]: [
    'Pengemudi berada di lokasi tugas lebih lama dari rencana.',
    'The driver stays at the task location longer than planned.',
  ],
  [C.taskOutsideWindow.code]: [
    'Tugas dikerjakan di luar jendela waktunya.',
    'A task is done outside its time window.',
  ],
  [C.geofenceEnter.code]: [
    'Kendaraan masuk ke geofence yang diberi tanda peringatan saat masuk.',
    'A vehicle enters a geofence set to alert on entry.',
  ],
  [C.geofenceExit.code]: [
    'Kendaraan keluar dari geofence yang diberi tanda peringatan saat keluar.',
    'A vehicle leaves a geofence set to alert on exit.',
  ],
  [C.geofenceDwell.code]: [
    'Kendaraan berada di dalam geofence lebih lama dari batas menitnya.',
    "A vehicle stays inside a geofence longer than its minutes' limit.",
  ],
  [C.routeDeviation.code]: [
    'Kendaraan keluar dari koridor rute yang ditugaskan kepadanya (meter dari garis rute).',
    "A vehicle leaves the corridor of its assigned route (metres from the route's line).",
  ],
  [C.routeReturn.code]: [
    'Kendaraan kembali ke koridor rutenya setelah menyimpang.',
    'A vehicle comes back onto its route after a deviation.',
  ],
  [C.serviceDueSoon.code]: [
    'Rencana servis kendaraan segera jatuh tempo (km, jam mesin atau bulan).',
    'A service plan of the vehicle falls due soon (km, engine hours or months).',
  ],
  [C.serviceOverdue.code]: [
    'Rencana servis kendaraan sudah lewat jatuh tempo dan belum dikerjakan.',
    'A service plan of the vehicle is past due and not yet done.',
  ],
};

export function templateById(templateId: number): AlertRuleTemplateDef | undefined {
  return ALERT_RULE_TEMPLATES.find((template) => template.templateId === templateId);
}
