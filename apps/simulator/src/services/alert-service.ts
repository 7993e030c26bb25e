import {
  ALERT_CONSTANTS,
  alertCodeName,
  parseFieldOperationAlertData,
  type FieldOperationDetail,
  alertLogTypeOf,
  type AlertActionInput,
  type AlertActionResult,
  type AlertCenterPayloadFilter,
  type AlertCenterPayloadResult,
  type RawAlert,
  type RawAlertsFilter,
  type TotalImportantAlertsFilter,
  type UnresolvedCount,
} from '@armada/contracts/alerts';
import { PERMISSIONS } from '@armada/contracts/auth';
import { alertCenterNewType, alertCenterTagType } from '@armada/contracts/live';
import { SERVER_ERROR_REASONS, SHELL_CONSTANTS } from '@armada/contracts/shared';
import type { RaiseAlertsBody } from '@armada/contracts/simulator-control';
import type { Clock } from '../domain/clock';
import {
  toLiveMessageAlert,
  type EventAlertRequest,
  type FieldTask,
  type GeneratedAlert,
} from '../engine/alerts/alert-engine';
import { subscribedAlertRulesOf, type AlertRule } from '../engine/alerts/alert-rules';
import type { AlertStore } from '../store/alert-store';
import type { DocumentStore } from '../store/document-store';
import type { AuthContext } from './auth-service';
import { FleetAlerts } from '../modules/alerts/fleet-alerts';
import type { LiveFleetService } from './live-fleet-service';
import type { LiveHub } from './live-hub';
import { ServiceError } from './service-error';

/** Any of these lets a user follow the alert center (docs/rules/alert-center.md §6). */
const ALERT_CENTER_SCOPES: readonly string[] = [
  PERMISSIONS.alertCenterMainRead,
  PERMISSIONS.alertCenterUrgentRead,
  PERMISSIONS.autoPopupUrgentAlertRead,
];

const DEFAULT_PAGE_SIZE = 20;

/**
 * What the alert service tells other modules (webhooks, WHK-3): alerts stored, and alerts a
 * user resolved. Listeners are called synchronously and must not throw.
 */
export type AlertServiceEvent =
  | { type: 'created'; alerts: readonly GeneratedAlert[] }
  | { type: 'resolved'; companyId: number; alertIds: readonly number[]; at: number };

type Language = 'id' | 'en';
const say = (language: Language, id: string, en: string) => (language === 'id' ? id : en);

/**
 * The alert center's reads and actions (ALERTSVC-1..7): the payload with the subscribed rules,
 * raw alerts with the spec's filters and paging in the signed-in user's view (read state, logs),
 * unresolved counts, the upsert action with its user logs, and the live messages: new alerts to
 * the company's alert-center users and tag holders, every action to the whole company.
 */
export class AlertService {
  /** The alert engine on the moving fleet; none without an alerts table. */
  private readonly fleetAlerts: FleetAlerts | null;
  private readonly listeners: ((event: AlertServiceEvent) => void)[] = [];

  constructor(
    private readonly deps: {
      store: DocumentStore;
      alerts: AlertStore | undefined;
      hub: LiveHub;
      clock: Clock;
      seed: number;
      /** ARMADA_SIM_ALERT_RATE. */
      alertRate?: number;
      /** The companies' rules now (ALERTRULE-6). */
      rules: () => readonly AlertRule[];
      /** The fleet whose telemetry and states raise alerts (FLEET-9). */
      liveFleet: LiveFleetService;
    },
  ) {
    this.fleetAlerts = deps.alerts
      ? new FleetAlerts({
          store: deps.store,
          alerts: deps.alerts,
          seed: deps.seed,
          ...(deps.alertRate === undefined ? {} : { alertRate: deps.alertRate }),
          rules: deps.rules,
          onStored: (stored) => this.publishNew(stored),
        })
      : null;
    if (this.fleetAlerts) deps.liveFleet.subscribe(this.fleetAlerts);
  }

  /** Hears every alert stored and every alert resolved from now on (WHK-3). */
  listen(listener: (event: AlertServiceEvent) => void): void {
    this.listeners.push(listener);
  }

