import { useTranslation } from 'react-i18next';
import { Calendar } from 'primereact/calendar';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { MultiSelect } from 'primereact/multiselect';
import { SelectButton } from 'primereact/selectbutton';
import {
  DELIVERY_SCHEDULE_LIMITS,
  addDays,
  type DeliveryScheduleDetail,
} from '@armada/contracts/delivery-scheduler';
import { GoodsLinesEditor } from '@/components/ui/goods-lines-editor';
import { FormActions, FormDialog, useFormDialog } from '@/components/ui/form-dialog';
import { NotesField, PickerField, TimeWindowFields } from '@/components/ui/delivery-fields';
import { companyToday, dayToPickerDate, pickerDateToDay } from '@/lib/company-time';
import { addressOption } from '@/lib/resources/addresses';
import { originAddresses, useCustomerAddressChoices } from '@/lib/resources/place-choices';
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

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const MONTH_DAYS = Array.from({ length: 31 }, (_, index) => index + 1);

/** Create or edit a schedule (SCH-24); a refused save keeps everything typed. */
export function ScheduleFormDialog({ schedule, onHide, onSaved }: ScheduleFormDialogProps) {
  const { t } = useTranslation();
  const form = useFormDialog<ScheduleFormValues, ScheduleFormErrors>({
    initial: () =>
      schedule ? formOfSchedule(schedule) : emptyScheduleForm(addDays(companyToday(), 1)),
    validate: validateScheduleForm,
    block: 'schedule-form',
    problemText: (code) => t(`deliveryScheduler.form.problems.${code}`),
  });
  const { values, setValues, set, fieldId, problem, described } = form;
  const change = useChangeSchedule();
  const choices = useCustomerAddressChoices([values.originId, values.destinationId]);
  const destinationOptions = choices.addresses
    .filter((a) => values.customerId !== null && a.customer_id === values.customerId)
    .map(addressOption);
  const originOptions = originAddresses(choices.addresses).map(addressOption);

  const submit = () =>
    form.submit((checked) => {
      const body = toScheduleRequest(checked);
      change.mutate(
        schedule ? { kind: 'update', id: schedule.id, body } : { kind: 'create', body },
        { onSuccess: onSaved, onError: form.refused },
      );
    });

  return (
    <FormDialog
      form={form}
      header={t(
        schedule ? 'deliveryScheduler.form.editTitle' : 'deliveryScheduler.form.createTitle',
      )}
      width="50rem"
      failedLabel={t('deliveryScheduler.form.failed')}
      testId="delivery-schedule-form"
      errorTestId="schedule-form-error"
      onHide={onHide}
      onSubmit={submit}
    >
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
        <PickerField
          form={form}
          name="customerId"
          label={t('deliveryScheduler.form.customer')}
          options={choices.customerOptions}
          placeholder={choices.customersPending ? '…' : t('deliveryScheduler.form.choose')}
          onChange={(value) =>
            setValues((current) => ({
              ...current,
              customerId: value,
              // The destination is one of that customer's addresses (SCH-1).
              destinationId: value === current.customerId ? current.destinationId : null,
            }))
          }
          testId="schedule-form-customerId"
        />
        <PickerField
          form={form}
          name="destinationId"
          label={t('deliveryScheduler.form.destination')}
          options={destinationOptions}
          placeholder={
            values.customerId === null
              ? t('deliveryScheduler.form.chooseCustomerFirst')
              : t('deliveryScheduler.form.choose')
          }
          testId="schedule-form-destinationId"
        />
        <PickerField
          form={form}
          name="originId"
          label={t('deliveryScheduler.form.origin')}
          options={originOptions}
          placeholder={choices.addressesPending ? '…' : t('deliveryScheduler.form.choose')}
          testId="schedule-form-originId"
        />
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
        <TimeWindowFields form={form} label={(key) => t(`deliveryScheduler.form.${key}`)} />
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
        <NotesField
          form={form}
          label={t('deliveryScheduler.form.notes')}
          max={DELIVERY_SCHEDULE_LIMITS.maxNotes}
        />
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

      <FormActions
        block="schedule-form"
        labels={{
          cancel: t('deliveryScheduler.form.cancel'),
          save: t('deliveryScheduler.form.save'),
        }}
        saveIcon="pi pi-save"
        pending={change.isPending}
        onCancel={onHide}
        saveTestId="delivery-schedule-form-submit"
      />
    </FormDialog>
  );
}
