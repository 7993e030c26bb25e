import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLongWizard, stepState, visibleStepCount } from '../utils/step-strip';
import type { WizardStep } from '../utils/run-form';

function useViewportWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

export interface StepStripProps {
  steps: readonly WizardStep[];
  current: WizardStep;
  /** The compact variant: smaller items in a free-scrolling row. */
  compact?: boolean;
}

/**
 * The numbered step strip (docs/rules/route-optimization.md §2.1, §2.2): past steps carry a
 * checkmark, the current one is marked, future ones are plain. It slides when the viewport shows
 * fewer steps than there are (3 from 640 px, 6 at 1025 px, all from 1026 px); 6 steps or more use
 * the long style.
 */
export function StepStrip({ steps, current, compact = false }: StepStripProps) {
  const { t } = useTranslation();
  const width = useViewportWidth();
  const currentIndex = steps.indexOf(current);
  const perView = visibleStepCount(width, steps.length);
  const slides = perView < steps.length;
  const list = useRef<HTMLOListElement>(null);
  // A sliding strip brings the current step into view (the first slide may be a past one).
  useEffect(() => {
    const strip = list.current;
    const item = strip?.children[currentIndex] as HTMLElement | undefined;
    if (strip && item && slides) strip.scrollLeft = item.offsetLeft;
  }, [currentIndex, slides, width]);
  const classes = [
    'ro-steps',
    compact || slides ? 'ro-steps--compact' : '',
    isLongWizard(steps.length) ? 'ro-steps--long' : '',
    slides ? 'ro-steps--slider' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <nav aria-label={t('routeOptimizationWizard.steps.stripLabel')}>
      <ol ref={list} className={classes} style={{ ['--ro-steps-per-view' as string]: perView }}>
        {steps.map((step, index) => {
          const state = stepState(index, currentIndex);
          return (
            <li
              key={step}
              className={`ro-steps__item ro-steps__item--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
              data-testid={`wizard-step-${step}`}
              data-state={state}
            >
              <span className="ro-steps__marker" aria-hidden="true">
                {state === 'past' ? <i className="pi pi-check" /> : index + 1}
              </span>
              <span className="ro-steps__label">
                {t(`routeOptimizationWizard.steps.${step}`)}
                {state === 'past' && (
                  <span className="sr-only">{` (${t('routeOptimizationWizard.steps.done')})`}</span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
