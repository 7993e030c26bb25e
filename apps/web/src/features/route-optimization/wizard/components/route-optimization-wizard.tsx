import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Message } from 'primereact/message';
import {
  ROUTE_OPTIMIZATION_CONSTANTS,
  type RouteOptimizationErrorOutcome,
  type RouteOptimizationRunFormValues,
  type RunDeliveryOrder,
} from '@armada/contracts/route-optimization';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { clock } from '@/lib/clock';
import { QuotaMeter, refreshRouteOptimizationUsage, useRouteOptimizationUsage } from '../../quota';
import { wizardDeliveryOrdersRoot } from '../api/get-delivery-orders';
import { useCapacityCheck } from '../hooks/use-capacity-check';
import { useWizardSubmit } from '../hooks/use-wizard-submit';
import { EMPTY_DELIVERY_FILTERS, type DeliveryFilterValues } from '../utils/delivery-filters';
import {
  WIZARD_STEPS,
  canProceed,
  emptyRunForm,
  hasErrors,
  toRunFormValues,
  validateRunForm,
  type RunFormState,
  type WizardStep,
} from '../utils/run-form';
import { saveParameters } from '../utils/saved-parameters';
import { AttachDeliveryStep } from './attach-delivery-step';
import { CapacityWarning } from './capacity-warning';
import { ParametersForm } from './parameters-form';
import { StepStrip } from './step-strip';
import { VehicleTable } from './vehicle-table';
import './route-optimization-wizard.css';

/**
 * Outcomes shown as an alert on the page; the rest are toasts (docs/rules/route-optimization.md
 * §8).
 */
const ALERT_OUTCOMES: ReadonlySet<RouteOptimizationErrorOutcome> = new Set([
  'break-time-same-day',
  'break-end-time-invalid',
  'invalid-address',
  'empty-order',
]);

export interface WizardSelection {
  delivery_orders: RunDeliveryOrder[];
  vehicle_ids: number[];
}

export interface RouteOptimizationWizardProps {
  mode: 'create' | 'reoptimize';
  /** The run being re-optimized (its id and number for the title). */
  run?: { id: number; number: string };
  initialForm: RunFormState;
  initialOrigin: { id: number; name: string } | null;
  /**
   * The run's orders and vehicles, put into the tables 500 ms after the screen mounts
   * (docs/rules/route-optimization.md §4, §9).
   */
  restoreSelection?: WizardSelection;
  submit: (values: RouteOptimizationRunFormValues) => Promise<number>;
  /** Where the parameters are remembered (docs/rules/route-optimization.md §4). */
  user: { companyId: number; userId: number };
}

/**
 * The route optimization wizard (docs/rules/route-optimization.md §2.1, §2.2): attach-delivery then
 * set-parameters, with the header buttons, the quota, the submit rules and the error
 * catalogue. Create starts on attach-delivery; re-optimize opens on set-parameters.
 */
