import { TRACKING_LINK_MANAGER_PERMISSIONS } from '@armada/contracts/tracking-links';
import { defineModule } from '../module';
import { FleetTaskStore } from '../fleet-tasks/fleet-task-store';
import { TRACKING_LINK_MIGRATIONS } from './migrations';
import { PublicTrackingStreams } from './public-streams';
import { trackingLinkControlRoutes, trackingLinkRoutes } from './routes';
import { TrackingLinkService } from './tracking-link-service';
import { TrackingLinkStore } from './tracking-link-store';

declare module '../../services/services' {
  interface Services {
    /** Temporary tracking links and the public view a token opens (TRK-*). */
    trackingLinks: TrackingLinkService;
    /** The open public live streams (TRK-12). */
    trackingLinkStreams: PublicTrackingStreams;
  }
}

/** The streams' round, in real time: each stream sends at most every 2 s (TRK-12). */
const STREAM_ROUND_MS = 1_000;

/**
 * Temporary tracking links (docs/rules/tracking-links.md): SQL table at migration 18, the
 * dispatcher's routes, the public view and its live stream. After fleet tasks: a stop link reads
 * their stops, and the live fleet says where the vehicle is.
 */
export const trackingLinksModule = defineModule({
  name: 'tracking-links',
  migrations: TRACKING_LINK_MIGRATIONS,
  // TRK-8: dispatchers and administrators manage links; the operator only sees them.
  grants: {
    admin: TRACKING_LINK_MANAGER_PERMISSIONS,
    dispatcher: TRACKING_LINK_MANAGER_PERMISSIONS,
  },
  services: ({ db, store, clock, services }) => {
    const trackingLinks = new TrackingLinkService({
      links: new TrackingLinkStore(db),
      tasks: new FleetTaskStore(db),
      store,
      clock,
      positionOf: (vehicleId) => {
        const live = services.liveFleet.latest(vehicleId);
        return live
          ? {
              latitude: live.latitude,
              longitude: live.longitude,
              heading: live.heading,
              reportedAt: live.reportedAt,
            }
          : null;
      },
    });
    const trackingLinkStreams = new PublicTrackingStreams({ service: trackingLinks, clock });
    trackingLinks.listen(trackingLinkStreams);
    return { trackingLinks, trackingLinkStreams };
  },
  routes: [
    { base: 'main', register: trackingLinkRoutes },
    { base: 'main', register: trackingLinkControlRoutes, controls: true },
  ],
  // Open streams end before the server closes: it would otherwise wait for them.
  register: (app, services) => {
    app.addHook('preClose', async () => services.trackingLinkStreams.closeAll());
  },
  seed: async ({ services }) => {
    await services.trackingLinks.seed();
  },
  start: async ({ services }) => services.trackingLinkStreams.start(STREAM_ROUND_MS),
  stop: async (services) => services.trackingLinkStreams.stop(),
});
