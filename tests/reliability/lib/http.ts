import Value from 'typebox/value';
import { DEMO_PASSWORD, SESSION_COOKIE_NAME, loginRoute } from '@armada/contracts/auth';
import { ErrorResponseSchema } from '@armada/contracts/shared';

/** Whether a body is the one JSON error shape (docs/architecture.md): statusCode, code, message. */
export function isErrorShape(body: unknown, status?: number): boolean {
  if (!Value.Check(ErrorResponseSchema, body)) return false;
  return status === undefined || (body as { statusCode: number }).statusCode === status;
}

/** Signs in and returns the session cookie pair (`armada_session=…`). */
export async function signIn(origin: string, username = 'admin'): Promise<string> {
  const response = await fetch(`${origin}${loginRoute.url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${SESSION_COOKIE_NAME}=`));
  if (response.status !== 200 || !cookie) {
    throw new Error(
      `sign-in as ${username} on ${origin} failed: ${response.status} ${await response.text()}`,
    );
  }
  return cookie;
}
