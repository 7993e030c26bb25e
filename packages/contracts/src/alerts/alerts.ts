import { Nullable } from '../shared/nullable';
import Type, { type Static } from 'typebox';
import { ALERT_CONSTANTS } from './alert-constants';
import { SHELL_CONSTANTS } from '../shared/constants';
import { GraphqlResultSchema } from '../shared/graphql-result';

/**
 * Vehicle alerts as the alert center, the shell's notification preview and the live channel
 * see them (docs/rules/alert-center.md §3-§5, docs/rules/shell.md §2-§4). Wire shapes of the
 * GraphQL types of the same names (see `graphql/alerts.graphql.ts`).
 */

const DateTime = Type.String({ format: 'date-time' });

/** Alert text exists in Indonesian and English. */
export const AlertDescriptionSchema = Type.Object(
  {
    descriptionIdn: Type.String(),
    descriptionEng: Type.String(),
    iconUrl: Nullable(Type.String()),
  },
  { $id: 'AlertDescription' },
);
export type AlertDescription = Static<typeof AlertDescriptionSchema>;

/** What a user did to an alert; `typeField` of a user log and `type` of an action result. */
export const ALERT_LOG_TYPES = [
  'Read',
  'Feedback',
  'FalseAlert',
  'CancelFalseAlert',
  'Resolve',
  'Unresolve',
] as const;
export const AlertLogTypeSchema = Type.Enum(ALERT_LOG_TYPES);
export type AlertLogType = (typeof ALERT_LOG_TYPES)[number];

export const AlertUserLogSchema = Type.Object(
  {
    typeField: AlertLogTypeSchema,
    /** The note text, the false-alert reason, or null for read / resolve entries. */
    data: Nullable(Type.String()),
    createdOn: DateTime,
    userId: Type.Integer(),
    user: Type.Object({ fullname: Type.String() }),
  },
  { $id: 'AlertUserLog' },
);
export type AlertUserLog = Static<typeof AlertUserLogSchema>;

export const AlertUserFeedbackSchema = Type.Object(
  {
    createdOn: DateTime,
    feedback: Type.String(),
    userId: Type.Integer(),
  },
  { $id: 'AlertUserFeedback' },
);
export type AlertUserFeedback = Static<typeof AlertUserFeedbackSchema>;

/** Media retrieval state of an alert's video (docs/rules/alert-center.md §4). */
export const MEDIA_POLLING_STATUSES = [
  'loading',
  'checking',
  'requesting',
  'waiting',
  'timeout',
  'complete',
  'failed',
] as const;
export const MediaPollingStatusSchema = Type.Enum(MEDIA_POLLING_STATUSES);
export type MediaPollingStatus = (typeof MEDIA_POLLING_STATUSES)[number];

export const AlertVideoDataSchema = Type.Object(
  {
    url: Type.String(),
    /** `mp4` plays natively; `hls` needs a streaming player. */
    format: Type.Union([Type.Literal('mp4'), Type.Literal('hls')]),
    channel: Type.Optional(Type.Integer()),
  },
  { $id: 'AlertVideoData' },
);
export type AlertVideoData = Static<typeof AlertVideoDataSchema>;

/** Field-operation alerts (codes 137-143) point at a fleet-task-instant and one of its logs. */
export const FieldOperationRefSchema = Type.Object(
  {
    number: Type.String(),
    id: Type.Integer({ minimum: 1 }),
    logId: Type.Integer({ minimum: 1 }),
  },
  { $id: 'FieldOperationRef' },
);
export type FieldOperationRef = Static<typeof FieldOperationRefSchema>;

/** `fieldOperationDetail(id, logId)`: what the alert preview shows of a field operation. */
export const FieldOperationDetailSchema = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    logId: Type.Integer({ minimum: 1 }),
    number: Type.String(),
    status: Type.String(),
    activity: Type.String(),
    driverName: Nullable(Type.String()),
    addressName: Nullable(Type.String()),
    latitude: Nullable(Type.Number()),
    longitude: Nullable(Type.Number()),
    photoUrls: Type.Array(Type.String()),
    note: Nullable(Type.String()),
    createdOn: DateTime,
  },
  { $id: 'FieldOperationDetail' },
);
export type FieldOperationDetail = Static<typeof FieldOperationDetailSchema>;

