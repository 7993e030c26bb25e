import { ROUTE_OPTIMIZATION_CONSTANTS } from '@armada/contracts/route-optimization';

const { sliderBreakpointsPx, longWizardMinSteps } = ROUTE_OPTIMIZATION_CONSTANTS;

/**
 * How many steps the strip shows side by side at a viewport width (docs/rules/route-optimization.md
 * §2.2, §9): all from 1026 px, 6 at 1025 px, 3 from 640 px; below 640 px one at a time (the compact
 * free-scroll strip).
 */
export function visibleStepCount(widthPx: number, totalSteps: number): number {
  if (widthPx >= sliderBreakpointsPx.allSteps) return totalSteps;
  if (widthPx >= sliderBreakpointsPx.sixSteps) return Math.min(6, totalSteps);
  if (widthPx >= sliderBreakpointsPx.threeSteps) return Math.min(3, totalSteps);
  return 1;
}

/** A wizard of 6 steps or more uses the long style. */
export function isLongWizard(totalSteps: number): boolean {
  return totalSteps >= longWizardMinSteps;
}

export type StepState = 'past' | 'current' | 'future';

export function stepState(index: number, currentIndex: number): StepState {
  if (index < currentIndex) return 'past';
  return index === currentIndex ? 'current' : 'future';
}
