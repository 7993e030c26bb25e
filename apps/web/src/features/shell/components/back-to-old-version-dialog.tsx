import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import {
  BACK_TO_OLD_VERSION_MESSAGE_MAX,
  BACK_TO_OLD_VERSION_REASONS,
  backToOldVersionMessage,
  type BackToOldVersionReason,
  type BackToOldVersionResult,
} from '@armada/contracts/auth';
import { isApiError } from '@/lib/api-client';
import { useBackToOldVersion } from '../api/back-to-old-version';
import './shell-dialog.css';
import './back-to-old-version-dialog.css';

export interface BackToOldVersionDialogProps {
  visible: boolean;
  onHide: () => void;
}

type Step = 'form' | 'done';

/**
 * Switching back to the old version (docs/rules/alert-center.md §5): a reason is required, one of
 * five; 'other reason' needs text. Sending without one opens the 'Wajib Memilih Alasan' dialog; a
 * failed send keeps everything that was chosen and typed.
 */
export function BackToOldVersionDialog({ visible, onHide }: BackToOldVersionDialogProps) {
  const { t, i18n } = useTranslation();
  const mutation = useBackToOldVersion();
  const [reason, setReason] = useState<BackToOldVersionReason | null>(null);
  const [otherText, setOtherText] = useState('');
  const [requiredOpen, setRequiredOpen] = useState(false);
  const [step, setStep] = useState<Step>('form');
  const [result, setResult] = useState<BackToOldVersionResult | null>(null);
  const otherRef = useRef<HTMLTextAreaElement>(null);
  const name = useId();
  const otherId = useId();
  const errorId = useId();

  const reset = () => {
    setReason(null);
    setOtherText('');
    setStep('form');
    setResult(null);
    mutation.reset();
  };

  const close = () => {
    if (mutation.isPending) return;
    onHide();
    reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The reason is recorded in Indonesian whatever the interface language, so reports group it.
    const indonesian = i18n.getFixedT('id');
    const message = backToOldVersionMessage(reason, otherText, (r) =>
      indonesian(`shell.oldVersion.reasons.${r}`),
    );
    if (message === null) {
      setRequiredOpen(true);
      return;
    }
    mutation.mutate(message, {
      onSuccess: (answer) => {
        setResult(answer);
        setStep('done');
      },
    });
  };

  const error = mutation.error;
  const errorText = error
    ? isApiError(error) && error.statusCode === 0
      ? t('shell.oldVersion.networkFailed')
      : t('shell.oldVersion.failed', { message: error.message })
    : null;

  const redirectUrl = result?.redirectUrl ?? null;

  return (
    <>
      <Dialog
        visible={visible}
        onHide={close}
        header={step === 'form' ? t('shell.oldVersion.title') : t('shell.oldVersion.done.title')}
        className="shell-dialog old-version-dialog"
        style={{ width: '34rem' }}
        breakpoints={{ '640px': 'calc(100vw - 1.5rem)' }}
        draggable={false}
        resizable={false}
        data-testid={step === 'form' ? 'old-version-dialog' : 'old-version-done'}
      >
        {step === 'form' ? (
          <form onSubmit={submit} noValidate>
            <p className="shell-dialog__intro">{t('shell.oldVersion.intro')}</p>
            <fieldset
              className="old-version-dialog__reasons"
              aria-describedby={errorText ? errorId : undefined}
            >
              <legend className="old-version-dialog__question">
                {t('shell.oldVersion.question')}
              </legend>
              {BACK_TO_OLD_VERSION_REASONS.map((option) => (
                <label key={option} className="old-version-dialog__reason">
                  <input
                    type="radio"
                    name={name}
                    value={option}
                    checked={reason === option}
                    onChange={() => {
                      setReason(option);
                      if (option === 'other') window.setTimeout(() => otherRef.current?.focus(), 0);
                    }}
                  />
                  <span>{t(`shell.oldVersion.reasons.${option}`)}</span>
                </label>
              ))}
            </fieldset>
            {reason === 'other' && (
              <div className="old-version-dialog__other">
                <label htmlFor={otherId}>{t('shell.oldVersion.otherLabel')}</label>
                <textarea
                  id={otherId}
                  ref={otherRef}
                  className="p-inputtext p-component old-version-dialog__textarea"
                  rows={3}
                  maxLength={BACK_TO_OLD_VERSION_MESSAGE_MAX}
                  placeholder={t('shell.oldVersion.otherPlaceholder')}
                  value={otherText}
                  onChange={(event) => setOtherText(event.target.value)}
                />
                <small className="old-version-dialog__count">
                  {t('shell.oldVersion.otherCount', {
                    count: otherText.length,
                    max: BACK_TO_OLD_VERSION_MESSAGE_MAX,
                  })}
                </small>
              </div>
            )}
            <p id={errorId} role="alert" className="shell-dialog__error">
              {errorText}
            </p>
            <div className="shell-dialog__footer">
              <Button
                type="button"
                label={t('shell.oldVersion.cancel')}
                severity="secondary"
                text
                onClick={close}
                disabled={mutation.isPending}
              />
              <Button
                type="submit"
                icon="pi pi-history"
                label={t(
                  mutation.isPending ? 'shell.oldVersion.sending' : 'shell.oldVersion.submit',
                )}
                loading={mutation.isPending}
              />
            </div>
          </form>
        ) : (
          <div className="old-version-dialog__done">
            <i className="pi pi-check-circle old-version-dialog__done-icon" aria-hidden="true" />
            <p>{t('shell.oldVersion.done.message')}</p>
            {!redirectUrl && (
              <p className="old-version-dialog__muted">{t('shell.oldVersion.done.noOldUrl')}</p>
            )}
            <div className="shell-dialog__footer">
              {redirectUrl ? (
                <Button
                  type="button"
                  label={t('shell.oldVersion.done.openOld')}
                  icon="pi pi-external-link"
                  onClick={() => window.location.assign(redirectUrl)}
                />
              ) : (
                <Button type="button" label={t('shell.oldVersion.done.close')} onClick={close} />
              )}
            </div>
          </div>
        )}
      </Dialog>

      <Dialog
        visible={requiredOpen}
        onHide={() => setRequiredOpen(false)}
        header={t('shell.oldVersion.required.title')}
        className="shell-dialog"
        style={{ width: '26rem' }}
        breakpoints={{ '640px': 'calc(100vw - 1.5rem)' }}
        draggable={false}
        resizable={false}
        data-testid="old-version-required"
        pt={{ root: { role: 'alertdialog' } }}
        footer={
          <Button
            type="button"
            label={t('shell.oldVersion.required.ok')}
            onClick={() => setRequiredOpen(false)}
            autoFocus
          />
        }
      >
        <p>{t('shell.oldVersion.required.message')}</p>
      </Dialog>
    </>
  );
}
