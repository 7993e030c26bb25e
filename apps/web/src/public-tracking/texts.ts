import type { FleetTaskStopStatus } from '@armada/contracts/fleet-tasks';

/**
 * The public tracking page's words (TRK-14), Indonesian first. The page does not load i18next
 * (its budget, TRK-15): two plain dictionaries of the same shape, checked by the type below and
 * by texts.test.ts.
 */
export type TrackingLanguage = 'id' | 'en';

export interface TrackingTexts {
  title: { VEHICLE: string; STOP: string };
  switchTo: string;
  switchLabel: string;
  etaAt: (time: string, left: string) => string;
  etaSoon: string;
  hoursMinutes: (hours: number, minutes: number) => string;
  minutes: (minutes: number) => string;
  status: Record<FleetTaskStopStatus, string>;
  deliveredAt: (time: string) => string;
  plate: string;
  driver: string;
  updated: string;
  validUntil: (when: string) => string;
  positionHidden: string;
  positionUnknown: string;
  mapLabel: string;
  loading: string;
  offline: string;
  ended: {
    EXPIRED: { title: string; body: string };
    REVOKED: { title: string; body: string };
    NOT_FOUND: { title: string; body: string };
    ERROR: { title: string; body: string };
  };
  poweredBy: string;
}

export const TEXTS: Record<TrackingLanguage, TrackingTexts> = {
  id: {
    title: { VEHICLE: 'Lacak kendaraan', STOP: 'Lacak pengiriman Anda' },
    switchTo: 'English',
    switchLabel: 'Switch to English',
    etaAt: (time, left) => `Tiba sekitar ${time}, ${left}`,
    etaSoon: 'Tiba sebentar lagi',
    hoursMinutes: (hours, minutes) =>
      minutes === 0 ? `${hours} jam lagi` : `${hours} jam ${minutes} menit lagi`,
    minutes: (minutes) => `${minutes} menit lagi`,
    status: {
      PENDING: 'Dijadwalkan',
      EN_ROUTE: 'Dalam perjalanan',
      ARRIVED: 'Kendaraan sudah tiba',
      DELIVERED: 'Terkirim',
      FAILED: 'Pengiriman gagal',
      SKIPPED: 'Pengiriman dibatalkan',
    },
    deliveredAt: (time) => `Terkirim pukul ${time}`,
    plate: 'Kendaraan',
    driver: 'Pengemudi',
    updated: 'Posisi diperbarui',
    validUntil: (when) => `Tautan berlaku sampai ${when}`,
    positionHidden: 'Posisi kendaraan tidak dibagikan.',
    positionUnknown: 'Posisi kendaraan belum tersedia.',
    mapLabel: 'Peta posisi kendaraan',
    loading: 'Memuat…',
    offline: 'Koneksi terputus, mencoba lagi…',
    ended: {
      EXPIRED: {
        title: 'Tautan pelacakan sudah berakhir',
        body: 'Masa berlaku tautan ini sudah habis. Hubungi pengirim bila Anda masih memerlukannya.',
      },
      REVOKED: {
        title: 'Tautan pelacakan sudah dinonaktifkan',
        body: 'Pengirim telah menghentikan tautan ini. Hubungi pengirim bila Anda masih memerlukannya.',
      },
      NOT_FOUND: {
        title: 'Tautan tidak ditemukan',
        body: 'Periksa kembali alamat tautan yang Anda terima.',
      },
      ERROR: {
        title: 'Halaman belum dapat dimuat',
        body: 'Terjadi gangguan. Coba muat ulang halaman ini sebentar lagi.',
      },
    },
    poweredBy: 'Dilacak dengan Armada',
  },
  en: {
    title: { VEHICLE: 'Track the vehicle', STOP: 'Track your delivery' },
    switchTo: 'Bahasa Indonesia',
    switchLabel: 'Ganti ke Bahasa Indonesia',
    etaAt: (time, left) => `Arriving around ${time}, ${left}`,
    etaSoon: 'Arriving any minute',
    hoursMinutes: (hours, minutes) =>
      minutes === 0
        ? `in ${hours} ${hours === 1 ? 'hour' : 'hours'}`
        : `in ${hours} h ${minutes} min`,
    minutes: (minutes) => `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`,
    status: {
      PENDING: 'Scheduled',
      EN_ROUTE: 'On the way',
      ARRIVED: 'The vehicle has arrived',
      DELIVERED: 'Delivered',
      FAILED: 'Delivery failed',
      SKIPPED: 'Delivery cancelled',
    },
    deliveredAt: (time) => `Delivered at ${time}`,
    plate: 'Vehicle',
    driver: 'Driver',
    updated: 'Position updated',
    validUntil: (when) => `Link valid until ${when}`,
    positionHidden: 'The vehicle position is not shared.',
    positionUnknown: 'The vehicle position is not available yet.',
    mapLabel: 'Map of the vehicle position',
    loading: 'Loading…',
    offline: 'Connection lost, trying again…',
    ended: {
      EXPIRED: {
        title: 'This tracking link has ended',
        body: 'The link has expired. Contact the sender if you still need it.',
      },
      REVOKED: {
        title: 'This tracking link was turned off',
        body: 'The sender has stopped this link. Contact the sender if you still need it.',
      },
      NOT_FOUND: {
        title: 'Link not found',
        body: 'Check the address of the link you received.',
      },
      ERROR: {
        title: 'The page could not load yet',
        body: 'Something went wrong. Try reloading this page in a moment.',
      },
    },
    poweredBy: 'Tracked with Armada',
  },
};
