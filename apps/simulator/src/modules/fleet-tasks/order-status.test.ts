import { describe, expect, it } from 'vitest';
import { SERVER_ERROR_REASONS } from '@armada/contracts/shared';
import { ServiceError } from '../../services/service-error';
import { deliveryOrderSink, type DeliveryOrderMoves } from './order-status';

function orders(answer: (orderId: number) => Error | null) {
  const moved: { orderId: number; to: string; at: Date; fleetTaskId: number | undefined }[] = [];
  const moves: DeliveryOrderMoves = {
    transition(_companyId, orderId, to, change) {
      const error = answer(orderId);
      if (error) return Promise.reject(error);
      moved.push({ orderId, to, at: change.at, fleetTaskId: change.fleetTaskId });
      return Promise.resolve();
    },
  };
  return { moves, moved };
}

describe('FT-9: fleet tasks move orders through the delivery orders lifecycle', () => {
  it('hands each move over with its time as a date and the task it came from', async () => {
    const { moves, moved } = orders(() => null);
    await deliveryOrderSink(moves).transition(1001, 7, 'ON_DELIVERY', {
      actor: 'system',
      at: Date.UTC(2026, 10, 16, 1, 0),
      fleetTaskId: 3,
    });
    expect(moved).toEqual([
      { orderId: 7, to: 'ON_DELIVERY', at: new Date(Date.UTC(2026, 10, 16, 1, 0)), fleetTaskId: 3 },
    ]);
  });

  it('leaves an order the lifecycle refuses (409) or that is gone (404) as it is, and says so', async () => {
    const told: string[] = [];
    const { moves } = orders((id) =>
      id === 1
        ? ServiceError.conflict('cancelled meanwhile', {
            reason: SERVER_ERROR_REASONS.deliveryOrderTransitionNotAllowed,
          })
        : ServiceError.notFound('gone', { reason: SERVER_ERROR_REASONS.deliveryOrderNotFound }),
    );
    const sink = deliveryOrderSink(moves, (message) => told.push(message));
    await sink.transition(1001, 1, 'DELIVERED', { actor: 'system', at: 0, fleetTaskId: 3 });
    await sink.transition(1001, 2, 'DELIVERED', { actor: 'system', at: 0, fleetTaskId: 3 });
    expect(told).toHaveLength(2);
    expect(told[0]).toContain('order 1 stays as it is');
  });

  it('lets any other failure through: the round is retried, nothing is lost', async () => {
    const { moves } = orders(() => new Error('database down'));
    await expect(
      deliveryOrderSink(moves).transition(1001, 1, 'FAILED', { actor: 'system', at: 0 }),
    ).rejects.toThrow('database down');
  });
});
