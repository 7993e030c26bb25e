import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isMenuItemActive, type BottomBarEntry } from '../utils/menu-model';
import './bottom-bar.css';

export interface BottomBarProps {
  entries: readonly BottomBarEntry[];
  pathname: string;
}

/** The phone's bottom bar (docs/rules/shell.md §2); the shell leaves it out on the live view. */
export function BottomBar({ entries, pathname }: BottomBarProps) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <nav className="bottom-bar" aria-label={t('shell.bottomBar.label')} data-testid="bottom-bar">
      <ul className="bottom-bar__list">
        {entries.map((entry) => {
          const active = isMenuItemActive(entry, pathname);
          return (
            <li key={entry.key}>
              <Link
                to={entry.href}
                className={`bottom-bar__link${active ? ' is-active' : ''}`}
                aria-current={active ? 'page' : undefined}
              >
                <i className={`pi ${entry.icon}`} aria-hidden="true" />
                <span>{t(`shell.bottomBar.items.${entry.key}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
