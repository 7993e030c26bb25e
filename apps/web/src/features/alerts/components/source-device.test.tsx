import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/test-utils';
import { rawAlertOfLiveMessage } from '@/lib/alerts/alerts-api';
import { makeAlert } from '../testing/alert-fixtures';
import { AlertListItem } from './alert-list-item';
import { SourceDevice, sourceDeviceKind } from './source-device';

describe('the source device of an alert (AC-68)', () => {
  it('names the kind of device from its category', () => {
    expect(sourceDeviceKind('vss-howen')).toBe('camera');
    expect(sourceDeviceKind('BSJ')).toBe('camera');
    expect(sourceDeviceKind('teltonika')).toBe('tracker');
    expect(sourceDeviceKind('obd-x')).toBe('device');
  });

  it('shows an icon with a label and tooltip on the alert center row when the company has multiImei', () => {
    const alert = { ...makeAlert('41'), sourceDeviceCategory: 'vss-howen' };
    renderWithProviders(
      <AlertListItem alert={alert} colour="danger" onOpen={() => {}} multiImei />,
    );
    const icon = screen.getByRole('img', { name: 'Dilaporkan oleh kamera (vss-howen)' });
    expect(icon.getAttribute('title')).toBe('Dilaporkan oleh kamera (vss-howen)');
    expect(icon.dataset.kind).toBe('camera');
  });

  it('is named in English too', () => {
    renderWithProviders(<SourceDevice alert={{ sourceDeviceCategory: 'teltonika' }} multiImei />, {
      language: 'en',
    });
    expect(
      screen.getByRole('img', { name: 'Reported by the GPS tracker (teltonika)' }),
    ).toBeTruthy();
  });

  it('shows nothing without the flag or without a device', () => {
    const alert = { ...makeAlert('41'), sourceDeviceCategory: 'bsj' };
    renderWithProviders(<AlertListItem alert={alert} colour="danger" onOpen={() => {}} />);
    expect(screen.queryByTestId('alert-source-device')).toBeNull();
    renderWithProviders(<SourceDevice alert={makeAlert('42')} multiImei />);
    expect(screen.queryByTestId('alert-source-device')).toBeNull();
  });

  it('keeps the category of a live message on the alert', () => {
    const alert = makeAlert('43');
    const raw = rawAlertOfLiveMessage({
      rawAlertId: '43',
      alertCode: alert.alertCode,
      alertRuleIds: [],
      alertFlag: 0,
      vehicleId: 1,
      childVehicleId: null,
      createdOn: alert.createdOn,
      isUrgent: true,
      isImportant: false,
      alertData: null,
      alertTrigger: null,
      latitude: null,
      longitude: null,
      alertDescription: { idn: 'a', eng: 'a' },
      driverName: null,
      licensePlate: 'B 1 A',
      iconUrl: null,
      companyId: 1,
      sourceDeviceCategory: 'bsj',
    });
    expect(raw.sourceDeviceCategory).toBe('bsj');
  });
});
