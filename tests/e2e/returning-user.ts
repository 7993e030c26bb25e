import type { BrowserContext } from 'playwright-core';
import { ONBOARDING_DISMISSED_KEY } from '../../apps/web/src/features/alert-rules/utils/onboarding-visibility';
import { CONTACT_REMINDER_DISMISSED_KEY } from '../../apps/web/src/features/profile/utils/contact-reminder';

/**
 * What a returning user's browser looks like, shared by the browser tests' fixtures
 * (tests/e2e/fixtures.ts) and the browser benches (scripts/bench/page-recording.ts), so that a
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

/** Path patterns and their answers. */
const PROMOTION_ANSWERS: [string, unknown][] = [
  ['/api/banner-active(/company)?$', NO_BANNER_DAY],
  ['/api/feedback-status$', { data: { status: true } }],
];

/**
 * The banner lookup answers a banner for no weekday; the survey counts as answered this month.
 * Answered inside the page (the page's `fetch` is wrapped by an init script) rather than by
 * `context.route`: any route makes Playwright hold every request of the context (scripts, fonts,
 * API calls) for a round trip through the test process.
 */
export async function keepPromotionsAway(context: BrowserContext): Promise<void> {
  await context.addInitScript((answers: [string, unknown][]) => {
    const compiled = answers.map(([pattern, body]) => [new RegExp(pattern), body] as const);
    const original = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const href =
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const { pathname } = new URL(href, window.location.href);
      const answer = compiled.find(([pattern]) => pattern.test(pathname));
      if (!answer) return original(input, init);
      return Promise.resolve(
        new Response(JSON.stringify(answer[1]), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      );
    };
  }, PROMOTION_ANSWERS);
}

/**
 * The keys the web app sets when the user has had a first-visit prompt (its own), and where:
 * the notification onboarding is remembered for the sign-in (local storage, cleared by signing
 * out), the contact reminder for the tab's session.
 */
export const FIRST_VISIT_PROMPTS = {
  onboarding: { key: ONBOARDING_DISMISSED_KEY, storage: 'localStorage' },
  contactReminder: { key: CONTACT_REMINDER_DISMISSED_KEY, storage: 'sessionStorage' },
} as const;

export type FirstVisitPrompt = keyof typeof FIRST_VISIT_PROMPTS;

/** Every page of the context starts with `prompt` already had (closed). */
export async function dismissForSession(
  context: BrowserContext,
  prompt: FirstVisitPrompt,
): Promise<void> {
  await context.addInitScript(({ key, storage }) => {
    try {
      window[storage].setItem(key, 'true');
    } catch {
      // No storage (about:blank): nothing to dismiss there.
    }
  }, FIRST_VISIT_PROMPTS[prompt]);
}
