import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AlertActionInput, RawAlert } from '@armada/contracts/alerts';
import { graphqlOk } from '@armada/contracts/shared';
import { jsonResponse, mockFetch } from '@/testing/http';
import { makeAppConfig, makeIdentity } from '@/testing/factories';
import { renderWithProviders } from '@/testing/test-utils';
import { geocodingAnswer, makeAlert } from '../testing/alert-fixtures';
import { alertScopesOf } from '../hooks/use-alert-scopes';
import { emptyPopupStack, openPopup, type OpenPopup } from '../utils/popup-stack';
import { AlertPreviewPopup } from './alert-preview-popup';
import { WAIT_BOUND } from '@/testing/wait';

interface Sent {
  operationName: string;
  variables: { input?: AlertActionInput };
}

/** A loaded machine answers slower than the 1 s default (the popup's map loads Leaflet). */
const WAIT = WAIT_BOUND;

/** The server: every action succeeds unless `refuse` says otherwise; it records what it got. */
function fakeServer(refuse: (input: AlertActionInput) => string | null = () => null) {
  const sent: Sent[] = [];
  const fetch = mockFetch((url, init) => {
    if (!url.includes('/graphql')) return jsonResponse(200, { data: makeAppConfig() });
    const body = JSON.parse(String(init.body)) as Sent;
    sent.push(body);
    if (body.operationName === 'ReverseGeocoding') {
      return jsonResponse(200, geocodingAnswer());
    }
    if (body.operationName === 'FieldOperationDetail') {
      return jsonResponse(200, {
        data: {
          fieldOperationDetail: {
            ...graphqlOk(),
            data: {
              id: 12,
              logId: 3,
              number: 'FTI-0012',
              status: 'On progress',
              activity: 'Pengiriman ke gudang',
              driverName: 'Budi',
              addressName: 'Gudang Cakung',
              latitude: null,
              longitude: null,
              photoUrls: [],
              note: null,
              createdOn: '2026-11-14T02:00:00.000Z',
            },
          },
        },
      });
    }
    const input = body.variables.input as AlertActionInput;
    const message = refuse(input);
    const result = message
      ? {
          isSuccessful: false,
          errorCode: 'BAD_REQUEST',
          errorName: 'BadRequest',
          message,
          status: 400,
          data: null,
        }
      : {
          ...graphqlOk(),
          data: {
            rawAlertId: input.rawAlertId,
            userId: 1,
            actionType: input.actionType,
            type:
              input.actionType === 'FalseAlert' && input.data && 'isFalseAlert' in input.data
                ? input.data.isFalseAlert
                  ? 'FalseAlert'
                  : 'CancelFalseAlert'
                : input.actionType,
            data: input.data,
            createdOn: '2026-11-14T03:10:00.000Z',
            aggregate: { updatedAlerts: 1, updatedAlertStatuses: 1, insertedAlertLogs: 1 },
          },
        };
    return jsonResponse(200, { data: { upsertRawAlertsAction: result } });
  });
  return {
    fetch,
    sent,
    actions: () => sent.filter((s) => s.operationName === 'UpsertRawAlertsAction'),
  };
}

function Harness({
  alert,
  onAction,
  accessRight = ['e4e-alert-center-urgent:read'],
}: {
  alert: RawAlert;
  onAction: () => void;
  accessRight?: string[];
}) {
  const opened = openPopup(
    emptyPopupStack,
    alert,
    { width: 1280, height: 800 },
    { width: 420, height: 640 },
    { limited: true },
  );
  const [popup, setPopup] = useState<OpenPopup>(opened.stack.popups[0] as OpenPopup);
  const identity = makeIdentity({ userId: 1 });
  return (
    <MemoryRouter>
      <AlertPreviewPopup
        popup={popup}
        identity={identity}
        scopes={alertScopesOf(accessRight)}
        colourOf={() => 'danger'}
        height={640}
        phone={false}
        onClose={() => undefined}
        onFront={() => undefined}
        onMove={() => undefined}
        onChange={(change) => setPopup((p) => change(p))}
        onAction={(action) => {
          onAction();
          setPopup((p) => ({
            ...p,
            alert: {
              ...p.alert,
              isFalseAlert:
                action.type === 'FalseAlert'
                  ? true
                  : action.type === 'CancelFalseAlert'
                    ? false
                    : p.alert.isFalseAlert,
            },
          }));
        }}
      />
    </MemoryRouter>
  );
}

