import { describe, expect, it } from 'vitest';
import { readServerEnv, simulatorOptionsOf } from './server-env';

describe('the standalone server’s options (server.ts)', () => {
  it('PLAN-10: ARMADA_SEEDED_PAST=none leaves out the seeded past and the seeded runs', () => {
    const options = simulatorOptionsOf(readServerEnv({ ARMADA_SEEDED_PAST: 'none' }));
    expect(options).toMatchObject({ drivingHistory: 'none', seededRuns: 'none' });
  });

  it('ARMADA_SEEDED_PAST=seed keeps both; unset leaves the defaults to the simulator', () => {
    expect(simulatorOptionsOf(readServerEnv({ ARMADA_SEEDED_PAST: 'seed' }))).toMatchObject({
      drivingHistory: 'seed',
      seededRuns: 'seed',
    });
    const unset = simulatorOptionsOf(readServerEnv({}));
    expect(unset.drivingHistory).toBeUndefined();
    expect(unset.seededRuns).toBeUndefined();
  });

  it('passes the fleet and store variables through', () => {
    const options = simulatorOptionsOf(
      readServerEnv({ ARMADA_SEED: '5', ARMADA_SIM_VEHICLES: '20', ARMADA_HISTORY_DAYS: '2' }),
    );
    expect(options).toMatchObject({ seed: 5, fleetSize: 20, historyRetentionDays: 2 });
  });
});
