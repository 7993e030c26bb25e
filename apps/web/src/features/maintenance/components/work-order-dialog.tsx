import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { AutoComplete } from 'primereact/autocomplete';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import {
  MAINTENANCE_LIMITS,
  WORK_ORDER_PHOTO,
  type CreateWorkOrderRequest,
  type WorkOrder,
  type WorkOrderStatus,
} from '@armada/contracts/maintenance';
import { companyToday, dayToPickerDate, pickerDateToDay } from '@/lib/company-time';
import { getVehicles } from '@/lib/resources/vehicles';
import { serverErrorText } from '@/lib/server-error-text';
import { useToast } from '@/components/ui/toast';
import { photoUrl, plansQueryOptions, useChangeWorkOrder } from '../api/maintenance';
import { formatRupiah, workOrderTotals } from '../utils/format';

interface VehicleOption {
  id: number;
  license_plate: string;
}

/** What the dialog opens with: a work order to edit, or a new one (from the due list). */
export interface WorkOrderDraft {
  order?: WorkOrder;
  vehicle?: VehicleOption;
  plan?: { id: number; name: string };
}

interface PartLine {
  name: string;
  part_number: string;
  quantity: number | null;
  unit_price: number | null;
}

interface Values {
  vehicle: VehicleOption | null;
  planId: number | null;
  workshop: string;
  start: string | null;
  end: string | null;
  tasks: { description: string; done: boolean }[];
  parts: PartLine[];
  labour: number | null;
  notes: string;
}

function initialValues(draft: WorkOrderDraft): Values {
  const order = draft.order;
  if (order) {
    return {
      vehicle: order.vehicle,
      planId: order.plan?.id ?? null,
      workshop: order.workshop,
      start: order.planned_start_on,
      end: order.planned_end_on,
      tasks: order.tasks.map((task) => ({ ...task })),
      parts: order.parts.map((part) => ({
        name: part.name,
        part_number: part.part_number,
        quantity: part.quantity,
        unit_price: part.unit_price,
      })),
      labour: order.labour_cost,
      notes: order.notes,
    };
  }
  const today = companyToday();
  return {
    vehicle: draft.vehicle ?? null,
    planId: draft.plan?.id ?? null,
    workshop: '',
    start: today,
    end: today,
    tasks: draft.plan ? [{ description: draft.plan.name, done: false }] : [],
    parts: [],
    labour: null,
    notes: '',
  };
}

const NEXT: Record<WorkOrderStatus, WorkOrderStatus[]> = {
  OPEN: ['IN_PROGRESS', 'DONE'],
  IN_PROGRESS: ['DONE', 'OPEN'],
  DONE: [],
};

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

export interface WorkOrderDialogProps {
  draft: WorkOrderDraft;
  canUpdate: boolean;
  onHide: () => void;
}

