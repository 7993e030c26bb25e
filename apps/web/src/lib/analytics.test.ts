import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetClock, setClock } from './clock';
import {
  ANALYTICS_EVENTS,
  identify,
  setAnalyticsSink,
  track,
  trackBackButtonClicks,
  type AnalyticsEvent,
  type AnalyticsSink,
} from './analytics';

function recordingSink() {
  const events: AnalyticsEvent[] = [];
  const identify = vi.fn();
  const sink: AnalyticsSink = { track: (event) => events.push(event), identify };
  setAnalyticsSink(sink);
  return { events, identify };
}

afterEach(() => {
  setAnalyticsSink(null);
  resetClock();
});

describe('analytics', () => {
  it('drops events by default (no-op sink)', () => {
    expect(() => track(ANALYTICS_EVENTS.call, { vehicleId: 1 })).not.toThrow();
  });

  it.each(Object.values(ANALYTICS_EVENTS))('sends "%s" to the plugged-in sink', (name) => {
    setClock(1_700_000_000_000);
    const { events } = recordingSink();
    track(name, { vehicleId: 7, note: undefined, ok: true });
    expect(events).toEqual([
      { name, properties: { vehicleId: 7, ok: true }, at: 1_700_000_000_000 },
    ]);
  });

  it('names the spec events as the spec does', () => {
    expect(ANALYTICS_EVENTS).toMatchObject({
      resolveFromPreview: 'resolve from preview',
      clickBanner: 'click banner',
      clickOnboardingIcon: 'click onboarding icon',
      call: 'call',
      endCall: 'end call',
    });
  });

  it('a failing sink does not break the tracked action', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setAnalyticsSink({
      track: () => {
        throw new Error('down');
      },
      identify: () => {
        throw new Error('down');
      },
    });
    expect(() => track(ANALYTICS_EVENTS.endCall)).not.toThrow();
    expect(() => identify({ userId: 1, companyId: 2 })).not.toThrow();
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('passes the identity on', () => {
    const { identify: spy } = recordingSink();
    identify({ userId: 5, companyId: 1001 });
    identify(null);
    expect(spy.mock.calls).toEqual([[{ userId: 5, companyId: 1001 }], [null]]);
  });

  it('tracks back-button clicks (popstate) until stopped', () => {
    const { events } = recordingSink();
    const stop = trackBackButtonClicks();
    window.dispatchEvent(new PopStateEvent('popstate'));
    stop();
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(events.map((e) => e.name)).toEqual([ANALYTICS_EVENTS.backButtonClick]);
    expect(events[0]?.properties).toEqual({ path: window.location.pathname });
  });
});
