import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { VehicleLiveDetail } from '@armada/contracts/live';
import { paths } from '@/config/paths';
import { companyTimeZone, zoneLabel } from '@/lib/company-time/zone';

/** `11:12 WIB` on the company clock (Intl: the live view's first load carries no date library). */
function clockTime(iso: string, language: string): string {
  const text = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'id-ID', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: companyTimeZone(),
  })
    .format(new Date(iso))
    .replace('.', ':');
  return `${text} ${zoneLabel()}`;
}

/**
 * FT-30: the fleet task the open vehicle drives now: its number (a link to the task), stops done
 * of all, and the next stop with its live estimate, marked when it will miss its window.
 */
export function VehicleCardTask({ task }: { task: NonNullable<VehicleLiveDetail['task']> }) {
  const { t, i18n } = useTranslation();
  const next = task.next_stop;
  return (
    <div className="live-card__task" data-testid="vehicle-card-task">
      <p>
        <Link to={paths.fleetTaskInstantDetail.getHref(task.id)}>{task.number}</Link>{' '}
        <span>
          {t('liveView.card.taskProgress', { done: task.stops_done, total: task.stops_total })}
        </span>
      </p>
      {next && (
        <p>
          {t('liveView.card.nextStop', { sequence: next.sequence, name: next.name })}
          {next.eta_on && (
            <>
              {' · '}
              <strong data-testid="vehicle-card-eta">
                {t('liveView.card.eta', { time: clockTime(next.eta_on, i18n.language) })}
              </strong>
            </>
          )}
          {next.late && <span className="live-card__late">{t('liveView.card.late')}</span>}
        </p>
      )}
    </div>
  );
}
