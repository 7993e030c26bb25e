import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DeliveryOrderDetail } from '@armada/contracts/delivery-orders';
import { paths } from '@/config/paths';
import { formatCompany } from '@/lib/company-time';

/**
 * DLV-40: the order on its way: the fleet task stop that carries it, its live estimate against
 * the promised window, the times it arrived and left, why it failed, and the proof of delivery
 * (recipient, photo, signature).
 */
export function DeliveryStopCard({ order }: { order: DeliveryOrderDetail }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'id';
  const stop = order.delivery_stop;
  const time = (iso: string | null) =>
    iso ? formatCompany(iso, 'DD MMM YYYY HH:mm', { language, label: true }) : null;
  const late =
    stop?.stop.eta_on && stop.stop.window_end_on
      ? Date.parse(stop.stop.eta_on) > Date.parse(stop.stop.window_end_on)
      : false;
  const rows: [string, string | null][] = stop
    ? [
        [t('deliveries.stop.planned'), time(stop.stop.planned_arrival_on)],
        [t('deliveries.stop.windowEnd'), time(stop.stop.window_end_on)],
        [t('deliveries.stop.eta'), time(stop.stop.eta_on)],
        [t('deliveries.stop.arrived'), time(stop.stop.arrived_on)],
        [t('deliveries.stop.departed'), time(stop.stop.departed_on)],
        [
          t('deliveries.stop.reason'),
          stop.stop.reason ? t(`fleetTasks.reason.${stop.stop.reason}`) : null,
        ],
      ]
    : [];
  const proof = stop?.stop.proof ?? null;
  return (
    <section
      className="deliveries__card"
      aria-labelledby="delivery-stop"
      data-testid="delivery-stop"
    >
      <h2 id="delivery-stop">{t('deliveries.stop.title')}</h2>
      {!stop ? (
        <p>{t('deliveries.stop.none')}</p>
      ) : (
        <>
          <p className="deliveries__stop-head">
            <Link to={paths.fleetTaskInstantDetail.getHref(stop.task.id)}>
              {t('deliveries.stop.onTask', {
                number: stop.task.number,
                sequence: stop.stop.sequence,
              })}
            </Link>
            <span
              className={`deliveries__stop-status deliveries__stop-status--${stop.stop.status}`}
            >
              {t(`fleetTasks.stopStatus.${stop.stop.status}`)}
            </span>
            {late && <span className="deliveries__stop-late">{t('deliveries.stop.late')}</span>}
          </p>
          <dl className="deliveries__fields">
            {rows
              .filter((row): row is [string, string] => row[1] !== null)
              .map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
        </>
      )}
      <h3>{t('deliveries.detail.proof')}</h3>
      {proof ? (
        <div className="deliveries__proof" data-testid="delivery-proof">
          <p>{t('deliveries.stop.recipient', { name: proof.recipient_name })}</p>
          <div className="deliveries__proof-images">
            <a href={proof.photo_url} target="_blank" rel="noreferrer">
              <img src={proof.photo_url} alt={t('deliveries.stop.photo')} loading="lazy" />
            </a>
            <a href={proof.signature_url} target="_blank" rel="noreferrer">
              <img src={proof.signature_url} alt={t('deliveries.stop.signature')} loading="lazy" />
            </a>
          </div>
        </div>
      ) : (
        <p>{t('deliveries.detail.noProof')}</p>
      )}
    </section>
  );
}
