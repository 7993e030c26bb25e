import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_LIMITS,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@armada/contracts/integrations';
import { ConfirmationModal } from '@/components/ui/confirmation-modal';
import { ListState, Pager } from '@/components/ui/list-state';
import { useToast } from '@/components/ui/toast';
import { formatCompanyDateTime } from '@/lib/company-time';
import { serverErrorText } from '@/lib/server-error-text';
import {
  useCreateWebhookEndpoint,
  useDeleteWebhookEndpoint,
  useReplayWebhookDelivery,
  useTestWebhookEndpoint,
  useUpdateWebhookEndpoint,
  useWebhookDeliveries,
  useWebhookDelivery,
  useWebhookEndpoints,
} from '../api/integrations';
import { SecretDialog } from './secret-dialog';
import { FormDialog } from './form-dialog';

const EVENT_KEYS: Record<string, string> = {
  'alert.created': 'alertCreated',
  'alert.resolved': 'alertResolved',
  'stop.delivered': 'stopDelivered',
  'stop.failed': 'stopFailed',
  'task.started': 'taskStarted',
  'task.done': 'taskDone',
  'webhook.test': 'webhookTest',
};

/** WHK-1 … WHK-10: the company's endpoints, each with its delivery log. */
export function WebhooksPanel({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const endpoints = useWebhookEndpoints();
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const count = endpoints.data?.length ?? 0;

  return (
    <div className="integrations__panel">
      <p className="integrations__muted">{t('integrations.webhooks.intro')}</p>
      {canManage && (
        <div className="integrations__toolbar">
          <Button
            type="button"
            label={t('integrations.webhooks.add')}
            icon="pi pi-plus"
            disabled={count >= WEBHOOK_LIMITS.maxEndpoints}
            onClick={() => setAdding(true)}
          />
          {count >= WEBHOOK_LIMITS.maxEndpoints && (
            <span className="integrations__muted">
              {t('integrations.webhooks.full', { max: WEBHOOK_LIMITS.maxEndpoints })}
            </span>
          )}
        </div>
      )}
      <ListState
        block="integrations"
        loading={endpoints.isPending}
        error={endpoints.error}
        empty={count === 0}
        emptyText={t('integrations.webhooks.empty')}
        noAccessText={t('integrations.noAccess')}
        onRetry={() => void endpoints.refetch()}
      />
      {endpoints.data?.map((endpoint) => (
        <EndpointCard key={endpoint.id} endpoint={endpoint} canManage={canManage} />
      ))}
      <EndpointDialog
        visible={adding}
        onClose={() => setAdding(false)}
        onCreated={(made) => {
          setAdding(false);
          setSecret(made);
        }}
      />
      <SecretDialog
        header={t('integrations.webhooks.secretHeader')}
        label={t('integrations.webhooks.secretLabel')}
        hint={t('integrations.webhooks.secretHint')}
        secret={secret}
        onClose={() => setSecret(null)}
      />
    </div>
  );
}

function EndpointCard({ endpoint, canManage }: { endpoint: WebhookEndpoint; canManage: boolean }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [showLog, setShowLog] = useState(false);
  const [removing, setRemoving] = useState(false);
  const test = useTestWebhookEndpoint();
  const update = useUpdateWebhookEndpoint();
  const remove = useDeleteWebhookEndpoint();
  const failed = (error: unknown) =>
    toast.error(serverErrorText(error, t) || t('integrations.failed'));

  return (
    <article className="integrations__card integrations__endpoint" aria-label={endpoint.url}>
      <div className="integrations__card-head">
        <i className="pi pi-send" aria-hidden="true" />
        <h2 className="integrations__mono">{endpoint.url}</h2>
        <span className={`integrations__tag ${endpoint.active ? 'integrations__tag--ok' : ''}`}>
          {endpoint.active ? t('integrations.webhooks.active') : t('integrations.webhooks.paused')}
        </span>
      </div>
      {endpoint.description && <p>{endpoint.description}</p>}
      <ul className="integrations__chips" aria-label={t('integrations.webhooks.events')}>
        {endpoint.events.map((event) => (
          <li key={event}>
            {t(`integrations.events.${EVENT_KEYS[event] ?? 'webhookTest'}` as never)}
          </li>
        ))}
      </ul>
      <p className="integrations__muted">
        {t('integrations.webhooks.secretEnds', { hint: endpoint.secret_hint })}
        {' · '}
        {endpoint.last_delivery
          ? t('integrations.webhooks.lastDelivery', {
              status: t(`integrations.status.${endpoint.last_delivery.status}`),
              when: formatCompanyDateTime(endpoint.last_delivery.at, { language: i18n.language }),
            })
          : t('integrations.webhooks.noDelivery')}
      </p>
      <div className="integrations__actions">
        <Button
          type="button"
          label={showLog ? t('integrations.webhooks.hideLog') : t('integrations.webhooks.showLog')}
          icon="pi pi-list"
          text
          aria-expanded={showLog}
          onClick={() => setShowLog((shown) => !shown)}
        />
        {canManage && (
          <>
            <Button
              type="button"
              label={t('integrations.webhooks.test')}
              icon="pi pi-bolt"
              outlined
              loading={test.isPending}
              onClick={() =>
                test.mutate(endpoint.id, {
                  onSuccess: () => {
                    toast.success(t('integrations.webhooks.testSent'));
                    setShowLog(true);
                  },
                  onError: failed,
                })
              }
            />
            <Button
              type="button"
              label={
                endpoint.active
                  ? t('integrations.webhooks.pause')
                  : t('integrations.webhooks.resume')
              }
              icon={endpoint.active ? 'pi pi-pause' : 'pi pi-play'}
              outlined
              loading={update.isPending}
              onClick={() =>
                update.mutate(
                  { id: endpoint.id, body: { active: !endpoint.active } },
                  { onError: failed },
                )
              }
            />
            <Button
              type="button"
              label={t('integrations.webhooks.remove')}
              icon="pi pi-trash"
              severity="danger"
              text
              onClick={() => setRemoving(true)}
            />
          </>
        )}
      </div>
      {showLog && <DeliveryLog endpointId={endpoint.id} canManage={canManage} />}
      <ConfirmationModal
        variant="delete"
        visible={removing}
        title={t('integrations.webhooks.removeTitle')}
        message={t('integrations.webhooks.removeMessage', { url: endpoint.url })}
        confirmLabel={t('integrations.webhooks.remove')}
        cancelLabel={t('integrations.cancel')}
        onCancel={() => setRemoving(false)}
        onConfirm={() => {
          setRemoving(false);
          remove.mutate(endpoint.id, {
            onSuccess: () => toast.success(t('integrations.webhooks.removed')),
            onError: failed,
          });
        }}
      />
    </article>
  );
}

function DeliveryLog({ endpointId, canManage }: { endpointId: number; canManage: boolean }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<number | null>(null);
  const log = useWebhookDeliveries(endpointId, page);
  const replay = useReplayWebhookDelivery();
  const toast = useToast();
  const items = log.data?.items ?? [];

  return (
    <section className="integrations__log" aria-label={t('integrations.log.title')}>
      <h3 className="integrations__subtitle">{t('integrations.log.title')}</h3>
      <ListState
        block="integrations"
        loading={log.isPending}
        error={log.error}
        empty={items.length === 0}
        emptyText={t('integrations.log.empty')}
        noAccessText={t('integrations.noAccess')}
        onRetry={() => void log.refetch()}
      />
      {items.length > 0 && (
        <div className="integrations__table-wrap">
          <table className="integrations__table">
            <thead>
              <tr>
                <th scope="col">{t('integrations.log.when')}</th>
                <th scope="col">{t('integrations.log.event')}</th>
                <th scope="col">{t('integrations.log.status')}</th>
                <th scope="col">{t('integrations.log.code')}</th>
                <th scope="col">{t('integrations.log.duration')}</th>
                <th scope="col">{t('integrations.log.attempts')}</th>
                <th scope="col">
                  <span className="sr-only">{t('integrations.log.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((delivery: WebhookDelivery) => (
                <tr key={delivery.id} data-testid="webhook-delivery-row">
                  <td>
                    {formatCompanyDateTime(delivery.created_on, {
                      language: i18n.language,
                      seconds: true,
                    })}
                  </td>
                  <td>
                    {t(
                      `integrations.events.${EVENT_KEYS[delivery.event] ?? 'webhookTest'}` as never,
                    )}
                  </td>
                  <td>
                    <span
                      className={`integrations__status integrations__status--${delivery.status.toLowerCase()}`}
                    >
                      {t(`integrations.status.${delivery.status}`)}
                    </span>
                    {delivery.next_attempt_on && (
                      <span className="integrations__muted">
                        {' '}
                        {t('integrations.log.next', {
                          when: formatCompanyDateTime(delivery.next_attempt_on, {
                            language: i18n.language,
                          }),
                        })}
                      </span>
                    )}
                  </td>
                  <td>{delivery.last_response_code ?? '–'}</td>
                  <td>
                    {delivery.last_duration_ms === null ? '–' : `${delivery.last_duration_ms} ms`}
                  </td>
                  <td>{delivery.attempts}</td>
                  <td className="integrations__cell-actions">
                    <Button
                      type="button"
                      icon="pi pi-eye"
                      text
                      aria-label={t('integrations.log.detail')}
                      onClick={() => setOpened(delivery.id)}
                    />
                    {canManage &&
                      (delivery.status === 'DELIVERED' || delivery.status === 'FAILED') && (
                        <Button
                          type="button"
                          icon="pi pi-replay"
                          text
                          aria-label={t('integrations.log.replay')}
                          onClick={() =>
                            replay.mutate(delivery.id, {
                              onSuccess: () => toast.success(t('integrations.log.replayed')),
                              onError: (error) =>
                                toast.error(serverErrorText(error, t) || t('integrations.failed')),
                            })
                          }
                        />
                      )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        block="integrations"
        page={page}
        totalPage={log.data?.total_page ?? 0}
        onPage={setPage}
      />
      <DeliveryDialog id={opened} onClose={() => setOpened(null)} />
    </section>
  );
}

function DeliveryDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const detail = useWebhookDelivery(id);
  const body = detail.data?.body;
  let pretty = body ?? '';
  try {
    if (body) pretty = JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    pretty = body ?? '';
  }
  return (
    <Dialog
      header={t('integrations.log.detailHeader', { id: id ?? '' })}
      visible={id !== null}
      onHide={onClose}
      style={{ width: '44rem' }}
      breakpoints={{ '640px': '100vw' }}
    >
      <ListState
        block="integrations"
        loading={detail.isPending}
        error={detail.error}
        empty={false}
        emptyText=""
        noAccessText={t('integrations.noAccess')}
        onRetry={() => void detail.refetch()}
      />
      {detail.data && (
        <div className="integrations__form">
          <ol className="integrations__list">
            {detail.data.attempt_log.map((attempt) => (
              <li key={attempt.number} className="integrations__row">
                <strong>{t('integrations.log.attempt', { n: attempt.number })}</strong>
                <span>
                  {formatCompanyDateTime(attempt.at, { language: i18n.language, seconds: true })}
                </span>
                <span>
                  {attempt.response_code === null
                    ? t('integrations.log.noAnswer')
                    : t('integrations.log.answered', { code: attempt.response_code })}
                  {` · ${attempt.duration_ms} ms`}
                </span>
                {attempt.detail && <span className="integrations__muted">{attempt.detail}</span>}
              </li>
            ))}
          </ol>
          {detail.data.attempt_log.length === 0 && (
            <p className="integrations__muted">{t('integrations.log.noAttempt')}</p>
          )}
          <h4 className="integrations__subtitle">{t('integrations.log.body')}</h4>
          <pre className="integrations__code">{pretty}</pre>
        </div>
      )}
    </Dialog>
  );
}

function EndpointDialog({
  visible,
  onClose,
  onCreated,
}: {
  visible: boolean;
  onClose: () => void;
  onCreated: (secret: string) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateWebhookEndpoint();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [tried, setTried] = useState(false);
  const urlProblem =
    url.trim() === ''
      ? t('integrations.form.urlRequired')
      : /^https?:\/\/\S+$/i.test(url.trim())
        ? null
        : t('integrations.form.urlInvalid');
  const eventsProblem = events.length === 0 ? t('integrations.form.eventsRequired') : null;
  const close = () => {
    create.reset();
    setTried(false);
    onClose();
  };
  const submit = () => {
    setTried(true);
    if (urlProblem || eventsProblem) return;
    create.mutate(
      {
        url: url.trim(),
        events,
        ...(description.trim() ? { description: description.trim() } : {}),
      },
      {
        onSuccess: (made) => {
          setUrl('');
          setDescription('');
          setEvents([]);
          setTried(false);
          create.reset();
          onCreated(made.secret);
        },
      },
    );
  };
  return (
    <FormDialog
      header={t('integrations.form.header')}
      visible={visible}
      formId="webhook-endpoint-form"
      submitLabel={t('integrations.form.save')}
      pending={create.isPending}
      width="36rem"
      onClose={close}
      onSubmit={() => {
        submit();
      }}
    >
      <div className="integrations__field">
        <label htmlFor="webhook-url">{t('integrations.form.url')}</label>
        <input
          className={`p-inputtext integrations__mono ${tried && urlProblem ? 'p-invalid' : ''}`}
          id="webhook-url"
          type="url"
          aria-describedby="webhook-url-hint"
          inputMode="url"
          placeholder="https://erp.perusahaan.co.id/armada"
          maxLength={WEBHOOK_LIMITS.urlMax}
          value={url}
          aria-invalid={tried && urlProblem !== null}
          onChange={(event) => setUrl(event.target.value)}
        />
        <small id="webhook-url-hint" className="integrations__muted">
          {t('integrations.form.urlHint')}
        </small>
        {tried && urlProblem && <small className="integrations__error">{urlProblem}</small>}
      </div>
      <label className="integrations__field">
        <span>{t('integrations.form.description')}</span>
        <input
          className="p-inputtext"
          maxLength={WEBHOOK_LIMITS.descriptionMax}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </label>
      <fieldset className="integrations__fieldset">
        <legend>{t('integrations.form.events')}</legend>
        {WEBHOOK_EVENT_TYPES.map((event) => {
          const id = `webhook-event-${event.replace('.', '-')}`;
          return (
            <div key={event} className="integrations__check">
              <Checkbox
                inputId={id}
                checked={events.includes(event)}
                onChange={(change) =>
                  setEvents((current) =>
                    change.checked ? [...current, event] : current.filter((e) => e !== event),
                  )
                }
              />
              <label htmlFor={id}>
                {t(`integrations.events.${EVENT_KEYS[event] ?? 'webhookTest'}` as never)}
              </label>
            </div>
          );
        })}
        {tried && eventsProblem && <small className="integrations__error">{eventsProblem}</small>}
      </fieldset>
      {create.error && (
        <p className="integrations__error" role="alert">
          {serverErrorText(create.error, t) || t('integrations.failed')}
        </p>
      )}
    </FormDialog>
  );
}
