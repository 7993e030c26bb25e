import { Redis } from 'ioredis';
import { memoryAttemptCounter, type AttemptCounter, type Taken } from './login-rate-limit';

/**
 * True when Redis at `url` answers a PING, without retrying: tests and benches use it to tell a
 * machine without Redis (their Redis rows or cases are then left out) from one with it.
 */
export async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/**
 * One attempt, atomically: counted unless the key already holds `max` (then refused, not
 * counted); the window starts with the key's first attempt. Answers [refused, count, ms left].
 */
const TAKE = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n >= tonumber(ARGV[1]) then
  return {1, n, redis.call('PTTL', KEYS[1])}
end
n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return {0, n, redis.call('PTTL', KEYS[1])}
`;

/** An attempt given back: one less, never below zero, the window kept. */
const GIVE_BACK = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then redis.call('DECR', KEYS[1]) end
return n
`;

export interface RedisAttemptCounterOptions {
  url: string;
  /** Key prefix: the gateways sharing a limit use the same one. */
  prefix: string;
  /** Told when Redis does not answer (the gateway's logger). */
  warn: (error: unknown, message: string) => void;
  now?: () => number;
}

/**
 * The sign-in attempt counts in Redis (REDIS_URL), shared by every gateway that uses the same
 * server and prefix: behind N gateways an address gets the limit, not N times it (ADR 0063).
 * When Redis does not answer, the gateway counts in its own memory for that attempt (the limit
 * per gateway, as without Redis) rather than refusing or letting every guess through; commands
 * are not queued while Redis is away, so a sign-in never waits on a reconnect.
 */
/** How long a starting gateway waits for Redis before it serves (counting in memory). */
const CONNECT_WAIT_MS = 2_000;

export function redisAttemptCounter(options: RedisAttemptCounterOptions): AttemptCounter {
  const redis = new Redis(options.url, {
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  // ioredis emits connection errors; without a listener they would be thrown.
  let warnedAt = Number.NEGATIVE_INFINITY;
  const warnOnce = (error: unknown) => {
    const at = Date.now();
    if (at - warnedAt < 60_000) return;
    warnedAt = at;
    options.warn(error, 'sign-in rate limit: Redis does not answer; counting in memory');
  };
  redis.on('error', warnOnce);
  const fallback = memoryAttemptCounter(options.now);
  const keyOf = (key: string) => `${options.prefix}login:${key}`;
  return {
    async take(key, max, windowMs): Promise<Taken> {
      try {
        const [refused, count, ttl] = (await redis.eval(
          TAKE,
          1,
          keyOf(key),
          String(max),
          String(windowMs),
        )) as [number, number, number];
        return { refused: refused === 1, count, resetInMs: ttl > 0 ? ttl : windowMs };
      } catch (error) {
        warnOnce(error);
        return fallback.take(key, max, windowMs);
      }
    },
    async clear(key) {
      await fallback.clear(key);
      await redis.del(keyOf(key)).catch(warnOnce);
    },
    async giveBack(key) {
      await fallback.giveBack(key);
      await redis.eval(GIVE_BACK, 1, keyOf(key)).catch(warnOnce);
    },
    async close() {
      await fallback.close();
      redis.disconnect();
    },
    connected() {
      if (redis.status === 'ready') return Promise.resolve();
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(bound);
          redis.off('ready', done);
          resolve();
        };
        // Redis down at start: serve at once, counting in memory (warned on the first attempt).
        const bound = setTimeout(done, CONNECT_WAIT_MS);
        redis.once('ready', done);
      });
    },
  };
}