export const FieldOperationDetailResultSchema = GraphqlResultSchema({
  data: Nullable(FieldOperationDetailSchema),
});
export type FieldOperationDetailResult = Static<typeof FieldOperationDetailResultSchema>;

/**
 * A raw alert as `RawAlerts` returns it. The last block of fields is view state the web app
 * adds while it shows the alert (time passed, media polling, field-operation detail); the
 * server never sends them, they are optional here so one type serves both.
 */
export const RawAlertSchema = Type.Object(
  {
    rawAlertId: Type.String({ minLength: 1 }),
    alertCode: Type.Integer({ minimum: 0 }),
    alertRuleIds: Type.Array(Type.Integer()),
    /** Distinguishes alerts of one code raised at the same instant (part of the detail id). */
    alertFlag: Nullable(Type.Integer()),
    alert: AlertDescriptionSchema,
    vehicle: Type.Object({ id: Type.Integer(), licensePlate: Type.String() }),
    vehicleId: Type.Integer(),
    childVehicleId: Nullable(Type.Integer()),
    driver: Nullable(Type.Object({ fullname: Type.String() })),
    createdOn: DateTime,
    isRead: Type.Boolean(),
    isResolved: Type.Boolean(),
    isFalseAlert: Type.Boolean(),
    isUrgent: Type.Boolean(),
    isImportant: Type.Boolean(),
    /** Raw value; for field-operation alerts `number|id|logId`. */
    alertData: Nullable(Type.String()),
    /** The rule threshold that was crossed (the popup's trigger value). */
    alertTrigger: Nullable(Type.Number()),
    latitude: Nullable(Type.Number()),
    longitude: Nullable(Type.Number()),
    userLogs: Type.Array(AlertUserLogSchema),
    lastUserFeedback: Nullable(AlertUserFeedbackSchema),

    timePassed: Type.Optional(Type.String()),
    pollingStatus: Type.Optional(MediaPollingStatusSchema),
    canCheck: Type.Optional(Type.Boolean()),
    canRequest: Type.Optional(Type.Boolean()),
    videoData: Type.Optional(Nullable(AlertVideoDataSchema)),
    retryCount: Type.Optional(Type.Integer({ minimum: 0 })),
    foData: Type.Optional(Nullable(FieldOperationDetailSchema)),
    /**
     * The device that reported it, kept from the live message (`LiveMessageAlert`); shown as an
     * icon when the company has `multiImei` (docs/rules/alert-center.md AC-68).
     */
    sourceDeviceCategory: Type.Optional(Nullable(Type.String())),
  },
  { $id: 'RawAlert' },
);
export type RawAlert = Static<typeof RawAlertSchema>;

/** The view-state fields of `RawAlert` the server never sends. */
export const RAW_ALERT_VIEW_FIELDS = [
  'timePassed',
  'pollingStatus',
  'canCheck',
  'canRequest',
  'videoData',
  'retryCount',
  'foData',
  'sourceDeviceCategory',
] as const;

/** A raw alert as the server sends it (the GraphQL `RawAlert` type): no view state. */
export const RawAlertWireSchema = Type.Omit(RawAlertSchema, RAW_ALERT_VIEW_FIELDS, {
  $id: 'RawAlertWire',
});
export type RawAlertWire = Static<typeof RawAlertWireSchema>;

/** `RawAlerts(filter)`: one page, newest first. */
export const RawAlertsFilterSchema = Type.Object(
  {
    pagination: Type.Optional(
      Type.Object({
        page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
        show: Type.Optional(
          Type.Integer({ minimum: 1, maximum: 100, default: ALERT_CONSTANTS.list.pageSize }),
        ),
      }),
    ),
    /** Newest first unless told otherwise. */
    orderBy: Type.Optional(
      Type.Object({
        field: Type.Literal('createdOn'),
        direction: Type.Enum(['asc', 'desc']),
      }),
    ),
    isUrgent: Type.Optional(Type.Boolean()),
    isImportant: Type.Optional(Type.Boolean()),
    isResolved: Type.Optional(Type.Boolean()),
    isFalseAlert: Type.Optional(Type.Boolean()),
    isSharedVehicle: Type.Optional(Type.Boolean()),
    startDate: Type.Optional(DateTime),
    endDate: Type.Optional(DateTime),
    /**
     * Ours, for the notifications page (docs/rules/shell.md §2): only these alerts (the detail
     * page), vehicles or alert codes. Unknown or another company's ids match nothing.
     */
    rawAlertIds: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { minItems: 1, maxItems: 100 }),
    ),
    vehicleIds: Type.Optional(
      Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 500 }),
    ),
    alertCodes: Type.Optional(
      Type.Array(Type.Integer({ minimum: 0 }), { minItems: 1, maxItems: 200 }),
    ),
  },
  { $id: 'RawAlertsFilter', additionalProperties: false },
);
export type RawAlertsFilter = Static<typeof RawAlertsFilterSchema>;

