import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PERMISSIONS } from '@armada/contracts';
import {
  ONBOARDING_DISMISSED_KEY,
  dismissOnboarding,
  shouldShowOnboarding,
} from './onboarding-visibility';

const alertUser = { accessRight: [PERMISSIONS.alertCenterMainRead] };

/** The tab's session storage (these tests run in node). */
function stubSessionStorage(): Map<string, string> {
  const items = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
  });
  return items;
}

describe('shouldShowOnboarding (spec 02 section 4)', () => {
  beforeEach(() => {
    stubSessionStorage();
  });

  it('shows while the company has not completed the setup, until dismissed this session', () => {
    expect(shouldShowOnboarding({ ...alertUser, setupNotifCompleted: false })).toBe(true);
    dismissOnboarding();
    expect(sessionStorage.getItem(ONBOARDING_DISMISSED_KEY)).toBe('true');
    expect(shouldShowOnboarding({ ...alertUser, setupNotifCompleted: false })).toBe(false);
  });

  it('does not show once the setup is complete, when unknown, or to a user without alert scopes', () => {
    expect(shouldShowOnboarding({ ...alertUser, setupNotifCompleted: true })).toBe(false);
    expect(shouldShowOnboarding({ ...alertUser })).toBe(false);
    expect(
      shouldShowOnboarding({ accessRight: ['tms_driver:read'], setupNotifCompleted: false }),
    ).toBe(false);
  });
});
