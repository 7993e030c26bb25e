import { describe, expect, it } from 'vitest';
import { Compile } from 'typebox/compile';
import { PublicTrackingSchema, TRACKING_LINK_SHOWS } from '@armada/contracts/tracking-links';
import { firstNameOf, publicViewOf, type LinkFacts } from './public-view';

const NOW = Date.parse('2026-11-20T07:00:00Z');
const check = Compile(PublicTrackingSchema);

function facts(overrides: Partial<LinkFacts> = {}): LinkFacts {
  return {
    target: 'STOP',
    shows: [...TRACKING_LINK_SHOWS],
    expiresAt: NOW + 3_600_000,
    timeZone: 'Asia/Makassar',
    licensePlate: 'B 1234 XYZ',
    driverName: 'Budi Santoso',
    position: { latitude: -6.2, longitude: 106.8, heading: 370.4, reportedAt: NOW - 5_000 },
    stop: {
      status: 'EN_ROUTE',
      latitude: -6.25,
      longitude: 106.85,
      etaAt: NOW + 25 * 60_000,
      arrivedAt: null,
      departedAt: null,
      taskStarted: true,
    },
    ...overrides,
  };
}

describe('TRK-10, TRK-11 what a public view shows', () => {
  it('shows everything the link allows, in the contract shape, with the first name only', () => {
    const view = publicViewOf(facts(), NOW);
    expect(check.Check(view)).toBe(true);
    expect(view.license_plate).toBe('B 1234 XYZ');
    expect(view.driver_first_name).toBe('Budi');
    expect(view.position).toMatchObject({ latitude: -6.2, longitude: 106.8, heading: 10 });
    expect(view.stop?.eta_on).toBe('2026-11-20T14:25:00+07:00');
    expect(view).toMatchObject({
      time_zone: 'Asia/Makassar',
      utc_offset_minutes: 480,
      zone_label: 'WITA',
    });
    expect(JSON.stringify(view)).not.toContain('Santoso');
  });

  it('leaves out each member the link does not allow', () => {
    const view = publicViewOf(facts({ shows: ['eta'] }), NOW);
    expect(check.Check(view)).toBe(true);
    expect(view.license_plate).toBeNull();
    expect(view.driver_first_name).toBeNull();
    expect(view.position).toBeNull();
    expect(view.stop?.eta_on).not.toBeNull();
    expect(JSON.stringify(view)).not.toMatch(/B 1234|Budi|106\.8,/);

    const noEta = publicViewOf(facts({ shows: ['position'] }), NOW);
    expect(noEta.stop?.eta_on).toBeNull();
    expect(noEta.position).not.toBeNull();
  });

  it('stops showing the vehicle once the stop is settled, and says when it was delivered', () => {
    const delivered = publicViewOf(
      facts({
        stop: {
          status: 'DELIVERED',
          latitude: -6.25,
          longitude: 106.85,
          etaAt: null,
          arrivedAt: NOW - 600_000,
          departedAt: NOW - 60_000,
          taskStarted: true,
        },
      }),
      NOW,
    );
    expect(delivered.position).toBeNull();
    expect(delivered.stop?.status).toBe('DELIVERED');
    expect(delivered.stop?.delivered_on).toBe('2026-11-20T13:59:00+07:00');
    expect(delivered.stop?.eta_on).toBeNull();
  });

  it('does not show the vehicle before its task starts (it may be on another job)', () => {
    const planned = facts();
    const view = publicViewOf(
      {
        ...planned,
        stop: planned.stop && { ...planned.stop, status: 'PENDING', taskStarted: false },
      },
      NOW,
    );
    expect(view.position).toBeNull();
    expect(view.stop?.eta_on).not.toBeNull();
  });

  it('a vehicle link has no stop and shows the position while allowed', () => {
    const view = publicViewOf(facts({ target: 'VEHICLE', stop: null }), NOW);
    expect(check.Check(view)).toBe(true);
    expect(view.stop).toBeNull();
    expect(view.position).not.toBeNull();
  });

  it('takes the first word of a name', () => {
    expect(firstNameOf('  Siti  Rahayu ')).toBe('Siti');
    expect(firstNameOf('')).toBeNull();
    expect(firstNameOf(null)).toBeNull();
  });
});
