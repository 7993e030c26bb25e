import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Sidebar } from 'primereact/sidebar';
import { Button } from 'primereact/button';
import {
  LAYOUT_TYPES,
  SIDEBAR_TYPES,
  TOPBAR_TYPES,
  WIDTH_TYPES,
  type LayoutSettings,
} from '../stores/layout-settings';
import './layout-settings-drawer.css';

export interface LayoutSettingsDrawerProps {
  visible: boolean;
  onHide: () => void;
  settings: LayoutSettings;
  onChange: (patch: Partial<LayoutSettings>) => void;
  onReset: () => void;
}

function Choice<K extends 'layout' | 'sidebar' | 'width' | 'topbar'>({
  field,
  options,
  value,
  legend,
  labelOf,
  hint,
  onChange,
}: {
  field: K;
  options: readonly LayoutSettings[K][];
  value: LayoutSettings[K];
  legend: string;
  labelOf: (option: LayoutSettings[K]) => string;
  hint?: string | undefined;
  onChange: (value: LayoutSettings[K]) => void;
}) {
  const name = useId();
  const hintId = useId();
  return (
    <fieldset
      className="layout-settings__group"
      aria-describedby={hint ? hintId : undefined}
      data-setting={field}
    >
      <legend className="layout-settings__legend">{legend}</legend>
      {hint && (
        <p id={hintId} className="layout-settings__hint">
          {hint}
        </p>
      )}
      <div className="layout-settings__options">
        {options.map((option) => (
          <label
            key={option}
            className={`layout-settings__option${option === value ? ' is-selected' : ''}`}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={option === value}
              onChange={() => onChange(option)}
            />
            <span>{labelOf(option)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The layout settings panel (docs/rules/shell.md §2); every change applies and is remembered at
 * once.
 */
export function LayoutSettingsDrawer({
  visible,
  onHide,
  settings,
  onChange,
  onReset,
}: LayoutSettingsDrawerProps) {
  const { t } = useTranslation();
  const preloaderId = useId();
  return (
    <Sidebar
      visible={visible}
      onHide={onHide}
      position="right"
      className="layout-settings"
      header={<h2 className="layout-settings__title">{t('shell.settings.title')}</h2>}
      closeIcon={<i className="pi pi-times" aria-hidden="true" />}
      pt={{ closeButton: { 'aria-label': t('shell.settings.close') } }}
      aria-label={t('shell.settings.title')}
      data-testid="layout-settings"
    >
      <p className="layout-settings__intro">{t('shell.settings.intro')}</p>
      <Choice
        field="layout"
        options={LAYOUT_TYPES}
        value={settings.layout}
        legend={t('shell.settings.layout')}
        labelOf={(o) => t(`shell.settings.layoutTypes.${o}`)}
        onChange={(layout) => onChange({ layout })}
      />
      <Choice
        field="sidebar"
        options={SIDEBAR_TYPES}
        value={settings.sidebar}
        legend={t('shell.settings.sidebar')}
        hint={
          settings.layout === 'horizontal' ? t('shell.settings.sidebarHorizontalHint') : undefined
        }
        labelOf={(o) => t(`shell.settings.sidebarTypes.${o}`)}
        onChange={(sidebar) => onChange({ sidebar })}
      />
      <Choice
        field="width"
        options={WIDTH_TYPES}
        value={settings.width}
        legend={t('shell.settings.width')}
        labelOf={(o) => t(`shell.settings.widthTypes.${o}`)}
        onChange={(width) => onChange({ width })}
      />
      <Choice
        field="topbar"
        options={TOPBAR_TYPES}
        value={settings.topbar}
        legend={t('shell.settings.topbar')}
        labelOf={(o) => t(`shell.settings.topbarTypes.${o}`)}
        onChange={(topbar) => onChange({ topbar })}
      />
      <div className="layout-settings__group layout-settings__switch-row">
        <label htmlFor={preloaderId} className="layout-settings__switch-label">
          <span>{t('shell.settings.preloader')}</span>
          <small className="layout-settings__hint">{t('shell.settings.preloaderHint')}</small>
        </label>
        <input
          id={preloaderId}
          type="checkbox"
          role="switch"
          className="layout-settings__switch"
          checked={settings.preloader}
          onChange={(event) => onChange({ preloader: event.target.checked })}
        />
      </div>
      <Button
        type="button"
        className="layout-settings__reset"
        icon="pi pi-undo"
        label={t('shell.settings.reset')}
        severity="secondary"
        outlined
        onClick={onReset}
      />
    </Sidebar>
  );
}
