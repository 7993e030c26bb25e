import { useState } from 'react';
import type { Identity } from '@armada/contracts';
import { useSurveySchedule, type SurveyScheduleOptions } from '../hooks/use-survey-schedule';
import { SurveyDialog } from './survey-dialog';
import { ThankYouDialog } from './thank-you-dialog';
import './feedback-survey.css';

export interface FeedbackSurveyProps extends SurveyScheduleOptions {
  identity: Identity;
  /** Opened from the top bar's feedback link: the schedule rules do not apply. */
  manualOpen: boolean;
  onManualClose: () => void;
}

/**
 * The monthly satisfaction survey (spec 01 section 4). Renders nothing until the schedule says
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

  return (
    <>
      <SurveyDialog
        visible={schedule.open || manualOpen}
        onHide={onHide}
        onSubmitted={onSubmitted}
      />
      <ThankYouDialog visible={thanking} onHide={() => setThanking(false)} />
    </>
  );
}
