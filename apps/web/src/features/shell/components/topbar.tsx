import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Identity } from '@armada/contracts/auth';
import { paths } from '@/config/paths';
import { LanguageSwitch } from '@/components/ui/language-switch';
import type { TopbarType } from '../stores/layout-settings';
import { ShellLogo } from './shell-logo';
import { TopbarDropdown } from './topbar-dropdown';
import './topbar.css';

export interface TopbarProps {
  identity: Identity;
  topbarType: TopbarType;
  homeHref: string;
  /** Reduced layout (drivers): no menu button and only language, profile and sign-out. */
  reduced: boolean;
  /** Whether the language switch shows (feature flag vsms2_bilingual). */
  bilingual: boolean;
  /** Referral and feedback are hidden for the branded company. */
  showReferralAndFeedback: boolean;
  /** Back to the old version: only for companies on its allow list, never in the reduced layout. */
  showOldVersion: boolean;
  menuButton: { expanded: boolean; controls: string; onToggle: () => void } | null;
  /** Room for the alert-center bell and the announcements megaphone. */
  notificationsSlot?: ReactNode;
  onReferral: () => void;
  onFeedback: () => void;
  onOldVersion: () => void;
  onLayoutSettings: () => void;
  onSignOut: () => void;
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : [parts[0]];
  return (
    letters
      .map((part) => part?.[0] ?? '')
      .join('')
      .toUpperCase() || '?'
  );
}

interface ActionDef {
  key: 'referral' | 'feedback' | 'oldVersion' | 'layoutSettings';
  icon: string;
  label: string;
  onClick: () => void;
}

/**
 * The top bar (docs/rules/shell.md §2, docs/rules/alert-center.md): menu button, logo, the
 * notification slot, referral, feedback, back to the old version, layout settings, language switch,
 * profile and sign-out. On phones the secondary actions fold into a 'more' menu.
 */
export function Topbar({
  identity,
  topbarType,
  homeHref,
  reduced,
  bilingual,
  showReferralAndFeedback,
  showOldVersion,
  menuButton,
  notificationsSlot,
  onReferral,
  onFeedback,
  onOldVersion,
  onLayoutSettings,
  onSignOut,
}: TopbarProps) {
  const { t } = useTranslation();
  const tone = topbarType === 'light' ? 'dark' : 'light';

  const actions: ActionDef[] = [];
  if (!reduced && showReferralAndFeedback) {
    actions.push({
      key: 'referral',
      icon: 'pi-gift',
      label: t('shell.topbar.referral'),
      onClick: onReferral,
    });
  }
  if (showReferralAndFeedback) {
    actions.push({
      key: 'feedback',
      icon: 'pi-comment',
      label: t('shell.topbar.feedback'),
      onClick: onFeedback,
    });
  }
  if (showOldVersion) {
    actions.push({
      key: 'oldVersion',
      icon: 'pi-history',
      label: t('shell.topbar.oldVersionLong'),
      onClick: onOldVersion,
    });
  }
  actions.push({
    key: 'layoutSettings',
    icon: 'pi-sliders-h',
    label: t('shell.topbar.layoutSettings'),
    onClick: onLayoutSettings,
  });

  return (
    <header className="shell-topbar" data-testid="topbar">
      <div className="shell-topbar__start">
        {menuButton && (
          <button
            type="button"
            className="topbar-button shell-topbar__menu-button"
            aria-expanded={menuButton.expanded}
            aria-controls={menuButton.controls}
            aria-label={t('shell.topbar.toggleMenu')}
            title={t('shell.topbar.toggleMenu')}
            data-testid="menu-toggle"
            onClick={menuButton.onToggle}
          >
            <i className="pi pi-bars" aria-hidden="true" />
          </button>
        )}
        <ShellLogo
          companyId={identity.companyId}
          companyName={identity.companyName}
          href={homeHref}
          tone={tone}
        />
      </div>

      <div className="shell-topbar__end">
        {notificationsSlot && <div className="shell-topbar__slot">{notificationsSlot}</div>}

        <ul className="shell-topbar__actions" aria-label={t('shell.topbar.label')}>
          {actions.map((action) => (
            <li key={action.key}>
              <button
                type="button"
                className="topbar-button"
                data-action={action.key}
                aria-label={action.label}
                title={action.label}
                onClick={action.onClick}
              >
                <i className={`pi ${action.icon}`} aria-hidden="true" />
                {action.key === 'oldVersion' && (
                  <span className="topbar-button__text" aria-hidden="true">
                    {t('shell.topbar.oldVersion')}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>

        <TopbarDropdown
          className="shell-topbar__more"
          label={t('shell.topbar.more')}
          testId="topbar-more"
          trigger={<i className="pi pi-ellipsis-v" aria-hidden="true" />}
        >
          {(close) => (
            <ul className="topbar-menu">
              {actions.map((action) => (
                <li key={action.key}>
                  <button
                    type="button"
                    className="topbar-menu__item"
                    data-action={action.key}
                    onClick={() => {
                      close();
                      action.onClick();
                    }}
                  >
                    <i className={`pi ${action.icon}`} aria-hidden="true" />
                    <span>{action.label}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </TopbarDropdown>

        {bilingual && <LanguageSwitch tone={topbarType === 'light' ? 'light' : 'dark'} />}

        <TopbarDropdown
          className="shell-topbar__profile"
          triggerClassName="profile-button"
          label={t('shell.profile.menuLabel', { name: identity.name })}
          testId="profile-menu-button"
          trigger={
            <>
              <span className="profile-button__avatar" aria-hidden="true">
                {initials(identity.name)}
              </span>
              <span className="profile-button__name" aria-hidden="true" data-testid="topbar-user">
                {identity.name}
              </span>
              <i className="pi pi-angle-down profile-button__chevron" aria-hidden="true" />
            </>
          }
        >
          {(close) => (
            <div className="topbar-menu" data-testid="profile-menu">
              <div className="topbar-menu__header">
                <span className="topbar-menu__name">{identity.name}</span>
                <span className="topbar-menu__email">
                  {identity.email ?? t('shell.profile.noEmail')}
                </span>
                <span className="topbar-menu__company">{identity.companyName}</span>
              </div>
              <ul>
                <li>
                  <Link className="topbar-menu__item" to={paths.profile.getHref()} onClick={close}>
                    <i className="pi pi-user" aria-hidden="true" />
                    <span>{t('shell.profile.myProfile')}</span>
                  </Link>
                </li>
              </ul>
            </div>
          )}
        </TopbarDropdown>

        <button
          type="button"
          className="topbar-button shell-topbar__logout"
          aria-label={t('shell.topbar.logout')}
          title={t('shell.topbar.logout')}
          data-testid="topbar-logout"
          onClick={onSignOut}
        >
          <i className="pi pi-sign-out" aria-hidden="true" />
          <span className="topbar-button__text" aria-hidden="true">
            {t('shell.topbar.logout')}
          </span>
        </button>
      </div>
    </header>
  );
}
