import { useTranslation } from 'react-i18next';
import type { DrawnFigures } from '../utils/corners';
import { formatHectares, formatLength, formatSquareMetres } from '../utils/format';
import { problemText } from '../utils/problem-text';

/** LAND-3, LAND-11: the live area and perimeter of the corners drawn, or why there are none. */
export function FiguresBox({ figures }: { figures: DrawnFigures }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'id';
  let body;
  if ('state' in figures) {
    body = (
      <p className="land-figures__hint">
        {figures.state === 'empty'
          ? t('landMeasurement.figures.start')
          : t('landMeasurement.figures.more', { count: 3 - figures.count })}
      </p>
    );
  } else if (!figures.ok) {
    body = (
      <p className="land-figures__problem" role="alert" data-testid="land-problem">
        {problemText(figures.problem, t, language)}
      </p>
    );
  } else {
    const f = figures.figures;
    body = (
      <dl className="land-figures__list">
        <div>
          <dt>{t('landMeasurement.figures.area')}</dt>
          <dd data-testid="land-area-ha">{formatHectares(f.areaHa, language)}</dd>
          <dd className="land-figures__secondary" data-testid="land-area-m2">
            {formatSquareMetres(f.areaM2, language)}
          </dd>
        </div>
        <div>
          <dt>{t('landMeasurement.figures.perimeter')}</dt>
          <dd data-testid="land-perimeter">{formatLength(f.perimeterM, language)}</dd>
          <dd className="land-figures__secondary">
            {t('landMeasurement.figures.corners', { count: f.vertexCount })}
          </dd>
        </div>
      </dl>
    );
  }
  return (
    <section
      className="land-figures"
      aria-live="polite"
      aria-label={t('landMeasurement.figures.label')}
      data-testid="land-figures"
    >
      {body}
    </section>
  );
}
