/**
 * What a vehicle's device does with a footage request (TV-10 ... TV-12): a pure function of
 * the seed, the request and what was known when it was (re)sent, so every process, restart and
 * test agrees. The plan is stored with the request; its state at any time follows from the
 * plan's instants (no runner moves it).
 */
import {
  TRACK_VISION,
  type TvFailureReason,
  type TvFootageState,
} from '@armada/contracts/track-vision';
import { streamKey, unitDraw } from '../../engine/alerts/seeded-draws';

const F = TRACK_VISION.footage;

/** TV-11: the share of asked devices that never answer (the rest upload). */
export const DEVICE_TIMEOUT_SHARE = 0.1;

export interface FootageAsk {
  seed: number;
  vehicleId: number;
  /** Epoch ms of the range. */
  from: number;
  to: number;
  /** 1 for the first try, then 2, 3 (TV-12). */
  attempt: number;
  /** Epoch ms the request was (re)sent. */
  at: number;
  /** TV-11: the device reported within the last 10 minutes at `at`. */
  deviceFresh: boolean;
}

export interface FootagePlan {
  /** Epoch ms the device is asked (the end of QUEUED). */
  askedAt: number;
  /** Epoch ms the upload starts; null when the device never uploads. */
  uploadingAt: number | null;
  /** Epoch ms it ends, READY or FAILED. */
  doneAt: number;
  outcome: 'READY' | 'FAILED';
  failureReason: TvFailureReason | null;
}

/** TV-10: the upload time of a range: a fixed part and a part per minute of footage. */
export function uploadMsOf(from: number, to: number): number {
  return Math.round(F.uploadBaseMs + (F.uploadPerMinuteMs * (to - from)) / 60_000);
}

/** TV-10, TV-11: the plan of one try. */
export function footagePlanOf(ask: FootageAsk): FootagePlan {
  const askedAt = ask.at + F.queuedMs;
  // TV-11: a device that has not reported within 10 minutes cannot be asked.
  if (!ask.deviceFresh)
    return {
      askedAt,
      uploadingAt: null,
      doneAt: askedAt,
      outcome: 'FAILED',
      failureReason: 'deviceOffline',
    };
  const answeredAt = askedAt + F.askedMs;
  // TV-11: the device keeps footage 3 days; an older range is gone from its card.
  if (ask.from < ask.at - F.deviceKeepsMs)
    return {
      askedAt,
      uploadingAt: null,
      doneAt: answeredAt,
      outcome: 'FAILED',
      failureReason: 'noFootage',
    };
  const draw = unitDraw(
    streamKey(ask.seed, 'track-vision-footage'),
    ask.vehicleId,
    Math.floor(ask.from / 1000),
    ask.attempt,
  );
  if (draw < DEVICE_TIMEOUT_SHARE)
    return {
      askedAt,
      uploadingAt: null,
      doneAt: askedAt + F.answerTimeoutMs,
      outcome: 'FAILED',
      failureReason: 'deviceTimeout',
    };
  return {
    askedAt,
    uploadingAt: answeredAt,
    doneAt: answeredAt + uploadMsOf(ask.from, ask.to),
    outcome: 'READY',
    failureReason: null,
  };
}

/** TV-10: the state of a try at `now`, and since when. */
export function footageStateAt(
  plan: FootagePlan & { attemptAt: number },
  now: number,
): { state: TvFootageState; since: number } {
  if (now < plan.askedAt) return { state: 'QUEUED', since: plan.attemptAt };
  if (plan.uploadingAt === null ? now < plan.doneAt : now < plan.uploadingAt)
    return { state: 'DEVICE_ASKED', since: plan.askedAt };
  if (plan.uploadingAt !== null && now < plan.doneAt)
    return { state: 'UPLOADING', since: plan.uploadingAt };
  return { state: plan.outcome, since: plan.doneAt };
}
