import { WEBHOOK_HEADERS, WEBHOOK_LIMITS } from '@armada/contracts/integrations';
import type { Clock } from '../../domain/clock';
import type { DeliveryRow, DueDelivery, IntegrationStore } from './integration-store';
import { signWebhook } from './webhook-signature';
import type { WebhookSender } from './webhook-sender';

/** WHK-6: the wait after the `failed`-th failed attempt: 30 s, 1 min, 2 min … at most 1 h. */
export function retryDelayMs(failed: number): number {
  const delay = WEBHOOK_LIMITS.firstRetryMs * 2 ** Math.max(0, failed - 1);
  return Math.min(delay, WEBHOOK_LIMITS.maxRetryMs);
}

/** How often (real time) a pass looks for leases that ran out. */
const RELEASE_EVERY_MS = 1000;

/** A lease covers the attempt's timeout with room to write its outcome. */
const LEASE_MARGIN_MS = 60_000;

export interface DispatcherOptions {
  store: IntegrationStore;
  clock: Clock;
  send: WebhookSender;
  /** Attempts under way at once in this process, all endpoints together. */
  concurrency?: number;
  /** WHK-7: attempts under way at once per endpoint in this process. */
  perEndpoint?: number;
  timeoutMs?: number;
  onError?: (error: unknown, what: string) => void;
  /** Told after each attempt is written (the bench measures with it). */
  onAttempt?: (delivery: DeliveryRow, outcome: { responseCode: number | null }) => void;
}

/**
 * Sends due webhook deliveries (WHK-6, WHK-7; ADR 0052). The deliveries table is the queue: a
 * pass releases expired leases, reads due rows skipping the endpoints already at their bound,
 * claims some (`PENDING` → `SENDING` in one UPDATE, so two processes never send one row twice)
 * and starts their attempts without waiting for them; each finished attempt writes its outcome
 * and starts another pass. A slow endpoint holds at most `perEndpoint` of the `concurrency`
 * slots, so other endpoints, and the fleet, never wait for it.
 */
export class WebhookDispatcher {
  private readonly concurrency: number;
  private readonly perEndpoint: number;
  private readonly timeoutMs: number;
  private readonly inFlight = new Map<number, number>();
  private readonly sending = new Set<Promise<void>>();
  private total = 0;
  private releasedAt = Number.NEGATIVE_INFINITY;
  private pumping: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly options: DispatcherOptions) {
    this.concurrency = options.concurrency ?? 16;
    this.perEndpoint = options.perEndpoint ?? WEBHOOK_LIMITS.perEndpointConcurrency;
    this.timeoutMs = options.timeoutMs ?? WEBHOOK_LIMITS.timeoutMs;
  }

  /**
   * Looks for due deliveries every `everyMs` of real time (retries fall due as the clock moves);
   * without it, tests and benches call `runDue` after stepping the clock. Kicks (a new event, a
   * replay, a finished attempt) start a pass either way.
   */
  start(everyMs = 1000): void {
    this.stopped = false;
    if (this.timer) return;
    this.timer = setInterval(() => this.kick(), everyMs);
    this.timer.unref?.();
    this.kick();
  }

  /** Starts no new attempt and waits for those under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.pumping;
    await Promise.allSettled([...this.sending]);
  }

  /** Something may be due now (a new event, a replay): look without waiting for the timer. */
  kick(): void {
    if (this.stopped) return;
    if (this.pumping) {
      this.again = true;
      return;
    }
    this.pumping = this.pass()
      .catch((error: unknown) => this.options.onError?.(error, 'webhook dispatcher'))
      .finally(() => {
        this.pumping = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /**
   * Sends everything due at the clock's now and waits for those attempts, and for any that
   * became due meanwhile at the same now (tests step the clock between calls).
   */
  async runDue(): Promise<void> {
    for (;;) {
      this.kick();
      await this.pumping;
      if (this.sending.size === 0) {
        const due = await this.options.store.due(this.options.clock.now(), [], 1);
        if (due.length === 0 || this.stopped) return;
        continue;
      }
      await Promise.race([...this.sending]);
    }
  }

  /** Attempts under way in this process now. */
  get busy(): number {
    return this.total;
  }

  private async pass(): Promise<void> {
    const { store, clock } = this.options;
    const now = clock.now();
    // Leases run out rarely (a process stopped mid-attempt): looked for once a second at most.
    if (performance.now() - this.releasedAt >= RELEASE_EVERY_MS) {
      this.releasedAt = performance.now();
      await store.releaseExpired(now);
    }
    const free = this.concurrency - this.total;
    if (free <= 0) return;
    const full = [...this.inFlight].filter(([, n]) => n >= this.perEndpoint).map(([id]) => id);
    const due = await store.due(now, full, free * 4);
    const wanted: DueDelivery[] = [];
    const taking = new Map<number, number>();
    for (const row of due) {
      if (wanted.length >= free) break;
      const n = (this.inFlight.get(row.endpointId) ?? 0) + (taking.get(row.endpointId) ?? 0);
      if (n >= this.perEndpoint) continue;
      taking.set(row.endpointId, (taking.get(row.endpointId) ?? 0) + 1);
      wanted.push(row);
    }
    const claimed = new Set(
      await store.claim(
        wanted.map((row) => row.id),
        now + this.timeoutMs + LEASE_MARGIN_MS,
      ),
    );
    for (const row of wanted) if (claimed.has(row.id)) this.launch(row);
  }

  private launch(row: DueDelivery): void {
    this.total += 1;
    this.inFlight.set(row.endpointId, (this.inFlight.get(row.endpointId) ?? 0) + 1);
    const work = this.attempt(row)
      .catch((error: unknown) => this.options.onError?.(error, `webhook delivery ${row.id}`))
      .finally(() => {
        this.total -= 1;
        const left = (this.inFlight.get(row.endpointId) ?? 1) - 1;
        if (left > 0) this.inFlight.set(row.endpointId, left);
        else this.inFlight.delete(row.endpointId);
        this.sending.delete(work);
        this.kick();
      });
    this.sending.add(work);
  }

  /** WHK-5 ... WHK-8: one signed attempt, its outcome written with the delivery's next state. */
  private async attempt(row: DueDelivery): Promise<void> {
    const { store, clock, send } = this.options;
    const endpoint = row;
    const at = clock.now();
    const outcome = await send({
      url: endpoint.url,
      body: row.body,
      timeoutMs: this.timeoutMs,
      excerptMax: WEBHOOK_LIMITS.responseExcerptMax,
      headers: {
        [WEBHOOK_HEADERS.signature]: signWebhook(endpoint.secret, Math.floor(at / 1000), row.body),
        [WEBHOOK_HEADERS.event]: row.event,
        [WEBHOOK_HEADERS.delivery]: String(row.id),
      },
    });
    const delivered =
      outcome.responseCode !== null && outcome.responseCode >= 200 && outcome.responseCode < 300;
    // WHK-6: the next attempt waits longer each time; none falls after the window.
    const after = clock.now();
    const nextAt = after + retryDelayMs(row.attempts + 1);
    const next = delivered
      ? { status: 'DELIVERED' as const, nextAttemptAt: null }
      : nextAt > row.giveUpAt
        ? { status: 'FAILED' as const, nextAttemptAt: null }
        : { status: 'PENDING' as const, nextAttemptAt: nextAt };
    await store.recordAttempt(
      row.id,
      {
        number: row.attempts + 1,
        at,
        responseCode: outcome.responseCode,
        durationMs: outcome.durationMs,
        detail: outcome.detail,
      },
      next,
    );
    this.options.onAttempt?.(row, outcome);
  }
}
