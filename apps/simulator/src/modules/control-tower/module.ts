import type { ControlTowerLive } from '@armada/contracts/control-tower';
import { liveMessageType } from '@armada/contracts/live';
import { toWibIso } from '../../domain/wib-time';
import { FleetTaskStore } from '../fleet-tasks/fleet-task-store';
import { defineModule } from '../module';
import { Names } from './board';
import { ControlTowerFeed } from './control-tower-feed';
import { ControlTowerService } from './control-tower-service';
import { ExceptionRules } from './exception-rules';
import { ExceptionStore } from './exception-store';
import { CONTROL_TOWER_MIGRATIONS } from './migrations';
import { controlTowerControlRoutes, controlTowerRoutes } from './routes';

declare module '../../services/services' {
  interface Services {
    /** The control tower's board and exception queue (docs/rules/control-tower.md). */
    controlTower: ControlTowerService;
    /** Its fleet subscriber: the exception rules on the moving fleet and the task rounds. */
    controlTowerFeed: ControlTowerFeed;
  }
}

const dayOf = (at: number): string => toWibIso(at).slice(0, 10);

/**
 * The control tower: a fleet subscriber runs the exception rules on the moving fleet's ticks and
 * the task runner's rounds, an SQL table keeps the exceptions, REST routes read the board and
 * act on the queue, and `control-tower-{companyId}` live messages carry every change. Placed
 * after fleet tasks, whose stored tasks it reads.
 */
export const controlTowerModule = defineModule({
  name: 'control-tower',
  migrations: CONTROL_TOWER_MIGRATIONS,
  services: ({ db, store, clock, services }) => {
    const tasks = new FleetTaskStore(db);
    const exceptions = new ExceptionStore(db);
    const names = new Names(store);
    const publish = (companyId: number, payload: ControlTowerLive) =>
      services.live.publish({ type: liveMessageType('control-tower', companyId), payload });
    const feed = new ControlTowerFeed({
      tasks,
      exceptions,
      rules: new ExceptionRules(),
      names,
      dayOf,
      publish,
    });
    services.liveFleet.subscribe(feed);
    const controlTower = new ControlTowerService({
      tasks,
      exceptions,
      store,
      names,
      clock,
      dayOf,
      live: (vehicleId) => services.liveFleet.latest(vehicleId),
      publish,
    });
    return { controlTower, controlTowerFeed: feed };
  },
  routes: [
    { base: 'fleetPlanning', register: controlTowerRoutes },
    { base: 'main', register: controlTowerControlRoutes, controls: true },
  ],
});
