import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import {
  CONTROL_TOWER_LIMITS,
  type ControlTowerException,
  type ControlTowerQueueState,
} from '@armada/contracts/control-tower';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { formatCompanyTime } from '@/lib/company-time';
import { useNumberFormat } from '@/lib/format-number';
import { useToast } from '@/components/ui/toast';
import {
  assigneesQueryOptions,
  queueQueryOptions,
  useExceptionAction,
} from '../api/control-tower-api';

export interface ExceptionQueueProps {
  /** The answer of an action, merged like a live message (CT-12, CT-14). */
  onChanged: (exception: ControlTowerException) => void;
}

/**
 * CT-9, CT-12, CT-13, CT-16: the exceptions that need a person, most urgent and newest first;
 * each links to its task, its vehicle in the live view and its alert, and can be handled
 * (acknowledged, with a note and an assignee) or assigned. Kept current by the live channel.
 */
export function ExceptionQueue({ onChanged }: ExceptionQueueProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<Exclude<ControlTowerQueueState, 'ALL'>>('OPEN');
  const open = useQuery(queueQueryOptions('OPEN'));
  const handled = useQuery({
    ...queueQueryOptions('ACKNOWLEDGED'),
    enabled: state === 'ACKNOWLEDGED',
  });
  const shown = state === 'OPEN' ? open : handled;
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <section className="ct-queue" aria-labelledby="ct-queue-title" data-testid="ct-queue">
      <header className="ct-section__header">
        <h2 id="ct-queue-title" className="ct-section__title">
          {t('controlTower.queue.title')}
        </h2>
        <div className="ct-tabs" role="tablist" aria-label={t('controlTower.queue.label')}>
          <button
            type="button"
            role="tab"
            aria-selected={state === 'OPEN'}
            className="ct-tab"
            onClick={() => setState('OPEN')}
          >
            {t('controlTower.queue.open', { count: open.data?.length ?? 0 })}
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={state === 'ACKNOWLEDGED'}
            className="ct-tab"
            onClick={() => setState('ACKNOWLEDGED')}
          >
            {t('controlTower.queue.acknowledged')}
          </button>
        </div>
      </header>
      {shown.isPending ? (
        <p className="ct-muted">{t('controlTower.loading')}</p>
      ) : shown.data?.length ? (
        <ol className="ct-queue__list" aria-label={t('controlTower.queue.label')}>
          {shown.data.map((exception) => (
            <ExceptionItem
              key={exception.id}
              exception={exception}
              editing={editing === exception.id}
              onEdit={setEditing}
              onChanged={onChanged}
            />
          ))}
        </ol>
      ) : (
        <p className="ct-muted" data-testid="ct-queue-empty">
          {state === 'OPEN'
            ? t('controlTower.queue.empty')
            : t('controlTower.queue.emptyAcknowledged')}
        </p>
      )}
    </section>
  );
}

interface ItemProps {
  exception: ControlTowerException;
  editing: boolean;
  /** The exception whose form is open (null: none); stable, so unchanged items skip rendering. */
  onEdit: (id: number | null) => void;
  onChanged: (exception: ControlTowerException) => void;
}

const ExceptionItem = memo(function ExceptionItem({
  exception,
  editing,
  onEdit,
  onChanged,
}: ItemProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'id';
  const { number } = useNumberFormat();
  const time = (iso: string) => formatCompanyTime(iso, { language });
  const kind = t(`controlTower.queue.kind.${exception.kind}`);
  const { detail } = exception;
  const lines: string[] = [];
  if (exception.kind === 'LATE_RISK' || exception.kind === 'LATE_ARRIVAL') {
    if (detail.minutes !== undefined)
      lines.push(t('controlTower.queue.detail.late', { minutes: number(detail.minutes) }));
    if (detail.eta_on && detail.window_end_on)
      lines.push(
        t('controlTower.queue.detail.lateEta', {
          eta: time(detail.eta_on),
          end: time(detail.window_end_on),
        }),
      );
  } else if (detail.meters !== undefined) {
    lines.push(t('controlTower.queue.detail.meters', { meters: number(detail.meters) }));
  } else if (detail.minutes !== undefined) {
    lines.push(t('controlTower.queue.detail.minutes', { minutes: number(detail.minutes) }));
  }
  if (detail.reason)
    lines.push(
      t('controlTower.queue.detail.reason', {
        reason: t(`controlTower.queue.reasons.${detail.reason}`, { defaultValue: detail.reason }),
      }),
    );
  return (
    <li
      className={`ct-exception ct-exception--s${exception.severity}`}
      data-testid="ct-exception"
      data-kind={exception.kind}
      data-task={exception.task?.id ?? ''}
      data-id={exception.id}
    >
      <div className="ct-exception__head">
        <span className={`ct-severity ct-severity--${exception.severity}`}>
          {t(`controlTower.queue.severity.${exception.severity as 1 | 2 | 3}`)}
        </span>
        <strong className="ct-exception__kind">{kind}</strong>
        <span className="ct-exception__time">
          {t('controlTower.queue.opened', { time: time(exception.opened_on) })}
        </span>
      </div>
      <div className="ct-exception__what">
        <span className="ct-exception__plate">{exception.vehicle.license_plate}</span>
        {exception.driver && <span> · {exception.driver.fullname}</span>}
        {exception.stop && (
          <span>
            {' · '}
            {t('controlTower.queue.stop', {
              sequence: exception.stop.sequence,
              name: exception.stop.name,
            })}
          </span>
        )}
      </div>
      {lines.length > 0 && <p className="ct-exception__detail">{lines.join(' · ')}</p>}
      <p className="ct-exception__state">
        {exception.ended_on === null
          ? t('controlTower.queue.ongoing')
          : exception.ended_on !== exception.opened_on &&
            t('controlTower.queue.ended', { time: time(exception.ended_on) })}
        {exception.assignee && (
          <span> · {t('controlTower.queue.assignee', { name: exception.assignee.fullname })}</span>
        )}
        {exception.acknowledged_by && exception.acknowledged_on && (
          <span>
            {' · '}
            {t('controlTower.queue.acknowledgedBy', {
              name: exception.acknowledged_by.fullname,
              time: time(exception.acknowledged_on),
            })}
          </span>
        )}
      </p>
      {exception.note && (
        <p className="ct-exception__note">
          {t('controlTower.queue.note', { note: exception.note })}
        </p>
      )}
      <div className="ct-exception__links">
        {exception.task && (
          <Link to={paths.fleetTaskInstantDetail.getHref(exception.task.id)} className="ct-link">
            <i className="pi pi-list" aria-hidden="true" />{' '}
            {t('controlTower.queue.openTask', { number: exception.task.number })}
          </Link>
        )}
        <Link to={paths.liveViewNew.getHref(exception.vehicle.id)} className="ct-link">
          <i className="pi pi-map-marker" aria-hidden="true" />{' '}
          {t('controlTower.queue.openVehicle', { plate: exception.vehicle.license_plate })}
        </Link>
        {exception.alert_id && (
          <Link to={paths.notificationDetail.getHref(exception.alert_id)} className="ct-link">
            <i className="pi pi-bell" aria-hidden="true" /> {t('controlTower.queue.openAlert')}
          </Link>
        )}
        {exception.acknowledged_on === null && !editing && (
          <button
            type="button"
            className="ct-button ct-button--primary"
            data-testid="ct-handle"
            onClick={() => onEdit(exception.id)}
          >
            {t('controlTower.queue.handle')}
          </button>
        )}
      </div>
      {editing && (
        <HandleForm
          exception={exception}
          kind={kind}
          onClose={() => onEdit(null)}
          onChanged={onChanged}
        />
      )}
    </li>
  );
});

