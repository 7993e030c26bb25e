import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { sortableFields } from '@armada/contracts/shared';
import {
  canUseTrackingLinks,
  trackingLinkList,
  type CreatedTrackingLink,
  type TrackingLink,
} from '@armada/contracts/tracking-links';
import { formatCompany } from '@/lib/company-time';
import { serverErrorText } from '@/lib/server-error-text';
import { ConfirmationModal } from '@/components/ui/confirmation-modal';
import { useToast } from '@/components/ui/toast';
import {
  ListEmptyState,
  ListTable,
  useListUrlState,
  type ListDataSource,
  type ListTableColumn,
  noAccessError,
} from '@/components/ui/list-table';
import {
  trackingLinkKeys,
  trackingLinkListQueryOptions,
  useChangeTrackingLink,
  type TrackingLinkListQueryKey,
} from '../api/tracking-links';
import { CreateLinkDialog } from './create-link-dialog';
import { ExtendDialog } from './extend-dialog';
import { ShareDialog } from './share-dialog';
import './tracking-links.css';

const dataSource: ListDataSource<TrackingLink, TrackingLinkListQueryKey> = {
  queryOptions: trackingLinkListQueryOptions,
  queryKeyRoot: trackingLinkKeys.lists(),
};
const SORT_FIELDS: readonly string[] = sortableFields(trackingLinkList);
const TABLE_KEY = 'tracking-links';
const WIDE_SCREEN = 1440;

export interface TrackingLinksPageProps {
  accessRight: readonly string[];
  userId: number;
}

