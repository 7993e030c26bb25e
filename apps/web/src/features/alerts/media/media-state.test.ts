import { describe, expect, it } from 'vitest';
import { ALERT_CONSTANTS } from '@armada/contracts/alerts';
import {
  cameraChannelOf,
  hasAlertMedia,
  initialMediaState,
  mediaReducer,
  type MediaEvent,
  type MediaState,
} from './media-state';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;
const video = { url: '/api/media/dashcam/clip.mp4', format: 'mp4' as const, channel: 1 };

function run(...events: MediaEvent[]): MediaState {
  return events.reduce(mediaReducer, initialMediaState);
}

describe('the media polling state machine (docs/rules/alert-center.md §4)', () => {
  it('uses the constants of docs/rules/alert-center.md §9', () => {
    expect(ALERT_CONSTANTS.media).toMatchObject({
      pollIntervalMs: 30 * SECOND,
      timeoutAgeMs: 30 * MINUTE,
      maxAgeMs: 3 * DAY,
      deviceFreshnessMs: 10 * MINUTE,
      requestDelayMs: 5 * SECOND,
      waitingAfterTries: 2,
      videoWaitingPauseMs: 20 * SECOND,
    });
  });

  it('starts loading with a look at once; a found download completes it', () => {
    expect(initialMediaState).toMatchObject({ status: 'loading', nextLookInMs: 0 });
    expect(run({ type: 'found', video })).toMatchObject({
      status: 'complete',
      video,
      nextLookInMs: null,
    });
  });

  it('fails at once an alert older than 3 days with no download', () => {
    expect(run({ type: 'none', ageMs: 3 * DAY + 1 })).toMatchObject({
      status: 'failed',
      nextLookInMs: null,
    });
    // Exactly 3 days old still polls.
    expect(run({ type: 'none', ageMs: 3 * DAY }).status).toBe('checking');
  });

  it('polls every 30 s and waits after the second unsuccessful try of a young alert', () => {
    const first = run({ type: 'none', ageMs: MINUTE });
    expect(first).toMatchObject({ status: 'checking', tries: 1, nextLookInMs: 30 * SECOND });
    const second = mediaReducer(first, { type: 'none', ageMs: MINUTE + 30 * SECOND });
    expect(second).toMatchObject({ status: 'waiting', tries: 2, nextLookInMs: 30 * SECOND });
    const third = mediaReducer(second, { type: 'none', ageMs: 2 * MINUTE });
    expect(third).toMatchObject({ status: 'waiting', nextLookInMs: 30 * SECOND });
    expect(mediaReducer(third, { type: 'found', video }).status).toBe('complete');
  });

  it('times out (the user may request) on the second try from 30 minutes of age on', () => {
    const aged = run({ type: 'none', ageMs: 29 * MINUTE }, { type: 'none', ageMs: 30 * MINUTE });
    expect(aged).toMatchObject({ status: 'timeout', nextLookInMs: null });
    // A waiting alert that grows past 30 minutes times out at its next unsuccessful poll.
    const waiting = run(
      { type: 'none', ageMs: 29 * MINUTE },
      { type: 'none', ageMs: 29 * MINUTE + 30 * SECOND },
    );
    expect(waiting.status).toBe('waiting');
    expect(mediaReducer(waiting, { type: 'none', ageMs: 30 * MINUTE }).status).toBe('timeout');
  });

  it('a request: unreachable device gives timeout with a notice, no file gives failed', () => {
    const timeout = run({ type: 'none', ageMs: DAY }, { type: 'none', ageMs: DAY });
    const requesting = mediaReducer(timeout, { type: 'requestStarted' });
    expect(requesting).toMatchObject({ status: 'requesting', nextLookInMs: null });
    // A look answering late does not interrupt the request.
    expect(mediaReducer(requesting, { type: 'none', ageMs: DAY })).toBe(requesting);
    expect(mediaReducer(requesting, { type: 'deviceUnreachable' })).toMatchObject({
      status: 'timeout',
      notice: { kind: 'deviceUnreachable' },
    });
    expect(mediaReducer(requesting, { type: 'mediaNotFound' })).toMatchObject({
      status: 'failed',
      notice: { kind: 'mediaNotFound' },
    });
    expect(mediaReducer(requesting, { type: 'uploadNotSent' })).toMatchObject({
      status: 'failed',
      notice: null,
    });
    const failedCall = mediaReducer(requesting, { type: 'requestFailed', message: 'boom' });
    expect(failedCall).toMatchObject({
      status: 'timeout',
      notice: { kind: 'requestFailed', message: 'boom' },
    });
    expect(mediaReducer(failedCall, { type: 'noticeShown' }).notice).toBeNull();
  });

  it("'Sent' waits, reads the video after the 20 s pause, then polls every 30 s", () => {
    const timeout = run({ type: 'none', ageMs: DAY }, { type: 'none', ageMs: DAY });
    const sent = run(
      { type: 'none', ageMs: DAY },
      { type: 'none', ageMs: DAY },
      { type: 'requestStarted' },
      { type: 'uploadSent' },
    );
    expect(timeout.status).toBe('timeout');
    expect(sent).toMatchObject({
      status: 'waiting',
      requested: true,
      tries: 0,
      nextLookInMs: 20 * SECOND,
    });
    const notYet = mediaReducer(sent, { type: 'none', ageMs: DAY });
    expect(notYet).toMatchObject({ status: 'waiting', nextLookInMs: 30 * SECOND });
    // Still nothing at the next poll: an old alert times out again, to be requested again.
    expect(mediaReducer(notYet, { type: 'none', ageMs: DAY }).status).toBe('timeout');
    expect(mediaReducer(notYet, { type: 'found', video }).status).toBe('complete');
  });

  it('only camera alerts have media; driver monitoring uses the DMS camera', () => {
    expect(hasAlertMedia({ alertCode: 52 })).toBe(true);
    expect(hasAlertMedia({ alertCode: 134 })).toBe(true);
    expect(hasAlertMedia({ alertCode: 8 })).toBe(false);
    expect(cameraChannelOf({ alertCode: 110 })).toBe(3);
    expect(cameraChannelOf({ alertCode: 90 })).toBe(1);
  });
});
