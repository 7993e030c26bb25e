import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from 'primereact/button';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { clock } from '@/lib/clock';
import { serverErrorText } from '@/lib/server-error-text';
import { useSupportContact } from '../api/support';
import { hoursLines, isDeskOpen, mailtoUrl, whatsappUrl } from '../utils/office-hours';
import './support.css';

export interface ContactPageProps {
  userName: string;
  companyName: string;
  /** The company-ticket entry shows only with `company_ticket:read`. */
  canOpenTickets: boolean;
}

/** `/contactus`: the support desk's channels and office hours (SUP-1). */
export function ContactPage({ userName, companyName, canOpenTickets }: ContactPageProps) {
  const { t } = useTranslation();
  const contact = useSupportContact();
  const data = contact.data;
  const message = t('support.contact.message', { name: userName, company: companyName });
  const open = data ? isDeskOpen(data.hours, clock.now()) : false;

  return (
    <div className="support">
      <header className="support__header">
        <h1 className="support__title">{t('support.contact.title')}</h1>
        <p className="support__intro">{t('support.contact.intro')}</p>
      </header>
      {contact.isPending && (
        <p className="support__state" role="status">
          <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {t('support.contact.loading')}
        </p>
      )}
      {contact.isError && (
        <div className="support__state support__state--error" role="alert">
          <p>
            {isApiError(contact.error) && contact.error.statusCode === 403
              ? t('support.contact.noAccess')
              : serverErrorText(contact.error, t) || t('support.contact.loadFailed')}
          </p>
          <Button
            type="button"
            icon="pi pi-refresh"
            outlined
            label={t('support.contact.retry')}
            onClick={() => void contact.refetch()}
          />
        </div>
      )}
      {data && (
        <div className="support__channels">
          <section className="support__card" aria-labelledby="support-whatsapp">
            <i className="pi pi-whatsapp support__card-icon support__card-icon--wa" aria-hidden />
            <h2 id="support-whatsapp" className="support__card-title">
              {t('support.contact.whatsapp.title')}
            </h2>
            <p className="support__card-text">{t('support.contact.whatsapp.body')}</p>
            <a
              className="p-button support__card-action"
              data-testid="support-whatsapp"
              href={whatsappUrl(data.whatsapp, message)}
              target="_blank"
              rel="noopener noreferrer"
            >
              <i className="pi pi-external-link" aria-hidden="true" />
              <span>{t('support.contact.whatsapp.action')}</span>
            </a>
          </section>
          <section className="support__card" aria-labelledby="support-phone">
            <i className="pi pi-phone support__card-icon" aria-hidden="true" />
            <h2 id="support-phone" className="support__card-title">
              {t('support.contact.phone.title')}
            </h2>
            <p className="support__card-text support__card-text--big">{data.phone_display}</p>
            <a
              className="p-button p-button-outlined support__card-action"
              data-testid="support-phone"
              href={`tel:${data.phone}`}
            >
              <i className="pi pi-phone" aria-hidden="true" />
              <span>{t('support.contact.phone.action')}</span>
            </a>
          </section>
          <section className="support__card" aria-labelledby="support-email">
            <i className="pi pi-envelope support__card-icon" aria-hidden="true" />
            <h2 id="support-email" className="support__card-title">
              {t('support.contact.email.title')}
            </h2>
            <p className="support__card-text support__card-text--big">{data.email}</p>
            <a
              className="p-button p-button-outlined support__card-action"
              data-testid="support-email"
              href={mailtoUrl(
                data.email,
                t('support.contact.emailSubject', { company: companyName }),
                message,
              )}
            >
              <i className="pi pi-envelope" aria-hidden="true" />
              <span>{t('support.contact.email.action')}</span>
            </a>
          </section>
          <section className="support__card" aria-labelledby="support-hours">
            <i className="pi pi-clock support__card-icon" aria-hidden="true" />
            <h2 id="support-hours" className="support__card-title">
              {t('support.contact.hours.title')}
            </h2>
            <p
              className={`support__open ${open ? 'support__open--yes' : 'support__open--no'}`}
              data-testid="support-open"
            >
              {open ? t('support.contact.hours.open') : t('support.contact.hours.closed')}
            </p>
            <dl className="support__hours">
              {hoursLines(data.hours, (day) => t(`support.contact.days.${String(day) as '1'}`)).map(
                (line) => (
                  <div key={line.days} className="support__hours-row">
                    <dt>{line.days}</dt>
                    <dd>{line.time}</dd>
                  </div>
                ),
              )}
            </dl>
            <p className="support__card-text support__card-text--small">
              {t('support.contact.hours.closedDays')}. {t('support.contact.hours.note')}
            </p>
          </section>
        </div>
      )}
      {canOpenTickets && (
        <section className="support__cta" aria-labelledby="support-ticket-cta">
          <div>
            <h2 id="support-ticket-cta" className="support__card-title">
              {t('support.contact.ticket.title')}
            </h2>
            <p className="support__card-text">{t('support.contact.ticket.body')}</p>
          </div>
          <Link className="p-button" to={paths.companyTicket.getHref()}>
            <i className="pi pi-ticket" aria-hidden="true" />
            <span>{t('support.contact.ticket.action')}</span>
          </Link>
        </section>
      )}
    </div>
  );
}
