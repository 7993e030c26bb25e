import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import type { FleetTaskDetail, FleetTaskStop } from '@armada/contracts/fleet-tasks';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { liveChannels, useLiveSubscription } from '@/lib/live-channel';
import { useToast } from '@/components/ui/toast';
import { PageLoader } from '@/components/ui/page-loader';
import {
  applyFleetTaskEta,
  fleetTaskKeys,
  fleetTaskQueryOptions,
  useChangeFleetTask,
  type FleetTaskChange,
} from '../api/fleet-task-api';
import { canCancelStop, isStopLate, isTaskOpen, progressOf } from '../utils/fleet-task-status';
import { formatDateTime, formatDay, formatKm, formatTime } from '../utils/format';
import { CancelDialog, ReassignDialog } from './change-dialogs';
import { StopStatusTag, TaskStatusTag } from './status-tags';
import { TaskMap } from './task-map';
import './fleet-tasks.css';

export interface FleetTaskDetailPageProps {
  taskId: number;
  /** The signed-in company, whose live estimates the page follows (FT-13). */
  companyId: number | null;
  tileUrl: string | undefined;
  tileAttribution?: string | undefined;
}

type Open =
  { kind: 'reassign' } | { kind: 'cancel' } | { kind: 'cancel-stop'; stop: FleetTaskStop };

/**
 * FT-10: Fleet Task Instant Detail (`/fleet-task/instant/:id`): the task's facts, its stops in
 * order with planned, estimated and actual times, the planned and driven path, and the changes
 * the task still allows (FT-6 ... FT-8).
 */
export function FleetTaskDetailPage({
  taskId,
  companyId,
  tileUrl,
  tileAttribution,
}: FleetTaskDetailPageProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'id';
  const query = useQuery({ ...fleetTaskQueryOptions(taskId), enabled: taskId > 0 });
  const task = query.data;
  const queryClient = useQueryClient();
  useLiveSubscription(companyId ? liveChannels.fleetTaskEta(companyId) : null, (message) => {
    const key = fleetTaskKeys.detail(taskId);
    const cached = queryClient.getQueryData<FleetTaskDetail>(key);
    if (!cached) return;
    const next = applyFleetTaskEta(cached, message.payload);
    queryClient.setQueryData(key, next.task);
    if (next.stale) void queryClient.invalidateQueries({ queryKey: key });
  });
  useDocumentTitle(task ? task.number : t('fleetTasks.detailTitle'));

  if (taskId <= 0 || (query.isError && isApiError(query.error) && query.error.statusCode === 404)) {
    return (
      <div className="ft-detail ft-state" role="alert" data-testid="ft-not-found">
        <i className="pi pi-search ft-state__icon" aria-hidden="true" />
        <p className="ft-state__title">{t('fleetTasks.notFound.title')}</p>
        <Link className="action-link" to={paths.fleetTask.getHref()}>
          {t('fleetTasks.backToList')}
        </Link>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="ft-detail ft-state" role="alert">
        <i className="pi pi-exclamation-triangle ft-state__icon" aria-hidden="true" />
        <p className="ft-state__title">{t('fleetTasks.loadError')}</p>
        <Button label={t('fleetTasks.retry')} onClick={() => void query.refetch()} />
      </div>
    );
  }
  if (!task) return <PageLoader />;
  return (
    <TaskView task={task} language={language} tileUrl={tileUrl} tileAttribution={tileAttribution} />
  );
}

