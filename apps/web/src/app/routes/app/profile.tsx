import { useQueryClient } from '@tanstack/react-query';
import { PageLoader } from '@/components/ui/page-loader';
import { identityQueryKey, useIdentity } from '@/features/auth/api/get-identity';
import { IdentitySummary } from '@/features/auth/components/identity-summary';
import { ProfilePage } from '@/features/profile/components/profile-page';

/** /profile: who is signed in, and the profile form. */
export function Component() {
  const queryClient = useQueryClient();
  const { data: identity } = useIdentity();
  if (!identity) return <PageLoader />;
  return (
    <ProfilePage
      summary={<IdentitySummary identity={identity} />}
      // The name and e-mail show in the top bar: re-read the identity after a save.
      onSaved={() => void queryClient.invalidateQueries({ queryKey: identityQueryKey })}
    />
  );
}
