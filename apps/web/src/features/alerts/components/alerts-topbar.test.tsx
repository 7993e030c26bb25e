import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { PERMISSION_SETS } from '@armada/contracts/auth';
import { makeIdentity } from '@/testing/factories';
import { renderWithProviders } from '@/testing/test-utils';
import { AlertsTopbar } from './alerts-topbar';

describe('the top bar part of the alert center', () => {
  it('shows a driver no bell: nothing of the alert center is his to use', () => {
    const driver = makeIdentity({
      accessRight: [...PERMISSION_SETS.driver, 'system_notification:read'],
    });
    renderWithProviders(<AlertsTopbar identity={driver} liveAlerts />);
    expect(screen.queryByTestId('alert-bell')).toBeNull();
  });

  it('shows the bell with any of the alert center, urgent or auto-popup scopes', () => {
    for (const scope of [
      'e4a-alert-center-main:read',
      'e4e-alert-center-urgent:read',
      'e4f-auto-popup-urgent-alert:read',
    ]) {
      const { unmount } = renderWithProviders(
        <AlertsTopbar identity={makeIdentity({ accessRight: [scope] })} liveAlerts />,
      );
      expect(screen.getByTestId('alert-bell')).toBeTruthy();
      unmount();
    }
  });
});
