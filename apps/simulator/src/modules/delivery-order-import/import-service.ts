import { performance } from 'node:perf_hooks';
import writeXlsxFile from 'write-excel-file/node';
import { ORDER_PERMISSIONS } from '@armada/contracts/auth';
import type { Address } from '@armada/contracts/customers';
import {
  DELIVERY_ORDER_IMPORT_COLUMNS,
  DELIVERY_ORDER_IMPORT_CONTENT_TYPES,
  type DeliveryOrderImportCommitResult,
  type DeliveryOrderImportFormat,
  type DeliveryOrderImportReport,
} from '@armada/contracts/delivery-orders';
import { SERVER_ERROR_REASONS } from '@armada/contracts/shared';
import type { Clock } from '../../domain/clock';
import { PlaceGeocoder } from '../../domain/geocoding/forward-geocode';
import { toWibIso } from '../../domain/wib-time';
import type { AuthContext } from '../../services/auth-service';
import type { DeliveryOrderService, ImportedOrder } from '../../services/delivery-order-service';
import { requireAny } from '../../services/permissions';
import { ServiceError } from '../../services/service-error';
import type { DocumentStore } from '../../store/document-store';
import { checkRows, type CheckedRows, type NewDestination } from './check-rows';
import { readImportFile } from './read-import-file';

const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * The delivery order import (docs/rules/deliveries.md §6): `check` reads the file and answers the
 * report; `commit` does the same again (the books may have changed since) and saves the valid
 * orders in one transaction. Nothing is kept between the two calls: the browser sends the file
 * twice, so no upload is stored on the server.
 */
export class DeliveryOrderImportService {
  private readonly geocoder = new PlaceGeocoder();

  constructor(
    private readonly deps: {
      store: DocumentStore;
      deliveryOrders: DeliveryOrderService;
      clock: Clock;
    },
  ) {}

  async check(
    auth: AuthContext,
    contentType: string,
    bytes: Uint8Array,
  ): Promise<DeliveryOrderImportReport> {
    return (await this.run(auth, contentType, bytes)).report;
  }

  /** DLV-31. */
  async commit(
    auth: AuthContext,
    contentType: string,
    bytes: Uint8Array,
    validOnly: boolean,
  ): Promise<DeliveryOrderImportCommitResult> {
    const { report, checked } = await this.run(auth, contentType, bytes);
    if (checked.invalidRows > 0 && !validOnly) {
      const error = new ServiceError(
        400,
        'IMPORT_HAS_INVALID_ROWS',
        `${checked.invalidRows} of ${checked.rows} rows are invalid; nothing was saved. Fix them, or save only the valid rows (valid_only=true).`,
        {
          reason: SERVER_ERROR_REASONS.deliveryOrderImportInvalidRows,
          params: { count: checked.invalidRows },
        },
      );
      throw Object.assign(error, { report });
    }
    if (checked.valid.length === 0) {
      throw Object.assign(
        new ServiceError(400, 'IMPORT_HAS_NO_VALID_ROWS', 'No row is valid; nothing was saved.', {
          reason: SERVER_ERROR_REASONS.deliveryOrderImportNoValidRows,
        }),
        { report },
      );
    }
    const started = performance.now();
    const newAddresses: Omit<Address, 'id'>[] = [];
    const newIndex = new Map<NewDestination, number>();
    const createdOn = toWibIso(this.deps.clock.now());
    const orders: ImportedOrder[] = checked.valid.map((order) => {
      let destination: ImportedOrder['destination'];
      if ('address' in order.destination) destination = order.destination.address;
      else {
        const wanted = order.destination.new;
        let index = newIndex.get(wanted);
        if (index === undefined) {
          index = newAddresses.length;
          newIndex.set(wanted, index);
          const { place } = wanted;
          newAddresses.push({
            name: wanted.name,
            full_name: `${wanted.name}, ${place.district}, ${place.city}, ${place.province} ${place.postalCode}`,
            district: place.district,
            city: place.city,
            province: place.province,
            postal_code: place.postalCode,
            latitude: place.latitude,
            longitude: place.longitude,
            is_depot: false,
            customer_id: wanted.customerId,
            created_on: createdOn,
          });
        }
        destination = { newAddress: index };
      }
      return {
        customer: order.customer,
        origin: order.origin,
        destination,
        plannedDate: order.plannedDate,
        window: order.window,
        weight: order.weight,
        volume: order.volume,
        notes: order.notes,
        confirm: order.confirm,
      };
    });
    const saved = await this.deps.deliveryOrders.createMany(auth, orders, newAddresses);
    return {
      report,
      created: saved.numbers.length,
      addresses_created: saved.addresses,
      first_number: saved.numbers[0] ?? null,
      last_number: saved.numbers.at(-1) ?? null,
      timings_ms: { commit: round(performance.now() - started) },
    };
  }