export function RouteOptimizationWizard({
  mode,
  run,
  initialForm,
  initialOrigin,
  restoreSelection,
  submit,
  user,
}: RouteOptimizationWizardProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const usage = useRouteOptimizationUsage();
  const reoptimize = mode === 'reoptimize';

  const [step, setStep] = useState<WizardStep>(reoptimize ? 'set-parameters' : 'attach-delivery');
  const [form, setForm] = useState<RunFormState>(initialForm);
  const [origin, setOrigin] = useState(initialOrigin);
  const [filters, setFilters] = useState<DeliveryFilterValues>(EMPTY_DELIVERY_FILTERS);
  const [showErrors, setShowErrors] = useState(false);
  const [originRequired, setOriginRequired] = useState(false);
  const [alert, setAlert] = useState<RouteOptimizationErrorOutcome | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  // A new key remounts the vehicle table: its page, search and filters start over.
  const [vehicleTableKey, setVehicleTableKey] = useState(0);
  const restored = useRef(false);

  useEffect(() => {
    // Once per screen: a later answer of the same run must not undo the user's changes.
    if (!restoreSelection || restored.current) return;
    const timer = setTimeout(() => {
      restored.current = true;
      setForm((current) => ({ ...current, ...restoreSelection }));
    }, ROUTE_OPTIMIZATION_CONSTANTS.selectionRestoreDelayMs);
    return () => clearTimeout(timer);
  }, [restoreSelection]);

  const backToStepOne = () => {
    // RO-35: an invalid delivery-order status takes the page back to step one and resets the
    // form values, the origin address included, the selections, the vehicle table and the
    // activity duration.
    setForm(emptyRunForm());
    setOrigin(null);
    setOriginRequired(false);
    setFilters(EMPTY_DELIVERY_FILTERS);
    setVehicleTableKey((key) => key + 1);
    setShowErrors(false);
    setStep('attach-delivery');
    void queryClient.invalidateQueries({ queryKey: wizardDeliveryOrdersRoot });
  };

  const { submit: send, blocked } = useWizardSubmit(submit, {
    onSuccess: (newRunId) => {
      saveParameters(user.companyId, user.userId, form);
      void refreshRouteOptimizationUsage(queryClient);
      void navigate(paths.routeOptimizationDetail.getHref(newRunId));
    },
    onError: (outcome) => {
      if (outcome === 'limit-reached') {
        usage.markEmpty();
        if (reoptimize) toast.error(t('routeOptimizationWizard.errors.limit-reached'));
        else setAlert(outcome);
      } else if (outcome === 'delivery-order-invalid-status') {
        toast.error(t('routeOptimizationWizard.errors.delivery-order-invalid-status'));
        backToStepOne();
      } else if (ALERT_OUTCOMES.has(outcome)) {
        setAlert(outcome);
      } else {
        toast.error(t('routeOptimizationWizard.errors.input-format-error'));
      }
    },
  });

  // RO-74: on the last step, with weight capacity off, say when the orders cannot fit.
  const capacity = useCapacityCheck({
    orderIds: form.delivery_orders.map((order) => order.id),
    vehicleIds: form.vehicle_ids,
    enabled: step === 'set-parameters' && !form.options.weight_capacity,
  });

  const proceed = canProceed(step, form);
  const onPrimary = () => {
    if (step === 'attach-delivery') {
      if (form.start_address_id === null) {
        setOriginRequired(true);
        return;
      }
      setStep('set-parameters');
      return;
    }
    setShowErrors(true);
    setAlert(null);
    const values = toRunFormValues(form);
    if (hasErrors(validateRunForm(form, clock.now())) || values === null) {
      toast.error(t('routeOptimizationWizard.errors.input-format-error'));
      return;
    }
    void send(values);
  };

  const title = reoptimize
    ? `${t('routeOptimizationWizard.editTitle')} #${run?.number ?? ''}`
    : t('routeOptimizationWizard.createTitle');
  const primaryLabel =
    step === 'attach-delivery'
      ? t('routeOptimizationWizard.buttons.next')
      : t(
          reoptimize
            ? 'routeOptimizationWizard.buttons.reoptimize'
            : 'routeOptimizationWizard.buttons.submit',
        );

  return (
    <div className="ro-wizard" data-testid="route-optimization-wizard" data-mode={mode}>
      <header className="ro-wizard__header">
        <h1 className="ro-wizard__title">{title}</h1>
        <div className="ro-wizard__actions">
          <Button
            type="button"
            outlined
            severity="secondary"
            label={t('routeOptimizationWizard.buttons.cancel')}
            data-testid="wizard-cancel"
            onClick={() => setConfirmCancel(true)}
          />
          {step === 'set-parameters' && (
            <Button
              type="button"
              outlined
              label={t('routeOptimizationWizard.buttons.prev')}
              data-testid="wizard-prev"
              onClick={() => setStep('attach-delivery')}
            />
          )}
          <Button
            type="button"
            label={primaryLabel}
            disabled={!proceed || blocked}
            loading={blocked}
            data-testid="wizard-primary"
            onClick={onPrimary}
          />
        </div>
      </header>

      <div className="ro-wizard__quota" data-testid="wizard-quota">
        <QuotaMeter compact />
      </div>

      <StepStrip steps={WIZARD_STEPS} current={step} />

      {alert && (
        <Message
          severity="error"
          text={t(`routeOptimizationWizard.errors.${alert}`)}
          className="ro-wizard__alert"
          role="alert"
          data-testid="wizard-alert"
        />
      )}

      {step === 'attach-delivery' ? (
        <AttachDeliveryStep
          origin={origin}
          originRequired={originRequired}
          onOriginChange={(address) => {
            // A new origin (docs/rules/route-optimization.md §4) clears the filters, the selection
            // and the selected orders.
            setOrigin({ id: address.id, name: address.name });
            setFilters(EMPTY_DELIVERY_FILTERS);
            setForm((current) => ({
              ...current,
              start_address_id: address.id,
              delivery_orders: [],
            }));
          }}
          filters={filters}
          onFiltersChange={setFilters}
          selected={form.delivery_orders}
          onSelectedChange={(update) =>
            setForm((current) => ({ ...current, delivery_orders: update(current.delivery_orders) }))
          }
        />
      ) : (
        <div className="ro-wizard__step">
          {capacity && <CapacityWarning check={capacity} />}
          <ParametersForm
            form={form}
            onChange={setForm}
            errors={validateRunForm(form, clock.now())}
            showAllErrors={showErrors}
          />
          <VehicleTable
            key={vehicleTableKey}
            selected={form.vehicle_ids}
            departureOn={form.expected_departure_on}
            onSelectedChange={(update) =>
              setForm((current) => ({ ...current, vehicle_ids: update(current.vehicle_ids) }))
            }
          />
        </div>
      )}

      <ConfirmDialog
        visible={confirmCancel}
        onHide={() => setConfirmCancel(false)}
        header={t('routeOptimizationWizard.cancelEdit.title')}
        message={t('routeOptimizationWizard.cancelEdit.message')}
        acceptLabel={t('routeOptimizationWizard.cancelEdit.confirm')}
        rejectLabel={t('routeOptimizationWizard.cancelEdit.reject')}
        accept={() =>
          void navigate(
            run ? paths.routeOptimizationDetail.getHref(run.id) : paths.routeOptimization.getHref(),
          )
        }
        data-testid="cancel-edit-dialog"
      />
    </div>
  );
}
