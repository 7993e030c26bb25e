import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { SelectButton } from 'primereact/selectbutton';
import { PERMISSION_SETS } from '@armada/contracts/auth';
import {
  FLEET_AVAILABILITY_STATUSES,
  FLEET_AVAILABILITY_LIMITS,
} from '@armada/contracts/fleet-availability';
import { SHELL_CONSTANTS } from '@armada/contracts/shared';
import { ListEmptyState } from '@/components/ui/list-table';
import { usePhoneLayout } from '@/components/ui/list-table/list-table-cards';
import { SearchBox } from '@/components/ui/list-table/search-box';
import '@/components/ui/list-table/list-table.css';
import { companyDayStart, companyToday, formatCompanyDate, zoneLabel } from '@/lib/company-time';
import { fleetAvailabilityQueryOptions } from '@/lib/resources/fleet-availability';
import { vehicleGroupsQueryOptions } from '@/lib/resources/vehicle-groups';
import { statusClass, workDaysText } from '../utils/availability-cells';
import {
  AVAILABILITY_VIEWS,
  addDays,
  isDay,
  isView,
  rangeOf,
  stepAnchor,
  type AvailabilityView,
} from '../utils/view-range';
import { AvailabilityDayList } from './availability-day-list';
import { AvailabilityDetail } from './availability-detail';
import { AvailabilityGrid, type CellRef } from './availability-grid';
import { ShiftDialog } from './shift-dialog';
import './fleet-availability.css';

const UPDATE = [PERMISSION_SETS.tms[2], PERMISSION_SETS.fleetTaskInstant[2]];

/**
 * FA-8: `/fleet-availability/`. The view (day, week, month), its day, the group and the plate
 * search live in the address, so a view can be shared; the timeline on wide screens, a day list
 * per vehicle on a phone (FA-9).
 */
