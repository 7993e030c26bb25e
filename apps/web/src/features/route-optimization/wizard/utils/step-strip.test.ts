import { describe, expect, it } from 'vitest';
import { isLongWizard, stepState, visibleStepCount } from './step-strip';

describe('step strip (docs/rules/route-optimization.md §2.1, §2.2, §9)', () => {
  it('shows 3 steps from 640 px, 6 at 1025 px and all from 1026 px', () => {
    expect(visibleStepCount(639, 8)).toBe(1);
    expect(visibleStepCount(640, 8)).toBe(3);
    expect(visibleStepCount(1024, 8)).toBe(3);
    expect(visibleStepCount(1025, 8)).toBe(6);
    expect(visibleStepCount(1026, 8)).toBe(8);
    expect(visibleStepCount(640, 2)).toBe(2);
  });
  it('uses the long style from 6 steps', () => {
    expect(isLongWizard(5)).toBe(false);
    expect(isLongWizard(6)).toBe(true);
  });
  it('marks past, current and future steps', () => {
    expect([0, 1, 2].map((i) => stepState(i, 1))).toEqual(['past', 'current', 'future']);
  });
});
