import { ORDER_PERMISSIONS } from '@armada/contracts/auth';
import {
  ADDRESS_FILE_COLUMNS,
  ADDRESS_IMPORT_LIMITS,
  type Address,
  type AddressExportQuery,
  type AddressFileColumn,
  type AddressImportProblem,
  type AddressImportResult,
  type AddressPlace,
  type AddressReverseQuery,
  type CreateAddressRequest,
  type UpdateAddressRequest,
} from '@armada/contracts/customers';
import {
  HTTP_ERROR_CODES,
  SERVER_ERROR_REASONS,
  type ItemResponse,
  type ListQuery,
  type ListResponse,
} from '@armada/contracts/shared';
import type { Clock } from '../../domain/clock';
import { reverseGeocode } from '../../domain/geocoding/reverse-geocode';
import { addressListSpec } from '../../domain/list-specs';
import { toWibIso } from '../../domain/wib-time';
import { runListQuery } from '../../engine/list-engine';
import type { DocumentStore } from '../../store/document-store';
import type { AuthContext } from '../../services/auth-service';
import { requireAny } from '../../services/permissions';
import { ServiceError } from '../../services/service-error';
import { readImportFile, type Cell } from '../delivery-order-import/read-import-file';
import { addressesFile } from './address-file';
import {
  addressProblems,
  cleanAddress,
  fieldsOf,
  fullNameOf,
  withBookFields,
  type AddressFields,
  type FieldProblem,
} from './address-rules';

export interface AddressServiceDeps {
  store: DocumentStore;
  clock: Clock;
}

/** A refusal of one field, with the reason its rule names (docs/rules/addresses.md). */
function refusal(problem: FieldProblem, fields: AddressFields): ServiceError {
  const { field } = problem;
  switch (problem.problem) {
    case 'required':
      return ServiceError.validation(`${field} is required.`, {
        field,
        reason: SERVER_ERROR_REASONS.addressFieldRequired,
        params: { field },
      });
    case 'rtRw':
      return ServiceError.validation(`${field} must be a number of one to three digits.`, {
        field,
        reason: SERVER_ERROR_REASONS.addressRtRwInvalid,
        params: { field, value: String(fields[field]).slice(0, 20) },
      });
    case 'postalCode':
      return ServiceError.validation('postal_code must be five digits.', {
        field,
        reason: SERVER_ERROR_REASONS.addressPostalCodeInvalid,
        params: { value: fields.postal_code.slice(0, 20) },
      });
    case 'coordinates':
    case 'outsideIndonesia':
      return ServiceError.validation(
        'latitude and longitude must place the pin in Indonesia (latitude -11.5 to 6.5, longitude 94.5 to 141.5).',
        {
          field,
          reason: SERVER_ERROR_REASONS.addressOutsideIndonesia,
          params: { latitude: fields.latitude, longitude: fields.longitude },
        },
      );
    case 'tooLong':
      return ServiceError.invalidField(field, `${field} is too long.`);
  }
}

/** The request's fields as the rules read them; absent optional texts are empty. */
function fieldsOfRequest(body: CreateAddressRequest): AddressFields {
  return {
    name: body.name,
    street: body.street,
    rt: body.rt ?? '',
    rw: body.rw ?? '',
    village: body.village,
    district: body.district,
    city: body.city,
    province: body.province,
    postal_code: body.postal_code,
    latitude: body.latitude,
    longitude: body.longitude,
    landmark: body.landmark ?? '',
  };
}

/**
 * The company's address book (docs/rules/addresses.md): the list other modules read, and its
 * changes. Records stay in the document store (ADR 0045): every module reads addresses from it
 * synchronously, and a write is in SQL before it is answered.
 */
export class AddressService {
  /** ADDR-8: the answered form of each store list, made once per list (the store caches it). */
  private readonly answered = new WeakMap<readonly Address[], readonly Address[]>();

  constructor(private readonly deps: AddressServiceDeps) {}

