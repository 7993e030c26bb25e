import { useEffect, useState } from 'react';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { isModalAction, type SystemNotification } from '@armada/contracts/notifications';
import { useAreaTranslations } from '@/lib/i18n';
import announcementsTranslations from '../locales';
import { slidesOf } from '../utils/announcement';

export interface AnnouncementActionDialogProps {
  /** The announcement to show; null: closed. Only the modal kinds open it. */
  announcement: SystemNotification | null;
  onHide: () => void;
}

/**
 * The notification action modal (docs/rules/alert-center.md §2): `pop_up_image` shows its image,
 * `pop_up_video` plays its video, `carousel_image` steps through its slides; the
 * 'understand' button (or Esc) closes it. Titles and descriptions are the server's text,
 * rendered as text.
 */
export function AnnouncementActionDialog({ announcement, onHide }: AnnouncementActionDialogProps) {
  const { t } = useAreaTranslations(announcementsTranslations);
  const [index, setIndex] = useState(0);
  const [mediaFailed, setMediaFailed] = useState(false);
  const uuid = announcement?.system_notification_uuid;
  useEffect(() => {
    setIndex(0);
    setMediaFailed(false);
  }, [uuid]);

  const visible = announcement !== null && isModalAction(announcement.action);
  const slides = announcement ? slidesOf(announcement) : [];
  const count = slides.length;
  const at = Math.min(index, Math.max(0, count - 1));
  const slide = slides[at];
  const carousel = announcement?.action === 'carousel_image';
  const go = (next: number) => {
    setMediaFailed(false);
    setIndex((next + count) % count);
  };

  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header={slide?.title ?? ''}
      className="announcement-action"
      style={{ width: '40rem' }}
      breakpoints={{ '640px': 'calc(100vw - 1rem)' }}
      draggable={false}
      resizable={false}
      data-testid="announcement-action-dialog"
      footer={
        <Button
          type="button"
          label={t('announcements.action.understand')}
          onClick={onHide}
          autoFocus
          data-testid="announcement-understand"
        />
      }
    >
      {announcement && slide && (
        <div
          className="announcement-action__body"
          data-action={announcement.action}
          onKeyDown={(event) => {
            if (!carousel) return;
            if (event.key === 'ArrowRight') go(at + 1);
            if (event.key === 'ArrowLeft') go(at - 1);
          }}
        >
          <div className="announcement-action__media">
            {mediaFailed || !slide.url ? (
              <p className="announcement-action__media-failed" role="status">
                <i className="pi pi-image" aria-hidden="true" />{' '}
                {t('announcements.action.mediaFailed')}
              </p>
            ) : announcement.action === 'pop_up_video' ? (
              <video
                key={slide.url}
                src={slide.url}
                controls
                playsInline
                preload="metadata"
                aria-label={slide.title}
                data-testid="announcement-video"
                onError={() => setMediaFailed(true)}
              >
                {t('announcements.action.videoUnsupported')}
              </video>
            ) : (
              <img
                key={slide.url}
                src={slide.url}
                alt={slide.title}
                data-testid="announcement-image"
                onError={() => setMediaFailed(true)}
              />
            )}
          </div>
          {carousel && count > 1 && (
            <div className="announcement-action__carousel">
              <Button
                type="button"
                icon="pi pi-chevron-left"
                rounded
                text
                aria-label={t('announcements.action.previous')}
                onClick={() => go(at - 1)}
                data-testid="announcement-previous"
              />
              <span className="announcement-action__dots">
                {slides.map((item, i) => (
                  <button
                    key={`${i}-${item.url ?? ''}`}
                    type="button"
                    className="announcement-action__dot"
                    aria-current={i === at ? 'true' : undefined}
                    aria-label={t('announcements.action.goToSlide', { index: i + 1 })}
                    onClick={() => go(i)}
                  />
                ))}
              </span>
              <Button
                type="button"
                icon="pi pi-chevron-right"
                rounded
                text
                aria-label={t('announcements.action.next')}
                onClick={() => go(at + 1)}
                data-testid="announcement-next"
              />
            </div>
          )}
          <div aria-live="polite">
            {carousel && (
              <p className="announcement-action__position">
                {t('announcements.action.slide', { index: at + 1, total: count })}
              </p>
            )}
            <p className="announcement-action__description" data-testid="announcement-description">
              {slide.description}
            </p>
          </div>
        </div>
      )}
    </Dialog>
  );
}
