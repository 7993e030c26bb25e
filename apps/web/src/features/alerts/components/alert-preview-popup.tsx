import { Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  FALSE_ALERT_REASONS,
  alertActionDateRange,
  isFieldOperationAlertCode,
  parseFieldOperationAlertData,
  type AlertActionInput,
  type AlertActionResult,
  type AlertColour,
  type AlertUserLog,
  type RawAlert,
} from '@armada/contracts/alerts';
import type { Identity } from '@armada/contracts/auth';
import { SHELL_CONSTANTS } from '@armada/contracts/shared';
import { paths } from '@/config/paths';
import { useToast } from '@/components/ui/toast';
import { ANALYTICS_EVENTS, track } from '@/lib/analytics';
import { useAlertAction } from '@/lib/alerts/alerts-api';
import { alertActionErrorText } from '@/lib/alerts/alert-action-error';
import { logDataText } from '@/lib/alerts/alert-log-text';
import { currentLanguage } from '@/lib/i18n';
import { fieldOperationQueryOptions } from '../api/alert-center-queries';
import { useDraggable } from '../hooks/use-draggable';
import type { AlertScopes } from '../hooks/use-alert-scopes';
import { useNowTicker } from '../hooks/use-ticker';
import {
  falseAlertReasonText,
  validateFalseAlert,
  validateNote,
  type FieldError,
} from '../utils/alert-forms';
import { alertValue, isCameraAlertCode, triggerValue } from '../utils/alert-values';
import { formatAlertTime } from '../utils/format-time';
import { POPUP_WIDTH_PX, type OpenPopup, type Point } from '../utils/popup-stack';
import { timePassed, timePassedParts } from '../utils/time-passed';
import { alertDescription } from './alert-description';
import { SourceDevice } from './source-device';
import { AlertMapAndAddress } from './alert-place';
import { ConfirmDialog, type ConfirmVariant } from './confirm-dialog';
import { AlertMediaSlot } from './media-slot';
import { HeaderIconButton } from './header-icon-button';

/**
 * Note input reaches the popup state after the user paused typing this long
 * (docs/rules/alert-center.md §5).
 */
export const NOTE_DEBOUNCE_MS = 500;

export interface AlertPreviewPopupProps {
  popup: OpenPopup;
  identity: Identity;
  scopes: AlertScopes;
  colourOf: (alert: RawAlert) => AlertColour;
  height: number;
  phone: boolean;
  onClose: () => void;
  onFront: () => void;
  onMove: (position: Point) => void;
  onChange: (change: (popup: OpenPopup) => OpenPopup) => void;
  onAction: (action: AlertActionResult) => void;
}

/**
 * One alert's preview popup (docs/rules/alert-center.md §2-§5): plate, description, time and time
 * passed, map, address, driver, values, field operation, media, the actions (false alert with a
 * reason, recheck, resolve) behind a confirmation, notes and the log.
 */
