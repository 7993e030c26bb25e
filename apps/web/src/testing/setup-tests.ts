import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { resetClock } from '@/lib/clock';
import { registerCoreCatalogue } from '@/lib/i18n';
import { coreCatalogues } from '@/locales/all';

// The app loads English's core strings before the first paint of whoever chose it; tests start
// i18next in either language at once.
registerCoreCatalogue('en', coreCatalogues.en);

// Waits are on conditions; their bound only says when to give up. On a busy 2-core machine a
// lazy route's first import or a first render can take seconds, which is not a failure.
configure({ asyncUtilTimeout: 10_000 });

// The component tests share one jsdom per worker (vitest.config.ts, `isolate: false`): each test
// leaves an empty document, empty storage and the system clock behind it.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  resetClock();
});
