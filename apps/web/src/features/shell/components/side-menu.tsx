import {
  Fragment,
  Suspense,
  lazy,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type MouseEvent,
} from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SHELL_CONSTANTS } from '@armada/contracts/shared';
import {
  activeGroupKey,
  isMenuItemActive,
  menuScrollTarget,
  type MenuGroupKey,
  type MenuSeparatorKey,
  type VisibleMenuGroup,
  type VisibleMenuItem,
  type VisibleMenuNode,
} from '../utils/menu-model';
import type { MenuCountModule } from '@/registry';
import './side-menu.css';

export type MenuOrientation = 'vertical' | 'horizontal';

export interface SideMenuProps {
  menu: readonly VisibleMenuNode[];
  pathname: string;
  orientation: MenuOrientation;
  /** Icons only (collapsed menu or the 'icon' sidebar type); labels stay for screen readers. */
  iconsOnly?: boolean;
  /** The external knowledge base Help opens; until it is known Help goes to the /help page. */
  helpUrl?: string | undefined;
  /** Called after an entry is chosen (closes the drawer on phones). */
  onNavigate?: () => void;
  /** The element that scrolls the vertical menu, for bringing the active entry into view. */
  scrollContainer?: () => HTMLElement | null;
  id?: string;
}

/** A plain left click: modified clicks (new tab, new window) keep the browser's behaviour. */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

type CountLoader = () => Promise<MenuCountModule>;

/** One lazy component per count module, made once (SHELL-81). */
const countViews = new WeakMap<CountLoader, ComponentType>();

/** SHELL-81: the count an entry shows, from its module's hook; nothing for none or 0. */
function countViewOf(load: CountLoader): ComponentType {
  const known = countViews.get(load);
  if (known) return known;
  const view = lazy(async () => {
    const { useMenuCount } = await load();
    function MenuCount() {
      const { t } = useTranslation();
      const count = useMenuCount();
      if (!count) return null;
      return (
        <>
          <span className="menu-count" data-testid="menu-count" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
          <span className="sr-only"> {t('shell.menu.count', { count })}</span>
        </>
      );
    }
    return { default: MenuCount };
  });
  countViews.set(load, view);
  return view;
}

function MenuCountSlot({ load }: { load: CountLoader }) {
  const View = countViewOf(load);
  return (
    <Suspense fallback={null}>
      <View />
    </Suspense>
  );
}

function MenuLink({
  item,
  pathname,
  iconsOnly,
  helpUrl,
  onNavigate,
  nested,
}: {
  item: VisibleMenuItem;
  pathname: string;
  iconsOnly: boolean;
  helpUrl: string | undefined;
  onNavigate: (() => void) | undefined;
  nested: boolean;
}) {
  const { t } = useTranslation();
  const label = t(`shell.menu.items.${item.labelKey}`);
  const active = isMenuItemActive(item, pathname);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (item.opensKnowledgeBase && helpUrl && isPlainClick(event)) {
      // docs/rules/shell.md §2: the knowledge base opens in a new tab after 300 ms.
      event.preventDefault();
      window.setTimeout(() => {
        window.open(helpUrl, '_blank', 'noopener,noreferrer');
      }, SHELL_CONSTANTS.helpLinkDelayMs);
    }
    onNavigate?.();
  };

  return (
    <Link
      to={item.href}
      className={`menu-link${nested ? ' menu-link--nested' : ''}${active ? ' is-active' : ''}`}
      aria-current={active ? 'page' : undefined}
      title={iconsOnly ? label : undefined}
      data-menu-key={item.key}
      onClick={onClick}
    >
      {(!nested || iconsOnly) && (
        <i className={`pi ${item.icon} menu-link__icon`} aria-hidden="true" />
      )}
      {nested && !iconsOnly && <span className="menu-link__dot" aria-hidden="true" />}
      <span className="menu-link__label">{label}</span>
      {item.opensKnowledgeBase && (
        <>
          <i className="pi pi-external-link menu-link__external" aria-hidden="true" />
          <span className="sr-only"> {t('shell.menu.opensInNewTab')}</span>
        </>
      )}
      {item.isNew && (
        <span className="menu-pill" data-testid="menu-new-pill">
          {t('shell.menu.new')}
        </span>
      )}
      {item.count && <MenuCountSlot load={item.count} />}
    </Link>
  );
}

