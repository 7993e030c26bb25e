import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Sidebar } from 'primereact/sidebar';
import { MultiSelect } from 'primereact/multiselect';
import { Button } from 'primereact/button';
import { getBoxTypesQueryOptions } from '../api/get-box-types';
import { vehicleGroupsQueryOptions } from '@/lib/resources/vehicle-groups';
import { getVehicleTypesQueryOptions } from '../api/get-vehicle-types';
import { useDraft } from '../hooks/use-draft';
import { isRangeValid } from '../utils/number-range';
import {
  EMPTY_VEHICLE_FILTERS,
  validateVehicleFilters,
  type VehicleFilterValues,
} from '../utils/vehicle-filters';
import { RangeFields } from './range-fields';

export interface VehicleFilterPanelProps {
  visible: boolean;
  value: VehicleFilterValues;
  onApply: (values: VehicleFilterValues) => void;
  onHide: () => void;
}

/**
 * The vehicle table's filters (docs/rules/route-optimization.md §3.5, §5, §7.4): group (GraphQL
 * vgroupsPaginated), type (GraphQL vehicleTypes), box type (REST box-type) and the box
 * capacities in Kg and Cbm.
 */
export function VehicleFilterPanel({ visible, value, onApply, onHide }: VehicleFilterPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const { draft, setDraft, patch: set } = useDraft(value);
  const groups = useQuery({
    ...vehicleGroupsQueryOptions({ page: 1, show: 100, search: '' }),
    enabled: visible,
  });
  const types = useQuery({ ...getVehicleTypesQueryOptions(), enabled: visible });
  const boxes = useQuery({ ...getBoxTypesQueryOptions({ page: 1, limit: 100 }), enabled: visible });
  const errors = validateVehicleFilters(draft);
  const valid = isRangeValid(draft.weight, false) && isRangeValid(draft.volume, false);
  const orderMessage = t('routeOptimizationWizard.validation.capacityMinExceedsMax');
  const multi = (
    key: 'vehicleGroupIds' | 'vehicleTypeIds' | 'boxTypeIds',
    label: string,
    options: { label: string; value: number }[],
  ) => (
    <div className="ro-wizard__field">
      <label htmlFor={`${id}-${key}`} className="ro-wizard__label">
        {label}
      </label>
      <MultiSelect
        inputId={`${id}-${key}`}
        value={draft[key]}
        options={options}
        filter
        display="chip"
        placeholder={t('routeOptimizationWizard.vehicles.filter.placeholder')}
        onChange={(event) => set({ [key]: event.value as number[] })}
      />
    </div>
  );

  return (
    <Sidebar
      visible={visible}
      position="right"
      onHide={onHide}
      header={
        <h2 className="ro-wizard__panel-title">
          {t('routeOptimizationWizard.vehicles.filter.title')}
        </h2>
      }
      className="ro-wizard__panel"
      data-testid="vehicle-filter-panel"
    >
      <form
        className="ro-wizard__panel-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) onApply(draft);
        }}
      >
        {multi(
          'vehicleGroupIds',
          t('routeOptimizationWizard.vehicles.filter.vehicleGroup'),
          (groups.data ?? []).map((g) => ({ label: g.name, value: g.id })),
        )}
        {multi(
          'vehicleTypeIds',
          t('routeOptimizationWizard.vehicles.filter.vehicleType'),
          (types.data ?? []).map((v) => ({ label: v.type, value: v.vehicleTypeId })),
        )}
        {multi(
          'boxTypeIds',
          t('routeOptimizationWizard.vehicles.filter.boxType'),
          (boxes.data?.data.paginated_result ?? []).map((b) => ({ label: b.name, value: b.id })),
        )}
        <RangeFields
          label={t('routeOptimizationWizard.vehicles.filter.weightCapacity')}
          value={draft.weight}
          error={errors.weight}
          orderMessage={orderMessage}
          onChange={(weight) => set({ weight })}
        />
        <RangeFields
          label={t('routeOptimizationWizard.vehicles.filter.volumeCapacity')}
          value={draft.volume}
          error={errors.volume}
          orderMessage={orderMessage}
          onChange={(volume) => set({ volume })}
        />
        <div className="ro-wizard__panel-actions">
          <Button
            type="button"
            outlined
            label={t('routeOptimizationWizard.buttons.reset')}
            onClick={() => setDraft(EMPTY_VEHICLE_FILTERS)}
          />
          <Button
            type="submit"
            disabled={!valid}
            label={t('routeOptimizationWizard.buttons.apply')}
            data-testid="vehicle-filter-apply"
          />
        </div>
      </form>
    </Sidebar>
  );
}
