import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { resetClock } from '@/lib/clock';
import { registerCoreCatalogue } from '@/lib/i18n';
import { coreCatalogues } from '@/locales/all';
import { WAIT_BOUND } from './wait';

// The app loads English's core strings before the first paint of whoever chose it; tests start
// i18next in either language at once.
registerCoreCatalogue('en', coreCatalogues.en);

// findBy and waitFor wait on a condition up to WAIT_BOUND (their 1 s default failed tests on a
// busy machine). Set before each test, so a file's own lower `configure` (at its top) is raised
// too.
const ASYNC_UTIL_TIMEOUT_MS = WAIT_BOUND.timeout;
beforeEach(() => {
  if (getConfig().asyncUtilTimeout < ASYNC_UTIL_TIMEOUT_MS)
    configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });
});

// The component tests share one jsdom per worker (vitest.config.ts, `isolate: false`): each test
// leaves an empty document, empty storage and the system clock behind it. A lazy component's
// import that a test started is settled first: on a busy machine one could otherwise still be
// loading when the file ends and fail with EnvironmentTeardownError in the next file's tests
// (seen in a fresh-clone run: a lazy dialog that never came, and its tests waiting a minute).
afterEach(async () => {
  await vi.dynamicImportSettled();
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  resetClock();
});
