import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import {
  SUPPORT_LIMITS,
  allowedSupportActions,
  canReplyToTicket,
  ticketNumber,
  type SupportAction,
  type SupportTicketDetail,
} from '@armada/contracts/support';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { formatCompanyDateTime } from '@/lib/company-time';
import { serverErrorText } from '@/lib/server-error-text';
import {
  attachmentUrl,
  uploadAttachment,
  useChangeTicketStatus,
  useMarkTicketRead,
  useRefreshTicket,
  useReplyTicket,
  useSupportTicket,
} from '../api/support';
import { useSupportLive } from '../hooks/use-support-live';
import { fileSize } from '../utils/files';
import { AttachmentPicker } from './attachment-picker';
import { StatusTag } from './status-tag';
import './support.css';

export interface TicketPageProps {
  id: number;
  companyId: number;
  canWrite: boolean;
}

/** `/company-ticket/:id`: a ticket, its conversation, its reply box and its actions. */
export function TicketPage({ id, companyId, canWrite }: TicketPageProps) {
  const { t } = useTranslation();
  const ticket = useSupportTicket(id);
  useSupportLive(companyId);
  const markRead = useMarkTicketRead();
  const unread = ticket.data?.unread_replies ?? 0;
  const { mutate: read, isPending: reading } = markRead;

  // SUP-13: what shows on the page is read.
  useEffect(() => {
    if (unread > 0 && !reading) read(id);
  }, [unread, id, read, reading]);

  const back = (
    <Link className="support__back" to={paths.companyTicket.getHref()}>
      <i className="pi pi-arrow-left" aria-hidden="true" /> {t('support.detail.back')}
    </Link>
  );

  if (ticket.isPending) {
    return (
      <div className="support">
        {back}
        <p className="support__state" role="status">
          <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {t('support.detail.loading')}
        </p>
      </div>
    );
  }
  if (ticket.isError) {
    const missing = isApiError(ticket.error) && ticket.error.statusCode === 404;
    return (
      <div className="support">
        {back}
        <div className="support__state support__state--error" role="alert">
          <p>
            {missing
              ? t('support.detail.notFound')
              : serverErrorText(ticket.error, t) || t('table.loadFailed.title')}
          </p>
          {!missing && (
            <Button
              type="button"
              icon="pi pi-refresh"
              outlined
              label={t('table.loadFailed.retry')}
              onClick={() => void ticket.refetch()}
            />
          )}
        </div>
      </div>
    );
  }
  return <TicketView ticket={ticket.data} canWrite={canWrite} back={back} />;
}

