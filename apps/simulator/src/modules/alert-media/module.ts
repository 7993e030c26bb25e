import { AlertMediaService } from '../../services/alert-media-service';
import { alertMediaResolvers } from '../../transport/graphql/alert-media-resolvers';
import { registerDashcamMedia } from '../../transport/routes/media/dashcam-media-routes';
import { defineModule } from '../module';

declare module '../../services/services' {
  interface Services {
    /** Dashcam media of camera alerts (MEDIA-1..8). */
    alertMedia: AlertMediaService;
  }
}

export const alertMediaModule = defineModule({
  name: 'alert-media',
  services: ({ store, alerts, clock, seed, services }) => ({
    alertMedia: new AlertMediaService({
      store,
      ...(alerts ? { alerts } : {}),
      clock,
      seed,
      lastReportOf: (auth, vehicleId) =>
        services.liveFleet.vehicleDetail(auth, vehicleId).lastReportOn,
    }),
  }),
  resolvers: alertMediaResolvers,
  register: (app) => registerDashcamMedia(app),
});
