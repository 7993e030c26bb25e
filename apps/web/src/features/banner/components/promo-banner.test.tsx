import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';

import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { Banner } from '@armada/contracts/company';
import { setAnalyticsSink, type AnalyticsEvent } from '@/lib/analytics';
import { resetClock, setClock } from '@/lib/clock';
import { renderWithProviders } from '@/testing/test-utils';
import { jsonResponse, mockFetch } from '@/testing/http';
import type { CompanyVariant } from '@armada/contracts/auth';
import {
  BUILT_IN_BANNER_IMAGE,
  BUILT_IN_BRANDED_BANNER_IMAGE,
  PromoBanner,
  type PromoBannerProps,
} from './promo-banner';

// Dialogs and queries are slow in jsdom on a busy 2-core machine: give async queries room.
configure({ asyncUtilTimeout: 5000 });
const FRIDAY = new Date(2026, 10, 27, 9, 0, 0);
const SATURDAY = new Date(2026, 10, 28, 9, 0, 0);
const SUNDAY = new Date(2026, 10, 29, 9, 0, 0);

const defaultBanner: Banner = {
  id: 1,
  title: 'Optimasi Rute kini lebih cepat',
  description: 'Rencanakan pengiriman harian dalam hitungan detik.',
  image_url: '/static/banners/route-optimization.png',
  link_url: '/route-optimization/',
  day_show: '0,1,2,3,4',
  domain: null,
  start_on: '2026-11-01T00:00:00+07:00',
  end_on: '2027-02-01T00:00:00+07:00',
};

const notFound = () => jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'x' });
const failure = () => jsonResponse(503, { statusCode: 503, code: 'UNAVAILABLE', message: 'x' });

function bannerApi({
  byHost = () => jsonResponse(200, { data: [] }),
  byDefault = () => jsonResponse(200, { data: [defaultBanner] }),
}: { byHost?: () => Response; byDefault?: () => Response } = {}) {
  return mockFetch((url) => {
    if (url.includes('/api/banner-active/company')) return byHost();
    if (url.endsWith('/api/banner-active')) return byDefault();
    return notFound();
  });
}

function renderAt(
  url: string,
  canOpenLink: (pathname: string) => boolean = () => true,
  props: Partial<PromoBannerProps> = {},
) {
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <PromoBanner canOpenLink={canOpenLink} {...props} /> },
      { path: '/route-optimization/', element: <p>route optimization page</p> },
    ],
    { initialEntries: [url] },
  );
  const view = renderWithProviders(<RouterProvider router={router} />);
  return { ...view, router };
}

const bannerDialog = (name = defaultBanner.title) => screen.queryByRole('dialog', { name });

beforeEach(() => setClock(FRIDAY));
afterEach(() => {
  resetClock();
  setAnalyticsSink(null);
});

