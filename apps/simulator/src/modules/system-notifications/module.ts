import { SystemNotificationService } from '../../services/system-notification-service';
import { defineModule } from '../module';
import { announceControlRoutes } from './control-routes';
import { systemNotificationRoutes } from './routes';

declare module '../../services/services' {
  interface Services {
    /** Announcements: the seeded timeline, read state, live `system-notif-{userId}`. */
    systemNotifications: SystemNotificationService;
  }
}

export const systemNotificationsModule = defineModule({
  name: 'system-notifications',
  services: ({ store, clock, seed, onError, services }) => ({
    systemNotifications: new SystemNotificationService({
      store,
      hub: services.live,
      clock,
      seed,
      ...(onError ? { onError } : {}),
    }),
  }),
  routes: [
    { base: 'main', register: systemNotificationRoutes },
    { base: 'main', register: announceControlRoutes, controls: true },
  ],
  // The announcements' past days are written before the first request (a few dozen rows); the
  // timeline follows the moving fleet's mode.
  // Scheduled work: on the leader process only (STORE-14).
  lead: async ({ services, scheduler, liveFleet }) => {
    if (liveFleet === 'auto') await services.systemNotifications.start(scheduler);
  },
  stop: (services) => services.systemNotifications.stop(),
});
