import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { FieldTask } from '../../engine/alerts/alert-engine';
import { ALERT_CODES } from '../../engine/alerts/alert-codes';
import { setFieldTaskSource } from '../alerts/fleet-alerts';
import { fleetTaskEtaType } from '@armada/contracts/live';
import type { FleetTaskEta } from '@armada/contracts/fleet-tasks';
import { toWibIso } from '../../domain/wib-time';
import { roadPathAt } from '../../engine/motion/road-matrix';
import { defineModule } from '../module';
import { DriverTaskService } from './driver-task-service';
import { FleetTaskRunner, proofSeedOf } from './fleet-task-runner';
import { FleetTaskService } from './fleet-task-service';
import { FleetTaskStore } from './fleet-task-store';
import { FLEET_TASK_MIGRATIONS } from './migrations';
import { deliveryOrderSink } from './order-status';
import { ProofFiles } from './proof-images';
import { fleetTaskRoutes, registerProofRoute } from './routes';

declare module '../../services/services' {
  interface Services {
    /** Fleet tasks: one vehicle's ordered stops for a day, and how the fleet drives them (FT-*). */
    fleetTasks: FleetTaskService;
    /** The driver's own tasks of today and the actions at a stop (FT-14 ... FT-20). */
    driverTasks: DriverTaskService;
    /** Drives the open tasks on the clock (TASK-3 ... TASK-5). */
    fleetTaskRunner: FleetTaskRunner;
  }
}

/** The runner's rounds, in real time (the simulated clock may run faster, TICK-*). */
const ROUND_MS = 10_000;

export const fleetTasksModule = defineModule({
  name: 'fleet-tasks',
  migrations: FLEET_TASK_MIGRATIONS,
  services: ({ db, store, clock, routeRuns, seed, media, onError, onInfo, services }) => {
    const tasks = new FleetTaskStore(db);
    // TASK-6: the alert engine reads this map, kept current by the service.
    const fieldTasks = new Map<number, FieldTask[]>();
    setFieldTaskSource(store, fieldTasks);
    const files = new ProofFiles(join(media?.dir ?? tmpdir(), 'fleet-tasks'));
    const fleetTasks = new FleetTaskService({
      tasks,
      store,
      clock,
      // FT-9: orders move through the delivery orders' own lifecycle (DLV-14).
      orders: deliveryOrderSink(services.deliveryOrders, onInfo),
      fieldTasks,
      runNumber: async (companyId, runId) => (await routeRuns.getRun(companyId, runId))?.number,
      // FT-2: a task made by hand is planned on the roads the fleet drives (TASK-7, TASK-9).
      road: (from, to, at) => roadPathAt(from, to, at),
      proofs: {
        files,
        seedOf: (taskId, sequence) => proofSeedOf(seed, taskId, sequence),
      },
    });
    // DLV-40: a delivery's detail shows its stop, the estimate, the proof and the vehicle.
    services.deliveryOrders.provideStops((companyId, orderId, taskId) =>
      fleetTasks.stopOfOrder(companyId, taskId, orderId, (vehicleId) => {
        const live = services.liveFleet.latest(vehicleId);
        // The last report, also from a device that dropped out (its time says how old).
        return live
          ? {
              latitude: live.latitude,
              longitude: live.longitude,
              heading: live.heading,
              reported_on: toWibIso(live.reportedAt),
            }
          : null;
      }),
    );
    // FT-13: every connection of the company hears its tasks' estimates; the fleet's subscribers
    // (the control tower's rules, webhooks) hear the same facts as an event.
    const publishEta = (companyId: number, payload: FleetTaskEta) => {
      services.live.publish({ type: fleetTaskEtaType(companyId), payload });
      services.liveFleet.runtime.report({ type: 'task', companyId, at: clock.now(), eta: payload });
    };
    const runner = new FleetTaskRunner({
      tasks,
      service: fleetTasks,
      clock,
      seed,
      proofs: files,
      ...(onError ? { onError } : {}),
      publish: publishEta,
      // TASK-8: a stop about to be late raises 137 once, pointing at its task.
      lateRisk: async (risk) => {
        await services.alerts.raiseForTask(
          risk.companyId,
          risk.vehicleId,
          ALERT_CODES.fieldTaskLate.code,
          risk.task,
        );
      },
      // TASK-9: the moving fleet drives what the tasks ask (once it has started).
      steer: (vehicleId, drive) => services.liveFleet.runtime.motion?.steer(vehicleId, drive),
      // TASK-10: the estimate of the leg under way keeps the vehicle's own pace.
      drivenShare: (vehicleId, to) =>
        services.liveFleet.runtime.motion?.drivenShare(vehicleId, to) ?? null,
    });
    // FT-30: the live view's vehicle card shows the task the vehicle drives now.
    services.liveFleet.provideTasks((vehicleId) => runner.taskOfVehicle(vehicleId));
    const driverTasks = new DriverTaskService({
      tasks,
      store,
      clock,
      service: fleetTasks,
      files,
      changed: publishEta,
    });
    return { fleetTasks, driverTasks, fleetTaskRunner: runner };
  },
  register: (app, services) => registerProofRoute(app, services),
  routes: [{ base: 'fleetPlanning', register: fleetTaskRoutes }],
  seed: async ({ services }) => {
    await services.fleetTasks.seed();
  },
  // TASK-3: the moving fleet drives the tasks; tests drive the runner themselves.
  start: async ({ services }) => {
    await services.fleetTasks.adoptPlanTasks();
    await services.fleetTasks.refreshFieldTasks();
  },
  // Scheduled work: on the leader process only (STORE-14).
  lead: async ({ services, liveFleet }) => {
    if (liveFleet === 'auto') services.fleetTaskRunner.start(ROUND_MS);
  },
  stop: (services) => services.fleetTaskRunner.stop(),
});
