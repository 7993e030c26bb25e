import { defineModule } from '../module';
import { FleetTaskService } from './fleet-task-service';
import { FleetTaskStore } from './fleet-task-store';
import { FLEET_TASK_MIGRATIONS } from './migrations';
import { loggingOrderStatusSink } from './order-status';
import { fleetTaskRoutes } from './routes';

declare module '../../services/services' {
  interface Services {
    /** Fleet tasks: one vehicle's ordered stops for a day, and how the fleet drives them (FT-*). */
    fleetTasks: FleetTaskService;
  }
}

export const fleetTasksModule = defineModule({
  name: 'fleet-tasks',
  migrations: FLEET_TASK_MIGRATIONS,
  services: ({ db, store, clock, routeRuns }) => {
    const tasks = new FleetTaskStore(db);
    return {
      fleetTasks: new FleetTaskService({
        tasks,
        store,
        clock,
        // FT-9: connected to the delivery orders' own transition method at merge.
        orders: loggingOrderStatusSink(),
        runNumber: async (companyId, runId) => (await routeRuns.getRun(companyId, runId))?.number,
      }),
    };
  },
  routes: [{ base: 'fleetPlanning', register: fleetTaskRoutes }],
  seed: async ({ services }) => {
    await services.fleetTasks.seed();
  },
});
