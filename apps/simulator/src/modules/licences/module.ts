import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { LICENCE_MANAGER_PERMISSIONS } from '@armada/contracts/licences';
import { defineModule } from '../module';
import { LicenceReminders } from './licence-reminders';
import { LicenceService } from './licence-service';
import { LicenceStore } from './licence-store';
import { LICENCE_MIGRATIONS } from './migrations';
import { licenceRoutes, licenceScanRoutes, scanErrorHandler } from './routes';
import { ScanFiles } from './scan-files';
import { seededLicences } from './seed-licences';

declare module '../../services/services' {
  interface Services {
    /** Vehicle and driver documents, their scans and route planning flags (docs/rules/licences.md). */
    licences: LicenceService;
    /** LIC-10: the expiry reminders, on their own tick loop. */
    licenceReminders: LicenceReminders;
  }
}

/**
 * Licences and documents: SQL tables at migrations 31 and 32, scans as files under the media
 * folder, reminders through the announcements (ADR 0037), and the REST routes under `/api`.
 * After the fleet (vehicles, drivers) and the announcements it sends reminders through.
 */
export const licencesModule = defineModule({
  name: 'licences',
  migrations: LICENCE_MIGRATIONS,
  // LIC-9: administrators and operators (who hold the fleet management reads) keep documents.
  grants: {
    admin: LICENCE_MANAGER_PERMISSIONS,
    operator: LICENCE_MANAGER_PERMISSIONS,
  },
  services: ({ db, store, clock, media, services, onError }) => {
    const documents = new LicenceStore(db);
    const files = new ScanFiles(join(media?.dir ?? tmpdir(), 'licence-scans'));
    return {
      licences: new LicenceService({ documents, files, store, clock }),
      licenceReminders: new LicenceReminders({
        documents,
        store,
        clock,
        send: (companyId, draft, recipients) =>
          services.systemNotifications.announce(companyId, draft, recipients),
        ...(onError ? { onError } : {}),
      }),
    };
  },
  routes: [
    { base: 'main', register: licenceRoutes },
    { base: 'main', register: licenceScanRoutes, errorHandler: scanErrorHandler },
  ],
  seed: async ({ services, store, clock, seed }) => {
    const written = await services.licences.seed(seededLicences(store, seed, clock.now()));
    if (written > 0) await services.licenceReminders.settleQuietly(clock.now());
  },
  // Scheduled work: on the leader process only (STORE-14).
  lead: async ({ services, scheduler, liveFleet }) => {
    if (liveFleet === 'auto') services.licenceReminders.start(scheduler);
  },
  stop: (services) => services.licenceReminders.stop(),
});
