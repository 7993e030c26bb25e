import type { AuthService } from './auth-service';
import type { LiveHub } from './live-hub';

/**
 * Everything the transport layer calls, built once per simulator by the modules
 * (modules/registry.ts). Sign-in and the live channel are here; every other module adds its own
 * services to this interface from its module.ts (`declare module '../../services/services'`).
 */
export interface Services {
  auth: AuthService;
  live: LiveHub;
}
