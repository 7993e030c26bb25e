/**
 * What the simulator keeps per collection. Most records are the wire shape itself; a few carry
 * server-only fields (password hash, owner) and are mapped to their wire shape on the way out.
 */
import type { CompanyVariant, DemoAccount } from '@armada/contracts/auth';
import type { Banner, Company } from '@armada/contracts/company';
import type { Address, Customer } from '@armada/contracts/customers';
import type { DeliveryOrder } from '@armada/contracts/delivery-orders';
import type { Feedback } from '@armada/contracts/feedback';
import type { BoxType, Driver, Vehicle, VehicleType } from '@armada/contracts/fleet';
import type {
  SystemNotificationAction,
  SystemNotificationContent,
} from '@armada/contracts/notifications';
import type { SavedFilter } from '@armada/contracts/shared';

export interface CompanyRecord {
  id: number;
  company: Company;
  variant: CompanyVariant;
  featureFlags: Record<string, boolean>;
  /** Menu paths of the modules new for this company (the 'new' pill); absent: none. */
  newMenuPaths?: string[];
  /** On the allow list of the switch back to the old version; absent: not. */
  oldVersionAllowed?: boolean;
}

export interface CompanyCategoryRecord {
  id: number;
  text: string;
  createdOn: string;
}

export interface UserRecord {
  id: number;
  username: string;
  fullname: string;
  email: string | null;
  phoneNo: string | null;
  role: DemoAccount | 'staff';
  accessRight: string[];
  /** `scrypt$<N>$<salt b64>$<hash b64>`; null for staff who cannot sign in. */
  passwordHash: string | null;
  lastReminder: string | null;
  language: 'id' | 'en';
  driverId: number | null;
}

export interface VehicleGroupRecord {
  id: number;
  name: string;
  /** Master data (docs/rules/master-fleet.md MDF-19); absent: active. */
  is_active?: boolean;
}

export interface SavedFilterRecord extends SavedFilter {
  user_id: number;
}

/** A reason given for switching back to the old version (docs/rules/alert-center.md §5 and §7). */
export interface OldVersionReasonRecord {
  id: number;
  user_id: number;
  message: string;
  created_on: string;
}

/** One user's read state of an announcement (the mark-as-read body's is_read and updated_on). */
export interface SystemNotificationReadRecord {
  user_id: number;
  is_read: boolean;
  updated_on: string;
}

/** An announcement (docs/rules/alert-center.md §3) with its audience and each user's read state. */
export interface SystemNotificationRecord {
  id: number;
  system_notification_uuid: string;
  action: SystemNotificationAction;
  /** Indonesian; `data_en` is the same in English (a user reads their language). */
  data: SystemNotificationContent | SystemNotificationContent[];
  data_en: SystemNotificationContent | SystemNotificationContent[];
  created_on: string;
  /** The addressed users; null: every user of the company, including users added later. */
  recipients: number[] | null;
  /** Users who marked it; a user without an entry has not read it. */
  reads: SystemNotificationReadRecord[];
}

/**
 * An alert whose dashcam clip must have this outcome rather than the seeded one (MEDIA-9): set by
 * the simulator controls, so a demo or a browser test can show each media state on purpose.
 */
export interface MediaOverrideRecord {
  /** The raw alert id. */
  id: number;
  outcome: 'ready' | 'needs-request' | 'not-sent' | 'media-not-found';
  /** Set: a requested clip arrives this long after the request, not the seeded delay. */
  requestDelayMs?: number;
}

/**
 * A user's request for an alert's dashcam clip (MEDIA-3): one per alert, keyed by the raw alert
 * id, kept so every process and restart serves the requested clip at the same time.
 */
export interface MediaRequestRecord {
  /** The raw alert id. */
  id: number;
  vehicle_id: number;
  channel: number;
  user_id: number;
  requested_on: string;
}

/**
 * One of a company's alert rules (ALERT-3, ALERTRULE-1): the codes it watches, its level and
 * whether its alerts open a popup. Seeded per company, then the company's master data: the
 * onboarding adds rules from templates and the Setting Notification List page edits the flags.
 */
export interface AlertRuleRecord {
  id: number;
  nameIdn: string;
  nameEng: string;
  level: 'urgent' | 'important' | 'normal';
  autoPopup: boolean;
  alertCodes: number[];
  /** The onboarding template it was made from; null for the seeded rules. */
  templateId: number | null;
}

/** Collection name to record type; the store and the seeder are typed by this map. */
export interface CollectionRecords {
  companies: CompanyRecord;
  company_categories: CompanyCategoryRecord;
  users: UserRecord;
  drivers: Driver;
  vehicle_groups: VehicleGroupRecord;
  vehicle_types: VehicleType;
  box_types: BoxType;
  vehicles: Vehicle;
  addresses: Address;
  customers: Customer;
  delivery_orders: DeliveryOrder;
  banners: Banner;
  feedback: Feedback;
  saved_filters: SavedFilterRecord;
  old_version_reasons: OldVersionReasonRecord;
  system_notifications: SystemNotificationRecord;
  media_requests: MediaRequestRecord;
  media_overrides: MediaOverrideRecord;
  alert_rules: AlertRuleRecord;
}
export type CollectionName = keyof CollectionRecords;

export const COLLECTION_NAMES = [
  'companies',
  'company_categories',
  'users',
  'drivers',
  'vehicle_groups',
  'vehicle_types',
  'box_types',
  'vehicles',
  'addresses',
  'customers',
  'delivery_orders',
  'banners',
  'feedback',
  'saved_filters',
  'old_version_reasons',
  'system_notifications',
  'media_requests',
  'media_overrides',
  'alert_rules',
] as const satisfies readonly CollectionName[];

/** The id of any record, whatever its collection calls it. */
export function recordId<K extends CollectionName>(
  collection: K,
  record: CollectionRecords[K],
): number {
  if (collection === 'vehicle_types') return (record as VehicleType).vehicleTypeId;
  if (collection === 'drivers') return (record as Driver).driverId;
  return (record as { id: number }).id;
}

/** Company id 0 holds records that belong to no company (the default banners). */
export const GLOBAL_COMPANY_ID = 0;

export interface ScopedRecord<K extends CollectionName = CollectionName> {
  collection: K;
  companyId: number;
  record: CollectionRecords[K];
}
