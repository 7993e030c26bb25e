import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SHELL_CONSTANTS } from '@armada/contracts/shared';
import { paths } from '@/config/paths';
import { identify, trackBackButtonClicks } from '@/lib/analytics';
import { isUnauthorized } from '@/lib/api-client';
import { clock } from '@/lib/clock';
import { useAppConfig } from '@/lib/app-config';
import type { BreadcrumbItem } from '@/components/ui/breadcrumbs';
import { PageLoader } from '@/components/ui/page-loader';
import { useIdentity } from '@/features/auth/api/get-identity';
import { useApplyCompanyTimeZone } from '@/lib/company-time';
import {
  AlertCenterDock,
  AlertsTopbar,
  useAlertCenterPinned,
} from '@/features/alerts/components/alerts-topbar';
import { AnnouncementsTopbar } from '@/features/announcements/components/announcements-topbar';
import { shouldShowOnboarding } from '@/features/alert-rules/utils/onboarding-visibility';
import { AppShell } from '@/features/shell/components/app-shell';
import { SignInDialogsContext } from '@/features/shell/hooks/sign-in-dialogs';
import { NoAccess } from '@/features/shell/components/no-access';
import {
  canOpenMenuPath,
  homeHref,
  menuItemBySpecPath,
  menuLabelKey,
  type MenuItemKey,
} from '@/features/shell/utils/menu-model';
import { isInLastDaysOfMonth, isSurveyVariant } from '@/features/survey/utils/survey-schedule';
import { AVAILABLE_MENU_ITEMS } from '@/registry';
import { isAppRouteHandle, type AppRouteHandle } from '../../route-handle';
import { HubTabs } from './hub-tabs';
import { needsLiveConnectionAtOnce, useSessionLiveChannel } from '../../use-session-live-channel';

const isModuleAvailable = (key: MenuItemKey) => AVAILABLE_MENU_ITEMS.has(key);

/**
 * The live view and control tower pages do not start the alert messages of the live channel
 * (docs/rules/alert-center.md §2); the live view keeps the connection itself for vehicle positions.
 * The app's entry opened the connection on them already (`startSessionLiveEarly`, main.tsx).
 */
const isAlertQuietPath = needsLiveConnectionAtOnce;

// The survey shows 60 s after load at the earliest, in the last days of a month (or from the top
// bar): its code loads after the page, and on other days not at all.
const FeedbackSurvey = lazy(() =>
  import('@/features/survey/components/feedback-survey').then((m) => ({
    default: m.FeedbackSurvey,
  })),
);

// The notification onboarding (docs/rules/alert-center.md §4): for a company that has not completed
// its notification setup, its code loads once the page has settled (2.5 s, as the alert center's
// does), and decides there whether the modal shows (scopes, dismissed this session).
const Onboarding = lazy(() =>
  new Promise((settled) => setTimeout(settled, 2500)).then(
    () => import('@/features/alert-rules/components/onboarding'),
  ),
);

// The contact reminder (docs/rules/alert-center.md §4): its code loads only for a user whose
// identity lacks an e-mail or phone number; it asks for the profile unless closed earlier this
// session.
const accountActions = () => import('../../account-actions');
const ContactReminder = lazy(() => accountActions().then((m) => m.loadContactReminder()));

/**
 * The signed-in frame: the shell around the page. The route loader has the identity before
 * this renders; if it later turns into a 401 (the session ended elsewhere), the user goes to
 * sign-in and back here afterwards. A page the user's permissions do not allow shows the 'no
 * access' page instead (the menu rules of docs/rules/shell.md §6, from the route's handle).
 */
