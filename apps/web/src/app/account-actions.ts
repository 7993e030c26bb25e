/**
 * The signed-in frame's two account actions past the first paint: the contact reminder
 * (docs/rules/alert-center.md §4) and the top bar's logout (docs/rules/alert-center.md §2 and §8).
 * The frame loads this small module first and it loads the real code: the files each needs are then
 * listed here, not in the frame's chunk that every signed-in page downloads (the 160 KB budget).
 */
export const loadContactReminder = () => import('@/features/profile/components/contact-reminder');

/**
 * The top bar's logout: /logout about 500 ms after the start (docs/rules/alert-center.md §2 and
 * §8).
 */
export const signOut = (navigate: (path: string, options: { replace: true }) => void) =>
  import('@/features/auth/utils/browser-sign-out').then((m) => m.signOutFromShell(navigate));
