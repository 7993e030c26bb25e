import {
  MENU_PERMISSION_RULES,
  evaluatePermissionRule,
  type MenuPath,
} from '@armada/contracts/auth';
import { systemNotifType } from '@armada/contracts/live';
import type {
  MarkSystemNotificationRead,
  MarkSystemNotificationReadResponse,
  SystemNotification,
  SystemNotificationAction,
  SystemNotificationContent,
  SystemNotificationListQuery,
  SystemNotificationListResponse,
  SystemNotificationResponse,
  SystemNotificationUnreadCountResponse,
} from '@armada/contracts/notifications';
import { LIST_LIMITS, SERVER_ERROR_REASONS } from '@armada/contracts/shared';
import type { Clock } from '../domain/clock';
import type { SystemNotificationRecord } from '../domain/records';
import { Rng } from '../domain/rng';
import { DAY_MS, startOfWibDay } from '../domain/wib-time';
import { TickLoop, type TickScheduler } from '../engine/tick-loop';
import type { DocumentStore } from '../store/document-store';
import type { AuthContext } from './auth-service';
import type { LiveHub } from './live-hub';
import { ServiceError } from './service-error';

/**
 * System announcements (docs/rules/alert-center.md §3, §4, §7, §9): a seeded timeline of product
 * news per company, each addressed to every user of the company or to a few of them, with each
 * user's read state, served newest first and pushed live as `system-notif-{userId}` when it comes
 * out.
 */

export const SYSTEM_NOTIFICATION_DEFAULTS = {
  /**
   * SYSNOTIF-1: one announcement every this many WIB days per company. Product news is rare:
   * with the templates taken in turn, none repeats within the stored history.
   */
  everyDays: 2,
  /** SYSNOTIF-1: they come out between 08:00 and 18:00 WIB. */
  firstMinute: 8 * 60,
  lastMinute: 18 * 60,
  /** SYSNOTIF-1: how far back the timeline is filled in when the service starts. */
  historyDays: 14,
  /** Older than this when filled in: most addressed users have read it already. */
  readAfterMs: 3 * DAY_MS,
  /** Simulated ms between two looks at the timeline. */
  checkPeriodMs: 60_000,
} as const;

/** The guide video the web app ships (scripts/make-announcement-video.sh makes it). */
export const ANNOUNCEMENT_VIDEO_URL = '/static/announcements/panduan-live-view.mp4';

type Content = SystemNotificationContent | SystemNotificationContent[];

/** An announcement's text in both languages; a user reads it in their own. */
export interface AnnouncementDraft {
  action: SystemNotificationAction;
  data: { id: Content; en: Content };
  /**
   * The module it promotes: only the users who can open it are addressed (a driver gets no
   * news of route optimization he cannot use).
   */
  module?: MenuPath;
}

const one = (title: string, description: string, url: string | null) => ({
  title,
  description,
  url,
});

