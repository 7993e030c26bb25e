import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import type { SystemNotification } from '@armada/contracts/notifications';
import { useAreaTranslations } from '@/lib/i18n';
import announcementsTranslations from '../locales';
import { useAnnouncementList, useMarkAnnouncementsRead } from '../api/announcements-api';
import { announcementKeys } from '../api/unread-count';
import {
  INITIAL_LIST_LIMIT,
  headlineOf,
  nextListLimit,
  openingOf,
  type AnnouncementOpening,
} from '../utils/announcement';
import { AnnouncementActionDialog } from './announcement-action-dialog';
import './announcements.css';
import { formatCompanyDateTime } from '@/lib/company-time';

export interface AnnouncementsDialogProps {
  userId: number;
  visible: boolean;
  onHide: () => void;
}

/**
 * The system notification list modal (docs/rules/alert-center.md §2, §4, §9): the newest 10 first,
 * 10 more each time the bottom comes into view until the total, unread ones marked, mark one read
 * on opening it and mark all as read. Opening one shows the action modal (image, video, carousel)
 * or opens its link in a new tab. The server's text is shown as text, never as HTML.
 */
export function AnnouncementsDialog({ userId, visible, onHide }: AnnouncementsDialogProps) {
  const { t, i18n } = useAreaTranslations(announcementsTranslations);
  const [limit, setLimit] = useState<number>(INITIAL_LIST_LIMIT);
  const list = useAnnouncementList(limit, userId);
  const markRead = useMarkAnnouncementsRead();
  const queryClient = useQueryClient();
  const [active, setActive] = useState<SystemNotification | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLLIElement>(null);

  // Each opening starts again from the newest 10, fresh from the server.
  useEffect(() => {
    if (!visible) return;
    setLimit(INITIAL_LIST_LIMIT);
    setNotice(null);
    void queryClient.invalidateQueries({ queryKey: announcementKeys.lists });
  }, [visible, queryClient]);

  const items = list.data?.data.paginated_result ?? [];
  const total = list.data?.metadata.total_count ?? 0;
  const hasMore = items.length < total && limit < total;
  const growing = list.isFetching && list.isPlaceholderData;
  const anyUnread = items.some((item) => !item.is_read);

  // Reaching the bottom (or a first page too short to scroll) asks for 10 more.
  useEffect(() => {
    const root = scroller.current;
    const target = sentinel.current;
    if (!visible || !hasMore || list.isFetching || !root || !target) return undefined;
    if (typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting))
          setLimit((current) => nextListLimit(current, total));
      },
      { root, rootMargin: '0px 0px 48px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [visible, hasMore, list.isFetching, total]);

  const mark = (uuid: string | null) => {
    setNotice(null);
    markRead.mutate(uuid, {
      onError: (error) => setNotice(t('announcements.markFailed', { message: error.message })),
    });
  };

  const open = (item: SystemNotification, opening: AnnouncementOpening) => {
    if (!item.is_read) mark(item.system_notification_uuid);
    if (opening.kind === 'modal') setActive(item);
    else if (opening.kind === 'invalid-link') setNotice(t('announcements.linkUnavailable'));
  };

  let body: ReactNode;
  if (list.isPending) {
    body = (
      <p className="announcements__state" role="status" data-testid="announcements-loading">
        <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {t('announcements.loading')}
      </p>
    );
  } else if (list.isError && items.length === 0) {
    body = (
      <div className="announcements__state" role="alert" data-testid="announcements-error">
        <p>{t('announcements.error')}</p>
        <Button
          type="button"
          label={t('announcements.retry')}
          icon="pi pi-refresh"
          outlined
          size="small"
          onClick={() => void list.refetch()}
        />
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <div className="announcements__state" data-testid="announcements-empty">
        <i className="pi pi-megaphone announcements__empty-icon" aria-hidden="true" />
        <p className="announcements__empty-title">{t('announcements.empty')}</p>
        <p>{t('announcements.emptyHint')}</p>
      </div>
    );
  } else {
    body = (
      <ul className="announcements__list" aria-busy={growing}>
        {items.map((item) => {
          const headline = headlineOf(item);
          const opening = openingOf(item, window.location.origin);
          const content = (
            <>
              <span
                className="announcements__dot"
                aria-label={item.is_read ? undefined : t('announcements.unread')}
                role={item.is_read ? undefined : 'img'}
              />
              <span className="announcements__text">
                <span className="announcements__title" data-testid="announcement-title">
                  {headline.title}
                </span>
                <span className="announcements__description">{headline.description}</span>
                <span className="announcements__meta">
                  <i
                    className={`pi ${KIND_ICONS[item.action]} announcements__kind-icon`}
                    aria-hidden="true"
                  />
                  {t(`announcements.kinds.${item.action}`)}
                  {' · '}
                  <time dateTime={item.created_on}>
                    {formatCompanyDateTime(item.created_on, { language: i18n.language })}
                  </time>
                  {opening.kind === 'link' && (
                    <span className="sr-only"> {t('announcements.opensInNewTab')}</span>
                  )}
                </span>
              </span>
              {opening.kind === 'link' && (
                <i className="pi pi-external-link announcements__link-icon" aria-hidden="true" />
              )}
            </>
          );
          const common = {
            className: `announcements__item${item.is_read ? '' : ' announcements__item--unread'}`,
            'data-testid': 'announcement-item',
            'data-read': item.is_read ? 'true' : 'false',
            'data-action': item.action,
            onClick: () => open(item, opening),
          };
          return (
            <li key={item.system_notification_uuid}>
              {opening.kind === 'link' ? (
                <a {...common} href={opening.href} target="_blank" rel="noopener noreferrer">
                  {content}
                </a>
              ) : (
                <button {...common} type="button" aria-haspopup="dialog">
                  {content}
                </button>
              )}
            </li>
          );
        })}
        {hasMore && (
          <li ref={sentinel} className="announcements__more" data-testid="announcements-more">
            {growing || list.isFetching ? (
              <span role="status">
                <i className="pi pi-spin pi-spinner" aria-hidden="true" />{' '}
                {t('announcements.loadingMore')}
              </span>
            ) : (
              <Button
                type="button"
                text
                size="small"
                label={t('announcements.loadingMore')}
                onClick={() => setLimit((current) => nextListLimit(current, total))}
              />
            )}
          </li>
        )}
      </ul>
    );
  }

  return (
    <>
      <Dialog
        visible={visible}
        onHide={onHide}
        header={t('announcements.title')}
        className="announcements"
        style={{ width: '36rem' }}
        breakpoints={{ '640px': 'calc(100vw - 1rem)' }}
        draggable={false}
        resizable={false}
        data-testid="announcements-dialog"
      >
        <div className="announcements__toolbar">
          <span className="announcements__count" aria-live="polite">
            {total > 0 ? t('announcements.shown', { shown: items.length, total }) : ''}
          </span>
          <Button
            type="button"
            text
            size="small"
            icon="pi pi-check-square"
            label={
              markRead.isPending && markRead.variables === null
                ? t('announcements.markingAll')
                : t('announcements.markAllRead')
            }
            disabled={!anyUnread || markRead.isPending}
            onClick={() => mark(null)}
            data-testid="announcements-mark-all"
          />
        </div>
        <p className="announcements__notice" role="alert" data-testid="announcements-notice">
          {notice ?? ''}
        </p>
        <div className="announcements__scroller" ref={scroller}>
          {body}
        </div>
      </Dialog>
      <AnnouncementActionDialog announcement={active} onHide={() => setActive(null)} />
    </>
  );
}

const KIND_ICONS: Record<SystemNotification['action'], string> = {
  pop_up_image: 'pi-image',
  carousel_image: 'pi-images',
  pop_up_video: 'pi-video',
  external_link: 'pi-globe',
  internal_link: 'pi-link',
};
