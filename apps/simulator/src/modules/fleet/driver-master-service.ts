import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PERMISSIONS } from '@armada/contracts/auth';
import {
  DRIVER_PHOTO_LIMITS,
  driverList,
  type Driver,
  type DriverAccount,
  type DriverInput,
  type DriverPhotoType,
  type MasterDriver,
} from '@armada/contracts/fleet';
import { isCalendarDay } from '@armada/contracts/licences';
import { SERVER_ERROR_REASONS, type ListQuery, type ListResponse } from '@armada/contracts/shared';
import type { UserRecord } from '../../domain/records';
import { runListQuery, type ListSpec } from '../../engine/list-engine';
import type { AuthContext } from '../../services/auth-service';
import { requireAny } from '../../services/permissions';
import { ServiceError } from '../../services/service-error';
import type { DocumentStore, WriteBatch } from '../../store/document-store';

const R = SERVER_ERROR_REASONS;
const MASTER_EDIT = [PERMISSIONS.masterRead];
const driverListSpec: ListSpec<MasterDriver> = { ...driverList, idOf: (d) => d.driverId };

/** MDF-15: a photo's type told by its first bytes, whatever its name or announced type. */
export function sniffPhotoType(bytes: Uint8Array): DriverPhotoType | undefined {
  const starts = (prefix: readonly number[]) =>
    bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return undefined;
}

const EXTENSIONS: Record<DriverPhotoType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png' };

export function photoTooLarge(): ServiceError {
  const max = DRIVER_PHOTO_LIMITS.maxBytes;
  return new ServiceError(413, 'PAYLOAD_TOO_LARGE', `A photo may be at most ${max} bytes.`, {
    reason: R.driverPhotoTooLarge,
    params: { max },
    field: 'body',
  });
}

/** MDF-12: an Indonesian mobile as stored, +62 and digits ("0812-..." is "+62812..."). */
export function normalisePhone(text: string): string {
  const digits = text.replace(/[\s-]/g, '');
  return digits.startsWith('0') ? `+62${digits.slice(1)}` : digits;
}

/**
 * Drivers as master data (docs/rules/master-fleet.md MDF-11 ... MDF-16): the list with each
 * driver's vehicle, adding and changing a driver with the vehicle and user account they are
 * linked to, deactivation, and the photo (one file per driver under the media folder).
 */
export class DriverMasterService {
  constructor(
    private readonly store: DocumentStore,
    private readonly photoDir: string,
  ) {}

  /** MDF-11: the company's drivers, each with the vehicle assigned to them. */
  list(auth: AuthContext, query: ListQuery): ListResponse<MasterDriver> {
    const companyId = auth.company.id;
    const vehicleOf = new Map<number, { id: number; license_plate: string }>();
    for (const vehicle of this.store.list('vehicles', companyId))
      if (vehicle.driver)
        vehicleOf.set(vehicle.driver.id, { id: vehicle.id, license_plate: vehicle.license_plate });
    const drivers = this.store.list('drivers', companyId).map((driver) => ({
      ...driver,
      id: driver.driverId,
      vehicle: vehicleOf.get(driver.driverId) ?? null,
    }));
    return runListQuery(drivers, driverListSpec, query);
  }

  /**
   * MDF-24: the accounts a driver can sign in with: the company's users that have a password,
   * each with the driver it is linked to, by name.
   */
  accounts(auth: AuthContext): DriverAccount[] {
    requireAny(auth, MASTER_EDIT, 'link user accounts to drivers');
    return this.store
      .list('users', auth.company.id)
      .filter((user) => user.passwordHash !== null)
      .map((user) => ({
        id: user.id,
        username: user.username,
        fullname: user.fullname,
        driverId: user.driverId,
      }))
      .sort((a, b) => a.fullname.localeCompare(b.fullname, 'id'));
  }

  async create(auth: AuthContext, input: DriverInput): Promise<MasterDriver> {
    requireAny(auth, MASTER_EDIT, 'add drivers');
    return this.store.write((batch) => {
      const id = this.store.reserveId('drivers');
      return this.save(auth, batch, id, input, null);
    });
  }

