import { afterEach, beforeEach } from 'vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { resetClock } from '@/lib/clock';
import { registerCoreCatalogue } from '@/lib/i18n';
import { coreCatalogues } from '@/locales/all';

// The app loads English's core strings before the first paint of whoever chose it; tests start
// i18next in either language at once.
registerCoreCatalogue('en', coreCatalogues.en);

// findBy and waitFor wait on a condition; their 1 s default, and the 5 s some files set, made a
// busy machine fail tests that pass alone (docs/adr/0018). 20 s was still short at load average
// 20, while the browser tests ran beside the unit tests: a lazily loaded map took longer to
// transform (docs/adr/0027). A passing test never waits this long; the test's own bound is 60 s.
// Set before each test, so a file's own lower `configure` (at its top) is raised too.
const ASYNC_UTIL_TIMEOUT_MS = 45_000;
beforeEach(() => {
  if (getConfig().asyncUtilTimeout < ASYNC_UTIL_TIMEOUT_MS)
    configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });
});

// The component tests share one jsdom per worker (vitest.config.ts, `isolate: false`): each test
// leaves an empty document, empty storage and the system clock behind it.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  resetClock();
});