  private all(companyId: number): readonly Address[] {
    const records = this.deps.store.list('addresses', companyId);
    let done = this.answered.get(records);
    if (!done) {
      done = records.map(withBookFields);
      this.answered.set(records, done);
    }
    return done;
  }

  list(auth: AuthContext, query: ListQuery): ListResponse<Address> {
    return runListQuery(this.all(auth.company.id), addressListSpec, query);
  }

  get(auth: AuthContext, id: number): ItemResponse<Address> {
    return { data: withBookFields(this.find(auth.company.id, id)) };
  }

  private find(companyId: number, id: number): Address {
    const address = this.deps.store.get('addresses', companyId, id);
    if (!address) {
      throw ServiceError.notFound(`Address ${id} not found.`, {
        reason: SERVER_ERROR_REASONS.addressNotFound,
        params: { id },
      });
    }
    return address;
  }

  /** ADDR-10: a customer named by an address is one of the company's. */
  private checkCustomer(companyId: number, customerId: number | null | undefined): void {
    if (customerId === null || customerId === undefined) return;
    if (!this.deps.store.get('customers', companyId, customerId)) {
      throw ServiceError.validation(`Customer ${customerId} not found.`, {
        field: 'customer_id',
        reason: SERVER_ERROR_REASONS.addressCustomerNotFound,
        params: { id: customerId },
      });
    }
  }

  /** ADDR-1 … ADDR-7, ADDR-10. */
  async create(auth: AuthContext, body: CreateAddressRequest): Promise<ItemResponse<Address>> {
    requireAny(auth, ORDER_PERMISSIONS.create, 'add addresses');
    const companyId = auth.company.id;
    const fields = fieldsOfRequest(body);
    const problem = addressProblems(fields)[0];
    if (problem) throw refusal(problem, fields);
    this.checkCustomer(companyId, body.customer_id);
    const now = toWibIso(this.deps.clock.now());
    const record = await this.deps.store.write((batch) => {
      const address = recordOf(cleanAddress(fields), {
        id: this.deps.store.reserveId('addresses'),
        is_depot: body.is_depot ?? false,
        customer_id: body.customer_id ?? null,
        is_active: true,
        created_on: now,
        updated_on: now,
      });
      batch.put('addresses', companyId, address);
      return address;
    });
    return { data: record };
  }

  /**
   * ADDR-8, ADDR-9: the fields sent change and the whole is checked again; a field an older
   * record never had is required only when sent. `is_active` deactivates or reactivates.
   */
  async update(
    auth: AuthContext,
    id: number,
    body: UpdateAddressRequest,
  ): Promise<ItemResponse<Address>> {
    requireAny(auth, ORDER_PERMISSIONS.update, 'change addresses');
    const companyId = auth.company.id;
    const current = withBookFields(this.find(companyId, id));
    const fields: AddressFields = { ...fieldsOf(current) };
    for (const key of Object.keys(fields) as (keyof AddressFields)[]) {
      const value = body[key];
      if (value !== undefined) (fields as unknown as Record<string, unknown>)[key] = value;
    }
    const problem = addressProblems(fields).find(
      (p) =>
        p.problem !== 'required' ||
        body[p.field] !== undefined ||
        fieldsOf(current)[p.field] !== '',
    );
    if (problem) throw refusal(problem, fields);
    if (body.customer_id !== undefined) this.checkCustomer(companyId, body.customer_id);
    const now = toWibIso(this.deps.clock.now());
    const record = await this.deps.store.write((batch) => {
      const address = recordOf(cleanAddress(fields), {
        id,
        is_depot: body.is_depot ?? current.is_depot,
        customer_id: body.customer_id === undefined ? current.customer_id : body.customer_id,
        is_active: body.is_active ?? current.is_active ?? true,
        created_on: current.created_on,
        updated_on: now,
      });
      batch.put('addresses', companyId, address);
      return address;
    });
    return { data: record };
  }

