import type { ReactNode } from 'react';

export interface SettingsSectionProps {
  id: string;
  title: string;
  description: string;
  icon: string;
  children: ReactNode;
  aside?: ReactNode;
}

/** One titled card of the settings page; the title names the region for screen readers. */
export function SettingsSection({
  id,
  title,
  description,
  icon,
  children,
  aside,
}: SettingsSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section className="settings-section" aria-labelledby={headingId} data-testid={id}>
      <header className="settings-section__header">
        <span className="settings-section__icon" aria-hidden="true">
          <i className={`pi ${icon}`} />
        </span>
        <div className="settings-section__titles">
          <h2 id={headingId} className="settings-section__title">
            {title}
          </h2>
          <p className="settings-section__description">{description}</p>
        </div>
        {aside}
      </header>
      <div className="settings-section__body">{children}</div>
    </section>
  );
}
