import { ORDER_PERMISSIONS } from '@armada/contracts/auth';
import {
  DELIVERY_ORDER_STATUSES,
  FINAL_DELIVERY_ORDER_STATUSES,
} from '@armada/contracts/delivery-orders';
import type {
  CreateCustomerRequest,
  Customer,
  UpdateCustomerRequest,
} from '@armada/contracts/customers';
import {
  SERVER_ERROR_REASONS,
  type BulkDeleteResponse,
  type ItemResponse,
  type ListQuery,
  type ListResponse,
} from '@armada/contracts/shared';
import type { Clock } from '../domain/clock';
import { customerListSpec } from '../domain/list-specs';
import { toWibIso } from '../domain/wib-time';
import { runListQuery } from '../engine/list-engine';
import type { DocumentStore } from '../store/document-store';
import type { AuthContext } from './auth-service';
import { cleanText, normaliseEmail, normalisePhone } from './normalise';
import { requireAny } from './permissions';
import { ServiceError } from './service-error';

/** Every status an order can still leave (docs/rules/deliveries.md DLV-6). */
const OPEN_ORDER_STATUSES: ReadonlySet<string> = new Set(
  DELIVERY_ORDER_STATUSES.filter((status) => !FINAL_DELIVERY_ORDER_STATUSES.includes(status)),
);

/** CUST-1: the name, cleaned; blank is refused. */
function requiredName(value: string): string {
  const name = cleanText(value);
  if (!name) {
    throw ServiceError.validation('body.name must not be blank', {
      reason: SERVER_ERROR_REASONS.customerNameRequired,
      field: 'body.name',
    });
  }
  return name;
}

export class CustomerService {
  constructor(
    private readonly store: DocumentStore,
    private readonly clock: Clock,
  ) {}

  list(auth: AuthContext, query: ListQuery): ListResponse<Customer> {
    requireAny(auth, ORDER_PERMISSIONS.read, 'read customers');
    return runListQuery(this.store.list('customers', auth.company.id), customerListSpec, query);
  }

  listExternal(auth: AuthContext, query: ListQuery): ListResponse<Customer> {
    requireAny(auth, ORDER_PERMISSIONS.read, 'read customers');
    const external = this.store
      .list('customers', auth.company.id)
      .filter((customer) => customer.source === 'EXTERNAL');
    return runListQuery(external, customerListSpec, query);
  }

  get(auth: AuthContext, id: number): ItemResponse<Customer> {
    requireAny(auth, ORDER_PERMISSIONS.read, 'read customers');
    return { data: this.find(auth, id) };
  }

  /** CUST-1: name required; code generated when left out and unique within the company. */
  create(auth: AuthContext, body: CreateCustomerRequest): Promise<ItemResponse<Customer>> {
    requireAny(auth, ORDER_PERMISSIONS.create, 'create customers');
    return this.store.write((batch) => {
      const id = this.store.reserveId('customers');
      const code = body.code ?? this.generatedCode(auth.company.id, id);
      this.assertCodeFree(auth.company.id, code, null);
      const name = requiredName(body.name);
      const now = toWibIso(this.clock.now());
      const customer: Customer = {
        id,
        code,
        name,
        type: body.type ?? 'COMPANY',
        source: 'INTERNAL',
        phone: normalisePhone(body.phone),
        email: normaliseEmail(body.email),
        address: cleanText(body.address),
        city: cleanText(body.city),
        province: cleanText(body.province),
        npwp: cleanText(body.npwp),
        contact_person: cleanText(body.contact_person),
        is_active: body.is_active ?? true,
        created_on: now,
        updated_on: now,
      };
      batch.put('customers', auth.company.id, customer);
      return { data: customer };
    });
  }

