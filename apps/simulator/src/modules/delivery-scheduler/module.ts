import { randomUUID } from 'node:crypto';
import { defineModule } from '../module';
import { AutoPlanService } from './auto-plan-service';
import { DeliveryScheduleService } from './delivery-schedule-service';
import { DELIVERY_SCHEDULER_MIGRATIONS } from './migrations';
import { deliverySchedulerRoutes, schedulerControlRoutes } from './routes';
import { SchedulerLoop } from './scheduler-loop';

declare module '../../services/services' {
  interface Services {
    /** Recurring deliveries that make their orders ahead of time (SCH-1 … SCH-13). */
    deliverySchedules: DeliveryScheduleService;
    /** The company's daily auto-plan of tomorrow's orders (SCH-14 … SCH-20). */
    deliveryAutoPlan: AutoPlanService;
    /** The minute tick of both (SCH-21). */
    deliveryScheduler: SchedulerLoop;
  }
}

/**
 * The delivery scheduler (docs/rules/delivery-scheduler.md): SQL tables at migration 20,
 * schedules, the auto-plan and their tick. Placed after delivery orders, fleet planning and
 * fleet tasks: it makes orders through their service (SCH-9) and submits runs and fleet tasks
 * through route optimization's (SCH-18, SCH-19).
 */
export const deliverySchedulerModule = defineModule({
  name: 'delivery-scheduler',
  migrations: DELIVERY_SCHEDULER_MIGRATIONS,
  services: ({ db, store, clock, speed, onError, services }) => {
    const deliverySchedules = new DeliveryScheduleService({
      db,
      store,
      clock,
      orders: services.deliveryOrders,
      ...(onError ? { onError } : {}),
    });
    const deliveryAutoPlan = new AutoPlanService({
      db,
      store,
      clock,
      orders: services.deliveryOrders,
      planning: services.fleetPlanning,
      schedules: deliverySchedules,
      processId: `sim-${randomUUID()}`,
      ...(onError ? { onError } : {}),
    });
    const deliveryScheduler = new SchedulerLoop({
      clock,
      schedules: deliverySchedules,
      autoPlan: deliveryAutoPlan,
      ...(speed === undefined ? {} : { speed }),
      ...(onError ? { onError } : {}),
    });
    return { deliverySchedules, deliveryAutoPlan, deliveryScheduler };
  },
  routes: [
    { base: 'order', register: deliverySchedulerRoutes },
    { base: 'main', register: schedulerControlRoutes, controls: true },
  ],
  // SCH-27: three paused schedules per company in a new world.
  seed: async ({ services }) => {
    await services.deliverySchedules.seed();
  },
  // SCH-21: the tick runs with the moving world; tests call `deliveryScheduler.pass()`.
  // Scheduled work: on the leader process only (STORE-14).
  lead: async ({ services, scheduler, liveFleet }) => {
    if (liveFleet === 'auto') services.deliveryScheduler.start(scheduler);
  },
  stop: (services) => services.deliveryScheduler.stop(),
});
