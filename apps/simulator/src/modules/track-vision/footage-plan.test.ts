import { TRACK_VISION } from '@armada/contracts/track-vision';
import { describe, expect, it } from 'vitest';
import { DEVICE_TIMEOUT_SHARE, footagePlanOf, footageStateAt, uploadMsOf } from './footage-plan';

const F = TRACK_VISION.footage;
const AT = Date.parse('2026-11-14T03:00:00Z');
const ask = (over: Partial<Parameters<typeof footagePlanOf>[0]> = {}) => ({
  seed: 7,
  vehicleId: 1,
  from: AT - 5 * 60_000,
  to: AT - 60_000,
  attempt: 1,
  at: AT,
  deviceFresh: true,
  ...over,
});

describe('the device plan of a footage request (TV-10, TV-11)', () => {
  it('a fresh device is asked after the queue, answers after 5 s and uploads by length', () => {
    const found = Array.from({ length: 40 }, (_, v) => footagePlanOf(ask({ vehicleId: v + 1 })));
    const ready = found.find((plan) => plan.outcome === 'READY');
    expect(ready).toEqual({
      askedAt: AT + F.queuedMs,
      uploadingAt: AT + F.queuedMs + F.askedMs,
      doneAt: AT + F.queuedMs + F.askedMs + uploadMsOf(AT - 5 * 60_000, AT - 60_000),
      outcome: 'READY',
      failureReason: null,
    });
    expect(uploadMsOf(0, 10 * 60_000)).toBe(F.uploadBaseMs + 10 * F.uploadPerMinuteMs);
    // About one device in ten never answers: given up after 30 s.
    const timeouts = found.filter((plan) => plan.failureReason === 'deviceTimeout');
    expect(timeouts.length).toBeGreaterThan(0);
    expect(timeouts.length).toBeLessThan(found.length * DEVICE_TIMEOUT_SHARE * 3);
    for (const plan of timeouts) expect(plan.doneAt).toBe(AT + F.queuedMs + F.answerTimeoutMs);
  });

  it('an offline device fails when it is to be asked; footage over 3 days old is gone', () => {
    expect(footagePlanOf(ask({ deviceFresh: false }))).toMatchObject({
      outcome: 'FAILED',
      failureReason: 'deviceOffline',
      doneAt: AT + F.queuedMs,
    });
    expect(footagePlanOf(ask({ from: AT - F.deviceKeepsMs - 60_000 }))).toMatchObject({
      outcome: 'FAILED',
      failureReason: 'noFootage',
      doneAt: AT + F.queuedMs + F.askedMs,
    });
  });

  it('is the same plan every time (seeded), and a retry draws anew', () => {
    expect(footagePlanOf(ask())).toEqual(footagePlanOf(ask()));
    const draws = new Set(
      [1, 2, 3].flatMap((attempt) =>
        Array.from(
          { length: 30 },
          (_, v) => footagePlanOf(ask({ vehicleId: v + 1, attempt })).outcome,
        ),
      ),
    );
    expect(draws.has('READY')).toBe(true);
  });

  it('reads the state at any instant from the plan', () => {
    const plan = { ...footagePlanOf(ask({ vehicleId: 3 })), attemptAt: AT };
    if (plan.uploadingAt === null) throw new Error('vehicle 3 should upload');
    expect(footageStateAt(plan, AT)).toEqual({ state: 'QUEUED', since: AT });
    expect(footageStateAt(plan, plan.askedAt).state).toBe('DEVICE_ASKED');
    expect(footageStateAt(plan, plan.uploadingAt).state).toBe('UPLOADING');
    expect(footageStateAt(plan, plan.doneAt)).toEqual({ state: 'READY', since: plan.doneAt });
  });
});
