import type { ReactNode } from 'react';

export interface ListEmptyStateProps {
  /** A PrimeIcons name without the `pi-` prefix, e.g. `truck`. */
  icon: string;
  title: ReactNode;
  text?: ReactNode;
}

/** What a list shows when nothing matches: an icon, a title and a hint (every list page). */
export function ListEmptyState({ icon, title, text }: ListEmptyStateProps) {
  return (
    <div className="list-table__state">
      <i className={`pi pi-${icon} list-table__state-icon`} aria-hidden="true" />
      <p className="list-table__state-title">{title}</p>
      {text !== undefined && <p className="list-table__state-text">{text}</p>}
    </div>
  );
}
