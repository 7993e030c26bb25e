import { canUseSupport } from '@armada/contracts/support';
import { useIdentity } from '@/features/auth/api/get-identity';
import { useSupportSummary } from '@/features/support/api/support';
import { useSupportLive } from '@/features/support/hooks/use-support-live';

/**
 * SUP-13, SHELL-81: the company-ticket entry's count, the company's unread replies; a
 * `support-reply` live message reads it again at once.
 */
export function useMenuCount(): number | undefined {
  const { data: identity } = useIdentity();
  const allowed = identity ? canUseSupport(identity.accessRight, 'read') : false;
  useSupportLive(allowed && identity ? identity.companyId : null);
  return useSupportSummary(allowed).data?.unread_replies;
}
