import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Sidebar } from 'primereact/sidebar';
import { MultiSelect } from 'primereact/multiselect';
import { Calendar } from 'primereact/calendar';
import { Button } from 'primereact/button';
import { ROUTE_OPTIMIZATION_CONSTANTS } from '@armada/contracts/route-optimization';
import { clock } from '@/lib/clock';
import { customerListQueryOptions } from '@/lib/resources/customers';
import { addressListQueryOptions } from '@/lib/resources/addresses';
import { toPickerDate } from '@/lib/company-time';
import { useDraft } from '../hooks/use-draft';
import {
  EMPTY_DELIVERY_FILTERS,
  dateShortcutRange,
  hasDeliveryFilterErrors,
  toDateValue,
  validateDeliveryFilters,
  type DeliveryFilterValues,
} from '../utils/delivery-filters';
import { RangeFields } from './range-fields';
import { TagInput } from './tag-input';

const LIST_LIMIT = 100;

export interface DeliveryFilterPanelProps {
  visible: boolean;
  value: DeliveryFilterValues;
  onApply: (values: DeliveryFilterValues) => void;
  onHide: () => void;
}

/**
 * The filter panel of the attach-delivery step (docs/rules/route-optimization.md §2.1, §5): shipped
 * customer, created-on range (shortcuts, no future dates, apply), destination, weight and volume
 * ranges, province and city tags. Nothing applies until the panel's Apply, and not while a field is
 * invalid.
 */
export function DeliveryFilterPanel({ visible, value, onApply, onHide }: DeliveryFilterPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const { draft, setDraft, patch: set } = useDraft<DeliveryFilterValues>(value);
  const [submitted, setSubmitted] = useState(false);
  const calendar = useRef<Calendar>(null);

  const customers = useQuery({
    ...customerListQueryOptions({ page: 1, limit: LIST_LIMIT }),
    enabled: visible,
  });
  const destinations = useQuery({
    ...addressListQueryOptions({ page: 1, limit: LIST_LIMIT, filters: 'is_depot eq false' }),
    enabled: visible,
  });

  const now = clock.now();
  const errors = validateDeliveryFilters(draft, now);
  const show = submitted || hasDeliveryFilterErrors(errors);
  // PrimeReact's range picker wants null, not [null, null], for no range (it reads the times).
  const createdRange =
    draft.createdFrom || draft.createdTo
      ? [draft.createdFrom, draft.createdTo].map((v) => toPickerDate(v))
      : null;

  return (
    <Sidebar
      visible={visible}
      position="right"
      onHide={onHide}
      header={
        <h2 className="ro-wizard__panel-title">{t('routeOptimizationWizard.filter.title')}</h2>
      }
      className="ro-wizard__panel"
      data-testid="delivery-filter-panel"
    >
      <form
        className="ro-wizard__panel-form"
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (hasDeliveryFilterErrors(errors)) return;
          onApply(draft);
        }}
      >
        <div className="ro-wizard__field">
          <label htmlFor={`${id}-customer`} className="ro-wizard__label">
            {t('routeOptimizationWizard.filter.shippedCustomer')}
          </label>
          <MultiSelect
            inputId={`${id}-customer`}
            value={draft.shippedCustomerIds}
            options={(customers.data?.data.paginated_result ?? []).map((c) => ({
              label: c.name,
              value: c.id,
            }))}
            filter
            display="chip"
            placeholder={t('routeOptimizationWizard.filter.shippedCustomerPlaceholder')}
            onChange={(event) => set({ shippedCustomerIds: event.value as number[] })}
            data-testid="filter-shipped-customer"
          />
        </div>

        <div className="ro-wizard__field">
          <label htmlFor={`${id}-created`} className="ro-wizard__label">
            {t('routeOptimizationWizard.filter.createdOn')}
          </label>
          <Calendar
            ref={calendar}
            inputId={`${id}-created`}
            selectionMode="range"
            showTime
            hourFormat="24"
            readOnlyInput
            showIcon
            value={createdRange}
            maxDate={toPickerDate(now) ?? undefined}
            dateFormat="dd M yy"
            placeholder={t('routeOptimizationWizard.filter.createdOnPlaceholder')}
            invalid={show && errors.createdOnFuture}
            onChange={(event) => {
              const [from, to] = (event.value ?? []) as (Date | null)[];
              set({
                createdFrom: from ? toDateValue(from) : null,
                createdTo: to ? toDateValue(to) : null,
              });
            }}
            footerTemplate={() => (
              <div className="ro-wizard__date-footer" data-testid="created-on-shortcuts">
                {ROUTE_OPTIMIZATION_CONSTANTS.dateShortcuts.map((shortcut) => (
                  <Button
                    key={shortcut}
                    type="button"
                    size="small"
                    text
                    label={t(`routeOptimizationWizard.filter.shortcuts.${shortcut}`)}
                    onClick={() => {
                      const [from, to] = dateShortcutRange(shortcut, clock.now());
                      set({ createdFrom: toDateValue(from), createdTo: toDateValue(to) });
                    }}
                  />
                ))}
                <Button
                  type="button"
                  size="small"
                  label={t('routeOptimizationWizard.buttons.apply')}
                  onClick={() => calendar.current?.hide()}
                  data-testid="created-on-apply"
                />
              </div>
            )}
          />
          {show && errors.createdOnFuture && (
            <small className="ro-wizard__error">
              {t('routeOptimizationWizard.filter.futureDate')}
            </small>
          )}
        </div>

        <div className="ro-wizard__field">
          <label htmlFor={`${id}-destination`} className="ro-wizard__label">
            {t('routeOptimizationWizard.filter.destination')}
          </label>
          <MultiSelect
            inputId={`${id}-destination`}
            value={draft.destinationAddressIds}
            options={(destinations.data?.data.paginated_result ?? []).map((a) => ({
              label: a.name,
              value: a.id,
            }))}
            filter
            display="chip"
            placeholder={t('routeOptimizationWizard.filter.destinationPlaceholder')}
            onChange={(event) => set({ destinationAddressIds: event.value as number[] })}
            data-testid="filter-destination"
          />
        </div>

        <RangeFields
          label={t('routeOptimizationWizard.filter.weight')}
          value={draft.weight}
          error={errors.weight}
          onChange={(weight) => set({ weight })}
          testId="filter-weight"
        />
        <RangeFields
          label={t('routeOptimizationWizard.filter.volume')}
          value={draft.volume}
          error={errors.volume}
          onChange={(volume) => set({ volume })}
          testId="filter-volume"
        />
        <TagInput
          label={t('routeOptimizationWizard.filter.province')}
          value={draft.provinces}
          onChange={(provinces) => set({ provinces })}
          testId="filter-province"
        />
        <TagInput
          label={t('routeOptimizationWizard.filter.city')}
          value={draft.cities}
          onChange={(cities) => set({ cities })}
          testId="filter-city"
        />

        <div className="ro-wizard__panel-actions">
          <Button
            type="button"
            outlined
            label={t('routeOptimizationWizard.buttons.reset')}
            onClick={() => {
              setDraft(EMPTY_DELIVERY_FILTERS);
              setSubmitted(false);
            }}
          />
          <Button
            type="submit"
            label={t('routeOptimizationWizard.buttons.apply')}
            data-testid="delivery-filter-apply"
          />
        </div>
      </form>
    </Sidebar>
  );
}
