import { useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { PageLoader } from '@/components/ui/page-loader';
import { useIdentity } from '@/features/auth/api/get-identity';
import { ModuleUnavailable } from '@/features/shell/components/module-unavailable';
import { MENU_ITEMS, menuLabelKey } from '@/features/shell/utils/menu-model';
import { isAppRouteHandle } from '../../route-handle';

/**
 * A menu entry whose module is not part of this edition (live views, reports, order
 * management screens, ...): its name and a way back. The route's handle names the entry.
 */
export function Component() {
  const { t } = useTranslation();
  const matches = useMatches();
  const { data: identity } = useIdentity();
  const key = matches
    .map((match) => (isAppRouteHandle(match.handle) ? match.handle.module : undefined))
    .filter(Boolean)
    .at(-1);
  const item = MENU_ITEMS.find((entry) => entry.key === key);

  if (!identity || !item) return <PageLoader />;
  return (
    <ModuleUnavailable
      module={t(`shell.menu.items.${menuLabelKey(item.key, identity)}`)}
      dashboardHref={paths.dashboard.getHref()}
      companyVariant={identity.companyVariant}
    />
  );
}
