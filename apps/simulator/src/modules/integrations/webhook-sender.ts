import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { performance } from 'node:perf_hooks';

/** What one attempt came to (WHK-8). */
export interface SendOutcome {
  /** The HTTP status, null when nothing was answered. */
  responseCode: number | null;
  durationMs: number;
  /** Why there was no answer, or the start of the answer's body. */
  detail: string;
}

export interface SendRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  excerptMax: number;
}

export type WebhookSender = (request: SendRequest) => Promise<SendOutcome>;

const agents = {
  http: new HttpAgent({ keepAlive: true, maxSockets: 64 }),
  https: new HttpsAgent({ keepAlive: true, maxSockets: 64 }),
};

/**
 * WHK-7: one POST, bounded by `timeoutMs` from the first byte sent to the last byte read
 * (real time, whatever the simulated clock does); redirects are not followed (a 3xx is an
 * answer that did not deliver). At most `excerptMax` characters of the answer are kept.
 */
export const httpWebhookSender: WebhookSender = (req) =>
  new Promise((resolve) => {
    const started = performance.now();
    const done = (responseCode: number | null, detail: string) => {
      clearTimeout(timer);
      resolve({ responseCode, durationMs: Math.round(performance.now() - started), detail });
    };
    let settled = false;
    const finish = (code: number | null, detail: string) => {
      if (settled) return;
      settled = true;
      done(code, detail);
    };
    const url = new URL(req.url);
    const secure = url.protocol === 'https:';
    const send = secure ? httpsRequest : httpRequest;
    const outgoing = send(url, {
      method: 'POST',
      agent: secure ? agents.https : agents.http,
      headers: {
        ...req.headers,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(req.body),
        'user-agent': 'Armada-Webhooks/1',
      },
    });
    const timer = setTimeout(() => {
      finish(null, `no answer within ${req.timeoutMs} ms`);
      outgoing.destroy();
    }, req.timeoutMs);
    timer.unref?.();
    outgoing.on('response', (answer) => {
      let excerpt = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => {
        if (excerpt.length < req.excerptMax) excerpt += chunk;
      });
      answer.on('end', () => finish(answer.statusCode ?? null, excerpt.slice(0, req.excerptMax)));
      answer.on('error', (error) => finish(answer.statusCode ?? null, error.message));
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      finish(null, error.code ? `${error.code}: ${error.message}` : error.message),
    );
    outgoing.end(req.body);
  });
