import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isDriverUser, type Identity } from '@armada/contracts/auth';
import { SHELL_CONSTANTS } from '@armada/contracts/shared';
import { Breadcrumbs, type BreadcrumbItem } from '@/components/ui/breadcrumbs';
import { lazyWidget } from '@/lib/prime-widgets';
import { DRAWER_MEDIA_QUERY, useMediaQuery } from '../hooks/use-media-query';
import { useLayoutSettings } from '../stores/layout-settings';
import {
  bottomBarEntries,
  buildMenu,
  homeHref,
  isLiveViewPath,
  startsCollapsed,
  type MenuItemKey,
} from '../utils/menu-model';
import { BottomBar } from './bottom-bar';
import { Preloader } from './preloader';
import { SideMenu } from './side-menu';
import { StatusBanners } from './status-banners';
import { Topbar } from './topbar';
import './app-shell.css';

export interface AppShellProps {
  identity: Identity;
  pathname: string;
  breadcrumbs: readonly BreadcrumbItem[];
  /**
   * Whether this edition includes a menu entry's module (the app's feature registry); entries
   * without one show no 'new' pill.
   */
  isModuleAvailable?: (key: MenuItemKey) => boolean;
  /** The knowledge base Help opens (AppConfig.helpUrl), once known. */
  helpUrl?: string | undefined;
  /** Room in the top bar for the alert-center bell and the announcements megaphone. */
  notificationsSlot?: ReactNode;
  /**
   * A panel docked at the start of the page (the pinned alert center, docs/rules/alert-center.md
   * §2): the page content shifts right by its width (420 px). Not docked on narrow screens.
   */
  sidePanel?: ReactNode;
  /** The top bar's feedback link: the route layer opens the survey. */
  onFeedback: () => void;
  onSignOut: () => void;
  children: ReactNode;
}

const SIDEBAR_ID = 'shell-sidebar';

// Opened on demand: their code (and PrimeReact's dialogs) loads on first use, not with the page.
const ReferralDialog = lazyWidget(() => import('./referral-dialog').then((m) => m.ReferralDialog));
const BackToOldVersionDialog = lazyWidget(() =>
  import('./back-to-old-version-dialog').then((m) => m.BackToOldVersionDialog),
);
const LayoutSettingsDrawer = lazyWidget(() =>
  import('./layout-settings-drawer').then((m) => m.LayoutSettingsDrawer),
);

/** Open state of an on-demand panel; it stays mounted after its first opening (close animation). */
function usePanel() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return {
    open,
    mounted,
    show: () => {
      setMounted(true);
      setOpen(true);
    },
    hide: () => setOpen(false),
  };
}

/**
 * The signed-in layout (docs/rules/shell.md §2): top bar, side menu (or the horizontal menu), the
 * phone's bottom bar, breadcrumbs, notices and the layout settings. Drivers get the reduced
 * layout without a menu. The shell knows no feature: the route layer gives it the page, the
 * breadcrumbs and the notification slot.
 */
