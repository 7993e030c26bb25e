import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import {
  SUPPORT_CATEGORIES,
  SUPPORT_LIMITS,
  SUPPORT_TICKET_STATUSES,
  ticketNumber,
  type SupportCategory,
  type SupportTicketStatus,
} from '@armada/contracts/support';
import { ListState, Pager } from '@/components/ui/list-state';
import { formatCompanyDateTime } from '@/lib/company-time';
import { useSupportSummary, useSupportTickets } from '../api/support';
import { useSupportLive } from '../hooks/use-support-live';
import { ticketDetailPath } from '../paths';
import { StatusTag } from './status-tag';
import { TicketDialog } from './ticket-dialog';
import './support.css';

const PAGE_SIZE = 20;

const pick = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((candidate) => candidate === value) ?? null;

export interface TicketsPageProps {
  companyId: number;
  canWrite: boolean;
}

/** `/company-ticket`: the company's tickets with their filters (SUP-10) and a new ticket. */
export function TicketsPage({ companyId, canWrite }: TicketsPageProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'id';
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const status = pick(SUPPORT_TICKET_STATUSES, params.get('status'));
  const category = pick(SUPPORT_CATEGORIES, params.get('category'));
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(search);
  const [creating, setCreating] = useState(false);
  useSupportLive(companyId);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    const timer = setTimeout(() => {
      if (typed.trim() !== search) update({ q: typed.trim() });
    }, 400);
    return () => clearTimeout(timer);
    // Only the typed text starts the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  const query = {
    page,
    limit: PAGE_SIZE,
    ...(status ? { status } : {}),
    ...(category ? { category } : {}),
    ...(search ? { search } : {}),
  };
  const tickets = useSupportTickets(query);
  const summary = useSupportSummary();
  const data = tickets.data;
  const filtered = Boolean(status || category || search);

  return (
    <div className="support">
      <header className="support__header support__header--row">
        <div>
          <h1 className="support__title">{t('support.tickets.title')}</h1>
          <p className="support__intro">{t('support.tickets.intro')}</p>
          {summary.data && (
            <p className="support__counts" data-testid="ticket-counts">
              {t('support.tickets.count', {
                waiting: summary.data.by_status.WAITING,
                open: summary.data.by_status.OPEN,
              })}
            </p>
          )}
        </div>
        {canWrite && (
          <Button
            type="button"
            icon="pi pi-plus"
            label={t('support.tickets.new')}
            onClick={() => setCreating(true)}
            data-testid="ticket-new"
          />
        )}
      </header>

      <div className="support__toolbar">
        <span className="support__search">
          <i className="pi pi-search" aria-hidden="true" />
          <InputText
            type="search"
            value={typed}
            maxLength={SUPPORT_LIMITS.searchMax}
            placeholder={t('support.tickets.search')}
            aria-label={t('support.tickets.search')}
            onChange={(event) => setTyped(event.target.value)}
          />
        </span>
        <Dropdown
          value={status}
          options={SUPPORT_TICKET_STATUSES.map((value) => ({
            value,
            label: t(`support.status.${value}`),
          }))}
          placeholder={t('support.tickets.allStatuses')}
          aria-label={t('support.tickets.statusFilter')}
          showClear
          data-testid="ticket-status-filter"
          onChange={(event) => update({ status: (event.value as SupportTicketStatus) ?? null })}
        />
        <Dropdown
          value={category}
          options={SUPPORT_CATEGORIES.map((value) => ({
            value,
            label: t(`support.categories.${value}`),
          }))}
          placeholder={t('support.tickets.allCategories')}
          aria-label={t('support.tickets.categoryFilter')}
          showClear
          onChange={(event) => update({ category: (event.value as SupportCategory) ?? null })}
        />
      </div>

      <ListState
        block="support"
        loading={tickets.isPending}
        error={tickets.isError ? tickets.error : null}
        empty={data !== undefined && data.items.length === 0}
        emptyText={filtered ? t('support.tickets.emptyFiltered') : t('support.tickets.empty')}
        noAccessText={t('support.tickets.noAccess')}
        onRetry={() => void tickets.refetch()}
      />
      {data && data.items.length > 0 && (
        <ul className="support__list" aria-label={t('support.tickets.list')}>
          {data.items.map((ticket) => (
            <li key={ticket.id}>
              <Link
                className={`support__row${ticket.unread_replies > 0 ? ' support__row--unread' : ''}`}
                to={ticketDetailPath.getHref(ticket.id)}
                data-testid="ticket-row"
              >
                <span className="support__row-top">
                  <span className="support__row-number">{ticketNumber(ticket.id)}</span>
                  <StatusTag status={ticket.status} />
                  {ticket.unread_replies > 0 && (
                    <span className="support__unread" data-testid="ticket-unread">
                      {t('support.tickets.unread', { count: ticket.unread_replies })}
                    </span>
                  )}
                </span>
                <span className="support__row-subject">{ticket.subject}</span>
                <span className="support__row-meta">
                  {t(`support.categories.${ticket.category}`)} ·{' '}
                  {t('support.tickets.messages', { count: ticket.message_count })} ·{' '}
                  {t('support.tickets.updated', {
                    when: formatCompanyDateTime(ticket.updated_on, { language }),
                  })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {data && (
        <Pager
          block="support"
          page={data.page}
          totalPage={data.total_page}
          onPage={(next) => update({ page: String(next) })}
        />
      )}
      {canWrite && (
        <TicketDialog
          visible={creating}
          onHide={() => setCreating(false)}
          onCreated={(ticket) => {
            setCreating(false);
            void navigate(ticketDetailPath.getHref(ticket.id));
          }}
        />
      )}
    </div>
  );
}
