import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AutoComplete } from 'primereact/autocomplete';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import {
  COST_KINDS,
  COST_LIMITS,
  OTHER_COST_CATEGORIES,
  type CostEntry,
  type CostKind,
  type CreateCostEntryRequest,
  type OtherCostCategory,
} from '@armada/contracts/costs';
import { fieldProblems } from '@/components/ui/field-problems';
import { useToast } from '@/components/ui/toast';
import { companyNow, fromPickerDate, toCompanyIso, toPickerDate } from '@/lib/company-time';
import { isApiError } from '@/lib/api-client';
import { getVehicles } from '@/lib/resources/vehicles';
import { serverErrorText } from '@/lib/server-error-text';
import { useChangeCost } from '../api/costs';
import { parseRupiahInput } from '../utils/format';

interface VehicleOption {
  id: number;
  license_plate: string;
}

interface Values {
  kind: CostKind;
  vehicle: VehicleOption | null;
  when: Date | null;
  amount: string;
  litres: number | null;
  category: OtherCostCategory | null;
  place: string;
  reference: string;
}

type Field = 'vehicle' | 'when' | 'amount' | 'litres' | 'category';

/** The field a server refusal is about, shown under it (the rest above the form). */
const FIELD_OF_REASON: Partial<Record<string, Field>> = {
  'costEntry.unknownVehicle': 'vehicle',
  'costEntry.inFuture': 'when',
  'costEntry.litresRequired': 'litres',
  'costEntry.categoryRequired': 'category',
};

/**
 * COST-1, COST-2: enter a fuel purchase, a toll payment or another cost; COST-13: correct one
 * entered by hand (`entry`), every field checked again.
 */