export function AlertPreviewPopup(props: AlertPreviewPopupProps) {
  const { popup, identity, scopes, height, phone, onClose, onFront, onMove, onChange, onAction } =
    props;
  const { alert } = popup;
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const toast = useToast();
  const action = useAlertAction();
  const [confirm, setConfirm] = useState<ConfirmVariant | null>(null);
  const [formError, setFormError] = useState<FieldError | null>(null);
  const colour = props.colourOf(alert);

  const { handleProps } = useDraggable({
    position: popup.position,
    size: { width: POPUP_WIDTH_PX, height },
    onMove,
    disabled: phone,
  });

  // Opening marks the alert read: one Read action per popup, not repeated on re-renders.
  const readSent = useRef(false);
  const send = action.mutateAsync;
  useEffect(() => {
    if (readSent.current || alert.isRead) return;
    readSent.current = true;
    send(input(alert, 'Read'))
      .then(onAction)
      .catch(() => undefined); // Not read yet; the next opening tries again.
  }, [alert, send, onAction]);

  const run = async (request: AlertActionInput, success: string): Promise<boolean> => {
    try {
      const result = await action.mutateAsync(request);
      onAction(result);
      toast.success(success);
      return true;
    } catch (error) {
      // A refusal says why (from any of its codes, else the server's message); nothing changes
      // and the form keeps its input. A network failure or exception shows the generic text.
      const refused = alertActionErrorText(error, t, [alert.rawAlertId]);
      if (refused) {
        toast.error(refused);
      } else {
        console.error('Alert action failed', error);
        toast.error(t('alerts.toast.genericError'));
      }
      return false;
    }
  };

  const confirmAction = async () => {
    if (confirm === 'falseAlert') {
      const ok = await run(
        input(alert, 'FalseAlert', {
          isFalseAlert: true,
          reason: falseAlertReasonText(popup.form, language),
        }),
        t('alerts.toast.falseAlertSuccess'),
      );
      if (ok) onChange((p) => ({ ...p, formOpen: false, form: { reason: null, others: '' } }));
    } else if (confirm === 'recheck') {
      await run(
        input(alert, 'FalseAlert', { isFalseAlert: false, reason: null }),
        t('alerts.toast.cancelFalseAlert'),
      );
    } else if (confirm === 'resolved') {
      const ok = await run(
        input(alert, 'Resolve', { isResolved: true }),
        t('alerts.toast.changed'),
      );
      if (ok) {
        track(ANALYTICS_EVENTS.resolveFromPreview, {
          rawAlertId: alert.rawAlertId,
          alertCode: alert.alertCode,
        });
      }
    }
    setConfirm(null);
  };

  const submitFalseAlert = () => {
    const error = validateFalseAlert(popup.form);
    setFormError(error);
    if (!error) setConfirm('falseAlert');
  };

  const closed = alert.isResolved || alert.isFalseAlert;
  const titleId = `alert-popup-title-${popup.id}`;
  const style = phone
    ? { zIndex: popup.zIndex }
    : { left: popup.position.x, top: popup.position.y, height, zIndex: popup.zIndex };

  return (
    <section
      className={`alert-popup alert-colour--${colour}`}
      role="dialog"
      aria-labelledby={titleId}
      data-testid="alert-popup"
      data-alert-id={alert.rawAlertId}
      style={style}
      onPointerDownCapture={onFront}
      onFocusCapture={onFront}
    >
      <header
        className="alert-popup__header"
        {...handleProps}
        {...(!phone && {
          tabIndex: 0,
          'aria-roledescription': t('alerts.center.moveHandle'),
          'aria-label': t('alerts.popup.moveHint'),
        })}
      >
        <span className="alert-popup__bar" aria-hidden="true" />
        <div className="alert-popup__heading">
          <h2 id={titleId} className="alert-popup__plate">
            {alert.vehicle.licensePlate}
            <SourceDevice alert={alert} multiImei={identity.featureFlags.multiImei === true} />
          </h2>
          <p className="alert-popup__description">{alertDescription(alert, i18n.language)}</p>
        </div>
        <HeaderIconButton
          icon="pi-times"
          label={t('alerts.popup.close')}
          data-testid="alert-popup-close"
          onClick={onClose}
        />
      </header>

      <div className="alert-popup__body">
        <div className="alert-popup__status" data-testid="alert-popup-status">
          {alert.isFalseAlert ? (
            <span className="alert-chip alert-chip--success">{t('alerts.state.falseAlert')}</span>
          ) : alert.isResolved ? (
            <span className="alert-chip alert-chip--success">{t('alerts.state.resolved')}</span>
          ) : (
            <span className={`alert-chip alert-chip--${colour}`}>
              {t('alerts.state.unresolved')}
            </span>
          )}
        </div>

        <dl className="alert-facts">
          <div>
            <dt>{t('alerts.popup.time')}</dt>
            <dd>{formatAlertTime(alert.createdOn, i18n.language)}</dd>
          </div>
          <div>
            <dt>{t('alerts.popup.timePassed')}</dt>
            <dd data-testid="alert-time-passed">
              <TimePassedLabel createdOn={alert.createdOn} />
            </dd>
          </div>
        </dl>

        <AlertMapAndAddress alert={alert} embed={scopes.embedMap}>
          <div>
            <dt>{t('alerts.popup.driver')}</dt>
            <dd>{alert.driver?.fullname ?? '-'}</dd>
          </div>
          <div>
            <dt>{t('alerts.popup.alertValue')}</dt>
            <dd data-testid="alert-value">{alertValue(alert, language)}</dd>
          </div>
          <div>
            <dt>{t('alerts.popup.triggerValue')}</dt>
            <dd data-testid="alert-trigger">{triggerValue(alert, language)}</dd>
          </div>
        </AlertMapAndAddress>

        {isFieldOperationAlertCode(alert.alertCode) && (
          <FieldOperation alert={alert} canLoad={scopes.fieldOperation} />
        )}

        {isCameraAlertCode(alert.alertCode) && (
          <Suspense fallback={null}>
            <AlertMediaSlot alert={alert} />
          </Suspense>
        )}

        <div className="alert-popup__actions">
          {alert.isFalseAlert ? (
            <button
              type="button"
              className="alert-button"
              data-testid="alert-recheck"
              onClick={() => setConfirm('recheck')}
            >
              <i className="pi pi-replay" aria-hidden="true" /> {t('alerts.actions.recheck')}
            </button>
          ) : (
            <button
              type="button"
              className="alert-button"
              aria-expanded={popup.formOpen}
              data-testid="alert-false-alert"
              onClick={() => {
                setFormError(null);
                onChange((p) => ({ ...p, formOpen: !p.formOpen }));
              }}
            >
              <i className="pi pi-flag" aria-hidden="true" /> {t('alerts.actions.falseAlert')}
            </button>
          )}
          {!closed && (
            <button
              type="button"
              className="alert-button alert-button--primary"
              data-testid="alert-resolve"
              onClick={() => setConfirm('resolved')}
            >
              <i className="pi pi-check" aria-hidden="true" /> {t('alerts.actions.resolve')}
            </button>
          )}
        </div>

        {popup.formOpen && !alert.isFalseAlert && (
          <FalseAlertForm
            popup={popup}
            error={formError}
            onChange={onChange}
            onSubmit={submitFalseAlert}
            onEdit={() => setFormError(null)}
            onCancel={() => {
              setFormError(null);
              onChange((p) => ({ ...p, formOpen: false }));
            }}
          />
        )}

        <NoteForm
          popup={popup}
          busy={action.isPending}
          onChange={onChange}
          onSave={async (note) => run(input(alert, 'Feedback', { note }), t('alerts.toast.saved'))}
        />

        <Logs logs={alert.userLogs} identity={identity} />
      </div>

      {confirm && (
        <ConfirmDialog
          variant={confirm}
          plate={alert.vehicle.licensePlate}
          busy={action.isPending}
          onConfirm={() => void confirmAction()}
          onCancel={() => setConfirm(null)}
        />
      )}
    </section>
  );
}

