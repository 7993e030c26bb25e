import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { formatCompactNumber } from '@/lib/format-number';
import { useRouteOptimizationUsage } from './get-usage';
import './quota-meter.css';

export interface QuotaMeterProps {
  /** One line without the explanation text, for a page header. */
  compact?: boolean;
  className?: string;
}

/**
 * The company's route optimization quota (docs/rules/route-optimization.md §3.6, §4, §9): usage
 * against the limit, what is left and the period, in green under 80%, orange from 80% (with a
 * warning) and red at 100% (with an error); 'unlimited' without a bar. A limit-reached error on a
 * screen turns it empty through `useRouteOptimizationUsage().markEmpty()`.
 */
export function QuotaMeter({ compact = false, className }: QuotaMeterProps) {
  const { t, i18n } = useTranslation();
  const usage = useRouteOptimizationUsage();
  const classes = ['ro-quota', compact && 'ro-quota--compact', className].filter(Boolean).join(' ');
  // Counts shortened from a million and a billion up (the quota rule); in full below.
  const num = (value: number) => formatCompactNumber(value, i18n.language);

  if (usage.isPending) {
    return (
      <section className={classes} aria-label={t('routeOptimization.quota.title')} aria-busy="true">
        <Skeleton width="12rem" height="1rem" />
      </section>
    );
  }
  if (usage.isError && !usage.data) {
    return (
      <section className={classes} aria-label={t('routeOptimization.quota.title')}>
        <span className="ro-quota__failed">{t('routeOptimization.quota.loadFailed')}</span>
        <Button
          type="button"
          link
          size="small"
          label={t('routeOptimization.retry')}
          onClick={() => void usage.refetch()}
        />
      </section>
    );
  }

  const { quota, status, colour } = usage;
  const unlimited = status === 'unlimited';
  const limit = quota?.limit ?? 0;
  const used = quota?.usage ?? 0;
  // Forced empty (limit reached) before the server said so: the bar is full, nothing is left.
  const shownUsage = status === 'empty' ? Math.max(used, limit) : used;
  const remaining = status === 'empty' ? 0 : (quota?.remaining ?? Math.max(0, limit - used));
  const percent = limit > 0 ? Math.min(100, (shownUsage / limit) * 100) : 100;
  const period = quota?.period ?? 'UNLIMITED';

  return (
    <section
      className={classes}
      aria-label={t('routeOptimization.quota.title')}
      data-status={status ?? undefined}
    >
      <div className="ro-quota__line">
        <span className="ro-quota__title">{t('routeOptimization.quota.title')}</span>
        {unlimited ? (
          <span className="ro-quota__value">
            {t('routeOptimization.quota.unlimited')} ·{' '}
            {t('routeOptimization.quota.usedUnlimited', { usage: num(used) })}
          </span>
        ) : (
          <>
            <span className="ro-quota__value">
              {t('routeOptimization.quota.used', { usage: num(shownUsage), limit: num(limit) })}
            </span>
            <span className="ro-quota__remaining">
              {t('routeOptimization.quota.remaining', { remaining: num(remaining) })} ·{' '}
              {t(`routeOptimization.quota.period.${period}`)}
            </span>
          </>
        )}
      </div>
      {!unlimited && (
        <div
          className={`ro-quota__bar ro-quota__bar--${colour ?? 'green'}`}
          role="meter"
          aria-label={t('routeOptimization.quota.title')}
          aria-valuemin={0}
          aria-valuemax={limit}
          aria-valuenow={Math.min(shownUsage, limit)}
          aria-valuetext={t('routeOptimization.quota.used', {
            usage: num(shownUsage),
            limit: num(limit),
          })}
        >
          <span className="ro-quota__fill" style={{ width: `${percent}%` }} />
        </div>
      )}
      {status === 'low' && (
        <p className="ro-quota__message ro-quota__message--warning" role="status">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" />
          {t('routeOptimization.quota.low', { remaining: num(remaining) })}
        </p>
      )}
      {status === 'empty' && (
        <p className="ro-quota__message ro-quota__message--error" role="alert">
          <i className="pi pi-times-circle" aria-hidden="true" />
          {t('routeOptimization.quota.empty')}
        </p>
      )}
    </section>
  );
}
