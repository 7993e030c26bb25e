import { describe, expect, it } from 'vitest';
import { PERMISSION_SETS as S, PERMISSIONS as P } from '@armada/contracts';
import { canReadDeliveryOrders } from './order-access';

describe('canReadDeliveryOrders', () => {
  it('needs the read action of the delivery or the sales-order set', () => {
    expect(canReadDeliveryOrders([S.tms[0]])).toBe(true);
    expect(canReadDeliveryOrders([S.salesOrder[0]])).toBe(true);
  });

  it('is false for the other actions and for dashboard-only users', () => {
    expect(canReadDeliveryOrders([S.tms[1], S.salesOrder[2]])).toBe(false);
    expect(canReadDeliveryOrders([...S.dashboard, P.liveViewV2Read])).toBe(false);
    expect(canReadDeliveryOrders([])).toBe(false);
  });
});
