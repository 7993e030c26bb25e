import type { Address } from '@armada/contracts/customers';
import {
  SERVER_ERROR_REASONS,
  type ItemResponse,
  type ListQuery,
  type ListResponse,
} from '@armada/contracts/shared';
import { addressListSpec } from '../domain/list-specs';
import { runListQuery } from '../engine/list-engine';
import type { DocumentStore } from '../store/document-store';
import type { AuthContext } from './auth-service';
import { ServiceError } from './service-error';

export class AddressService {
  constructor(private readonly store: DocumentStore) {}

  list(auth: AuthContext, query: ListQuery): ListResponse<Address> {
    return runListQuery(this.store.list('addresses', auth.company.id), addressListSpec, query);
  }

  get(auth: AuthContext, id: number): ItemResponse<Address> {
    const address = this.store.get('addresses', auth.company.id, id);
    if (!address) {
      throw ServiceError.notFound(`Address ${id} not found.`, {
        reason: SERVER_ERROR_REASONS.addressNotFound,
        params: { id },
      });
    }
    return { data: address };
  }
}
