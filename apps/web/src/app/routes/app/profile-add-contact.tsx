import { useQueryClient } from '@tanstack/react-query';
import { useMatch, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { identityQueryKey } from '@/features/auth/api/get-identity';
import { AddContactPage } from '@/features/profile/components/add-contact-page';

/**
 * Add Number and Add Email (spec 02 section 2), the contact reminder's targets: one module for
 * both addresses, so the first page's router carries one loader for them.
 */
export function Component() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const email = useMatch(paths.profileAddEmail.path) !== null;
  return (
    <AddContactPage
      key={email ? 'email' : 'phoneNo'}
      field={email ? 'email' : 'phoneNo'}
      // The top bar and the reminder's first check read the identity: re-read it, then show
      // the whole profile.
      onSaved={() => {
        void queryClient.invalidateQueries({ queryKey: identityQueryKey });
        navigate(paths.profile.getHref());
      }}
    />
  );
}