export function EntryDialog({ entry, onHide }: { entry?: CostEntry; onHide: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const id = useId();
  const change = useChangeCost();
  const [values, setValues] = useState<Values>(() =>
    entry
      ? {
          kind: entry.kind,
          vehicle: entry.vehicle,
          when: toPickerDate(Date.parse(entry.occurred_at)),
          amount: String(entry.amount),
          litres: entry.litres,
          category: entry.category,
          place: entry.place,
          reference: entry.reference,
        }
      : {
          kind: 'FUEL',
          vehicle: null,
          when: toPickerDate(companyNow()),
          amount: '',
          litres: null,
          category: null,
          place: '',
          reference: '',
        },
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState('');
  const [suggestions, setSuggestions] = useState<VehicleOption[]>([]);
  /** What is typed in the vehicle field until a vehicle is chosen. */
  const [vehicleText, setVehicleText] = useState(entry?.vehicle?.license_plate ?? '');
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const idOf = (field: string) => `${id}-${field}`;
  const { problem, described } = fieldProblems<Field>({
    errors,
    idOf,
    className: 'costs-form__problem',
    alert: true,
  });

  /** The request, or the problems that keep it from being sent (nothing typed is lost). */
  const request = (): CreateCostEntryRequest | null => {
    const found: Partial<Record<Field, string>> = {};
    const amount = parseRupiahInput(values.amount);
    if (amount === null) {
      found.amount = values.amount.trim().startsWith('-')
        ? t('costManagement.form.problems.negative')
        : t('costManagement.form.problems.amount');
    } else if (amount > COST_LIMITS.maxAmount) {
      found.amount = t('costManagement.form.problems.amount');
    }
    if (values.kind !== 'OTHER' && !values.vehicle) {
      found.vehicle = t('costManagement.form.problems.vehicle');
    }
    const at = fromPickerDate(values.when);
    if (!Number.isFinite(at)) found.when = t('costManagement.form.problems.when');
    else if (at > companyNow()) found.when = t('costManagement.form.problems.future');
    if (values.kind === 'FUEL' && !(values.litres && values.litres > 0)) {
      found.litres = t('costManagement.form.problems.litres');
    }
    if (values.kind === 'OTHER' && !values.category) {
      found.category = t('costManagement.form.problems.category');
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || amount === null) return null;
    return {
      kind: values.kind,
      occurred_at: toCompanyIso(at),
      amount,
      ...(values.vehicle ? { vehicle_id: values.vehicle.id } : {}),
      ...(values.kind === 'FUEL' && values.litres ? { litres: values.litres } : {}),
      ...(values.kind === 'OTHER' && values.category ? { category: values.category } : {}),
      ...(values.place.trim() ? { place: values.place.trim() } : {}),
      ...(values.reference.trim() ? { reference: values.reference.trim() } : {}),
      // The form has no notes field: a correction keeps the entry's.
      ...(entry?.notes ? { notes: entry.notes } : {}),
    };
  };

  const submit = () => {
    setFailure('');
    const body = request();
    if (!body) return;
    change.mutate(entry ? { kind: 'update', id: entry.id, body } : { kind: 'create', body }, {
      onSuccess: () => {
        toast.success(t('costManagement.form.saved'));
        onHide();
      },
      onError: (error) => {
        const text = serverErrorText(error, t) || t('costManagement.failed');
        const target =
          isApiError(error) && error.reason ? FIELD_OF_REASON[error.reason] : undefined;
        if (target) setErrors({ [target]: text });
        else setFailure(text);
      },
    });
  };

  return (
    <Dialog
      visible
      header={entry ? t('costManagement.form.editTitle') : t('costManagement.form.title')}
      onHide={onHide}
      className="costs-dialog"
      breakpoints={{ '640px': '100vw' }}
      footer={
        <div className="costs-form__actions">
          <Button type="button" label={t('costManagement.cancel')} text onClick={onHide} />
          <Button
            type="submit"
            form={idOf('form')}
            label={t('costManagement.form.save')}
            icon="pi pi-check"
            loading={change.isPending}
            data-testid="cost-save"
          />
        </div>
      }
    >
      <form
        id={idOf('form')}
        className="costs-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {failure && (
          <p className="costs-form__failure" role="alert">
            {failure}
          </p>
        )}
        <div className="costs-form__grid">
          <div className="costs-form__field">
            <label htmlFor={idOf('kind')}>{t('costManagement.form.kind')}</label>
            <Dropdown
              inputId={idOf('kind')}
              value={values.kind}
              options={COST_KINDS.map((value) => ({
                value,
                label: t(`costManagement.kinds.${value}`),
              }))}
              onChange={(event) => set('kind', event.value as CostKind)}
            />
          </div>
          <div className="costs-form__field">
            <label htmlFor={idOf('vehicle')}>
              {t(
                values.kind === 'OTHER'
                  ? 'costManagement.form.vehicleOptional'
                  : 'costManagement.form.vehicle',
              )}
            </label>
            <AutoComplete
              inputId={idOf('vehicle')}
              value={values.vehicle ?? vehicleText}
              field="license_plate"
              suggestions={suggestions}
              forceSelection
              dropdown
              invalid={Boolean(errors.vehicle)}
              completeMethod={async (event) => {
                const answer = await getVehicles({ search: event.query, limit: 20 });
                setSuggestions(
                  answer.data.paginated_result.map((v) => ({
                    id: v.id,
                    license_plate: v.license_plate,
                  })),
                );
              }}
              onChange={(event) => {
                const value: unknown = event.value;
                if (value && typeof value === 'object') {
                  set('vehicle', value as VehicleOption);
                  setVehicleText('');
                } else {
                  set('vehicle', null);
                  setVehicleText(typeof value === 'string' ? value : '');
                }
              }}
              {...described('vehicle')}
            />
            {problem('vehicle')}
          </div>
          <div className="costs-form__field">
            <label htmlFor={idOf('when')}>{t('costManagement.form.when')}</label>
            <Calendar
              inputId={idOf('when')}
              value={values.when}
              showTime
              hourFormat="24"
              dateFormat="dd/mm/yy"
              invalid={Boolean(errors.when)}
              onChange={(event) => set('when', event.value ?? null)}
              {...described('when')}
            />
            {problem('when')}
          </div>
          <div className="costs-form__field">
            <label htmlFor={idOf('amount')}>{t('costManagement.form.amount')}</label>
            <InputText
              id={idOf('amount')}
              value={values.amount}
              inputMode="numeric"
              placeholder="Rp 0"
              invalid={Boolean(errors.amount)}
              onChange={(event) => set('amount', event.target.value)}
              data-testid="cost-amount"
              {...described('amount')}
            />
            {problem('amount')}
          </div>
          {values.kind === 'FUEL' && (
            <div className="costs-form__field">
              <label htmlFor={idOf('litres')}>{t('costManagement.form.litres')}</label>
              <InputNumber
                inputId={idOf('litres')}
                value={values.litres}
                min={0}
                max={COST_LIMITS.maxLitres}
                maxFractionDigits={1}
                locale="id-ID"
                suffix=" L"
                invalid={Boolean(errors.litres)}
                onValueChange={(event) => set('litres', event.value ?? null)}
                {...described('litres')}
              />
              {problem('litres')}
            </div>
          )}
          {values.kind === 'OTHER' && (
            <div className="costs-form__field">
              <label htmlFor={idOf('category')}>{t('costManagement.form.category')}</label>
              <Dropdown
                inputId={idOf('category')}
                value={values.category}
                options={OTHER_COST_CATEGORIES.map((value) => ({
                  value,
                  label: t(`costManagement.categories.${value}`),
                }))}
                placeholder={t('costManagement.form.choose')}
                invalid={Boolean(errors.category)}
                onChange={(event) => set('category', event.value as OtherCostCategory)}
                {...described('category')}
              />
              {problem('category')}
            </div>
          )}
          <div className="costs-form__field">
            <label htmlFor={idOf('place')}>{t('costManagement.form.place')}</label>
            <InputText
              id={idOf('place')}
              value={values.place}
              maxLength={COST_LIMITS.placeMax}
              onChange={(event) => set('place', event.target.value)}
            />
          </div>
          <div className="costs-form__field">
            <label htmlFor={idOf('reference')}>{t('costManagement.form.reference')}</label>
            <InputText
              id={idOf('reference')}
              value={values.reference}
              maxLength={COST_LIMITS.referenceMax}
              onChange={(event) => set('reference', event.target.value)}
            />
          </div>
        </div>
      </form>
    </Dialog>
  );
}