  /** ADDR-13: the administrative fields under a pin, from the simulator's geocoding. */
  reverse(auth: AuthContext, query: AddressReverseQuery): ItemResponse<AddressPlace> {
    const latitude = Number(query.latitude);
    const longitude = Number(query.longitude);
    if (!Number.isFinite(latitude) || Math.abs(latitude) > 90) {
      throw ServiceError.invalidField('latitude', 'latitude must be from -90 to 90.');
    }
    if (!Number.isFinite(longitude) || Math.abs(longitude) > 180) {
      throw ServiceError.invalidField('longitude', 'longitude must be from -180 to 180.');
    }
    const place = reverseGeocode(latitude, longitude, this.all(auth.company.id));
    return {
      data: {
        found: place !== null,
        street: place?.street ?? null,
        district: place?.district ?? null,
        city: place?.city ?? null,
        province: place?.province ?? null,
        postal_code: place?.postalCode ?? null,
      },
    };
  }

  /** ADDR-11: every address the list would show, as a file. */
  async export(
    auth: AuthContext,
    query: AddressExportQuery,
  ): Promise<{ bytes: Buffer; contentType: string; fileName: string }> {
    const all = this.all(auth.company.id);
    const listed = runListQuery(all, addressListSpec, {
      limit: 1,
      ...(query.search === undefined ? {} : { search: query.search }),
      ...(query.filters === undefined ? {} : { filters: query.filters }),
      ...(query.sorts === undefined ? {} : { sorts: query.sorts }),
    });
    const byId = new Map(all.map((address) => [address.id, address]));
    const rows = listed.data.ids.flatMap((id) => byId.get(Number(id)) ?? []);
    const day = toWibIso(this.deps.clock.now()).slice(0, 10);
    return {
      bytes: await addressesFile(rows, query.format),
      contentType:
        query.format === 'csv'
          ? 'text/csv; charset=utf-8'
          : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      fileName: `alamat-${day}.${query.format}`,
    };
  }

