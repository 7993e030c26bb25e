import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PERMISSIONS as P } from '@armada/contracts/auth';
import { resetClock, setClock } from '@/lib/clock';
import { jsonResponse, mockFetch } from '@/testing/http';
import { makeAppConfig, makeErrorResponse, makeIdentity } from '@/testing/factories';
import { WAIT_BOUND } from '@/testing/wait';
import { App } from './index';

// The signed-in frame (routes/app/root.tsx) loads the survey's code only when it may be due:
// record whether that module was ever imported.
const surveyCode = vi.hoisted(() => ({ loaded: false }));
vi.mock('@/features/survey/components/feedback-survey', async (importOriginal) => {
  surveyCode.loaded = true;
  return importOriginal();
});

const FRIDAY_20 = new Date(2026, 10, 20, 9, 0, 0); // mid-month

function gateway() {
  return mockFetch((url) => {
    if (url === '/app-config.json') return jsonResponse(200, makeAppConfig());
    if (url === '/api/whoami') {
      return jsonResponse(200, {
        data: makeIdentity({ accessRight: [P.dashboardStatusRead, P.liveViewV2Read] }),
      });
    }
    if (url.endsWith('/api/feedback-status')) {
      return jsonResponse(200, { data: { status: true } });
    }
    return jsonResponse(404, makeErrorResponse({ statusCode: 404, code: 'NOT_FOUND' }));
  });
}

const surveyDialog = () => screen.queryByRole('dialog', { name: 'Survei kepuasan pengguna' });

beforeEach(() => {
  surveyCode.loaded = false;
  setClock(FRIDAY_20);
});
afterEach(() => resetClock());

describe('the survey in the signed-in frame', () => {
  it('SHELL-27 on the 20th neither its code nor its status call loads; the top-bar link opens it all the same', async () => {
    const fetch = gateway();
    window.history.replaceState(null, '', '/dashboard');
    const { container } = render(<App />);
    const feedbackLink = await waitFor(() => {
      const link = container.querySelector<HTMLElement>('[data-action="feedback"]');
      expect(link).not.toBeNull();
      return link as HTMLElement;
    }, WAIT_BOUND);

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(surveyCode.loaded).toBe(false);
    expect(surveyDialog()).toBeNull();
    const urls = () => fetch.mock.calls.map(([url]) => String(url));
    expect(urls().filter((url) => url.includes('/api/feedback-status'))).toEqual([]);

    // The top-bar link opens it on any day, even with the status answered; its close icon closes it.
    fireEvent.click(feedbackLink);
    await waitFor(() => expect(surveyDialog()).not.toBeNull(), WAIT_BOUND);
    expect(surveyCode.loaded).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Tutup survei' }));
    await waitFor(() => expect(surveyDialog()).toBeNull());
  });
});
