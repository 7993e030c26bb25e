import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import type { Address } from '@armada/contracts/customers';
import type { RunDeliveryOrder } from '@armada/contracts/route-optimization';
import { useToast } from '@/components/ui/toast';
import { wizardDeliveryOrdersRoot } from '../api/get-delivery-orders';
import type { DeliveryFilterValues } from '../utils/delivery-filters';
import type { SelectedOrders } from '../utils/selected-orders';
import { DeliveryFilterPanel } from './delivery-filter-panel';
import { DeliveryTable } from './delivery-table';
import { OriginAddressPicker } from './origin-address-picker';

export interface AttachDeliveryStepProps {
  origin: { id: number; name: string } | null;
  onOriginChange: (address: Address) => void;
  filters: DeliveryFilterValues;
  onFiltersChange: (filters: DeliveryFilterValues) => void;
  selected: SelectedOrders;
  onSelectedChange: (update: (current: SelectedOrders) => RunDeliveryOrder[]) => void;
  /** Set when the user pressed on without an origin: the picker shows it is required. */
  originRequired: boolean;
}

/** The picture before an origin is chosen: a pin over a route, drawn here (no fetch). */
function EmptyIllustration() {
  return (
    <svg
      viewBox="0 0 160 120"
      width="160"
      height="120"
      aria-hidden="true"
      className="ro-wizard__empty-art"
    >
      <rect x="8" y="78" width="144" height="30" rx="8" fill="var(--ro-soft, #eef2f7)" />
      <path
        d="M24 93 C60 70, 96 112, 136 88"
        stroke="#94a3b8"
        strokeWidth="3"
        strokeDasharray="6 6"
        fill="none"
      />
      <circle cx="24" cy="93" r="6" fill="#64748b" />
      <path
        d="M116 20 a20 20 0 0 1 20 20 c0 16 -20 40 -20 40 s-20 -24 -20 -40 a20 20 0 0 1 20 -20z"
        fill="#2563eb"
      />
      <circle cx="116" cy="40" r="7" fill="#fff" />
    </svg>
  );
}

/**
 * Step 1, attach-delivery (docs/rules/route-optimization.md §2.1): the departure card with the
 * origin picker and the 'search delivery' button; the empty state until an origin is chosen; then
 * the delivery table and its filter panel.
 */
export function AttachDeliveryStep({
  origin,
  onOriginChange,
  filters,
  onFiltersChange,
  selected,
  onSelectedChange,
  originRequired,
}: AttachDeliveryStepProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [touched, setTouched] = useState(false);
  const [filterOpen, setFilterOpen] = useState(false);
  // docs/rules/route-optimization.md §4: the table shows once there is an origin. Re-optimize mode
  // and saved orders come with their run's origin, so they show it from the start too.
  const showTable = origin !== null;

  const search = () => {
    if (!origin) {
      setTouched(true);
      toast.error(t('routeOptimizationWizard.errors.searchOriginFirst'));
      return;
    }
    void queryClient.invalidateQueries({ queryKey: wizardDeliveryOrdersRoot });
  };

  return (
    <div className="ro-wizard__step">
      <section className="ro-wizard__card" aria-labelledby="ro-departure-title">
        <h2 id="ro-departure-title" className="ro-wizard__card-title">
          {t('routeOptimizationWizard.departure.title')}
        </h2>
        <div className="ro-wizard__departure">
          <OriginAddressPicker
            value={origin}
            onChange={(address) => {
              setTouched(true);
              onOriginChange(address);
            }}
            showRequired={touched || originRequired}
          />
          <Button
            type="button"
            icon="pi pi-search"
            label={t('routeOptimizationWizard.buttons.searchDelivery')}
            className="ro-wizard__search-button"
            data-testid="search-delivery"
            onClick={search}
          />
        </div>
      </section>

      {showTable ? (
        <>
          <DeliveryTable
            // A new origin starts the table over: first page, no search.
            key={origin.id}
            originAddressId={origin.id}
            filters={filters}
            onOpenFilters={() => setFilterOpen(true)}
            selected={selected}
            onSelectedChange={onSelectedChange}
          />
          <DeliveryFilterPanel
            visible={filterOpen}
            value={filters}
            onHide={() => setFilterOpen(false)}
            onApply={(next) => {
              onFiltersChange(next);
              setFilterOpen(false);
            }}
          />
        </>
      ) : (
        <section className="ro-wizard__card ro-wizard__empty" data-testid="origin-empty-state">
          <EmptyIllustration />
          <h2 className="ro-wizard__empty-title">{t('routeOptimizationWizard.empty.title')}</h2>
          <p className="ro-wizard__empty-text">{t('routeOptimizationWizard.empty.text')}</p>
        </section>
      )}
    </div>
  );
}
