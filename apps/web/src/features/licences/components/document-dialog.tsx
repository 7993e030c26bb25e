import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import {
  DRIVER_DOCUMENT_KINDS,
  LICENCE_LIMITS,
  LICENCE_SCAN_ACCEPT,
  LICENCE_TERM_MONTHS,
  SIM_CLASSES,
  SIM_CLASS_LABELS,
  VEHICLE_DOCUMENT_KINDS,
  proposedExpiry,
  type LicenceDocument,
  type LicenceDocumentKind,
  type LicenceHolderType,
  type SimClass,
} from '@armada/contracts/licences';
import { companyToday, dayToPickerDate, pickerDateToDay } from '@/lib/company-time';
import { serverErrorText } from '@/lib/server-error-text';
import { useToast } from '@/components/ui/toast';
import {
  changeLicenceDocument,
  deleteLicenceDocument,
  deleteLicenceScan,
  scanUrl,
  uploadLicenceScan,
  useLicenceChange,
  useLicenceHolders,
} from '../api/licences';
import { formatBytes, scanProblem } from '../utils/format';

const MAX_MB = LICENCE_LIMITS.scanMaxBytes / 1024 / 1024;

export interface DocumentDialogProps {
  holder: LicenceHolderType;
  /** The document to change; null to add one. */
  document: LicenceDocument | null;
  canDelete: boolean;
  onHide: () => void;
}

type Field = 'holder' | 'simClass' | 'number' | 'issued' | 'expires' | 'kind';

/**
 * LIC-1 ... LIC-5, LIC-8: add or change a document and attach its scans (dropped on the form or
 * picked). The expiry is proposed from the kind's term until the user changes it. Files are
 * checked here by type and size and uploaded after the document is saved; a refused file leaves
 * the saved document and every field as they are.
 */
