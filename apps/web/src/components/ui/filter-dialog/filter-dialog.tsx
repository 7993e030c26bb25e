import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { ConfirmationModal } from '../confirmation-modal';
import { Skeleton } from 'primereact/skeleton';
import type { SavedFilter } from '@armada/contracts/shared';
import { useToast } from '@/components/ui/toast';
import { useDeleteSavedFilter, useSavedFilters } from '@/lib/saved-filters';
import {
  emptyFilterValues,
  filterValuesFromPreset,
  normaliseFilterValues,
  sameFilterValues,
  type FilterValues,
} from './filter-values';
import { SavePresetDialog } from './save-preset-dialog';
import './filter-dialog.css';

/** What the page's fields get: the form values, their errors, and a setter. */
export interface FilterForm<K extends string> {
  values: FilterValues<K>;
  errors: Partial<Record<K, string>>;
  setValue: (key: K, value: string | null) => void;
}

export interface FilterDialogProps<K extends string> {
  /** Scopes the saved presets to one table, e.g. "master.customers". */
  tableKey: string;
  visible: boolean;
  onHide: () => void;
  keys: readonly K[];
  /** The filters in force now; the form starts from them. */
  applied: FilterValues<K>;
  /** The change flag: apply even when the form equals `applied`. */
  changed?: boolean;
  /** Messages per key, in the user's language; apply is disabled while there are any. */
  validate?: (values: FilterValues<K>) => Partial<Record<K, string>>;
  onApply: (values: FilterValues<K>) => void;
  renderFields: (form: FilterForm<K>) => ReactNode;
  title?: string;
}

/**
 * The filter dialog with saved presets (docs/rules/shell.md §2, §4, §5, §8): edit the filters,
 * apply them (only when something changed, never while a field is wrong), reset them all (null for
 * every key), and keep named presets per user and table.
 */
export function FilterDialog<K extends string>(props: FilterDialogProps<K>) {
  // Mounted only while open, so each opening starts from the filters in force.
  return props.visible ? <OpenFilterDialog {...props} /> : null;
}

