import { canUseSupport } from '@armada/contracts/support';
import { useIdentity } from '@/features/auth/api/get-identity';
import { useSupportSummary } from '@/features/support/api/support';

/**
 * SUP-13, SHELL-81: the company-ticket entry's count, the company's unread replies, read again
 * every two minutes and whenever a support page learns of a reply (its `support-reply` live
 * message refreshes every support query). The menu does not open the live channel itself: that
 * would bring the live protocol's code to every first page (bench:web budget).
 */
export function useMenuCount(): number | undefined {
  const { data: identity } = useIdentity();
  const allowed = identity ? canUseSupport(identity.accessRight, 'read') : false;
  return useSupportSummary(allowed).data?.unread_replies;
}
