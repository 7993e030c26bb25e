import type { ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginRoute, logoutRoute, whoamiRoute } from '@armada/contracts/auth';
import { listAddressesRoute } from '@armada/contracts/customers';
import { listDeliveryOrdersRoute } from '@armada/contracts/delivery-orders';
import { listVehiclesRoute } from '@armada/contracts/fleet';
import { createFleetTaskRoute } from '@armada/contracts/fleet-tasks';
import {
  alertCenterNewType,
  alertCenterResolveType,
  fleetTaskEtaType,
  getVehicleLiveRoute,
  systemNotifType,
  type VehicleLiveDetail,
} from '@armada/contracts/live';
import {
  announceRoute,
  expireSessionRoute,
  raiseAlertsRoute,
} from '@armada/contracts/simulator-control';
import { LiveConnection, liveChannelUrl } from '../contract/lib/client';
import {
  Session,
  liftRunQuota,
  makeCustomer,
  raiseAlert,
  readCustomer,
  readAlertResolved,
  resolveAlert,
  runSubmit,
  settledRun,
  submitRun,
} from './lib/changes';
import { recordFigure } from './lib/figures';
import { PG_URL, dropSimulatorSchema, freshSchema, postgresReachable } from './lib/postgres';
import { startRoundRobin, type RoundRobin } from './lib/round-robin';
import { startGateway, startSimulator, type StartedServer } from './lib/servers';

/**
 * Scale-out (issues 12 and 29, docs/adr/0013-scale-out.md and 0063): TWO simulators on one
 * PostgreSQL schema (dropped at the end) and TWO gateways in upstream mode, gateway 0 in front of
 * simulator 0 (the first started: the leader) and gateway 1 in front of simulator 1 (a follower),
 * behind a round-robin balancer (lib/round-robin.ts) that sends each request and each live
 * connection to the next gateway in turn. Through the balancer only:
 * - a session signed in through one gateway works through the other; a logout, or an expiry,
 *   through one ends it on both (each simulator reads sessions from SQL);
 * - a one-time live-channel token fetched through one gateway is taken through the other, once;
 * - every kind of live message crosses the simulators (STORE-15): an alert raised on the leader,
 *   its resolve and an announcement made on the follower, the leader's position batches, route
 *   runs and fleet-task estimates reach a client attached through the other gateway, and a
 *   vehicle's card read through the follower has the leader's task and telemetry (STORE-18);
 * - route runs submitted through either gateway are each solved once (one SOLVED message);
 * - the sign-in rate limit, counted in Redis (REDIS_URL), holds across both gateways: the limit,
 *   not twice the limit (per gateway, as before, when Redis does not answer);
 * - a customer created on each simulator is kept and read on the other (STORE-10, STORE-16);
 * - the leader killed (SIGKILL), the follower takes the lead and the fleet moves again (STORE-14).
 * Skipped with a warning when PostgreSQL does not answer.
 */

const RUNS = 4;
/** Failed sign-ins each gateway allows per window (LOGIN_RATE_LIMIT_MAX), small to keep it quick. */
const LOGIN_MAX = 3;

/** Redis (docs/stack.md): the gateways share the sign-in limit there when it answers. */
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
/** How often the follower tries to take the lead (ARMADA_LEADER_POLL_MS), small to keep it quick. */
const LEADER_POLL_MS = 300;

function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

const pgReachable = await postgresReachable(PG_URL);
if (!pgReachable) {
  console.warn(`PostgreSQL at ${PG_URL} is unreachable; the scale-out test is skipped.`);
}
const redisShared = pgReachable && (await redisAnswers(REDIS_URL));
if (pgReachable && !redisShared) {
  console.warn(`Redis at ${REDIS_URL} does not answer; the sign-in limit is checked per gateway.`);
}
const schema = freshSchema('rel_scale');

const simulators: StartedServer[] = [];
const servers: StartedServer[] = [];
let balancer: RoundRobin | undefined;
let began = 0;
const sockets: LiveConnection[] = [];

