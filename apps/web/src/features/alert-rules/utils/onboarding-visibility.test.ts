import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PERMISSIONS } from '@armada/contracts/auth';
import {
  ONBOARDING_DISMISSED_KEY,
  dismissOnboarding,
  resetOnboardingDismissal,
  shouldShowOnboarding,
} from './onboarding-visibility';

const alertUser = { accessRight: [PERMISSIONS.alertCenterMainRead] };

/** This browser's local storage (these tests run in node). */
function stubLocalStorage(): Map<string, string> {
  const items = new Map<string, string>();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => items.set(key, value),
      removeItem: (key: string) => items.delete(key),
    },
  });
  return items;
}

describe('shouldShowOnboarding (docs/rules/alert-center.md §4)', () => {
  let storage: Map<string, string>;
  beforeEach(() => {
    storage = stubLocalStorage();
  });

  it('shows once per sign-in while the company has not completed the setup', () => {
    expect(shouldShowOnboarding({ ...alertUser, setupNotifCompleted: false })).toBe(true);
    dismissOnboarding();
    expect(storage.get(ONBOARDING_DISMISSED_KEY)).toBe('true');
    // A full load or another tab of the same sign-in: not again.
    expect(shouldShowOnboarding({ ...alertUser, setupNotifCompleted: false })).toBe(false);
    // Signing out: the next sign-in shows it again while the setup is still not done.
    resetOnboardingDismissal();
    expect(shouldShowOnboarding({ ...alertUser, setupNotifCompleted: false })).toBe(true);
  });

  it('does not show once the setup is complete, when unknown, or to a user without alert scopes', () => {
    expect(shouldShowOnboarding({ ...alertUser, setupNotifCompleted: true })).toBe(false);
    expect(shouldShowOnboarding({ ...alertUser })).toBe(false);
    expect(
      shouldShowOnboarding({ accessRight: ['tms_driver:read'], setupNotifCompleted: false }),
    ).toBe(false);
  });
});
