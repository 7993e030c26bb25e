import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import type { RouteStop, VehicleRoute } from '@armada/contracts/route-optimization';
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
        {/* Native selects: a phone opens its own picker, and the keyboard works as everywhere. */}
        <label className="ro-field">
          <span>{t('routeOptimization.move.stop')}</span>
          <select
            className="ro-select"
            value={fromValue ?? ''}
            onChange={(event) => {
              const choice = choices.find((c) => c.value === event.target.value);
              setFrom(choice ? { vehicleId: choice.vehicleId, pointId: choice.pointId } : null);
              setPosition(null);
            }}
            data-testid="ro-move-stop"
          >
            <option value="" disabled>
              {t('routeOptimization.move.stopPlaceholder')}
            </option>
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
        <label className="ro-field">
          <span>{t('routeOptimization.move.targetVehicle')}</span>
          <select
            className="ro-select"
            value={targetVehicleId ?? ''}
            onChange={(event) => {
              setTargetVehicleId(event.target.value === '' ? null : Number(event.target.value));
              setPosition(null);
            }}
            data-testid="ro-move-target"
          >
            <option value="" disabled>
              {t('routeOptimization.move.targetPlaceholder')}
            </option>
            {routes.map((route) => (
              <option key={route.vehicle.id} value={route.vehicle.id}>
                {route.vehicle.license_plate}
              </option>
            ))}
          </select>
        </label>
        <label className="ro-field">
          <span>{t('routeOptimization.move.position')}</span>
          <select
            className="ro-select"
            value={position ?? ''}
            disabled={positions.length === 0}
            onChange={(event) =>
              setPosition(event.target.value === '' ? null : Number(event.target.value))
            }
            data-testid="ro-move-position"
          >
            <option value="" disabled>
              -
            </option>
            {positions.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
        <p className="ro-muted">{t('routeOptimization.move.hint')}</p>
      </div>
    </Dialog>
  );
}
