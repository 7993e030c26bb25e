import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { RadioButton } from 'primereact/radiobutton';
import {
  API_KEY_LIMITS,
  API_KEY_SCOPES,
  type ApiKey,
  type ApiKeyScope,
} from '@armada/contracts/integrations';
import { ConfirmationModal } from '@/components/ui/confirmation-modal';
import { ListState } from '@/components/ui/list-state';
import { useToast } from '@/components/ui/toast';
import { formatCompanyDateTime } from '@/lib/company-time';
import { serverErrorText } from '@/lib/server-error-text';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/integrations';
import { SecretDialog } from './secret-dialog';
import { FormDialog } from './form-dialog';

/** APIK-1 … APIK-6: keys for the REST API, shown once, revocable. */
export function ApiKeysPanel({ canManage }: { canManage: boolean }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [adding, setAdding] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const when = (at: string | null) =>
    at ? formatCompanyDateTime(at, { language: i18n.language }) : t('integrations.apiKeys.never');

  return (
    <div className="integrations__panel">
      <p className="integrations__muted">
        {t('integrations.apiKeys.intro')}{' '}
        <a href="/docs" target="_blank" rel="noreferrer">
          {t('integrations.apiKeys.docs')}
        </a>
      </p>
      {canManage && (
        <div className="integrations__toolbar">
          <Button
            type="button"
            label={t('integrations.apiKeys.add')}
            icon="pi pi-plus"
            onClick={() => setAdding(true)}
          />
        </div>
      )}
      <ListState
        block="integrations"
        loading={keys.isPending}
        error={keys.error}
        empty={keys.data?.length === 0}
        emptyText={t('integrations.apiKeys.empty')}
        noAccessText={t('integrations.noAccess')}
        onRetry={() => void keys.refetch()}
      />
      {keys.data && keys.data.length > 0 && (
        <div className="integrations__table-wrap">
          <table className="integrations__table">
            <thead>
              <tr>
                <th scope="col">{t('integrations.apiKeys.name')}</th>
                <th scope="col">{t('integrations.apiKeys.scope')}</th>
                <th scope="col">{t('integrations.apiKeys.prefix')}</th>
                <th scope="col">{t('integrations.apiKeys.created')}</th>
                <th scope="col">{t('integrations.apiKeys.lastUsed')}</th>
                <th scope="col">{t('integrations.apiKeys.state')}</th>
                <th scope="col">
                  <span className="sr-only">{t('integrations.log.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {keys.data.map((key) => (
                <tr key={key.id} data-testid="api-key-row">
                  <td>{key.name}</td>
                  <td>{t(`integrations.scopes.${key.scope}`)}</td>
                  <td className="integrations__mono">{key.key_prefix}…</td>
                  <td>
                    {when(key.created_on)}
                    {key.created_by ? ` · ${key.created_by.name}` : ''}
                  </td>
                  <td>{when(key.last_used_on)}</td>
                  <td>
                    {key.revoked_on ? (
                      <span className="integrations__status integrations__status--failed">
                        {t('integrations.apiKeys.revokedOn', { when: when(key.revoked_on) })}
                      </span>
                    ) : (
                      <span className="integrations__status integrations__status--delivered">
                        {t('integrations.apiKeys.active')}
                      </span>
                    )}
                  </td>
                  <td className="integrations__cell-actions">
                    {canManage && !key.revoked_on && (
                      <Button
                        type="button"
                        label={t('integrations.apiKeys.revoke')}
                        severity="danger"
                        text
                        onClick={() => setRevoking(key)}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <KeyDialog
        visible={adding}
        onClose={() => setAdding(false)}
        onCreated={(key) => {
          setAdding(false);
          setShown(key);
        }}
      />
      <SecretDialog
        header={t('integrations.apiKeys.secretHeader')}
        label={t('integrations.apiKeys.secretLabel')}
        hint={t('integrations.apiKeys.secretHint')}
        secret={shown}
        onClose={() => setShown(null)}
      />
      <ConfirmationModal
        variant="delete"
        visible={revoking !== null}
        title={t('integrations.apiKeys.revokeTitle', { name: revoking?.name ?? '' })}
        message={t('integrations.apiKeys.revokeMessage')}
        confirmLabel={t('integrations.apiKeys.revoke')}
        cancelLabel={t('integrations.cancel')}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          const key = revoking;
          setRevoking(null);
          if (!key) return;
          revoke.mutate(key.id, {
            onSuccess: () => toast.success(t('integrations.apiKeys.revoked')),
            onError: (error) => toast.error(serverErrorText(error, t) || t('integrations.failed')),
          });
        }}
      />
    </div>
  );
}

function KeyDialog({
  visible,
  onClose,
  onCreated,
}: {
  visible: boolean;
  onClose: () => void;
  onCreated: (key: string) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('READ_ONLY');
  const [tried, setTried] = useState(false);
  const problem = name.trim() === '' ? t('integrations.apiKeys.nameRequired') : null;
  const close = () => {
    create.reset();
    setTried(false);
    onClose();
  };
  return (
    <FormDialog
      header={t('integrations.apiKeys.add')}
      visible={visible}
      formId="api-key-form"
      submitLabel={t('integrations.apiKeys.create')}
      pending={create.isPending}
      width="32rem"
      onClose={close}
      onSubmit={() => {
        setTried(true);
        if (problem) return;
        create.mutate(
          { name: name.trim(), scope },
          {
            onSuccess: (made) => {
              setName('');
              setScope('READ_ONLY');
              setTried(false);
              create.reset();
              onCreated(made.key);
            },
          },
        );
      }}
    >
      <div className="integrations__field">
        <label htmlFor="api-key-name">{t('integrations.apiKeys.name')}</label>
        <input
          className={`p-inputtext ${tried && problem ? 'p-invalid' : ''}`}
          id="api-key-name"
          maxLength={API_KEY_LIMITS.nameMax}
          value={name}
          placeholder={t('integrations.apiKeys.namePlaceholder')}
          aria-invalid={tried && problem !== null}
          onChange={(event) => setName(event.target.value)}
        />
        {tried && problem && <small className="integrations__error">{problem}</small>}
      </div>
      <fieldset className="integrations__fieldset">
        <legend>{t('integrations.apiKeys.scope')}</legend>
        {API_KEY_SCOPES.map((value) => (
          <div key={value} className="integrations__check">
            <RadioButton
              inputId={`api-key-scope-${value}`}
              name="scope"
              value={value}
              checked={scope === value}
              onChange={() => setScope(value)}
            />
            <label htmlFor={`api-key-scope-${value}`}>
              <strong>{t(`integrations.scopes.${value}`)}</strong>
              <span className="integrations__muted">
                {' '}
                — {t(`integrations.scopeHints.${value}`)}
              </span>
            </label>
          </div>
        ))}
      </fieldset>
      {create.error && (
        <p className="integrations__error" role="alert">
          {serverErrorText(create.error, t) || t('integrations.failed')}
        </p>
      )}
    </FormDialog>
  );
}
