import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { MultiSelect } from 'primereact/multiselect';
import { SelectButton } from 'primereact/selectbutton';
import {
  DELIVERY_SCHEDULE_LIMITS,
  addDays,
  type DeliveryScheduleDetail,
} from '@armada/contracts/delivery-scheduler';
import { LIST_LIMITS } from '@armada/contracts/shared';
import { GoodsLinesEditor } from '@/components/ui/goods-lines-editor';
import { companyToday, dayToPickerDate, pickerDateToDay } from '@/lib/company-time';
import { serverErrorText } from '@/lib/server-error-text';
import {
  addressListQueryOptions,
  addressOption,
  offeredAddresses,
} from '@/lib/resources/addresses';
import { customerListQueryOptions } from '@/lib/resources/customers';
import { useChangeSchedule } from '../api/delivery-schedules';
import {
  emptyItem,
  emptyScheduleForm,
  formOfSchedule,
  toScheduleRequest,
  validateScheduleForm,
  type ScheduleFormErrors,
  type ScheduleFormValues,
} from '../utils/schedule-form';

export interface ScheduleFormDialogProps {
  /** The schedule to edit; none: a new one. */
  schedule?: DeliveryScheduleDetail;
  onHide: () => void;
  onSaved: (schedule: DeliveryScheduleDetail) => void;
}

const PICKER_QUERY = { limit: LIST_LIMITS.maxLimit, page: 1 };
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const MONTH_DAYS = Array.from({ length: 31 }, (_, index) => index + 1);