  /** DLV-28: the columns and two example rows from the company's own books. */
  async template(
    auth: AuthContext,
    format: DeliveryOrderImportFormat,
  ): Promise<{ body: Buffer; contentType: string; filename: string }> {
    requireAny(auth, ORDER_PERMISSIONS.create, 'import delivery orders');
    const rows = this.exampleRows(auth.company.id);
    const filename = `delivery-order-import-template.${format}`;
    if (format === 'csv') {
      const field = (value: string) =>
        /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
      const text = [DELIVERY_ORDER_IMPORT_COLUMNS, ...rows]
        .map((row) => row.map(field).join(','))
        .join('\r\n');
      // A BOM, so a spreadsheet opens the file as UTF-8.
      return {
        body: Buffer.from(`\uFEFF${text}\r\n`, 'utf8'),
        contentType: `${DELIVERY_ORDER_IMPORT_CONTENT_TYPES.csv}; charset=utf-8`,
        filename,
      };
    }
    const body = await importXlsxOf(rows);
    return { body, contentType: DELIVERY_ORDER_IMPORT_CONTENT_TYPES.xlsx, filename };
  }

  private exampleRows(companyId: number): string[][] {
    const { store } = this.deps;
    const customers = store.list('customers', companyId);
    const addresses = store.list('addresses', companyId);
    const customer = customers.find((c) => c.is_active) ?? customers[0];
    const depot = addresses.find((a) => a.is_depot) ?? addresses[0];
    const delivery =
      addresses.find((a) => !a.is_depot && a.customer_id === customer?.id) ??
      addresses.find((a) => !a.is_depot);
    const day = toWibIso(this.deps.clock.now() + 86_400_000).slice(0, 10);
    return [
      [
        customer?.code ?? '',
        depot?.name ?? '',
        delivery?.name ?? '',
        '',
        '',
        day,
        '08:00',
        '12:00',
        '250',
        '1.5',
        'Contoh: tujuan dari buku alamat',
        'ya',
      ],
      [
        customer?.code ?? '',
        depot?.name ?? '',
        'Toko Baru Tebet',
        'Tebet',
        'Jakarta Selatan',
        day,
        '',
        '',
        '80',
        '0.4',
        'Contoh: tujuan baru, dicari dari kecamatan dan kota',
        'tidak',
      ],
    ];
  }

  private async run(
    auth: AuthContext,
    contentType: string,
    bytes: Uint8Array,
  ): Promise<{ report: DeliveryOrderImportReport; checked: CheckedRows }> {
    requireAny(auth, ORDER_PERMISSIONS.create, 'import delivery orders');
    const started = performance.now();
    const sheet = await readImportFile(contentType, bytes);
    const parsed = performance.now();
    const companyId = auth.company.id;
    const checked = checkRows(sheet, {
      customers: this.deps.store.list('customers', companyId),
      addresses: this.deps.store.list('addresses', companyId),
      geocoder: this.geocoder,
    });
    const report: DeliveryOrderImportReport = {
      format: sheet.format,
      rows: checked.rows,
      valid_rows: checked.valid.length,
      invalid_rows: checked.invalidRows,
      matched_destinations: checked.valid.filter((o) => 'address' in o.destination).length,
      geocoded_destinations: checked.valid.filter((o) => 'new' in o.destination).length,
      problems: checked.problems,
      problems_total: checked.problemsTotal,
      timings_ms: { parse: round(parsed - started), check: round(performance.now() - parsed) },
    };
    return { report, checked };
  }
}

/**
 * An import file as XLSX (DLV-28): the template's header in bold, then the rows, every cell text
 * so a spreadsheet does not turn a day or a code into a number. The template and the delivery-day
 * bench write theirs with it.
 */
export async function importXlsxOf(rows: readonly (readonly string[])[]): Promise<Buffer> {
  return writeXlsxFile(
    [
      DELIVERY_ORDER_IMPORT_COLUMNS.map((value) => ({ value, fontWeight: 'bold' as const })),
      ...rows.map((row) => row.map((value) => ({ value, type: String }))),
    ],
    { columns: DELIVERY_ORDER_IMPORT_COLUMNS.map(() => ({ width: 22 })) },
  ).toBuffer();
}
