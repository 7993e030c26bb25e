import { useEffect, useState } from 'react';
import { env } from '@/config/env';
import { useLatestBuild } from '../api/get-latest-build';

/** A newer build is served when its id differs from the one this page runs (never in dev). */
export function isNewerBuild(runningBuildId: string, servedBuildId: string | undefined): boolean {
  return (
    runningBuildId !== 'dev' && servedBuildId !== undefined && servedBuildId !== runningBuildId
  );
}

/**
 * Whether a newer build of the app is being served, checked every minute and whenever the tab
 * regains focus. `dismiss` hides the offer until yet another build appears.
 */
export function useUpdateAvailable(runningBuildId: string = env.buildId) {
  const latest = useLatestBuild();
  const { refetch } = latest;
  const [dismissedBuild, setDismissedBuild] = useState<string | null>(null);

  useEffect(() => {
    const check = () => {
      if (document.visibilityState !== 'hidden') void refetch();
    };
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', check);
    };
  }, [refetch]);

  const served = latest.data;
  const available = isNewerBuild(runningBuildId, served) && served !== dismissedBuild;
  return {
    available,
    servedBuildId: served,
    dismiss: () => setDismissedBuild(served ?? null),
    reload: () => window.location.reload(),
  };
}