function MenuGroup({
  group,
  open,
  onToggle,
  pathname,
  orientation,
  iconsOnly,
  helpUrl,
  onNavigate,
}: {
  group: VisibleMenuGroup;
  open: boolean;
  onToggle: () => void;
  pathname: string;
  orientation: MenuOrientation;
  iconsOnly: boolean;
  helpUrl: string | undefined;
  onNavigate: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const listId = useId();
  const label = t(`shell.menu.groups.${group.key}`);
  const active = group.children.some((child) => isMenuItemActive(child, pathname));

  return (
    <li className={`menu-group${open ? ' is-open' : ''}${active ? ' is-active' : ''}`}>
      <button
        type="button"
        className="menu-link menu-group__button"
        aria-expanded={open}
        aria-controls={listId}
        title={iconsOnly ? label : undefined}
        data-menu-group={group.key}
        onClick={onToggle}
      >
        <i className={`pi ${group.icon} menu-link__icon`} aria-hidden="true" />
        <span className="menu-link__label">{label}</span>
        {/* A new module inside a closed group would go unseen: the group says so too. */}
        {!open && group.children.some((child) => child.isNew) && (
          <span className="menu-pill" data-testid="menu-group-new-pill">
            {t('shell.menu.new')}
          </span>
        )}
        <i
          className={`pi ${orientation === 'horizontal' ? 'pi-angle-down' : 'pi-angle-right'} menu-group__chevron`}
          aria-hidden="true"
        />
      </button>
      <ul id={listId} className="menu-group__list" hidden={!open}>
        {group.children.map((child) => (
          <li key={child.key}>
            <MenuLink
              item={child}
              pathname={pathname}
              iconsOnly={iconsOnly}
              helpUrl={helpUrl}
              onNavigate={() => {
                if (orientation === 'horizontal') onToggle();
                onNavigate?.();
              }}
              nested
            />
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The side menu (docs/rules/shell.md §2): a navigation landmark of real links. Groups are buttons
 * with `aria-expanded`; the group holding the current page opens by itself. Vertically the
 * groups open in place (several may be open); horizontally a group is a dropdown and only one
 * is open at a time, closed by Escape or a click elsewhere.
 */
export function SideMenu({
  menu,
  pathname,
  orientation,
  iconsOnly = false,
  helpUrl,
  onNavigate,
  scrollContainer,
  id,
}: SideMenuProps) {
  const { t } = useTranslation();
  const navRef = useRef<HTMLElement>(null);
  const activeGroup = activeGroupKey(menu, pathname);
  const [openGroups, setOpenGroups] = useState<ReadonlySet<MenuGroupKey>>(
    () => new Set(orientation === 'vertical' && activeGroup ? [activeGroup] : []),
  );

  // Arriving in another group opens it (vertical); a dropdown closes on navigation.
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    if (orientation === 'horizontal') setOpenGroups(new Set());
    else if (activeGroup && !openGroups.has(activeGroup)) {
      setOpenGroups(new Set([...openGroups, activeGroup]));
    }
  }

  const toggle = (key: MenuGroupKey) =>
    setOpenGroups((current) => {
      const next = new Set(orientation === 'horizontal' ? [] : current);
      if (current.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  useEffect(() => {
    if (orientation !== 'horizontal' || openGroups.size === 0) return;
    const onPointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenGroups(new Set());
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const button = navRef.current?.querySelector<HTMLButtonElement>(
        '.menu-group.is-open > .menu-group__button',
      );
      setOpenGroups(new Set());
      button?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [orientation, openGroups]);

  // Bring the active entry into view when it lies low in the menu (menuScrollTarget). An
  // effect, not a layout effect: the scroll container's ref (a parent) is attached after ours.
  useEffect(() => {
    if (orientation !== 'vertical') return;
    const container = scrollContainer?.() ?? null;
    const active = navRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!container || !active) return;
    const box = active.getBoundingClientRect();
    const target = menuScrollTarget({
      offsetTop: box.top - container.getBoundingClientRect().top + container.scrollTop,
      height: box.height,
      scrollTop: container.scrollTop,
      viewportHeight: container.clientHeight,
    });
    if (target !== null) container.scrollTop = target;
  }, [orientation, pathname, scrollContainer]);

  // Separators start sections: each section is its own list, the separator sits between lists.
  const sections: {
    separator: MenuSeparatorKey | null;
    nodes: (VisibleMenuItem | VisibleMenuGroup)[];
  }[] = [];
  for (const node of menu) {
    if (node.kind === 'separator') sections.push({ separator: node.key, nodes: [] });
    else {
      if (sections.length === 0) sections.push({ separator: null, nodes: [] });
      sections[sections.length - 1]?.nodes.push(node);
    }
  }

  return (
    <nav
      ref={navRef}
      id={id}
      aria-label={t('shell.menu.label')}
      className={`side-menu side-menu--${orientation}${iconsOnly ? ' side-menu--icons' : ''}`}
    >
      <div className="side-menu__list">
        {sections.map((section, index) => (
          <Fragment key={section.separator ?? `section-${index}`}>
            {section.separator && (
              <div
                role="separator"
                className="side-menu__separator"
                data-separator={section.separator}
                aria-label={t(`shell.menu.separators.${section.separator}`)}
              >
                <span className="side-menu__separator-label" aria-hidden="true">
                  {t(`shell.menu.separators.${section.separator}`)}
                </span>
              </div>
            )}
            <ul className="side-menu__section">
              {section.nodes.map((node) =>
                node.kind === 'group' ? (
                  <MenuGroup
                    key={node.key}
                    group={node}
                    open={openGroups.has(node.key)}
                    onToggle={() => toggle(node.key)}
                    pathname={pathname}
                    orientation={orientation}
                    iconsOnly={iconsOnly}
                    helpUrl={helpUrl}
                    onNavigate={onNavigate}
                  />
                ) : (
                  <li key={node.key}>
                    <MenuLink
                      item={node}
                      pathname={pathname}
                      iconsOnly={iconsOnly}
                      helpUrl={helpUrl}
                      onNavigate={onNavigate}
                      nested={false}
                    />
                  </li>
                ),
              )}
            </ul>
          </Fragment>
        ))}
      </div>
    </nav>
  );
}