function input(alert: RawAlert, actionType: 'Read'): AlertActionInput;
function input(
  alert: RawAlert,
  actionType: 'FalseAlert',
  data: { isFalseAlert: boolean; reason: string | null },
): AlertActionInput;
function input(
  alert: RawAlert,
  actionType: 'Resolve',
  data: { isResolved: boolean },
): AlertActionInput;
function input(alert: RawAlert, actionType: 'Feedback', data: { note: string }): AlertActionInput;
function input(
  alert: RawAlert,
  actionType: AlertActionInput['actionType'],
  data: AlertActionInput['data'] = null,
): AlertActionInput {
  return {
    actionType,
    rawAlertId: [alert.rawAlertId],
    data,
    selectionMode: 'Selection',
    dateRange: alertActionDateRange(alert.createdOn),
  } as AlertActionInput;
}

function TimePassedLabel({ createdOn }: { createdOn: string }) {
  const { t } = useTranslation();
  const now = useNowTicker();
  const parts = timePassedParts(timePassed(createdOn, now));
  return (
    <>{parts.map(([unit, value]) => t(`alerts.timePassed.${unit}`, { count: value })).join(' ')}</>
  );
}

function FieldOperation({ alert, canLoad }: { alert: RawAlert; canLoad: boolean }) {
  const { t } = useTranslation();
  const ref = parseFieldOperationAlertData(alert.alertData);
  const detail = useQuery({
    ...fieldOperationQueryOptions(ref?.id ?? 1, ref?.logId ?? 1),
    enabled: canLoad && ref !== null,
  });
  if (!ref) return null;
  return (
    <div className="alert-popup__field-op" data-testid="alert-field-operation">
      <h3>{t('alerts.popup.fieldOperation')}</h3>
      <Link to={paths.fleetTaskInstantDetail.getHref(ref.id)}>
        {t('alerts.popup.openFieldOperation', { number: ref.number })}
      </Link>
      {canLoad && detail.data && (
        <dl className="alert-facts">
          <div>
            <dt>{t('alerts.popup.fieldOperationStatus')}</dt>
            <dd>{detail.data.status}</dd>
          </div>
          <div>
            <dt>{t('alerts.popup.fieldOperationActivity')}</dt>
            <dd>{detail.data.activity}</dd>
          </div>
          {detail.data.addressName && (
            <div className="alert-facts__wide">
              <dt>{t('alerts.popup.address')}</dt>
              <dd>{detail.data.addressName}</dd>
            </div>
          )}
          {detail.data.note && (
            <div className="alert-facts__wide">
              <dt>{t('alerts.popup.notes')}</dt>
              <dd>{detail.data.note}</dd>
            </div>
          )}
        </dl>
      )}
    </div>
  );
}

