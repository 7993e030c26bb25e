import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BannerListResponse } from '@armada/contracts/company';
import { apiClient, isUnauthorized } from '@/lib/api-client';
import {
  chooseBanner,
  needsDefaultLookup,
  type BannerChoice,
  type BannerLookup,
} from '../utils/banner-days';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';

async function settle(
  request: () => Promise<BannerListResponse>,
  signal: AbortSignal | undefined,
): Promise<BannerLookup> {
  try {
    const response = await request();
    return { ok: true, banners: response.data };
  } catch (error) {
    // A cancelled query is not an answer; an ended session is not a banner failure either:
    // let the app send the user to sign-in.
    if (signal?.aborted || isUnauthorized(error)) throw error;
    return { ok: false };
  }
}

/**
 * `GET /api/banner-active/company?domain=<host>` first, else `GET /api/banner-active`. Never
 * fails for a banner reason: a failed lookup is an answer ("every day allowed").
 */
export async function getActiveBanner({
  hostname,
  signal,
}: {
  hostname: string;
  signal?: AbortSignal;
}): Promise<BannerChoice> {
  const byHost = hostname
    ? await settle(
        () =>
          apiClient.get(ROUTE_URLS.getCompanyBanners, {
            validate: validators.BannerList,
            query: { domain: hostname },
            signal,
          }),
        signal,
      )
    : ({ ok: false } as const);
  const byDefault = needsDefaultLookup(byHost)
    ? await settle(
        () =>
          apiClient.get(ROUTE_URLS.getActiveBanners, { validate: validators.BannerList, signal }),
        signal,
      )
    : null;
  return chooseBanner(byHost, byDefault);
}

export const getActiveBannerQueryOptions = (hostname: string) =>
  queryOptions({
    queryKey: ['banner', 'active', hostname] as const,
    queryFn: ({ signal }) => getActiveBanner({ hostname, signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useActiveBanner({ hostname, enabled }: { hostname: string; enabled: boolean }) {
  return useQuery({ ...getActiveBannerQueryOptions(hostname), enabled });
}
