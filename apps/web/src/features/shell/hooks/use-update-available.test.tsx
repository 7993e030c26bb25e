import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockFetch } from '@/testing/http';
import { makeAppConfig } from '@/testing/factories';
import { isNewerBuild, useUpdateAvailable } from './use-update-available';

describe('isNewerBuild', () => {
  it('is true only when the served build differs from the running one', () => {
    expect(isNewerBuild('b1', 'b2')).toBe(true);
    expect(isNewerBuild('b1', 'b1')).toBe(false);
    expect(isNewerBuild('b1', undefined)).toBe(false);
    // A development server has no build id to compare.
    expect(isNewerBuild('dev', 'b2')).toBe(false);
  });
});

describe('useUpdateAvailable', () => {
  it('offers the newer build, can be dismissed, and checks again on focus', async () => {
    let served = 'build-2';
    mockFetch(() => jsonResponse(200, makeAppConfig({ buildId: served })));
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useUpdateAvailable('build-1'), { wrapper });

    await waitFor(() => expect(result.current.available).toBe(true));
    act(() => result.current.dismiss());
    expect(result.current.available).toBe(false);

    served = 'build-3';
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(result.current.servedBuildId).toBe('build-3'));
    expect(result.current.available).toBe(true);
  });
});
