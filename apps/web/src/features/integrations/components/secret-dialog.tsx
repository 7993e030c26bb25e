import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';

/**
 * WHK-5, APIK-2: a secret shown this once, with a copy button; closing it is saying it was
 * kept (the server never shows it again).
 */
export function SecretDialog({
  header,
  label,
  hint,
  secret,
  onClose,
}: {
  header: string;
  label: string;
  hint: string;
  secret: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Dialog
      header={header}
      visible={secret !== null}
      onHide={() => {
        setCopied(false);
        onClose();
      }}
      className="integrations__dialog"
      style={{ width: '34rem' }}
      breakpoints={{ '640px': '100vw' }}
      closeOnEscape={false}
      footer={
        <Button
          type="button"
          label={t('integrations.secret.done')}
          onClick={() => {
            setCopied(false);
            onClose();
          }}
        />
      }
    >
      <div className="integrations__form">
        <p className="integrations__warning" role="note">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" />{' '}
          {t('integrations.secret.once')}
        </p>
        <label className="integrations__field">
          <span>{label}</span>
          <span className="integrations__secret">
            <input
              className="p-inputtext integrations__mono"
              readOnly
              value={secret ?? ''}
              data-testid="integration-secret"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button
              type="button"
              icon={copied ? 'pi pi-check' : 'pi pi-copy'}
              label={copied ? t('integrations.secret.copied') : t('integrations.secret.copy')}
              outlined
              onClick={() => void copy()}
            />
          </span>
        </label>
        <p className="integrations__muted">{hint}</p>
      </div>
    </Dialog>
  );
}