/** Create or edit a schedule (SCH-24); a refused save keeps everything typed. */
export function ScheduleFormDialog({ schedule, onHide, onSaved }: ScheduleFormDialogProps) {
  const { t } = useTranslation();
  const base = useId();
  const fieldId = (name: string) => `${base}-${name}`;
  const [values, setValues] = useState<ScheduleFormValues>(() =>
    schedule ? formOfSchedule(schedule) : emptyScheduleForm(addDays(companyToday(), 1)),
  );
  const [errors, setErrors] = useState<ScheduleFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const change = useChangeSchedule();
  const customers = useQuery(customerListQueryOptions(PICKER_QUERY));
  const addresses = useQuery(addressListQueryOptions(PICKER_QUERY));

  const set = <K extends keyof ScheduleFormValues>(key: K, value: ScheduleFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const customerOptions = (customers.data?.data.paginated_result ?? []).map((c) => ({
    label: c.name,
    value: c.id,
  }));
  const allAddresses = offeredAddresses(addresses.data?.data.paginated_result, [
    values.originId,
    values.destinationId,
  ]);
  const destinationOptions = allAddresses
    .filter((a) => values.customerId !== null && a.customer_id === values.customerId)
    .map(addressOption);
  const depots = allAddresses.filter((a) => a.is_depot);
  const originOptions = (depots.length > 0 ? depots : allAddresses).map(addressOption);

  const submit = () => {
    const problems = validateScheduleForm(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setServerError(null);
    const body = toScheduleRequest(values);
    change.mutate(schedule ? { kind: 'update', id: schedule.id, body } : { kind: 'create', body }, {
      onSuccess: onSaved,
      onError: (error) => setServerError(serverErrorText(error, t)),
    });
  };

  const problem = (key: keyof ScheduleFormErrors) =>
    errors[key] ? (
      <small id={`${fieldId(key)}-error`} className="schedule-form__error" role="alert">
        {t(`deliveryScheduler.form.problems.${errors[key]}`)}
      </small>
    ) : null;
  const described = (key: keyof ScheduleFormErrors) =>
    errors[key] ? { 'aria-describedby': `${fieldId(key)}-error`, 'aria-invalid': true } : {};

  const picker = (
    key: 'customerId' | 'originId' | 'destinationId',
    label: string,
    options: { label: string; value: number }[],
    placeholder: string,
    onPick: (value: number | null) => void,
  ) => (
    <div className="schedule-form__field">
      <label htmlFor={fieldId(key)}>{label}</label>
      <Dropdown
        inputId={fieldId(key)}
        value={values[key]}
        options={options}
        filter
        placeholder={placeholder}
        onChange={(event) => onPick((event.value as number | null) ?? null)}
        appendTo="self"
        data-testid={`schedule-form-${key}`}
        {...described(key)}
      />
      {problem(key)}
    </div>
  );

  return (
    <Dialog
      visible
      onHide={onHide}
      header={t(
        schedule ? 'deliveryScheduler.form.editTitle' : 'deliveryScheduler.form.createTitle',
      )}
      breakpoints={{ '640px': '100vw' }}
      style={{ width: '50rem' }}
      modal
    >
      <form
        className="schedule-form"
        noValidate
        data-testid="delivery-schedule-form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {serverError && (
          <div className="schedule-form__server" role="alert" data-testid="schedule-form-error">
            <i className="pi pi-exclamation-circle" aria-hidden="true" />
            <span>
              {t('deliveryScheduler.form.failed')} {serverError}
            </span>
          </div>
        )}
        <div className="schedule-form__grid">
          <div className="schedule-form__field schedule-form__field--wide">
            <label htmlFor={fieldId('name')}>{t('deliveryScheduler.form.name')}</label>
            <InputText
              id={fieldId('name')}
              value={values.name}
              maxLength={DELIVERY_SCHEDULE_LIMITS.maxName}
              placeholder={t('deliveryScheduler.form.namePlaceholder')}
              onChange={(event) => set('name', event.target.value)}
            />
          </div>
          {picker(
            'customerId',
            t('deliveryScheduler.form.customer'),
            customerOptions,
            customers.isPending ? '…' : t('deliveryScheduler.form.choose'),
            (value) =>
              setValues((current) => ({
                ...current,
                customerId: value,
                // The destination is one of that customer's addresses (SCH-1).
                destinationId: value === current.customerId ? current.destinationId : null,
              })),
          )}
          {picker(
            'destinationId',
            t('deliveryScheduler.form.destination'),
            destinationOptions,
            values.customerId === null
              ? t('deliveryScheduler.form.chooseCustomerFirst')
              : t('deliveryScheduler.form.choose'),
            (value) => set('destinationId', value),
          )}
          {picker(
            'originId',
            t('deliveryScheduler.form.origin'),
            originOptions,
            addresses.isPending ? '…' : t('deliveryScheduler.form.choose'),
            (value) => set('originId', value),
          )}
        </div>

        <fieldset className="schedule-form__group">
          <legend>{t('deliveryScheduler.form.patternKind')}</legend>
          <SelectButton
            value={values.patternKind}
            options={[
              { label: t('deliveryScheduler.form.weekly'), value: 'WEEKLY' },
              { label: t('deliveryScheduler.form.monthly'), value: 'MONTHLY' },
            ]}
            allowEmpty={false}
            onChange={(event) => set('patternKind', event.value as 'WEEKLY' | 'MONTHLY')}
          />
          {values.patternKind === 'WEEKLY' ? (
            <SelectButton
              className="schedule-form__days"
              multiple
              value={values.weekdays}
              options={WEEKDAYS.map((day) => ({
                label: t(`deliveryScheduler.weekdaysShort.${day}`),
                value: day,
              }))}
              onChange={(event) => set('weekdays', (event.value as number[] | null) ?? [])}
              data-testid="schedule-form-weekdays"
              {...described('days')}
            />
          ) : (
            <>
              <MultiSelect
                value={values.monthDays}
                options={MONTH_DAYS.map((day) => ({ label: String(day), value: day }))}
                display="chip"
                placeholder={t('deliveryScheduler.form.choose')}
                aria-label={t('deliveryScheduler.form.monthly')}
                onChange={(event) => set('monthDays', (event.value as number[] | null) ?? [])}
                appendTo="self"
                {...described('days')}
              />
              <small className="schedule-form__hint">
                {t('deliveryScheduler.form.monthEndHint')}
              </small>
            </>
          )}
          {problem('days')}
        </fieldset>

        <div className="schedule-form__grid">
          {(['windowStart', 'windowEnd'] as const).map((key) => (
            <div className="schedule-form__field" key={key}>
              <label htmlFor={fieldId(key)}>{t(`deliveryScheduler.form.${key}`)}</label>
              <InputText
                id={fieldId(key)}
                value={values[key]}
                placeholder="08:00"
                inputMode="numeric"
                maxLength={5}
                onChange={(event) => set(key, event.target.value)}
                {...described(key)}
              />
              {problem(key)}
            </div>
          ))}
          {(['fromDate', 'untilDate'] as const).map((key) => (
            <div className="schedule-form__field" key={key}>
              <label htmlFor={fieldId(key)}>{t(`deliveryScheduler.form.${key}`)}</label>
              <Calendar
                inputId={fieldId(key)}
                value={dayToPickerDate(values[key])}
                onChange={(event) => set(key, pickerDateToDay(event.value))}
                dateFormat="dd/mm/yy"
                showIcon
                showButtonBar={key === 'untilDate'}
                appendTo="self"
                {...described(key)}
              />
              {problem(key)}
            </div>
          ))}
          <div className="schedule-form__field schedule-form__field--wide schedule-form__check">
            <Checkbox
              inputId={fieldId('skipHolidays')}
              checked={values.skipHolidays}
              onChange={(event) => set('skipHolidays', event.checked === true)}
            />
            <label htmlFor={fieldId('skipHolidays')}>
              {t('deliveryScheduler.form.skipHolidays')}
            </label>
          </div>
          <div className="schedule-form__field schedule-form__field--wide">
            <label htmlFor={fieldId('notes')}>{t('deliveryScheduler.form.notes')}</label>
            <InputTextarea
              id={fieldId('notes')}
              value={values.notes}
              rows={2}
              autoResize
              maxLength={DELIVERY_SCHEDULE_LIMITS.maxNotes}
              onChange={(event) => set('notes', event.target.value)}
            />
          </div>
        </div>

        <GoodsLinesEditor
          legend={t('deliveryScheduler.form.items')}
          items={values.items}
          onChange={(items) => set('items', items)}
          emptyLine={emptyItem}
          max={DELIVERY_SCHEDULE_LIMITS.maxItems}
          label={(key) => t(`deliveryScheduler.form.item.${key}`)}
          addLabel={t('deliveryScheduler.form.addItem')}
          removeLabel={(index) => t('deliveryScheduler.form.removeItem', { index })}
          problem={problem('items')}
          className="schedule-form__group schedule-form__items"
          lineClassName="schedule-form__item"
        />

        <div className="schedule-form__actions">
          <Button type="button" text label={t('deliveryScheduler.form.cancel')} onClick={onHide} />
          <Button
            type="submit"
            icon="pi pi-save"
            label={t('deliveryScheduler.form.save')}
            loading={change.isPending}
            data-testid="delivery-schedule-form-submit"
          />
        </div>
      </form>
    </Dialog>
  );
}
