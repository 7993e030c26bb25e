import { POSITION_LIMITS, type LivePosition } from '@armada/contracts/live';
import type { LiveHub } from '../../services/live-hub';
import type { FleetEventOf } from './fleet-events';
import { rememberScaled } from './fleet-persistence';
import type { FleetRuntime, FleetSubscriber } from './fleet-runtime';

/**
 * Live publishing, as a fleet subscriber (FLEET-2): after each tick, each company's vehicles
 * whose wire state changed go to its position subscribers as one batch.
 */
export class FleetPublisher implements FleetSubscriber {
  readonly name = 'live publishing';
  private fleet: FleetRuntime | null = null;
  /** The last published state of each row, scaled as on the wire: a change is a difference. */
  private sent = {
    lat: new Int32Array(0),
    lng: new Int32Array(0),
    hdg: new Int16Array(0),
    spd: new Int16Array(0),
    st: new Uint8Array(0),
  };

  readonly on = {
    positions: (event: FleetEventOf<'positions'>) => this.publish(event),
  };

  constructor(private readonly hub: LiveHub) {}

  attach(fleet: FleetRuntime): void {
    this.fleet = fleet;
    const { frame } = fleet.engines.motion;
    const n = frame.ids.length;
    this.sent = {
      lat: new Int32Array(n),
      lng: new Int32Array(n),
      hdg: new Int16Array(n),
      spd: new Int16Array(n),
      st: new Uint8Array(n),
    };
    rememberScaled(this.sent, frame);
  }

  private publish({ at, frame }: FleetEventOf<'positions'>): void {
    const fleet = this.fleet as FleetRuntime;
    const { hub } = this;
    const scale = POSITION_LIMITS.coordinateScale;
    const sent = this.sent;
    for (const [companyId, rows] of fleet.rowsOfCompany) {
      const listening = hub.hasPositionSubscribers(companyId);
      const changed: LivePosition[] = [];
      for (const i of rows) {
        const lat = Math.round((frame.latitude[i] ?? 0) * scale);
        const lng = Math.round((frame.longitude[i] ?? 0) * scale);
        const hdg = Math.round(frame.heading[i] ?? 0) % 360;
        const spd = Math.round(frame.speedKmh[i] ?? 0);
        const st = frame.status[i] ?? 0;
        if (
          lat === sent.lat[i] &&
          lng === sent.lng[i] &&
          hdg === sent.hdg[i] &&
          spd === sent.spd[i] &&
          st === sent.st[i]
        )
          continue;
        sent.lat[i] = lat;
        sent.lng[i] = lng;
        sent.hdg[i] = hdg;
        sent.spd[i] = spd;
        sent.st[i] = st;
        if (listening) changed.push(fleet.positionAt(i));
      }
      if (listening) {
        hub.publishPositions(companyId, at, changed);
        fleet.stats.batches++;
      }
    }
  }
}