export function Component() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const matches = useMatches();
  const identity = useIdentity();
  const appConfig = useAppConfig();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  // As the page opened: the onboarding stays mounted after its save re-reads the identity.
  const [setupPending] = useState(() => identity.data?.setupNotifCompleted === false);
  // One sign-in dialog at a time: the promotional banner waits for the setup to close.
  const [setupShowing, setSetupShowing] = useState(
    () => identity.data !== undefined && shouldShowOnboarding(identity.data),
  );
  const onSetupClosed = useCallback(() => setSetupShowing(false), []);
  const signInDialogs = useMemo(() => ({ setupShowing }), [setupShowing]);

  // SHELL-75: every page formats and reads times in the company's zone.
  useApplyCompanyTimeZone(identity.data?.timeZone);
  useEffect(() => trackBackButtonClicks(), []);
  // The live view and the control tower need the connection at once (positions, the board).
  useSessionLiveChannel(identity.data !== undefined, isAlertQuietPath(location.pathname));
  const alertCenterPinned = useAlertCenterPinned();

  const userId = identity.data?.userId;
  const companyId = identity.data?.companyId;
  useEffect(() => {
    identify(userId !== undefined && companyId !== undefined ? { userId, companyId } : null);
  }, [userId, companyId]);

  if (isUnauthorized(identity.error)) {
    return <Navigate to={paths.login.getHref(`${location.pathname}${location.search}`)} replace />;
  }
  if (!identity.data) return <PageLoader />;
  const user = identity.data;
  const home = homeHref(user);
  // Its schedule decides 60 s after load: due when that moment is in the month-end window.
  const surveyDue =
    feedbackOpen ||
    (isSurveyVariant(user.companyVariant) &&
      isInLastDaysOfMonth(clock.now() + SHELL_CONSTANTS.feedback.modalDelayMs));

  const handles = matches
    .filter((match) => isAppRouteHandle(match.handle))
    .map((match) => ({ handle: match.handle as AppRouteHandle, params: match.params }));
  const access = handles
    .map(({ handle }) => handle.access)
    .filter(Boolean)
    .at(-1);
  const allowed = access === undefined || canOpenMenuPath(access, user);

  const breadcrumbs: BreadcrumbItem[] = [
    { label: t('shell.breadcrumbs.home'), href: home },
    ...handles.flatMap(({ handle, params }) =>
      (handle.crumbs ?? []).map((crumb) => ({ label: crumb.label(t, params), href: crumb.href })),
    ),
  ];

  return (
    <>
      <AppShell
        identity={user}
        pathname={location.pathname}
        breadcrumbs={breadcrumbs}
        isModuleAvailable={isModuleAvailable}
        helpUrl={appConfig.data?.helpUrl}
        notificationsSlot={
          <>
            <AnnouncementsTopbar
              userId={user.userId}
              accessRight={user.accessRight}
              live={!isAlertQuietPath(location.pathname)}
            />
            <AlertsTopbar identity={user} liveAlerts={!isAlertQuietPath(location.pathname)} />
          </>
        }
        sidePanel={alertCenterPinned ? <AlertCenterDock /> : undefined}
        onFeedback={() => setFeedbackOpen(true)}
        // docs/rules/alert-center.md §2 and §8: unregister the push token and end the session, then
        // /logout about 500 ms later, whatever the calls answer. Its code loads on the click.
        onSignOut={() =>
          void accountActions().then(
            (m) => m.signOut(navigate),
            () => navigate(paths.logout.getHref()),
          )
        }
      >
        {allowed || access === undefined ? (
          <SignInDialogsContext.Provider value={signInDialogs}>
            <HubTabs pathname={location.pathname} t={t} />
            <Outlet />
          </SignInDialogsContext.Provider>
        ) : (
          <NoAccess
            page={t(`shell.menu.items.${menuLabelKey(menuItemBySpecPath(access).key, user)}`)}
            homeHref={home}
            companyVariant={user.companyVariant}
          />
        )}
      </AppShell>
      {setupPending && (
        <Suspense fallback={null}>
          <Onboarding identity={user} onClosed={onSetupClosed} />
        </Suspense>
      )}
      {(!user.email || !user.phoneNo) && (
        <Suspense fallback={null}>
          <ContactReminder />
        </Suspense>
      )}
      {surveyDue && (
        <Suspense fallback={null}>
          <FeedbackSurvey
            identity={user}
            manualOpen={feedbackOpen}
            onManualClose={() => setFeedbackOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