  async update(auth: AuthContext, id: number, input: DriverInput): Promise<MasterDriver> {
    requireAny(auth, MASTER_EDIT, 'change drivers');
    return this.store.write((batch) => this.save(auth, batch, id, input, this.existing(auth, id)));
  }

  /** MDF-16: a deactivated driver leaves their vehicle; history still names them. */
  async setActive(auth: AuthContext, id: number, active: boolean): Promise<MasterDriver> {
    requireAny(auth, MASTER_EDIT, 'deactivate drivers');
    return this.store.write((batch) => {
      const current = this.existing(auth, id);
      const driver: Driver = { ...current, isActive: active };
      batch.put('drivers', auth.company.id, withoutVehicle(driver));
      let vehicle: Driver['vehicle'] = null;
      for (const v of this.store.list('vehicles', auth.company.id)) {
        if (v.driver?.id !== id) continue;
        if (active) vehicle = { id: v.id, license_plate: v.license_plate };
        else batch.put('vehicles', auth.company.id, { ...v, driver: null });
      }
      return { ...driver, id, vehicle };
    });
  }

  /** MDF-15: the image replaces the driver's photo; its type is told by its first bytes. */
  async uploadPhoto(auth: AuthContext, id: number, bytes: Uint8Array): Promise<MasterDriver> {
    requireAny(auth, MASTER_EDIT, 'change drivers');
    this.existing(auth, id);
    if (bytes.length === 0)
      throw ServiceError.validation('The photo is empty.', {
        reason: R.driverPhotoEmpty,
        field: 'body',
      });
    if (bytes.length > DRIVER_PHOTO_LIMITS.maxBytes) throw photoTooLarge();
    const type = sniffPhotoType(bytes);
    if (!type)
      throw new ServiceError(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'The photo is not a JPEG or PNG image by its first bytes.',
        { reason: R.driverPhotoType, params: { types: 'JPEG, PNG' }, field: 'body' },
      );
    const companyId = auth.company.id;
    await mkdir(this.photoDir, { recursive: true });
    // One file per driver; the other type's file goes, so a read finds the newest.
    await rm(this.photoPath(companyId, id, type === 'image/png' ? 'jpg' : 'png'), { force: true });
    await writeFile(this.photoPath(companyId, id, EXTENSIONS[type]), bytes);
    return this.store.write((batch) => {
      const current = this.existing(auth, id);
      // A new address each time, so browsers and caches show the new photo.
      const driver: Driver = {
        ...current,
        photograph: `/api/driver/${id}/photo?v=${randomUUID().slice(0, 8)}`,
      };
      batch.put('drivers', companyId, withoutVehicle(driver));
      return this.withVehicle(companyId, driver);
    });
  }

  async photo(auth: AuthContext, id: number): Promise<{ bytes: Buffer; contentType: string }> {
    this.existing(auth, id);
    for (const [type, extension] of Object.entries(EXTENSIONS)) {
      try {
        return {
          bytes: await readFile(this.photoPath(auth.company.id, id, extension)),
          contentType: type,
        };
      } catch {
        // not this type
      }
    }
    throw ServiceError.notFound(`Driver ${id} has no photo.`, {
      reason: R.driverPhotoNotFound,
      params: { id },
    });
  }

  private photoPath(companyId: number, id: number, extension: string): string {
    return join(this.photoDir, `${companyId}-${id}.${extension}`);
  }

  private existing(auth: AuthContext, id: number): Driver {
    const driver = this.store.get('drivers', auth.company.id, id);
    if (!driver)
      throw ServiceError.notFound(`Driver ${id} not found.`, {
        reason: R.driverNotFound,
        params: { id },
      });
    return driver;
  }

  private withVehicle(companyId: number, driver: Driver): MasterDriver {
    const vehicle = this.store
      .list('vehicles', companyId)
      .find((v) => v.driver?.id === driver.driverId);
    return {
      ...driver,
      id: driver.driverId,
      vehicle: vehicle ? { id: vehicle.id, license_plate: vehicle.license_plate } : null,
    };
  }

