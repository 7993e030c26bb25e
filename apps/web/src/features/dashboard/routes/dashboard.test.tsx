import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PERMISSIONS as P, PERMISSION_SETS as S, type Identity } from '@armada/contracts/auth';
import { DELIVERY_ORDER_STATUSES } from '@armada/contracts/delivery-orders';
import type { Language } from '@/config/env';
import { jsonResponse, mockFetch } from '@/testing/http';
import { makeIdentity } from '@/testing/factories';
import { renderWithProviders } from '@/testing/test-utils';
import { Component as DashboardPage } from './dashboard';

const summary = {
  at: '2026-11-14T10:00:00+07:00',
  total: 1520,
  counts: { moving: 1012, idle: 208, parked: 250, offline: 50 },
  distance_today_km: 1234.5,
  areas: [],
};

/** The gateway of one signed-in user: identity, the fleet summary and the order counts. */
function gateway(identity: Identity) {
  return mockFetch((url) => {
    const path = url.split('?')[0] ?? url;
    if (path === '/api/whoami') return jsonResponse(200, { data: identity });
    if (path.endsWith('/api/live/summary')) return jsonResponse(200, { data: summary });
    if (path.endsWith('/order/api/web/v1/delivery-order'))
      return jsonResponse(200, { data: [], metadata: { page: 1, total_count: 7, total_page: 7 } });
    return jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'not here' });
  });
}

function renderDashboard(identity: Identity, language: Language = 'id') {
  const fetchMock = gateway(identity);
  renderWithProviders(
    <MemoryRouter initialEntries={['/dashboard']}>
      <DashboardPage />
    </MemoryRouter>,
    { language },
  );
  return fetchMock;
}

describe('/dashboard page (docs/rules/shell.md §2)', () => {
  it('shows fleet and order counts to a user with order rights, one row per order status', async () => {
    renderDashboard(
      makeIdentity({ accessRight: [...S.dashboard, P.liveViewV2Read, ...S.tms, P.vgroupsRead] }),
    );
    expect((await screen.findByTestId('vehicle-count')).textContent).toMatch(/^\d[\d.]*$/);
    expect(screen.getByTestId('dashboard-fleet')).toBeTruthy();
    expect((await screen.findByTestId('order-total')).textContent).toMatch(/^\d[\d.]*$/);
    const orders = screen.getByTestId('dashboard-orders');
    expect(orders.querySelectorAll('[data-status]')).toHaveLength(DELIVERY_ORDER_STATUSES.length);
    // The intro promises the orders too.
    expect(document.querySelector('.dashboard-page__intro')?.textContent).toContain('pesanan');
  });

  it('shows no order card and no order promise, and asks for no order counts, without order rights', async () => {
    const fetchMock = renderDashboard(
      makeIdentity({ accessRight: [P.dashboardStatusRead, P.liveViewV2Read, P.vgroupsRead] }),
    );
    expect(await screen.findByTestId('vehicle-count')).toBeTruthy();
    expect(screen.queryByTestId('dashboard-orders')).toBeNull();
    // Nor does the intro promise orders.
    expect(document.querySelector('.dashboard-page__intro')?.textContent).not.toContain('pesanan');
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.some((url) => url.includes('/delivery-order'))).toBe(false);
  });

  it.each([
    ['id', 'Selamat datang'],
    ['en', 'Welcome'],
  ] as const)('greets a driver (%s) without the fleet card', async (language, greeting) => {
    renderDashboard(
      makeIdentity({ accessRight: [...S.driver, P.systemNotificationRead] }),
      language,
    );
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toContain(greeting);
    expect(screen.queryByTestId('dashboard-fleet')).toBeNull();
    expect(within(document.body).queryByTestId('dashboard-orders')).toBeNull();
  });
});
