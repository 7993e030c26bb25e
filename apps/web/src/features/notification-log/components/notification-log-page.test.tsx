import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AlertUserLogEntry } from '@armada/contracts/alerts';
import { graphqlOk } from '@armada/contracts/shared';
import type { Language } from '@/config/env';
import { jsonResponse, mockFetch } from '@/testing/http';
import { renderWithProviders } from '@/testing/test-utils';
import { NotificationLogPage } from './notification-log-page';

function entry(logId: string, typeField: AlertUserLogEntry['typeField'], data: string | null) {
  return {
    logId,
    rawAlertId: '41',
    alertCode: 52,
    alert: { descriptionIdn: 'Pengemudi merokok', descriptionEng: 'Driver smoking', iconUrl: null },
    vehicle: { id: 7, licensePlate: 'B 8604 PV' },
    alertCreatedOn: '2026-11-14T02:55:00.000Z',
    typeField,
    data,
    createdOn: '2026-11-14T03:00:00.000Z',
    userId: 3,
    user: { fullname: 'Operator Satu' },
  } satisfies AlertUserLogEntry;
}

function renderLog(language: Language) {
  mockFetch(() =>
    jsonResponse(200, {
      data: {
        alertUserLogs: {
          ...graphqlOk(),
          list: [
            entry('1', 'FalseAlert', 'Tidak ada kejadian'),
            entry('2', 'FalseAlert', 'Detected as another occurrence'),
            entry('3', 'Feedback', 'Sopir sudah ditelepon'),
          ],
          pagination: { page: 1, show: 20, total: 3 },
        },
      },
    }),
  );
  renderWithProviders(<NotificationLogPage />, { language });
}

const notes = async () =>
  (await screen.findAllByTestId('notification-log-row')).map(
    (row) => within(row).getAllByRole('cell').at(-1)?.textContent,
  );

describe('the notification log', () => {
  it('shows a recorded false-alert reason as its label, as the popup does (id)', async () => {
    renderLog('id');
    expect(await notes()).toEqual(['Tidak valid', 'Deteksi salah', 'Sopir sudah ditelepon']);
  });

  it('and in English', async () => {
    renderLog('en');
    expect(await notes()).toEqual(['Not valid', 'Wrong detection', 'Sopir sudah ditelepon']);
  });
});