export const AlertPaginationSchema = Type.Object(
  {
    page: Type.Integer({ minimum: 1 }),
    show: Type.Integer({ minimum: 1 }),
    total: Type.Integer({ minimum: 0 }),
  },
  { $id: 'AlertPagination' },
);
export type AlertPagination = Static<typeof AlertPaginationSchema>;

export const RawAlertsResultSchema = GraphqlResultSchema({
  list: Type.Array(RawAlertSchema),
  pagination: AlertPaginationSchema,
});
export type RawAlertsResult = Static<typeof RawAlertsResultSchema>;

/**
 * An alert pushed on the live channel: the raw alert core plus display fields, so the client
 * can show it without a second call.
 */
export const LiveMessageAlertSchema = Type.Object(
  {
    rawAlertId: Type.String({ minLength: 1 }),
    alertCode: Type.Integer({ minimum: 0 }),
    alertRuleIds: Type.Array(Type.Integer()),
    alertFlag: Nullable(Type.Integer()),
    vehicleId: Type.Integer(),
    childVehicleId: Nullable(Type.Integer()),
    createdOn: DateTime,
    isUrgent: Type.Boolean(),
    isImportant: Type.Boolean(),
    alertData: Nullable(Type.String()),
    alertTrigger: Nullable(Type.Number()),
    latitude: Nullable(Type.Number()),
    longitude: Nullable(Type.Number()),
    alertDescription: Type.Object({ idn: Type.String(), eng: Type.String() }),
    driverName: Nullable(Type.String()),
    licensePlate: Type.String(),
    iconUrl: Nullable(Type.String()),
    companyId: Type.Integer({ minimum: 1 }),
    /** Which device of a multi-IMEI vehicle raised it (feature flag multiImei). */
    sourceDeviceCategory: Nullable(Type.String()),
  },
  { $id: 'LiveMessageAlert' },
);
export type LiveMessageAlert = Static<typeof LiveMessageAlertSchema>;

/** Alert rule ids the user subscribed to, per level (from the `payload` query). */
export const SubscribedAlertRulesSchema = Type.Object(
  {
    urgentAlertRules: Type.Array(Type.Integer()),
    importantAlertRules: Type.Array(Type.Integer()),
    autoPopupAlertRules: Type.Array(Type.Integer()),
  },
  { $id: 'SubscribedAlertRules' },
);
export type SubscribedAlertRules = Static<typeof SubscribedAlertRulesSchema>;

export const ALERT_URGENCY_TYPES = ['Urgent', 'Important'] as const;
export const AlertUrgencyTypeSchema = Type.Enum(ALERT_URGENCY_TYPES);
export type AlertUrgencyType = (typeof ALERT_URGENCY_TYPES)[number];

/** `TotalImportantAlerts(filter)`: unresolved count per urgency type. */
export const UnresolvedCountSchema = Type.Object(
  {
    alertUrgencyType: AlertUrgencyTypeSchema,
    unresolved: Type.Integer({ minimum: 0 }),
  },
  { $id: 'UnresolvedCount' },
);
export type UnresolvedCount = Static<typeof UnresolvedCountSchema>;

export const TotalImportantAlertsFilterSchema = Type.Object(
  { startDate: DateTime, endDate: DateTime, isSharedVehicle: Type.Optional(Type.Boolean()) },
  { $id: 'TotalImportantAlertsFilter' },
);
export type TotalImportantAlertsFilter = Static<typeof TotalImportantAlertsFilterSchema>;

export const TotalImportantAlertsResultSchema = GraphqlResultSchema({
  list: Type.Array(UnresolvedCountSchema),
});
export type TotalImportantAlertsResult = Static<typeof TotalImportantAlertsResultSchema>;