  private tell(event: AlertServiceEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  /** Alerts the fleet raised and wrote, for tests. */
  get stats(): { alerts: number } {
    return this.fleetAlerts?.stats ?? { alerts: 0 };
  }

  private table(): AlertStore {
    if (!this.deps.alerts) {
      throw new ServiceError(503, 'SERVICE_UNAVAILABLE', 'Alerts are not stored on this server.');
    }
    return this.deps.alerts;
  }

  /** ALERTSVC-1: the live-channel tags (shared vehicles) and the user's subscribed rules. */
  payload(
    auth: AuthContext,
    filter: AlertCenterPayloadFilter,
  ): Pick<AlertCenterPayloadResult, 'payload' | 'subscribedAlertRules'> {
    // The demo world shares no vehicles between companies, so there are no tags to follow.
    const tags: string[] = [];
    return {
      payload: { tags },
      subscribedAlertRules: filter.filterByType.includes('AlertCenter')
        ? subscribedAlertRulesOf(this.deps.rules(), auth.company.id)
        : null,
    };
  }

  /** ALERTSVC-2: one page of the company's alerts as the signed-in user sees them. */
  async rawAlerts(
    auth: AuthContext,
    filter: RawAlertsFilter,
  ): Promise<{ list: RawAlert[]; pagination: { page: number; show: number; total: number } }> {
    const page = filter.pagination?.page ?? 1;
    const show = filter.pagination?.show ?? DEFAULT_PAGE_SIZE;
    const ids = filter.rawAlertIds?.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
    if (filter.rawAlertIds && ids?.length === 0) {
      return { list: [], pagination: { page, show, total: 0 } };
    }
    const urgency =
      filter.isUrgent && filter.isImportant
        ? 'either'
        : filter.isUrgent
          ? 'urgent'
          : filter.isImportant
            ? 'important'
            : filter.isUrgent === false && filter.isImportant === false
              ? 'neither'
              : undefined;
    const result = await this.table().listAlerts({
      companyId: auth.company.id,
      readerId: auth.user.id,
      limit: show,
      offset: (page - 1) * show,
      ...(filter.startDate ? { from: Date.parse(filter.startDate) } : {}),
      ...(filter.endDate ? { to: Date.parse(filter.endDate) } : {}),
      ...(ids ? { ids } : {}),
      ...(filter.vehicleIds ? { vehicleIds: filter.vehicleIds } : {}),
      ...(filter.alertCodes ? { codes: filter.alertCodes } : {}),
      ...(filter.isResolved === undefined ? {} : { resolved: filter.isResolved }),
      ...(filter.isFalseAlert === undefined ? {} : { falseAlert: filter.isFalseAlert }),
      ...(urgency ? { urgency } : {}),
    });
    let list = result.alerts.map((alert) => alert.raw);
    if (filter.orderBy?.direction === 'asc') list = list.reverse();
    return { list, pagination: { page, show, total: result.total } };
  }

  /** ALERTSVC-3: unresolved (not resolved, not false) alerts per urgency type in the range. */
  async unresolvedCounts(
    auth: AuthContext,
    filter: TotalImportantAlertsFilter,
  ): Promise<UnresolvedCount[]> {
    const counts = await this.table().countUnresolved(auth.company.id, {
      from: Date.parse(filter.startDate),
      to: Date.parse(filter.endDate),
    });
    return [
      { alertUrgencyType: 'Urgent', unresolved: counts.urgent },
      { alertUrgencyType: 'Important', unresolved: counts.important },
    ];
  }

  /**
   * ALERTSVC-4..6: records an action on alerts of the company, all or nothing, and announces it
   * to the company as `alert-center-resolve-{companyId}`. Refusals say why in the user's language.
   */
  async act(auth: AuthContext, input: AlertActionInput): Promise<AlertActionResult> {
    const language: Language = auth.user.language;
    const type = alertLogTypeOf(input);
    let data: AlertActionResult['data'] = null;
    let logText: string | null = null;
    switch (input.actionType) {
      case 'Read':
        break;
      case 'Feedback': {
        const note = input.data.note.trim();
        if (note.length === 0 || note.length > SHELL_CONSTANTS.noteMaxLength) {
          throw ServiceError.invalidField(
            'input.data.note',
            note.length === 0
              ? say(language, 'Catatan wajib diisi.', 'The note is required.')
              : say(
                  language,
                  `Catatan paling banyak ${SHELL_CONSTANTS.noteMaxLength} karakter.`,
                  `The note may have at most ${SHELL_CONSTANTS.noteMaxLength} characters.`,
                ),
          );
        }
        data = { note };
        logText = note;
        break;
      }
      case 'FalseAlert': {
        const reason = input.data.reason?.trim() ?? '';
        if (input.data.isFalseAlert && reason.length === 0) {
          throw ServiceError.invalidField(
            'input.data.reason',
            say(
              language,
              'Alasan alarm palsu wajib diisi.',
              'A reason is required to mark a false alert.',
            ),
          );
        }
        data = { isFalseAlert: input.data.isFalseAlert, reason: reason || null };
        logText = input.data.isFalseAlert ? reason : null;
        break;
      }
      case 'Resolve':
        data = { isResolved: input.data.isResolved };
        break;
    }
    const start = Date.parse(input.dateRange.start);
    const end = Date.parse(input.dateRange.end);
    if (!(start <= end)) {
      throw ServiceError.invalidField(
        'input.dateRange',
        say(
          language,
          'Rentang waktu tidak valid: awal harus sebelum akhir.',
          'The date range is invalid: start must not be after end.',
        ),
      );
    }
    const unique = [...new Set(input.rawAlertId)];
    const ids = unique.map((id) => (/^[1-9][0-9]{0,15}$/.test(id) ? Number(id) : NaN));
    const unknown = unique.filter((_, i) => Number.isNaN(ids[i]));
    if (unknown.length > 0) throw notFound(language, unknown);

    const at = this.deps.clock.now();
    const outcome = await this.table().applyAction({
      companyId: auth.company.id,
      userId: auth.user.id,
      userName: auth.user.fullname,
      ids,
      type,
      data: logText,
      at,
      createdWithin: { from: start, to: end },
    });
    if (!outcome.ok) {
      const named = outcome.ids.map(String);
      if (outcome.problem === 'notFound') throw notFound(language, named);
      throw new ServiceError(
        409,
        'CONFLICT',
        say(
          language,
          `Peringatan ${named.join(', ')} tidak dibuat dalam rentang waktu tindakan; muat ulang daftar.`,
          `Alert ${named.join(', ')} was not created within the action's date range; reload the list.`,
        ),
        {
          reason: SERVER_ERROR_REASONS.alertOutsideRange,
          params: { ids: named.join(',') },
          field: 'input.dateRange',
        },
      );
    }
    const result: AlertActionResult = {
      rawAlertId: unique,
      userId: auth.user.id,
      actionType: input.actionType,
      type,
      data,
      createdOn: new Date(at).toISOString(),
      aggregate: {
        updatedAlerts: outcome.updatedAlerts,
        updatedAlertStatuses: outcome.updatedAlertStatuses,
        insertedAlertLogs: outcome.insertedAlertLogs,
      },
    };
    this.deps.hub.publish({
      type: `alert-center-resolve-${auth.company.id}`,
      payload: result,
    });
    if (input.actionType === 'Resolve' && input.data.isResolved)
      this.tell({ type: 'resolved', companyId: auth.company.id, alertIds: ids, at });
    return result;
  }

  /**
   * ALERTSVC-7: alerts now in the table go live: to every alert-center user of the company when
   * they match its urgent, important or auto-popup rules, and to holders of the vehicle's tag.
   */
  publishNew(alerts: readonly GeneratedAlert[]): void {
    if (alerts.length > 0) this.tell({ type: 'created', alerts });
    const { hub, store } = this.deps;
    if (hub.size() === 0) return;
    const recipients = new Map<number, number[]>();
    for (const alert of alerts) {
      const payload = toLiveMessageAlert(alert);
      if (alert.isUrgent || alert.isImportant) {
        let users = recipients.get(alert.companyId);
        if (!users) {
          users = store
            .list('users', alert.companyId)
            .filter((user) => user.accessRight.some((scope) => ALERT_CENTER_SCOPES.includes(scope)))
            .map((user) => user.id);
          recipients.set(alert.companyId, users);
        }
        for (const userId of users) hub.publish({ type: alertCenterNewType(userId), payload });
      }
      hub.publish({ type: alertCenterTagType(alert.vehicleId), payload });
    }
  }

  /**
   * ALERTSVC-9: the field operation a field-operation alert (137-143) points at: `logId` is the
   * alert and `id` the task instant its `alertData` names; anything else is NOT_FOUND.
   */
  async fieldOperationDetail(
    auth: AuthContext,
    id: number,
    logId: number,
  ): Promise<FieldOperationDetail> {
    const language: Language = auth.user.language;
    const { alerts } = await this.table().listAlerts({
      companyId: auth.company.id,
      ids: [logId],
      codes: ALERT_CONSTANTS.fieldOperationAlertCodes,
    });
    const alert = alerts[0]?.raw;
    const ref = alert ? parseFieldOperationAlertData(alert.alertData) : null;
    const order =
      ref?.id === id ? this.deps.store.get('delivery_orders', auth.company.id, id) : undefined;
    if (!alert || !ref || !order) {
      throw ServiceError.notFound(
        say(
          language,
          `Operasi lapangan ${id}/${logId} tidak ditemukan.`,
          `Field operation ${id}/${logId} not found.`,
        ),
        { reason: SERVER_ERROR_REASONS.alertNotFound, params: { ids: String(logId) } },
      );
    }
    return {
      id,
      logId,
      number: ref.number,
      status: order.status.name,
      activity: alertCodeName(alert.alertCode, language) ?? String(alert.alertCode),
      driverName: alert.driver?.fullname ?? null,
      addressName: order.destination_address.name,
      latitude: alert.latitude,
      longitude: alert.longitude,
      photoUrls: [],
      note: language === 'id' ? alert.alert.descriptionIdn : alert.alert.descriptionEng,
      createdOn: alert.createdOn,
    };
  }

  /**
   * TASK-8: one field-operation alert of `code` now on a vehicle of the company, pointing at a
   * fleet task, stored and pushed like the fleet's own. Null when the fleet has not started or
   * the vehicle is not moving in it; none when no rule of the company watches the code.
   */
  async raiseForTask(
    companyId: number,
    vehicleId: number,
    code: number,
    task: FieldTask,
  ): Promise<GeneratedAlert | null> {
    const raised = await this.fleetAlerts?.raise(companyId, { vehicleId, code, count: 1, task });
    return raised?.[0] ?? null;
  }

  /**
   * ALERT-12: an alert a fleet subscriber (geofences, saved routes) decided on during a tick,
   * through the company's rules, stored and pushed with the tick's alerts. Null when the fleet
   * has not started or no rule of the company watches the code.
   */
  raiseFromFleet(request: EventAlertRequest): GeneratedAlert | null {
    return this.fleetAlerts?.raiseEvent(request) ?? null;
  }

  /** ALERTSVC-8 (ARMADA_SIM_CONTROLS): raises alerts now on a vehicle of the company. */
  async raise(auth: AuthContext, request: RaiseAlertsBody): Promise<RawAlert[]> {
    const language: Language = auth.user.language;
    const raised = await (this.fleetAlerts?.raise(auth.company.id, {
      ...(request.vehicleId === undefined ? {} : { vehicleId: request.vehicleId }),
      ...(request.alertCode === undefined ? {} : { code: request.alertCode }),
      ...(request.level === undefined ? {} : { level: request.level }),
      ...(request.ageSeconds === undefined ? {} : { ageMs: request.ageSeconds * 1000 }),
      count: request.count ?? 1,
    }) ?? null);
    const outcome = request.mediaOutcome;
    if (outcome && raised?.length) {
      // MEDIA-9: the clip of each raised alert has this fate, not the seeded one.
      await this.deps.store.write((batch) => {
        for (const alert of raised)
          batch.put('media_overrides', alert.companyId, {
            id: alert.id,
            outcome,
            ...(request.mediaDelaySeconds === undefined
              ? {}
              : { requestDelayMs: request.mediaDelaySeconds * 1000 }),
          });
      });
    }
    if (raised === null) {
      throw ServiceError.notFound(
        say(
          language,
          `Kendaraan ${request.vehicleId ?? ''} tidak ditemukan atau belum bergerak.`,
          `Vehicle ${request.vehicleId ?? ''} not found, or the fleet has not started.`,
        ),
        {
          reason: SERVER_ERROR_REASONS.vehicleNotFound,
          params: { id: request.vehicleId ?? 0 },
        },
      );
    }
    if (raised.length === 0) {
      throw ServiceError.invalidField(
        'body.alertCode',
        say(
          language,
          'Tidak ada aturan peringatan perusahaan untuk kode ini yang bisa dipicu kendaraan ini.',
          'No alert rule of the company watches such a code that this vehicle can raise.',
        ),
      );
    }
    return raised.map((alert) => alert.raw);
  }
}

function notFound(language: Language, ids: readonly string[]): ServiceError {
  return ServiceError.notFound(
    say(
      language,
      `Peringatan ${ids.join(', ')} tidak ditemukan.`,
      `Alert ${ids.join(', ')} not found.`,
    ),
    { reason: SERVER_ERROR_REASONS.alertNotFound, params: { ids: ids.join(',') } },
  );
}