export function DocumentDialog({ holder, document, canDelete, onHide }: DocumentDialogProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'id';
  const id = useId();
  const toast = useToast();
  const holders = useLicenceHolders();
  const kinds: readonly LicenceDocumentKind[] =
    holder === 'VEHICLE' ? VEHICLE_DOCUMENT_KINDS : DRIVER_DOCUMENT_KINDS;
  const [saved, setSaved] = useState<LicenceDocument | null>(document);
  const [kind, setKind] = useState<LicenceDocumentKind>(document?.kind ?? kinds[0] ?? 'SIM');
  const [holderId, setHolderId] = useState<number | null>(
    document?.vehicle?.id ?? document?.driver?.id ?? null,
  );
  const [simClass, setSimClass] = useState<SimClass | null>(document?.sim_class ?? null);
  const [number, setNumber] = useState(document?.number ?? '');
  const [issuedOn, setIssuedOn] = useState<string | null>(document?.issued_on ?? null);
  const [expiresOn, setExpiresOn] = useState<string | null>(document?.expires_on ?? null);
  const [expiresTouched, setExpiresTouched] = useState(document !== null);
  const [notes, setNotes] = useState(document?.notes ?? '');
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const change = useLicenceChange(changeLicenceDocument);
  const upload = useLicenceChange(uploadLicenceScan);
  const removeScan = useLicenceChange(deleteLicenceScan);
  const remove = useLicenceChange(deleteLicenceDocument);
  const editing = saved !== null;

  const vehicles = holders.data?.vehicles ?? [];
  const drivers = holders.data?.drivers ?? [];
  const chosenVehicle = vehicles.find((v) => v.id === holderId);

  const propose = (nextKind: LicenceDocumentKind, nextIssued: string | null) => {
    if (expiresTouched || !nextIssued) return;
    setExpiresOn(proposedExpiry(nextKind, nextIssued));
  };

  const addFiles = (list: FileList | null) => {
    if (!list) return;
    const next: File[] = [];
    for (const file of Array.from(list)) {
      const problem = scanProblem(file);
      if (problem) {
        setFileError(t(`licences.fileProblem.${problem}`, { name: file.name, max: MAX_MB }));
        continue;
      }
      next.push(file);
    }
    if (next.length > 0) {
      const room = LICENCE_LIMITS.scansPerDocument - (saved?.scans.length ?? 0) - files.length;
      setFiles((current) => [...current, ...next.slice(0, Math.max(0, room))]);
      if (next.length <= room) setFileError(null);
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    addFiles(event.dataTransfer.files);
  };

  const check = (): boolean => {
    const found: Partial<Record<Field, string>> = {};
    const required = t('licences.form.required');
    if (holderId === null) found.holder = required;
    if (holder === 'DRIVER' && simClass === null) found.simClass = required;
    if (number.trim() === '') found.number = required;
    if (!issuedOn) found.issued = required;
    else if (issuedOn > companyToday()) found.issued = t('licences.form.issuedFuture');
    if (!expiresOn) found.expires = required;
    else if (issuedOn && expiresOn <= issuedOn)
      found.expires = t('licences.form.expiryBeforeIssue');
    if (kind === 'KIR' && chosenVehicle && !chosenVehicle.needs_kir) {
      found.kind = t('licences.form.kirMotor');
    }
    setProblems(found);
    return Object.keys(found).length === 0;
  };

  const submit = async () => {
    setServerError(null);
    if (!check() || !issuedOn || !expiresOn || holderId === null) return;
    setBusy(true);
    let doc: LicenceDocument;
    try {
      doc = saved
        ? await change.mutateAsync({
            kind: 'update',
            id: saved.id,
            body: {
              number: number.trim(),
              issued_on: issuedOn,
              expires_on: expiresOn,
              notes: notes.trim(),
              ...(holder === 'DRIVER' && simClass ? { sim_class: simClass } : {}),
            },
          })
        : await change.mutateAsync({
            kind: 'create',
            body: {
              kind,
              ...(holder === 'VEHICLE' ? { vehicle_id: holderId } : { driver_id: holderId }),
              ...(holder === 'DRIVER' ? { sim_class: simClass } : {}),
              number: number.trim(),
              issued_on: issuedOn,
              expires_on: expiresOn,
              notes: notes.trim(),
            },
          });
      setSaved(doc);
    } catch (error) {
      setServerError(serverErrorText(error, t) || t('licences.form.failed'));
      setBusy(false);
      return;
    }
    // The scans go one by one; the first refused stays in the list with its reason.
    const queue = [...files];
    while (queue.length > 0) {
      const file = queue[0];
      if (!file) break;
      try {
        const scan = await upload.mutateAsync({ id: doc.id, file });
        doc = { ...doc, scans: [...doc.scans, scan] };
        setSaved(doc);
        queue.shift();
        setFiles([...queue]);
      } catch (error) {
        setServerError(
          t('licences.form.uploadFailed', {
            name: file.name,
            reason: serverErrorText(error, t) || t('licences.form.failed'),
          }),
        );
        setBusy(false);
        return;
      }
    }
    setBusy(false);
    toast.success(t('licences.form.saved', { number: doc.number }));
    onHide();
  };

  const problem = (field: Field) =>
    problems[field] ? (
      <small id={`${id}-${field}-problem`} className="licence-form__problem" role="alert">
        {problems[field]}
      </small>
    ) : null;
  const described = (field: Field) =>
    problems[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-problem` } : {};
  const term = LICENCE_TERM_MONTHS[kind];

  return (
    <Dialog
      visible
      modal
      onHide={onHide}
      header={
        editing
          ? t('licences.form.titleEdit', { number: saved.number })
          : t('licences.form.titleCreate')
      }
      breakpoints={{ '960px': '100vw' }}
      style={{ width: '44rem' }}
      data-testid="licence-dialog"
      footer={
        <div className="licence-form__footer">
          {editing && canDelete && !confirmDelete && (
            <Button
              type="button"
              text
              severity="danger"
              icon="pi pi-trash"
              label={t('licences.actions.delete')}
              onClick={() => setConfirmDelete(true)}
            />
          )}
          {confirmDelete && saved && (
            <span className="licence-form__confirm" role="alert">
              {t('licences.form.deleteConfirm', { number: saved.number })}
              <Button
                type="button"
                severity="danger"
                label={t('licences.actions.delete')}
                onClick={() =>
                  remove.mutate(saved.id, {
                    onSuccess: () => {
                      toast.success(t('licences.form.deleted', { number: saved.number }));
                      onHide();
                    },
                    onError: (error) =>
                      setServerError(serverErrorText(error, t) || t('licences.form.failed')),
                  })
                }
              />
              <Button
                type="button"
                text
                label={t('licences.form.cancel')}
                onClick={() => setConfirmDelete(false)}
              />
            </span>
          )}
          <span className="licence-form__spacer" />
          <Button type="button" text label={t('licences.form.cancel')} onClick={onHide} />
          <Button
            type="submit"
            form={`${id}-form`}
            icon="pi pi-check"
            label={t('licences.form.save')}
            loading={busy}
            data-testid="licence-save"
          />
        </div>
      }
    >
      <form
        id={`${id}-form`}
        className="licence-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {serverError && (
          <div className="licence-form__server" role="alert" data-testid="licence-form-error">
            <i className="pi pi-exclamation-circle" aria-hidden="true" />
            <span>{serverError}</span>
          </div>
        )}
        <div className="licence-form__field">
          <label htmlFor={`${id}-kind`}>{t('licences.form.kind')}</label>
          <Dropdown
            inputId={`${id}-kind`}
            value={kind}
            options={kinds.map((k) => ({ value: k, label: t(`licences.kind.${k}`) }))}
            disabled={editing || kinds.length === 1}
            onChange={(event) => {
              const next = event.value as LicenceDocumentKind;
              setKind(next);
              propose(next, issuedOn);
            }}
            appendTo="self"
            data-testid="licence-kind"
            {...described('kind')}
          />
          {problem('kind')}
        </div>
        <div className="licence-form__field">
          <label htmlFor={`${id}-holder`}>
            {t(holder === 'VEHICLE' ? 'licences.form.vehicle' : 'licences.form.driver')}
          </label>
          <Dropdown
            inputId={`${id}-holder`}
            value={holderId}
            options={
              holder === 'VEHICLE'
                ? vehicles.map((v) => ({ value: v.id, label: v.license_plate }))
                : drivers.map((d) => ({ value: d.id, label: d.fullname }))
            }
            filter
            disabled={editing}
            loading={holders.isLoading}
            placeholder={t(
              holder === 'VEHICLE'
                ? 'licences.form.vehiclePlaceholder'
                : 'licences.form.driverPlaceholder',
            )}
            onChange={(event) => {
              const next = (event.value as number | null) ?? null;
              setHolderId(next);
              const driver = drivers.find((d) => d.id === next);
              if (driver?.sim_class && simClass === null) setSimClass(driver.sim_class);
            }}
            appendTo="self"
            data-testid="licence-holder"
            {...described('holder')}
          />
          {problem('holder')}
        </div>
        {holder === 'DRIVER' && (
          <div className="licence-form__field">
            <label htmlFor={`${id}-simClass`}>{t('licences.form.simClass')}</label>
            <Dropdown
              inputId={`${id}-simClass`}
              value={simClass}
              options={SIM_CLASSES.map((c) => ({ value: c, label: SIM_CLASS_LABELS[c] }))}
              placeholder={t('licences.form.simClassPlaceholder')}
              onChange={(event) => setSimClass((event.value as SimClass | null) ?? null)}
              appendTo="self"
              data-testid="licence-sim-class"
              {...described('simClass')}
            />
            {problem('simClass')}
          </div>
        )}
        <div className="licence-form__field">
          <label htmlFor={`${id}-number`}>{t('licences.form.number')}</label>
          <InputText
            id={`${id}-number`}
            value={number}
            maxLength={LICENCE_LIMITS.numberMax}
            onChange={(event) => setNumber(event.target.value)}
            data-testid="licence-number"
            {...described('number')}
          />
          {problem('number')}
        </div>
        <div className="licence-form__field">
          <label htmlFor={`${id}-issued`}>{t('licences.form.issued')}</label>
          <Calendar
            inputId={`${id}-issued`}
            value={dayToPickerDate(issuedOn)}
            onChange={(event) => {
              const day = pickerDateToDay(event.value);
              setIssuedOn(day);
              propose(kind, day);
            }}
            dateFormat="dd/mm/yy"
            showIcon
            appendTo="self"
            data-testid="licence-issued"
            {...described('issued')}
          />
          {problem('issued')}
        </div>
        <div className="licence-form__field">
          <label htmlFor={`${id}-expires`}>{t('licences.form.expires')}</label>
          <Calendar
            inputId={`${id}-expires`}
            value={dayToPickerDate(expiresOn)}
            onChange={(event) => {
              setExpiresTouched(true);
              setExpiresOn(pickerDateToDay(event.value));
            }}
            dateFormat="dd/mm/yy"
            showIcon
            appendTo="self"
            data-testid="licence-expires"
            aria-describedby={`${id}-expires-hint`}
            {...described('expires')}
          />
          <small id={`${id}-expires-hint`} className="licence-form__hint">
            {term === null
              ? t('licences.form.expiresNone')
              : t('licences.form.expiresProposed', { months: term })}
          </small>
          {problem('expires')}
        </div>
        <div className="licence-form__field licence-form__field--wide">
          <label htmlFor={`${id}-notes`}>{t('licences.form.notes')}</label>
          <InputTextarea
            id={`${id}-notes`}
            value={notes}
            rows={2}
            maxLength={LICENCE_LIMITS.notesMax}
            onChange={(event) => setNotes(event.target.value)}
          />
        </div>
        <div className="licence-form__field licence-form__field--wide">
          <span className="licence-form__label">{t('licences.form.scans')}</span>
          <ul className="licence-form__files">
            {saved?.scans.map((scan) => (
              <li key={scan.id}>
                <a href={scanUrl(saved.id, scan.id)} target="_blank" rel="noreferrer">
                  <i className="pi pi-file" aria-hidden="true" /> {scan.file_name}
                </a>
                <span className="licences__muted">{formatBytes(scan.size_bytes, language)}</span>
                <Button
                  type="button"
                  text
                  rounded
                  icon="pi pi-times"
                  aria-label={t('licences.form.remove', { name: scan.file_name })}
                  onClick={() =>
                    removeScan.mutate(
                      { id: saved.id, scanId: scan.id },
                      {
                        onSuccess: () =>
                          setSaved({
                            ...saved,
                            scans: saved.scans.filter((s) => s.id !== scan.id),
                          }),
                        onError: (error) =>
                          setServerError(serverErrorText(error, t) || t('licences.form.failed')),
                      },
                    )
                  }
                />
              </li>
            ))}
            {files.map((file, index) => (
              <li key={`${file.name}-${index}`} data-testid="licence-queued-file">
                <span>
                  <i className="pi pi-clock" aria-hidden="true" /> {file.name}
                </span>
                <span className="licences__muted">
                  {formatBytes(file.size, language)} · {t('licences.form.queued')}
                </span>
                <Button
                  type="button"
                  text
                  rounded
                  icon="pi pi-times"
                  aria-label={t('licences.form.remove', { name: file.name })}
                  onClick={() => setFiles((current) => current.filter((_, i) => i !== index))}
                />
              </li>
            ))}
          </ul>
          <div
            className="licence-form__drop"
            data-dragging={dragging}
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            data-testid="licence-drop"
          >
            <i className="pi pi-cloud-upload" aria-hidden="true" />
            <span>{t('licences.form.dropHint', { max: MAX_MB })}</span>
            <Button
              type="button"
              link
              label={t('licences.form.pick')}
              onClick={() => picker.current?.click()}
            />
            <input
              ref={picker}
              type="file"
              accept={LICENCE_SCAN_ACCEPT}
              multiple
              hidden
              onChange={(event) => {
                addFiles(event.target.files);
                event.target.value = '';
              }}
              data-testid="licence-file-input"
            />
          </div>
          {fileError && (
            <small className="licence-form__problem" role="alert" data-testid="licence-file-error">
              {fileError}
            </small>
          )}
        </div>
      </form>
    </Dialog>
  );
}
