import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';

/** `GET /api/feedback-status` → data.status: true once the user answered this month. */
export async function getFeedbackStatus({
  signal,
}: { signal?: AbortSignal } = {}): Promise<boolean> {
  const response = await apiClient.get(ROUTE_URLS.getFeedbackStatus, {
    validate: validators.FeedbackStatus,
    signal,
  });
  return response.data.status;
}

export const feedbackStatusQueryKey = ['survey', 'feedback-status'] as const;

export const getFeedbackStatusQueryOptions = () =>
  queryOptions({
    queryKey: feedbackStatusQueryKey,
    queryFn: ({ signal }) => getFeedbackStatus({ signal }),
    // Asked once per load: the schedule decides at 60 s and does not change its mind later.
    staleTime: Infinity,
  });

export function useFeedbackStatus({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getFeedbackStatusQueryOptions(), enabled });
}