/** `/trackingtemp/`: the company's tracking links (docs/rules/tracking-links.md §3). */
export function TrackingLinksPage({ accessRight, userId }: TrackingLinksPageProps) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const language = i18n.resolvedLanguage ?? 'id';
  const canCreate = canUseTrackingLinks(accessRight, 'create');
  const canUpdate = canUseTrackingLinks(accessRight, 'update');
  const { state, setState } = useListUrlState({ sortFields: SORT_FIELDS, filterKeys: [] });
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedTrackingLink | null>(null);
  const [extending, setExtending] = useState<TrackingLink | null>(null);
  const [revoking, setRevoking] = useState<TrackingLink | null>(null);
  const change = useChangeTrackingLink();

  const when = (iso: string) => formatCompany(iso, 'DD MMM YYYY HH:mm', { language, label: true });
  const subjectOf = (row: TrackingLink) =>
    row.target === 'STOP' && row.task && row.stop
      ? t('trackingLinks.subject.STOP', {
          task: row.task.number,
          sequence: row.stop.sequence,
          name: row.stop.name,
        })
      : t('trackingLinks.subject.VEHICLE', { plate: row.vehicle.license_plate });

  const columns = useMemo<ListTableColumn<TrackingLink>[]>(
    () => [
      {
        key: 'subject',
        header: t('trackingLinks.columns.subject'),
        sortField: 'vehicle.license_plate',
        minWidth: '14rem',
        body: (row) => (
          <span className="tracking-links__subject">
            <i
              className={`pi ${row.target === 'STOP' ? 'pi-map-marker' : 'pi-truck'}`}
              aria-hidden="true"
            />
            <span>
              {subjectOf(row)}
              <small className="tracking-links__hint">…{row.token_hint}</small>
            </span>
          </span>
        ),
      },
      {
        key: 'label',
        header: t('trackingLinks.columns.label'),
        sortField: 'label',
        minWidth: '8rem',
        body: (row) => row.label || t('trackingLinks.noLabel'),
      },
      {
        key: 'status',
        header: t('trackingLinks.columns.status'),
        sortField: 'status',
        minWidth: '7rem',
        body: (row) => (
          <span className="tracking-links__status" data-status={row.status}>
            <span className="tracking-links__dot" aria-hidden="true" />
            {t(`trackingLinks.status.${row.status}`)}
          </span>
        ),
      },
      {
        key: 'expires_on',
        header: t('trackingLinks.columns.expires'),
        sortField: 'expires_on',
        minWidth: '10rem',
        body: (row) => when(row.expires_on),
      },
      {
        key: 'shows',
        header: t('trackingLinks.columns.shows'),
        minWidth: '12rem',
        defaultHiddenBelow: WIDE_SCREEN,
        body: (row) => row.shows.map((what) => t(`trackingLinks.shows.${what}`)).join(', '),
      },
      {
        key: 'created_by',
        header: t('trackingLinks.columns.createdBy'),
        sortField: 'created_on',
        minWidth: '12rem',
        body: (row) => (
          <span className="tracking-links__audit">
            {`${row.created_by.name} · ${when(row.created_on)}`}
            {row.extended_by && row.extended_on && (
              <small>
                {t('trackingLinks.extendedBy', {
                  name: row.extended_by.name,
                  at: when(row.extended_on),
                })}
              </small>
            )}
          </span>
        ),
      },
      {
        key: 'revoked_by',
        header: t('trackingLinks.columns.revokedBy'),
        sortField: 'revoked_on',
        minWidth: '11rem',
        hideOnCard: true,
        body: (row) =>
          row.revoked_by && row.revoked_on
            ? `${row.revoked_by.name} · ${when(row.revoked_on)}`
            : '-',
      },
      {
        key: 'views',
        header: t('trackingLinks.columns.views'),
        sortField: 'views',
        minWidth: '6rem',
        align: 'right',
        hideOnCard: true,
        body: (row) => t('trackingLinks.views', { count: row.views }),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- subjectOf and when follow t and language
    [t, language],
  );

  return (
    <div className="tracking-links">
      <header className="tracking-links__header">
        <div>
          <h1 className="tracking-links__title">{t('trackingLinks.title')}</h1>
          <p className="tracking-links__intro">{t('trackingLinks.intro')}</p>
        </div>
      </header>

      <ListTable<TrackingLink, TrackingLinkListQueryKey>
        label={t('trackingLinks.tableLabel')}
        dataSource={dataSource}
        columns={columns}
        state={state}
        onStateChange={setState}
        rememberColumnsFor={{ userId, tableId: TABLE_KEY }}
        rowLabel={subjectOf}
        itemName={(count) => t('trackingLinks.item', { count })}
        searchPlaceholder={t('trackingLinks.searchPlaceholder')}
        rowActions={
          canUpdate
            ? (row) =>
                row.status === 'ACTIVE' ? (
                  <>
                    <Button
                      type="button"
                      icon="pi pi-clock"
                      text
                      rounded
                      aria-label={t('trackingLinks.actions.extendLink', {
                        subject: subjectOf(row),
                      })}
                      tooltip={t('trackingLinks.actions.extend')}
                      onClick={() => setExtending(row)}
                      data-testid="tracking-link-extend"
                    />
                    <Button
                      type="button"
                      icon="pi pi-ban"
                      text
                      rounded
                      severity="danger"
                      aria-label={t('trackingLinks.actions.revokeLink', {
                        subject: subjectOf(row),
                      })}
                      tooltip={t('trackingLinks.actions.revoke')}
                      onClick={() => setRevoking(row)}
                      data-testid="tracking-link-revoke"
                    />
                  </>
                ) : null
            : undefined
        }
        renderError={noAccessError(t('trackingLinks.noAccess'))}
        emptyState={
          <ListEmptyState
            icon="inbox"
            title={t('trackingLinks.empty.title')}
            text={t('trackingLinks.empty.description')}
          />
        }
        toolbarEnd={
          canCreate && (
            <Button
              type="button"
              icon="pi pi-plus"
              label={t('trackingLinks.actions.create')}
              onClick={() => setCreating(true)}
              data-testid="tracking-links-create"
            />
          )
        }
      />

      {creating && (
        <CreateLinkDialog
          onHide={() => setCreating(false)}
          onCreated={(link) => {
            setCreating(false);
            setCreated(link);
            toast.success(t('trackingLinks.form.created'));
          }}
        />
      )}
      {created && <ShareDialog created={created} onHide={() => setCreated(null)} />}
      {extending && (
        <ExtendDialog
          link={extending}
          onHide={() => setExtending(null)}
          onDone={(link) => {
            setExtending(null);
            toast.success(t('trackingLinks.extend.done', { at: when(link.expires_on) }));
          }}
        />
      )}
      <ConfirmationModal
        variant="delete"
        visible={revoking !== null}
        title={revoking ? t('trackingLinks.revoke.title', { subject: subjectOf(revoking) }) : ''}
        message={t('trackingLinks.revoke.text')}
        confirmLabel={t('trackingLinks.actions.revoke')}
        cancelLabel={t('trackingLinks.actions.cancel')}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          const link = revoking;
          setRevoking(null);
          if (!link) return;
          change.mutate(
            { kind: 'revoke', id: link.id },
            {
              onSuccess: () => toast.success(t('trackingLinks.revoke.done')),
              onError: (error) => toast.error(serverErrorText(error, t)),
            },
          );
        }}
      />
    </div>
  );
}
