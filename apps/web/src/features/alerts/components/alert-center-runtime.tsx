import {
  memo,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type Dispatch,
} from 'react';
import { createPortal } from 'react-dom';
import { useQueryClient } from '@tanstack/react-query';
import {
  ALERT_CONSTANTS,
  type AlertActionResult,
  type AlertCenterDisplay,
  type RawAlert,
  type SubscribedAlertRules,
} from '@armada/contracts/alerts';
import type { Identity } from '@armada/contracts/auth';
import { useToast } from '@/components/ui/toast';
import { clock } from '@/lib/clock';
import { useAreaTranslations } from '@/lib/i18n';
import alertsTranslations from '../locales';
import { applyActionToLists, useAlertCenterData } from '../hooks/use-alert-center-data';
import { useAlertScopes } from '../hooks/use-alert-scopes';
import { useReloadOnConnectionChange } from '../hooks/use-reload-on-connection-change';
import { useMediaQuery } from '../hooks/use-media-query';
import { useUrgentReminder } from '../hooks/use-urgent-reminder';
import { defaultAccordion, toggleAccordion, type AccordionKey } from '../utils/accordion';
import { topAlerts } from '../utils/alert-list';
import { colourOfAlert } from '../utils/alert-colour';
import {
  readStoredDisplay,
  writeStoredDisplay,
  type StoredDisplay,
} from '../utils/display-storage';
import {
  POPUP_WIDTH_PX,
  applyActionToPopups,
  bringToFront,
  clampAll,
  closePopup,
  movePopup,
  openPopup,
  popupHeight,
  updatePopup,
  type BusyArea,
  type OpenPopup,
  type Point,
  type PopupStack,
} from '../utils/popup-stack';
import { readActivePopups, writeActivePopups } from '../utils/popup-storage';
import { AlertCarousel } from './alert-carousel';
import { AlertCenterPanel } from './alert-center-panel';
import { AlertPreviewPopup, type AlertPreviewPopupProps } from './alert-preview-popup';
import type { AlertCenterHost } from './alert-center-host';
import './alert-center.css';

/** Phones: the alert center is a full-screen sheet and popups stack full width. */
export const PHONE_MEDIA_QUERY = '(max-width: 640px)';

type PopupAction =
  | { type: 'replace'; stack: PopupStack }
  | { type: 'close'; id: string }
  | { type: 'front'; id: string }
  | { type: 'move'; id: string; position: Point }
  | { type: 'update'; id: string; change: (popup: OpenPopup) => OpenPopup }
  | { type: 'action'; action: AlertActionResult }
  | { type: 'clamp'; viewport: { width: number; height: number }; height: number };

function popupReducer(stack: PopupStack, action: PopupAction): PopupStack {
  switch (action.type) {
    case 'replace':
      return action.stack;
    case 'close':
      return closePopup(stack, action.id);
    case 'front':
      return bringToFront(stack, action.id);
    case 'move':
      return movePopup(stack, action.id, action.position);
    case 'update':
      return updatePopup(stack, action.id, action.change);
    case 'action':
      return applyActionToPopups(stack, action.action);
    case 'clamp':
      return clampAll(stack, action.viewport, { width: POPUP_WIDTH_PX, height: action.height });
  }
}

const viewportSize = () => ({ width: window.innerWidth, height: window.innerHeight });

const EDITABLE = 'input, textarea, select, [contenteditable="true"]';

/**
 * The popup or dialog the user is typing in, if any: a popup that opens on its own keeps clear
 * of it (a new alert must not cover "Simpan catatan" or a filter being filled in).
 */
function busyArea(): BusyArea | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !active.matches(EDITABLE)) return null;
  const box = active.closest<HTMLElement>('.alert-popup, [role="dialog"], .p-dialog');
  if (!box) return null;
  const { left, top, width, height } = box.getBoundingClientRect();
  const z = box.classList.contains('alert-popup') ? Number(box.style.zIndex) : Number.NaN;
  return {
    rect: { x: left, y: top, width, height },
    popupZIndex: Number.isFinite(z) ? z : null,
  };
}

export interface AlertCenterRuntimeProps {
  identity: Identity;
  liveAlerts: boolean;
  host: AlertCenterHost;
  openOnLoad: boolean;
}

/**
 * Everything of the alert center past the first paint: the bell with live counts, the
 * carousel, the alert center in its three displays and the preview popups.
 */