  /**
   * ADDR-12: a file of the export's columns. Every row is checked by the rules above; a row with
   * an id changes that address, one without adds one. Any problem refuses the file with the
   * list of problems, and nothing is saved; otherwise every row is saved in one transaction.
   */
  async import(
    auth: AuthContext,
    contentType: string,
    bytes: Uint8Array,
  ): Promise<ItemResponse<AddressImportResult>> {
    requireAny(auth, ORDER_PERMISSIONS.create, 'import addresses');
    requireAny(auth, ORDER_PERMISSIONS.update, 'import addresses');
    const companyId = auth.company.id;
    const sheet = await readImportFile(contentType, bytes);
    const problems: AddressImportProblem[] = [];
    const header = sheet.header.map((cell) => cell.trim().toLowerCase());
    const known = new Set<string>(ADDRESS_FILE_COLUMNS);
    header.forEach((name) => {
      if (name !== '' && !known.has(name))
        problems.push({ row: 1, column: name, problem: 'unknownColumn' });
    });
    for (const column of ADDRESS_FILE_COLUMNS) {
      if (
        column !== 'id' &&
        column !== 'is_active' &&
        column !== 'is_depot' &&
        !header.includes(column)
      ) {
        if (!['rt', 'rw', 'landmark'].includes(column)) {
          problems.push({ row: 1, column, problem: 'missingColumn' });
        }
      }
    }
    if (problems.length > 0) throw importRefused(problems, sheet.rows.length);

    const index = (column: AddressFileColumn) => header.indexOf(column);
    const planned: {
      id: number | null;
      fields: AddressFields;
      is_depot?: boolean;
      is_active?: boolean;
    }[] = [];
    const seenIds = new Set<number>();
    for (const { row, cells } of sheet.rows) {
      const text = (column: AddressFileColumn): string => {
        const at = index(column);
        if (at < 0) return '';
        if (sheet.formulaCells.has(`${row}:${at}`)) {
          problems.push({ row, column, problem: 'formula' });
        }
        return cellText(cells[at] ?? null);
      };
      const number = (column: AddressFileColumn): number => {
        const value = text(column).replace(',', '.');
        return value === '' ? Number.NaN : Number(value);
      };
      const flag = (column: AddressFileColumn): boolean | undefined => {
        const value = text(column).toLowerCase();
        if (value === '') return undefined;
        if (['true', 'ya', 'yes', '1', 'y'].includes(value)) return true;
        if (['false', 'tidak', 'no', '0', 'n'].includes(value)) return false;
        problems.push({ row, column, problem: 'boolean' });
        return undefined;
      };
      const idText = text('id');
      let id: number | null = null;
      if (idText !== '') {
        id = Number(idText);
        if (!Number.isInteger(id) || !this.deps.store.get('addresses', companyId, id)) {
          problems.push({ row, column: 'id', problem: 'unknownId' });
          id = null;
        } else if (seenIds.has(id)) {
          problems.push({ row, column: 'id', problem: 'duplicateId' });
        } else {
          seenIds.add(id);
        }
      }
      const fields: AddressFields = {
        name: text('name'),
        street: text('street'),
        rt: text('rt'),
        rw: text('rw'),
        village: text('village'),
        district: text('district'),
        city: text('city'),
        province: text('province'),
        postal_code: text('postal_code'),
        latitude: number('latitude'),
        longitude: number('longitude'),
        landmark: text('landmark'),
      };
      for (const problem of addressProblems(fields)) {
        problems.push({ row, column: problem.field, problem: problem.problem });
      }
      const isDepot = flag('is_depot');
      const isActive = flag('is_active');
      planned.push({
        id,
        fields,
        ...(isDepot === undefined ? {} : { is_depot: isDepot }),
        ...(isActive === undefined ? {} : { is_active: isActive }),
      });
    }
    if (problems.length > 0) throw importRefused(problems, sheet.rows.length);

    const now = toWibIso(this.deps.clock.now());
    const result = await this.deps.store.write((batch) => {
      let created = 0;
      let updated = 0;
      for (const row of planned) {
        const current = row.id === null ? null : withBookFields(this.find(companyId, row.id));
        const address = recordOf(cleanAddress(row.fields), {
          id: current?.id ?? this.deps.store.reserveId('addresses'),
          is_depot: row.is_depot ?? current?.is_depot ?? false,
          customer_id: current?.customer_id ?? null,
          is_active: row.is_active ?? current?.is_active ?? true,
          created_on: current?.created_on ?? now,
          updated_on: now,
        });
        batch.put('addresses', companyId, address);
        if (current) updated++;
        else created++;
      }
      return { rows: planned.length, created, updated };
    });
    return { data: result };
  }
}

/** A cell as text: numbers as written, dates as days, nothing as "". */
function cellText(cell: Cell): string {
  if (cell === null) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
}

function recordOf(
  fields: AddressFields,
  rest: Pick<Address, 'id' | 'is_depot' | 'customer_id' | 'created_on'> & {
    is_active: boolean;
    updated_on: string;
  },
): Address {
  return {
    id: rest.id,
    name: fields.name,
    full_name: fullNameOf(fields),
    street: fields.street,
    rt: fields.rt,
    rw: fields.rw,
    village: fields.village,
    district: fields.district,
    city: fields.city,
    province: fields.province,
    postal_code: fields.postal_code,
    latitude: fields.latitude,
    longitude: fields.longitude,
    landmark: fields.landmark,
    is_depot: rest.is_depot,
    customer_id: rest.customer_id,
    is_active: rest.is_active,
    created_on: rest.created_on,
    updated_on: rest.updated_on,
  };
}

/** ADDR-12: a refused import, its problems (the first ADDRESS_IMPORT_LIMITS.maxProblems) beside. */
function importRefused(problems: AddressImportProblem[], rows: number): ServiceError {
  const error = new ServiceError(
    400,
    HTTP_ERROR_CODES.validation,
    `The file has ${problems.length} problem(s); nothing was saved.`,
    {
      reason: SERVER_ERROR_REASONS.addressImportInvalid,
      params: { count: problems.length, rows },
    },
  );
  return Object.assign(error, {
    report: { rows, problems: problems.slice(0, ADDRESS_IMPORT_LIMITS.maxProblems) },
  });
}
