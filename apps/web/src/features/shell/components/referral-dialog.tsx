import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { useToast } from '@/components/ui/toast';
import { referralCode } from '../utils/referral-code';
import './shell-dialog.css';
import './referral-dialog.css';

export interface ReferralDialogProps {
  visible: boolean;
  onHide: () => void;
  companyId: number;
  companyName: string;
}

/** The referral programme: how it works and the company's code, with a copy button. */
export function ReferralDialog({ visible, onHide, companyId, companyName }: ReferralDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const codeId = useId();
  const codeRef = useRef<HTMLOutputElement>(null);
  const code = referralCode(companyId, companyName);

  const selectCode = () => {
    const node = codeRef.current;
    const selection = window.getSelection();
    if (!node || !selection) return;
    const range = document.createRange();
    range.selectNodeContents(node);
    selection.removeAllRanges();
    selection.addRange(range);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast.success(t('shell.referral.copied'));
    } catch {
      selectCode();
      toast.warn(t('shell.referral.copyFailed'));
    }
  };

  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header={t('shell.referral.title')}
      className="shell-dialog referral-dialog"
      style={{ width: '34rem' }}
      breakpoints={{ '640px': 'calc(100vw - 1.5rem)' }}
      draggable={false}
      resizable={false}
      dismissableMask
      data-testid="referral-dialog"
      footer={
        <Button
          type="button"
          label={t('shell.referral.close')}
          severity="secondary"
          outlined
          onClick={onHide}
        />
      }
    >
      <p className="shell-dialog__intro">{t('shell.referral.intro')}</p>
      <h3 className="referral-dialog__steps-title">{t('shell.referral.stepsTitle')}</h3>
      <ol className="referral-dialog__steps">
        <li>
          <i className="pi pi-share-alt" aria-hidden="true" />
          <span>{t('shell.referral.steps.share')}</span>
        </li>
        <li>
          <i className="pi pi-users" aria-hidden="true" />
          <span>{t('shell.referral.steps.signUp')}</span>
        </li>
        <li>
          <i className="pi pi-gift" aria-hidden="true" />
          <span>{t('shell.referral.steps.reward')}</span>
        </li>
      </ol>
      <div className="referral-dialog__code-box">
        <label htmlFor={codeId} className="referral-dialog__code-label">
          {t('shell.referral.codeLabel', { company: companyName })}
        </label>
        <div className="referral-dialog__code-row">
          <output
            id={codeId}
            ref={codeRef}
            className="referral-dialog__code"
            data-testid="referral-code"
            onClick={selectCode}
          >
            {code}
          </output>
          <Button
            type="button"
            icon="pi pi-copy"
            label={t('shell.referral.copy')}
            onClick={() => void copy()}
          />
        </div>
      </div>
      <p className="referral-dialog__terms">{t('shell.referral.terms')}</p>
    </Dialog>
  );
}
