import { MENU_PERMISSION_RULES, evaluatePermissionRule } from '@armada/contracts/auth';
import {
  LICENCE_PERMISSIONS,
  LICENCE_WINDOW_DAYS,
  SIM_CLASS_LABELS,
  addDays,
  daysBetween,
  reminderStepDue,
  stepsUpTo,
  type LicenceDocumentKind,
  type LicenceReminderStep,
} from '@armada/contracts/licences';
import type { Clock } from '../../domain/clock';
import { TickLoop, type TickScheduler } from '../../engine/tick-loop';
import type { AnnouncementDraft } from '../../services/system-notification-service';
import type { DocumentStore } from '../../store/document-store';
import { companyHour, companyToday } from './licence-service';
import type { LicenceStore, ReminderCandidate } from './licence-store';

export const LICENCE_REMINDER_DEFAULTS = {
  /** LIC-10: simulated ms between two looks at the documents. */
  checkPeriodMs: 15 * 60_000,
  /** LIC-10: a day's reminders go out from this hour of the company's clock. */
  fromHour: 7,
} as const;

/** Where a reminder is sent: the announcement channel (ADR 0037). */
export type ReminderSink = (
  companyId: number,
  draft: AnnouncementDraft,
  recipients: number[],
) => Promise<unknown>;

export interface LicenceRemindersDeps {
  documents: LicenceStore;
  store: DocumentStore;
  clock: Clock;
  send: ReminderSink;
  onError?: (error: unknown, what: string) => void;
}

