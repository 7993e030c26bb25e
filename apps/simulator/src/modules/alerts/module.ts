import { AlertService } from '../../services/alert-service';
import { alertResolvers } from '../../transport/graphql/alert-resolvers';
import { defineModule } from '../module';
import { alertControlRoutes } from './control-routes';
import { ALERT_MIGRATIONS } from './migrations';

declare module '../../services/services' {
  interface Services {
    /** The alert center: alerts, counts, actions, their live messages; the fleet's alert engine. */
    alerts: AlertService;
  }
}

export const alertsModule = defineModule({
  name: 'alerts',
  migrations: ALERT_MIGRATIONS,
  services: (ctx) => ({
    alerts: new AlertService({
      store: ctx.store,
      alerts: ctx.alerts,
      hub: ctx.services.live,
      clock: ctx.clock,
      seed: ctx.seed,
      ...(ctx.alertRate === undefined ? {} : { alertRate: ctx.alertRate }),
      rules: () => ctx.services.alertRules.all(),
      liveFleet: ctx.services.liveFleet,
    }),
  }),
  routes: [{ base: 'main', register: alertControlRoutes, controls: true }],
  resolvers: alertResolvers,
});
