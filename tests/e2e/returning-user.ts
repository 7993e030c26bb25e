import type { BrowserContext } from 'playwright-core';
import { ONBOARDING_DISMISSED_KEY } from '../../apps/web/src/features/alert-rules/utils/onboarding-visibility';
import { CONTACT_REMINDER_DISMISSED_KEY } from '../../apps/web/src/features/profile/utils/contact-reminder';

/**
 * What a returning user's browser looks like, shared by the browser tests' fixtures
 * (tests/e2e/fixtures.ts) and the browser benches (scripts/bench/browser-session.ts), so that a
 * new first-visit prompt is kept away in one place for both: no promotional banner or feedback
 * survey due, the notification onboarding and the contact reminder already closed this session.
 * Only Playwright's types are imported, so the benches (playwright-core) and the tests
 * (@playwright/test) share it; the session keys are the web app's own constants, so they cannot
 * drift apart.
 */

/** A banner that lists no weekday: the lookup answers, and no day is a banner day. */
const NO_BANNER_DAY = {
  data: [
    {
      id: 1,
      title: 'E2E: no banner day',
      description: '',
      image_url: '/static/banners/armada-default.png',
      link_url: null,
      day_show: [],
      domain: null,
      start_on: '2000-01-01T00:00:00+07:00',
      end_on: '2100-01-01T00:00:00+07:00',
    },
  ],
};

/** The banner lookup answers a banner for no weekday; the survey counts as answered this month. */
export async function keepPromotionsAway(context: BrowserContext): Promise<void> {
  await context.route(/\/api\/banner-active(\/company)?(\?|$)/, (route) =>
    route.fulfill({ json: NO_BANNER_DAY }),
  );
  await context.route(/\/api\/feedback-status(\?|$)/, (route) =>
    route.fulfill({ json: { data: { status: true } } }),
  );
}

/** The session keys the web app sets when the user closes a first-visit prompt (its own). */
export const FIRST_VISIT_PROMPTS = {
  onboarding: ONBOARDING_DISMISSED_KEY,
  contactReminder: CONTACT_REMINDER_DISMISSED_KEY,
} as const;

export type FirstVisitPrompt = keyof typeof FIRST_VISIT_PROMPTS;

/** Every page of the context starts with `prompt` closed for this session. */
export async function dismissForSession(
  context: BrowserContext,
  prompt: FirstVisitPrompt,
): Promise<void> {
  await context.addInitScript((key: string) => {
    try {
      window.sessionStorage.setItem(key, 'true');
    } catch {
      // No storage (about:blank): nothing to dismiss there.
    }
  }, FIRST_VISIT_PROMPTS[prompt]);
}