function TicketView({
  ticket,
  canWrite,
  back,
}: {
  ticket: SupportTicketDetail;
  canWrite: boolean;
  back: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'id';
  const toast = useToast();
  const change = useChangeTicketStatus();
  const when = (iso: string) => formatCompanyDateTime(iso, { language });

  const act = (action: SupportAction) =>
    change.mutate(
      { id: ticket.id, action },
      {
        onSuccess: () => toast.success(t(`support.actionDone.${action}`)),
        onError: (error) => toast.error(serverErrorText(error, t) || t('table.loadFailed.title')),
      },
    );

  return (
    <div className="support support--ticket">
      {back}
      <header className="support__ticket-head">
        <div className="support__ticket-title">
          <span className="support__row-number">{ticketNumber(ticket.id)}</span>
          <h1 className="support__title">{ticket.subject}</h1>
        </div>
        <dl className="support__facts">
          <div>
            <dt>{t('support.detail.status')}</dt>
            <dd>
              <StatusTag status={ticket.status} />
            </dd>
          </div>
          <div>
            <dt>{t('support.detail.category')}</dt>
            <dd>{t(`support.categories.${ticket.category}`)}</dd>
          </div>
        </dl>
        <p className="support__muted">
          {t('support.detail.openedBy', {
            name: ticket.created_by.name,
            when: when(ticket.created_on),
          })}
        </p>
        <p className="support__note" data-testid="ticket-note">
          {t(`support.statusNote.${ticket.status}`)}
        </p>
        {canWrite && allowedSupportActions(ticket.status).length > 0 && (
          <div className="support__actions">
            {allowedSupportActions(ticket.status).map((action) => (
              <Button
                key={action}
                type="button"
                label={t(`support.actions.${action}`)}
                icon={
                  action === 'RESOLVE'
                    ? 'pi pi-check'
                    : action === 'REOPEN'
                      ? 'pi pi-replay'
                      : 'pi pi-lock'
                }
                outlined={action !== 'RESOLVE'}
                loading={change.isPending && change.variables?.action === action}
                disabled={change.isPending}
                onClick={() => act(action)}
                data-testid={`ticket-action-${action}`}
              />
            ))}
          </div>
        )}
      </header>

      <section aria-labelledby="support-conversation">
        <h2 id="support-conversation" className="support__section-title">
          {t('support.detail.conversation')}
        </h2>
        <ol className="support__messages" aria-live="polite">
          {ticket.messages.map((message) => (
            <li
              key={message.id}
              className={`support__message support__message--${message.author.toLowerCase()}`}
              data-testid="ticket-message"
              data-author={message.author}
            >
              <div className="support__message-head">
                <span className="support__message-author">
                  {message.author === 'SUPPORT'
                    ? message.author_name
                    : `${message.author_name} (${t('support.detail.you')})`}
                </span>
                <time dateTime={message.created_on}>{when(message.created_on)}</time>
              </div>
              <p className="support__message-body">{message.body}</p>
              {message.attachments.length > 0 && (
                <ul className="support__attachments">
                  {message.attachments.map((file) => (
                    <li key={file.id}>
                      <a
                        href={attachmentUrl(ticket.id, file.id)}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={t('support.detail.attachment', { name: file.file_name })}
                        data-testid="ticket-attachment"
                      >
                        <i
                          className={`pi ${file.content_type === 'application/pdf' ? 'pi-file-pdf' : 'pi-image'}`}
                          aria-hidden="true"
                        />
                        <span>{file.file_name}</span>
                        <span className="support__queued-size">
                          {fileSize(file.size_bytes, language)}
                        </span>
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      </section>

      {canWrite && canReplyToTicket(ticket.status) && <ReplyBox ticketId={ticket.id} />}
    </div>
  );
}

/** SUP-5, SUP-9: a reply with its files; a refusal keeps the text and the files. */
function ReplyBox({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const id = useId();
  const reply = useReplyTicket();
  const refresh = useRefreshTicket();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setFailure(t('support.form.required'));
      document.getElementById(`${id}-reply`)?.focus();
      return;
    }
    setFailure(null);
    setSending(true);
    try {
      await reply.mutateAsync({ id: ticketId, body: text.trim() });
      setText('');
      const queued = files;
      setFiles([]);
      for (const file of queued) {
        try {
          await uploadAttachment({ id: ticketId, file });
        } catch (error) {
          toast.warn(
            t('support.form.uploadFailed', {
              name: file.name,
              reason: serverErrorText(error, t) || '',
            }),
            { sticky: true },
          );
        }
      }
      if (queued.length > 0) await refresh(ticketId);
      toast.success(t('support.detail.sent'));
    } catch (error) {
      setFailure(serverErrorText(error, t) || t('support.detail.sendFailed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="support__reply" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={`${id}-reply`} className="support__section-title">
        {t('support.detail.reply')}
      </label>
      <InputTextarea
        id={`${id}-reply`}
        value={text}
        rows={3}
        autoResize
        maxLength={SUPPORT_LIMITS.bodyMax}
        placeholder={t('support.detail.replyPlaceholder')}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={failure ? true : undefined}
        aria-describedby={failure ? `${id}-failure` : undefined}
        data-testid="ticket-reply"
      />
      {failure && (
        <p id={`${id}-failure`} className="support__form-failure" role="alert">
          {failure}
        </p>
      )}
      <AttachmentPicker files={files} onChange={setFiles} disabled={sending} testId="reply-files" />
      <div className="support__form-actions">
        <Button
          type="submit"
          icon="pi pi-send"
          label={t('support.detail.send')}
          loading={sending}
          data-testid="ticket-send"
        />
      </div>
    </form>
  );
}