/** MNT-6 ... MNT-11: making or changing a work order; the total follows what is typed. */
export function WorkOrderDialog({ draft, canUpdate, onHide }: WorkOrderDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const id = useId();
  const [order, setOrder] = useState<WorkOrder | undefined>(draft.order);
  const [values, setValues] = useState<Values>(() => initialValues(draft));
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState<string[]>([]);
  const [suggestions, setSuggestions] = useState<VehicleOption[]>([]);
  const change = useChangeWorkOrder();
  const plans = useQuery(plansQueryOptions({ limit: 100 }));
  const editable = !order || (canUpdate && order.status !== 'DONE');
  const readOnly = !editable;
  const totals = workOrderTotals(values.parts, values.labour);
  useEffect(() => setError(null), [values]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const field = (name: string) => `${id}-${name}`;

  const body = (): CreateWorkOrderRequest | null => {
    const problems: string[] = [];
    if (!values.vehicle) problems.push('vehicle');
    if (!values.workshop.trim()) problems.push('workshop');
    if (!values.start) problems.push('start');
    if (!values.end) problems.push('end');
    if (values.tasks.some((task) => !task.description.trim())) problems.push('tasks');
    if (values.parts.some((p) => !p.name.trim() || !p.quantity || p.unit_price === null))
      problems.push('parts');
    setMissing(problems);
    if (problems.length > 0 || !values.vehicle || !values.start || !values.end) return null;
    return {
      vehicle_id: values.vehicle.id,
      plan_id: values.planId,
      workshop: values.workshop.trim(),
      planned_start_on: values.start,
      planned_end_on: values.end,
      tasks: values.tasks.map((task) => ({
        description: task.description.trim(),
        done: task.done,
      })),
      parts: values.parts.map((part) => ({
        name: part.name.trim(),
        ...(part.part_number.trim() ? { part_number: part.part_number.trim() } : {}),
        quantity: part.quantity ?? 1,
        unit_price: part.unit_price ?? 0,
      })),
      labour_cost: values.labour ?? 0,
      notes: values.notes,
    };
  };

  const save = (status?: WorkOrderStatus) => {
    const request = body();
    if (!request) return;
    const { vehicle_id: _vehicle, ...update } = request;
    change.mutate(
      order
        ? { kind: 'update', id: order.id, body: { ...update, ...(status ? { status } : {}) } }
        : { kind: 'create', body: request },
      {
        onSuccess: (saved) => {
          toast.success(
            t(order ? 'maintenance.form.saved' : 'maintenance.form.created', {
              number: saved.number,
            }),
          );
          onHide();
        },
        // The form keeps what was typed; the reason is shown in the user's language.
        onError: (failure) => setError(serverErrorText(failure, t) || t('maintenance.failed')),
      },
    );
  };

  const upload = async (file: File | undefined) => {
    if (!file || !order) return;
    if (!(WORK_ORDER_PHOTO.types as readonly string[]).includes(file.type)) {
      setError(t('maintenance.serverErrors.workOrder.photoType'));
      return;
    }
    if (file.size > WORK_ORDER_PHOTO.maxBytes) {
      setError(t('maintenance.serverErrors.workOrder.photoTooLarge'));
      return;
    }
    const data = await readBase64(file);
    change.mutate(
      { kind: 'photo', id: order.id, fileName: file.name.slice(0, 120), data },
      {
        onSuccess: (saved) => {
          setOrder(saved);
          toast.success(t('maintenance.form.photoAdded'));
        },
        onError: (failure) => setError(serverErrorText(failure, t) || t('maintenance.failed')),
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (editable) save();
  };
  const invalid = (name: string) => missing.includes(name);

  return (
    <Dialog
      visible
      onHide={onHide}
      header={
        order
          ? t('maintenance.form.editTitle', { number: order.number })
          : t('maintenance.form.createTitle')
      }
      breakpoints={{ '640px': '100vw' }}
      style={{ width: '56rem' }}
      modal
    >
      <form
        className="maintenance-form"
        noValidate
        onSubmit={onSubmit}
        data-testid="work-order-form"
      >
        {order && (
          <p className="maintenance-form__status">
            <span className="maintenance__tag" data-status={order.status}>
              {t(`maintenance.status.${order.status}`)}
            </span>
            {order.odometer_km !== null && (
              <span className="maintenance__hint">
                {t('maintenance.form.readings', {
                  km: Math.round(order.odometer_km).toLocaleString('id-ID'),
                })}
              </span>
            )}
          </p>
        )}
        <div className="maintenance-form__grid">
          <div className="maintenance-form__field">
            <label htmlFor={field('vehicle')}>{t('maintenance.form.vehicle')}</label>
            <AutoComplete
              inputId={field('vehicle')}
              value={values.vehicle}
              field="license_plate"
              suggestions={suggestions}
              disabled={Boolean(order)}
              invalid={invalid('vehicle')}
              placeholder={t('maintenance.form.vehiclePlaceholder')}
              completeMethod={async (event) => {
                const answer = await getVehicles({ search: event.query, limit: 20 });
                setSuggestions(
                  answer.data.paginated_result.map((v) => ({
                    id: v.id,
                    license_plate: v.license_plate,
                  })),
                );
              }}
              onChange={(event) =>
                set(
                  'vehicle',
                  typeof event.value === 'object' ? (event.value as VehicleOption) : null,
                )
              }
              dropdown
              forceSelection
              appendTo="self"
              data-testid="work-order-vehicle"
            />
          </div>
          <div className="maintenance-form__field">
            <label htmlFor={field('plan')}>{t('maintenance.form.plan')}</label>
            <Dropdown
              inputId={field('plan')}
              value={values.planId}
              options={(plans.data?.items ?? []).map((plan) => ({
                value: plan.id,
                label: plan.name,
              }))}
              placeholder={t('maintenance.form.noPlan')}
              showClear
              disabled={readOnly}
              onChange={(event) => set('planId', (event.value as number | undefined) ?? null)}
              appendTo="self"
            />
          </div>
          <div className="maintenance-form__field maintenance-form__field--wide">
            <label htmlFor={field('workshop')}>{t('maintenance.form.workshop')}</label>
            <InputText
              id={field('workshop')}
              value={values.workshop}
              maxLength={MAINTENANCE_LIMITS.workshopMax}
              invalid={invalid('workshop')}
              disabled={readOnly}
              onChange={(event) => set('workshop', event.target.value)}
              data-testid="work-order-workshop"
            />
          </div>
          {(['start', 'end'] as const).map((key) => (
            <div className="maintenance-form__field" key={key}>
              <label htmlFor={field(key)}>{t(`maintenance.form.${key}`)}</label>
              <Calendar
                inputId={field(key)}
                value={dayToPickerDate(values[key])}
                onChange={(event) => set(key, pickerDateToDay(event.value))}
                dateFormat="dd/mm/yy"
                showIcon
                invalid={invalid(key)}
                disabled={readOnly}
                appendTo="self"
              />
            </div>
          ))}
        </div>

        <fieldset className="maintenance-form__group">
          <legend>{t('maintenance.form.tasks')}</legend>
          {values.tasks.map((task, index) => (
            <div className="maintenance-form__line" key={index}>
              <Checkbox
                inputId={field(`task-done-${index}`)}
                checked={task.done}
                disabled={readOnly}
                aria-label={t('maintenance.form.taskDone')}
                onChange={(event) =>
                  set(
                    'tasks',
                    values.tasks.map((x, i) =>
                      i === index ? { ...x, done: event.checked === true } : x,
                    ),
                  )
                }
              />
              <InputText
                value={task.description}
                maxLength={MAINTENANCE_LIMITS.taskMax}
                aria-label={t('maintenance.form.taskDescription', { index: index + 1 })}
                invalid={invalid('tasks') && !task.description.trim()}
                disabled={readOnly}
                onChange={(event) =>
                  set(
                    'tasks',
                    values.tasks.map((x, i) =>
                      i === index ? { ...x, description: event.target.value } : x,
                    ),
                  )
                }
              />
              {editable && (
                <Button
                  type="button"
                  icon="pi pi-times"
                  text
                  rounded
                  severity="secondary"
                  aria-label={t('maintenance.form.remove')}
                  onClick={() =>
                    set(
                      'tasks',
                      values.tasks.filter((_, i) => i !== index),
                    )
                  }
                />
              )}
            </div>
          ))}
          {editable && values.tasks.length < MAINTENANCE_LIMITS.maxTasks && (
            <Button
              type="button"
              icon="pi pi-plus"
              text
              label={t('maintenance.form.addTask')}
              onClick={() => set('tasks', [...values.tasks, { description: '', done: false }])}
            />
          )}
        </fieldset>

        <fieldset className="maintenance-form__group">
          <legend>{t('maintenance.form.parts')}</legend>
          {values.parts.map((part, index) => {
            const update = (patch: Partial<PartLine>) =>
              set(
                'parts',
                values.parts.map((x, i) => (i === index ? { ...x, ...patch } : x)),
              );
            return (
              <div className="maintenance-form__part" key={index}>
                <InputText
                  value={part.name}
                  maxLength={MAINTENANCE_LIMITS.partNameMax}
                  placeholder={t('maintenance.form.partName')}
                  aria-label={t('maintenance.form.partName')}
                  invalid={invalid('parts') && !part.name.trim()}
                  disabled={readOnly}
                  onChange={(event) => update({ name: event.target.value })}
                />
                <InputText
                  value={part.part_number}
                  maxLength={MAINTENANCE_LIMITS.partNumberMax}
                  placeholder={t('maintenance.form.partNumber')}
                  aria-label={t('maintenance.form.partNumber')}
                  disabled={readOnly}
                  onChange={(event) => update({ part_number: event.target.value })}
                />
                <InputNumber
                  value={part.quantity}
                  min={1}
                  max={MAINTENANCE_LIMITS.maxQuantity}
                  locale="id-ID"
                  placeholder={t('maintenance.form.quantity')}
                  aria-label={t('maintenance.form.quantity')}
                  disabled={readOnly}
                  onValueChange={(event) => update({ quantity: event.value ?? null })}
                />
                <InputNumber
                  value={part.unit_price}
                  min={0}
                  max={MAINTENANCE_LIMITS.maxAmount}
                  locale="id-ID"
                  prefix="Rp "
                  placeholder={t('maintenance.form.unitPrice')}
                  aria-label={t('maintenance.form.unitPrice')}
                  disabled={readOnly}
                  onValueChange={(event) => update({ unit_price: event.value ?? null })}
                />
                <span className="maintenance-form__amount">
                  {formatRupiah((part.quantity ?? 0) * (part.unit_price ?? 0))}
                </span>
                {editable && (
                  <Button
                    type="button"
                    icon="pi pi-times"
                    text
                    rounded
                    severity="secondary"
                    aria-label={t('maintenance.form.remove')}
                    onClick={() =>
                      set(
                        'parts',
                        values.parts.filter((_, i) => i !== index),
                      )
                    }
                  />
                )}
              </div>
            );
          })}
          {editable && values.parts.length < MAINTENANCE_LIMITS.maxParts && (
            <Button
              type="button"
              icon="pi pi-plus"
              text
              label={t('maintenance.form.addPart')}
              onClick={() =>
                set('parts', [
                  ...values.parts,
                  { name: '', part_number: '', quantity: 1, unit_price: null },
                ])
              }
            />
          )}
        </fieldset>

        <div className="maintenance-form__grid">
          <div className="maintenance-form__field">
            <label htmlFor={field('labour')}>{t('maintenance.form.labour')}</label>
            <InputNumber
              inputId={field('labour')}
              value={values.labour}
              min={0}
              max={MAINTENANCE_LIMITS.maxAmount}
              locale="id-ID"
              prefix="Rp "
              disabled={readOnly}
              onValueChange={(event) => set('labour', event.value ?? null)}
            />
          </div>
          <dl className="maintenance-form__totals" aria-live="polite">
            <div>
              <dt>{t('maintenance.form.partsCost')}</dt>
              <dd>{formatRupiah(totals.parts)}</dd>
            </div>
            <div>
              <dt>{t('maintenance.form.total')}</dt>
              <dd data-testid="work-order-total">{formatRupiah(totals.total)}</dd>
            </div>
          </dl>
          <div className="maintenance-form__field maintenance-form__field--wide">
            <label htmlFor={field('notes')}>{t('maintenance.form.notes')}</label>
            <InputTextarea
              id={field('notes')}
              value={values.notes}
              rows={2}
              autoResize
              maxLength={MAINTENANCE_LIMITS.notesMax}
              disabled={readOnly}
              onChange={(event) => set('notes', event.target.value)}
            />
          </div>
        </div>

        {order && (
          <fieldset className="maintenance-form__group">
            <legend>{t('maintenance.form.photos')}</legend>
            <div className="maintenance-form__photos">
              {order.photos.map((photo) => (
                <a key={photo.id} href={photoUrl(photo.url)} target="_blank" rel="noreferrer">
                  <img src={photoUrl(photo.url)} alt={photo.file_name} loading="lazy" />
                </a>
              ))}
              {order.photos.length === 0 && (
                <span className="maintenance__hint">{t('maintenance.form.noPhotos')}</span>
              )}
            </div>
            {canUpdate && order.photos.length < MAINTENANCE_LIMITS.maxPhotos && (
              <label className="p-button p-button-outlined p-button-sm maintenance-form__upload">
                <i className="pi pi-camera" aria-hidden="true" />
                <span>{t('maintenance.form.addPhoto')}</span>
                <input
                  type="file"
                  accept={WORK_ORDER_PHOTO.types.join(',')}
                  className="sr-only"
                  onChange={(event) => {
                    void upload(event.target.files?.[0]);
                    event.target.value = '';
                  }}
                  data-testid="work-order-photo"
                />
              </label>
            )}
          </fieldset>
        )}

        {missing.length > 0 && (
          <p className="maintenance-form__error" role="alert">
            {t('maintenance.form.missing')}
          </p>
        )}
        {error && (
          <p className="maintenance-form__error" role="alert" data-testid="work-order-error">
            {error}
          </p>
        )}

        <div className="maintenance-form__actions">
          {order &&
            editable &&
            NEXT[order.status].map((status) => (
              <Button
                key={status}
                type="button"
                outlined
                severity={status === 'DONE' ? 'success' : 'secondary'}
                label={t(`maintenance.form.to.${status}`)}
                loading={change.isPending}
                onClick={() => save(status)}
              />
            ))}
          <span className="maintenance-form__spacer" />
          <Button type="button" text label={t('maintenance.form.cancel')} onClick={onHide} />
          {editable && (
            <Button
              type="submit"
              label={t('maintenance.form.save')}
              loading={change.isPending}
              data-testid="work-order-save"
            />
          )}
        </div>
      </form>
    </Dialog>
  );
}