describe('AlertPreviewPopup', () => {
  it('sends one Read action when an unread alert opens, and shows plate, values and address', async () => {
    const server = fakeServer();
    renderWithProviders(<Harness alert={makeAlert('41')} onAction={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'B 41 XY' })).toBeTruthy();
    expect(screen.getByTestId('alert-value').textContent).toBe('92,5 km/jam');
    expect(screen.getByTestId('alert-trigger').textContent).toBe('80 km/jam');
    expect(await screen.findByText('Jl. Jend. Sudirman, Jakarta', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(server.actions()).toHaveLength(1));
    expect(server.actions()[0]?.variables.input).toMatchObject({
      actionType: 'Read',
      rawAlertId: ['41'],
      selectionMode: 'Selection',
      dateRange: { start: '2026-11-14T02:59:59.000Z', end: '2026-11-14T03:00:01.000Z' },
    });
  });

  it("requires text for the 'others' reason, then marks the alert false after confirming", async () => {
    const server = fakeServer();
    const onAction = vi.fn();
    renderWithProviders(
      <Harness alert={makeAlert('41', 0, { isRead: true })} onAction={onAction} />,
    );
    fireEvent.click(screen.getByTestId('alert-false-alert'));
    fireEvent.click(screen.getByLabelText('Alasan lain'));
    fireEvent.click(screen.getByTestId('false-alert-submit'));
    expect(screen.getByTestId('false-alert-error').textContent).toBe('Alasan lainnya wajib diisi');
    expect(screen.queryByTestId('alert-confirm')).toBeNull();

    fireEvent.change(screen.getByTestId('false-alert-others'), {
      target: { value: '  Sensor tertutup debu ' },
    });
    fireEvent.click(screen.getByTestId('false-alert-submit'));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Tandai sebagai peringatan palsu?')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('alert-confirm-ok'));
    await waitFor(() => expect(onAction).toHaveBeenCalled());
    expect(server.actions()[0]?.variables.input).toMatchObject({
      actionType: 'FalseAlert',
      data: { isFalseAlert: true, reason: 'Sensor tertutup debu' },
    });
    expect(await screen.findByText('Peringatan berhasil ditandai palsu.', {}, WAIT)).toBeTruthy();
    expect(screen.getByTestId('alert-recheck')).toBeTruthy();
  });

  it('shows the server message on a refused action and keeps the form input', async () => {
    fakeServer(() => 'Alasan terlalu panjang menurut server.');
    renderWithProviders(
      <Harness alert={makeAlert('41', 0, { isRead: true })} onAction={vi.fn()} />,
    );
    fireEvent.click(screen.getByTestId('alert-false-alert'));
    fireEvent.click(screen.getByLabelText('Alasan lain'));
    fireEvent.change(screen.getByTestId('false-alert-others'), { target: { value: 'kabut' } });
    fireEvent.click(screen.getByTestId('false-alert-submit'));
    fireEvent.click(await screen.findByTestId('alert-confirm-ok'));
    expect(
      await screen.findByText('Alasan terlalu panjang menurut server.', {}, WAIT),
    ).toBeTruthy();
    expect(screen.getByTestId('false-alert-others')).toHaveProperty('value', 'kabut');
    expect(screen.queryByTestId('alert-recheck')).toBeNull();
  });

  it('requires a note after trimming, labelled by the note field', async () => {
    const server = fakeServer();
    renderWithProviders(
      <Harness alert={makeAlert('41', 0, { isRead: true })} onAction={vi.fn()} />,
    );
    fireEvent.change(screen.getByTestId('alert-note'), { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('alert-note-save'));
    expect(screen.getByTestId('alert-note-error').textContent).toBe('Catatan wajib diisi');
    fireEvent.change(screen.getByTestId('alert-note'), { target: { value: ' Sudah ditelepon ' } });
    fireEvent.click(screen.getByTestId('alert-note-save'));
    expect(await screen.findByText('Catatan berhasil disimpan.', {}, WAIT)).toBeTruthy();
    expect(server.actions()[0]?.variables.input).toMatchObject({
      actionType: 'Feedback',
      data: { note: 'Sudah ditelepon' },
    });
    expect(screen.getByTestId('alert-note')).toHaveProperty('value', '');
  });

  it('shows recorded fixed reasons under their labels, in English too', () => {
    fakeServer();
    const logs: RawAlert['userLogs'] = [
      {
        typeField: 'FalseAlert',
        data: 'No Occurrences',
        createdOn: '2026-11-14T03:05:00.000Z',
        userId: 2,
        user: { fullname: 'Sari' },
      },
      {
        typeField: 'CancelFalseAlert',
        data: null,
        createdOn: '2026-11-14T03:06:00.000Z',
        userId: 2,
        user: { fullname: 'Sari' },
      },
      {
        typeField: 'FalseAlert',
        data: 'Terdeteksi sebagai kejadian lain',
        createdOn: '2026-11-14T03:07:00.000Z',
        userId: 2,
        user: { fullname: 'Sari' },
      },
    ];
    renderWithProviders(
      <Harness alert={makeAlert('41', 0, { isRead: true, userLogs: logs })} onAction={vi.fn()} />,
      { language: 'en' },
    );
    const list = screen.getByTestId('alert-logs');
    expect(within(list).getByText('Not valid')).toBeTruthy();
    expect(within(list).getByText('Wrong detection')).toBeTruthy();
    expect(within(list).queryByText('No Occurrences')).toBeNull();
  });

  it('links a field-operation alert to its task and loads the detail with all four scopes', async () => {
    const server = fakeServer();
    const alert = makeAlert('50', 0, { isRead: true, alertCode: 137, alertData: 'FTI-0012|12|3' });
    renderWithProviders(
      <Harness
        alert={alert}
        onAction={vi.fn()}
        accessRight={[
          'fleet-task-instant:read',
          'fleet-task-instant:create',
          'fleet-task-instant:update',
          'fleet-task-instant:delete',
        ]}
      />,
    );
    const section = screen.getByTestId('alert-field-operation');
    expect(
      within(section).getByRole('link', { name: 'Buka tugas FTI-0012' }).getAttribute('href'),
    ).toBe('/fleet-task/instant/12');
    expect(await within(section).findByText('Pengiriman ke gudang', {}, WAIT)).toBeTruthy();
    expect(server.sent.some((s) => s.operationName === 'FieldOperationDetail')).toBe(true);
  });

  it('does not load the field-operation detail without all four scopes', async () => {
    const server = fakeServer();
    const alert = makeAlert('50', 0, { isRead: true, alertCode: 137, alertData: 'FTI-0012|12|3' });
    renderWithProviders(
      <Harness alert={alert} onAction={vi.fn()} accessRight={['fleet-task-instant:read']} />,
    );
    expect(screen.getByRole('link', { name: 'Buka tugas FTI-0012' })).toBeTruthy();
    await screen.findByText('Jl. Jend. Sudirman, Jakarta', {}, WAIT);
    expect(server.sent.some((s) => s.operationName === 'FieldOperationDetail')).toBe(false);
  });
});
