import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Feedback, FeedbackRequest } from '@armada/contracts/feedback';
import { apiClient } from '@/lib/api-client';
import { feedbackStatusQueryKey } from './get-feedback-status';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';

/**
 * `POST /api/feedback {point, comment}`. An answer without the saved feedback (an empty body)
 * breaks the contract and is an error like any other: the dialog stays open (docs/rules/shell.md
 * §8).
 */
export async function submitFeedback(body: FeedbackRequest): Promise<Feedback> {
  const response = await apiClient.post(ROUTE_URLS.createFeedback, {
    validate: validators.FeedbackResponse,
    body,
  });
  return response.data;
}

export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitFeedback,
    onSuccess: () => {
      // Answered for this month: a later schedule check in this tab must not ask again.
      queryClient.setQueryData(feedbackStatusQueryKey, true);
    },
  });
}
