import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { RouteOptimizationQuota } from '@armada/contracts/route-optimization';
import { renderWithProviders } from '@/testing/test-utils';
import { jsonResponse, mockFetch } from '@/testing/http';
import { QuotaMeter } from './quota-meter';
import { markRouteOptimizationQuotaEmpty, usageStatus } from './get-usage';

function serve(quota: RouteOptimizationQuota, status = 200) {
  return mockFetch((url) => {
    expect(url).toContain('/fleet-planning/api/web/v1/route-optimization/usage');
    return jsonResponse(status, status === 200 ? { data: quota } : { statusCode: status });
  });
}

describe('usageStatus', () => {
  it.each([
    [{ usage: 7, limit: 10, remaining: 3, period: 'MONTHLY' }, 'available'],
    [{ usage: 8, limit: 10, remaining: 2, period: 'MONTHLY' }, 'low'],
    [{ usage: 10, limit: 10, remaining: 0, period: 'DAILY' }, 'empty'],
    [{ usage: 3, limit: null, remaining: null, period: null }, 'unlimited'],
    [{ usage: 3, limit: null, remaining: null, period: 'UNLIMITED' }, 'unlimited'],
  ] as const)('%o is %s', (quota, expected) => {
    expect(usageStatus({ quota, forcedEmpty: false })).toBe(expected);
  });

  it('is empty once forced, whatever the last answer said', () => {
    const quota = { usage: 1, limit: 10, remaining: 9, period: 'MONTHLY' } as const;
    expect(usageStatus({ quota, forcedEmpty: true })).toBe('empty');
  });
});

describe('QuotaMeter', () => {
  it('shows usage, limit, what is left and the period in green under 80%', async () => {
    serve({ usage: 3, limit: 10, remaining: 7, period: 'MONTHLY' });
    renderWithProviders(<QuotaMeter />);
    expect(await screen.findByText('3 / 10 terpakai')).toBeTruthy();
    expect(screen.getByText(/Sisa 7/)).toBeTruthy();
    expect(screen.getByText(/per bulan/)).toBeTruthy();
    const meter = screen.getByRole('meter');
    expect(meter.className).toContain('ro-quota__bar--green');
    expect(meter.getAttribute('aria-valuenow')).toBe('3');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shortens counts from a million and a billion up, in the interface language', async () => {
    serve({ usage: 1_250_000, limit: 2_000_000_000, remaining: 1_998_750_000, period: 'MONTHLY' });
    renderWithProviders(<QuotaMeter />);
    expect(await screen.findByText('1,3 jt / 2 M terpakai')).toBeTruthy();
    expect(screen.getByText(/Sisa 2 M/)).toBeTruthy();
  });

  it('warns in orange from 80%', async () => {
    serve({ usage: 8, limit: 10, remaining: 2, period: 'DAILY' });
    renderWithProviders(<QuotaMeter />, { language: 'en' });
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'The route optimization quota is almost used up. 2 left.',
    );
    expect(screen.getByRole('meter').className).toContain('ro-quota__bar--orange');
  });

  it('shows an error in red at 100%', async () => {
    serve({ usage: 10, limit: 10, remaining: 0, period: 'MONTHLY' });
    renderWithProviders(<QuotaMeter />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Kuota optimasi rute sudah habis',
    );
    expect(screen.getByRole('meter').className).toContain('ro-quota__bar--red');
  });

  it('shows unlimited without a bar', async () => {
    serve({ usage: 42, limit: null, remaining: null, period: null });
    renderWithProviders(<QuotaMeter />);
    expect(await screen.findByText(/Tanpa batas/)).toBeTruthy();
    expect(screen.getByText(/42 terpakai/)).toBeTruthy();
    expect(screen.queryByRole('meter')).toBeNull();
  });

  it('turns empty when a screen reports the limit reached', async () => {
    serve({ usage: 2, limit: 10, remaining: 8, period: 'MONTHLY' });
    const { queryClient } = renderWithProviders(<QuotaMeter />);
    await screen.findByText('2 / 10 terpakai');
    act(() => markRouteOptimizationQuotaEmpty(queryClient));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('10 / 10 terpakai')).toBeTruthy();
    expect(screen.getByText(/Sisa 0/)).toBeTruthy();
    expect(screen.getByRole('meter').className).toContain('ro-quota__bar--red');
  });

  it('says when the quota cannot be loaded', async () => {
    serve({ usage: 0, limit: 0, remaining: 0, period: null }, 403);
    renderWithProviders(<QuotaMeter />);
    expect(await screen.findByText('Kuota gagal dimuat.')).toBeTruthy();
  });
});