function TaskView({
  task,
  language,
  tileUrl,
  tileAttribution,
}: {
  task: FleetTaskDetail;
  language: string;
  tileUrl: string | undefined;
  tileAttribution?: string | undefined;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const change = useChangeFleetTask(task.id);
  const [open, setOpen] = useState<Open | null>(null);
  const [error, setError] = useState<string | null>(null);
  const progress = progressOf(task);
  const taskOpen = isTaskOpen(task);

  const close = () => {
    setOpen(null);
    setError(null);
  };
  const run = (request: FleetTaskChange, done: string) => {
    setError(null);
    change.mutate(request, {
      onSuccess: () => {
        toast.success(done);
        close();
      },
      // The dialog stays open with what was typed or picked (no lost input).
      onError: (failure) =>
        setError(
          isApiError(failure) && failure.statusCode === 409
            ? t('fleetTasks.errors.conflict')
            : isApiError(failure) && failure.statusCode === 404
              ? t('fleetTasks.errors.notFound')
              : t('fleetTasks.errors.generic'),
        ),
    });
  };

  return (
    <div className="ft-detail" data-testid="ft-detail" data-status={task.status}>
      <header className="ft-page-header ft-detail__header">
        <div>
          <p className="ft-detail__crumb">
            <Link to={paths.fleetTask.getHref()}>{t('fleetTasks.backToList')}</Link>
          </p>
          <h1 className="ft-page-header__title">
            {task.number} <TaskStatusTag status={task.status} />
          </h1>
          <p className="ft-page-header__intro">
            {t('fleetTasks.summary', {
              plate: task.vehicle.license_plate,
              driver: task.driver?.fullname ?? t('fleetTasks.noDriver'),
              day: formatDay(task.day, language),
            })}
          </p>
        </div>
        {taskOpen && (
          <div className="ft-detail__actions">
            <Button
              label={t('fleetTasks.actions.reassign')}
              icon="pi pi-sync"
              outlined
              onClick={() => setOpen({ kind: 'reassign' })}
              data-testid="ft-reassign"
            />
            <Button
              label={t('fleetTasks.actions.cancelTask')}
              icon="pi pi-times"
              severity="danger"
              outlined
              onClick={() => setOpen({ kind: 'cancel' })}
              data-testid="ft-cancel-task"
            />
          </div>
        )}
      </header>

      <dl className="ft-facts">
        <div>
          <dt>{t('fleetTasks.facts.progress')}</dt>
          <dd data-testid="ft-progress">{t('fleetTasks.progress', progress)}</dd>
        </div>
        <div>
          <dt>{t('fleetTasks.facts.plannedWindow')}</dt>
          <dd>
            {formatTime(task.planned_start_on)} – {formatTime(task.planned_end_on)}
          </dd>
        </div>
        <div>
          <dt>{t('fleetTasks.facts.started')}</dt>
          <dd>{task.started_on ? formatDateTime(task.started_on, language) : '-'}</dd>
        </div>
        <div>
          <dt>{t('fleetTasks.facts.finished')}</dt>
          <dd>{task.finished_on ? formatDateTime(task.finished_on, language) : '-'}</dd>
        </div>
        <div>
          <dt>{t('fleetTasks.facts.start')}</dt>
          <dd>{task.start_address.name}</dd>
        </div>
        <div>
          <dt>{t('fleetTasks.facts.distance')}</dt>
          <dd>{t('fleetTasks.km', { value: formatKm(task.distance_m, language) })}</dd>
        </div>
        <div>
          <dt>{t('fleetTasks.facts.source')}</dt>
          <dd>
            {task.route_optimization ? (
              <Link to={paths.routeOptimizationDetail.getHref(task.route_optimization.id)}>
                {task.route_optimization.number}
              </Link>
            ) : (
              t(`fleetTasks.source.${task.source}`)
            )}
          </dd>
        </div>
      </dl>

      <div className="ft-detail__body">
        <section className="ft-detail__map" aria-label={t('fleetTasks.map.title')}>
          <TaskMap task={task} tileUrl={tileUrl} tileAttribution={tileAttribution} />
        </section>
        <section className="ft-stops" aria-labelledby="ft-stops-title">
          <h2 id="ft-stops-title" className="ft-section-title">
            {t('fleetTasks.stops.title')}
          </h2>
          {task.stops.length === 0 ? (
            <p className="ft-state__text">{t('fleetTasks.stops.empty')}</p>
          ) : (
            <table className="ft-stops__table" data-testid="ft-stops">
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">{t('fleetTasks.stops.address')}</th>
                  <th scope="col">{t('fleetTasks.stops.planned')}</th>
                  <th scope="col">{t('fleetTasks.stops.eta')}</th>
                  <th scope="col">{t('fleetTasks.stops.arrived')}</th>
                  <th scope="col">{t('fleetTasks.stops.departed')}</th>
                  <th scope="col">{t('fleetTasks.stops.status')}</th>
                  <th scope="col">
                    <span className="ft-visually-hidden">{t('fleetTasks.stops.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {task.stops.map((stop) => (
                  <StopRow
                    key={stop.id}
                    stop={stop}
                    canCancel={canCancelStop(task, stop)}
                    onCancel={() => setOpen({ kind: 'cancel-stop', stop })}
                  />
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>

      {open?.kind === 'reassign' && (
        <ReassignDialog
          task={task}
          visible
          busy={change.isPending}
          error={error}
          onHide={close}
          onSubmit={(vehicleId) =>
            run(
              { kind: 'reassign', body: { vehicle_id: vehicleId } },
              t('fleetTasks.reassign.done', { number: task.number }),
            )
          }
        />
      )}
      {open?.kind === 'cancel' && (
        <CancelDialog
          visible
          title={t('fleetTasks.cancel.taskTitle', { number: task.number })}
          text={t('fleetTasks.cancel.taskText')}
          busy={change.isPending}
          error={error}
          onHide={close}
          onSubmit={(note) =>
            run(
              { kind: 'cancel', body: note ? { note } : {} },
              t('fleetTasks.cancel.taskDone', { number: task.number }),
            )
          }
        />
      )}
      {open?.kind === 'cancel-stop' && (
        <CancelDialog
          visible
          title={t('fleetTasks.cancel.stopTitle', { sequence: open.stop.sequence })}
          text={t('fleetTasks.cancel.stopText', { name: open.stop.address.name })}
          busy={change.isPending}
          error={error}
          onHide={close}
          onSubmit={(note) =>
            run(
              { kind: 'cancel-stop', stopId: open.stop.id, body: note ? { note } : {} },
              t('fleetTasks.cancel.stopDone', { sequence: open.stop.sequence }),
            )
          }
        />
      )}
    </div>
  );
}

function StopRow({
  stop,
  canCancel,
  onCancel,
}: {
  stop: FleetTaskStop;
  canCancel: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const late = isStopLate(stop);
  return (
    <tr data-testid="ft-stop" data-stop={stop.sequence} data-status={stop.status}>
      <td data-label="#" className="ft-stops__seq">
        {stop.sequence}
      </td>
      <td data-label={t('fleetTasks.stops.address')} className="ft-stops__address">
        <strong>{stop.address.name}</strong>
        <span className="ft-stops__orders">
          {stop.delivery_orders
            .map((order) => `${order.number} · ${order.shipped_customer.name}`)
            .join(', ')}
        </span>
      </td>
      <td data-label={t('fleetTasks.stops.planned')}>{formatTime(stop.planned_arrival_on)}</td>
      <td
        data-label={t('fleetTasks.stops.eta')}
        className={late && !stop.arrived_on ? 'is-late' : ''}
      >
        {stop.eta_on ? formatTime(stop.eta_on) : '-'}
      </td>
      <td
        data-label={t('fleetTasks.stops.arrived')}
        className={late && stop.arrived_on ? 'is-late' : ''}
      >
        {formatTime(stop.arrived_on)}
      </td>
      <td data-label={t('fleetTasks.stops.departed')}>{formatTime(stop.departed_on)}</td>
      <td data-label={t('fleetTasks.stops.status')}>
        <StopStatusTag status={stop.status} />
        {late && <span className="ft-stops__late">{t('fleetTasks.stops.late')}</span>}
        {stop.reason && (
          <span className="ft-stops__reason">{t(`fleetTasks.reason.${stop.reason}`)}</span>
        )}
        {stop.failure_photo_url && (
          <a
            className="ft-stops__proof"
            href={stop.failure_photo_url}
            target="_blank"
            rel="noreferrer"
            data-testid="ft-failure-photo"
          >
            {t('fleetTasks.stops.failurePhoto')}
          </a>
        )}
        {stop.proof && (
          <span className="ft-stops__proof" data-testid="ft-proof">
            {t('fleetTasks.stops.receivedBy', { name: stop.proof.recipient_name })}{' '}
            <a href={stop.proof.photo_url} target="_blank" rel="noreferrer">
              {t('fleetTasks.stops.photo')}
            </a>{' '}
            <a href={stop.proof.signature_url} target="_blank" rel="noreferrer">
              {t('fleetTasks.stops.signature')}
            </a>
          </span>
        )}
      </td>
      <td data-label={t('fleetTasks.stops.actions')}>
        {canCancel && (
          <Button
            icon="pi pi-ban"
            text
            severity="danger"
            aria-label={t('fleetTasks.actions.cancelStop', { sequence: stop.sequence })}
            title={t('fleetTasks.actions.cancelStop', { sequence: stop.sequence })}
            onClick={onCancel}
            data-testid="ft-cancel-stop"
          />
        )}
      </td>
    </tr>
  );
}