export function FleetAvailabilityPage({ accessRight }: { accessRight: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'id';
  const phone = usePhoneLayout();
  const [params, setParams] = useSearchParams();
  const today = companyToday();
  const view: AvailabilityView = isView(params.get('view'))
    ? (params.get('view') as AvailabilityView)
    : 'week';
  const anchor = isDay(params.get('day')) ? (params.get('day') as string) : today;
  const groupId = Number(params.get('group')) || null;
  const search = params.get('q') ?? '';
  const range = rangeOf(view, anchor);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  const query = useQuery(
    fleetAvailabilityQueryOptions({
      ...range,
      vehicleGroupId: groupId,
      search: search.slice(0, FLEET_AVAILABILITY_LIMITS.searchMax),
    }),
  );
  const groups = useQuery(vehicleGroupsQueryOptions({ page: 1, show: 100 }));
  const data = query.data;

  const [active, setActive] = useState<CellRef>({ row: 0, col: 0 });
  const detailRef = useRef<HTMLElement>(null);
  // A new answer keeps the active cell inside the grid; a new range starts on today if shown.
  const rangeKey = `${range.from}/${range.days}`;
  useEffect(() => {
    const index = Math.round((companyDayStart(today) - companyDayStart(range.from)) / 86_400_000);
    setActive({ row: 0, col: index >= 0 && index < range.days ? index : 0 });
    // Only when the range changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rangeKey]);
  const cell: CellRef = data
    ? {
        row: Math.min(active.row, Math.max(0, data.vehicles.length - 1)),
        col: Math.min(active.col, data.days.length - 1),
      }
    : active;

  const [shiftOpen, setShiftOpen] = useState(false);
  const canEditShift = UPDATE.some((permission) => accessRight.includes(permission));

  const rangeLabel =
    range.days === 1
      ? formatCompanyDate(companyDayStart(range.from), { language })
      : `${formatCompanyDate(companyDayStart(range.from), { language })} – ${formatCompanyDate(
          companyDayStart(addDays(range.from, range.days - 1)),
          { language },
        )}`;

  const viewOptions = useMemo(
    () =>
      AVAILABILITY_VIEWS.map((value) => ({ value, label: t(`fleetAvailability.views.${value}`) })),
    [t],
  );
  const groupOptions = useMemo(
    () => [
      { value: 0, label: t('fleetAvailability.filters.allGroups') },
      ...(groups.data ?? []).map((group) => ({ value: group.id, label: group.name })),
    ],
    [groups.data, t],
  );

  return (
    <div className="fa-page">
      <header className="fa-header">
        <div>
          <h1 className="fa-header__title">{t('fleetAvailability.title')}</h1>
          <p className="fa-header__intro">{t('fleetAvailability.intro')}</p>
        </div>
        {canEditShift && data && (
          <Button
            label={t('fleetAvailability.shiftButton')}
            icon="pi pi-clock"
            outlined
            onClick={() => setShiftOpen(true)}
            data-testid="fa-shift-open"
          />
        )}
      </header>

      <div className="fa-toolbar">
        <SelectButton
          value={view}
          options={viewOptions}
          allowEmpty={false}
          onChange={(event) => {
            if (isView(event.value as string)) update({ view: event.value as string });
          }}
          aria-label={t('fleetAvailability.views.label')}
          className="fa-view"
          data-testid="fa-view"
        />
        <div className="fa-toolbar__nav">
          <Button
            icon="pi pi-chevron-left"
            text
            aria-label={t('fleetAvailability.nav.previous')}
            onClick={() => update({ day: stepAnchor(view, anchor, -1) })}
            data-testid="fa-previous"
          />
          <Button
            label={t('fleetAvailability.nav.today')}
            outlined
            size="small"
            onClick={() => update({ day: null })}
          />
          <Button
            icon="pi pi-chevron-right"
            text
            aria-label={t('fleetAvailability.nav.next')}
            onClick={() => update({ day: stepAnchor(view, anchor, 1) })}
            data-testid="fa-next"
          />
          <span className="fa-toolbar__range" data-testid="fa-range" aria-live="polite">
            {rangeLabel}
          </span>
        </div>
        <div className="fa-toolbar__filters">
          <Dropdown
            value={groupId ?? 0}
            options={groupOptions}
            onChange={(event) => {
              const value = Number(event.value);
              update({ group: value > 0 ? String(value) : null });
            }}
            filter={groupOptions.length > 10}
            aria-label={t('fleetAvailability.filters.group')}
            className="fa-toolbar__group"
            data-testid="fa-group"
          />
          <SearchBox
            value={search}
            placeholder={t('fleetAvailability.filters.search')}
            debounceMs={SHELL_CONSTANTS.table.searchDebounceMs}
            onSearch={(text) => update({ q: text.trim() })}
          />
        </div>
      </div>

      <div className="fa-legend" aria-label={t('fleetAvailability.legend.label')} role="group">
        {FLEET_AVAILABILITY_STATUSES.map((status) => (
          <span
            key={status}
            className="fa-legend__item"
            title={
              status === 'MAINTENANCE' ? t('fleetAvailability.legend.maintenanceHint') : undefined
            }
          >
            <span className={`fa-legend__swatch ${statusClass(status)}`} aria-hidden="true" />
            {t(`fleetAvailability.status.${status}`)}
          </span>
        ))}
        {data && (
          <span className="fa-legend__shift" data-testid="fa-shift">
            {t('fleetAvailability.legend.shift', {
              days: workDaysText(data.shift.work_days, (day) =>
                t(`fleetAvailability.weekdays.${day}` as 'fleetAvailability.weekdays.1'),
              ),
              start: data.shift.start,
              end: data.shift.end,
              zone: zoneLabel(data.time_zone),
            })}
          </span>
        )}
      </div>

      {query.isError && !data ? (
        <div className="fa-state" role="alert">
          <p>{t('fleetAvailability.loadError')}</p>
          <Button label={t('fleetAvailability.retry')} onClick={() => void query.refetch()} />
        </div>
      ) : !data ? (
        <p className="fa-state" role="status">
          {t('fleetAvailability.loading')}
        </p>
      ) : data.vehicles.length === 0 ? (
        <ListEmptyState
          icon="truck"
          title={t('fleetAvailability.empty.title')}
          text={t('fleetAvailability.empty.text')}
        />
      ) : (
        <>
          {data.total_vehicles > data.vehicles.length && (
            <p className="fa-state fa-state--note" role="status">
              {t('fleetAvailability.truncated', {
                shown: data.vehicles.length,
                total: data.total_vehicles,
              })}
            </p>
          )}
          {phone ? (
            <AvailabilityDayList data={data} today={today} />
          ) : (
            <div className={`fa-board${query.isFetching ? ' fa-board--busy' : ''}`}>
              <p id="fa-grid-keys" className="sr-only">
                {t('fleetAvailability.grid.keys')}
              </p>
              <AvailabilityGrid
                data={data}
                view={view}
                today={today}
                active={cell}
                onActiveChange={setActive}
                onOpen={() => detailRef.current?.focus()}
              />
              <AvailabilityDetail ref={detailRef} data={data} active={cell} />
            </div>
          )}
        </>
      )}
      {shiftOpen && data && <ShiftDialog shift={data.shift} onHide={() => setShiftOpen(false)} />}
    </div>
  );
}
