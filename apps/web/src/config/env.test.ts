import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('defaults to the same origin, Indonesian and a 30 s timeout', () => {
    expect(parseEnv({})).toMatchObject({
      apiBaseUrl: '',
      defaultLanguage: 'id',
      requestTimeoutMs: 30_000,
      buildId: 'dev',
    });
  });

  it('lists every bad variable at once', () => {
    let caught: unknown;
    try {
      parseEnv({
        VITE_API_BASE_URL: 'gateway/',
        VITE_DEFAULT_LANGUAGE: 'fr',
        VITE_REQUEST_TIMEOUT_MS: 'soon',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EnvError);
    const problems = (caught as EnvError).problems.join('\n');
    expect(problems).toContain('VITE_API_BASE_URL');
    expect(problems).toContain('VITE_DEFAULT_LANGUAGE');
    expect(problems).toContain('VITE_REQUEST_TIMEOUT_MS');
  });
});
