import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { RadioButton } from 'primereact/radiobutton';
import type { SavedFilter } from '@armada/contracts/shared';
import { isApiError } from '@/lib/api-client';
import { serverErrorText } from '@/lib/server-error-text';
import {
  PRESET_NAME_MAX_LENGTH,
  presetNameProblem,
  useCreateSavedFilter,
  useUpdateSavedFilter,
} from '@/lib/saved-filters';

type SaveMode = 'new' | 'update';

export interface SavePresetDialogProps {
  tableKey: string;
  presets: readonly SavedFilter[];
  /** The preset the form was filled from, offered first for "change existing". */
  currentPresetId: number | null;
  activeFilters: Record<string, string | null>;
  onHide: () => void;
  onSaved: (preset: SavedFilter) => void;
}

/**
 * Saving asks whether to save as a new preset or change an existing one (docs/rules/shell.md §2);
 * the name is required, trimmed and at most 32 characters, and save stays disabled with the
 * reason shown until it is (sections 5 and 8).
 */
export function SavePresetDialog({
  tableKey,
  presets,
  currentPresetId,
  activeFilters,
  onHide,
  onSaved,
}: SavePresetDialogProps) {
  const { t } = useTranslation();
  const ids = { name: useId(), reason: useId(), target: useId() };
  const initialTarget = presets.find((p) => p.id === currentPresetId) ?? null;
  const [mode, setMode] = useState<SaveMode>(initialTarget ? 'update' : 'new');
  const [targetId, setTargetId] = useState<number | null>(initialTarget?.id ?? null);
  const [name, setName] = useState(initialTarget?.name ?? '');
  const [serverError, setServerError] = useState<string | null>(null);
  // "Required" waits until the user typed in the field, or left it after clicking or typing in
  // it: not a reproach before any input. (The dialog moves focus on its own as it opens, so a
  // blur alone does not count.)
  const [touched, setTouched] = useState(false);
  const [visited, setVisited] = useState(false);
  const create = useCreateSavedFilter();
  const update = useUpdateSavedFilter();
  const saving = create.isPending || update.isPending;

  const target = presets.find((p) => p.id === targetId) ?? null;
  const problem =
    mode === 'update' && !target
      ? 'noTarget'
      : presetNameProblem(name, presets, mode === 'update' ? targetId : null);
  const trimmedLength = name.trim().length;

  const chooseMode = (next: SaveMode) => {
    setMode(next);
    setServerError(null);
    if (next === 'new') {
      setName('');
    } else {
      const fallback = target ?? presets[0] ?? null;
      setTargetId(fallback?.id ?? null);
      setName(fallback?.name ?? '');
    }
  };

  const submit = () => {
    if (problem !== null || saving) return;
    setServerError(null);
    const value = { activeFilters };
    const onError = (error: unknown) =>
      setServerError(
        isApiError(error) && error.statusCode === 409
          ? t('table.filters.save.conflict', { message: serverErrorText(error, t) })
          : t('table.filters.save.failed'),
      );
    if (mode === 'new') {
      create.mutate(
        { table_key: tableKey, name: name.trim(), value },
        { onSuccess: onSaved, onError },
      );
    } else if (target) {
      update.mutate(
        { id: target.id, body: { name: name.trim(), value } },
        { onSuccess: onSaved, onError },
      );
    }
  };

  const reason =
    problem === 'required' && touched
      ? t('table.filters.save.nameRequired')
      : problem === 'tooLong'
        ? t('table.filters.save.nameTooLong', {
            max: PRESET_NAME_MAX_LENGTH,
            length: trimmedLength,
          })
        : problem === 'taken'
          ? t('table.filters.save.nameTaken')
          : problem === 'noTarget'
            ? t('table.filters.save.pickTarget')
            : null;

  return (
    <Dialog
      visible
      onHide={onHide}
      header={t('table.filters.save.title')}
      className="filter-dialog filter-dialog--save"
      style={{ width: '26rem' }}
      breakpoints={{ '640px': '94vw' }}
      draggable={false}
      resizable={false}
      footer={
        <div className="filter-dialog__footer">
          <span />
          <div className="filter-dialog__footer-actions">
            <Button type="button" label={t('table.filters.cancel')} text onClick={onHide} />
            <Button
              type="submit"
              form={`${ids.name}-form`}
              label={t('table.filters.save.submit')}
              icon="pi pi-save"
              disabled={problem !== null}
              loading={saving}
              data-testid="save-preset-submit"
            />
          </div>
        </div>
      }
    >
      <form
        id={`${ids.name}-form`}
        className="filter-dialog__save-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <fieldset className="filter-dialog__modes">
          <legend className="filter-dialog__label">{t('table.filters.save.modeLabel')}</legend>
          <div className="filter-dialog__mode">
            <RadioButton
              inputId={`${ids.name}-new`}
              name="save-mode"
              value="new"
              checked={mode === 'new'}
              onChange={() => chooseMode('new')}
            />
            <label htmlFor={`${ids.name}-new`}>{t('table.filters.save.asNew')}</label>
          </div>
          <div className="filter-dialog__mode">
            <RadioButton
              inputId={`${ids.name}-update`}
              name="save-mode"
              value="update"
              checked={mode === 'update'}
              disabled={presets.length === 0}
              onChange={() => chooseMode('update')}
            />
            <label htmlFor={`${ids.name}-update`}>{t('table.filters.save.asUpdate')}</label>
          </div>
        </fieldset>

        {mode === 'update' && (
          <div className="filter-dialog__field">
            <label htmlFor={ids.target} className="filter-dialog__label">
              {t('table.filters.save.target')}
            </label>
            <Dropdown
              inputId={ids.target}
              value={targetId}
              options={presets.map((p) => ({ label: p.name, value: p.id }))}
              onChange={(event) => {
                const next = presets.find((p) => p.id === event.value) ?? null;
                setTargetId(next?.id ?? null);
                setName(next?.name ?? '');
              }}
              placeholder={t('table.filters.save.targetPlaceholder')}
              className="filter-dialog__input"
            />
          </div>
        )}

        <div className="filter-dialog__field">
          <label htmlFor={ids.name} className="filter-dialog__label">
            {t('table.filters.save.name')}
          </label>
          <InputText
            id={ids.name}
            name="preset-name"
            value={name}
            autoFocus
            autoComplete="off"
            aria-invalid={problem !== null && problem !== 'noTarget' && name !== ''}
            aria-describedby={ids.reason}
            className="filter-dialog__input"
            onPointerDown={() => setVisited(true)}
            onKeyDown={() => setVisited(true)}
            onBlur={() => {
              if (visited) setTouched(true);
            }}
            onChange={(event) => {
              setName(event.target.value);
              setTouched(true);
              setServerError(null);
            }}
          />
          <div className="filter-dialog__name-meta">
            <span
              id={ids.reason}
              className={reason ? 'filter-dialog__reason' : 'filter-dialog__hint'}
              aria-live="polite"
              data-testid="preset-name-reason"
            >
              {reason ?? t('table.filters.save.nameHint', { max: PRESET_NAME_MAX_LENGTH })}
            </span>
            <span
              className={
                trimmedLength > PRESET_NAME_MAX_LENGTH
                  ? 'filter-dialog__counter filter-dialog__counter--over'
                  : 'filter-dialog__counter'
              }
              aria-hidden="true"
            >
              {trimmedLength}/{PRESET_NAME_MAX_LENGTH}
            </span>
          </div>
        </div>

        {serverError && (
          <p className="filter-dialog__server-error" role="alert">
            {serverError}
          </p>
        )}
      </form>
    </Dialog>
  );
}
