import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/http';
import { makeErrorResponse } from '@/testing/factories';
import { signOutInBrowser } from './browser-sign-out';
import { readSessionHint, writeSessionHint } from './session-hint';

describe('signOutInBrowser', () => {
  it('SHELL-80 leaves for the sign-in page as signed out, even if a whoami said "signed in" meanwhile', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(() => {
      // While the logout call is on its way, a whoami of the still-open page is answered with
      // the session not ended yet, and writes "signed in".
      writeSessionHint('signed-in');
      return jsonResponse(500, makeErrorResponse({ statusCode: 500, code: 'INTERNAL' }));
    });
    let hintWhenLeaving: string | null = 'not left';
    await signOutInBrowser({
      to: '/login',
      delayMs: 0,
      leave: () => {
        hintWhenLeaving = readSessionHint();
      },
    });
    expect(hintWhenLeaving).toBe('signed-out');
  });
});
