import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { Button } from 'primereact/button';
import type { RouteStop, VehicleRoute } from '@armada/contracts';
import { isApiError } from '@/lib/api-client';
import { useToast } from '@/components/ui/toast';
import { useMovePoint } from '../api/run-actions';
import { deliveryStops } from '../utils/timeline';

export interface MoveSelection {
  vehicleId: number;
  pointId: number;
}

/** Every delivery stop of the plan as a choice: "B 1234 CD #2: Toko Harapan". */
export function stopChoices(routes: readonly VehicleRoute[]) {
  return routes.flatMap((route) =>
    deliveryStops(route).map((stop, index) => ({
      value: `${route.vehicle.id}:${stop.point_id}`,
      vehicleId: route.vehicle.id,
      pointId: stop.point_id,
      label: `${route.vehicle.license_plate} #${index + 1}: ${stopName(stop)}`,
    })),
  );
}

function stopName(stop: RouteStop): string {
  return stop.delivery_orders[0]?.shipped_customer.name ?? stop.address?.name ?? '';
}

/**
 * Positions a stop can take on the target vehicle (1-based among its delivery stops): one more
 * than it has when the stop comes from another vehicle, the same count on its own vehicle.
 */
export function positionChoices(
  routes: readonly VehicleRoute[],
  from: MoveSelection | null,
  targetVehicleId: number | null,
): number[] {
  const target = routes.find((route) => route.vehicle.id === targetVehicleId);
  if (!target || !from) return [];
  const count = deliveryStops(target).length + (from.vehicleId === target.vehicle.id ? 0 : 1);
  return Array.from({ length: Math.max(1, count) }, (_, i) => i + 1);
}

export interface MoveStopDialogProps {
  runId: number;
  routes: readonly VehicleRoute[];
  /** The stop picked from a list, or null to choose in the dialog. */
  initial: MoveSelection | null;
  visible: boolean;
  onHide: () => void;
}

/**
 * Moves a stop to another vehicle (or another position on its own): the service re-times the
 * routes without optimizing and answers the new result, which the detail shows with its
 * violations.
 */
export function MoveStopDialog({ runId, routes, initial, visible, onHide }: MoveStopDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const move = useMovePoint();
  const choices = stopChoices(routes);
  const [from, setFrom] = useState<MoveSelection | null>(initial);
  const [targetVehicleId, setTargetVehicleId] = useState<number | null>(null);
  const [position, setPosition] = useState<number | null>(null);
  const positions = positionChoices(routes, from, targetVehicleId);

  const submit = () => {
    if (!from || targetVehicleId === null || position === null) return;
    move.mutate(
      {
        id: runId,
        vehicleId: from.vehicleId,
        pointId: from.pointId,
        target_vehicle_id: targetVehicleId,
        target_sequence: position,
      },
      {
        onSuccess: () => {
          toast.success(t('routeOptimization.actions.done.move-point'));
          onHide();
        },
        onError: (error) => {
          toast.error(
            isApiError(error) && error.statusCode === 409
              ? t('routeOptimization.actions.failed.conflict')
              : t('routeOptimization.actions.failed.generic'),
          );
        },
      },
    );
  };

  const fromValue = from ? `${from.vehicleId}:${from.pointId}` : null;
  return (
    <Dialog
      visible={visible}
      onHide={() => {
        if (!move.isPending) onHide();
      }}
      header={t('routeOptimization.move.title')}
      modal
      className="ro-move"
      style={{ width: 'min(30rem, 94vw)' }}
      footer={
        <div className="ro-confirm__footer">
          <Button
            type="button"
            outlined
            label={t('routeOptimization.move.cancel')}
            onClick={onHide}
            disabled={move.isPending}
          />
          <Button
            type="button"
            icon="pi pi-arrows-alt"
            label={t('routeOptimization.move.submit')}
            disabled={!from || targetVehicleId === null || position === null}
            loading={move.isPending}
            onClick={submit}
            data-testid="ro-move-submit"
          />
        </div>
      }
    >
      <div className="ro-move__fields">
        <label className="ro-field">
          <span>{t('routeOptimization.move.stop')}</span>
          <Dropdown
            value={fromValue}
            options={choices}
            optionLabel="label"
            optionValue="value"
            filter
            placeholder={t('routeOptimization.move.stopPlaceholder')}
            onChange={(event) => {
              const choice = choices.find((c) => c.value === event.value);
              setFrom(choice ? { vehicleId: choice.vehicleId, pointId: choice.pointId } : null);
              setPosition(null);
            }}
            inputId="ro-move-stop"
            data-testid="ro-move-stop"
          />
        </label>
        <label className="ro-field">
          <span>{t('routeOptimization.move.targetVehicle')}</span>
          <Dropdown
            value={targetVehicleId}
            options={routes.map((route) => ({
              value: route.vehicle.id,
              label: route.vehicle.license_plate,
            }))}
            placeholder={t('routeOptimization.move.targetPlaceholder')}
            onChange={(event) => {
              setTargetVehicleId(event.value as number);
              setPosition(null);
            }}
            inputId="ro-move-target"
            data-testid="ro-move-target"
          />
        </label>
        <label className="ro-field">
          <span>{t('routeOptimization.move.position')}</span>
          <Dropdown
            value={position}
            options={positions.map((value) => ({ value, label: String(value) }))}
            disabled={positions.length === 0}
            onChange={(event) => setPosition(event.value as number)}
            inputId="ro-move-position"
            data-testid="ro-move-position"
          />
        </label>
        <p className="ro-muted">{t('routeOptimization.move.hint')}</p>
      </div>
    </Dialog>
  );
}