  update(
    auth: AuthContext,
    id: number,
    body: UpdateCustomerRequest,
  ): Promise<ItemResponse<Customer>> {
    requireAny(auth, ORDER_PERMISSIONS.update, 'change customers');
    return this.store.write((batch) => {
      const current = this.find(auth, id);
      if (body.code !== undefined) this.assertCodeFree(auth.company.id, body.code, id);
      const next: Customer = { ...current, updated_on: toWibIso(this.clock.now()) };
      if (body.code !== undefined) next.code = body.code;
      if (body.name !== undefined) {
        next.name = requiredName(body.name);
      }
      if (body.type !== undefined) next.type = body.type;
      if (body.phone !== undefined) next.phone = normalisePhone(body.phone);
      if (body.email !== undefined) next.email = normaliseEmail(body.email);
      if (body.address !== undefined) next.address = cleanText(body.address);
      if (body.city !== undefined) next.city = cleanText(body.city);
      if (body.province !== undefined) next.province = cleanText(body.province);
      if (body.npwp !== undefined) next.npwp = cleanText(body.npwp);
      if (body.contact_person !== undefined) next.contact_person = cleanText(body.contact_person);
      if (body.is_active !== undefined) next.is_active = body.is_active;
      batch.put('customers', auth.company.id, next);
      return { data: next };
    });
  }

  delete(auth: AuthContext, id: number): Promise<BulkDeleteResponse> {
    return this.bulkDelete(auth, [id]);
  }

  /** CUST-3: all or nothing; unknown ids and customers with open orders refuse the whole call. */
  bulkDelete(auth: AuthContext, ids: readonly number[]): Promise<BulkDeleteResponse> {
    requireAny(auth, ORDER_PERMISSIONS.delete, 'delete customers');
    return this.store.write((batch) => {
      const unique = [...new Set(ids)];
      const missing = unique.filter((id) => !this.store.get('customers', auth.company.id, id));
      if (missing.length > 0) {
        throw ServiceError.notFound(
          missing.length === 1
            ? `Customer ${missing[0]} not found; nothing was deleted.`
            : `Customers ${missing.join(', ')} not found; nothing was deleted.`,
          {
            reason: SERVER_ERROR_REASONS.customerDeleteNotFound,
            params: { ids: missing.join(', '), count: missing.length },
          },
        );
      }
      const openOrders = this.store
        .list('delivery_orders', auth.company.id)
        .filter(
          (o) => unique.includes(o.shipped_customer.id) && OPEN_ORDER_STATUSES.has(o.status.name),
        );
      if (openOrders.length > 0) {
        const blocked = [...new Set(openOrders.map((o) => o.shipped_customer.name))];
        throw ServiceError.conflict(
          `${blocked.join(', ')} still ${blocked.length === 1 ? 'has' : 'have'} ${openOrders.length} open delivery order(s); nothing was deleted.`,
          {
            reason: SERVER_ERROR_REASONS.customerDeleteBlockedByOpenOrders,
            params: { names: blocked.join(', '), count: openOrders.length },
          },
        );
      }
      for (const id of unique) batch.delete('customers', id);
      return { data: { deleted: unique.length, ids: unique } };
    });
  }

  private find(auth: AuthContext, id: number): Customer {
    const customer = this.store.get('customers', auth.company.id, id);
    if (!customer) {
      throw ServiceError.notFound(`Customer ${id} not found.`, {
        reason: SERVER_ERROR_REASONS.customerNotFound,
        params: { id },
      });
    }
    return customer;
  }

  private assertCodeFree(companyId: number, code: string, exceptId: number | null): void {
    const taken = this.store
      .list('customers', companyId)
      .find((c) => c.code.toUpperCase() === code.toUpperCase() && c.id !== exceptId);
    if (taken) {
      throw ServiceError.conflict(`Customer code "${code}" is already used by ${taken.name}.`, {
        reason: SERVER_ERROR_REASONS.customerCodeTaken,
        params: { code, name: taken.name },
        field: 'body.code',
      });
    }
  }

  private generatedCode(companyId: number, id: number): string {
    const used = new Set(this.store.list('customers', companyId).map((c) => c.code.toUpperCase()));
    let code = `CUS-${String(id).padStart(5, '0')}`;
    for (let n = 2; used.has(code); n++) code = `CUS-${String(id).padStart(5, '0')}-${n}`;
    return code;
  }
}
