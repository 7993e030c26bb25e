import { useTranslation } from 'react-i18next';
import { formatCompany } from '@/lib/company-time';
import { useGeofenceVisits } from '../api/geofences';

/** GEO-11: the latest visits of one geofence, newest first, in the company's zone. */
export function VisitsPanel({ geofenceId }: { geofenceId: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'id';
  const visits = useGeofenceVisits(geofenceId);
  const when = (iso: string) => formatCompany(iso, 'DD MMM HH:mm', { language, label: true });

  return (
    <section className="geofence-visits" aria-labelledby="geofence-visits-title">
      <h2 id="geofence-visits-title">{t('geofences.visits.title')}</h2>
      {visits.isPending ? (
        <p className="geofences__muted" aria-busy="true">
          {t('geofences.map.loading')}
        </p>
      ) : visits.isError ? (
        <p role="alert">{t('geofences.visits.failed')}</p>
      ) : visits.data.length === 0 ? (
        <p className="geofences__muted">{t('geofences.visits.none')}</p>
      ) : (
        <ul data-testid="geofence-visits">
          {visits.data.map((visit) => (
            <li key={visit.id}>
              <strong>{visit.vehicle.license_plate}</strong>
              <span>
                {t('geofences.visits.entered')}: {when(visit.entered_on)}
                {!visit.entry_seen && <small> ({t('geofences.visits.alreadyInside')})</small>}
              </span>
              <span>
                {t('geofences.visits.exited')}:{' '}
                {visit.exited_on ? when(visit.exited_on) : t('geofences.visits.inside')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
