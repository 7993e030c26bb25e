import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { identityQueryKey } from '@/features/auth/api/get-identity';
import { AddContactPage } from '@/features/profile/components/add-contact-page';

/** Add Number (spec 02 section 2), a target of the contact reminder. */
export function Component() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <AddContactPage
      field="phoneNo"
      // The top bar and the reminder's first check read the identity: re-read it, then show
      // the whole profile.
      onSaved={() => {
        void queryClient.invalidateQueries({ queryKey: identityQueryKey });
        navigate(paths.profile.getHref());
      }}
    />
  );
}
