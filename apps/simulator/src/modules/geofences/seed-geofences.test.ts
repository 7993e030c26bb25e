import { describe, expect, it } from 'vitest';
import { checkRoutePath, checkShape } from '@armada/contracts/geofences';
import { CORRIDORS } from '../../domain/roads/network-data';
import { TOLL_GATES } from './seed-geofences';

/** GEO-18: the seeded places lie where the fleet drives. */
describe('GEO-18 seeded geofences', () => {
  it('puts every toll gate on a point of a toll road', () => {
    const tollPoints = new Set(
      CORRIDORS.filter((c) => c.roadClass === 'toll').flatMap((c) =>
        c.points.map((p) => p.join(',')),
      ),
    );
    for (const gate of TOLL_GATES) expect(tollPoints.has(gate.at.join(',')), gate.name).toBe(true);
  });

  it('makes shapes and route lines that pass their own checks', () => {
    for (const gate of TOLL_GATES) {
      expect(checkShape({ type: 'CIRCLE', center: gate.at, radius_m: 250 }).ok).toBe(true);
    }
    for (const corridor of CORRIDORS.filter((c) => c.roadClass === 'arterial')) {
      expect(checkRoutePath(corridor.points.map(([lat, lng]) => [lat, lng])).ok, corridor.id).toBe(
        true,
      );
    }
  });
});
