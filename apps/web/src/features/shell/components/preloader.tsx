import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHELL_CONSTANTS } from '@armada/contracts/shared';
import './preloader.css';

/** The start-up preloader: shown for 2.5 s when the layout setting asks for it. */
export function Preloader({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  // Decided once per start of the signed-in frame; switching the setting on later has no effect.
  const [visible, setVisible] = useState(enabled);

  useEffect(() => {
    if (!visible) return;
    const timer = window.setTimeout(() => setVisible(false), SHELL_CONSTANTS.preloaderMs);
    return () => window.clearTimeout(timer);
  }, [visible]);

  if (!visible) return null;
  return (
    <div className="shell-preloader" role="status" aria-live="polite" data-testid="preloader">
      <span className="shell-preloader__spinner" aria-hidden="true" />
      <span className="shell-preloader__label">{t('shell.preloader.label')}</span>
    </div>
  );
}
