import { useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Identity } from '@armada/contracts';
import { dismissOnboarding, shouldShowOnboarding } from '../utils/onboarding-visibility';
import OnboardingModal from './onboarding-modal';

export interface OnboardingProps {
  identity: Identity;
  /** The identity's query key: re-read (re-initialised) once the setup is complete. */
  identityKey: QueryKey;
}

/**
 * The notification onboarding as the shell mounts it, once the page has settled, for a company
 * that has not completed its setup (spec 02 section 4): the modal shows unless this user has no
 * alert-center scope or dismissed it this session, and stays until closed, even after the
 * re-read identity says the setup is complete.
 */
export function Onboarding({ identity, identityKey }: OnboardingProps) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(() => shouldShowOnboarding(identity));
  if (!open) return null;
  return (
    <OnboardingModal
      identity={identity}
      onClose={() => {
        dismissOnboarding();
        setOpen(false);
      }}
      onSetupCompleted={() => void queryClient.invalidateQueries({ queryKey: identityKey })}
    />
  );
}
