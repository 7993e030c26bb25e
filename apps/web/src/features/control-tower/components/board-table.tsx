import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ControlTowerTask } from '@armada/contracts/control-tower';
import { paths } from '@/config/paths';
import { formatCompanyTime } from '@/lib/company-time';
import { useNumberFormat } from '@/lib/format-number';
import { groupTasks, isActive, type GroupBy, type SortKey } from '../utils/board-state';

const COLUMNS: readonly { key: SortKey | null; label: string }[] = [
  { key: 'number', label: 'number' },
  { key: 'vehicle', label: 'vehicle' },
  { key: 'driver', label: 'driver' },
  { key: 'status', label: 'status' },
  { key: 'progress', label: 'progress' },
  { key: null, label: 'distance' },
  { key: 'delay', label: 'delay' },
  { key: 'eta', label: 'eta' },
];

/** Every line of the board is this tall (CSS `.ct-row`, `.ct-group__header`). */
const ROW_PX = 52;
/** Lines drawn beyond the view on each side. */
const OVERSCAN = 10;

type Line =
  | { kind: 'group'; key: string; label: string | null; count: number }
  | { kind: 'task'; task: ControlTowerTask };

/**
 * CT-10: today's tasks with their progress, grouped by vehicle group, driver or status and sorted
 * by any column. Rows are memoised on their task, so a live message re-renders the rows it
 * changed; only the rows in view are in the document.
 */
