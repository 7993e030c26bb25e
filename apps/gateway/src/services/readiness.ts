import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

export type CheckState = 'ok' | 'starting' | 'unreachable' | 'stopping';

export interface ReadinessReport {
  ready: boolean;
  /** One entry per backend part: `simulator`, or each upstream service by name. */
  checks: Record<string, CheckState>;
}

export interface Readiness {
  check(): Promise<ReadinessReport>;
  /** Called once the backend is mounted (simulator) or the app is ready (upstream). */
  markStarted(): void;
  /** Called when shutdown begins, so load balancers stop sending traffic. */
  markStopping(): void;
}

type Phase = 'starting' | 'started' | 'stopping';

export interface SimulatorReadiness extends Readiness {
  /** The simulator is mounted; `isReady` (when it offers one) says whether its store answers. */
  mounted(isReady?: () => Promise<boolean>): void;
}

/** In-process simulator: ready once created and mounted (and its store answers) until shutdown. */
export function createSimulatorReadiness({
  probeTimeoutMs,
}: {
  probeTimeoutMs: number;
}): SimulatorReadiness {
  let phase: Phase = 'starting';
  let storeAnswers: (() => Promise<boolean>) | undefined;
  const report = (state: CheckState): ReadinessReport => ({
    ready: state === 'ok',
    checks: { simulator: state },
  });
  return {
    async check() {
      if (phase !== 'started') return report(phase === 'stopping' ? 'stopping' : 'starting');
      if (!storeAnswers) return report('ok');
      const ok = await withTimeout(
        storeAnswers().catch(() => false),
        probeTimeoutMs,
        false,
      );
      return report(ok ? 'ok' : 'unreachable');
    },
    mounted(isReady) {
      storeAnswers = isReady;
      this.markStarted();
    },
    markStarted: () => void (phase = phase === 'stopping' ? phase : 'started'),
    markStopping: () => void (phase = 'stopping'),
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    timer.unref();
    void promise.then((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

export interface UpstreamTarget {
  name: string;
  url: string;
}

/**
 * Resolves true when `url` answers HTTP at all, whatever the status: a 404 or 401 still proves
 * the service is up. A fresh connection each time (no agent) so nothing lingers after shutdown.
 */
export function probeHttp(url: string, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (ok: boolean) => {
      if (settled) return;
      settled = true;
      resolve(ok);
      req.destroy();
    };
    const request = url.startsWith('https:') ? httpsRequest : httpRequest;
    const req = request(url, { method: 'GET', agent: false, timeout: timeoutMs }, (res) => {
      res.resume();
      finish(true);
    });
    req.on('timeout', () => finish(false));
    req.on('error', () => finish(false));
    req.end();
  });
}

export interface UpstreamReadinessOptions {
  probeTimeoutMs: number;
  /** A probe result is reused this long, so a busy health checker cannot flood the upstreams. */
  cacheMs: number;
  probe?: (url: string, timeoutMs: number) => Promise<boolean>;
}

export function createUpstreamReadiness(
  targets: readonly UpstreamTarget[],
  { probeTimeoutMs, cacheMs, probe = probeHttp }: UpstreamReadinessOptions,
): Readiness {
  let phase: Phase = 'starting';
  let cached: { at: number; report: Promise<ReadinessReport> } | null = null;

  async function probeAll(): Promise<ReadinessReport> {
    const byUrl = new Map<string, Promise<boolean>>();
    const results = await Promise.all(
      targets.map(async ({ name, url }) => {
        let pending = byUrl.get(url);
        if (!pending) byUrl.set(url, (pending = probe(url, probeTimeoutMs)));
        return [name, (await pending) ? 'ok' : 'unreachable'] as const;
      }),
    );
    const checks = Object.fromEntries(results) as Record<string, CheckState>;
    return { ready: results.every(([, state]) => state === 'ok'), checks };
  }

  return {
    async check() {
      if (phase === 'stopping') {
        return {
          ready: false,
          checks: Object.fromEntries(targets.map(({ name }) => [name, 'stopping' as const])),
        };
      }
      const now = Date.now();
      if (!cached || now - cached.at >= cacheMs) cached = { at: now, report: probeAll() };
      return cached.report;
    },
    markStarted: () => void (phase = phase === 'stopping' ? phase : 'started'),
    markStopping: () => void (phase = 'stopping'),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}
