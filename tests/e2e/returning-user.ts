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

/** Live message types of new alerts: `alert-center-new-{userId}` and `alert-center-{tag}`. */
const NEW_ALERT_MESSAGE = String.raw`"type"\s*:\s*"alert-center-(new-)?\d+"`;

/**
 * The moving fleet raises alerts of its own, and each pops up over whatever a test clicks next.
 * Every page of the context drops those live messages before the app sees them, inside the page:
 * the WebSocket's `message` listeners are wrapped by an init script. (Playwright's
 * `routeWebSocket` would pass every frame of the socket, positions included, through the test
 * process.) The alert center still lists the alerts when it fetches them; only their live
 * arrival is held back. Binary frames (positions) pass untouched.
 */
export async function withoutLiveAlerts(context: BrowserContext): Promise<void> {
  await context.addInitScript((pattern: string) => {
    const newAlert = new RegExp(pattern);
    const wrapped = new WeakMap<EventListenerOrEventListenerObject, EventListener>();
    const native = WebSocket.prototype.addEventListener;
    const nativeRemove = WebSocket.prototype.removeEventListener;
    const keep = (event: Event) =>
      !(
        event instanceof MessageEvent &&
        typeof event.data === 'string' &&
        newAlert.test(event.data)
      );
    WebSocket.prototype.addEventListener = function (
      this: WebSocket,
      type: string,
      listener: EventListenerOrEventListenerObject,
      options?: boolean | AddEventListenerOptions,
    ) {
      if (type !== 'message') return native.call(this, type, listener, options);
      let filtered = wrapped.get(listener);
      if (!filtered) {
        filtered = (event: Event) => {
          if (!keep(event)) return;
          if (typeof listener === 'function') listener.call(this, event);
          else listener.handleEvent(event);
        };
        wrapped.set(listener, filtered);
      }
      return native.call(this, type, filtered, options);
    };
    WebSocket.prototype.removeEventListener = function (
      this: WebSocket,
      type: string,
      listener: EventListenerOrEventListenerObject,
      options?: boolean | EventListenerOptions,
    ) {
      const filtered = type === 'message' ? wrapped.get(listener) : undefined;
      return nativeRemove.call(this, type, filtered ?? listener, options);
    };
    const onmessage = Object.getOwnPropertyDescriptor(WebSocket.prototype, 'onmessage');
    if (onmessage?.set && onmessage.get) {
      const { get, set } = onmessage;
      Object.defineProperty(WebSocket.prototype, 'onmessage', {
        configurable: true,
        get(this: WebSocket) {
          return get.call(this);
        },
        set(this: WebSocket, handler: ((event: MessageEvent) => void) | null) {
          set.call(
            this,
            handler &&
              ((event: MessageEvent) => {
                if (keep(event)) handler.call(this, event);
              }),
          );
        },
      });
    }
  }, NEW_ALERT_MESSAGE);
}
