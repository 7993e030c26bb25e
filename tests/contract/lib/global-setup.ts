import type { TestProject } from 'vitest/node';
import { DEMO_PASSWORD, SESSION_COOKIE_NAME } from '@armada/contracts/auth';
import { contractBaseUrl } from './client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The admin session every file shares (sign-in is rate limited per user). */
    adminSession: string;
  }
}

/**
 * Fails fast, with one clear message, when the server under test is not there; signs in as
 * admin once for the whole run.
 */
export default async function globalSetup(project: TestProject): Promise<void> {
  const base = contractBaseUrl();
  try {
    const response = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    throw new Error(`CONTRACT_BASE_URL=${base} does not answer (${cause})`);
  }
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await login.text();
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${SESSION_COOKIE_NAME}=`));
  if (login.status !== 200 || !cookie) {
    throw new Error(
      `sign-in as admin failed: POST /auth/login -> ${login.status} ${text.slice(0, 500)}`,
    );
  }
  project.provide('adminSession', cookie.slice(SESSION_COOKIE_NAME.length + 1));
}