function FalseAlertForm({
  popup,
  error,
  onChange,
  onSubmit,
  onCancel,
  onEdit,
}: {
  popup: OpenPopup;
  error: FieldError | null;
  onChange: (change: (popup: OpenPopup) => OpenPopup) => void;
  onSubmit: () => void;
  onCancel: () => void;
  /** The user changed the form: an earlier error no longer applies. */
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const name = `false-alert-reason-${popup.id}`;
  const othersId = `false-alert-others-${popup.id}`;
  const errorId = `false-alert-error-${popup.id}`;
  const errorText =
    error === null
      ? null
      : error.field === 'reason'
        ? `${t('alerts.form.reason')} ${t('alerts.form.required')}`
        : error.rule === 'required'
          ? `${t('alerts.form.otherReasons')} ${t('alerts.form.required')}`
          : t('alerts.form.maxLength', { max: SHELL_CONSTANTS.falseAlertReasonMaxLength });
  return (
    <form
      className="alert-form"
      data-testid="false-alert-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <fieldset>
        <legend>{t('alerts.form.reason')}</legend>
        {FALSE_ALERT_REASONS.map((reason) => (
          <label key={reason} className="alert-form__radio">
            <input
              type="radio"
              name={name}
              value={reason}
              checked={popup.form.reason === reason}
              onChange={() => {
                onEdit();
                onChange((p) => ({ ...p, form: { ...p.form, reason } }));
              }}
            />
            {t(`alerts.reasons.${reason}`)}
          </label>
        ))}
      </fieldset>
      {popup.form.reason === 'others' && (
        <label className="alert-form__field" htmlFor={othersId}>
          <span>{t('alerts.form.otherReasons')}</span>
          <textarea
            id={othersId}
            rows={3}
            maxLength={SHELL_CONSTANTS.falseAlertReasonMaxLength}
            value={popup.form.others}
            aria-invalid={error?.field === 'others' || undefined}
            aria-describedby={error ? errorId : undefined}
            data-testid="false-alert-others"
            onChange={(event) => {
              const others = event.target.value;
              onEdit();
              onChange((p) => ({ ...p, form: { ...p.form, others } }));
            }}
          />
          <span className="alert-form__counter">
            {popup.form.others.length}/{SHELL_CONSTANTS.falseAlertReasonMaxLength}
          </span>
        </label>
      )}
      {errorText && (
        <p id={errorId} className="alert-form__error" role="alert" data-testid="false-alert-error">
          {errorText}
        </p>
      )}
      <div className="alert-form__actions">
        <button type="button" className="alert-button" onClick={onCancel}>
          {t('alerts.confirm.cancel')}
        </button>
        <button
          type="submit"
          className="alert-button alert-button--danger"
          data-testid="false-alert-submit"
        >
          {t('alerts.actions.submitFalseAlert')}
        </button>
      </div>
    </form>
  );
}

function NoteForm({
  popup,
  busy,
  onChange,
  onSave,
}: {
  popup: OpenPopup;
  busy: boolean;
  onChange: (change: (popup: OpenPopup) => OpenPopup) => void;
  onSave: (note: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(popup.note);
  const [error, setError] = useState<FieldError | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const id = `alert-note-${popup.id}`;
  const errorId = `alert-note-error-${popup.id}`;

  const save = async () => {
    window.clearTimeout(timer.current);
    onChange((p) => ({ ...p, note: text }));
    const problem = validateNote(text);
    setError(problem);
    if (problem) return;
    if (await onSave(text.trim())) {
      setText('');
      onChange((p) => ({ ...p, note: '' }));
    }
  };

  return (
    <form
      className="alert-form alert-form--note"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label className="alert-form__field" htmlFor={id}>
        <span>{t('alerts.form.note')}</span>
        <textarea
          id={id}
          rows={2}
          maxLength={SHELL_CONSTANTS.noteMaxLength}
          value={text}
          placeholder={t('alerts.form.notePlaceholder')}
          aria-invalid={error !== null || undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid="alert-note"
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            window.clearTimeout(timer.current);
            timer.current = window.setTimeout(
              () => onChangeRef.current((p) => ({ ...p, note: next })),
              NOTE_DEBOUNCE_MS,
            );
          }}
        />
        <span className="alert-form__counter">
          {text.length}/{SHELL_CONSTANTS.noteMaxLength}
        </span>
      </label>
      {error && (
        <p id={errorId} className="alert-form__error" role="alert" data-testid="alert-note-error">
          {error.rule === 'required'
            ? `${t('alerts.form.note')} ${t('alerts.form.required')}`
            : t('alerts.form.maxLength', { max: SHELL_CONSTANTS.noteMaxLength })}
        </p>
      )}
      <div className="alert-form__actions">
        <button
          type="submit"
          className="alert-button"
          disabled={busy}
          data-testid="alert-note-save"
        >
          {t('alerts.actions.saveNote')}
        </button>
      </div>
    </form>
  );
}

function Logs({ logs, identity }: { logs: readonly AlertUserLog[]; identity: Identity }) {
  const { t, i18n } = useTranslation();
  const shown = logs.filter((log) => log.typeField !== 'Read');
  return (
    <section className="alert-logs" aria-label={t('alerts.logs.title')}>
      <h3>{t('alerts.logs.title')}</h3>
      {shown.length === 0 ? (
        <p className="alert-muted">{t('alerts.logs.empty')}</p>
      ) : (
        <ol data-testid="alert-logs">
          {shown.map((log, index) => (
            <li key={`${log.createdOn}-${log.typeField}-${index}`}>
              <span className="alert-logs__what">{t(`alerts.logs.types.${log.typeField}`)}</span>
              {log.data && (
                <span className="alert-logs__data">
                  {logDataText(log, (key) => t(`alerts.reasons.${key}`))}
                </span>
              )}
              <span className="alert-logs__who">
                {log.user.fullname ||
                  (log.userId === identity.userId ? identity.name : t('alerts.logs.someone'))}
                {' · '}
                {formatAlertTime(log.createdOn, i18n.language)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
