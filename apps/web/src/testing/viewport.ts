import { vi } from 'vitest';

/**
 * Makes the window as wide as a real screen for one test (jsdom's is 1024 px) and tells
 * listeners; vitest's `unstubGlobals` puts the width back after the test.
 */
export function setViewportWidth(width: number): void {
  vi.stubGlobal('innerWidth', width);
  window.dispatchEvent(new Event('resize'));
}
