import { LiveFleetService } from '../../services/live-fleet-service';
import { liveFleetResolvers } from '../../transport/graphql/live-fleet-resolvers';
import { defineModule } from '../module';
import { LIVE_FLEET_MIGRATIONS } from './migrations';
import { liveFleetRoutes } from './routes';

declare module '../../services/services' {
  interface Services {
    /** The moving fleet: its runtime and subscribers; answers the live fleet's reads. */
    liveFleet: LiveFleetService;
  }
}

export const liveFleetModule = defineModule({
  name: 'live-fleet',
  migrations: LIVE_FLEET_MIGRATIONS,
  services: (ctx) => ({
    liveFleet: new LiveFleetService({
      store: ctx.store,
      telemetry: ctx.telemetry,
      ...(ctx.driverScores ? { rollup: ctx.driverScores.rollup } : {}),
      hub: ctx.services.live,
      clock: ctx.clock,
      seed: ctx.seed,
      ...(ctx.speed === undefined ? {} : { speed: ctx.speed }),
      ...(ctx.onError ? { onError: ctx.onError } : {}),
      ...(ctx.onInfo ? { onInfo: ctx.onInfo } : {}),
    }),
  }),
  routes: [{ base: 'main', register: liveFleetRoutes }],
  resolvers: liveFleetResolvers,
  // The fleet starts after the server is up: building the road network and planning the
  // first legs takes about a second; until then positions are the stored ones (FLEET-1).
  // Scheduled work: on the leader process only (STORE-14).
  lead: async ({ services, scheduler, liveFleet, error }) => {
    if (liveFleet === 'auto')
      services.liveFleet.startSoon(scheduler, (failure) =>
        error(failure, 'live fleet: start failed'),
      );
  },
  stop: (services) => services.liveFleet.stop(),
});
