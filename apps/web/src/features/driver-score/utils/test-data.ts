import {
  DRIVER_SCORE_CATEGORIES,
  driverScoreFieldNames,
  type DriverAlertDetail,
  type DriverScore,
} from '@armada/contracts/driver-score';

/** A driver's score row with every category at zero, for tests. */
export function makeDriverScore(overrides: Partial<DriverScore> = {}): DriverScore {
  const categories = Object.fromEntries(
    DRIVER_SCORE_CATEGORIES.flatMap((category) => {
      const { total, score } = driverScoreFieldNames(category);
      return [
        [total, 0],
        [score, 0],
      ];
    }),
  ) as Omit<
    DriverScore,
    'driverId' | 'driver' | 'totalAlert' | 'finalGrade' | 'totalDriven' | 'score' | 'lastSync'
  >;
  return {
    ...categories,
    driverId: 1,
    driver: {
      fullname: 'Budi Santoso',
      userId: null,
      isActive: true,
      photograph: null,
      phoneNo: '+6281234567890',
    },
    totalAlert: 0,
    finalGrade: 'A',
    totalDriven: 120.5,
    score: 95,
    lastSync: '2026-11-14T02:00:00.000Z',
    ...overrides,
  };
}

/** One alert behind a score, for tests. */
export function makeDriverAlert(overrides: Partial<DriverAlertDetail> = {}): DriverAlertDetail {
  return {
    createdOn: '2026-11-13T02:15:00.000Z',
    vehicleId: 7,
    alertCode: 8,
    driverId: 1,
    alertFlag: null,
    alertData: '92',
    latitude: -6.2,
    longitude: 106.8,
    alertTrigger: 92,
    threshold: 80,
    formattedAlertData: '92 km/h',
    cost: 2,
    address: 'Jl. Gatot Subroto, Jakarta',
    vehicle: { id: 7, licensePlate: 'B 1234 XY' },
    driver: { fullname: 'Budi Santoso' },
    alert: { descriptionIdn: 'Kecepatan berlebih', descriptionEng: 'Overspeed', iconUrl: null },
    isRead: false,
    ...overrides,
  };
}
