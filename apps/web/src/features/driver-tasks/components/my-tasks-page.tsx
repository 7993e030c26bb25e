import { formatCompany } from '@/lib/company-time';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { DriverTask, DriverTaskStop } from '@armada/contracts/fleet-tasks';
import { myTasksQueryOptions } from '../api/driver-task-api';
import { useActionQueue } from '../hooks/use-action-queue';
import type { QueuedAction, QueuedItem } from '../utils/action-queue';
import { actionsFor, mapsHref, shownStatus, telHref } from '../utils/stop-view';
import { DeliverDialog, FailDialog } from './stop-dialogs';
import './driver-tasks.css';

type Open = { kind: 'delivered' | 'failed'; stop: DriverTaskStop } | null;

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine !== false);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
}

const time = (iso: string) => iso.slice(11, 16);

/**
 * FT-14 ... FT-17: the driver's stops of today in order, phone first: the address, the
 * customer's phone, the way there in the maps app, and the actions. An action is kept on the
 * phone first and sent when the network allows; until then the stop says it is waiting to send.
 */
export function MyTasksPage() {
  const { t, i18n } = useTranslation();
  const query = useQuery(myTasksQueryOptions());
  const queue = useActionQueue();
  const online = useOnline();
  const [open, setOpen] = useState<Open>(null);

  const act = (stop: DriverTaskStop, action: QueuedAction) => {
    setOpen(null);
    const item: QueuedItem = {
      ...action,
      key: crypto.randomUUID(),
      stopId: stop.id,
      createdAt: Date.now(),
      state: 'waiting',
    };
    void queue.add(item);
  };

  const refused = queue.items.filter((item) => item.state === 'refused');

  return (
    <div className="driver-tasks" data-testid="my-tasks">
      <header className="driver-tasks__header">
        <h1 className="driver-tasks__title">{t('driverTasks.title')}</h1>
        {query.data && (
          <p className="driver-tasks__date">
            {formatCompany(`${query.data.date}T12:00:00+07:00`, 'dddd, DD MMM YYYY', {
              language: i18n.resolvedLanguage ?? 'id',
            })}
          </p>
        )}
      </header>
      {!online && (
        <p className="driver-tasks__offline" role="status">
          {t('driverTasks.offline')}
        </p>
      )}
      {refused.map((item) => (
        <div key={item.key} className="driver-tasks__refused" role="alert">
          <span>
            {t(
              item.refusedWith === 409
                ? 'driverTasks.refused.conflict'
                : item.refusedWith === 403 || item.refusedWith === 404
                  ? 'driverTasks.refused.notYours'
                  : 'driverTasks.refused.other',
            )}
          </span>
          <button
            type="button"
            className="driver-tasks__link"
            onClick={() => void queue.dismiss(item.key)}
          >
            {t('driverTasks.dismiss')}
          </button>
        </div>
      ))}
      {query.isPending ? (
        <p className="driver-tasks__note" aria-busy="true">
          {t('driverTasks.loading')}
        </p>
      ) : !query.data ? (
        <p className="driver-tasks__note" role="alert">
          {t('driverTasks.loadError')}
        </p>
      ) : query.data.tasks.length === 0 ? (
        <p className="driver-tasks__note">{t('driverTasks.none')}</p>
      ) : (
        query.data.tasks.map((task) => (
          <TaskSection
            key={task.id}
            task={task}
            items={queue.items}
            onArrived={(stop) => act(stop, { kind: 'arrived' })}
            onOpen={(kind, stop) => setOpen({ kind, stop })}
          />
        ))
      )}
      {open?.kind === 'delivered' && (
        <DeliverDialog
          title={t('driverTasks.deliverTitle', { sequence: open.stop.sequence })}
          onHide={() => setOpen(null)}
          onSubmit={(input) => act(open.stop, { kind: 'delivered', ...input })}
        />
      )}
      {open?.kind === 'failed' && (
        <FailDialog
          title={t('driverTasks.failTitle', { sequence: open.stop.sequence })}
          onHide={() => setOpen(null)}
          onSubmit={(input) => act(open.stop, { kind: 'failed', ...input })}
        />
      )}
    </div>
  );
}

