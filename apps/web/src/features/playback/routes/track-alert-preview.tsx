import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { AlertActionResult } from '@armada/contracts/alerts';
import type { Identity } from '@armada/contracts/auth';
import { useMediaQuery } from '@/features/playback/hooks/use-media-query';
import { AlertPreviewPopup } from '@/features/alerts/components/alert-preview-popup';
import { alertScopesOf } from '@/features/alerts/hooks/use-alert-scopes';
import { colourOfAlert } from '@/features/alerts/utils/alert-colour';
import {
  POPUP_WIDTH_PX,
  applyActionToPopups,
  emptyPopupStack,
  openPopup,
  popupHeight,
  type OpenPopup,
} from '@/features/alerts/utils/popup-stack';
import '@/features/alerts/components/alert-center.css';
import { useTrackAlert } from '@/features/playback/api/get-track-alert';

/** The alert center's phones: its popup fills the screen under the top bar. */
const PHONE_QUERY = '(max-width: 640px)';
const MARGIN_PX = 16;
const TOP_PX = 72;

export interface TrackAlertPreviewProps {
  rawAlertId: string;
  identity: Identity;
  onClose: () => void;
}

/**
 * PLAY-12: an alert of the track opened in the alert center's own preview (its media, map,
 * actions, notes and log), fetched by the raw alert id the track carries. It opens at the right
 * of the page, over the map, and can be moved like the alert center's popups.
 */
export function TrackAlertPreview({ rawAlertId, identity, onClose }: TrackAlertPreviewProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_QUERY);
  const alert = useTrackAlert(rawAlertId);
  const [popup, setPopup] = useState<OpenPopup | null>(null);
  const scopes = alertScopesOf(identity.accessRight);
  const height = popupHeight(window.innerHeight, false);

  useEffect(() => {
    const found = alert.data;
    if (!found) {
      setPopup(null);
      return;
    }
    const viewport = { width: window.innerWidth, height: window.innerHeight };
    const opened = openPopup(
      emptyPopupStack,
      found,
      viewport,
      { width: POPUP_WIDTH_PX, height },
      { limited: false },
    );
    const first = opened.stack.popups[0];
    if (!first) return;
    setPopup({
      ...first,
      position: {
        x: Math.max(0, viewport.width - POPUP_WIDTH_PX - MARGIN_PX),
        y: Math.min(TOP_PX, Math.max(0, viewport.height - height)),
      },
    });
  }, [alert.data, height]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  let body;
  if (popup) {
    body = (
      <AlertPreviewPopup
        popup={popup}
        identity={identity}
        scopes={scopes}
        colourOf={(shown) => colourOfAlert(shown, null, scopes.urgent)}
        height={height}
        phone={phone}
        onClose={onClose}
        onFront={() => undefined}
        onMove={(position) => setPopup((current) => (current ? { ...current, position } : current))}
        onChange={(change) => setPopup((current) => (current ? change(current) : current))}
        onAction={(action: AlertActionResult) =>
          setPopup((current) =>
            current
              ? (applyActionToPopups({ popups: [current] }, action).popups[0] ?? current)
              : current,
          )
        }
      />
    );
  } else {
    // Until the alert arrives, or when it is not found, a small box where the preview goes.
    body = (
      <section
        className="alert-popup pb-alert-pending"
        role="dialog"
        aria-label={t('playback.alert.title')}
        data-testid="pb-alert-pending"
        style={phone ? undefined : { right: MARGIN_PX, top: TOP_PX, left: 'auto' }}
      >
        <header className="pb-alert-pending__header">
          <p role={alert.isPending ? 'status' : 'alert'}>
            {alert.isPending
              ? t('playback.alert.loading')
              : alert.isError
                ? t('playback.alert.error')
                : t('playback.alert.notFound')}
          </p>
          <button
            type="button"
            className="pb-button pb-button--icon"
            aria-label={t('playback.detail.close')}
            onClick={onClose}
          >
            <i className="pi pi-times" aria-hidden="true" />
          </button>
        </header>
      </section>
    );
  }
  return createPortal(
    <div className="alert-popups" data-phone={phone || undefined}>
      {body}
    </div>,
    document.body,
  );
}