function OpenFilterDialog<K extends string>({
  tableKey,
  onHide,
  keys,
  applied,
  changed = false,
  validate,
  onApply,
  renderFields,
  title,
}: FilterDialogProps<K>) {
  const { t } = useTranslation();
  const toast = useToast();
  const [values, setValues] = useState<FilterValues<K>>(() => normaliseFilterValues(keys, applied));
  const [presetId, setPresetId] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [toDelete, setToDelete] = useState<SavedFilter | null>(null);
  const presets = useSavedFilters(tableKey);
  const remove = useDeleteSavedFilter();

  const errors = validate?.(values) ?? {};
  const hasErrors = Object.values(errors).some(Boolean);
  const dirty = changed || !sameFilterValues(keys, values, applied);
  const list = presets.data ?? [];

  const setValue = (key: K, value: string | null) =>
    setValues((current) => ({ ...current, [key]: value }));

  const choosePreset = (preset: SavedFilter) => {
    setPresetId(preset.id);
    setValues(filterValuesFromPreset(keys, preset.value.activeFilters));
  };

  const apply = () => {
    if (hasErrors || !dirty) return;
    onApply(normaliseFilterValues(keys, values));
    onHide();
  };

  const reset = () => {
    onApply(emptyFilterValues(keys));
    onHide();
  };

  const confirmDelete = () => {
    const preset = toDelete;
    if (!preset) return;
    remove.mutate(preset.id, {
      onSuccess: () => {
        toast.success(t('table.filters.presets.deleted', { name: preset.name }));
        if (presetId === preset.id) setPresetId(null);
      },
      onError: () => toast.error(t('table.filters.presets.deleteFailed')),
    });
  };

  return (
    <>
      <Dialog
        visible
        onHide={onHide}
        header={title ?? t('table.filters.title')}
        className="filter-dialog"
        style={{ width: '38rem' }}
        breakpoints={{ '640px': '100vw' }}
        draggable={false}
        resizable={false}
        footer={
          <div className="filter-dialog__footer">
            <Button
              type="button"
              label={t('table.filters.reset')}
              icon="pi pi-filter-slash"
              text
              severity="secondary"
              onClick={reset}
              data-testid="filter-reset"
            />
            <div className="filter-dialog__footer-actions">
              <Button type="button" label={t('table.filters.cancel')} text onClick={onHide} />
              <Button
                type="submit"
                form="filter-dialog-form"
                label={t('table.filters.apply')}
                icon="pi pi-check"
                disabled={hasErrors || !dirty}
                data-testid="filter-apply"
              />
            </div>
          </div>
        }
      >
        <section className="filter-dialog__presets" aria-labelledby="filter-presets-title">
          <div className="filter-dialog__presets-head">
            <h3 id="filter-presets-title" className="filter-dialog__section-title">
              {t('table.filters.presets.title')}
            </h3>
            <Button
              type="button"
              label={t('table.filters.presets.save')}
              icon="pi pi-bookmark"
              size="small"
              outlined
              onClick={() => setSaving(true)}
              disabled={presets.isPending}
              data-testid="preset-save-open"
            />
          </div>
          {presets.isPending ? (
            <div className="filter-dialog__preset-list" aria-hidden="true">
              <Skeleton width="7rem" height="2rem" borderRadius="999px" />
              <Skeleton width="9rem" height="2rem" borderRadius="999px" />
            </div>
          ) : presets.isError ? (
            <p className="filter-dialog__presets-error" role="alert">
              {t('table.filters.presets.loadFailed')}{' '}
              <Button
                type="button"
                link
                size="small"
                label={t('table.filters.presets.retry')}
                onClick={() => void presets.refetch()}
              />
            </p>
          ) : list.length === 0 ? (
            <p className="filter-dialog__hint">{t('table.filters.presets.empty')}</p>
          ) : (
            <ul
              className="filter-dialog__preset-list"
              aria-label={t('table.filters.presets.title')}
            >
              {list.map((preset) => (
                <li
                  key={preset.id}
                  className={
                    preset.id === presetId
                      ? 'filter-dialog__preset filter-dialog__preset--active'
                      : 'filter-dialog__preset'
                  }
                  data-testid="preset-item"
                >
                  <button
                    type="button"
                    className="filter-dialog__preset-name"
                    aria-pressed={preset.id === presetId}
                    title={t('table.filters.presets.use', { name: preset.name })}
                    onClick={() => choosePreset(preset)}
                  >
                    {preset.id === presetId && <i className="pi pi-check" aria-hidden="true" />}
                    {preset.name}
                  </button>
                  <button
                    type="button"
                    className="filter-dialog__preset-delete"
                    aria-label={t('table.filters.presets.delete', { name: preset.name })}
                    onClick={() => setToDelete(preset)}
                  >
                    <i className="pi pi-times" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>

        <form
          id="filter-dialog-form"
          className="filter-dialog__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
        >
          {renderFields({ values, errors, setValue })}
          {hasErrors && (
            <p className="filter-dialog__reason" role="status">
              {t('table.filters.fixErrors')}
            </p>
          )}
          {/* Enter in a text field applies, as in any form. */}
          <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
        </form>
      </Dialog>

      {saving && (
        <SavePresetDialog
          tableKey={tableKey}
          presets={list}
          currentPresetId={presetId}
          activeFilters={normaliseFilterValues(keys, values)}
          onHide={() => setSaving(false)}
          onSaved={(preset) => {
            setSaving(false);
            setPresetId(preset.id);
            toast.success(t('table.filters.save.saved', { name: preset.name }));
          }}
        />
      )}

      <ConfirmationModal
        variant="delete"
        visible={toDelete !== null}
        onCancel={() => setToDelete(null)}
        title={t('table.filters.presets.deleteTitle')}
        message={t('table.filters.presets.deleteConfirm', { name: toDelete?.name ?? '' })}
        confirmLabel={t('table.delete.accept')}
        cancelLabel={t('table.delete.reject')}
        onConfirm={confirmDelete}
      />
    </>
  );
}
