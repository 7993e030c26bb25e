import { Suspense, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Identity } from '@armada/contracts/auth';
import { dismissOnboarding, shouldShowOnboarding } from '../utils/onboarding-visibility';
import { lazyWidget } from '@/lib/prime-widgets';

// The modal with PrimeReact: its own chunk, so the shell's lazy import of this one stays small.
const OnboardingModal = lazyWidget(() => import('./onboarding-modal').then((m) => m.default));

export interface OnboardingProps {
  identity: Identity;
  /** The modal closed (or never opened): the shell may show the next sign-in dialog. */
  onClosed?: () => void;
}

/**
 * The notification onboarding as the shell mounts it, once the page has settled, for a company
 * that has not completed its setup (docs/rules/alert-center.md §4): the modal shows unless this
 * user has no alert-center scope or has had it in this sign-in, and stays until closed, even after
 * the re-read identity says the setup is complete. The default export: the shell loads it lazily.
 */
export default function Onboarding({ identity, onClosed }: OnboardingProps) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(() => shouldShowOnboarding(identity));
  // Had once in this sign-in, answered or not: a reload does not bring it back.
  useEffect(() => {
    if (open) dismissOnboarding();
    else onClosed?.();
  }, [open, onClosed]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <OnboardingModal
        identity={identity}
        onClose={() => setOpen(false)}
        // The setup is complete: the identity (and every other read) is initialised again.
        onSetupCompleted={() => void queryClient.invalidateQueries()}
      />
    </Suspense>
  );
}
