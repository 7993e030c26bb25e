import { Dialog } from 'primereact/dialog';
import { useAreaTranslations } from '@/lib/i18n';
import surveyTranslations from '../locales';
import './feedback-survey.css';

export interface ThankYouDialogProps {
  visible: boolean;
  onHide: () => void;
}

/** Shown after a saved answer: a title and a message, no confirm button, only the close icon. */
export function ThankYouDialog({ visible, onHide }: ThankYouDialogProps) {
  const { t } = useAreaTranslations(surveyTranslations);
  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header={t('survey.thankYou.title')}
      className="survey-thank-you"
      style={{ width: '26rem' }}
      breakpoints={{ '640px': 'calc(100vw - 1.5rem)' }}
      draggable={false}
      resizable={false}
      dismissableMask
      closeIcon={<i className="pi pi-times" aria-hidden="true" />}
      pt={{ closeButton: { 'aria-label': t('survey.dialog.close') } }}
      data-testid="survey-thank-you"
    >
      <div className="survey-thank-you__body">
        <span className="survey-thank-you__icon" aria-hidden="true">
          <i className="pi pi-check" />
        </span>
        <p>{t('survey.thankYou.message')}</p>
      </div>
    </Dialog>
  );
}