// ---------------------------------------------------------------------------------------------
// Actions: UpsertRawAlertsAction
// ---------------------------------------------------------------------------------------------

export const ALERT_ACTION_TYPES = ['Read', 'Feedback', 'FalseAlert', 'Resolve'] as const;
export const AlertActionTypeSchema = Type.Enum(ALERT_ACTION_TYPES);
export type AlertActionType = (typeof ALERT_ACTION_TYPES)[number];

/** The action applies to the alerts listed in `rawAlertId`; no other mode is used. */
export const SELECTION_MODE = 'Selection';

export const AlertActionDateRangeSchema = Type.Object(
  { start: DateTime, end: DateTime },
  { $id: 'AlertActionDateRange' },
);
export type AlertActionDateRange = Static<typeof AlertActionDateRangeSchema>;

/**
 * `data` per action type. A FalseAlert action with `isFalseAlert:false` is the "recheck" that
 * cancels a false alert (and sets resolved back to false). Resolve with `isResolved:false`
 * un-resolves (SHELL-34).
 */
export const AlertActionDataSchema = {
  Read: Type.Null(),
  Feedback: Type.Object({
    note: Type.String({ minLength: 1, maxLength: SHELL_CONSTANTS.noteMaxLength }),
  }),
  FalseAlert: Type.Object({
    isFalseAlert: Type.Boolean(),
    /** Required (non-empty) when isFalseAlert is true. */
    reason: Nullable(Type.String({ maxLength: SHELL_CONSTANTS.falseAlertReasonMaxLength })),
  }),
  Resolve: Type.Object({ isResolved: Type.Boolean() }),
} as const;

const actionInput = <A extends AlertActionType>(
  actionType: A,
  data: (typeof AlertActionDataSchema)[A],
) =>
  Type.Object({
    actionType: Type.Literal(actionType),
    rawAlertId: Type.Array(Type.String({ minLength: 1 }), { minItems: 1, maxItems: 500 }),
    data,
    selectionMode: Type.Literal(SELECTION_MODE),
    dateRange: AlertActionDateRangeSchema,
  });

/** Input of `UpsertRawAlertsAction`, keyed by `actionType`. */
export const AlertActionInputSchema = Type.Union(
  [
    actionInput('Read', AlertActionDataSchema.Read),
    actionInput('Feedback', AlertActionDataSchema.Feedback),
    actionInput('FalseAlert', AlertActionDataSchema.FalseAlert),
    actionInput('Resolve', AlertActionDataSchema.Resolve),
  ],
  { $id: 'AlertActionInput' },
);
export type AlertActionInput = Static<typeof AlertActionInputSchema>;

export const AlertActionAggregateSchema = Type.Object(
  {
    updatedAlerts: Type.Integer({ minimum: 0 }),
    updatedAlertStatuses: Type.Integer({ minimum: 0 }),
    insertedAlertLogs: Type.Integer({ minimum: 0 }),
  },
  { $id: 'AlertActionAggregate' },
);
export type AlertActionAggregate = Static<typeof AlertActionAggregateSchema>;

/** The recorded action: the mutation's payload and the live `alert-center-resolve-*` payload. */
export const AlertActionResultSchema = Type.Object(
  {
    rawAlertId: Type.Array(Type.String({ minLength: 1 })),
    userId: Type.Integer(),
    actionType: AlertActionTypeSchema,
    /** What was recorded, e.g. `CancelFalseAlert` for a FalseAlert action with false. */
    type: AlertLogTypeSchema,
    data: Type.Union([
      AlertActionDataSchema.Feedback,
      AlertActionDataSchema.FalseAlert,
      AlertActionDataSchema.Resolve,
      Type.Null(),
    ]),
    createdOn: DateTime,
    aggregate: AlertActionAggregateSchema,
  },
  { $id: 'AlertActionResult' },
);
export type AlertActionResult = Static<typeof AlertActionResultSchema>;

/** `UpsertRawAlertsAction`: the common fields and the recorded action (null on failure). */
export const UpsertRawAlertsActionResultSchema = GraphqlResultSchema({
  data: Nullable(AlertActionResultSchema),
});
export type UpsertRawAlertsActionResult = Static<typeof UpsertRawAlertsActionResultSchema>;

