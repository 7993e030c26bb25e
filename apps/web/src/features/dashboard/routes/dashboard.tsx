import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { canUseOrders, isDriverUser } from '@armada/contracts/auth';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PageLoader } from '@/components/ui/page-loader';
import { useIdentity } from '@/features/auth/api/get-identity';
import { IdentitySummary } from '@/features/auth/components/identity-summary';
import { FleetCard, OrdersCard } from '@/features/dashboard/components/dashboard-summary';
import { hasLoginSuccessFlag } from '@/features/banner/utils/login-success-flag';
import { useSignInDialogs } from '@/features/shell/hooks/sign-in-dialogs';
import { canOpenAppPath, isMenuPathAllowed } from '@/features/shell/utils/menu-model';

// Only a sign-in can show the banner: the dashboard opened any other way never loads its code.
const PromoBanner = lazy(() =>
  import('@/features/banner/components/promo-banner').then((m) => ({ default: m.PromoBanner })),
);

// A driver's day (route optimization) loads for drivers only, with its strings and map.
const DriverDayPanel = lazy(() =>
  import('@/features/route-optimization/driver-day/driver-day-panel').then((m) => ({
    default: m.DriverDayPanel,
  })),
);

/**
 * /dashboard: fleet and order counts, the signed-in account, and the promotional banner after
 * a successful sign-in (docs/rules/shell.md §2 and §4). A driver's home shows their stops for today
 * (from a plan's fleet tasks) and the account.
 */
export function Component() {
  const { t } = useTranslation();
  const { data: identity } = useIdentity();
  const [params] = useSearchParams();
  const [fromLogin] = useState(() => hasLoginSuccessFlag(params));
  const { setupShowing } = useSignInDialogs();
  useDocumentTitle(t('dashboard.pageTitle'));

  if (!identity) return <PageLoader />;
  const driver = isDriverUser(identity.accessRight);
  // A page asks only for what the user may see: no order counts without order permissions.
  const showOrders = !driver && canUseOrders(identity.accessRight, 'read');
  const liveViewHref = isMenuPathAllowed('/liveview-2/', identity)
    ? paths.liveViewNew.getHref()
    : isMenuPathAllowed('/liveview/', identity)
      ? paths.liveView.getHref()
      : undefined;
  const deliveriesHref = isMenuPathAllowed('/delivery/', identity)
    ? paths.delivery.getHref()
    : undefined;

  return (
    <div className="dashboard-page">
      <header>
        <p className="dashboard-page__eyebrow">{t('dashboard.pageTitle')}</p>
        <h1 className="dashboard-page__title">{t('dashboard.welcome', { name: identity.name })}</h1>
        <p className="dashboard-page__intro">
          {t(
            driver
              ? 'dashboard.driverIntro'
              : showOrders
                ? 'dashboard.intro'
                : 'dashboard.fleetIntro',
            {
              company: identity.companyName,
            },
          )}
        </p>
      </header>
      {driver && (
        // FT-14: the driver's stops with their actions are a page of their own.
        <Link
          className="dashboard-page__my-tasks"
          to={paths.myTask.getHref()}
          data-testid="my-tasks-link"
        >
          <i className="pi pi-check-square" aria-hidden="true" /> {t('dashboard.myTasks')}
        </Link>
      )}
      {driver && (
        <Suspense fallback={null}>
          <DriverDayPanel />
        </Suspense>
      )}
      <div className="dashboard-page__grid">
        {!driver && <FleetCard liveViewHref={liveViewHref} />}
        {showOrders && <OrdersCard deliveriesHref={deliveriesHref} />}
        <IdentitySummary identity={identity} />
      </div>
      {fromLogin && (
        <Suspense fallback={null}>
          <PromoBanner
            canOpenLink={(pathname) => canOpenAppPath(pathname, identity)}
            companyVariant={identity.companyVariant}
            held={setupShowing}
          />
        </Suspense>
      )}
    </div>
  );
}
