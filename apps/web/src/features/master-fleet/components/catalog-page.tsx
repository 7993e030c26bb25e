import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryKey } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { isApiError } from '@/lib/api-client';
import { serverErrorText } from '@/lib/server-error-text';
import { useToast } from '@/components/ui/toast';
import {
  ListEmptyState,
  ListTable,
  useListUrlState,
  type ListDataSource,
  type ListTableColumn,
} from '@/components/ui/list-table';
import { masterExportUrl } from '../api/master-export';
import { RowActions } from './row-actions';
import { ExportLinks } from './export-links';
import { MasterImportButton } from './master-import';
import './master-fleet.css';

/** One field of a catalogue record's form: text (the name) or a positive decimal. */
export interface CatalogField {
  key: string;
  label: string;
  kind: 'text' | 'decimal';
  max: number;
}

export interface CatalogPageProps<
  T extends { id: number; name: string; is_active: boolean },
  K extends QueryKey,
> {
  /** The translation group: `masterFleet.<area>.…`. */
  area: 'groups' | 'boxes';
  userId: number;
  canEdit: boolean;
  dataSource: ListDataSource<T, K>;
  sortFields: readonly string[];
  columns: ListTableColumn<T>[];
  fields: readonly CatalogField[];
  toForm: (row: T | null) => Record<string, string>;
  save: (args: { id: number | null; values: Record<string, string> }) => Promise<T>;
  setActive: (args: { id: number; active: boolean }) => Promise<T>;
}

const FILTER_KEYS = ['inactive'] as const;

/**
 * A small master data list (vehicle groups, box types; MDF-17 ... MDF-19): search, sort, the
 * active ones unless asked, a dialog to add or change one (every value kept on a refusal), and
 * deactivation.
 */
export function CatalogPage<
  T extends { id: number; name: string; is_active: boolean },
  K extends QueryKey,
