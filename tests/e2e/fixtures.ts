import { test as base, expect } from '@playwright/test';
import { E2E_NOW, authFile, e2eBaseUrls, gatewayIndex } from './e2e-env';
import type { DemoUser } from './helpers';
import { dismissForSession, keepPromotionsAway, withoutLiveAlerts } from './returning-user';

/**
 * The one import for browser tests: `import { test, expect } from './fixtures'`.
 *
 * - The page clock starts at `E2E_NOW` (a Saturday mid-month unless the harness pins another
 *   day with `--e2e-date`) and runs on from there: no test reads the real date. A test that
 *   needs a day of its own calls `page.clock.install({ time })` or sets `clockAt`.
 * - The promotional banner and the feedback survey stay away: the banner lookup answers a banner
 *   for no weekday, the survey status answers "already answered this month". A test about them
 *   opts in with `test.use({ promos: 'on' })` and pins its own day.
 * - The contact reminder counts as closed (operator and driver lack a contact); a test about it
 *   opts in with `test.use({ contactReminder: 'on' })`.
 * - `test.use({ account: 'admin' })` starts signed in as that demo account from the session the
 *   global setup saved (storage state); `signInViaApi` in helpers.ts reuses the same sessions.
 * - The notification onboarding modal (docs/rules/alert-center.md §4; both demo companies start
 *   without the setup) stays away: the session says it was dismissed. A test about it opts in with
 *   `test.use({ onboarding: 'on' })`.
 * - New alerts do not arrive live: the moving fleet raises alerts of its own, and their pop-ups
 *   would cover what a test clicks next. The alert center still lists them when it fetches. A test
 *   about live alerts opts in with `test.use({ liveAlerts: 'on' })`.
 * - Each worker talks to its own gateway (`E2E_BASE_URLS`, one data directory each).
 */
export interface E2eOptions {
  /** Where the page clock starts (ISO 8601); null leaves the page clock alone. */
  clockAt: string | null;
  /** 'off' (default): no banner day and the survey already answered; 'on': the real answers. */
  promos: 'on' | 'off';
  /** Signed in from the saved session of this demo account; null: signed out. */
  account: DemoUser | null;
  /** 'off' (default): the onboarding modal counts as dismissed this session; 'on': it shows. */
  onboarding: 'on' | 'off';
  /**
   * 'off' (default): the contact reminder counts as closed this session, so it never covers a
   * page of the demo accounts missing a contact; 'on': the real rule (contact-reminder.spec.ts).
   */
  contactReminder: 'on' | 'off';
  /** 'off' (default): new-alert live messages are dropped in the page; 'on': they arrive. */
  liveAlerts: 'on' | 'off';
}

export const test = base.extend<E2eOptions>({
  clockAt: [E2E_NOW, { option: true }],
  promos: ['off', { option: true }],
  account: [null, { option: true }],
  onboarding: ['off', { option: true }],
  contactReminder: ['off', { option: true }],
  liveAlerts: ['off', { option: true }],

  baseURL: async ({ baseURL }, use, testInfo) => {
    const urls = e2eBaseUrls();
    await use(urls[gatewayIndex(testInfo.parallelIndex)] ?? baseURL);
  },

  storageState: async ({ storageState, account }, use, testInfo) => {
    await use(account ? authFile(gatewayIndex(testInfo.parallelIndex), account) : storageState);
  },

  context: async ({ context, clockAt, promos, onboarding, contactReminder, liveAlerts }, use) => {
    if (clockAt) await context.clock.install({ time: new Date(clockAt) });
    if (promos === 'off') await keepPromotionsAway(context);
    if (onboarding === 'off') await dismissForSession(context, 'onboarding');
    if (contactReminder === 'off') await dismissForSession(context, 'contactReminder');
    if (liveAlerts === 'off') await withoutLiveAlerts(context);
    await use(context);
  },
});

export { expect };
export { E2E_NOW } from './e2e-env';
export * from './helpers';