/** The log type an action records (`type` of the result, `typeField` of the user log). */
export function alertLogTypeOf(input: AlertActionInput): AlertLogType {
  switch (input.actionType) {
    case 'Read':
      return 'Read';
    case 'Feedback':
      return 'Feedback';
    case 'FalseAlert':
      return input.data.isFalseAlert ? 'FalseAlert' : 'CancelFalseAlert';
    case 'Resolve':
      return input.data.isResolved ? 'Resolve' : 'Unresolve';
  }
}

/** The action's date range: the alert's created time plus or minus the resolve window. */
export function alertActionDateRange(createdOn: string | number | Date): AlertActionDateRange {
  const ms = new Date(createdOn).getTime();
  if (Number.isNaN(ms)) throw new RangeError(`Invalid alert createdOn: ${String(createdOn)}`);
  return {
    start: new Date(ms - SHELL_CONSTANTS.resolveWindowMs).toISOString(),
    end: new Date(ms + SHELL_CONSTANTS.resolveWindowMs).toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------
// Shell view of a notification (docs/rules/shell.md §2-§3)
// ---------------------------------------------------------------------------------------------

export const NotificationCallStateSchema = Type.Object(
  {
    vehicleIdVoip: Nullable(Type.Integer()),
    imeiVoip: Nullable(Type.String()),
    deviceType: Nullable(Type.String()),
  },
  { $id: 'NotificationCallState' },
);
export type NotificationCallState = Static<typeof NotificationCallStateSchema>;

/** The notification preview of the shell (docs/rules/shell.md §3). */
export const ShellNotificationSchema = Type.Object(
  {
    id: Type.String(),
    rawAlertId: Nullable(Type.String()),
    alertCode: Type.Integer(),
    alertFlag: Nullable(Type.Integer()),
    vehicleId: Type.Integer(),
    createdOn: DateTime,
    alert: Type.Object({
      descriptionIdn: Type.String(),
      rawAlertId: Nullable(Type.String()),
      createdOn: DateTime,
    }),
    vehicle: Type.Object({ licensePlate: Type.String() }),
    driver: Nullable(Type.Object({ fullname: Type.String() })),
    callState: Nullable(NotificationCallStateSchema),
    userLogs: Type.Array(AlertUserLogSchema),
  },
  { $id: 'ShellNotification' },
);
export type ShellNotification = Static<typeof ShellNotificationSchema>;

export interface NotificationIdParts {
  rawAlertId?: string | number | null;
  alertCode: number;
  vehicleId: number;
  createdOn: string | number | Date;
  alertFlag?: number | string | null;
}

/**
 * The Notification Detail route id (docs/rules/shell.md §2): the raw alert id if present, otherwise
 * alert code, vehicle id, created time in milliseconds and alert flag joined by dashes. An
 * absent flag is written as an empty segment so the id keeps four parts.
 */
export function notificationDetailId(parts: NotificationIdParts): string {
  if (parts.rawAlertId !== undefined && parts.rawAlertId !== null && parts.rawAlertId !== '') {
    return String(parts.rawAlertId);
  }
  const ms = new Date(parts.createdOn).getTime();
  if (Number.isNaN(ms)) throw new RangeError(`Invalid createdOn: ${String(parts.createdOn)}`);
  const flag = parts.alertFlag ?? '';
  return [parts.alertCode, parts.vehicleId, ms, flag].join('-');
}

// ---------------------------------------------------------------------------------------------
// Level, colour and display rules (docs/rules/alert-center.md §4-§5)
// ---------------------------------------------------------------------------------------------

export type AlertLevel = 'urgent' | 'important' | 'none';
export type AlertColour = 'success' | 'danger' | 'warning';

const intersects = (a: readonly number[], b: readonly number[]) => a.some((id) => b.includes(id));

/**
 * Urgent if its rules match the urgent rules and the user has urgent scope; else important if
 * they match important or auto-popup rules; else none.
 */
export function alertLevel(
  alert: { alertRuleIds: readonly number[] },
  rules: SubscribedAlertRules,
  hasUrgentScope: boolean,
): AlertLevel {
  if (hasUrgentScope && intersects(alert.alertRuleIds, rules.urgentAlertRules)) return 'urgent';
  if (
    intersects(alert.alertRuleIds, rules.importantAlertRules) ||
    intersects(alert.alertRuleIds, rules.autoPopupAlertRules)
  ) {
    return 'important';
  }
  return 'none';
}

/**
 * Resolved or false alert: success. Otherwise danger for urgent and warning for the rest;
 * without urgent scope every open alert is danger.
 */
export function alertColour(
  alert: { isResolved: boolean; isFalseAlert: boolean },
  level: AlertLevel,
  hasUrgentScope: boolean,
): AlertColour {
  if (alert.isResolved || alert.isFalseAlert) return 'success';
  if (!hasUrgentScope) return 'danger';
  return level === 'urgent' ? 'danger' : 'warning';
}

/** Badge text of a count: counts above 99 show '99+'. */
export function formatAlertCount(count: number): string {
  return count > ALERT_CONSTANTS.list.countCap
    ? ALERT_CONSTANTS.list.countOverflowLabel
    : String(Math.max(0, Math.trunc(count)));
}

type ValueTypeCode = (typeof ALERT_CONSTANTS.valueTypeAlertCodes)[number];

export function isValueTypeAlertCode(code: number): code is ValueTypeCode {
  return (ALERT_CONSTANTS.valueTypeAlertCodes as readonly number[]).includes(code);
}

export function isFieldOperationAlertCode(code: number): boolean {
  return (ALERT_CONSTANTS.fieldOperationAlertCodes as readonly number[]).includes(code);
}

/** `alertData` of a field-operation alert is `number|id|logId`; null when it is not. */
export function parseFieldOperationAlertData(alertData: string | null): FieldOperationRef | null {
  if (!alertData) return null;
  const parts = alertData.split('|').map((p) => p.trim());
  if (parts.length !== 3) return null;
  const [number, id, logId] = parts as [string, string, string];
  const idNum = Number(id);
  const logNum = Number(logId);
  if (!number || !Number.isInteger(idNum) || idNum < 1 || !Number.isInteger(logNum) || logNum < 1) {
    return null;
  }
  return { number, id: idNum, logId: logNum };
}

// ---------------------------------------------------------------------------------------------
// False-alert reasons (docs/rules/alert-center.md §5)
// ---------------------------------------------------------------------------------------------

/** The reasons offered in the false-alert form; `others` requires free text. */
export const FALSE_ALERT_REASONS = ['notValid', 'wrongDetection', 'others'] as const;
export const FalseAlertReasonSchema = Type.Enum(FALSE_ALERT_REASONS);
export type FalseAlertReason = (typeof FALSE_ALERT_REASONS)[number];

/** The text recorded for the fixed reasons, per locale. */
export const FALSE_ALERT_REASON_TEXT = {
  notValid: { id: 'Tidak ada kejadian', en: 'No Occurrences' },
  wrongDetection: { id: 'Terdeteksi sebagai kejadian lain', en: 'Detected as another occurrence' },
} as const;

/**
 * The label of a recorded reason: either fixed reason in either language maps to its label
 * key; any other text is an 'others' reason and displays as written (null here).
 */
export function falseAlertReasonLabel(recorded: string): 'notValid' | 'wrongDetection' | null {
  const text = recorded.trim();
  for (const key of ['notValid', 'wrongDetection'] as const) {
    const { id, en } = FALSE_ALERT_REASON_TEXT[key];
    if (text === id || text === en) return key;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Preview popups (docs/rules/alert-center.md §3)
// ---------------------------------------------------------------------------------------------

export const AlertPopupSchema = Type.Object(
  {
    /** The notification detail id of the alert. */
    id: Type.String(),
    alert: RawAlertSchema,
    form: Type.Object({
      reason: Nullable(FalseAlertReasonSchema),
      others: Type.String({ maxLength: SHELL_CONSTANTS.falseAlertReasonMaxLength }),
    }),
    formOpen: Type.Boolean(),
    note: Type.String({ maxLength: SHELL_CONSTANTS.noteMaxLength }),
  },
  { $id: 'AlertPopup' },
);
export type AlertPopup = Static<typeof AlertPopupSchema>;

/** Where the alert center shows: hidden popup, pinned sidebar or detached window. */
export const ALERT_CENTER_DISPLAYS = ['popup', 'pinned', 'detached'] as const;
export type AlertCenterDisplay = (typeof ALERT_CENTER_DISPLAYS)[number];
