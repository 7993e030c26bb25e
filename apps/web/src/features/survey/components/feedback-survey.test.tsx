import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, act, fireEvent, screen, waitFor } from '@testing-library/react';

import type { Identity } from '@armada/contracts/auth';
import { renderWithProviders } from '@/testing/test-utils';
import { jsonResponse, mockFetch, type FetchHandler } from '@/testing/http';
import { makeIdentity } from '@/testing/factories';
import { surveyExpiryKey } from '../utils/survey-storage';
import { FeedbackSurvey } from './feedback-survey';

// Dialogs and queries are slow in jsdom on a busy 2-core machine: give async queries room.
configure({ asyncUtilTimeout: 5000 });
const MINUTE = 60_000;

function feedbackApi({
  status = () => jsonResponse(200, { data: { status: false } }),
  submit = (body: unknown) =>
    jsonResponse(201, {
      data: {
        id: 1,
        ...(body as object),
        user_id: 1,
        created_on: '2026-11-27T09:01:00+07:00',
      },
    }),
}: { status?: () => Response; submit?: (body: unknown) => Response } = {}): FetchHandler {
  return (url, init) => {
    if (url.endsWith('/api/feedback-status')) return status();
    if (url.endsWith('/api/feedback') && init.method === 'POST') {
      return submit(JSON.parse(String(init.body)));
    }
    return jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: url });
  };
}

function renderSurvey(
  identity: Identity = makeIdentity(),
  props: { manualOpen?: boolean; onManualClose?: () => void } = {},
) {
  return renderWithProviders(
    <FeedbackSurvey
      identity={identity}
      manualOpen={props.manualOpen ?? false}
      onManualClose={props.onManualClose ?? vi.fn()}
    />,
  );
}

const surveyDialog = () => screen.queryByRole('dialog', { name: 'Survei kepuasan pengguna' });