function TaskSection({
  task,
  items,
  onArrived,
  onOpen,
}: {
  task: DriverTask;
  items: readonly QueuedItem[];
  onArrived: (stop: DriverTaskStop) => void;
  onOpen: (kind: 'delivered' | 'failed', stop: DriverTaskStop) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="driver-tasks__task" aria-labelledby={`task-${task.id}`}>
      <h2 id={`task-${task.id}`} className="driver-tasks__task-title">
        {task.number} · {task.vehicle.license_plate}
      </h2>
      <p className="driver-tasks__task-meta">
        {t('driverTasks.start', {
          place: task.start_address.name,
          time: time(task.planned_start_on),
        })}{' '}
        · {t(`driverTasks.taskStatus.${task.status}`)}
      </p>
      <ol className="driver-tasks__stops">
        {task.stops.map((stop) => {
          const shown = shownStatus(stop, items);
          const actions = actionsFor(shown.status);
          const { address, customer } = stop;
          return (
            <li
              key={stop.id}
              className="driver-tasks__stop"
              data-testid="driver-stop"
              data-status={shown.status}
            >
              <div className="driver-tasks__stop-head">
                <span className="driver-tasks__sequence" aria-hidden="true">
                  {stop.sequence}
                </span>
                <div className="driver-tasks__stop-name">
                  <h3>{customer?.name ?? address.name}</h3>
                  <p>
                    {t('driverTasks.plannedAt', { time: time(stop.planned_arrival_on) })}
                    {' · '}
                    {stop.delivery_orders.map((order) => order.number).join(', ')}
                  </p>
                </div>
                <span className={`driver-tasks__status driver-tasks__status--${shown.status}`}>
                  {t(`driverTasks.status.${shown.status}`)}
                </span>
              </div>
              {shown.waiting && (
                <p className="driver-tasks__waiting" data-testid="waiting-to-send">
                  <i className="pi pi-clock" aria-hidden="true" /> {t('driverTasks.waiting')}
                </p>
              )}
              <address className="driver-tasks__address">
                <strong>{address.name}</strong>
                <span>{address.full_name}</span>
                {address.district && (
                  <span>
                    {address.district}, {address.city} {address.postal_code}
                  </span>
                )}
              </address>
              {stop.recipient_name && (
                <p className="driver-tasks__recipient">
                  {t('driverTasks.receivedBy', { name: stop.recipient_name })}
                </p>
              )}
              {stop.reason && (
                <p className="driver-tasks__recipient">
                  {t(`driverTasks.reasons.${stop.reason}`, { defaultValue: stop.reason })}
                </p>
              )}
              <div className="driver-tasks__links">
                {customer?.phone && (
                  <a className="driver-tasks__button" href={telHref(customer.phone)}>
                    <i className="pi pi-phone" aria-hidden="true" />{' '}
                    {t('driverTasks.call', { phone: customer.phone })}
                  </a>
                )}
                <a
                  className="driver-tasks__button"
                  href={mapsHref(address.latitude, address.longitude)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <i className="pi pi-map-marker" aria-hidden="true" />{' '}
                  {t('driverTasks.directions')}
                </a>
              </div>
              {actions.length > 0 && (
                <div className="driver-tasks__actions">
                  {actions.includes('arrived') && (
                    <button
                      type="button"
                      className="driver-tasks__button driver-tasks__button--primary"
                      onClick={() => onArrived(stop)}
                    >
                      {t('driverTasks.arrived')}
                    </button>
                  )}
                  {actions.includes('delivered') && (
                    <button
                      type="button"
                      className="driver-tasks__button driver-tasks__button--primary"
                      onClick={() => onOpen('delivered', stop)}
                    >
                      {t('driverTasks.delivered')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="driver-tasks__button driver-tasks__button--danger"
                    onClick={() => onOpen('failed', stop)}
                  >
                    {t('driverTasks.failed')}
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