  /**
   * MDF-12 ... MDF-14: checks the request, then puts the driver, the vehicles whose driver
   * changes (the new one, the one they leave, those naming them with an old name) and the user
   * accounts linked or unlinked, on one batch.
   */
  private save(
    auth: AuthContext,
    batch: WriteBatch,
    id: number,
    input: DriverInput,
    current: Driver | null,
  ): MasterDriver {
    const companyId = auth.company.id;
    if (input.licenseExpiry !== null && !isCalendarDay(input.licenseExpiry))
      throw ServiceError.validation(
        `body.licenseExpiry is not a calendar day: ${input.licenseExpiry}.`,
        {
          reason: R.driverBadDate,
          params: { field: 'body.licenseExpiry' },
          field: 'body.licenseExpiry',
        },
      );
    const phoneNo = normalisePhone(input.phoneNo);
    if (!/^\+628[0-9]{7,12}$/.test(phoneNo))
      throw ServiceError.invalidField('body.phoneNo', `${input.phoneNo} is not a mobile number.`);
    const taken = this.store
      .list('drivers', companyId)
      .find((d) => d.driverId !== id && d.licenseNo === input.licenseNo);
    if (taken)
      throw ServiceError.conflict(
        `The SIM number ${input.licenseNo} is already ${taken.fullname}'s.`,
        {
          reason: R.driverLicenseTaken,
          params: { licenseNo: input.licenseNo },
          field: 'body.licenseNo',
        },
      );
    const unknown = (field: string, refId: number) =>
      ServiceError.validation(`body.${field} names ${refId}, which your company does not have.`, {
        reason: R.driverReferenceUnknown,
        params: { field, id: refId },
        field: `body.${field}`,
      });
    const vehicle =
      input.vehicleId === null ? null : this.store.get('vehicles', companyId, input.vehicleId);
    if (vehicle === undefined) throw unknown('vehicleId', input.vehicleId ?? 0);
    let user: UserRecord | null = null;
    if (input.userId !== null) {
      const found = this.store.get('users', companyId, input.userId);
      if (!found) throw unknown('userId', input.userId);
      if (found.driverId !== null && found.driverId !== id)
        throw ServiceError.conflict(`User ${input.userId} is another driver's account.`, {
          reason: R.driverUserTaken,
          params: { id: input.userId },
          field: 'body.userId',
        });
      user = found;
    }
    const driver: Driver = {
      driverId: id,
      fullname: input.fullname.trim(),
      userId: input.userId,
      isActive: current?.isActive ?? true,
      photograph: current?.photograph ?? null,
      phoneNo,
      licenseType: input.licenseType,
      licenseNo: input.licenseNo,
      licenseExpiry: input.licenseExpiry,
    };
    batch.put('drivers', companyId, driver);
    const named = { id, fullname: driver.fullname, phone_no: driver.phoneNo };
    for (const v of this.store.list('vehicles', companyId)) {
      if (v.id === vehicle?.id) batch.put('vehicles', companyId, { ...v, driver: named });
      else if (v.driver?.id === id) batch.put('vehicles', companyId, { ...v, driver: null });
    }
    for (const u of this.store.list('users', companyId)) {
      if (u.id === user?.id && u.driverId !== id)
        batch.put('users', companyId, { ...u, driverId: id });
      else if (u.id !== user?.id && u.driverId === id)
        batch.put('users', companyId, { ...u, driverId: null });
    }
    return {
      ...driver,
      id: driver.driverId,
      vehicle: vehicle ? { id: vehicle.id, license_plate: vehicle.license_plate } : null,
    };
  }
}

/** The stored record: the vehicle is derived from the vehicles, never kept twice. */
function withoutVehicle(driver: Driver | MasterDriver): Driver {
  const { vehicle: _vehicle, ...stored } = driver;
  if ('id' in stored) {
    const { id: _id, ...record } = stored;
    return record;
  }
  return stored;
}