describe('PromoBanner', () => {
  it('shows after sign-in on an allowed weekday and drops the flag from the address', async () => {
    const fetch = bannerApi();
    const { router } = renderAt('/dashboard?isLoginSuccess=true');
    expect(await screen.findByRole('dialog', { name: defaultBanner.title })).toBeTruthy();
    expect(router.state.location.search).toBe('');
    const [firstUrl] = fetch.mock.calls[0] ?? [];
    expect(String(firstUrl)).toBe(
      `/api/banner-active/company?domain=${encodeURIComponent(window.location.hostname)}`,
    );
    expect(screen.getByRole('img', { name: defaultBanner.title }).getAttribute('src')).toBe(
      defaultBanner.image_url,
    );
  });

  it('stays away on a weekday day_show does not list', async () => {
    setClock(SATURDAY);
    const fetch = bannerApi();
    renderAt('/dashboard?isLoginSuccess=true');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bannerDialog()).toBeNull();
  });

  it('does nothing without the sign-in flag', async () => {
    const fetch = bannerApi();
    renderAt('/dashboard');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("prefers the host's banner", async () => {
    const own: Banner = { ...defaultBanner, id: 2, title: 'Skor Pengemudi', day_show: [4] };
    const fetch = bannerApi({ byHost: () => jsonResponse(200, { data: [own] }) });
    renderAt('/dashboard?isLoginSuccess=true');
    expect(await screen.findByRole('dialog', { name: 'Skor Pengemudi' })).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('allows every day, Sunday too, when the lookup fails, with the built-in banner', async () => {
    setClock(SUNDAY);
    bannerApi({ byHost: failure, byDefault: failure });
    renderAt('/dashboard?isLoginSuccess=true');
    const dialog = await screen.findByRole('dialog', { name: 'Selamat datang kembali di Armada' });
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe(BUILT_IN_BANNER_IMAGE);
  });

  it("tracks 'click banner' and follows the banner's link", async () => {
    const events: AnalyticsEvent[] = [];
    setAnalyticsSink({ track: (event) => events.push(event) });
    bannerApi();
    const { router } = renderAt('/dashboard?isLoginSuccess=true');
    fireEvent.click(await screen.findByTestId('promo-banner-image'));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      name: 'click banner',
      properties: { bannerId: 1, link: '/route-optimization/' },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/route-optimization/'));
  });

  it('SHELL-77 shows nothing to a user who cannot open the page it promotes, and drops the flag from the address', async () => {
    const fetch = bannerApi();
    const asked: string[] = [];
    const { router } = renderAt('/dashboard?isLoginSuccess=true', (pathname) => {
      asked.push(pathname);
      return false;
    });
    await waitFor(() => expect(asked).toContain('/route-optimization/'));
    expect(fetch).toHaveBeenCalled();
    expect(bannerDialog()).toBeNull();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('waits while the notification setup shows, then shows', async () => {
    const fetch = bannerApi();
    function AfterSetup() {
      const [held, setHeld] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setHeld(false)}>
            setup closed
          </button>
          <PromoBanner canOpenLink={() => true} held={held} />
        </>
      );
    }
    const router = createMemoryRouter([{ path: '/dashboard', element: <AfterSetup /> }], {
      initialEntries: ['/dashboard?isLoginSuccess=true'],
    });
    renderWithProviders(<RouterProvider router={router} />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bannerDialog()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'setup closed' }));
    expect(await screen.findByRole('dialog', { name: defaultBanner.title })).toBeTruthy();
  });

  it.each<[CompanyVariant, string | null]>([
    ['standard', BUILT_IN_BANNER_IMAGE],
    ['branded-tracker', BUILT_IN_BRANDED_BANNER_IMAGE],
    ['white-label', null],
  ])('gives the built-in banner the pictures of a %s company', async (variant, image) => {
    bannerApi({ byHost: failure, byDefault: failure });
    renderAt('/dashboard?isLoginSuccess=true', () => true, { companyVariant: variant });
    const dialog = await screen.findByRole('dialog', { name: 'Selamat datang kembali di Armada' });
    expect(dialog.querySelector('img')?.getAttribute('src') ?? null).toBe(image);
    expect(dialog.querySelector('[data-testid="illustration"]') !== null).toBe(image === null);
  });

  it('offers an outside link to everyone', async () => {
    bannerApi({
      byDefault: () =>
        jsonResponse(200, { data: [{ ...defaultBanner, link_url: 'https://armada.example/' }] }),
    });
    renderAt('/dashboard?isLoginSuccess=true', () => false);
    expect(await screen.findByRole('button', { name: 'Lihat selengkapnya' })).toBeTruthy();
  });

  it('SHELL-30 speaks English: the link is offered as "Learn more"', async () => {
    bannerApi();
    const router = createMemoryRouter(
      [{ path: '/dashboard', element: <PromoBanner canOpenLink={() => true} /> }],
      { initialEntries: ['/dashboard?isLoginSuccess=true'] },
    );
    renderWithProviders(<RouterProvider router={router} />, { language: 'en' });
    expect(await screen.findByRole('dialog', { name: defaultBanner.title })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Learn more' })).toBeTruthy();
  });

  it('closes without tracking', async () => {
    const track = vi.fn();
    setAnalyticsSink({ track });
    bannerApi();
    renderAt('/dashboard?isLoginSuccess=true');
    await screen.findByRole('dialog', { name: defaultBanner.title });
    fireEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(bannerDialog()).toBeNull());
    expect(track).not.toHaveBeenCalled();
  });
});
