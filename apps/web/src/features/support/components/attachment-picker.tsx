import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { SUPPORT_ATTACHMENT_ACCEPT } from '@armada/contracts/support';
import { checkFiles, fileSize } from '../utils/files';

export interface AttachmentPickerProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
  /** The data-testid prefix (`ticket-files`). */
  testId: string;
}

/**
 * SUP-9: the files a message will carry, picked and checked on the page (type, size, five per
 * message) before anything is sent; refused ones are named with why. The server checks them
 * again by their bytes.
 */
export function AttachmentPicker({ files, onChange, disabled, testId }: AttachmentPickerProps) {
  const { t, i18n } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [problems, setProblems] = useState<string[]>([]);

  const pick = (picked: FileList | null) => {
    const { accepted, refused } = checkFiles(files, [...(picked ?? [])]);
    setProblems(
      refused.map(({ file, problem }) => t(`support.fileProblems.${problem}`, { name: file.name })),
    );
    if (accepted.length > 0) onChange([...files, ...accepted]);
    if (input.current) input.current.value = '';
  };

  return (
    <div className="support__files">
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={SUPPORT_ATTACHMENT_ACCEPT}
        data-testid={`${testId}-input`}
        onChange={(event) => pick(event.target.files)}
      />
      <Button
        type="button"
        icon="pi pi-paperclip"
        label={t('support.form.addFiles')}
        outlined
        size="small"
        disabled={disabled}
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
      />
      <small id={hintId} className="support__hint">
        {t('support.form.filesHint')}
      </small>
      {problems.length > 0 && (
        <ul className="support__file-problems" role="alert">
          {problems.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      {files.length > 0 && (
        <ul className="support__queued">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} data-testid={`${testId}-queued`}>
              <i
                className={`pi ${file.name.toLowerCase().endsWith('.pdf') ? 'pi-file-pdf' : 'pi-image'}`}
                aria-hidden="true"
              />
              <span className="support__queued-name">{file.name}</span>
              <span className="support__queued-size">
                {fileSize(file.size, i18n.resolvedLanguage ?? 'id')}
              </span>
              <Button
                type="button"
                icon="pi pi-times"
                text
                rounded
                size="small"
                disabled={disabled}
                aria-label={t('support.form.remove', { name: file.name })}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