export function AppShell({
  identity,
  pathname,
  breadcrumbs,
  isModuleAvailable,
  helpUrl,
  notificationsSlot,
  sidePanel,
  onFeedback,
  onSignOut,
  children,
}: AppShellProps) {
  const { t } = useTranslation();
  const { settings, update, reset } = useLayoutSettings(identity.userId);
  const isDrawer = useMediaQuery(DRAWER_MEDIA_QUERY);
  const reduced = isDriverUser(identity.accessRight);
  const menu = useMemo(
    () => buildMenu(identity, isModuleAvailable ? { isAvailable: isModuleAvailable } : {}),
    [identity, isModuleAvailable],
  );
  const bottomEntries = useMemo(() => bottomBarEntries(identity), [identity]);
  const home = homeHref(identity);
  const branded = identity.companyId === SHELL_CONSTANTS.brandedCompanyId;
  const bilingual = identity.featureFlags.vsms2_bilingual === true;
  const oldVersion = !reduced && identity.oldVersionAllowed === true;

  // The old live view starts with the menu collapsed; the user may expand it again.
  const [collapsed, setCollapsed] = useState(() => startsCollapsed(pathname));
  // The 'icon' sidebar type is collapsed by default; the menu button expands it for the visit.
  const [iconExpanded, setIconExpanded] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setDrawerOpen(false);
    if (startsCollapsed(pathname) && !startsCollapsed(seenPath)) setCollapsed(true);
  }

  const settingsPanel = usePanel();
  const referralPanel = usePanel();
  const oldVersionPanel = usePanel();

  const scrollRef = useRef<HTMLDivElement>(null);
  const getScrollContainer = useCallback(() => scrollRef.current, []);

  const horizontal = settings.layout === 'horizontal' && !isDrawer;
  // The live view is a full-frame map: no bottom bar (docs/rules/shell.md §2), padding or crumbs.
  const liveView = isLiveViewPath(pathname);
  const hasMenu = !reduced && menu.length > 0;
  const iconsOnly =
    !isDrawer && !horizontal && (collapsed || (settings.sidebar === 'icon' && !iconExpanded));
  const toggleCollapsed = () => {
    setCollapsed(!iconsOnly);
    setIconExpanded(iconsOnly);
  };

  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrawerOpen(false);
    };
    document.addEventListener('keydown', onKey);
    scrollRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  const menuButton = !hasMenu
    ? null
    : isDrawer
      ? { expanded: drawerOpen, controls: SIDEBAR_ID, onToggle: () => setDrawerOpen((v) => !v) }
      : horizontal
        ? null
        : { expanded: !iconsOnly, controls: SIDEBAR_ID, onToggle: toggleCollapsed };

  const classes = [
    'shell',
    `shell--${horizontal ? 'horizontal' : 'vertical'}`,
    `shell--sidebar-${settings.sidebar}`,
    `shell--topbar-${settings.topbar}`,
    `shell--width-${settings.width}`,
    iconsOnly && 'shell--icons-only',
    reduced && 'shell--reduced',
    !hasMenu && 'shell--no-menu',
    isDrawer && 'shell--drawer',
    drawerOpen && 'shell--drawer-open',
    liveView && 'shell--full-bleed',
    sidePanel !== undefined && !isDrawer && 'shell--side-panel',
    !reduced && !liveView && bottomEntries.length > 0 && 'shell--with-bottom-bar',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div
      className={classes}
      data-testid="app-shell"
      data-layout={horizontal ? 'horizontal' : 'vertical'}
    >
      <a className="shell__skip" href="#main-content">
        {t('common.skipToContent')}
      </a>
      <Preloader enabled={settings.preloader} />

      <Topbar
        identity={identity}
        topbarType={settings.topbar}
        homeHref={home}
        reduced={reduced}
        bilingual={bilingual}
        showReferralAndFeedback={!branded}
        showOldVersion={oldVersion}
        menuButton={menuButton}
        notificationsSlot={notificationsSlot}
        onReferral={referralPanel.show}
        onFeedback={onFeedback}
        onOldVersion={oldVersionPanel.show}
        onLayoutSettings={settingsPanel.show}
        onSignOut={onSignOut}
      />

      {hasMenu && horizontal && (
        <div className="shell-hnav">
          <SideMenu menu={menu} pathname={pathname} orientation="horizontal" helpUrl={helpUrl} />
        </div>
      )}

      {hasMenu && !horizontal && (
        <>
          <aside
            id={SIDEBAR_ID}
            className="shell-sidebar"
            data-testid="sidebar"
            inert={isDrawer && !drawerOpen}
          >
            <div ref={scrollRef} className="shell-sidebar__scroll">
              <SideMenu
                menu={menu}
                pathname={pathname}
                orientation="vertical"
                iconsOnly={iconsOnly}
                helpUrl={helpUrl}
                scrollContainer={getScrollContainer}
                onNavigate={() => setDrawerOpen(false)}
              />
            </div>
          </aside>
          {isDrawer && drawerOpen && (
            <button
              type="button"
              className="shell-backdrop"
              aria-label={t('shell.topbar.closeMenu')}
              tabIndex={-1}
              onClick={() => setDrawerOpen(false)}
            />
          )}
        </>
      )}

      {sidePanel !== undefined && !isDrawer && <div className="shell-side-panel">{sidePanel}</div>}

      <main id="main-content" className="shell-main" tabIndex={-1}>
        <StatusBanners />
        <div className="shell-main__content">
          {breadcrumbs.length > 1 && !liveView && (
            <Breadcrumbs
              className="shell-main__breadcrumbs"
              items={breadcrumbs}
              label={t('shell.breadcrumbs.label')}
              moreLabel={(count) => t('shell.breadcrumbs.more', { count })}
            />
          )}
          {children}
        </div>
      </main>

      {!reduced && !liveView && <BottomBar entries={bottomEntries} pathname={pathname} />}

      <Suspense fallback={null}>
        {settingsPanel.mounted && (
          <LayoutSettingsDrawer
            visible={settingsPanel.open}
            onHide={settingsPanel.hide}
            settings={settings}
            onChange={update}
            onReset={reset}
          />
        )}
        {referralPanel.mounted && !branded && (
          <ReferralDialog
            visible={referralPanel.open}
            onHide={referralPanel.hide}
            companyId={identity.companyId}
            companyName={identity.companyName}
          />
        )}
        {oldVersionPanel.mounted && oldVersion && (
          <BackToOldVersionDialog visible={oldVersionPanel.open} onHide={oldVersionPanel.hide} />
        )}
      </Suspense>
    </div>
  );
}