/** The announcements the timeline draws from: every action kind, in both languages. */
export const ANNOUNCEMENT_TEMPLATES: readonly AnnouncementDraft[] = [
  {
    action: 'pop_up_image',
    module: '/route-optimization/',
    data: {
      id: one(
        'Fitur baru: Optimasi Rute',
        'Susun rute pengiriman harian secara otomatis berdasarkan kapasitas armada dan jam operasional pelanggan.',
        '/static/banners/route-optimization.png',
      ),
      en: one(
        'New: Route Optimization',
        "Plan daily delivery routes automatically from your fleet's capacity and your customers' opening hours.",
        '/static/banners/route-optimization.png',
      ),
    },
  },
  {
    action: 'pop_up_image',
    module: '/driverscore/',
    data: {
      id: one(
        'Skor Pengemudi kini diperbarui setiap minggu',
        'Lihat perkembangan skor tiap pengemudi dan beri apresiasi kepada pengemudi terbaik Anda.',
        '/static/banners/driver-score.png',
      ),
      en: one(
        'Driver Score now updates every week',
        'Follow each driver’s score over time and reward your best drivers.',
        '/static/banners/driver-score.png',
      ),
    },
  },
  {
    action: 'carousel_image',
    module: '/notification/',
    data: {
      id: [
        one(
          'Kenali Pusat Peringatan',
          'Peringatan mendesak dan penting kini dikelompokkan dalam satu panel.',
          '/static/banners/armada-default.png',
        ),
        one(
          'Pantau dari mana saja',
          'Sematkan panel di samping halaman atau lepaskan sebagai jendela terpisah.',
          '/static/banners/branded-tracking.png',
        ),
        one(
          'Tandai dan selesaikan',
          'Tandai peringatan palsu atau selesaikan langsung dari daftar.',
          '/static/banners/driver-score.png',
        ),
      ],
      en: [
        one(
          'Meet the Alert Center',
          'Urgent and important alerts are now grouped in one panel.',
          '/static/banners/armada-default.png',
        ),
        one(
          'Watch from anywhere',
          'Pin the panel beside the page or detach it as its own window.',
          '/static/banners/branded-tracking.png',
        ),
        one(
          'Mark and resolve',
          'Mark false alerts or resolve them right from the list.',
          '/static/banners/driver-score.png',
        ),
      ],
    },
  },
  {
    action: 'pop_up_video',
    module: '/liveview-2/',
    data: {
      id: one(
        'Video panduan: Live View',
        'Tonton cara memantau posisi, kecepatan dan status kendaraan secara langsung dalam 2 menit.',
        ANNOUNCEMENT_VIDEO_URL,
      ),
      en: one(
        'Video guide: Live View',
        'Watch how to follow vehicle positions, speed and status live in 2 minutes.',
        ANNOUNCEMENT_VIDEO_URL,
      ),
    },
  },
  {
    action: 'external_link',
    data: {
      id: one(
        'Jadwal pemeliharaan server',
        'Layanan akan diperbarui Minggu pukul 01.00–03.00 WIB. Data pelacakan tetap tersimpan selama pemeliharaan.',
        'https://status.armada.example/pemeliharaan',
      ),
      en: one(
        'Scheduled server maintenance',
        'The service is updated on Sunday from 01:00 to 03:00 WIB. Tracking data keeps being recorded.',
        'https://status.armada.example/pemeliharaan',
      ),
    },
  },
  {
    action: 'external_link',
    data: {
      id: one(
        'Webinar: hemat bahan bakar armada',
        'Daftar gratis untuk webinar bersama tim Armada tentang cara menekan biaya bahan bakar hingga 15%.',
        'https://armada.example/webinar/hemat-bbm',
      ),
      en: one(
        'Webinar: fleet fuel savings',
        'Sign up for a free webinar with the Armada team on cutting fuel costs by up to 15%.',
        'https://armada.example/webinar/hemat-bbm',
      ),
    },
  },
  {
    action: 'internal_link',
    data: {
      id: one(
        'Atur ulang pengingat kontak',
        'Lengkapi email dan nomor telepon di profil agar peringatan penting sampai ke Anda.',
        '/profile',
      ),
      en: one(
        'Review your contact reminder',
        'Complete the e-mail and phone number in your profile so important alerts reach you.',
        '/profile',
      ),
    },
  },
  {
    action: 'internal_link',
    module: '/liveview-2/',
    data: {
      id: one(
        'Live View kini lebih cepat',
        'Posisi kendaraan diperbarui setiap detik. Buka Live View untuk mencobanya.',
        '/live-view',
      ),
      en: one(
        'Live View is faster now',
        'Vehicle positions now update every second. Open Live View to try it.',
        '/live-view',
      ),
    },
  },
];

/**
 * SYSNOTIF-8: a draft with its title and/or description replaced in both languages (on the
 * first slide of a carousel); the simulator control publishes test text this way.
 */
export function withText(
  draft: AnnouncementDraft,
  title: string | undefined,
  description: string | undefined,
): AnnouncementDraft {
  if (title === undefined && description === undefined) return draft;
  const replace = (content: Content): Content => {
    const edit = (item: SystemNotificationContent): SystemNotificationContent => ({
      ...item,
      title: title ?? item.title,
      description: description ?? item.description,
    });
    if (!Array.isArray(content)) return edit(content);
    const [first, ...rest] = content;
    return first ? [edit(first), ...rest] : content;
  };
  return { action: draft.action, data: { id: replace(draft.data.id), en: replace(draft.data.en) } };
}

/** One announcement of the seeded timeline. */
export interface ScheduledAnnouncement {
  uuid: string;
  at: number;
  template: number;
  /** Null: every user of the company. */
  recipients: number[] | null;
}

