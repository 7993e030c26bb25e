import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PageLoader } from '@/components/ui/page-loader';
import { identityQueryKey, useIdentity } from '@/features/auth/api/get-identity';
import { IdentitySummary } from '@/features/auth/components/identity-summary';
import { AddContactPage } from '@/features/profile/components/add-contact-page';
import { ProfilePage } from '@/features/profile/components/profile-page';

const CONTACT_FIELDS = { 'add-number': 'phoneNo', 'add-email': 'email' } as const;

/**
 * /profile: who is signed in, and the profile form; /profile/add-number and /profile/add-email
 * (docs/rules/alert-center.md §2, the contact reminder's targets): one field each. One module for
 * the three, so they share one file and the router lists one. Another name under /profile leads to
 * the profile.
 */
export function Component() {
  const { contact } = useParams();
  return contact === undefined ? <Profile /> : <AddContact contact={contact} />;
}

function AddContact({ contact }: { contact: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const field = Object.hasOwn(CONTACT_FIELDS, contact)
    ? CONTACT_FIELDS[contact as keyof typeof CONTACT_FIELDS]
    : null;
  if (!field) return <Navigate to={paths.profile.getHref()} replace />;
  return (
    <AddContactPage
      key={field}
      field={field}
      // The top bar and the reminder's first check read the identity: re-read it, then show
      // the whole profile.
      onSaved={() => {
        void queryClient.invalidateQueries({ queryKey: identityQueryKey });
        navigate(paths.profile.getHref());
      }}
    />
  );
}

function Profile() {
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