const MONTHS_ID = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
];
const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function dayText(day: string, months: readonly string[]): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${d} ${months[m - 1] ?? ''} ${y}`;
}

const KIND_ID: Record<LicenceDocumentKind, string> = {
  STNK_TAX: 'Pajak tahunan STNK',
  STNK_RENEWAL: 'STNK lima tahunan',
  KIR: 'KIR',
  INSURANCE: 'Asuransi',
  PERMIT: 'Izin usaha',
  SIM: 'SIM',
};
const KIND_EN: Record<LicenceDocumentKind, string> = {
  STNK_TAX: 'STNK yearly tax',
  STNK_RENEWAL: 'STNK five-yearly renewal',
  KIR: 'KIR test',
  INSURANCE: 'Insurance',
  PERMIT: 'Permit',
  SIM: 'SIM',
};

/**
 * LIC-10: the reminder of one step of one document, in both languages, opening the page on the
 * holder's tab and the window the document is in.
 */
export function reminderDraft(
  doc: ReminderCandidate,
  holderName: string,
  daysLeft: number,
  step: LicenceReminderStep,
): AnnouncementDraft {
  const window = daysLeft < 0 ? 'EXPIRED' : step === 'AT_EXPIRY' ? 'DAYS_1' : step;
  const url = `/license?holder=${doc.holderType}&window=${window}`;
  const kindId = doc.simClass ? SIM_CLASS_LABELS[doc.simClass] : KIND_ID[doc.kind];
  const kindEn = doc.simClass ? SIM_CLASS_LABELS[doc.simClass] : KIND_EN[doc.kind];
  const whenId =
    daysLeft < 0
      ? 'sudah habis berlaku'
      : daysLeft === 0
        ? 'habis berlaku hari ini'
        : daysLeft === 1
          ? 'habis berlaku besok'
          : `habis berlaku dalam ${daysLeft} hari`;
  const whenEn =
    daysLeft < 0
      ? 'has expired'
      : daysLeft === 0
        ? 'expires today'
        : daysLeft === 1
          ? 'expires tomorrow'
          : `expires in ${daysLeft} days`;
  return {
    action: 'internal_link',
    data: {
      id: {
        title: `${kindId} ${holderName} ${whenId}`,
        description:
          `Nomor ${doc.number}, berlaku sampai ${dayText(doc.expiresOn, MONTHS_ID)}. ` +
          'Perpanjang dokumennya dan unggah pindaian yang baru.',
        url,
      },
      en: {
        title: `${kindEn} of ${holderName} ${whenEn}`,
        description:
          `Number ${doc.number}, valid until ${dayText(doc.expiresOn, MONTHS_EN)}. ` +
          'Renew the document and upload its new scan.',
        url,
      },
    },
  };
}

/**
 * LIC-10: a look at the documents every quarter of an hour on the simulation's clock (its own
 * tick loop: nothing is added to another service's tick). From 07:00 of each company's day, a
 * document 30, 7 or 1 days from its expiry, or at or past it, gets the reminder of the most
 * urgent step it has reached, once: the step is recorded with the expiry day, and the earlier
 * steps it skipped are recorded as settled without a message.
 */
export class LicenceReminders {
  private loop: TickLoop | null = null;
  private work: Promise<unknown> = Promise.resolve();
  private busy = false;
  private stopped = false;

  constructor(private readonly deps: LicenceRemindersDeps) {}

  start(scheduler?: TickScheduler): void {
    if (this.loop || this.stopped) return;
    this.loop = new TickLoop({
      clock: this.deps.clock,
      periodMs: LICENCE_REMINDER_DEFAULTS.checkPeriodMs,
      onTick: (tick) => {
        if (this.busy) return;
        this.busy = true;
        this.work = this.check(tick.at)
          .catch((error: unknown) => this.deps.onError?.(error, 'licence reminders'))
          .finally(() => {
            this.busy = false;
          });
      },
      onError: (error) => this.deps.onError?.(error, 'licence reminders'),
    });
    if (scheduler) this.loop.start(scheduler);
  }

  /** Runs the looks due by the clock (tests step a ManualClock, then this, then `flush`). */
  runDue(): number {
    return this.loop?.runDue() ?? 0;
  }

  async flush(): Promise<void> {
    await this.work;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.loop?.stop();
    await this.work;
  }

  /** LIC-10: one look at every company's documents at `at`; answers the reminders sent. */
  async check(at: number, quiet = false): Promise<number> {
    let sent = 0;
    for (const { record } of this.deps.store.entries('companies')) {
      const companyId = record.id;
      if (
        !quiet &&
        companyHour(this.deps.store, companyId, at) < LICENCE_REMINDER_DEFAULTS.fromHour
      )
        continue;
      sent += await this.checkCompany(companyId, at, quiet);
    }
    return sent;
  }

  /**
   * LIC-10: settles every step already reached without a message (the seed's start: nobody is
   * told of what was due before the product knew of it).
   */
  async settleQuietly(at: number): Promise<void> {
    await this.check(at, true);
  }

  /** The steps recorded for a company's documents (tests, and whoever asks what was sent). */
  settled(companyId: number) {
    return this.deps.documents.remindersOf(companyId);
  }

  private async checkCompany(companyId: number, at: number, quiet: boolean): Promise<number> {
    const { documents, store } = this.deps;
    const today = companyToday(store, companyId, at);
    const candidates = await documents.reminderCandidates(
      companyId,
      addDays(today, LICENCE_WINDOW_DAYS.DAYS_30),
    );
    let sent = 0;
    for (const doc of candidates) {
      const daysLeft = daysBetween(today, doc.expiresOn);
      const step = reminderStepDue(daysLeft);
      if (step === null || doc.settled.includes(step)) continue;
      const steps = stepsUpTo(step).filter((s) => !doc.settled.includes(s));
      await documents.settle(
        steps.map((s) => ({
          companyId,
          documentId: doc.id,
          expiresOn: doc.expiresOn,
          step: s,
          at,
          notified: !quiet && s === step,
        })),
      );
      if (quiet) continue;
      const recipients = this.recipients(companyId, doc.holderType);
      if (recipients.length === 0) continue;
      await this.deps.send(
        companyId,
        reminderDraft(doc, this.holderName(companyId, doc), daysLeft, step),
        recipients,
      );
      sent += 1;
    }
    return sent;
  }

  /** LIC-10: the company's users who may read documents of the holder's type. */
  private recipients(companyId: number, holder: 'VEHICLE' | 'DRIVER'): number[] {
    return this.deps.store
      .list('users', companyId)
      .filter(
        (user) =>
          evaluatePermissionRule(MENU_PERMISSION_RULES['/license/'], {
            accessRight: user.accessRight,
          }) && LICENCE_PERMISSIONS[holder].read.some((p) => user.accessRight.includes(p)),
      )
      .map((user) => user.id);
  }

  private holderName(companyId: number, doc: ReminderCandidate): string {
    if (doc.vehicleId !== null) {
      return this.deps.store.get('vehicles', companyId, doc.vehicleId)?.license_plate ?? '';
    }
    if (doc.driverId !== null) {
      return this.deps.store.get('drivers', companyId, doc.driverId)?.fullname ?? '';
    }
    return '';
  }
}
