import {
  PUBLIC_TRACKING_EVENTS,
  PUBLIC_TRACKING_STREAM,
  trackingLinkStatus,
  type TrackingLinkEnd,
} from '@armada/contracts/tracking-links';
import type { Clock } from '../../domain/clock';
import { publicViewOf, type LinkFacts } from './public-view';
import type { LinkRow } from './tracking-link-store';
import type { LinkListener, TrackingLinkService } from './tracking-link-service';

/** Where a stream's events go: the open HTTP answer (routes.ts) or a test's list. */
export interface StreamSink {
  /** One Server-Sent Event. */
  event(name: string, data: string): void;
  /** A comment line: keeps proxies from taking a quiet stream for a dead one. */
  keepAlive(): void;
  /** Ends the answer. */
  close(): void;
}

interface OpenStream {
  link: LinkRow;
  sink: StreamSink;
  facts: LinkFacts | null;
  factsAt: number;
  viewAt: number;
  sentAt: number;
  /** The last view sent, without its instant: an unchanged view is not sent again. */
  lastView: string;
}

/** How often a stream reads its task and stop again (the runner's rounds are 10 s apart). */
const FACTS_EVERY_MS = 10_000;

/**
 * TRK-12: the open public streams. Each gets a `view` event at once and then at most every
 * `viewEveryMs` with the vehicle's position of the moment; the task's facts are read again every
 * FACTS_EVERY_MS, and with them the link itself (a revocation made by another simulator on the
 * same database reaches the stream that way). When its link is revoked here (`ended`) or its
 * expiry passes, a stream gets one `end` event and is closed at once.
 *
 * `tick` is driven by a real-time timer (module start) and by tests; it reads the clock it was
 * given, so a test steps it.
 */
export class PublicTrackingStreams implements LinkListener {
  private readonly streams = new Set<OpenStream>();
  private ticking = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly deps: { service: TrackingLinkService; clock: Clock; realNow?: () => number },
  ) {}

  get size(): number {
    return this.streams.size;
  }

  /** Opens a stream for an active link: the first view goes out before this resolves. */
  async open(link: LinkRow, sink: StreamSink): Promise<() => void> {
    const stream: OpenStream = {
      link,
      sink,
      facts: null,
      factsAt: 0,
      viewAt: 0,
      sentAt: 0,
      lastView: '',
    };
    this.streams.add(stream);
    await this.refresh(stream);
    return () => {
      this.streams.delete(stream);
    };
  }

  ended(linkId: number, status: TrackingLinkEnd): void {
    for (const stream of this.streams) if (stream.link.id === linkId) this.end(stream, status);
  }

  extended(linkId: number, expiresAt: number): void {
    for (const stream of this.streams) {
      if (stream.link.id === linkId) stream.link = { ...stream.link, expiresAt };
    }
  }

  /** One round over the open streams (every second in a running simulator). */
  async tick(): Promise<void> {
    if (this.ticking) return;
    this.ticking = true;
    try {
      for (const stream of [...this.streams]) {
        if (!this.streams.has(stream)) continue;
        try {
          await this.refresh(stream);
        } catch {
          // A failed read ends nothing: the next round tries again.
        }
      }
    } finally {
      this.ticking = false;
    }
  }

  /** Rounds every `everyMs` of real time until `stop`. */
  start(everyMs: number): void {
    clearInterval(this.timer);
    this.timer = setInterval(() => void this.tick(), everyMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.closeAll();
  }

  /** Ends every stream (the simulator stops): the browsers reconnect to whoever serves next. */
  closeAll(): void {
    for (const stream of [...this.streams]) {
      this.streams.delete(stream);
      stream.sink.close();
    }
  }

  private realNow(): number {
    return (this.deps.realNow ?? Date.now)();
  }

  private async refresh(stream: OpenStream): Promise<void> {
    const now = this.deps.clock.now();
    const real = this.realNow();
    if (stream.facts === null || real - stream.factsAt >= FACTS_EVERY_MS) {
      const current = await this.deps.service.current(stream.link);
      if (!this.streams.has(stream)) return;
      if (current) stream.link = current;
      stream.facts = await this.deps.service.factsOf(stream.link);
      stream.factsAt = real;
      if (!this.streams.has(stream)) return;
    }
    const status = trackingLinkStatus(stream.link, now);
    if (status !== 'ACTIVE') {
      this.end(stream, status);
      return;
    }
    if (stream.viewAt === 0 || real - stream.viewAt >= PUBLIC_TRACKING_STREAM.viewEveryMs) {
      stream.viewAt = real;
      const view = publicViewOf({ ...stream.facts, position: this.positionNow(stream) }, now);
      const unchanged = JSON.stringify({ ...view, at: '' });
      if (unchanged !== stream.lastView) {
        stream.lastView = unchanged;
        stream.sink.event(PUBLIC_TRACKING_EVENTS.view, JSON.stringify(view));
        stream.sentAt = real;
        return;
      }
    }
    if (real - stream.sentAt >= PUBLIC_TRACKING_STREAM.keepAliveMs) {
      stream.sink.keepAlive();
      stream.sentAt = real;
    }
  }

  private positionNow(stream: OpenStream): LinkFacts['position'] {
    return this.deps.service.positionNow(stream.link.vehicleId) ?? stream.facts?.position ?? null;
  }

  private end(stream: OpenStream, status: TrackingLinkEnd): void {
    if (!this.streams.delete(stream)) return;
    stream.sink.event(PUBLIC_TRACKING_EVENTS.end, JSON.stringify({ status }));
    stream.sink.close();
  }
}
