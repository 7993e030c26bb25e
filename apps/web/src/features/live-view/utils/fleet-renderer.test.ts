import { describe, expect, it } from 'vitest';
import { chooseFleetRenderer } from './fleet-renderer';

describe('choosing how the fleet is drawn (LVIEW-2)', () => {
  it('LVIEW-2 draws with the GPU where WebGL2 exists and falls back to the canvas layer', () => {
    expect(chooseFleetRenderer('', () => true)).toBe('webgl');
    expect(chooseFleetRenderer('?type=vehicle&vehicleId=5', () => false)).toBe('canvas');
  });

  it('keeps the baselines the bench forces, without asking for a GPU', () => {
    const never = () => {
      throw new Error('not asked');
    };
    expect(chooseFleetRenderer('?renderer=canvas', never)).toBe('canvas');
    expect(chooseFleetRenderer('?renderer=markers', never)).toBe('markers');
    expect(chooseFleetRenderer('?renderer=webgl', never)).toBe('webgl');
    expect(chooseFleetRenderer('?renderer=other', () => true)).toBe('webgl');
  });
});
