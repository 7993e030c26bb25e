import { clock } from './clock';

/**
 * Product analytics (SHELL-52
 * icon, call, end call"; section 2: "a browser back-button click is tracked"). Every event goes
 * through `track`, and from there to one pluggable sink. The default sink drops everything:
 * nothing leaves the browser until a deployment plugs in a real one with `setAnalyticsSink`.
 */
export const ANALYTICS_EVENTS = {
  resolveFromPreview: 'resolve from preview',
  clickBanner: 'click banner',
  clickOnboardingIcon: 'click onboarding icon',
  call: 'call',
  endCall: 'end call',
  backButtonClick: 'back button click',
} as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];

export type AnalyticsValue = string | number | boolean | null;
export type AnalyticsProperties = Readonly<Record<string, AnalyticsValue | undefined>>;

export interface AnalyticsEvent {
  name: AnalyticsEventName;
  properties: Readonly<Record<string, AnalyticsValue>>;
  /** Milliseconds since the epoch, from the app's clock. */
  at: number;
}

/** Who the events belong to; sent again when the identity is re-initialised after a save. */
export interface AnalyticsUser {
  userId: number;
  companyId: number;
}

export interface AnalyticsSink {
  track(event: AnalyticsEvent): void;
  identify?(user: AnalyticsUser | null): void;
}

export const noopAnalyticsSink: AnalyticsSink = { track: () => undefined };

let sink: AnalyticsSink = noopAnalyticsSink;

/** Plugs in where events go (null restores the no-op sink). */
export function setAnalyticsSink(next: AnalyticsSink | null): void {
  sink = next ?? noopAnalyticsSink;
}

/**
 * Records one event. Properties that are undefined are dropped. A failing sink never breaks
 * the action being tracked: its error is logged and swallowed.
 */
export function track(name: AnalyticsEventName, properties: AnalyticsProperties = {}): void {
  const clean: Record<string, AnalyticsValue> = {};
  for (const [key, value] of Object.entries(properties)) {
    if (value !== undefined) clean[key] = value;
  }
  try {
    sink.track({ name, properties: clean, at: clock.now() });
  } catch (error) {
    console.error('Analytics sink failed', error);
  }
}

/** Tells the sink who is signed in (null after sign-out). */
export function identify(user: AnalyticsUser | null): void {
  try {
    sink.identify?.(user);
  } catch (error) {
    console.error('Analytics sink failed', error);
  }
}

/**
 * Tracks browser back/forward button clicks (`popstate`; in-app navigation with links does not
 * fire it). Returns the function that stops tracking.
 */
export function trackBackButtonClicks(target: Window = window): () => void {
  const onPopState = () =>
    track(ANALYTICS_EVENTS.backButtonClick, { path: target.location.pathname });
  target.addEventListener('popstate', onPopState);
  return () => target.removeEventListener('popstate', onPopState);
}
