import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import type { DueItem, DueListQuery } from '@armada/contracts/maintenance';
import { useDue } from '../api/maintenance';
import { dueReasonText, formatDay } from '../utils/format';
import { ListState, Pager } from '@/components/ui/list-state';

type StateFilter = NonNullable<DueListQuery['state']> | 'ALL';

export interface DuePanelProps {
  canCreate: boolean;
  onCreateOrder: (vehicle: DueItem['vehicle'], plan: DueItem['plan']) => void;
}

/** MNT-5, MNT-15: what is overdue or due soon, with the reason in words. */
export function DuePanel({ canCreate, onCreateOrder }: DuePanelProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'id';
  const [state, setState] = useState<StateFilter>('ALL');
  const [page, setPage] = useState(1);
  const query: DueListQuery = { page, limit: 50, ...(state === 'ALL' ? {} : { state }) };
  const due = useDue(query);
  const data = due.data;
  const options = [
    { value: 'ALL', label: t('maintenance.due.filter.all') },
    { value: 'OVERDUE', label: t('maintenance.due.filter.overdue') },
    { value: 'DUE_SOON', label: t('maintenance.due.filter.dueSoon') },
  ];

  return (
    <section className="maintenance__panel" aria-label={t('maintenance.tabs.due')}>
      <div className="maintenance__counts">
        <div
          className="maintenance__count maintenance__count--overdue"
          data-testid="due-overdue-count"
        >
          <strong>{data?.overdue_count ?? '–'}</strong>
          <span>{t('maintenance.due.overdue')}</span>
        </div>
        <div className="maintenance__count maintenance__count--soon" data-testid="due-soon-count">
          <strong>{data?.due_soon_count ?? '–'}</strong>
          <span>{t('maintenance.due.dueSoon')}</span>
        </div>
      </div>
      <div className="maintenance__toolbar">
        <div
          className="maintenance__filters"
          role="group"
          aria-label={t('maintenance.due.filter.label')}
        >
          {options.map((option) => (
            <Button
              key={option.value}
              type="button"
              size="small"
              label={option.label}
              outlined={state !== option.value}
              aria-pressed={state === option.value}
              onClick={() => {
                setState(option.value as StateFilter);
                setPage(1);
              }}
            />
          ))}
        </div>
      </div>
      <ListState
        block="maintenance"
        noAccessText={t('maintenance.noAccess')}
        loading={due.isPending}
        error={due.isError ? due.error : null}
        empty={(data?.items.length ?? 0) === 0}
        emptyText={t('maintenance.due.empty')}
        onRetry={() => void due.refetch()}
      />
      {data && data.items.length > 0 && (
        <ul className="maintenance__cards" data-testid="due-list">
          {data.items.map((item) => (
            <li
              key={`${item.plan.id}-${item.vehicle.id}`}
              className="maintenance__card"
              data-state={item.state}
            >
              <div className="maintenance__card-main">
                <span className="maintenance__tag" data-state={item.state}>
                  {t(`maintenance.due.state.${item.state}`)}
                </span>
                <strong className="maintenance__plate">{item.vehicle.license_plate}</strong>
                <span>{item.plan.name}</span>
              </div>
              <div className="maintenance__card-reason">
                <span>{dueReasonText(item.reason, t, language)}</span>
                {item.reason.due_on && (
                  <small>
                    {t('maintenance.due.dueOn', { day: formatDay(item.reason.due_on, language) })}
                  </small>
                )}
              </div>
              <div className="maintenance__card-action">
                {item.work_order ? (
                  <span className="maintenance__hint">
                    {t('maintenance.due.inOrder', {
                      number: item.work_order.number,
                      status: t(`maintenance.status.${item.work_order.status}`),
                    })}
                  </span>
                ) : (
                  canCreate && (
                    <Button
                      type="button"
                      size="small"
                      outlined
                      icon="pi pi-wrench"
                      label={t('maintenance.due.createOrder')}
                      onClick={() => onCreateOrder(item.vehicle, item.plan)}
                    />
                  )
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {data && (
        <Pager
          block="maintenance"
          page={data.page}
          totalPage={Math.ceil(data.total_count / 50)}
          onPage={setPage}
        />
      )}
    </section>
  );
}