/** Whether a user with these permissions can open a module (its menu rule). */
function canOpen(module: MenuPath, accessRight: readonly string[]): boolean {
  return evaluatePermissionRule(MENU_PERMISSION_RULES[module], { accessRight, featureFlags: {} });
}

/** A v4-shaped uuid from the stream: the same seed, company and day give the same uuids. */
function uuidFrom(rng: Rng): string {
  const hex = Array.from({ length: 4 }, () => rng.nextUint32().toString(16).padStart(8, '0')).join(
    '',
  );
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface SystemNotificationServiceOptions {
  store: DocumentStore;
  hub: LiveHub;
  clock: Clock;
  seed: number;
  onError?: (error: unknown, what: string) => void;
}

export class SystemNotificationService {
  private readonly known = new Set<string>();
  private loop: TickLoop | null = null;
  private checkedUpTo = 0;
  private writes: Promise<unknown> = Promise.resolve();
  private stopped = false;

  constructor(private readonly options: SystemNotificationServiceOptions) {}

  /**
   * SYSNOTIF-1: the company's announcements of the WIB day that holds `dayMs`, in time order:
   * one every `everyDays` days, the templates in a shuffled order of the company's taken in
   * turn (so none repeats before all were used), addressed to every user who can open the
   * module it promotes, or to a few of them. Pure: the seed, the company and the day decide them.
   */
  scheduleOfDay(companyId: number, dayMs: number): ScheduledAnnouncement[] {
    const day = startOfWibDay(dayMs);
    const { everyDays, firstMinute, lastMinute } = SYSTEM_NOTIFICATION_DEFAULTS;
    const company = new Rng(this.options.seed, `/system-notifications/${companyId}`);
    const slot = Math.round(day / DAY_MS) + company.int(0, everyDays - 1);
    if (slot % everyDays !== 0) return [];
    const order = company.sample(
      ANNOUNCEMENT_TEMPLATES.map((_, index) => index),
      ANNOUNCEMENT_TEMPLATES.length,
    );
    const template = order[(slot / everyDays) % order.length] ?? 0;
    const rng = new Rng(this.options.seed, `/system-notifications/${companyId}/${day}`);
    const module = ANNOUNCEMENT_TEMPLATES[template]?.module;
    const users = this.options.store
      .list('users', companyId)
      .filter((user) => module === undefined || canOpen(module, user.accessRight))
      .map((user) => user.id)
      .sort((a, b) => a - b);
    const at = day + rng.int(firstMinute, lastMinute) * 60_000;
    const everyone = module === undefined && (users.length === 0 || rng.chance(0.7));
    const recipients = everyone
      ? null
      : rng.chance(0.7)
        ? users
        : rng
            .sample(users, rng.int(1, Math.max(1, Math.ceil(users.length / 2))))
            .sort((a, b) => a - b);
    if (recipients !== null && recipients.length === 0) return [];
    return [{ uuid: uuidFrom(rng), at, template, recipients }];
  }

  /** SYSNOTIF-1: the announcements of every company due in (from, to], in time order. */
  scheduleBetween(from: number, to: number): { companyId: number; item: ScheduledAnnouncement }[] {
    const out: { companyId: number; item: ScheduledAnnouncement }[] = [];
    const companies = this.options.store.entries('companies').map((entry) => entry.record.id);
    for (let day = startOfWibDay(from); day <= to; day += DAY_MS) {
      for (const companyId of companies) {
        for (const item of this.scheduleOfDay(companyId, day))
          if (item.at > from && item.at <= to) out.push({ companyId, item });
      }
    }
    return out.sort((a, b) => a.item.at - b.item.at);
  }

  /**
   * Fills in the timeline of the last days (quietly: nobody is told of the past) and, given a
   * scheduler, keeps looking for announcements coming due. Without one, tests call `runDue`
   * after stepping their clock.
   */
  async start(scheduler?: TickScheduler): Promise<void> {
    if (this.loop || this.stopped) return;
    const { store, clock } = this.options;
    for (const { record } of store.entries('system_notifications'))
      this.known.add(record.system_notification_uuid);
    const now = clock.now();
    const from = now - SYSTEM_NOTIFICATION_DEFAULTS.historyDays * DAY_MS;
    const missing = this.scheduleBetween(from, now).filter(
      ({ item }) => !this.known.has(item.uuid),
    );
    if (missing.length > 0) {
      await store.write((batch) => {
        for (const { companyId, item } of missing) {
          const record = this.recordOf(companyId, item, now);
          batch.put('system_notifications', companyId, record);
          this.known.add(record.system_notification_uuid);
        }
      });
    }
    this.checkedUpTo = now;
    this.loop = new TickLoop({
      clock,
      periodMs: SYSTEM_NOTIFICATION_DEFAULTS.checkPeriodMs,
      onTick: (tick) => this.releaseDue(tick.at),
      onError: (error) => this.options.onError?.(error, 'announcements'),
    });
    if (scheduler) this.loop.start(scheduler);
  }

  /** Runs the looks at the timeline due by the clock (tests step a ManualClock, then this). */
  runDue(): number {
    return this.loop?.runDue() ?? 0;
  }

  /** Waits for the announcements released so far to be stored and sent. */
  async flush(): Promise<void> {
    await this.writes;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.loop?.stop();
    await this.writes;
  }

  /** SYSNOTIF-5: stores what came due since the last look and tells each addressed user. */
  private releaseDue(at: number): void {
    const due = this.scheduleBetween(this.checkedUpTo, at).filter(
      ({ item }) => !this.known.has(item.uuid),
    );
    this.checkedUpTo = Math.max(this.checkedUpTo, at);
    for (const { companyId, item } of due) {
      this.known.add(item.uuid);
      this.queue(() => this.publishNew(companyId, this.recordOf(companyId, item, at)));
    }
  }

  private queue(work: () => Promise<unknown>): Promise<unknown> {
    const next = this.writes.then(work, work);
    this.writes = next.catch((error: unknown) => this.options.onError?.(error, 'announcements'));
    return next;
  }

  /**
   * SYSNOTIF-6: publishes a new announcement now to the company's users (all of them, or the
   * given ones): stored, then sent live to each addressed user. The timeline uses it, and so do
   * tests and the simulator's test hook.
   */
  async announce(
    companyId: number,
    draft: AnnouncementDraft,
    recipients: number[] | null = null,
  ): Promise<SystemNotificationRecord> {
    const { store, clock, seed } = this.options;
    const id = store.reserveId('system_notifications');
    const record: SystemNotificationRecord = {
      id,
      system_notification_uuid: uuidFrom(new Rng(seed, `/system-notifications/announce/${id}`)),
      action: draft.action,
      data: draft.data.id,
      data_en: draft.data.en,
      created_on: new Date(clock.now()).toISOString(),
      recipients: recipients === null ? null : [...new Set(recipients)].sort((a, b) => a - b),
      reads: [],
    };
    this.known.add(record.system_notification_uuid);
    await this.queue(() => this.publishNew(companyId, record));
    return record;
  }

  private async publishNew(companyId: number, record: SystemNotificationRecord): Promise<void> {
    const { store, hub } = this.options;
    await store.write((batch) => batch.put('system_notifications', companyId, record));
    const users = store.list('users', companyId);
    for (const user of users) {
      if (record.recipients !== null && !record.recipients.includes(user.id)) continue;
      hub.publish({
        type: systemNotifType(user.id),
        payload: this.wire(record, user.id, user.language),
      });
    }
  }

  /** A timeline entry as stored; the past ones (at start) mostly read already. */
  private recordOf(
    companyId: number,
    item: ScheduledAnnouncement,
    now: number,
  ): SystemNotificationRecord {
    const draft = ANNOUNCEMENT_TEMPLATES[item.template] ?? ANNOUNCEMENT_TEMPLATES[0];
    if (!draft) throw new Error('no announcement templates');
    const reads =
      now - item.at > SYSTEM_NOTIFICATION_DEFAULTS.readAfterMs
        ? this.addressed(companyId, item.recipients).map((userId) => ({
            user_id: userId,
            is_read: true,
            updated_on: new Date(item.at + 60 * 60_000).toISOString(),
          }))
        : [];
    return {
      id: this.options.store.reserveId('system_notifications'),
      system_notification_uuid: item.uuid,
      action: draft.action,
      data: draft.data.id,
      data_en: draft.data.en,
      created_on: new Date(item.at).toISOString(),
      recipients: item.recipients,
      reads,
    };
  }

  private addressed(companyId: number, recipients: number[] | null): number[] {
    return recipients ?? this.options.store.list('users', companyId).map((user) => user.id);
  }

  /** SYSNOTIF-2: the user's own announcements, newest first. */
  private mine(auth: AuthContext): SystemNotificationRecord[] {
    const userId = auth.user.id;
    return this.options.store
      .list('system_notifications', auth.company.id)
      .filter((record) => record.recipients === null || record.recipients.includes(userId))
      .sort(
        (a, b) =>
          Date.parse(b.created_on) - Date.parse(a.created_on) ||
          b.system_notification_uuid.localeCompare(a.system_notification_uuid),
      );
  }

  private wire(
    record: SystemNotificationRecord,
    userId: number,
    language: 'id' | 'en',
  ): SystemNotification {
    const read = record.reads.find((entry) => entry.user_id === userId);
    return {
      system_notification_uuid: record.system_notification_uuid,
      is_read: read?.is_read ?? false,
      action: record.action,
      data: structuredClone(language === 'en' ? record.data_en : record.data),
      created_on: record.created_on,
      updated_on: read?.updated_on ?? null,
    };
  }

  /** SYSNOTIF-2: a page of the user's announcements, newest first. */
  list(auth: AuthContext, query: SystemNotificationListQuery): SystemNotificationListResponse {
    if (query.user_id !== undefined && query.user_id !== auth.user.id)
      throw ServiceError.forbidden("Another user's announcements cannot be listed.");
    const limit = query.limit ?? LIST_LIMITS.defaultLimit;
    const page = query.page ?? LIST_LIMITS.defaultPage;
    const all = this.mine(auth);
    return {
      data: {
        paginated_result: all
          .slice((page - 1) * limit, page * limit)
          .map((record) => this.wire(record, auth.user.id, auth.user.language)),
      },
      metadata: { page, total_count: all.length, total_page: Math.ceil(all.length / limit) },
    };
  }

  /** SYSNOTIF-3: how many of the user's announcements are unread. */
  unreadCount(auth: AuthContext): SystemNotificationUnreadCountResponse {
    const userId = auth.user.id;
    const unread = this.mine(auth).filter(
      (record) => !record.reads.some((entry) => entry.user_id === userId && entry.is_read),
    ).length;
    return { data: { unread } };
  }

  /**
   * SYSNOTIF-4: marks one announcement (with its uuid) or all of the user's as read or unread,
   * for this user only; `updated` counts the announcements whose state changed.
   */
  async markRead(
    auth: AuthContext,
    body: MarkSystemNotificationRead,
  ): Promise<MarkSystemNotificationReadResponse> {
    const userId = auth.user.id;
    const targets =
      body.system_notification_uuid === undefined
        ? this.mine(auth)
        : [this.own(auth, body.system_notification_uuid)];
    const updatedOn = new Date(Date.parse(body.updated_on)).toISOString();
    const changed = targets.filter(
      (record) =>
        (record.reads.find((entry) => entry.user_id === userId)?.is_read ?? false) !== body.is_read,
    );
    if (changed.length > 0) {
      await this.options.store.write((batch) => {
        for (const record of changed) {
          const reads = record.reads.filter((entry) => entry.user_id !== userId);
          reads.push({ user_id: userId, is_read: body.is_read, updated_on: updatedOn });
          batch.put('system_notifications', auth.company.id, { ...record, reads });
        }
      });
    }
    return { data: { updated: changed.length } };
  }

  /** SYSNOTIF-2: one of the user's announcements by uuid. */
  get(auth: AuthContext, uuid: string): SystemNotificationResponse {
    return { data: this.wire(this.own(auth, uuid), auth.user.id, auth.user.language) };
  }

  /** SYSNOTIF-7: unknown, another company's or not addressed to the user: all the same 404. */
  private own(auth: AuthContext, uuid: string): SystemNotificationRecord {
    const wanted = uuid.toLowerCase();
    const record = this.mine(auth).find((r) => r.system_notification_uuid === wanted);
    if (!record)
      throw ServiceError.notFound(`Announcement ${uuid} not found.`, {
        reason: SERVER_ERROR_REASONS.systemNotificationNotFound,
        params: { id: uuid },
      });
    return record;
  }
}
