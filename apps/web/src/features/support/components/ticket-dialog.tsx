import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import {
  SUPPORT_CATEGORIES,
  SUPPORT_LIMITS,
  ticketNumber,
  type SupportCategory,
  type SupportTicketDetail,
} from '@armada/contracts/support';
import { fieldProblems } from '@/components/ui/field-problems';
import { useToast } from '@/components/ui/toast';
import { serverErrorText } from '@/lib/server-error-text';
import { uploadAttachment, useCreateTicket, useRefreshTicket } from '../api/support';
import { AttachmentPicker } from './attachment-picker';

type Field = 'category' | 'subject' | 'description';

export interface TicketDialogProps {
  visible: boolean;
  onHide: () => void;
  /** The ticket was made (its files sent, or the failures told). */
  onCreated: (ticket: SupportTicketDetail) => void;
}

/**
 * SUP-2, SUP-3, SUP-9: a new ticket. Checked on the page first (category, a subject and a
 * description with text, their lengths, the files); a refusal keeps everything typed and picked.
 * The files go up one by one after the ticket exists; one that fails is named, the ticket stays.
 */
export function TicketDialog({ visible, onHide, onCreated }: TicketDialogProps) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const id = useId();
  const create = useCreateTicket();
  const refresh = useRefreshTicket();
  const [category, setCategory] = useState<SupportCategory | null>(null);
  const [subject, setSubject] = useState('');
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const idOf = (field: Field) => `${id}-${field}`;
  const { problem, described } = fieldProblems({
    errors,
    idOf,
    className: 'support__field-error',
    alert: true,
  });

  const reset = () => {
    setCategory(null);
    setSubject('');
    setDescription('');
    setFiles([]);
    setErrors({});
    setFailure(null);
  };

  const check = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (!category) found.category = t('support.form.categoryRequired');
    if (subject.trim() === '') found.subject = t('support.form.required');
    else if (subject.length > SUPPORT_LIMITS.subjectMax)
      found.subject = t('support.form.tooLong', { max: SUPPORT_LIMITS.subjectMax });
    if (description.trim() === '') found.description = t('support.form.required');
    else if (description.length > SUPPORT_LIMITS.bodyMax)
      found.description = t('support.form.tooLong', { max: SUPPORT_LIMITS.bodyMax });
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || !category) {
      const first = (['category', 'subject', 'description'] as const).find((f) => found[f]);
      if (first) document.getElementById(idOf(first))?.focus();
      return;
    }
    setSending(true);
    try {
      const ticket = await create.mutateAsync({
        category,
        subject: subject.trim(),
        description: description.trim(),
        language: i18n.resolvedLanguage === 'en' ? 'en' : 'id',
      });
      for (const file of files) {
        try {
          await uploadAttachment({ id: ticket.id, file });
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
      if (files.length > 0) await refresh(ticket.id);
      toast.success(t('support.form.created', { number: ticketNumber(ticket.id) }));
      reset();
      onCreated(ticket);
    } catch (error) {
      setFailure(serverErrorText(error, t) || t('support.form.failed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      visible={visible}
      onHide={() => {
        if (!sending) onHide();
      }}
      header={t('support.form.title')}
      className="support__dialog"
      breakpoints={{ '640px': '100vw' }}
      data-testid="ticket-dialog"
      modal
    >
      <form className="support__form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="support__field">
          <label htmlFor={idOf('category')}>{t('support.form.category')}</label>
          <Dropdown
            inputId={idOf('category')}
            value={category}
            options={SUPPORT_CATEGORIES.map((value) => ({
              value,
              label: t(`support.categories.${value}`),
            }))}
            placeholder={t('support.form.categoryPlaceholder')}
            onChange={(event) => setCategory(event.value as SupportCategory)}
            data-testid="ticket-category"
            {...described('category')}
          />
          {problem('category')}
        </div>
        <div className="support__field">
          <label htmlFor={idOf('subject')}>{t('support.form.subject')}</label>
          <InputText
            id={idOf('subject')}
            value={subject}
            maxLength={SUPPORT_LIMITS.subjectMax}
            onChange={(event) => setSubject(event.target.value)}
            data-testid="ticket-subject"
            {...described('subject')}
          />
          {problem('subject')}
        </div>
        <div className="support__field">
          <label htmlFor={idOf('description')}>{t('support.form.description')}</label>
          <InputTextarea
            id={idOf('description')}
            value={description}
            rows={5}
            autoResize
            maxLength={SUPPORT_LIMITS.bodyMax}
            placeholder={t('support.form.descriptionHint')}
            onChange={(event) => setDescription(event.target.value)}
            data-testid="ticket-description"
            {...described('description')}
          />
          {problem('description')}
        </div>
        <div className="support__field">
          <span className="support__label">{t('support.form.files')}</span>
          <AttachmentPicker
            files={files}
            onChange={setFiles}
            disabled={sending}
            testId="ticket-files"
          />
        </div>
        {failure && (
          <p className="support__form-failure" role="alert" data-testid="ticket-failure">
            {failure}
          </p>
        )}
        <div className="support__form-actions">
          <Button
            type="button"
            label={t('support.form.cancel')}
            text
            disabled={sending}
            onClick={onHide}
          />
          <Button
            type="submit"
            label={t('support.form.submit')}
            icon="pi pi-send"
            loading={sending}
            data-testid="ticket-submit"
          />
        </div>
      </form>
    </Dialog>
  );
}
