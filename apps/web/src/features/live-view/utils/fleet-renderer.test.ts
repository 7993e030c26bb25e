import { describe, expect, it } from 'vitest';
import { chooseFleetRenderer } from './fleet-renderer';

const yes = () => true;
const no = () => false;
const never = () => {
  throw new Error('not asked');
};

describe('choosing how the fleet is drawn (LVIEW-2)', () => {
  it('LVIEW-2 draws with the GPU where WebGL2 exists, else in a worker, else on the page', () => {
    expect(chooseFleetRenderer('', yes, never)).toBe('webgl');
    expect(chooseFleetRenderer('?type=vehicle&vehicleId=5', no, yes)).toBe('offscreen');
    expect(chooseFleetRenderer('?type=vehicle&vehicleId=5', no, no)).toBe('canvas');
  });

  it('keeps the baselines the bench forces, without asking for a GPU', () => {
    expect(chooseFleetRenderer('?renderer=canvas', never, never)).toBe('canvas');
    expect(chooseFleetRenderer('?renderer=markers', never, never)).toBe('markers');
    expect(chooseFleetRenderer('?renderer=webgl', never, never)).toBe('webgl');
    expect(chooseFleetRenderer('?renderer=other', yes, never)).toBe('webgl');
  });

  it('forces the worker only where the browser can run it', () => {
    expect(chooseFleetRenderer('?renderer=offscreen', never, yes)).toBe('offscreen');
    expect(chooseFleetRenderer('?renderer=offscreen', never, no)).toBe('canvas');
  });
});