function HandleForm({
  exception,
  kind,
  onClose,
  onChanged,
}: {
  exception: ControlTowerException;
  kind: string;
  onClose: () => void;
  onChanged: (exception: ControlTowerException) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const people = useQuery(assigneesQueryOptions());
  const [note, setNote] = useState('');
  const [assignee, setAssignee] = useState<string>(String(exception.assignee?.id ?? ''));
  const action = useExceptionAction(onChanged);
  const assigneeId = assignee === '' ? null : Number(assignee);
  const submit = (kindOfAction: 'acknowledge' | 'assign') => {
    const trimmed = note.trim();
    action.mutate(
      kindOfAction === 'acknowledge'
        ? {
            kind: 'acknowledge',
            id: exception.id,
            body: { assignee_id: assigneeId, ...(trimmed ? { note: trimmed } : {}) },
          }
        : {
            kind: 'assign',
            id: exception.id,
            body: { assignee_id: assigneeId, ...(trimmed ? { note: trimmed } : {}) },
          },
      {
        onSuccess: () => {
          toast.success(
            t(
              kindOfAction === 'acknowledge'
                ? 'controlTower.queue.form.done'
                : 'controlTower.queue.form.assigned',
            ),
          );
          onClose();
        },
        onError: (error) =>
          toast.error(
            isApiError(error) && error.statusCode === 409
              ? t('controlTower.queue.form.alreadyAcknowledged')
              : t('controlTower.queue.form.failed', {
                  message: error instanceof Error ? error.message : '',
                }),
          ),
      },
    );
  };
  const titleId = `ct-handle-${exception.id}`;
  return (
    <form
      className="ct-handle"
      aria-labelledby={titleId}
      data-testid="ct-handle-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit('acknowledge');
      }}
    >
      <h3 id={titleId} className="ct-handle__title">
        {t('controlTower.queue.form.title', { kind, plate: exception.vehicle.license_plate })}
      </h3>
      <label className="ct-field">
        <span>{t('controlTower.queue.form.assignee')}</span>
        <select value={assignee} onChange={(event) => setAssignee(event.target.value)}>
          <option value="">{t('controlTower.queue.form.nobody')}</option>
          {people.data?.map((person) => (
            <option key={person.id} value={person.id}>
              {person.fullname}
            </option>
          ))}
        </select>
      </label>
      <label className="ct-field">
        <span>{t('controlTower.queue.form.note')}</span>
        <textarea
          value={note}
          maxLength={CONTROL_TOWER_LIMITS.noteMax}
          rows={2}
          placeholder={t('controlTower.queue.form.notePlaceholder')}
          onChange={(event) => setNote(event.target.value)}
        />
      </label>
      <div className="ct-handle__actions">
        <button type="submit" className="ct-button ct-button--primary" disabled={action.isPending}>
          {t('controlTower.queue.form.acknowledge')}
        </button>
        <button
          type="button"
          className="ct-button"
          disabled={action.isPending}
          onClick={() => submit('assign')}
        >
          {t('controlTower.queue.form.assign')}
        </button>
        <button type="button" className="ct-button ct-button--text" onClick={onClose}>
          {t('controlTower.queue.form.cancel')}
        </button>
      </div>
    </form>
  );
}