>({
  area,
  userId,
  canEdit,
  dataSource,
  sortFields,
  columns,
  fields,
  toForm,
  save,
  setActive,
}: CatalogPageProps<T, K>) {
  const { t } = useTranslation();
  // Rebuilt each render: the cells' words follow a language switch.
  const toast = useToast();
  const { state, setState, filters, setFilters } = useListUrlState({
    sortFields,
    filterKeys: FILTER_KEYS,
  });
  const showInactive = filters.inactive === '1';
  const resource = area === 'groups' ? 'vehicle-groups' : 'box-types';
  const [editing, setEditing] = useState<{ row: T | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const statusColumn: ListTableColumn<T> = {
    key: 'is_active',
    header: t('masterFleet.vehicles.columns.status'),
    sortField: 'is_active',
    minWidth: '6rem',
    body: (row) => (
      <span
        className={`master-fleet__status master-fleet__status--${row.is_active ? 'on' : 'off'}`}
      >
        {row.is_active ? t('masterFleet.status.active') : t('masterFleet.status.inactive')}
      </span>
    ),
  };
  const failed = (error: unknown) =>
    toast.error((isApiError(error) && serverErrorText(error, t)) || t('masterFleet.form.failed'));
  const toggle = (row: T) => {
    setBusy(true);
    setActive({ id: row.id, active: !row.is_active })
      .then((saved) =>
        toast.success(
          t(saved.is_active ? 'masterFleet.catalog.activated' : 'masterFleet.catalog.deactivated', {
            name: saved.name,
          }),
        ),
      )
      .catch(failed)
      .finally(() => setBusy(false));
  };

  return (
    <div className="master-fleet">
      <header className="master-fleet__header">
        <h1 className="master-fleet__title">{t(`masterFleet.${area}.title`)}</h1>
        <p className="master-fleet__intro">{t(`masterFleet.${area}.intro`)}</p>
      </header>
      <ListTable<T, K>
        label={t(`masterFleet.${area}.title`)}
        dataSource={dataSource}
        columns={[...columns, statusColumn]}
        state={state}
        onStateChange={setState}
        filters={showInactive ? [] : ['is_active eq true']}
        rememberColumnsFor={{ userId, tableId: `master-${area}` }}
        rowLabel={(row) => row.name}
        searchPlaceholder={t('masterFleet.catalog.search')}
        emptyState={
          <ListEmptyState
            icon="inbox"
            title={t('masterFleet.catalog.emptyTitle')}
            text={t('masterFleet.catalog.emptyText')}
          />
        }
        rowActions={
          canEdit
            ? (row) => (
                <RowActions
                  active={row.is_active}
                  busy={busy}
                  editLabel={t('masterFleet.catalog.editRow', { name: row.name })}
                  toggleLabel={t(
                    row.is_active
                      ? 'masterFleet.catalog.deactivateRow'
                      : 'masterFleet.catalog.activateRow',
                    { name: row.name },
                  )}
                  onEdit={() => setEditing({ row })}
                  onToggle={() => toggle(row)}
                />
              )
            : undefined
        }
        toolbarEnd={
          <>
            <label className="master-fleet__switch">
              <InputSwitch
                checked={showInactive}
                onChange={(event) => setFilters({ inactive: event.value ? '1' : null })}
              />
              <span>{t('masterFleet.showInactive')}</span>
            </label>
            <ExportLinks
              href={(format) => masterExportUrl(resource, format, showInactive)}
              testId={`master-${area}`}
            />
            {canEdit && <MasterImportButton resource={resource} />}
            {canEdit && (
              <Button
                type="button"
                icon="pi pi-plus"
                label={t(`masterFleet.${area}.create`)}
                onClick={() => setEditing({ row: null })}
                data-testid={`master-${area}-create`}
              />
            )}
          </>
        }
      />
      {editing && (
        <CatalogDialog
          area={area}
          fields={fields}
          initial={toForm(editing.row)}
          title={
            editing.row
              ? t('masterFleet.catalog.editRow', { name: editing.row.name })
              : t(`masterFleet.${area}.create`)
          }
          onHide={() => setEditing(null)}
          onSubmit={(values) => save({ id: editing.row?.id ?? null, values })}
          onSaved={(saved) => {
            setEditing(null);
            toast.success(t('masterFleet.catalog.saved', { name: saved.name }));
          }}
        />
      )}
    </div>
  );
}

function CatalogDialog<T extends { name: string }>({
  area,
  fields,
  initial,
  title,
  onHide,
  onSubmit,
  onSaved,
}: {
  area: 'groups' | 'boxes';
  fields: readonly CatalogField[];
  initial: Record<string, string>;
  title: string;
  onHide: () => void;
  onSubmit: (values: Record<string, string>) => Promise<T>;
  onSaved: (saved: T) => void;
}) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const problem = (field: CatalogField): string | null => {
    const value = (values[field.key] ?? '').trim();
    if (value === '') return t('masterFleet.validation.required');
    if (field.kind === 'decimal') {
      const n = Number(value.replace(',', '.'));
      if (!Number.isFinite(n) || n <= 0 || n > field.max) return t('masterFleet.validation.number');
    } else if (value.length > field.max) return t('masterFleet.validation.required');
    return null;
  };
  const submit = () => {
    setSubmitted(true);
    setServer(null);
    const first = fields.find((field) => problem(field));
    if (first) {
      document.getElementById(`${idPrefix}-${first.key}`)?.focus();
      return;
    }
    setPending(true);
    onSubmit(values)
      .then(onSaved)
      .catch((error: unknown) =>
        setServer((isApiError(error) && serverErrorText(error, t)) || t('masterFleet.form.failed')),
      )
      .finally(() => setPending(false));
  };
  return (
    <Dialog
      visible
      onHide={onHide}
      header={title}
      className="master-dialog master-dialog--small"
      breakpoints={{ '640px': '100vw' }}
    >
      <form
        className="master-form"
        noValidate
        data-testid={`${area}-form`}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {server && (
          <div className="master-form__server" role="alert">
            {server}
          </div>
        )}
        <div className="master-form__group">
          {fields.map((field) => {
            const error = submitted ? problem(field) : null;
            const id = `${idPrefix}-${field.key}`;
            return (
              <div key={field.key} className="master-form__field">
                <label htmlFor={id} className="master-form__label">
                  {field.label}
                  <span aria-hidden="true"> *</span>
                </label>
                <InputText
                  id={id}
                  name={field.key}
                  value={values[field.key] ?? ''}
                  inputMode={field.kind === 'decimal' ? 'decimal' : 'text'}
                  autoComplete="off"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  className={error ? 'p-invalid' : undefined}
                  onChange={(event) =>
                    setValues((v) => ({ ...v, [field.key]: event.target.value }))
                  }
                />
                {error && (
                  <small id={`${id}-error`} className="master-form__error">
                    {error}
                  </small>
                )}
              </div>
            );
          })}
        </div>
        <div className="master-form__actions">
          <Button type="button" text label={t('masterFleet.form.cancel')} onClick={onHide} />
          <Button type="submit" label={t('masterFleet.form.save')} loading={pending} />
        </div>
      </form>
    </Dialog>
  );
}
