import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { MultiSelect } from 'primereact/multiselect';
import { Calendar } from 'primereact/calendar';
import { Checkbox } from 'primereact/checkbox';
import { Button } from 'primereact/button';
import type { DeliveryOrder } from '@armada/contracts/delivery-orders';
import { FLEET_TASK_LIMITS, type CreateFleetTaskRequest } from '@armada/contracts/fleet-tasks';
import { formatFilterExpression } from '@armada/contracts/shared';
import { apiClient, isApiError } from '@/lib/api-client';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';
import { addressListQueryOptions, offeredAddresses } from '@/lib/resources/addresses';
import { vehicleListQueryOptions } from '@/lib/resources/vehicles';
import {
  companyNow,
  fromPickerDate,
  nextFullHour,
  toCompanyIso,
  toPickerDate,
} from '@/lib/company-time';
import { fleetTaskKeys } from '../api/fleet-task-api';
import { moveItem } from '../utils/move-item';

/** Confirmed and rescheduled orders of the company's own fleet: what a task may carry (FT-2). */
const ROUTABLE = formatFilterExpression({
  field: 'status.name',
  operator: 'in',
  values: ['CONFIRMED', 'RESCHEDULED'],
});

export interface CreateTaskDialogProps {
  visible: boolean;
  onHide: () => void;
  onCreated: (id: number) => void;
}

/**
 * FT-2: a task made by hand: a vehicle (its own driver takes it), a start, a departure and
 * orders, in the order the dispatcher sets with the arrow buttons, or in the solver's order.
 * What was chosen stays when the call fails.
 */