export default function AlertCenterRuntime({
  identity,
  liveAlerts,
  host,
  openOnLoad,
}: AlertCenterRuntimeProps) {
  const { t } = useAreaTranslations(alertsTranslations);
  const toast = useToast();
  const queryClient = useQueryClient();
  const scopes = useAlertScopes(identity);
  const phone = useMediaQuery(PHONE_MEDIA_QUERY);
  const { Bell, setPinned } = host;
  useReloadOnConnectionChange();

  // Display (docs/rules/alert-center.md §2): remembered; without main scope only the popup display.
  const [stored, setStored] = useState<StoredDisplay>(() => {
    const remembered = readStoredDisplay();
    return scopes.main ? remembered : { ...remembered, display: 'popup' };
  });
  const [popupOpen, setPopupOpen] = useState(openOnLoad);
  // The detached window's position while it is dragged (remembered when the drag ends).
  const [dragPosition, setDragPosition] = useState<Point | null>(null);
  const display = stored.display;
  const centerVisible = display !== 'popup' || popupOpen;

  // Every change of display or position is remembered (and the shell told about pinning).
  useEffect(() => {
    writeStoredDisplay(stored);
    setPinned(stored.display === 'pinned');
  }, [stored, setPinned]);
  const changeDisplay = useCallback((next: AlertCenterDisplay) => {
    setStored((current) => ({ ...current, display: next }));
    setPopupOpen(false);
  }, []);

  const [openAccordion, setOpenAccordion] = useState<AccordionKey | null>(() =>
    defaultAccordion(scopes.urgent),
  );
  const [unresolvedOnly, setUnresolvedOnly] = useState(false);

  // Preview popups: the ones open before a reload come back where they were.
  const [popups, dispatch] = useReducer(popupReducer, identity.userId, (userId) =>
    clampAll({ popups: readActivePopups(userId) }, viewportSize(), {
      width: POPUP_WIDTH_PX,
      height: popupHeight(window.innerHeight, stored.display === 'pinned'),
    }),
  );
  const popupsRef = useRef(popups);
  popupsRef.current = popups;
  useEffect(() => writeActivePopups(identity.userId, popups), [identity.userId, popups]);
  const height = popupHeight(window.innerHeight, display === 'pinned');
  const lastLimitToast = useRef(Number.NEGATIVE_INFINITY);

  const showPopup = useCallback(
    (alert: RawAlert, { auto = false }: { auto?: boolean } = {}) => {
      const result = openPopup(
        popupsRef.current,
        alert,
        viewportSize(),
        { width: POPUP_WIDTH_PX, height },
        { limited: scopes.autoPopup, busy: auto && !phone ? busyArea() : null },
      );
      if (result.kind === 'refused') {
        // One warning at a time: a burst of auto popups must not stack up a toast each.
        const now = clock.now();
        if (now - lastLimitToast.current >= ALERT_CONSTANTS.popups.limitToastMs) {
          lastLimitToast.current = now;
          toast.warn(t('alerts.popup.limitNotification'), {
            life: ALERT_CONSTANTS.popups.limitToastMs,
          });
        }
        return;
      }
      popupsRef.current = result.stack;
      dispatch({ type: 'replace', stack: result.stack });
    },
    [height, t, toast, scopes.autoPopup, phone],
  );

  useEffect(() => {
    const onResize = () =>
      dispatch({
        type: 'clamp',
        viewport: viewportSize(),
        height: popupHeight(window.innerHeight, display === 'pinned'),
      });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [display]);

  const onNewAlert = useCallback(
    (alert: RawAlert, rules: SubscribedAlertRules | null) => {
      // Auto popup (docs/rules/alert-center.md §6): with the scope, for alerts of the auto-popup
      // rules.
      if (!scopes.autoPopup || !rules) return;
      if (alert.alertRuleIds.some((id) => rules.autoPopupAlertRules.includes(id))) {
        showPopup(alert, { auto: true });
      }
    },
    [scopes.autoPopup, showPopup],
  );
  const onAction = useCallback((action: AlertActionResult) => {
    dispatch({ type: 'action', action });
  }, []);
  // An action of this user from a popup: applied at once to the popups and the lists.
  const onOwnAction = useCallback(
    (action: AlertActionResult) => {
      dispatch({ type: 'action', action });
      applyActionToLists(queryClient, action);
    },
    [queryClient],
  );

  const data = useAlertCenterData({
    identity,
    scopes,
    unresolvedOnly,
    liveAlerts,
    storedCounts: host.storedCounts,
    saveCounts: host.saveCounts,
    onNewAlert,
    onAction,
  });

  // docs/rules/alert-center.md §3, §4 and §8: every chosen interval, unresolved urgent alerts open
  // the alert center on the Urgent list with a warning; a failed count check means none.
  const urgentUnresolved =
    scopes.urgent && !data.countsFailed && data.counts ? data.counts.urgent : 0;
  const reminder = useUrgentReminder({
    hasUrgentUnresolved: urgentUnresolved > 0,
    onRemind: () => {
      setOpenAccordion('urgent');
      if (display === 'popup') setPopupOpen(true);
      toast.warn(t('alerts.settings.reminderToast', { count: urgentUnresolved }));
    },
  });

  const colourOf = useCallback(
    (alert: RawAlert) => colourOfAlert(alert, data.rules, scopes.urgent),
    [data.rules, scopes.urgent],
  );
  const carouselAlerts = useMemo(
    () => topAlerts(scopes.urgent ? [data.urgent, data.important] : [data.important]),
    [data.urgent, data.important, scopes.urgent],
  );

  // The hidden popup display closes on Escape and on a click outside.
  const bellRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (display !== 'popup' || !popupOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setPopupOpen(false);
        bellRef.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || bellRef.current?.contains(target)) return;
      if ((target as Element).closest?.('.alert-popup, .alert-confirm, .p-toast')) return;
      setPopupOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [display, popupOpen]);

  const onBell = () => {
    if (display === 'popup') setPopupOpen((open) => !open);
    else if (phone) changeDisplay('popup');
    else panelRef.current?.focus();
  };

  const panel = centerVisible ? (
    <AlertCenterPanel
      ref={panelRef}
      multiImei={identity.featureFlags.multiImei === true}
      display={display}
      phone={phone}
      scopes={scopes}
      colourOf={colourOf}
      rules={data.rules}
      rulesLoaded={data.rulesLoaded}
      urgent={data.urgent}
      important={data.important}
      loading={data.listsLoading}
      failed={data.listsError}
      openAccordion={openAccordion}
      onToggleAccordion={(key) =>
        setOpenAccordion((open) => toggleAccordion(open, key, scopes.urgent))
      }
      unresolvedOnly={unresolvedOnly}
      onUnresolvedOnly={setUnresolvedOnly}
      position={dragPosition ?? stored.popupPosition}
      onMove={(popupPosition) => setDragPosition(popupPosition)}
      onMoveEnd={(popupPosition) => {
        setDragPosition(null);
        setStored((current) => ({ ...current, popupPosition }));
      }}
      onDisplay={changeDisplay}
      onClose={() => {
        if (display === 'popup') setPopupOpen(false);
        else changeDisplay('popup');
      }}
      reminderMinutes={reminder.setting}
      onReminderMinutes={reminder.change}
      onOpenAlert={(alert) => {
        showPopup(alert);
        if (phone && display === 'popup') setPopupOpen(false);
      }}
    />
  ) : null;

  const docked = display === 'pinned' && !phone ? host.dockElement : null;

  return (
    <>
      <div className="alert-topbar" data-testid="alert-topbar">
        <AlertCarousel
          alerts={carouselAlerts}
          onOpen={(alert) => showPopup(alert)}
          colourOf={colourOf}
        />
        <Bell
          ref={bellRef}
          count={data.counts ? data.counts.urgent + data.counts.important : 0}
          expanded={centerVisible}
          onClick={onBell}
        />
      </div>
      {panel && (docked ? createPortal(panel, docked) : createPortal(panel, document.body))}
      {popups.popups.length > 0 &&
        createPortal(
          <div className="alert-popups" data-phone={phone || undefined}>
            {popups.popups.map((popup) => (
              <PopupSlot
                key={popup.id}
                popup={popup}
                identity={identity}
                scopes={scopes}
                colourOf={colourOf}
                height={height}
                phone={phone}
                dispatch={dispatch}
                onAction={onOwnAction}
              />
            ))}
          </div>,
          document.body,
        )}
    </>
  );
}

type PopupSlotProps = Pick<
  AlertPreviewPopupProps,
  'popup' | 'identity' | 'scopes' | 'colourOf' | 'height' | 'phone' | 'onAction'
> & { dispatch: Dispatch<PopupAction> };

/**
 * One popup with callbacks bound to its id, memoised: a stream of new alerts re-renders the
 * lists and the bell, not every open popup.
 */
const PopupSlot = memo(function PopupSlot({ dispatch, ...props }: PopupSlotProps) {
  const id = props.popup.id;
  const onClose = useCallback(() => dispatch({ type: 'close', id }), [dispatch, id]);
  const onFront = useCallback(() => dispatch({ type: 'front', id }), [dispatch, id]);
  const onMove = useCallback(
    (position: Point) => dispatch({ type: 'move', id, position }),
    [dispatch, id],
  );
  const onChange = useCallback(
    (change: (popup: OpenPopup) => OpenPopup) => dispatch({ type: 'update', id, change }),
    [dispatch, id],
  );
  return (
    <AlertPreviewPopup
      {...props}
      onClose={onClose}
      onFront={onFront}
      onMove={onMove}
      onChange={onChange}
    />
  );
});
