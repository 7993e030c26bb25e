import { describe, expect, it } from 'vitest';
import { screen, configure } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { RawAlertsFilter } from '@armada/contracts/alerts';
import { PERMISSION_SETS } from '@armada/contracts/auth';
import { renderWithProviders } from '@/testing/test-utils';
import { makeRawAlert } from '@/testing/factories';
import { NotificationDetailPage } from './notification-detail-page';
import { serveNotifications } from './test-server';

// Two shared cores run many suites at once: give screens more than 1 s to answer.
configure({ asyncUtilTimeout: 5000 });

function renderDetail(id: string, language: 'id' | 'en' = 'id') {
  const served = serveNotifications({
    alerts: [
      makeRawAlert({
        alertFlag: 2,
        lastUserFeedback: {
          createdOn: '2026-11-14T03:01:00.000Z',
          feedback: 'Sudah ditegur',
          userId: 5,
        },
        userLogs: [
          {
            typeField: 'FalseAlert',
            data: 'No Occurrences',
            createdOn: '2026-11-14T03:00:00.000Z',
            userId: 5,
            user: { fullname: 'Operator Demo' },
          },
        ],
      }),
    ],
  });
  const view = renderWithProviders(
    <MemoryRouter>
      <NotificationDetailPage
        id={id}
        accessRight={PERMISSION_SETS.notificationMenu}
        place={(alert) => <p data-testid="place">{alert.rawAlertId}</p>}
      />
    </MemoryRouter>,
    { language },
  );
  return { ...view, ...served };
}

describe('NotificationDetailPage (docs/rules/shell.md §2 id rule)', () => {
  it('shows everything of the alert found by its raw alert id', async () => {
    const { calls } = renderDetail('41');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kecepatan berlebih' }),
    ).toBeTruthy();
    expect(calls[0]?.variables.filter).toEqual({
      rawAlertIds: ['41'],
      pagination: { page: 1, show: 1 },
    });
    expect(screen.getByText('92,5 km/jam')).toBeTruthy();
    expect(screen.getByText('80 km/jam')).toBeTruthy();
    expect(screen.getByText('Sudah ditegur')).toBeTruthy();
    // The recorded reason shows as its label.
    expect(screen.getByTestId('notification-logs').textContent).toContain('Tidak valid');
    // The alert's type by name, not its code; the popup's map, address and media beside it.
    expect(screen.getByTestId('notification-type').textContent).toBe('Kecepatan berlebih');
    expect(screen.getByTestId('place').textContent).toBe('41');
  });

  it('finds the alert of a four-part id by vehicle, code, the 1 s window and the flag', async () => {
    const createdMs = Date.parse('2026-11-14T02:58:00.000Z');
    const { calls } = renderDetail(`8-7-${createdMs}-2`, 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Overspeed' })).toBeTruthy();
    const filter = calls[0]?.variables.filter as RawAlertsFilter;
    expect(filter).toMatchObject({ vehicleIds: [7], alertCodes: [8] });
    expect(screen.getByTestId('notification-logs').textContent).toContain('Not valid');
  });

  it('says so when the id is malformed, with a link back, and asks nothing', async () => {
    const { calls } = renderDetail('not an id!');
    expect((await screen.findByTestId('notification-missing')).textContent).toContain(
      'Alamat notifikasi tidak valid',
    );
    expect(screen.getByRole('link', { name: 'Ke daftar notifikasi' }).getAttribute('href')).toBe(
      '/notification',
    );
    expect(calls).toEqual([]);
  });

  it('says so when no alert of the company has the id', async () => {
    renderDetail('999999');
    expect((await screen.findByTestId('notification-missing')).textContent).toContain(
      'Notifikasi tidak ditemukan',
    );
  });
});
