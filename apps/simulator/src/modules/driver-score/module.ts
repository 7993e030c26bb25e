import { DriverScoreService } from '../../services/driver-score-service';
import { seedDrivingHistory } from '../../services/driving-history-service';
import { driverScoreResolvers } from '../../transport/graphql/driver-score-resolvers';
import { defineModule } from '../module';
import { DRIVER_SCORE_MIGRATIONS } from './migrations';

declare module '../../services/services' {
  interface Services {
    /** Driver scores from the alerts and positions, with the company's settings (DRIVER-8..12). */
    driverScores: DriverScoreService;
  }
}

export const driverScoreModule = defineModule({
  name: 'driver-score',
  migrations: DRIVER_SCORE_MIGRATIONS,
  services: ({ store, driverScores, alerts, clock }) => ({
    driverScores: new DriverScoreService({ store, scores: driverScores, alerts, clock }),
  }),
  resolvers: driverScoreResolvers,
  // A fresh store gets 30 days of past driving (HISTORY-4), before the alert engine starts.
  seed: async ({ services, store, alerts, driverScores, clock, seed, drivingHistory, info }) => {
    if (drivingHistory !== 'seed') return;
    const began = performance.now();
    const written = await seedDrivingHistory({
      store,
      alerts,
      rollup: driverScores.rollup,
      clock,
      seed,
      rules: services.alertRules.all(),
    });
    if (written > 0)
      info(
        `driving history: ${written} alerts of 30 days written in ${Math.round(performance.now() - began)} ms`,
      );
  },
});