/** A live frame as the checks below read it: a frame without a payload reads as an empty one. */
interface Frame {
  type?: string;
  payload: unknown;
}
/** A check of live frames, for LiveConnection's `waitFor` and its `messages`. */
const frames =
  (match: (frame: Frame) => boolean) =>
  (message: unknown): boolean => {
    const { type, payload } = (typeof message === 'object' && message !== null ? message : {}) as {
      type?: string;
      payload?: unknown;
    };
    return match({ type, payload: payload ?? {} });
  };

/** The balancer's origin; set once beforeAll ran. */
function lb(): RoundRobin {
  if (!balancer) throw new Error('the balancer did not start');
  return balancer;
}

/** The gateway the last routed call went to. */
const lastTarget = () => lb().log.at(-1)?.target ?? -1;

async function live(session: Session, target: number): Promise<LiveConnection> {
  // The token through the same gateway too: after the failover only one simulator answers.
  await lb().steer(target);
  const token = await session.wsToken();
  await lb().steer(target);
  const client = await LiveConnection.open(liveChannelUrl(lb().origin, token));
  sockets.push(client);
  return client;
}

/** SIGKILL to the server's process group (sh -c exec node …), as durability.test.ts does. */
function killNine(child: ChildProcess): void {
  try {
    process.kill(-(child.pid ?? 0), 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
}

/** The role a simulator's /readyz reports (STORE-14), or 'down'. */
async function roleOf(server: StartedServer): Promise<string> {
  try {
    const response = await fetch(`${server.origin}/readyz`, { signal: AbortSignal.timeout(5_000) });
    return ((await response.json()) as { role?: string }).role ?? 'none';
  } catch {
    return 'down';
  }
}

/**
 * A fleet task of one order on the last vehicle, planned to leave 6 minutes before `now` (FT-2):
 * past the runner's spread of up to 5 minutes around the planned departure (TASK-3).
 */
async function makeTaskDueNow(
  session: Session,
  now: number,
): Promise<{ taskId: number; vehicleId: number }> {
  type Rows<T> = { data: { paginated_result: T[] } };
  const orders = (
    await session.ok<Rows<{ id: number }>>(
      'GET',
      `${listDeliveryOrdersRoute.url}?limit=1&sorts=id%20desc&filters=${encodeURIComponent(
        'status.name in CONFIRMED,RESCHEDULED',
      )}&filters=${encodeURIComponent('vendor.id is null')}`,
    )
  ).data.paginated_result;
  const vehicles = (
    await session.ok<Rows<{ id: number }>>(
      'GET',
      `${listVehiclesRoute.url}?limit=1&parent_only=true&sorts=id%20desc`,
    )
  ).data.paginated_result;
  const depot = (
    await session.ok<Rows<{ id: number; is_depot: boolean }>>(
      'GET',
      `${listAddressesRoute.url}?limit=1000`,
    )
  ).data.paginated_result.find((address) => address.is_depot);
  if (!orders[0] || !vehicles[0] || !depot) throw new Error('no order, vehicle or depot');
  const created = await session.ok<{ data: { id: number } }>('POST', createFleetTaskRoute.url, {
    vehicle_id: vehicles[0].id,
    start_address_id: depot.id,
    departure_on: wibIso(now - 6 * 60_000),
    delivery_order_ids: [orders[0].id],
  });
  return { taskId: created.data.id, vehicleId: vehicles[0].id };
}

/** `2026-11-24T10:00:00+07:00` for an epoch millisecond. */
function wibIso(ms: number): string {
  const hour = 3_600_000;
  return `${new Date(Math.floor(ms / 1000) * 1000 + 7 * hour).toISOString().slice(0, 19)}+07:00`;
}

/** Waits for `check` to hold, looking every 100 ms; `bound` only catches a hang. */
async function until(check: () => Promise<boolean>, what: string, bound = 30_000): Promise<void> {
  for (const end = performance.now() + bound; performance.now() < end;) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: not within ${bound} ms`);
}

describe.skipIf(!pgReachable)(
  'two gateways and two simulators on PostgreSQL behind a round-robin balancer',
  () => {
    beforeAll(async () => {
      began = performance.now();
      const env = {
        DATABASE_URL: PG_URL,
        DATABASE_SCHEMA: schema,
        ARMADA_SOLVE_BUDGET_MS: '100',
        ARMADA_LEADER_POLL_MS: String(LEADER_POLL_MS),
        LOG_LEVEL: 'warn',
      };
      // One after the other: the first seeds the world and takes the lead, the second finds both.
      simulators.push(await startSimulator({ extraEnv: env }));
      simulators.push(await startSimulator({ extraEnv: env }));
      servers.push(...simulators);
      const prefix = `armada-rel-${schema}:`;
      const gateways = await Promise.all(
        simulators.map((simulator) =>
          startGateway({
            backend: 'upstream',
            upstreamOrigin: simulator.origin,
            extraEnv: {
              LOG_LEVEL: 'warn',
              LOGIN_RATE_LIMIT_MAX: String(LOGIN_MAX),
              ...(redisShared ? { REDIS_URL, REDIS_KEY_PREFIX: prefix } : {}),
            },
          }),
        ),
      );
      servers.push(...gateways);
      balancer = await startRoundRobin(gateways.map((gateway: StartedServer) => gateway.origin));
      await liftRunQuota(await Session.signIn(lb().origin));
    });

    afterAll(async () => {
      await Promise.all(sockets.splice(0).map((socket) => socket.close()));
      await balancer?.close();
      await Promise.all(servers.splice(0).map((server) => server.stop()));
      if (pgReachable) await dropSimulatorSchema(schema);
      if (began > 0) {
        const counts = balancer?.counts() ?? [];
        recordFigure({
          area: 'scale-out',
          name: 'calls and live connections per gateway through the balancer',
          value: counts.join(' / '),
        });
        recordFigure({
          area: 'scale-out',
          name: 'wall clock with 4 server starts and a failover (s)',
          value: ((performance.now() - began) / 1000).toFixed(1),
          target: '≤ 60',
        });
      }
    });

    it('the first simulator leads, the second follows', async () => {
      const [first, second] = simulators;
      if (!first || !second) throw new Error('no simulators');
      expect([await roleOf(first), await roleOf(second)]).toEqual(['leader', 'follower']);
    });

    it('a session signed in through one gateway works through the other; logout ends it on both', async () => {
      const session = await Session.signIn(lb().origin);
      const signedInOn = lastTarget();
      const me = await session.request('GET', whoamiRoute.url);
      expect(me.status).toBe(200);
      expect(lastTarget()).not.toBe(signedInOn);
      // And back: each gateway answered for the same session.
      expect((await session.request('GET', whoamiRoute.url)).status).toBe(200);
      expect(lastTarget()).toBe(signedInOn);

      // A live connection of the session on simulator 1; the logout goes to simulator 0.
      const watching = await live(session, 1);
      const closed = new Promise<number>((resolve) =>
        watching.socket.once('close', (code: number) => resolve(code)),
      );
      await lb().steer(0);
      expect((await session.request('POST', logoutRoute.url)).status).toBeLessThan(300);
      const loggedOutOn = lastTarget();
      expect(loggedOutOn).toBe(0);
      // LIVE-7 on every process: the other simulator ends the connection too (1008).
      expect(await closed).toBe(1008);
      const afterOther = await session.request('GET', whoamiRoute.url);
      expect(lastTarget()).not.toBe(loggedOutOn);
      expect(afterOther.status).toBe(401);
      expect((await session.request('GET', whoamiRoute.url)).status).toBe(401);

      // Expired through one simulator (the controls set its expiry to now): refused on both.
      const expiring = await Session.signIn(lb().origin);
      expect((await expiring.request('GET', whoamiRoute.url)).status).toBe(200);
      await lb().steer(0);
      await expiring.ok('POST', expireSessionRoute.url, {});
      const refused = [];
      for (const target of [1, 0]) {
        await lb().steer(target);
        refused.push((await expiring.request('GET', whoamiRoute.url)).status);
      }
      expect(refused).toEqual([401, 401]);
      recordFigure({
        area: 'scale-out',
        name: 'session: used, logged out (its live connection on the other simulator closed) and expired across both',
        value: 'ok',
      });
    });

    it('a live-channel token fetched through one gateway is taken through the other, once', async () => {
      const session = await Session.signIn(lb().origin);
      const token = await session.wsToken();
      const fetchedOn = lastTarget();
      await lb().steer(1 - fetchedOn);
      const client = await LiveConnection.open(liveChannelUrl(lb().origin, token));
      sockets.push(client);
      expect(lastTarget()).toBe(1 - fetchedOn);
      client.send({ type: 'PING' });
      await client.waitFor(
        frames((m) => m.type === 'PONG'),
        10_000,
      );

      // The second use, through either gateway, is refused.
      for (const target of [fetchedOn, 1 - fetchedOn]) {
        await lb().steer(target);
        await expect(LiveConnection.open(liveChannelUrl(lb().origin, token))).rejects.toThrow(
          /refused with HTTP 401/,
        );
      }
      recordFigure({
        area: 'scale-out',
        name: 'one-time live token: taken across gateways, refused on reuse (2 of 2)',
        value: 'ok',
      });
    });

    it('every kind of live message crosses the two simulators (STORE-15)', async () => {
      const watcher = await Session.signIn(lb().origin);
      const actor = await Session.signIn(lb().origin);
      const me = (
        await watcher.ok<{ data: { userId: number; companyId: number } }>('GET', whoamiRoute.url)
      ).data;
      // One client on each simulator: 0 (the leader) and 1 (the follower).
      const onLeader = await live(watcher, 0);
      const onFollower = await live(watcher, 1);
      onFollower.send({ type: 'positions_subscribe', payload: {} });
      const crossed: string[] = [];

      // Positions: the leader moves the fleet; its batches reach the follower's client.
      await onFollower.waitFor(
        frames(
          (m) =>
            m.type === 'positions_batch' &&
            ((m.payload as { ids?: number[] }).ids?.length ?? 0) > 0,
        ),
        20_000,
      );
      crossed.push('position batch');
      // And the follower's REST answers read them: a vehicle that moved in a relayed batch is
      // listed through gateway 1 with a report at least that recent (FLEET-5, STORE-15).
      const batch = onFollower.messages.find(
        frames(
          (m) =>
            m.type === 'positions_batch' &&
            ((m.payload as { ids?: number[] }).ids?.length ?? 0) > 0,
        ),
      ) as { payload: { t: number; ids: number[]; age: number[] } };
      const movedId = batch.payload.ids[0] ?? 0;
      // The batch's time less the first vehicle's age (seconds), to the second.
      const reportedAt = batch.payload.t - 1000 * ((batch.payload.age[0] ?? 0) + 1);
      await until(async () => {
        await lb().steer(1);
        const vehicles = (
          await watcher.ok<{
            data: { paginated_result: { id: number; position: { recorded_on: string } }[] };
          }>('GET', `${listVehiclesRoute.url}?limit=1000&parent_only=true`)
        ).data.paginated_result;
        const moved = vehicles.find((vehicle) => vehicle.id === movedId);
        return Date.parse(moved?.position.recorded_on ?? '') >= reportedAt;
      }, 'the follower listing a relayed position');

      // An alert raised on the leader (the fleet's engine runs there) reaches the follower.
      await lb().steer(0);
      const alert = await raiseAlert(actor);
      expect(lb().log.at(-1)?.target).toBe(0);
      // A fleet task made through the follower, due now on the simulators' clock (the alert's
      // time): the leader's task runner starts it at its next round (every 10 s) and publishes
      // its estimates; checked last, so the round runs while the other kinds cross.
      await lb().steer(1);
      const { taskId, vehicleId } = await makeTaskDueNow(actor, Date.parse(alert.createdOn));
      await onFollower.waitFor(
        frames(
          (m) =>
            m.type === alertCenterNewType(me.userId) &&
            (m.payload as { rawAlertId?: string }).rawAlertId === alert.rawAlertId,
        ),
        10_000,
      );
      crossed.push('alert raised');

      // Resolved through the follower: the company's resolve reaches the leader's client.
      await lb().steer(1);
      await resolveAlert(actor, alert);
      expect(lb().log.at(-1)?.target).toBe(1);
      await onLeader.waitFor(
        frames((m) => m.type === alertCenterResolveType(me.companyId)),
        10_000,
      );
      expect(await readAlertResolved(actor, alert.rawAlertId)).toBe(true);
      crossed.push('alert resolved');

      // An announcement made on the follower reaches the user's client on the leader.
      await lb().steer(1);
      await watcher.ok('POST', announceRoute.url, { title: 'Scale-out check' });
      await onLeader.waitFor(
        frames(
          (m) =>
            m.type === systemNotifType(me.userId) &&
            JSON.stringify(m.payload).includes('Scale-out check'),
        ),
        10_000,
      );
      crossed.push('announcement');

      // A route run submitted through the follower: each simulator's client sees it SOLVED.
      const submit = await runSubmit(actor);
      await lb().steer(1);
      const runId = await submitRun(actor, submit);
      expect(lb().log.at(-1)?.target).toBe(1);
      for (const client of [onLeader, onFollower]) {
        await client.waitFor(
          frames(
            (m) =>
              /^route-optimization-\d+$/.test(m.type ?? '') &&
              (m.payload as { id?: number }).id === runId &&
              (m.payload as { status?: string }).status === 'SOLVED',
          ),
          20_000,
        );
      }
      crossed.push('route run');

      // Fleet tasks run on the leader (its task runner, every 10 s): their estimates, a task's
      // status with them, reach the follower's client.
      await onLeader.waitFor(
        frames(
          (m) =>
            m.type === fleetTaskEtaType(me.companyId) &&
            (m.payload as { task_id?: number }).task_id === taskId,
        ),
        30_000,
      );
      crossed.push('fleet task and ETA');

      // STORE-18: the card of the task's vehicle read through the follower is the leader's: the
      // task it drives (FT-30) and its telemetry are in the memory of the process moving it.
      await until(async () => {
        await lb().steer(1);
        const card = (
          await watcher.ok<{ data: VehicleLiveDetail }>(
            'GET',
            getVehicleLiveRoute.url.replace(':id', String(vehicleId)),
          )
        ).data;
        expect(lb().log.at(-1)?.target).toBe(1);
        return card.task?.id === taskId && card.odometer_km > 0;
      }, "the follower's card of the task's vehicle");
      crossed.push('vehicle card');

      recordFigure({
        area: 'scale-out',
        name: `live message kinds crossing the two simulators (${crossed.join(', ')})`,
        value: `${crossed.length} of 7`,
        target: '7 of 7',
      });
      expect(crossed).toHaveLength(7);
    });

    it('route runs submitted through either gateway are each solved once', async () => {
      const session = await Session.signIn(lb().origin);
      const watchers = [await live(session, 0), await live(session, 1)];
      const submit = await runSubmit(session);
      const submittedOn: number[] = [];
      const ids: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        ids.push(await submitRun(session, submit));
        submittedOn.push(lastTarget());
      }
      expect(new Set(submittedOn).size, 'runs went through both gateways').toBe(2);
      const runs = await Promise.all(ids.map((id) => settledRun(session, id, 30_000)));
      expect(runs.map((run) => run?.status)).toEqual(ids.map(() => 'SOLVED'));
      expect(runs.map((run) => run?.version)).toEqual(ids.map(() => 1));
      // Every client, whichever gateway it is on, sees each run SOLVED exactly once.
      for (const watcher of watchers) {
        for (const id of ids) {
          await watcher.waitFor(
            frames(
              (m) =>
                (m.payload as { id?: number }).id === id &&
                (m.payload as { status?: string }).status === 'SOLVED',
            ),
            10_000,
          );
        }
      }
      const solvedMessages = watchers.map((watcher) =>
        ids.map(
          (id) =>
            watcher.messages.filter(
              frames(
                (m) =>
                  /^route-optimization-\d+$/.test(m.type ?? '') &&
                  (m.payload as { id?: number }).id === id &&
                  (m.payload as { status?: string }).status === 'SOLVED',
              ),
            ).length,
        ),
      );
      expect(solvedMessages).toEqual(watchers.map(() => ids.map(() => 1)));
      recordFigure({
        area: 'scale-out',
        name: `route runs submitted through both gateways, solved once each`,
        value: `${runs.filter((run) => run?.status === 'SOLVED').length} of ${RUNS}`,
        target: `${RUNS} of ${RUNS}`,
      });
    });

    it('the sign-in rate limit is shared by both gateways (Redis): the limit, not twice it', async () => {
      let refusedAfter = -1;
      for (let attempt = 0; attempt < 2 * LOGIN_MAX + 2; attempt++) {
        const response = await fetch(`${lb().origin}${loginRoute.url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'driver', password: 'not-the-password' }),
        });
        await response.arrayBuffer();
        if (response.status === 429) {
          refusedAfter = attempt;
          break;
        }
        expect(response.status).toBe(401);
      }
      recordFigure({
        area: 'scale-out',
        name: `failed sign-ins before 429 through 2 gateways (limit ${LOGIN_MAX}, ${
          redisShared ? 'shared in Redis' : 'Redis down: per gateway'
        })`,
        value: String(refusedAfter),
        target: redisShared ? String(LOGIN_MAX) : `${LOGIN_MAX} to ${2 * LOGIN_MAX}`,
      });
      if (redisShared) {
        expect(refusedAfter).toBe(LOGIN_MAX);
      } else {
        expect(refusedAfter).toBeGreaterThanOrEqual(LOGIN_MAX);
        expect(refusedAfter).toBeLessThanOrEqual(2 * LOGIN_MAX);
      }
    });

    it("each simulator keeps and reads the other's new records (STORE-10, STORE-16)", async () => {
      const [first, second] = simulators;
      if (!first || !second) throw new Error('no simulators');
      const onFirst = await Session.signIn(first.origin);
      const onSecond = onFirst.via(second.origin);
      const a = await makeCustomer(onFirst, 'made on the first simulator');
      const b = await makeCustomer(onSecond, 'made on the second simulator');
      expect(b).not.toBe(a);
      const kept = [
        await readCustomer(onFirst, a, 'made on the first simulator'),
        await readCustomer(onSecond, b, 'made on the second simulator'),
        await readCustomer(onSecond, a, 'made on the first simulator'),
        await readCustomer(onFirst, b, 'made on the second simulator'),
      ].filter(Boolean).length;
      recordFigure({
        area: 'scale-out',
        name: 'two simulators on one schema: customers created on each, kept and read on both',
        value: `${kept} of 4`,
        target: '4 of 4',
      });
      expect(kept).toBe(4);
    });

    it('the leader killed, the follower takes the lead and the fleet moves again (STORE-14)', async () => {
      const [first, second] = simulators;
      if (!first || !second) throw new Error('no simulators');
      const session = await Session.signIn(lb().origin);
      killNine(first.child);
      await until(async () => (await roleOf(first)) === 'down', 'the leader gone');
      await until(async () => (await roleOf(second)) === 'leader', 'the follower leading');
      // The new leader's own fleet: positions and alerts on demand, through gateway 1.
      const client = await live(session, 1);
      client.send({ type: 'positions_subscribe', payload: {} });
      const batches = () =>
        client.messages.filter(
          frames(
            (m) =>
              m.type === 'positions_batch' &&
              ((m.payload as { ids?: number[] }).ids?.length ?? 0) > 0,
          ),
        ).length;
      await until(async () => batches() >= 2, 'position batches from the new leader');
      await until(async () => {
        await lb().steer(1);
        return (
          (await session.request('POST', raiseAlertsRoute.url, { level: 'urgent' })).status === 201
        );
      }, 'an alert raised on the new leader');
      recordFigure({
        area: 'scale-out',
        name: 'leader killed: the follower leads, moves the fleet and raises alerts',
        value: 'ok',
      });
    });
  },
);
