import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { MAINTENANCE_MANAGER_PERMISSIONS } from '@armada/contracts/maintenance';
import { PERMISSIONS } from '@armada/contracts/auth';
import { defineModule } from '../module';
import { MaintenanceService } from './maintenance-service';
import { MaintenanceStore } from './maintenance-store';
import { MaintenanceMeter } from './meter';
import { MAINTENANCE_MIGRATIONS } from './migrations';
import { maintenanceRoutes, registerPhotoRoute } from './routes';
import { seedMaintenance } from './seed-maintenance';

declare module '../../services/services' {
  interface Services {
    /** Service plans, the due list and work orders (docs/rules/maintenance.md). */
    maintenance: MaintenanceService;
    /** The odometer and engine hours the due list reads (MNT-4). */
    maintenanceMeter: MaintenanceMeter;
  }
}

/** MNT-4, MNT-13: the meters are saved and the due alerts checked every 10 minutes of fleet time. */
const CHECK_EVERY_MS = 10 * 60_000;

/**
 * Maintenance: SQL tables at migrations 29 and 30, a fleet subscriber that counts engine hours
 * and checks the due list, the REST routes under `/api/maintenance`, and the hooks through which
 * fleet availability and route planning learn which vehicles are in the workshop (MNT-10). After
 * the alerts, fleet planning and fleet availability modules, whose services it uses.
 */
export const maintenanceModule = defineModule({
  name: 'maintenance',
  migrations: MAINTENANCE_MIGRATIONS,
  grants: {
    admin: MAINTENANCE_MANAGER_PERMISSIONS,
    dispatcher: [PERMISSIONS.maintenanceRead],
  },
  services: ({ db, store: docs, clock, media, services }) => {
    const store = new MaintenanceStore(db);
    let service: MaintenanceService | null = null;
    const meter = new MaintenanceMeter({
      store,
      saveEveryMs: CHECK_EVERY_MS,
      onSaved: async (at) => {
        await service?.checkDue(at);
      },
    });
    services.liveFleet.subscribe(meter);
    service = new MaintenanceService({
      store,
      docs,
      clock,
      meter,
      photoDir: join(media?.dir ?? tmpdir(), 'maintenance'),
      raise: (alert) => {
        const live = services.liveFleet.latest(alert.vehicleId);
        services.alerts.raiseFromFleet({
          vehicleId: alert.vehicleId,
          code: alert.code,
          at: alert.at,
          position: { latitude: live?.latitude ?? 0, longitude: live?.longitude ?? 0 },
          value: alert.value,
          trigger: alert.trigger,
          subject: alert.subject,
        });
      },
    });
    const maintenance = service;
    // MNT-10: a vehicle in the workshop is MAINTENANCE in fleet availability (FA-4) and left
    // out of route planning on those days.
    services.fleetAvailability.provideMaintenance((companyId, fromDay, untilDay, vehicleIds) =>
      maintenance.absences(companyId, fromDay, untilDay, vehicleIds),
    );
    services.fleetPlanning.provideUnavailable(async (companyId, fromAt, untilAt) => {
      const absences = await maintenance.absences(
        companyId,
        maintenance.dayOf(companyId, fromAt),
        maintenance.dayOf(companyId, untilAt),
      );
      return new Map(absences.map((a) => [a.vehicleId, a.number]));
    });
    return { maintenance, maintenanceMeter: meter };
  },
  register: (app, services) => registerPhotoRoute(app, services),
  routes: [{ base: 'main', register: maintenanceRoutes }],
  seed: async ({ services, store, clock }) => {
    await seedMaintenance(services.maintenance, store, clock.now());
  },
  start: async ({ services }) => {
    await services.maintenanceMeter.load();
  },
});
