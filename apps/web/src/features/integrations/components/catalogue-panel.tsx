import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import {
  INTEGRATION_REQUEST_LIMITS,
  REQUESTABLE_INTEGRATIONS,
  type RequestableIntegration,
} from '@armada/contracts/integrations';
import { ListState } from '@/components/ui/list-state';
import { useToast } from '@/components/ui/toast';
import { formatCompanyDateTime } from '@/lib/company-time';
import { serverErrorText } from '@/lib/server-error-text';
import { useCreateIntegrationRequest, useIntegrationRequests } from '../api/integrations';
import type { IntegrationTab } from './integrations-page';
import { FormDialog } from './form-dialog';

const BUILT_IN = [
  { key: 'webhooks', icon: 'pi-send', tab: 'webhooks' },
  { key: 'apiKeys', icon: 'pi-key', tab: 'api-keys' },
] as const;
const ICONS: Record<RequestableIntegration, string> = {
  'fuel-cards': 'pi-credit-card',
  'e-toll': 'pi-wallet',
  erp: 'pi-building',
};
const KEYS: Record<RequestableIntegration, 'fuelCards' | 'eToll' | 'erp'> = {
  'fuel-cards': 'fuelCards',
  'e-toll': 'eToll',
  erp: 'erp',
};

/** INT-1, INT-2: what Armada connects to today, and what a company can ask for. */
export function CataloguePanel({
  canManage,
  onOpen,
}: {
  canManage: boolean;
  onOpen: (tab: IntegrationTab) => void;
}) {
  const { t, i18n } = useTranslation();
  const requests = useIntegrationRequests();
  const [asking, setAsking] = useState<RequestableIntegration | null>(null);
  const requestedOn = (integration: RequestableIntegration) =>
    requests.data?.find((r) => r.integration === integration)?.requested_on;

  return (
    <div className="integrations__panel">
      <ul className="integrations__catalogue" aria-label={t('integrations.catalogue.label')}>
        {BUILT_IN.map((item) => (
          <li key={item.key} className="integrations__card">
            <div className="integrations__card-head">
              <i className={`pi ${item.icon}`} aria-hidden="true" />
              <h2>{t(`integrations.catalogue.${item.key}.name`)}</h2>
              <span className="integrations__tag integrations__tag--ok">
                {t('integrations.catalogue.available')}
              </span>
            </div>
            <p>{t(`integrations.catalogue.${item.key}.description`)}</p>
            <Button
              type="button"
              label={t('integrations.catalogue.manage')}
              icon="pi pi-arrow-right"
              iconPos="right"
              outlined
              onClick={() => onOpen(item.tab)}
            />
          </li>
        ))}
        {REQUESTABLE_INTEGRATIONS.map((integration) => {
          const on = requestedOn(integration);
          return (
            <li key={integration} className="integrations__card">
              <div className="integrations__card-head">
                <i className={`pi ${ICONS[integration]}`} aria-hidden="true" />
                <h2>{t(`integrations.catalogue.${KEYS[integration]}.name`)}</h2>
                <span className="integrations__tag">{t('integrations.catalogue.notYet')}</span>
              </div>
              <p>{t(`integrations.catalogue.${KEYS[integration]}.description`)}</p>
              {on && (
                <p className="integrations__muted">
                  {t('integrations.catalogue.requestedOn', {
                    when: formatCompanyDateTime(on, { language: i18n.language }),
                  })}
                </p>
              )}
              {canManage && (
                <Button
                  type="button"
                  label={
                    on ? t('integrations.catalogue.askAgain') : t('integrations.catalogue.ask')
                  }
                  icon="pi pi-envelope"
                  outlined
                  onClick={() => setAsking(integration)}
                />
              )}
            </li>
          );
        })}
      </ul>

      <h2 className="integrations__subtitle">{t('integrations.requests.title')}</h2>
      <ListState
        block="integrations"
        loading={requests.isPending}
        error={requests.error}
        empty={requests.data?.length === 0}
        emptyText={t('integrations.requests.empty')}
        noAccessText={t('integrations.noAccess')}
        onRetry={() => void requests.refetch()}
      />
      {requests.data && requests.data.length > 0 && (
        <ul className="integrations__list">
          {requests.data.map((request) => (
            <li key={request.id} className="integrations__row">
              <strong>{t(`integrations.catalogue.${KEYS[request.integration]}.name`)}</strong>
              <span className="integrations__muted">
                {formatCompanyDateTime(request.requested_on, { language: i18n.language })}
                {request.requested_by ? ` · ${request.requested_by.name}` : ''}
              </span>
              {request.note && <span>{request.note}</span>}
            </li>
          ))}
        </ul>
      )}
      <RequestDialog integration={asking} onClose={() => setAsking(null)} />
    </div>
  );
}

function RequestDialog({
  integration,
  onClose,
}: {
  integration: RequestableIntegration | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const create = useCreateIntegrationRequest();
  const [note, setNote] = useState('');
  const [contact, setContact] = useState('');
  const close = () => {
    create.reset();
    onClose();
  };
  const submit = () => {
    if (!integration) return;
    create.mutate(
      {
        integration,
        ...(note.trim() ? { note: note.trim() } : {}),
        ...(contact.trim() ? { contact: contact.trim() } : {}),
      },
      {
        onSuccess: () => {
          toast.success(t('integrations.requests.sent'));
          setNote('');
          setContact('');
          close();
        },
      },
    );
  };
  return (
    <FormDialog
      header={
        integration
          ? t('integrations.requests.header', {
              name: t(`integrations.catalogue.${KEYS[integration]}.name`),
            })
          : ''
      }
      visible={integration !== null}
      formId="integration-request-form"
      submitLabel={t('integrations.requests.submit')}
      pending={create.isPending}
      width="32rem"
      onClose={close}
      onSubmit={() => {
        submit();
      }}
    >
      <p className="integrations__muted">{t('integrations.requests.explain')}</p>
      <label className="integrations__field">
        <span>{t('integrations.requests.note')}</span>
        <textarea
          className="p-inputtext"
          rows={4}
          maxLength={INTEGRATION_REQUEST_LIMITS.noteMax}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </label>
      <label className="integrations__field">
        <span>{t('integrations.requests.contact')}</span>
        <input
          className="p-inputtext"
          maxLength={INTEGRATION_REQUEST_LIMITS.contactMax}
          value={contact}
          onChange={(event) => setContact(event.target.value)}
        />
      </label>
      {create.error && (
        <p className="integrations__error" role="alert">
          {serverErrorText(create.error, t) || t('integrations.failed')}
        </p>
      )}
    </FormDialog>
  );
}
