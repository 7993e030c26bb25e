import { Suspense, useState } from 'react';
import type { Identity } from '@armada/contracts/auth';
import { lazyWidget } from '@/lib/prime-widgets';
import { useSurveySchedule, type SurveyScheduleOptions } from '../hooks/use-survey-schedule';

// The dialogs (with PrimeReact's and the survey's strings) load the first time they open.
const SurveyDialog = lazyWidget(() => import('./survey-dialog').then((m) => m.SurveyDialog));
const ThankYouDialog = lazyWidget(() => import('./thank-you-dialog').then((m) => m.ThankYouDialog));

export interface FeedbackSurveyProps extends SurveyScheduleOptions {
  identity: Identity;
  /** Opened from the top bar's feedback link: the schedule rules do not apply. */
  manualOpen: boolean;
  onManualClose: () => void;
}

/**
 * The monthly satisfaction survey (docs/rules/shell.md §4). Renders nothing until the schedule says
 * to show it (60 s after load, last days of the month, not hidden today, not answered, not a
 * white-label or branded-tracker company) or the user opens it from the top bar.
 */
export function FeedbackSurvey({
  identity,
  manualOpen,
  onManualClose,
  ...options
}: FeedbackSurveyProps) {
  const schedule = useSurveySchedule(identity, options);
  const [thanking, setThanking] = useState(false);

  const onHide = () => {
    // Only the scheduled survey remembers being hidden; the top-bar link is the user's choice.
    if (schedule.open) schedule.hide();
    if (manualOpen) onManualClose();
  };

  const onSubmitted = () => {
    schedule.close();
    if (manualOpen) onManualClose();
    setThanking(true);
  };

  const surveyVisible = schedule.open || manualOpen;
  // Mounted from the first opening on, so closing still animates.
  const [surveyNeeded, setSurveyNeeded] = useState(false);
  const [thanksNeeded, setThanksNeeded] = useState(false);
  if (surveyVisible && !surveyNeeded) setSurveyNeeded(true);
  if (thanking && !thanksNeeded) setThanksNeeded(true);

  return (
    <Suspense fallback={null}>
      {surveyNeeded && (
        <SurveyDialog visible={surveyVisible} onHide={onHide} onSubmitted={onSubmitted} />
      )}
      {thanksNeeded && <ThankYouDialog visible={thanking} onHide={() => setThanking(false)} />}
    </Suspense>
  );
}
