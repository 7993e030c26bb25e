import { STORE_MIGRATIONS } from '../../store/migrations';
import { AuthService, DEFAULT_SESSION_TTL_MS } from '../../services/auth-service';
import { LiveHub } from '../../services/live-hub';
import { registerLiveChannel } from '../../transport/live/live-channel-route';
import { defineModule } from '../module';
import { authRoutes } from './auth-routes';
import { sessionControlRoutes } from './control-routes';
import { whoamiRoutes } from './whoami-routes';

/** Sign-in, sessions and the live channel: what every other module builds on. */
export const platformModule = defineModule({
  name: 'platform',
  migrations: STORE_MIGRATIONS,
  services: ({ store, sessions, clock, sessionTtlMs }) => ({
    auth: new AuthService(store, sessions, clock, sessionTtlMs ?? DEFAULT_SESSION_TTL_MS),
    // LIVE-4: a company may follow `alert-center-{vehicleId}` of its own vehicles only.
    live: new LiveHub((auth, tag) => {
      const match = /^alert-center-([1-9][0-9]*)$/.exec(tag);
      return (
        match !== null && store.get('vehicles', auth.company.id, Number(match[1])) !== undefined
      );
    }),
  }),
  routes: [
    {
      base: 'auth',
      register: (app, services, prefix, settings) =>
        authRoutes({ secure: settings.secureCookies })(app, services, prefix),
    },
    { base: 'main', register: whoamiRoutes },
    { base: 'main', register: sessionControlRoutes, controls: true },
  ],
  register: (app, services) => registerLiveChannel(app, services),
});
