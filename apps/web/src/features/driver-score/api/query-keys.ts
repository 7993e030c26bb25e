import type {
  AlertDetailDriverScoresFilter,
  DriverScoreFilter,
  DriverScoresFilter,
} from '@armada/contracts/driver-score';

/** Query keys of the driver-score page; everything sits under `driverScoreKeys.all`. */
export const driverScoreKeys = {
  all: ['driver-score'] as const,
  list: (filter: DriverScoresFilter) => [...driverScoreKeys.all, 'list', filter] as const,
  summary: (filter: DriverScoresFilter) => [...driverScoreKeys.all, 'summary', filter] as const,
  driverOptions: (filter: DriverScoresFilter) =>
    [...driverScoreKeys.all, 'driver-options', filter] as const,
  one: (filter: DriverScoreFilter) => [...driverScoreKeys.all, 'one', filter] as const,
  timeline: (driverId: number, periods: readonly (readonly [string, string])[]) =>
    [...driverScoreKeys.all, 'timeline', driverId, periods] as const,
  alerts: (filter: AlertDetailDriverScoresFilter) =>
    [...driverScoreKeys.all, 'alerts', filter] as const,
};
