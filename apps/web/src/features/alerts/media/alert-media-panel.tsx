import { useEffect, useState } from 'react';
import type { RawAlert } from '@armada/contracts/alerts';
import { useToast } from '@/components/ui/toast';
import { useAreaTranslations } from '@/lib/i18n';
import alertMediaTranslations from '../locales/alert-media';
import { hasAlertMedia, isBusy } from './media-state';
import { useAlertMedia } from './use-alert-media';
import { VideoModal } from './video-modal';
import './alert-media.css';

export interface AlertMediaPanelProps {
  alert: RawAlert;
}

/**
 * The media part of an alert preview (docs/rules/alert-center.md §2, §4, §8): the polling status,
 * the 'request video' button on timeout, the device unreachable and media not found toasts, and
 * the video modal once the clip is there. Renders nothing for alerts without a camera.
 */
export function AlertMediaPanel({ alert }: AlertMediaPanelProps) {
  if (!hasAlertMedia(alert)) return null;
  return <CameraAlertMedia alert={alert} />;
}

function CameraAlertMedia({ alert }: AlertMediaPanelProps) {
  const { t } = useAreaTranslations(alertMediaTranslations);
  const toast = useToast();
  const { state, request, acknowledgeNotice } = useAlertMedia(alert);
  const [open, setOpen] = useState(false);
  const { status, notice, video } = state;

  useEffect(() => {
    if (!notice) return;
    if (notice.kind === 'requestFailed')
      toast.error(t('alertMedia.notification.text.requestFailed', { message: notice.message }));
    else toast.warn(t(`alertMedia.notification.text.${notice.kind}`));
    acknowledgeNotice();
  }, [notice, toast, t, acknowledgeNotice]);

  return (
    <section
      className={`alert-media alert-media--${status}`}
      data-testid="alert-media-panel"
      data-status={status}
      aria-label={t('alertMedia.title')}
    >
      {status === 'complete' && video ? (
        <button
          type="button"
          className="alert-media__thumbnail"
          onClick={() => setOpen(true)}
          data-testid="alert-media-open"
        >
          <span className="alert-media__play" aria-hidden="true">
            <i className="pi pi-play" />
          </span>
          <span className="alert-media__label">{t('alertMedia.action.openVideo')}</span>
        </button>
      ) : (
        <div className="alert-media__state">
          <p className="alert-media__text" role="status" aria-live="polite">
            {isBusy(status) || status === 'waiting' ? (
              <i className="pi pi-spin pi-spinner" aria-hidden="true" />
            ) : (
              <i
                className={`pi ${status === 'failed' ? 'pi-ban' : 'pi-clock'}`}
                aria-hidden="true"
              />
            )}
            <span>{t(`alertMedia.status.${status}`)}</span>
          </p>
          {status === 'timeout' ? (
            <button
              type="button"
              className="alert-media__request"
              onClick={request}
              data-testid="alert-media-request"
            >
              <i className="pi pi-video" aria-hidden="true" />
              {t('alertMedia.action.requestVideo')}
            </button>
          ) : null}
        </div>
      )}
      {video ? (
        <VideoModal alert={alert} video={video} visible={open} onHide={() => setOpen(false)} />
      ) : null}
    </section>
  );
}
