import { expect } from 'vitest';
import type { TSchema } from 'typebox';
import Value from 'typebox/value';
import { ErrorResponseSchema } from '@armada/contracts/shared';
import type { ApiResponse } from './client';

/** The schema's violations, one line each, for an assertion message. */
export function schemaErrors(schema: TSchema, value: unknown, limit = 20): string[] {
  return Value.Errors(schema, value)
    .slice(0, limit)
    .map((error) => `  ${error.instancePath || '(root)'} ${error.message} [${error.keyword}]`);
}

/** Fails with every violation listed (instance path, message, keyword) when the value does not match. */
export function expectSchema(schema: TSchema, value: unknown, label: string): void {
  if (Value.Check(schema, value)) return;
  const errors = schemaErrors(schema, value);
  const shown = JSON.stringify(value)?.slice(0, 1500) ?? String(value);
  expect.fail(
    `${label} does not match its contract schema:\n${errors.join('\n')}\nvalue: ${shown}`,
  );
}

/** Expects a given status, printing the request and the answer when it differs. */
export function expectStatus(response: ApiResponse, status: number | readonly number[]): void {
  const wanted = typeof status === 'number' ? [status] : status;
  if (!wanted.includes(response.status)) {
    expect.fail(`expected HTTP ${wanted.join(' or ')}, got ${response.describe()}`);
  }
}

/**
 * Expects a JSON error `{statusCode, code, message}` with the status; when `names` is given,
 * the message must mention at least one of them (the bad parameter, field or expression).
 */
export function expectError(
  response: ApiResponse,
  status: number,
  names?: readonly (string | RegExp)[],
): void {
  expectStatus(response, status);
  expectSchema(
    ErrorResponseSchema,
    response.body,
    `${status} error body of ${response.describe()}`,
  );
  const body = response.body as { statusCode: number; message: string };
  expect(body.statusCode, `statusCode in the body of ${response.describe()}`).toBe(status);
  if (names && names.length > 0) {
    const message = body.message.toLowerCase();
    const named = names.some((name) =>
      typeof name === 'string' ? message.includes(name.toLowerCase()) : name.test(body.message),
    );
    if (!named) {
      expect.fail(
        `the ${status} message should name the bad part (${names.map(String).join(' or ')}): ${response.describe()}`,
      );
    }
  }
}