export function CreateTaskDialog({ visible, onHide, onCreated }: CreateTaskDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [vehicleId, setVehicleId] = useState<number | null>(null);
  const [startId, setStartId] = useState<number | null>(null);
  const [departure, setDeparture] = useState<Date | null>(() =>
    toPickerDate(nextFullHour(companyNow())),
  );
  const [orderIds, setOrderIds] = useState<number[]>([]);
  const [solver, setSolver] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const vehicles = useQuery({
    ...vehicleListQueryOptions({ limit: 500, sorts: 'license_plate asc' }),
    enabled: visible,
  });
  const addresses = useQuery({
    ...addressListQueryOptions({ limit: 1000, sorts: 'name asc' }),
    enabled: visible,
  });
  const orders = useQuery({
    queryKey: [...fleetTaskKeys.all, 'routable-orders'],
    queryFn: ({ signal }) =>
      apiClient.get(ROUTE_URLS.listDeliveryOrders, {
        validate: validators.DeliveryOrderList,
        query: { limit: 500, sorts: 'number asc', filters: ROUTABLE },
        signal,
      }),
    enabled: visible,
  });
  const orderById = useMemo(() => {
    const map = new Map<number, DeliveryOrder>();
    for (const order of orders.data?.data.paginated_result ?? []) {
      if (order.vendor === null) map.set(order.id, order);
    }
    return map;
  }, [orders.data]);

  const create = useMutation({
    mutationFn: async (body: CreateFleetTaskRequest) =>
      (
        await apiClient.post(ROUTE_URLS.createFleetTask, {
          validate: validators.FleetTaskItem,
          body,
        })
      ).data,
    onSuccess: (task) => {
      void queryClient.invalidateQueries({ queryKey: fleetTaskKeys.all });
      onCreated(task.id);
    },
    onError: (failure) =>
      setError(
        isApiError(failure) && failure.statusCode === 409
          ? t('fleetTasks.create.conflict')
          : isApiError(failure) && failure.statusCode === 404
            ? t('fleetTasks.errors.notFound')
            : t('fleetTasks.errors.generic'),
      ),
  });

  const departureMs = fromPickerDate(departure);
  const ready =
    vehicleId !== null && startId !== null && Number.isFinite(departureMs) && orderIds.length > 0;
  const submit = () => {
    if (!ready) return;
    setError(null);
    create.mutate({
      vehicle_id: vehicleId,
      start_address_id: startId,
      departure_on: toCompanyIso(departureMs),
      delivery_order_ids: orderIds,
      stop_order: solver ? 'SOLVER' : 'AS_GIVEN',
    });
  };

  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header={t('fleetTasks.create.title')}
      className="ft-dialog ft-dialog--wide"
      footer={
        <div className="ft-dialog__footer">
          <Button label={t('fleetTasks.actions.close')} text onClick={onHide} />
          <Button
            label={t('fleetTasks.create.submit')}
            icon="pi pi-check"
            loading={create.isPending}
            disabled={!ready}
            onClick={submit}
            data-testid="ft-create-submit"
          />
        </div>
      }
    >
      <div className="ft-form">
        <label className="ft-field" htmlFor="ft-create-vehicle">
          <span>{t('fleetTasks.create.vehicle')}</span>
          <Dropdown
            inputId="ft-create-vehicle"
            value={vehicleId}
            options={(vehicles.data?.data.paginated_result ?? [])
              .filter((v) => v.is_active)
              .map((v) => ({
                value: v.id,
                label: v.driver
                  ? t('fleetTasks.reassign.option', {
                      plate: v.license_plate,
                      driver: v.driver.fullname,
                    })
                  : v.license_plate,
              }))}
            onChange={(event) => setVehicleId(event.value as number)}
            filter
            placeholder={t('fleetTasks.reassign.placeholder')}
            className="ft-field__input"
          />
        </label>
        <label className="ft-field" htmlFor="ft-create-start">
          <span>{t('fleetTasks.create.start')}</span>
          <Dropdown
            inputId="ft-create-start"
            value={startId}
            options={offeredAddresses(addresses.data?.data.paginated_result, [startId])
              .filter((a) => a.is_depot)
              .map((a) => ({ value: a.id, label: a.name }))}
            onChange={(event) => setStartId(event.value as number)}
            placeholder={t('fleetTasks.create.startPlaceholder')}
            className="ft-field__input"
          />
        </label>
        <label className="ft-field" htmlFor="ft-create-departure">
          <span>{t('fleetTasks.create.departure')}</span>
          <Calendar
            inputId="ft-create-departure"
            value={departure}
            onChange={(event) => setDeparture(event.value ?? null)}
            showTime
            hourFormat="24"
            dateFormat="dd/mm/yy"
            className="ft-field__input"
          />
        </label>
        <label className="ft-field" htmlFor="ft-create-orders">
          <span>{t('fleetTasks.create.orders')}</span>
          <MultiSelect
            inputId="ft-create-orders"
            value={orderIds}
            options={[...orderById.values()].map((o) => ({
              value: o.id,
              label: `${o.number} · ${o.shipped_customer.name} · ${o.destination_address.city}`,
            }))}
            onChange={(event) => {
              const chosen = event.value as number[];
              // Keep the order already set; new picks go last.
              setOrderIds([
                ...orderIds.filter((id) => chosen.includes(id)),
                ...chosen.filter((id) => !orderIds.includes(id)),
              ]);
            }}
            filter
            display="comma"
            selectionLimit={FLEET_TASK_LIMITS.maxOrders}
            placeholder={
              orders.isLoading ? t('fleetTasks.loading') : t('fleetTasks.create.ordersPlaceholder')
            }
            className="ft-field__input"
          />
        </label>
        {orderIds.length > 0 && (
          <ol className="ft-order-list" aria-label={t('fleetTasks.create.sequence')}>
            {orderIds.map((id, index) => {
              const order = orderById.get(id);
              return (
                <li key={id} className="ft-order-list__item">
                  <span>
                    {index + 1}. {order?.number ?? id}
                    <small> {order?.destination_address.name}</small>
                  </span>
                  <span>
                    <Button
                      icon="pi pi-arrow-up"
                      text
                      disabled={solver || index === 0}
                      aria-label={t('fleetTasks.create.up', { number: order?.number ?? id })}
                      onClick={() => setOrderIds(moveItem(orderIds, index, index - 1))}
                    />
                    <Button
                      icon="pi pi-arrow-down"
                      text
                      disabled={solver || index === orderIds.length - 1}
                      aria-label={t('fleetTasks.create.down', { number: order?.number ?? id })}
                      onClick={() => setOrderIds(moveItem(orderIds, index, index + 1))}
                    />
                  </span>
                </li>
              );
            })}
          </ol>
        )}
        <label className="ft-check" htmlFor="ft-create-solver">
          <Checkbox
            inputId="ft-create-solver"
            checked={solver}
            onChange={(event) => setSolver(event.checked === true)}
          />
          <span>{t('fleetTasks.create.solver')}</span>
        </label>
        {error && (
          <p className="ft-dialog__error" role="alert">
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}
