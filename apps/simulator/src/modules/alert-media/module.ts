import { AlertMediaService } from '../../services/alert-media-service';
import { DashcamClips } from '../../services/dashcam-clips';
import { alertMediaResolvers } from '../../transport/graphql/alert-media-resolvers';
import { registerDashcamMedia } from '../../transport/routes/media/dashcam-media-routes';
import { defineModule } from '../module';

declare module '../../services/services' {
  interface Services {
    /** Dashcam media of camera alerts (MEDIA-1..8). */
    alertMedia: AlertMediaService;
    /** Each camera alert's own clip, made on demand and kept as files (MEDIA-10). */
    dashcamClips: DashcamClips;
  }
}

export const alertMediaModule = defineModule({
  name: 'alert-media',
  services: ({ store, alerts, clock, seed, services, media }) => ({
    alertMedia: new AlertMediaService({
      store,
      ...(alerts ? { alerts } : {}),
      clock,
      seed,
      lastReportOf: (auth, vehicleId) =>
        services.liveFleet.vehicleDetail(auth, vehicleId).lastReportOn,
    }),
    dashcamClips: new DashcamClips({
      dir: media?.dir ?? '',
      tools: media?.dir ? media.tools : null,
      ...(media?.maxBytes === undefined ? {} : { maxBytes: media.maxBytes }),
      ...(media?.warn ? { warn: media.warn } : {}),
    }),
  }),
  resolvers: alertMediaResolvers,
  register: (app, services) => registerDashcamMedia(app, services),
});
