import { useState, type FormEvent } from 'react';
import { Dialog } from 'primereact/dialog';
import { useAreaTranslations } from '@/lib/i18n';
import surveyTranslations from '../locales';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { FEEDBACK_LIMITS } from '@armada/contracts/feedback';
import { CLIENT_ERROR_CODES, isApiError } from '@/lib/api-client';
import { useSubmitFeedback } from '../api/submit-feedback';
import {
  SatisfactionScale,
  isSatisfactionPoint,
  type SatisfactionPoint,
} from './satisfaction-scale';
import './feedback-survey.css';

export interface SurveyDialogProps {
  visible: boolean;
  /** Closed without answering (close icon, Escape, "Not now"). */
  onHide: () => void;
  /** The answer was saved. */
  onSubmitted: () => void;
}

type SubmitError = 'network' | 'failed';

function submitErrorOf(error: unknown): SubmitError {
  if (
    isApiError(error) &&
    (error.code === CLIENT_ERROR_CODES.network || error.code === CLIENT_ERROR_CODES.timeout)
  ) {
    return 'network';
  }
  return 'failed';
}

const defaultPoint: SatisfactionPoint = isSatisfactionPoint(FEEDBACK_LIMITS.defaultPoint)
  ? FEEDBACK_LIMITS.defaultPoint
  : 5;

/**
 * The satisfaction survey: a 1 to 5 scale (5 preselected) and an optional comment, sent with
 * `POST /api/feedback`. A failed or empty answer keeps the dialog open, with what the user
 * wrote, and says so (docs/rules/shell.md §8).
 */
export function SurveyDialog({ visible, onHide, onSubmitted }: SurveyDialogProps) {
  const { t } = useAreaTranslations(surveyTranslations);
  const [point, setPoint] = useState<SatisfactionPoint>(defaultPoint);
  const [comment, setComment] = useState('');
  const submit = useSubmitFeedback();
  const commentId = 'survey-comment';
  const errorId = 'survey-error';
  const error = submit.error ? submitErrorOf(submit.error) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    submit.mutate(
      { point, comment: comment.trim() },
      {
        onSuccess: () => {
          setPoint(defaultPoint);
          setComment('');
          onSubmitted();
        },
      },
    );
  };

  const hide = () => {
    if (submit.isPending) return;
    submit.reset();
    onHide();
  };

  return (
    <Dialog
      visible={visible}
      onHide={hide}
      header={t('survey.dialog.title')}
      className="survey-dialog"
      style={{ width: '34rem' }}
      breakpoints={{ '640px': 'calc(100vw - 1.5rem)' }}
      draggable={false}
      resizable={false}
      dismissableMask={false}
      closeIcon={<i className="pi pi-times" aria-hidden="true" />}
      pt={{ closeButton: { 'aria-label': t('survey.dialog.close') } }}
      data-testid="survey-dialog"
    >
      <form className="survey-dialog__form" onSubmit={onSubmit} noValidate>
        <p className="survey-dialog__intro">{t('survey.dialog.intro')}</p>
        <SatisfactionScale value={point} onChange={setPoint} disabled={submit.isPending} />
        <div className="survey-dialog__field">
          <label htmlFor={commentId} className="survey-dialog__label">
            {t('survey.dialog.comment')}
          </label>
          <InputTextarea
            id={commentId}
            name="comment"
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            rows={4}
            autoResize={false}
            maxLength={FEEDBACK_LIMITS.commentMax}
            placeholder={t('survey.dialog.commentPlaceholder')}
            disabled={submit.isPending}
            aria-describedby={error ? `${errorId} ${commentId}-count` : `${commentId}-count`}
          />
          <span id={`${commentId}-count`} className="survey-dialog__count">
            {t('survey.dialog.commentCount', {
              length: comment.length,
              max: FEEDBACK_LIMITS.commentMax,
            })}
          </span>
        </div>
        {error && (
          <p id={errorId} className="survey-dialog__error" role="alert">
            <i className="pi pi-exclamation-circle" aria-hidden="true" />
            {t(error === 'network' ? 'survey.errors.network' : 'survey.errors.failed')}
          </p>
        )}
        <div className="survey-dialog__actions">
          <Button
            type="button"
            label={t('survey.dialog.later')}
            severity="secondary"
            text
            onClick={hide}
            disabled={submit.isPending}
          />
          <Button
            type="submit"
            label={submit.isPending ? t('survey.dialog.submitting') : t('survey.dialog.submit')}
            icon="pi pi-send"
            loading={submit.isPending}
            data-testid="survey-submit"
          />
        </div>
      </form>
    </Dialog>
  );
}
