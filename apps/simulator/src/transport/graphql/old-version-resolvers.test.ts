import { BackToOldVersionResultSchema, type BackToOldVersionResult } from '@armada/contracts/auth';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSimulator, type TestSimulator } from '../../testing/test-simulator';
import { oldVersionReasonsOf } from './old-version-resolvers';

let t: TestSimulator;

beforeAll(async () => {
  t = await startTestSimulator();
});
afterAll(async () => {
  await t?.close();
});

const mutation = `mutation BackToOldVersion($message: String!) {
  backToOldVersion(message: $message) { isSuccessful errorCode errorName message status redirectUrl }
}`;

async function backToOldVersion(cookie: string, message: string) {
  const response = await t.as(cookie, {
    method: 'POST',
    url: '/graphql',
    payload: { query: mutation, variables: { message } },
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ data: { backToOldVersion: BackToOldVersionResult } }>();
  return body.data.backToOldVersion;
}

describe('GraphQL backToOldVersion', () => {
  it('records the reason and answers isSuccessful', async () => {
    const cookie = await t.login('dispatcher');
    const result = await backToOldVersion(cookie, '  Data tidak diperbarui ');
    expect(Compile(BackToOldVersionResultSchema).Check(result)).toBe(true);
    expect(result).toMatchObject({
      isSuccessful: true,
      errorCode: null,
      status: 200,
      redirectUrl: null,
    });
    const reasons = oldVersionReasonsOf(t.simulator.services, 1001);
    expect(reasons.at(-1)).toMatchObject({ message: 'Data tidak diperbarui' });
  });

  it('refuses a blank reason with isSuccessful false and records nothing', async () => {
    const cookie = await t.login('operator');
    const before = oldVersionReasonsOf(t.simulator.services, 1001).length;
    const result = await backToOldVersion(cookie, '   ');
    expect(result).toMatchObject({
      isSuccessful: false,
      errorCode: 'VALIDATION_ERROR',
      status: 400,
      redirectUrl: null,
    });
    expect(result.message).toMatch(/must not be blank/);
    expect(oldVersionReasonsOf(t.simulator.services, 1001)).toHaveLength(before);
  });

  it('is refused without a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: mutation, variables: { message: 'x' } },
    });
    expect(response.statusCode).toBe(401);
  });
});