async function passTime(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // Friday 27 November 2026, 09:00 local: inside the last 5 days of a 30-day month.
  vi.setSystemTime(new Date(2026, 10, 27, 9, 0, 0));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('FeedbackSurvey schedule', () => {
  it('SHELL-27 SHELL-29 SHELL-62 opens 60 s after load in the last days of the month, not before', async () => {
    const fetch = mockFetch(feedbackApi());
    renderSurvey();
    await passTime(59_000);
    expect(surveyDialog()).toBeNull();
    await passTime(1_000);
    await waitFor(() => expect(surveyDialog()).not.toBeNull());
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/api/feedback-status'))).toBe(
      true,
    );
    // Point 5 is preselected; the scale reads very dissatisfied (1) to very satisfied (5).
    expect(screen.getByRole('radio', { name: /^5\s*Sangat puas$/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByRole('radio', { name: /^1\s*Sangat tidak puas$/ })).toHaveProperty(
      'checked',
      false,
    );
  });

  it('SHELL-29 speaks English: the dialog and the preselected "5 Very satisfied"', async () => {
    mockFetch(feedbackApi());
    renderWithProviders(
      <FeedbackSurvey identity={makeIdentity()} manualOpen={false} onManualClose={vi.fn()} />,
      { language: 'en' },
    );
    await passTime(MINUTE);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'User satisfaction survey' })).not.toBeNull(),
    );
    expect(screen.getByRole('radio', { name: /^5\s*Very satisfied$/ })).toHaveProperty(
      'checked',
      true,
    );
  });

  // The signed-in frame does not even load the survey on such a day: tests/e2e/survey-banner.spec.ts.
  it('SHELL-27 stays away on the 20th', async () => {
    vi.setSystemTime(new Date(2026, 10, 20, 9, 0, 0));
    mockFetch(feedbackApi());
    renderSurvey();
    await passTime(2 * MINUTE);
    expect(surveyDialog()).toBeNull();
  });

  it('stays away when the status check fails or says answered', async () => {
    mockFetch(
      feedbackApi({
        status: () => jsonResponse(500, { statusCode: 500, code: 'INTERNAL', message: 'x' }),
      }),
    );
    const failing = renderSurvey();
    await passTime(2 * MINUTE);
    expect(surveyDialog()).toBeNull();
    failing.unmount();

    mockFetch(feedbackApi({ status: () => jsonResponse(200, { data: { status: true } }) }));
    renderSurvey();
    await passTime(2 * MINUTE);
    expect(surveyDialog()).toBeNull();
  });

  it('never asks for branded-tracker or white-label companies', async () => {
    const fetch = mockFetch(feedbackApi());
    renderSurvey(makeIdentity({ companyVariant: 'branded-tracker' }));
    await passTime(2 * MINUTE);
    expect(surveyDialog()).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('hiding stores an expiry of 23:59 today for this user', async () => {
    mockFetch(feedbackApi());
    renderSurvey(makeIdentity({ userId: 42 }));
    await passTime(MINUTE);
    await waitFor(() => expect(surveyDialog()).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Nanti saja' }));
    await waitFor(() => expect(surveyDialog()).toBeNull());
    expect(window.localStorage.getItem(surveyExpiryKey(42))).toBe(
      String(new Date(2026, 10, 27, 23, 59, 0).getTime()),
    );
  });

  it('SHELL-27 comes back the next day once the expiry has run out', async () => {
    window.localStorage.setItem(
      surveyExpiryKey(1),
      String(new Date(2026, 10, 27, 23, 59, 0).getTime()),
    );
    vi.setSystemTime(new Date(2026, 10, 28, 8, 0, 0));
    mockFetch(feedbackApi());
    renderSurvey();
    await passTime(MINUTE + 1_000);
    await waitFor(() => expect(surveyDialog()).not.toBeNull());
  });

  it('stays hidden on reload the same day while the expiry holds', async () => {
    window.localStorage.setItem(
      surveyExpiryKey(1),
      String(new Date(2026, 10, 27, 23, 59, 0).getTime()),
    );
    mockFetch(feedbackApi());
    renderSurvey();
    await passTime(2 * MINUTE);
    expect(surveyDialog()).toBeNull();
  });
});

describe('FeedbackSurvey answer', () => {
  it('sends point and comment, then thanks without a confirm button', async () => {
    const sent: unknown[] = [];
    mockFetch(
      feedbackApi({
        submit: (body) => {
          sent.push(body);
          return jsonResponse(201, {
            data: {
              id: 9,
              point: 4,
              comment: 'Rute cepat',
              user_id: 1,
              created_on: '2026-11-27T09:01:00+07:00',
            },
          });
        },
      }),
    );
    renderSurvey();
    await passTime(MINUTE);
    await waitFor(() => expect(surveyDialog()).not.toBeNull());

    fireEvent.click(screen.getByRole('radio', { name: /^4/ }));
    fireEvent.change(screen.getByLabelText('Komentar (opsional)'), {
      target: { value: '  Rute cepat  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Kirim' }));

    const thanks = await screen.findByRole('dialog', { name: 'Terima Kasih!' });
    expect(sent).toEqual([{ point: 4, comment: 'Rute cepat' }]);
    await waitFor(() => expect(surveyDialog()).toBeNull());
    // Only the close icon: no confirm button.
    const buttons = thanks.querySelectorAll('button');
    expect(buttons).toHaveLength(1);
    expect(buttons[0]?.getAttribute('aria-label')).toBe('Tutup survei');
  });

  it('keeps the dialog open with the input and an error when sending fails', async () => {
    mockFetch(
      feedbackApi({
        submit: () => jsonResponse(500, { statusCode: 500, code: 'INTERNAL', message: 'boom' }),
      }),
    );
    renderSurvey();
    await passTime(MINUTE);
    await waitFor(() => expect(surveyDialog()).not.toBeNull());
    fireEvent.change(screen.getByLabelText('Komentar (opsional)'), {
      target: { value: 'Peta lambat' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Kirim' }));

    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Masukan Anda belum terkirim. Silakan coba lagi.',
    );
    expect(surveyDialog()).not.toBeNull();
    expect(screen.getByLabelText('Komentar (opsional)')).toHaveProperty('value', 'Peta lambat');
  });

  it('keeps the dialog open when the answer comes back empty', async () => {
    mockFetch(feedbackApi({ submit: () => new Response('', { status: 201 }) }));
    renderSurvey();
    await passTime(MINUTE);
    await waitFor(() => expect(surveyDialog()).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(surveyDialog()).not.toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Terima Kasih!' })).toBeNull();
  });
});

describe('FeedbackSurvey from the top bar', () => {
  it('opens at once on any day; closing tells the shell and stores no expiry', async () => {
    vi.setSystemTime(new Date(2026, 10, 20, 9, 0, 0));
    mockFetch(feedbackApi());
    const onManualClose = vi.fn();
    renderSurvey(makeIdentity({ userId: 5 }), { manualOpen: true, onManualClose });
    expect(surveyDialog()).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Tutup survei' }));
    expect(onManualClose).toHaveBeenCalled();
    expect(window.localStorage.getItem(surveyExpiryKey(5))).toBeNull();
  });

  it('submits the same way', async () => {
    vi.setSystemTime(new Date(2026, 10, 20, 9, 0, 0));
    mockFetch(feedbackApi());
    const onManualClose = vi.fn();
    renderSurvey(makeIdentity({ companyVariant: 'branded-tracker' }), {
      manualOpen: true,
      onManualClose,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(await screen.findByRole('dialog', { name: 'Terima Kasih!' })).toBeTruthy();
    expect(onManualClose).toHaveBeenCalled();
  });
});
