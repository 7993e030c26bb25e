import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { jsonResponse, mockFetch } from '@/testing/http';
import { makeAppConfig } from '@/testing/factories';
import { renderWithProviders } from '@/testing/test-utils';
import { geocodingAnswer, makeAlert } from '../testing/alert-fixtures';
import { AlertPlace } from './alert-place';

describe('the alert place of the notification detail', () => {
  it('shows the popup pieces: map, address and the camera media', async () => {
    mockFetch((url) =>
      url.includes('/graphql')
        ? jsonResponse(200, geocodingAnswer())
        : jsonResponse(200, makeAppConfig()),
    );
    renderWithProviders(
      <AlertPlace
        alert={makeAlert('41', 0, { alertCode: 52, latitude: -6.2, longitude: 106.8 })}
        accessRight={['e4d-alert-center-embed-map:read']}
      />,
    );
    expect(screen.getByTestId('alert-map').dataset.kind).toBe('embed');
    expect((await screen.findByTestId('alert-address')).textContent).toBe(
      'Jl. Jend. Sudirman, Jakarta',
    );
    expect(await screen.findByTestId('alert-media-panel')).toBeTruthy();
  });
});
