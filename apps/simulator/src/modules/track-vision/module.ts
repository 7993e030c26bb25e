import { join } from 'node:path';
import { dashcamAssetsDir } from '../../transport/routes/media/dashcam-media-routes';
import { defineModule } from '../module';
import { Cameras } from './cameras';
import { FootageService } from './footage-service';
import { FootageStore } from './footage-store';
import { LiveStreams } from './live-streams';
import { MediaGallery } from './media-gallery';
import { registerTrackVisionMedia } from './media-routes';
import { MediaStore } from './media-store';
import { TRACK_VISION_MIGRATIONS } from './migrations';
import { trackVisionRoutes } from './routes';

declare module '../../services/services' {
  interface Services {
    /** The cameras of the company's vehicles (TV-2). */
    tvCameras: Cameras;
    /** Live views (TV-4 ... TV-9). */
    tvLive: LiveStreams;
    /** Footage requests: video history (TV-10 ... TV-14). */
    tvFootage: FootageService;
    /** The vehicle media gallery (TV-20 ... TV-23). */
    tvMedia: MediaGallery;
  }
}

/**
 * Track vision (docs/rules/track-vision.md, docs/adr/0053): live streaming, video history and
 * vehicle media. After the alert media and the live fleet, whose clips, plans and device
 * reports it reads. Two SQL tables' migrations at 51 and 52; the live views are processes.
 * The permissions are the shell's (b3h-new-trackvision-menu, b3i-menu-media), granted to the
 * demo accounts by the shell's permission sets.
 */
export const trackVisionModule = defineModule({
  name: 'track-vision',
  migrations: TRACK_VISION_MIGRATIONS,
  services: ({ db, store, clock, seed, services, media, alerts, onError }) => {
    const cameras = new Cameras({
      store,
      clock,
      lastReportOf: (auth, vehicleId) =>
        services.liveFleet.vehicleDetail(auth, vehicleId).lastReportOn,
    });
    const mediaStore = new MediaStore(db);
    const footage = new FootageService({
      store: new FootageStore(db),
      media: mediaStore,
      cameras,
      clock,
      seed,
    });
    const canned = dashcamAssetsDir();
    return {
      tvCameras: cameras,
      tvLive: new LiveStreams({
        cameras,
        clock,
        dir: media?.dir ?? '',
        tools: media?.dir ? media.tools : null,
        cannedDir: canned,
        ...(onError ? { onError } : {}),
      }),
      tvFootage: footage,
      tvMedia: new MediaGallery({
        media: mediaStore,
        ...(alerts ? { alerts } : {}),
        documents: store,
        clock,
        seed,
        alertMedia: services.alertMedia,
        clips: services.dashcamClips,
        footage,
        cannedClip: join(canned, 'clip.mp4'),
      }),
    };
  },
  routes: [{ base: 'main', register: trackVisionRoutes }],
  register: (app, services) => registerTrackVisionMedia(app, services),
  seed: async ({ services, store }) => {
    await services.tvFootage.seed(store);
  },
  start: async ({ services }) => {
    services.tvLive.startReaper();
  },
  stop: async (services) => {
    await services.tvLive.stopAll();
  },
});
