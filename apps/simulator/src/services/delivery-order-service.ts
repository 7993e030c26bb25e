import { ORDER_PERMISSIONS } from '@armada/contracts/auth';
import type { DeliveryOrder } from '@armada/contracts/delivery-orders';
import {
  SERVER_ERROR_REASONS,
  type ItemResponse,
  type ListQuery,
  type ListResponse,
} from '@armada/contracts/shared';
import { deliveryOrderListSpec } from '../domain/list-specs';
import { runListQuery } from '../engine/list-engine';
import type { DocumentStore } from '../store/document-store';
import type { AuthContext } from './auth-service';
import { requireAny } from './permissions';
import { ServiceError } from './service-error';

export class DeliveryOrderService {
  constructor(private readonly store: DocumentStore) {}

  /**
   * DO-1: any valid filter expression over the declared fields (docs/rules/route-optimization.md
   * §7.1).
   */
  list(auth: AuthContext, query: ListQuery): ListResponse<DeliveryOrder> {
    requireAny(auth, ORDER_PERMISSIONS.read, 'read delivery orders');
    return runListQuery(
      this.store.list('delivery_orders', auth.company.id),
      deliveryOrderListSpec,
      query,
    );
  }

  get(auth: AuthContext, id: number): ItemResponse<DeliveryOrder> {
    requireAny(auth, ORDER_PERMISSIONS.read, 'read delivery orders');
    const order = this.store.get('delivery_orders', auth.company.id, id);
    if (!order) {
      throw ServiceError.notFound(`Delivery order ${id} not found.`, {
        reason: SERVER_ERROR_REASONS.deliveryOrderNotFound,
        params: { id },
      });
    }
    return { data: order };
  }
}
