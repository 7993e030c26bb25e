import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { resetClock } from '@/lib/clock';

// The component tests share one jsdom per worker (vitest.config.ts, `isolate: false`): each test
// leaves an empty document, empty storage and the system clock behind it.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  resetClock();
});