export function BoardTable({ tasks }: { tasks: readonly ControlTowerTask[] }) {
  const { t } = useTranslation();
  const [groupBy, setGroupBy] = useState<GroupBy>('group');
  const [showClosed, setShowClosed] = useState(false);
  const [sort, setSort] = useState<{ key: SortKey; direction: 1 | -1 }>({
    key: 'number',
    direction: 1,
  });
  const groups = useMemo(
    () => groupTasks(showClosed ? tasks : tasks.filter(isActive), groupBy, sort),
    [tasks, showClosed, groupBy, sort],
  );
  const total = groups.reduce((sum, group) => sum + group.tasks.length, 0);
  // Only the lines in view (and a screenful around them) are in the document: hundreds of rows
  // changing every second would otherwise cost the browser a layout of all of them.
  const lines = useMemo(
    () =>
      groups.flatMap((group): Line[] => [
        ...(groupBy === 'none'
          ? []
          : [
              {
                kind: 'group' as const,
                key: group.key,
                label: group.label,
                count: group.tasks.length,
              },
            ]),
        ...group.tasks.map((task) => ({ kind: 'task' as const, task })),
      ]),
    [groups, groupBy],
  );
  const scroller = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, height: 800 });
  useEffect(() => {
    const element = scroller.current;
    if (!element) return undefined;
    const read = () => setView({ top: element.scrollTop, height: element.clientHeight });
    read();
    element.addEventListener('scroll', read, { passive: true });
    const resize = new ResizeObserver(read);
    resize.observe(element);
    return () => {
      element.removeEventListener('scroll', read);
      resize.disconnect();
    };
  }, [total]);
  const from = Math.max(0, Math.floor(view.top / ROW_PX) - OVERSCAN);
  const to = Math.min(lines.length, Math.ceil((view.top + view.height) / ROW_PX) + OVERSCAN);
  const slice = { from, to, before: from, after: lines.length - to };
  const groupLabel = (label: string | null) =>
    groupBy === 'status' && label
      ? t(`controlTower.board.status.${label as ControlTowerTask['status']}`)
      : (label ??
        (groupBy === 'driver'
          ? t('controlTower.board.noDriver')
          : t('controlTower.board.noGroup')));
  return (
    <section className="ct-board" aria-labelledby="ct-board-title" data-testid="ct-board">
      <header className="ct-section__header">
        <h2 id="ct-board-title" className="ct-section__title">
          {t('controlTower.board.title')}{' '}
          <span className="ct-muted">{t('controlTower.board.count', { count: total })}</span>
        </h2>
        <div className="ct-board__controls">
          <label className="ct-field ct-field--inline">
            <span>{t('controlTower.board.groupBy')}</span>
            <select
              value={groupBy}
              data-testid="ct-group-by"
              onChange={(event) => setGroupBy(event.target.value as GroupBy)}
            >
              {(['group', 'driver', 'status', 'none'] as const).map((option) => (
                <option key={option} value={option}>
                  {t(`controlTower.board.groupByOptions.${option}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="ct-check">
            <input
              type="checkbox"
              checked={showClosed}
              onChange={(event) => setShowClosed(event.target.checked)}
            />
            {t('controlTower.board.showClosed')}
          </label>
        </div>
      </header>
      {total === 0 ? (
        <p className="ct-muted">{t('controlTower.board.empty')}</p>
      ) : (
        <div
          className="ct-board__scroll"
          ref={scroller}
          data-testid="ct-board-scroll"
          // As tall as its lines and the header, up to a screenful (the box is laid out alone).
          style={{ height: `min(70vh, ${(lines.length + 1) * ROW_PX + 8}px)` }}
        >
          <table className="ct-table" aria-label={t('controlTower.board.label')}>
            <colgroup>
              {COLUMNS.map((column) => (
                <col key={column.label} className={`ct-col--${column.label}`} />
              ))}
            </colgroup>
            <thead>
              <tr>
                {COLUMNS.map((column) => {
                  const label = t(`controlTower.board.columns.${column.label as 'number'}`);
                  const sorted = column.key !== null && sort.key === column.key;
                  return (
                    <th
                      key={column.label}
                      scope="col"
                      aria-sort={
                        sorted ? (sort.direction === 1 ? 'ascending' : 'descending') : undefined
                      }
                    >
                      {column.key === null ? (
                        label
                      ) : (
                        <button
                          type="button"
                          className="ct-sort"
                          title={t('controlTower.board.sortBy', { column: label })}
                          onClick={() =>
                            setSort((previous) => ({
                              key: column.key as SortKey,
                              direction:
                                previous.key === column.key ? (-previous.direction as 1 | -1) : 1,
                            }))
                          }
                        >
                          {label}
                          {sorted && (
                            <i
                              className={`pi ${sort.direction === 1 ? 'pi-sort-up' : 'pi-sort-down'}`}
                              aria-hidden="true"
                            />
                          )}
                        </button>
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {slice.before > 0 && (
                <tr aria-hidden="true" style={{ height: slice.before * ROW_PX }} />
              )}
              {lines.slice(slice.from, slice.to).map((line) =>
                line.kind === 'group' ? (
                  <tr key={`g-${line.key}`} className="ct-group__header">
                    <th scope="rowgroup" colSpan={COLUMNS.length}>
                      {groupLabel(line.label)}{' '}
                      <span className="ct-muted">
                        {t('controlTower.board.count', { count: line.count })}
                      </span>
                    </th>
                  </tr>
                ) : (
                  <TaskRow key={line.task.id} task={line.task} />
                ),
              )}
              {slice.after > 0 && (
                <tr aria-hidden="true" style={{ height: slice.after * ROW_PX }} />
              )}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

const TaskRow = memo(function TaskRow({ task }: { task: ControlTowerTask }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'id';
  const { number } = useNumberFormat();
  const done = task.stops_delivered + task.stops_failed + task.stops_skipped;
  const share = task.stops_total === 0 ? 0 : done / task.stops_total;
  const km = (m: number) => number(m / 1000, { maximumFractionDigits: 1 });
  const delay = task.delay_min;
  return (
    <tr className="ct-row" data-testid="ct-row" data-task={task.id} data-status={task.status}>
      <td>
        <Link to={paths.fleetTaskInstantDetail.getHref(task.id)} className="ct-row__number">
          {task.number}
        </Link>
      </td>
      <td>
        <Link to={paths.liveViewNew.getHref(task.vehicle.id)} className="ct-row__plate">
          {task.vehicle.license_plate}
        </Link>
      </td>
      <td>{task.driver?.fullname ?? t('controlTower.board.noDriver')}</td>
      <td>
        <span className={`ct-status ct-status--${task.status.toLowerCase()}`}>
          {t(`controlTower.board.status.${task.status}`)}
        </span>
      </td>
      <td>
        <div className="ct-progress" title={`${done} / ${task.stops_total}`}>
          <span className="ct-progress__bar" style={{ width: `${Math.round(share * 100)}%` }} />
        </div>
        <span className="ct-progress__text">
          {t('controlTower.board.progress', {
            done: number(done),
            total: number(task.stops_total),
          })}
          {task.stops_failed > 0 && (
            <span className="ct-danger">
              {' · '}
              {t('controlTower.board.failedShort', { count: task.stops_failed })}
            </span>
          )}
        </span>
      </td>
      <td className="ct-nowrap">
        {t('controlTower.board.distance', {
          driven: km(task.driven_m),
          planned: km(task.distance_m),
        })}
      </td>
      <td className="ct-nowrap">
        {delay === null ? (
          t('controlTower.board.noEta')
        ) : delay > 0 ? (
          <span className={task.stops_late > 0 ? 'ct-danger' : 'ct-warning'}>
            {t('controlTower.board.delayLate', { minutes: number(delay) })}
          </span>
        ) : delay < 0 ? (
          t('controlTower.board.delayEarly', { minutes: number(delay) })
        ) : (
          t('controlTower.board.onTime')
        )}
        {task.stops_late > 0 && (
          <span className="ct-row__late">
            {t('controlTower.board.lateStops', { count: task.stops_late })}
          </span>
        )}
      </td>
      <td>
        {task.next_stop ? (
          <>
            {task.next_stop.sequence}. {task.next_stop.name}
            {task.next_stop.eta_on && (
              <span className={`ct-row__eta${task.next_stop.late ? ' ct-danger' : ''}`}>
                {t('controlTower.board.eta', {
                  time: formatCompanyTime(task.next_stop.eta_on, { language }),
                })}
              </span>
            )}
          </>
        ) : (
          t('controlTower.board.noEta')
        )}
      </td>
    </tr>
  );
});
