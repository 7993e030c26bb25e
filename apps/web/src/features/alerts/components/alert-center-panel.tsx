import { forwardRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type {
  AlertCenterDisplay,
  AlertColour,
  RawAlert,
  SubscribedAlertRules,
} from '@armada/contracts/alerts';
import { paths } from '@/config/paths';
import { useDraggable } from '../hooks/use-draggable';
import type { AlertScopes } from '../hooks/use-alert-scopes';
import { isAccordionExpanded, type AccordionKey } from '../utils/accordion';
import type { Point } from '../utils/popup-stack';
import type { ReminderMinutes } from '../utils/reminder-interval';
import { AlertSettingsMenu } from './alert-settings-menu';
import { HeaderIconButton } from './header-icon-button';
import { AlertListItem } from './alert-list-item';

/** The detached window's size: the panel width, and at most this high. */
const DETACHED_SIZE = { width: 420, height: 640 };

export interface AlertCenterPanelProps {
  display: AlertCenterDisplay;
  phone: boolean;
  scopes: AlertScopes;
  rules: SubscribedAlertRules | null;
  rulesLoaded: boolean;
  urgent: readonly RawAlert[];
  important: readonly RawAlert[];
  loading: boolean;
  failed: boolean;
  colourOf: (alert: RawAlert) => AlertColour;
  openAccordion: AccordionKey | null;
  onToggleAccordion: (key: AccordionKey) => void;
  unresolvedOnly: boolean;
  onUnresolvedOnly: (value: boolean) => void;
  position: Point;
  onMove: (position: Point) => void;
  onMoveEnd: (position: Point) => void;
  onDisplay: (display: AlertCenterDisplay) => void;
  onClose: () => void;
  onOpenAlert: (alert: RawAlert) => void;
  /** The urgent-alert reminder interval of the settings menu (docs/rules/alert-center.md §4). */
  reminderMinutes: ReminderMinutes;
  onReminderMinutes: (minutes: ReminderMinutes) => void;
  /** The company's `multiImei` flag (AC-68). */
  multiImei?: boolean;
}

const hasNoRules = (rules: SubscribedAlertRules) =>
  rules.urgentAlertRules.length === 0 &&
  rules.importantAlertRules.length === 0 &&
  rules.autoPopupAlertRules.length === 0;

/**
 * The alert center (docs/rules/alert-center.md §2): header with the settings icon, the
 * unresolved-only switch and the layout icons, the Urgent and Important accordions (one open at a
 * time), the empty states and 'see other notifications'. The same panel is the bell's popup, the
 * pinned sidebar and the detached window (a full-screen sheet on phones).
 */
export const AlertCenterPanel = forwardRef<HTMLElement, AlertCenterPanelProps>(
  function AlertCenterPanel(props, ref) {
    const {
      display,
      phone,
      scopes,
      rules,
      rulesLoaded,
      position,
      onMove,
      onMoveEnd,
      onDisplay,
      onClose,
    } = props;
    const { t } = useTranslation();
    const detached = display === 'detached' && !phone;
    const size = {
      width: DETACHED_SIZE.width,
      height: Math.min(DETACHED_SIZE.height, window.innerHeight),
    };
    const { handleProps } = useDraggable({
      position,
      size,
      onMove,
      onMoveEnd,
      disabled: !detached,
    });

    const noRules = rulesLoaded && rules !== null && hasNoRules(rules);
    // Only to a page the user can open (a driver has neither).
    const seeOthersHref = scopes.logNotification
      ? paths.notificationLog.getHref()
      : scopes.notificationsPage
        ? paths.notifications.getHref()
        : null;

    const layoutButton = (target: AlertCenterDisplay | 'close', icon: string, label: string) => (
      <HeaderIconButton
        icon={icon}
        label={label}
        data-testid={`alert-center-${target}`}
        onClick={() => (target === 'close' ? onClose() : onDisplay(target))}
      />
    );

    const classes = ['alert-center', `alert-center--${phone ? 'sheet' : display}`].join(' ');

    return (
      <section
        ref={ref}
        className={classes}
        role={display === 'pinned' && !phone ? 'complementary' : 'dialog'}
        aria-label={t('alerts.center.title')}
        tabIndex={-1}
        data-testid="alert-center"
        data-display={display}
        style={detached ? { left: position.x, top: position.y, height: size.height } : undefined}
      >
        <header
          className={`alert-center__header${detached ? ' alert-center__header--handle' : ''}`}
          {...handleProps}
          {...(detached && {
            tabIndex: 0,
            'aria-label': t('alerts.center.moveHint'),
            'aria-roledescription': t('alerts.center.moveHandle'),
          })}
        >
          <h2 className="alert-center__title">
            <i className="pi pi-bell" aria-hidden="true" />
            {t('alerts.center.title')}
          </h2>
          <div className="alert-center__tools">
            {scopes.ruleSetting && (
              <AlertSettingsMenu
                reminderMinutes={props.reminderMinutes}
                onReminderMinutes={props.onReminderMinutes}
              />
            )}
            {scopes.main &&
              !phone &&
              display !== 'pinned' &&
              layoutButton('pinned', 'pi-thumbtack', t('alerts.center.pin'))}
            {scopes.main &&
              !phone &&
              display !== 'detached' &&
              layoutButton('detached', 'pi-window-maximize', t('alerts.center.detach'))}
            {layoutButton('close', 'pi-times', t('alerts.center.close'))}
          </div>
        </header>

        <label className="alert-center__switch">
          <span>{t('alerts.center.unresolvedOnly')}</span>
          <button
            type="button"
            role="switch"
            aria-checked={props.unresolvedOnly}
            className="alert-switch"
            data-testid="alert-center-unresolved-only"
            onClick={() => props.onUnresolvedOnly(!props.unresolvedOnly)}
          >
            <span className="alert-switch__knob" aria-hidden="true" />
          </button>
        </label>

        <div className="alert-center__body">
          {!scopes.urgent && (
            <div
              className="alert-center__banner"
              role="note"
              data-testid="alert-center-coming-soon"
            >
              <i className="pi pi-info-circle" aria-hidden="true" />
              <div>
                <strong>{t('alerts.center.comingSoon.title')}</strong>
                <p>{t('alerts.center.comingSoon.text')}</p>
              </div>
            </div>
          )}
          {noRules ? (
            <EmptyState icon="pi-sliders-h" testId="alert-empty-no-rules">
              {t('alerts.center.empty.noRules')}
            </EmptyState>
          ) : (
            <>
              {scopes.urgent && <Accordion {...props} kind="urgent" list={props.urgent} />}
              <Accordion {...props} kind="important" list={props.important} />
            </>
          )}
        </div>

        {seeOthersHref && (
          <footer className="alert-center__footer">
            <Link
              className="alert-center__see-others"
              to={seeOthersHref}
              data-testid="alert-see-others"
            >
              {t('alerts.center.seeOthers')}
            </Link>
          </footer>
        )}
      </section>
    );
  },
);

function EmptyState({
  icon,
  testId,
  children,
}: {
  icon: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className="alert-center__empty" data-testid={testId}>
      <i className={`pi ${icon}`} aria-hidden="true" />
      <p>{children}</p>
    </div>
  );
}

function Accordion(
  props: AlertCenterPanelProps & { kind: AccordionKey; list: readonly RawAlert[] },
) {
  const { t } = useTranslation();
  const { kind, list, scopes, openAccordion, onToggleAccordion } = props;
  const disabled = !scopes.urgent;
  const expanded = isAccordionExpanded(openAccordion, kind, scopes.urgent);
  const panelId = `alert-accordion-${kind}`;
  return (
    <div
      className={`alert-accordion alert-accordion--${kind}`}
      data-testid={`alert-accordion-${kind}`}
    >
      <h3 className="alert-accordion__heading">
        <button
          type="button"
          className="alert-accordion__header"
          aria-expanded={expanded}
          aria-controls={panelId}
          disabled={disabled}
          onClick={() => onToggleAccordion(kind)}
        >
          <i
            className={`pi ${expanded ? 'pi-chevron-down' : 'pi-chevron-right'}`}
            aria-hidden="true"
          />
          <span>{t(`alerts.center.${kind}`)}</span>
          {!disabled && <span className="alert-accordion__count">{list.length}</span>}
        </button>
      </h3>
      {expanded && (
        <div id={panelId} className="alert-accordion__panel">
          {props.loading && list.length === 0 ? (
            <p className="alert-center__status">{t('alerts.center.loading')}</p>
          ) : props.failed && list.length === 0 ? (
            <p className="alert-center__status alert-center__status--error">
              {t('alerts.center.failed')}
            </p>
          ) : list.length === 0 ? (
            props.unresolvedOnly ? (
              <EmptyState icon="pi-check-circle" testId="alert-empty-unresolved">
                {t('alerts.center.empty.noUnresolved')}
              </EmptyState>
            ) : (
              <EmptyState icon="pi-inbox" testId="alert-empty-recent">
                {t('alerts.center.empty.noRecent')}
              </EmptyState>
            )
          ) : (
            <ul className="alert-list" data-testid={`alert-list-${kind}`}>
              {list.map((alert) => (
                <li key={alert.rawAlertId}>
                  <AlertListItem
                    alert={alert}
                    colour={props.colourOf(alert)}
                    onOpen={() => props.onOpenAlert(alert)}
                    multiImei={props.multiImei ?? false}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
